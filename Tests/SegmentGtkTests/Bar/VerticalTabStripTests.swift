import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Tab-strip mode in a vertical bar (sidebar tabs): close buttons at the end of each row, reordering down the bar,
/// Alt+Up and Alt+Down, and action widgets above and below the tabs; driven through the gesture handlers and the
/// class shortcuts.
final class VerticalTabStripTests: GtkTestCase, @unchecked Sendable {
    /// Where `child` lies in `bar`.
    @MainActor
    private func bounds(of child: UnsafeMutablePointer<GtkWidget>, in bar: SegmentBar) -> SegmentRect {
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(child, bar.widget, &rect) != 0)
        return SegmentRect(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }

    /// A reorderable vertical bar of four tabs, 200 × 300, with close buttons on every tab.
    @MainActor
    private func sidebar(_ direction: GtkTextDirection = GTK_TEXT_DIR_LTR) -> SegmentBar {
        setAnimations(false)
        let bar = SegmentBar(items: fourItems, style: .underline)
        bar.orientation = .vertical
        gtk_widget_set_direction(bar.widget, direction)
        bar.isReorderable = true
        bar.closeButtonPolicy = .all
        host(bar.widget, width: 200, height: 300)
        // Along a vertical axis the layout's style reads the padding across the bar as its vertical padding.
        XCTAssertTrue(pump(until: { (bar.layout?.style.verticalPadding ?? 0) > 20 }))
        pump()
        return bar
    }

    @MainActor
    private func titles(_ bar: SegmentBar) -> [String] { bar.items.map(\.title) }

    /// A middle click and a right click find their tab down the sidebar: they took the pointer's x for the place
    /// along the bar, so a click on the third row closed (or opened the menu of) whichever row x fell in.
    func testMiddleAndRightClicksActOnTheRowUnderThePointer() {
        onMain {
            let bar = sidebar()
            giveCloseMenu(bar)
            let controller = bar.testController
            let third = bar.viewFrame(of: 2)
            XCTAssertTrue(controller.auxiliaryPress(button: 3, x: third.midX, y: third.midY))
            controller.auxiliaryRelease(x: third.midX, y: third.midY)
            XCTAssertEqual(bar.menuTarget, 2, "the menu is the third row's")
            if let popover = controller.tabStrip.popover { gtk_popover_popdown(gcast(popover)) }
            XCTAssertTrue(controller.auxiliaryPress(button: 2, x: third.midX, y: third.midY))
            XCTAssertEqual(titles(bar), ["Day", "Week", "Year"], "the middle click closed the third row")
        }
    }

    /// A tooltip is the row's under the pointer, found down the sidebar: a pinned row's title is only there.
    func testATooltipIsTheRowsUnderThePointer() throws {
        try onMain {
            let bar = sidebar()
            try bar.setPinned(true, at: 2)
            XCTAssertTrue(pump(until: { bar.layout?.metrics.first?.isCompact == true }))
            let controller = bar.testController
            let (first, third) = (bar.viewFrame(of: 0), bar.viewFrame(of: 2))
            XCTAssertEqual(controller.tooltipIndex(x: third.midX, y: third.midY, keyboard: false), 2)
            XCTAssertEqual(controller.tooltipIndex(x: first.midX + 40, y: first.midY, keyboard: false), 0)
            XCTAssertEqual(bar.tooltipText(at: 0), "Month", "the pinned row's title")
            XCTAssertEqual(controller.tooltipIndex(x: 0, y: 0, keyboard: true), bar.selectedIndex)
        }
    }

