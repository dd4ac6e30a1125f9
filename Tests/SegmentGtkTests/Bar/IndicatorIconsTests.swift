import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Indicator icons (AdwTabPage's `indicator-icon`): the room a strip keeps for them, clicks that activate instead of
/// selecting, hover, tooltips and the accessible buttons; driven through the gesture handlers.
final class IndicatorIconsTests: GtkTestCase, @unchecked Sendable {
    /// A speaker that mutes the tab when clicked.
    private let speaker = TabIndicatorIcon("audio-volume-high-symbolic", tooltip: "Mute Tab", isActivatable: true)

    /// Waits until the bar keeps `padding` on each side of its tabs and shows accessible tabs.
    @MainActor
    private func relaidOut(_ bar: SegmentBar, padding: Double = 30) {
        XCTAssertTrue(
            pump(until: { bar.layout?.style.itemPadding == padding && !bar.testController.tabs.range.isEmpty }))
        pump()
    }

    /// Segment `index`'s indicator icon in view coordinates, where the bar draws it now.
    @MainActor
    private func icon(_ bar: SegmentBar, _ index: Int) -> SegmentRect {
        bar.testController.indicatorIconViewRect(index, in: bar.layout!)
    }

    func testAClickOnAnActivatableIconActivatesItAndSelectsNothing() throws {
        try onMain {
            let bar = fourSegmentBar()
            try bar.setIndicatorIcon(speaker, at: 2)
            relaidOut(bar)
            var activated: [Int] = []
            bar.onIndicatorActivated { activated.append($0) }
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            let controller = bar.testController
            let rect = icon(bar, 2)
            // At the tab's start (200), before its title: 10 pt in (the style's own padding) when the title leaves
            // room for that and the 4 pt gap; "Month" leaves 29.5 pt before it, so the icon sits 9.5 pt in.
            XCTAssertEqual(rect, SegmentRect(x: 209.5, y: rect.y, width: 16, height: 16))
            let layout = try XCTUnwrap(bar.layout)
            XCTAssertLessThanOrEqual(
                rect.maxX + 4, layout.viewRect(layout.contentRects(2, at: 0).title, scrollOffset: 0).x)
            controller.pressBegan(x: rect.midX)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(activated, [2])
            XCTAssertEqual(bar.selectedIndex, 0, "the click activated the icon, not the tab")
            XCTAssertEqual(changes.values, [])

            controller.pressBegan(x: rect.midX)
            controller.pressEnded(dx: 40)
            XCTAssertEqual(activated, [2], "released away from the icon: nothing")

            // Beside the icon, on the title: the tab is selected as usual.
            pump()
            controller.pressBegan(x: bar.viewCenter(of: 2))
            controller.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(activated, [2])
        }
    }

    func testAnIconThatIsNotActivatableIsPartOfItsTab() throws {
        try onMain {
            let bar = fourSegmentBar()
            try bar.setIndicatorIcon(TabIndicatorIcon("media-record-symbolic", tooltip: "Recording"), at: 1)
            relaidOut(bar)
            var activated: [Int] = []
            bar.onIndicatorActivated { activated.append($0) }
            let controller = bar.testController
            controller.hover(x: icon(bar, 1).midX)
            XCTAssertNil(controller.hovered(.indicator), "no box under the pointer")
            controller.pressBegan(x: icon(bar, 1).midX)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(activated, [])
            XCTAssertEqual(bar.selectedIndex, 1, "a click on it selects its tab")
            XCTAssertEqual(controller.tabStrip.accessibleIndicatorNames, [], "not a button")
            // Its tooltip still says what it means, over the icon only.
            let rect = icon(bar, 1)
            XCTAssertEqual(controller.indicatorTooltip(x: rect.midX, y: rect.midY)?.text, "Recording")
            XCTAssertNil(controller.indicatorTooltip(x: bar.viewCenter(of: 1), y: rect.midY))
        }
    }

    func testThePointerOverAnActivatableIconHoversIt() throws {
        try onMain {
            let bar = fourSegmentBar(GTK_TEXT_DIR_RTL)
            try bar.setIndicatorIcon(speaker, at: 0)
            relaidOut(bar)
            let controller = bar.testController
            let rect = icon(bar, 0)
            // Right to left: the first tab is 300–400 and its icon at its right end, 10 pt in.
            XCTAssertEqual(rect.maxX, 390)
            controller.hover(x: rect.midX)
            XCTAssertEqual(controller.hovered(.indicator), 0)
            XCTAssertNil(controller.hovered(.close))
            controller.hover(x: bar.viewCenter(of: 0))
            XCTAssertNil(controller.hovered(.indicator))
        }
    }

    func testTheStripKeepsRoomWhileAnyTabHasOne() throws {
        try onMain {
            let bar = fourSegmentBar()
            XCTAssertTrue(pump(until: { bar.layout?.style.itemPadding == 10 }))
            try bar.setIndicatorIcon(speaker, at: 3)
            relaidOut(bar, padding: 30)
            XCTAssertTrue(bar.layout!.style.usesLeadingReservation)
            try bar.setIndicatorIcon(TabIndicatorIcon("audio-volume-muted-symbolic"), at: 3)
            XCTAssertEqual(bar.items[3].indicatorIcon?.iconName, "audio-volume-muted-symbolic")
            try bar.setIndicatorIcon(nil, at: 3)
            relaidOut(bar, padding: 10)

            // A closable strip keeps the room already: the icon comes and goes without moving a title.
            bar.closeButtonPolicy = .all
            relaidOut(bar, padding: 30)
            let before = bar.layout!.contentRects(1, at: 0).title
            try bar.setIndicatorIcon(speaker, at: 1)
            pump()
            XCTAssertEqual(bar.layout!.contentRects(1, at: 0).title, before)
            XCTAssertLessThan(icon(bar, 1).maxX, bar.viewFrame(of: 1).midX, "at the start, the close button at the end")
            XCTAssertGreaterThan(bar.viewCloseButton(of: 1).x, bar.viewFrame(of: 1).midX)
        }
    }

    func testAPinnedTabShowsItInsteadOfItsIconAndTakesClicksOnlyWhenSelected() throws {
        try onMain {
            let bar = fourSegmentBar()
            try bar.setPinned(true, at: 2)
            try bar.setIndicatorIcon(speaker, at: 0)
            relaidOut(bar)
            XCTAssertTrue(bar.items[0].isPinned)
            XCTAssertNil(bar.testController.iconName(of: bar.items[0], selected: true), "the speaker takes its place")
            var activated: [Int] = []
            bar.onIndicatorActivated { activated.append($0) }
            try bar.select(1, animated: false)
            let controller = bar.testController
            controller.pressBegan(x: icon(bar, 0).midX)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(activated, [], "a small pinned tab is selected by the click")
            XCTAssertEqual(bar.selectedIndex, 0)
            // Selected, its speaker takes a click that is not the second of a double click.
            g_usleep(gulong(InputSettings.doubleClick(bar.widget).time + 50_000))
            pump()
            controller.pressBegan(x: icon(bar, 0).midX)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(activated, [0], "selected, its speaker takes the click")
        }
    }

    func testADoubleClickOnAnUnselectedPinnedTabIsTheTabs() throws {
        try onMain {
            let bar = fourSegmentBar()
            try bar.setPinned(true, at: 0)
            try bar.setIndicatorIcon(speaker, at: 0)
            try bar.select(2, animated: false)
            relaidOut(bar)
            var activated: [Int] = []
            bar.onIndicatorActivated { activated.append($0) }
            let controller = bar.testController
            let x = icon(bar, 0).midX
            // The first click selects the tab, which makes its speaker clickable; the second is still the tab's.
            controller.pressBegan(x: x)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 0)
            controller.pressBegan(x: x)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(activated, [], "a double click on the tab does not mute it")
            XCTAssertEqual(bar.selectedIndex, 0)
        }
    }

    func testThePointerOverARemovedTabFindsNothing() throws {
        try onMain {
            let bar = fourSegmentBar()
            bar.closeButtonPolicy = .all
            for index in 0..<4 { try bar.setIndicatorIcon(speaker, at: index) }
            relaidOut(bar)
            let controller = bar.testController
            let (iconX, closeX) = (icon(bar, 3).midX, bar.viewCloseButton(of: 3).midX)
            // Before the next layout the bar's layout still has the removed tab under these points.
            try bar.remove(at: 3)
            for x in [iconX, closeX] {
                controller.hover(x: x)
                XCTAssertNil(controller.hoveredTabButton.flatMap { $0.index == 3 ? $0 : nil })
                XCTAssertNil(controller.indicatorTooltip(x: x, y: 24))
                controller.pressBegan(x: x)
                controller.pressEnded(dx: 0)
            }
            XCTAssertEqual(bar.items.count, 3)
        }
    }

    func testActivatableIconsAreButtonsNamedByTheirTooltips() throws {
        try onMain {
            let bar = fourSegmentBar()
            try bar.setIndicatorIcon(speaker, at: 1)
            try bar.setIndicatorIcon(TabIndicatorIcon("audio-volume-muted-symbolic", isActivatable: true), at: 3)
            relaidOut(bar)
            XCTAssertEqual(bar.testController.tabStrip.accessibleIndicatorNames, ["Mute Tab", "Indicator of Year"])
            try bar.setIndicatorIcon(nil, at: 1)
            XCTAssertTrue(
                pump(until: { bar.testController.tabStrip.accessibleIndicatorNames == ["Indicator of Year"] }),
                "\(bar.testController.tabStrip.accessibleIndicatorNames)")
        }
    }

    func testAnIconWithoutATooltipIsNamedInTheUsersLanguage() throws {
        try onMain {
            try inLocale("de_DE.UTF-8") {
                let bar = fourSegmentBar()
                try bar.setIndicatorIcon(TabIndicatorIcon("audio-volume-high-symbolic", isActivatable: true), at: 2)
                relaidOut(bar)
                XCTAssertEqual(bar.testController.tabStrip.accessibleIndicatorNames, ["Anzeige für Month"])
            }
        }
    }

    func testAnAssistiveTechnologyClicksTheButtonsAsThePointerDoes() throws {
        try onMain {
            let bar = fourSegmentBar()
            bar.closeButtonPolicy = .all
            try bar.setIndicatorIcon(speaker, at: 2)
            relaidOut(bar)
            var activated: [Int] = []
            var asked: [Int] = []
            bar.onIndicatorActivated { activated.append($0) }
            bar.onCloseRequested { index in
                asked.append(index)
                return true
            }
            let (close, indicator) = bar.testController.tabStrip.accessibleButtonWidgets
            XCTAssertEqual(close.count, 4)
            XCTAssertEqual(indicator.count, 1)
            // GTK's AT-SPI bridge runs a widget's own actions: `button.click` is what a screen reader's click does.
            XCTAssertNotEqual(gtk_widget_activate_action_variant(indicator[0], "button.click", nil), 0)
            XCTAssertEqual(activated, [2])
            XCTAssertEqual(bar.selectedIndex, 0, "selects nothing")
            XCTAssertNotEqual(gtk_widget_activate_action_variant(close[1], "button.click", nil), 0)
            XCTAssertEqual(asked, [1])
            XCTAssertEqual(bar.items.count, 4, "the handler kept it")
        }
    }

    func testAnIndexOutOfRangeIsRefused() throws {
        try onMain {
            let bar = fourSegmentBar()
            XCTAssertThrowsError(try bar.setIndicatorIcon(speaker, at: 4))
            XCTAssertThrowsError(try bar.setIndicatorIcon(speaker, at: -1))
            XCTAssertThrowsError(try bar.setIndicatorIcon(speaker, at: Int.min))
            XCTAssertTrue(bar.items.allSatisfy { $0.indicatorIcon == nil })
        }
    }
}
