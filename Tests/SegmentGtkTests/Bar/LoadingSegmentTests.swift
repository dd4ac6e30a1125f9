import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// A loading segment (AdwTabPage's `loading`): a spinner in its icon's place, turning on the frame clock while it
/// is on screen, and a busy tab for assistive technologies.
final class LoadingSegmentTests: GtkTestCase, @unchecked Sendable {
    func testALoadingSegmentDrawsATurningSpinnerInItsIconsPlace() throws {
        try onMain {
            setAnimations(true)
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget, width: 480)
            XCTAssertNil(bar.layout?.contentRects(1, at: 0).icon, "Week has no icon")
            try bar.setLoading(true, at: 1)
            XCTAssertTrue(pump(until: { bar.layout?.contentRects(1, at: 0).icon != nil }), "it makes room for one")
            let box = try XCTUnwrap(bar.layout.map { $0.viewRect($0.contentRects(1, at: 0).icon!, scrollOffset: 0) })
            let pixels = try render(window, bar)
            let background = pixels.rgb(box.x - 2, 2)
            let inked = pixels.count(in: box) {
                abs($0.r - background.r) + abs($0.g - background.g) + abs($0.b - background.b) > 90
            }
            XCTAssertGreaterThan(inked, 8, "the arc is drawn in the segment's colour")
            XCTAssertNotEqual(bar.testController.spinnerTick, 0, "and turns on the frame clock")

            try bar.setLoading(false, at: 1)
            XCTAssertTrue(pump(until: { bar.testController.spinnerTick == 0 }), "no spinner on screen: no tick")
            XCTAssertNil(bar.layout?.contentRects(1, at: 0).icon)
            XCTAssertThrowsError(try bar.setLoading(true, at: 4))
        }
    }

    /// A spinner keeps the icon's gap from the title whether or not the segment ever had an icon: a bar that never
    /// showed one had not read the icon's CSS, so its spinner touched the title, unlike the same bar after an icon
    /// came and went.
    func testASpinnerTakesTheIconsGapInABarThatNeverHadAnIcon() throws {
        try onMain {
            setAnimations(false)
            let fresh = SegmentBar(items: fourItems, style: .underline)
            let churned = SegmentBar(items: fourItems, style: .underline)
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(gcast(box), fresh.widget)
            gtk_box_append(gcast(box), churned.widget)
            host(box, width: 480)
            var item = churned.items[1]
            item.icon = "edit-find-symbolic"
            try churned.replace(at: 1, with: item)
            item.icon = nil
            try churned.replace(at: 1, with: item)
            try fresh.setLoading(true, at: 1)
            try churned.setLoading(true, at: 1)
            XCTAssertTrue(pump(until: { fresh.layout?.contentRects(1, at: 0).icon != nil }))
            XCTAssertTrue(pump(until: { churned.layout?.contentRects(1, at: 0).icon != nil }))
            pump()
            let gap = { (bar: SegmentBar) -> Double in
                let rects = bar.layout!.contentRects(1, at: 0)
                return rects.title.x - rects.icon!.maxX
            }
            XCTAssertGreaterThan(gap(fresh), 0, "the spinner stands clear of the title")
            XCTAssertEqual(gap(fresh), gap(churned), "as in a bar that once showed an icon")
        }
    }

    func testWithAnimationsOffTheSpinnerStandsStill() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget, width: 480)
            try bar.setLoading(true, at: 2)
            _ = try render(window, bar)
            XCTAssertTrue(bar.testController.drewSpinner)
            XCTAssertEqual(bar.testController.spinnerTick, 0, "GTK's spinner stands still then, and so does this one")
        }
    }

    func testALoadingTabIsBusyForAssistiveTechnologies() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget, width: 480)
            XCTAssertTrue(pump(until: { bar.testController.tabs.tabs.count == 4 }))
            try bar.setLoading(true, at: 3)
            gtk_test_widget_wait_for_draw(window)
            let tabs = bar.testController.tabs.tabs
            XCTAssertNil(
                text(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[3]), GTK_ACCESSIBLE_STATE_BUSY, 1)))
            XCTAssertNil(
                text(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[0]), GTK_ACCESSIBLE_STATE_BUSY, 0)))
            try bar.setLoading(false, at: 3)
            gtk_test_widget_wait_for_draw(window)
            XCTAssertNil(
                text(cgtk_test_accessible_check_state_int(OpaquePointer(tabs[3]), GTK_ACCESSIBLE_STATE_BUSY, 0)))
        }
    }

    /// A pager's loading page is its segment's: set through the pager, read back through the bar.
    func testAPagerSetsItsSegmentsLoading() throws {
        try onMain {
            let pager = SegmentedPager(items: fourItems) { _ in gtk_label_new("p") }
            try pager.setLoading(true, at: 2)
            XCTAssertEqual(pager.bar.items.map(\.isLoading), [false, false, true, false])
            XCTAssertEqual(pager.items.map(\.isLoading), [false, false, true, false])
        }
    }

    /// GTK's test message, freed; `nil` when the check passed.
    @MainActor
    private func text(_ message: UnsafeMutablePointer<CChar>?) -> String? {
        guard let message else { return nil }
        defer { g_free(message) }
        return String(cString: message)
    }
}
