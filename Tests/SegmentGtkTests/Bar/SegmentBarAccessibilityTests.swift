import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The bar is a tab list whose visible segments are tabs with names and the SELECTED state.
final class SegmentBarAccessibilityTests: GtkTestCase, @unchecked Sendable {
    /// The accessible tab children of `bar`, in order.
    @MainActor
    private func tabs(of bar: SegmentBar) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(bar.widget)
        while let current = child {
            if gtk_accessible_get_accessible_role(OpaquePointer(current)) == GTK_ACCESSIBLE_ROLE_TAB {
                result.append(current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// nil when `check` passed, else GTK's message.
    private func message(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    func testBarIsATabListAndSegmentsAreNamedTabs() {
        onMain {
            var items = fourItems
            items.append(SegmentItem("", icon: "user-home-symbolic"))
            let bar = SegmentBar(items: items, style: .underline)
            host(bar.widget, width: 500)
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(bar.widget)), GTK_ACCESSIBLE_ROLE_TAB_LIST)
            let tabs = tabs(of: bar)
            XCTAssertEqual(tabs.count, 5)
            XCTAssertNil(message(cgtk_test_accessible_check_label(OpaquePointer(tabs[1]), "Week")))
            XCTAssertNil(
                message(cgtk_test_accessible_check_label(OpaquePointer(tabs[4]), "user-home-symbolic")),
                "an icon-only segment still gets a name")
            XCTAssertNil(
                message(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[0]), GTK_ACCESSIBLE_STATE_SELECTED, 1)))
            XCTAssertNil(
                message(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[1]), GTK_ACCESSIBLE_STATE_SELECTED, 0)))
        }
    }

    /// A screen reader reads a tab strip's children in the order they show: the start action widget, each tab
    /// followed by its close button, the end action widget, the overflow button. They were in the order they were
    /// made, every button before every tab, since the tabs are made after the first frame.
    func testAssistiveTechnologiesReadTheChildrenInTheOrderTheyShow() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<12).map { SegmentItem("Document \($0)") }, style: .scrollable)
            bar.closeButtonPolicy = .all
            let start = gtk_button_new_with_label("Open")!
            let end = gtk_button_new_with_label("New")!
            bar.startActionWidget = start
            bar.endActionWidget = end
            host(bar.widget, width: 500)
            let controller = bar.testController
            XCTAssertTrue(pump(until: { controller.tabs.isMade && controller.overflow.madeButton != nil }))
            pump()
            /// What a child of the bar is, for the children an assistive technology reads; `nil` for the others.
            @MainActor func reading(_ child: UnsafeMutablePointer<GtkWidget>) -> String? {
                if child == start { return "start" }
                if child == end { return "end" }
                if child == controller.overflow.madeButton { return "overflow" }
                for (tab, index) in controller.tabs.tabsBySegment {
                    if child == tab { return "tab \(index)" }
                    if controller.tabStrip.accessibleButtons(for: index).contains(child) { return "close \(index)" }
                }
                return nil
            }
            var order: [String] = []
            var child = gtk_widget_get_first_child(bar.widget)
            while let current = child {
                if let name = reading(current) { order.append(name) }
                child = gtk_widget_get_next_sibling(current)
            }
            let shown = controller.tabs.tabsBySegment.map(\.index)
            XCTAssertGreaterThan(shown.count, 2)
            XCTAssertLessThan(shown.count, 12, "the strip overflows")
            XCTAssertEqual(order, ["start"] + shown.flatMap { ["tab \($0)", "close \($0)"] } + ["end", "overflow"])
        }
    }

    /// Only the selected tab is realized on the accessibility bus when the tabs are made, and another tab right
    /// before its state changes (so a reader hears the change): every tab was, about 8 KB each in every app on a
    /// desktop that runs the accessibility bus.
    func testOnlyTheSelectedTabAndTabsThatChangeAreRealizedOnTheBus() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget, width: 500)
            let tabs = bar.testController.tabs
            XCTAssertTrue(pump(until: { tabs.isMade && tabs.tabsBySegment.count == 4 }))
            pump()
            XCTAssertEqual(tabs.realizedSegments, [0])
            try bar.select(2, animated: false)
            XCTAssertTrue(pump(until: { tabs.realizedSegments == [0, 2] }), "\(tabs.realizedSegments)")
            var item = bar.items[3]
            item.isEnabled = false
            try bar.replace(at: 3, with: item)
            XCTAssertTrue(pump(until: { tabs.realizedSegments == [0, 2, 3] }), "\(tabs.realizedSegments)")
        }
    }

    /// The first frame draws no tab child, so the tabs are made in the idle turn right after it; the close buttons
    /// and scrolling, which read the tabs' range, have it from the first layout.
    func testTabsAreMadeRightAfterTheFirstFrame() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = gtk_window_new()!
            gtk_window_set_default_size(gcast(window), 500, 48)
            gtk_window_set_child(gcast(window), bar.widget)
            HostedWindows.open.append(window)
            // Presenting realizes the window (its frame clock); the first frame is painted later, in the main loop.
            gtk_window_present(gcast(window))
            let clock = gtk_widget_get_frame_clock(window)!
            var tabsAtFirstFrame: Int?
            var rangeAtFirstFrame: VisibleSegments?
            let handler = GtkSignals.afterPaint.connect(clock) {
                guard tabsAtFirstFrame == nil else { return }
                tabsAtFirstFrame = self.tabs(of: bar).count
                rangeAtFirstFrame = bar.testController.tabs.range
            }
            defer { g_signal_handler_disconnect(gcast(clock), handler) }
            XCTAssertTrue(pump(until: { tabsAtFirstFrame != nil }), "a first frame")
            XCTAssertEqual(tabsAtFirstFrame, 0, "no tab widget is made for the first frame")
            XCTAssertEqual(
                rangeAtFirstFrame.map(Array.init), [0, 1, 2, 3], "the range the tabs will stand for is known at once")
            XCTAssertTrue(pump(until: { self.tabs(of: bar).count == 4 }), "the tabs come right after")
            XCTAssertNil(message(cgtk_test_accessible_check_label(OpaquePointer(tabs(of: bar)[2]), "Month")))
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(tabs(of: bar)[2], bar.widget, &bounds), 0)
            XCTAssertGreaterThan(bounds.size.width, 10, "placed over their segments")
            // What AT-SPI reads as the tab's extents: its content box, which is the whole segment, padding and all.
            let frame = bar.testController.layout!.itemFrame(2, at: bar.position)
            XCTAssertEqual(Double(gtk_widget_get_width(tabs(of: bar)[2])), frame.width.rounded(), accuracy: 1)
            XCTAssertEqual(Double(gtk_widget_get_height(tabs(of: bar)[2])), frame.height.rounded(), accuracy: 1)
            XCTAssertGreaterThan(frame.height, 30, "taller than the title")
        }
    }

    func testTheTabListHasAName() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            XCTAssertNil(accessibleLabelMismatch(bar.widget, "Segments"), "not read as its class name \"SegmentBar\"")
        }
    }

    func testSelectedStateMovesWithTheSelectionAndDisabledIsExposed() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems(disabling: 3), style: .capsule)
            host(bar.widget)
            try? bar.select(2)
            pump()
            let tabs = tabs(of: bar)
            XCTAssertNil(
                message(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[0]), GTK_ACCESSIBLE_STATE_SELECTED, 0)))
            XCTAssertNil(
                message(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[2]), GTK_ACCESSIBLE_STATE_SELECTED, 1)))
            XCTAssertNil(
                message(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[3]), GTK_ACCESSIBLE_STATE_DISABLED, 1)))
        }
    }

    func testAnAssistiveTechnologySelectsATabThroughItsAction() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems(disabling: 3), style: .underline)
            host(bar.widget)
            pump()
            let selections = record(bar, SegmentSignals.barSelectionChanged)
            let reselections = record(bar, SegmentSignals.barReselected)
            let tabs = tabs(of: bar)
            // GTK's AT-SPI bridge offers a widget's own actions: what a screen reader's "click" on the tab runs.
            XCTAssertNotEqual(gtk_widget_activate_action_variant(tabs[2], "tab.select", nil), 0)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(selections.values, [2], "as a click selects it")
            XCTAssertNotEqual(gtk_widget_activate_action_variant(tabs[2], "tab.select", nil), 0)
            XCTAssertEqual(reselections.values, [2], "and reselects the selected tab")
            XCTAssertNotEqual(gtk_widget_activate_action_variant(tabs[3], "tab.select", nil), 0)
            XCTAssertEqual(bar.selectedIndex, 2, "a disabled tab is not selected")
            XCTAssertEqual(selections.values, [2])
        }
    }

    /// An equal bar squeezes all its segments into view: it keeps at most ``maximumTabs`` tabs, around the
    /// selection (it made 10,000, and GTK's AT-SPI bridge took seconds over them).
    func testASqueezedBarKeepsItsTabsAroundTheSelection() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<10_000).map { SegmentItem("T\($0)") }, style: .underline)
            host(bar.widget, width: 600)
            try? bar.select(7_000)
            pump()
            let tabs = tabs(of: bar)
            XCTAssertEqual(tabs.count, SegmentBarController.maximumTabs)
            XCTAssertTrue(bar.testController.tabs.range.contains(7_000), "the selected segment has its tab")
        }
    }

    func testOnlyVisibleSegmentsGetTabChildren() {
        onMain {
            let items = (0..<5_000).map { SegmentItem("Segment \($0)") }
            let bar = SegmentBar(items: items, style: .scrollable)
            host(bar.widget, width: 600)
            let count = tabs(of: bar).count
            XCTAssertGreaterThan(count, 3)
            XCTAssertLessThan(count, 20, "thousands of segments, a handful of children")
            let tabRect = tabs(of: bar).first.map { tab -> Double in
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(tab, bar.widget, &bounds)
                return Double(bounds.origin.x + bounds.size.width / 2)
            }
            XCTAssertEqual(tabRect ?? -1, bar.viewCenter(of: 0), accuracy: 1, "each tab sits over its segment")
        }
    }

    /// Selects `target` with `select` in the bar of `controller`, shown in `window`, and checks that while
    /// `moving` holds (checked every frame) its tabs keep standing for the segments they stood for, and that at
    /// rest they stand for the segments on screen, the selected one's tab selected.
    @MainActor
    private func checkTabsHold(
        _ controller: SegmentBarController, in window: UnsafeMutablePointer<GtkWidget>, selecting target: Int,
        with select: () throws -> Void, while moving: () -> Bool
    ) throws {
        XCTAssertTrue(pump(until: { controller.tabs.isMade && !controller.tabs.range.isEmpty }))
        gtk_test_widget_wait_for_draw(window)
        let before = controller.tabs.range
        XCTAssertFalse(before.contains(target))
        /// Where the accessible close buttons are, by their allocations' left edges.
        @MainActor func closeButtons() -> [gint] {
            controller.tabStrip.accessibleButtonWidgets.close.map {
                var allocation = GtkAllocation()
                gtk_widget_get_allocation($0, &allocation)
                return allocation.x
            }
        }
        let buttonsBefore = closeButtons()
        try select()
        var framesHeld = 0
        XCTAssertTrue(
            pump(until: {
                guard moving() else { return true }
                XCTAssertEqual(controller.tabs.range, before, "held while it slides")
                XCTAssertEqual(closeButtons(), buttonsBefore, "and so are the close buttons")
                framesHeld += 1
                return false
            }))
        XCTAssertGreaterThan(framesHeld, 2)
        gtk_test_widget_wait_for_draw(window)
        XCTAssertTrue(controller.tabs.range.contains(target), "the tabs stand for the segments on screen at rest")
        let tab = try XCTUnwrap(controller.tabs.widget(for: target))
        XCTAssertNil(
            message(cgtk_test_accessible_check_state_int(OpaquePointer(tab), GTK_ACCESSIBLE_STATE_SELECTED, 1)))
    }

    /// While a strip slides to a far selection its tabs keep standing for the segments they stood for, and take
    /// the segments on screen in one step when it rests: renamed on every frame, they sent a screen reader a burst
    /// of names and descriptions (231 events for End in a bar of 1,000).
    func testTabsHoldTheirSegmentsWhileTheStripSlides() throws {
        try onMain {
            setAnimations(true)
            defer { setAnimations(false) }
            let bar = SegmentBar(items: (0..<1_000).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            bar.animationDuration = 0.3
            bar.closeButtonPolicy = .all
            let controller = bar.testController
            try checkTabsHold(
                controller, in: host(bar.widget, width: 600), selecting: 500,
                with: { try bar.select(500, animated: true) }, while: { controller.motion != nil })
        }
    }

    /// A pager's bar holds its tabs while the pages slide (a far page cut to a few pages short of it first), and
    /// gives them the segments on screen once they rest.
    func testAPagersTabsHoldTheirSegmentsWhileThePagesSlide() throws {
        try onMain {
            setAnimations(true)
            defer { setAnimations(false) }
            let pager = SegmentedPager(items: (0..<200).map { SegmentItem("Segment \($0)") }, style: .scrollable) {
                gtk_label_new("Page \($0)")
            }
            try checkTabsHold(
                pager.bar.testController, in: host(pager.widget, width: 600, height: 300), selecting: 40,
                with: { try pager.select(40, animated: true) }, while: { pager.stack.isAnimating })
        }
    }

    func testTabsCatchUpWithASlideOnceItRests() throws {
        try onMain {
            let items = (0..<5_000).map { SegmentItem("Segment \($0)") }
            let bar = SegmentBar(items: items, style: .scrollable)
            let window = host(bar.widget, width: 600)
            try bar.setPosition(20)
            gtk_test_widget_wait_for_draw(window)
            @MainActor func tabCenter() -> Double? {
                guard let tab = bar.testController.tabs.widget(for: 20) else { return nil }
                var bounds = graphene_rect_t()
                guard gtk_widget_compute_bounds(tab, bar.widget, &bounds) != 0 else { return nil }
                return Double(bounds.origin.x + bounds.size.width / 2)
            }
            XCTAssertEqual(tabCenter() ?? -1, bar.viewCenter(of: 20), accuracy: 1)

            try bar.setPosition(20.4)
            XCTAssertTrue(bar.testController.settledAllocation.isPending, "segments only slid: no window layout yet")
            XCTAssertTrue(pump(until: { !bar.testController.settledAllocation.isPending }))
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(tabCenter() ?? -1, bar.viewCenter(of: 20), accuracy: 1, "over its segment once at rest")
        }
    }
}