    func testTheCloseButtonSitsAtTheRowsEndAndOnlyItCloses() {
        onMain {
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                let bar = sidebar(direction)
                let rtl = direction == GTK_TEXT_DIR_RTL
                let second = bar.viewFrame(of: 1)
                let button = bar.viewCloseButton(of: 1)
                XCTAssertEqual(button.midY, second.midY, accuracy: 0.5, "centred in its row's height")
                XCTAssertTrue(
                    rtl ? button.maxX < second.midX - 30 : button.x > second.midX + 30,
                    "at the row's trailing end (\(button) in \(second), rtl \(rtl))")
                let title = bar.layout!.viewRect(bar.layout!.contentRects(1, at: bar.position).title, scrollOffset: 0)
                XCTAssertTrue(
                    rtl ? button.maxX <= title.x : button.x >= title.maxX, "beside the title, not over or under it")

                var asked: [Int] = []
                bar.onCloseRequested { index in
                    asked.append(index)
                    return false
                }
                let controller = bar.testController
                // Under the title, low in the row, where a sidebar once drew its buttons: a click selects.
                controller.pressBegan(x: second.maxY - 3, across: second.midX)
                controller.pressEnded(dx: 0)
                XCTAssertEqual(asked, [], "rtl \(rtl)")
                XCTAssertEqual(bar.selectedIndex, 1)
                // The button, at the top of the row's height: it closes, and the hover shows on it first.
                controller.hover(x: second.y + 2, across: button.midX)
                XCTAssertEqual(controller.hovered(.close), 1)
                controller.hover(x: second.y + 2, across: second.midX)
                XCTAssertNil(controller.hovered(.close), "over the title, not the button")
                controller.pressBegan(x: second.y + 2, across: button.midX)
                controller.pressEnded(dx: 0)
                XCTAssertEqual(asked, [1])
                XCTAssertEqual(titles(bar), ["Day", "Month", "Year"])
                // A release that slid off the button across the row closes nothing.
                let next = bar.viewCloseButton(of: 1)
                controller.pressBegan(x: bar.viewFrame(of: 1).midY, across: next.midX)
                controller.pressEnded(dx: 0, dAcross: rtl ? 60 : -60)
                XCTAssertEqual(asked, [1], "released over the title")
            }
        }
    }

    func testDraggingATabDownTheSidebarMovesItInBothDirections() {
        onMain {
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                let bar = sidebar(direction)
                bar.closeButtonPolicy = .none
                let height = bar.viewFrame(of: 1).y - bar.viewFrame(of: 0).y
                let controller = bar.testController
                controller.pressBegan(x: bar.viewFrame(of: 0).midY, across: 100)
                controller.pressMoved(dx: height * 0.6)
                controller.pressMoved(dx: height * 1.2)
                XCTAssertEqual(controller.reorderTarget, 1)
                XCTAssertEqual(
                    controller.reorderShift(of: 0, target: 1), height * 1.2, accuracy: 0.01,
                    "drawn down the bar, not mirrored in right-to-left")
                controller.pressMoved(dx: height * 2.2)
                controller.pressEnded(dx: height * 2.2)
                XCTAssertEqual(titles(bar), ["Week", "Month", "Day", "Year"])
                XCTAssertEqual(bar.selectedIndex, 2, "the dragged tab is selected in its new place")
            }
        }
    }

    func testTheLiftedTabHidesTheCloseButtonsItSlidesOver() throws {
        try onMain {
            let bar = sidebar()
            let height = bar.viewFrame(of: 1).y - bar.viewFrame(of: 0).y
            let below = bar.viewCloseButton(of: 1)
            let controller = bar.testController
            // Half a row down: not past the next row's centre, so that row stays and its button's top is covered.
            controller.pressBegan(x: bar.viewFrame(of: 0).midY, across: 40)
            controller.pressMoved(dx: height * 0.25)
            controller.pressMoved(dx: height * 0.5)
            XCTAssertEqual(controller.reorderTarget, 0)
            let lifted = try XCTUnwrap(controller.liftedFrame(layout: bar.layout!, target: 0))
            let covered = SegmentRect(x: below.x, y: below.y, width: below.width, height: lifted.maxY - 1 - below.y)
            XCTAssertGreaterThan(covered.height, 3, "the next row's button is partly under the lifted tab")
            let window = try XCTUnwrap(gtk_widget_get_root(bar.widget).map { UnsafeMutablePointer<GtkWidget>($0) })
            let pixels = try render(window, bar)
            let box = pixels.rgb(lifted.x + 4, lifted.midY)
            let showing = pixels.count(in: covered) {
                abs($0.r - box.r) > 24 || abs($0.g - box.g) > 24 || abs($0.b - box.b) > 24
            }
            XCTAssertEqual(showing, 0, "the × under the lifted tab does not show through it")
            let uncovered = SegmentRect(
                x: below.x, y: lifted.maxY + 1, width: below.width, height: below.maxY - lifted.maxY - 1)
            XCTAssertGreaterThan(
                pixels.count(in: uncovered) { abs($0.r - box.r) > 24 }, 0, "the rest of that × still shows")
            controller.pressEnded(dx: height * 0.5)
        }
    }

    func testHoldingADraggedTabNearTheBottomScrollsTheSidebar() {
        onMain {
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                setAnimations(false)
                let bar = SegmentBar(items: (0..<1_000).map { SegmentItem("Tab \($0)") }, style: .scrollable)
                bar.orientation = .vertical
                gtk_widget_set_direction(bar.widget, direction)
                bar.isReorderable = true
                host(bar.widget, width: 160, height: 400)
                let controller = bar.testController
                let layout = bar.layout!
                let bottom = 400 - layout.style.contentInsets.trailing - 4
                let start = bar.viewFrame(of: 0).midY
                controller.pressBegan(x: start, across: 80)
                controller.pressMoved(dx: bottom - start)
                XCTAssertTrue(pump(until: { bar.scrollOffset > 600 }, seconds: 6), "the sidebar scrolls under the tab")
                controller.pressMoved(dx: 200 - start)
                let travelled = bar.scrollOffset
                pump()
                XCTAssertLessThan(bar.scrollOffset - travelled, 50, "it stops once the pointer leaves the edge")
                controller.pressEnded(dx: 200 - start)
                let landed = bar.items.firstIndex { $0.title == "Tab 0" } ?? 0
                XCTAssertGreaterThan(
                    landed, 10, "dropped where the scrolled sidebar had carried it (rtl: \(direction))")
                XCTAssertEqual(bar.selectedIndex, landed)
            }
        }
    }

    func testAltUpAndDownMoveTheSelectedTabOfAReorderableSidebarOnly() {
        onMain {
            let bar = sidebar()
            @MainActor func press(_ keyval: Int32) -> Bool? {
                activateShortcut(on: bar.widget, scope: GTK_SHORTCUT_SCOPE_LOCAL) {
                    isKeyTrigger($0, keyval, modifiers: GDK_ALT_MASK.rawValue)
                }
            }
            try? bar.select(1, animated: false)
            XCTAssertEqual(press(GDK_KEY_Down), true)
            XCTAssertEqual(titles(bar), ["Day", "Month", "Week", "Year"])
            XCTAssertEqual(bar.selectedIndex, 2, "the moved tab stays selected")
            XCTAssertEqual(press(GDK_KEY_Up), true)
            XCTAssertEqual(press(GDK_KEY_Up), true)
            XCTAssertEqual(titles(bar), ["Week", "Day", "Month", "Year"])

            bar.isReorderable = false
            XCTAssertEqual(press(GDK_KEY_Down), false, "a bar that does not reorder leaves Alt+Down to the app")
            bar.isReorderable = true
            bar.orientation = .horizontal
            XCTAssertEqual(press(GDK_KEY_Down), false, "a horizontal strip moves tabs with Alt+Left and Alt+Right")
            XCTAssertEqual(titles(bar), ["Week", "Day", "Month", "Year"])
        }
    }

    func testActionWidgetsSitAboveAndBelowTheTabs() {
        onMain {
            let bar = sidebar()
            let start = gtk_button_new_with_label("Open")!
            let end = gtk_button_new_with_label("New")!
            bar.startActionWidget = start
            bar.endActionWidget = end
            let bounds = { (child: UnsafeMutablePointer<GtkWidget>) in self.bounds(of: child, in: bar) }
            XCTAssertTrue(pump(until: { gtk_widget_get_width(start) > 0 && gtk_widget_get_width(end) > 0 }))
            pump()
            var natural: gint = 0
            gtk_widget_measure(start, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
            let top = bounds(start)
            let bottom = bounds(end)
            XCTAssertEqual(top.y, 0)
            XCTAssertEqual(top.height, Double(natural), accuracy: 1, "as tall as it asks, not as wide")
            XCTAssertEqual(top.width, 200, accuracy: 1, "across the whole sidebar")
            XCTAssertEqual(bottom.maxY, 300, accuracy: 1)
            XCTAssertEqual(bar.viewFrame(of: 0).y, top.maxY, accuracy: 1, "the tabs start below the start widget")
            XCTAssertLessThanOrEqual(bar.viewFrame(of: 3).maxY, bottom.y + 1)
            // A press on an action widget is its own: the bar neither selects nor starts a drag there.
            let controller = bar.testController
            controller.pressBegan(x: top.midY, across: top.midX)
            XCTAssertNil(controller.pressedIndex)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 0)
        }
    }

    /// An overflowing sidebar's overflow button sits right above its end action widget, across the sidebar: it
    /// covered the widget (the inset taken across the sidebar), and the widget under it took no click.
    func testTheOverflowButtonSitsAboveTheEndWidget() {
        onMain {
            setAnimations(false)
            var style = SegmentStyle.underline
            style.widthMode = .fitted(fillWhenNarrower: false)
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Document \($0)") }, style: style)
            bar.orientation = .vertical
            let end = gtk_button_new_with_label("New")!
            bar.endActionWidget = end
            host(bar.widget, width: 200, height: 300)
            let controller = bar.testController
            XCTAssertTrue(
                pump(until: { controller.overflow.madeButton.map { gtk_widget_get_visible($0) != 0 } ?? false }))
            pump()
            let bounds = { (child: UnsafeMutablePointer<GtkWidget>) in self.bounds(of: child, in: bar) }
            let button = bounds(controller.overflow.madeButton!)
            let bottom = bounds(end)
            XCTAssertEqual(bottom.maxY, 300, accuracy: 1)
            XCTAssertEqual(button.maxY, bottom.y, accuracy: 1, "right above the end widget")
            XCTAssertEqual(button.width, 200, accuracy: 1, "across the whole sidebar")
            XCTAssertGreaterThan(button.height, 0)
            let picked = gtk_widget_pick(bar.widget, bottom.midX, bottom.midY, GTK_PICK_DEFAULT)
            XCTAssertTrue(
                picked.map { $0 == end || gtk_widget_is_ancestor($0, end) != 0 } ?? false,
                "a click on the end widget is the end widget's")
        }
    }
}
