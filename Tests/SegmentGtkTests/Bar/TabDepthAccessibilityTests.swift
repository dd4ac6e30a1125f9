import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// What a screen reader learns beyond a tab's name: its place in all the segments, its badge, tooltip and
/// state, and the panel it controls.
final class TabDepthAccessibilityTests: GtkTestCase, @unchecked Sendable {
    /// nil when `check` passed, else GTK's message.
    private func mismatch(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    func testTabsOfTenThousandSegmentsTellTheirPlaceInAllOfThem() throws {
        // In American English: the C locale the tests otherwise run in writes no thousands separator.
        try onMain {
            try inLocale("en_US.UTF-8") {
                setAnimations(false)
                let items = (1...10_000).map { SegmentItem("Document \($0)") }
                let bar = SegmentBar(items: items, style: .scrollable)
                host(bar.widget, width: 600)
                try bar.select(4_999, animated: false)
                pump()
                let tabs = bar.testController.tabs
                XCTAssertLessThan(tabs.tabs.count, 30, "only the visible segments have tabs")
                let tab = try XCTUnwrap(tabs.widget(for: 4_999))
                let accessible = OpaquePointer(tab)
                XCTAssertNil(
                    mismatch(
                        cgtk_test_accessible_check_relation_int(accessible, GTK_ACCESSIBLE_RELATION_POS_IN_SET, 5_000))
                )
                XCTAssertNil(
                    mismatch(
                        cgtk_test_accessible_check_relation_int(accessible, GTK_ACCESSIBLE_RELATION_SET_SIZE, 10_000)))
                XCTAssertNil(mismatch(cgtk_test_accessible_check_description(accessible, "5,000 of 10,000")))
                try bar.remove(at: 0)
                pump()
                let moved = try XCTUnwrap(bar.testController.tabs.widget(for: 4_998))
                XCTAssertNil(
                    mismatch(
                        cgtk_test_accessible_check_relation_int(
                            OpaquePointer(moved), GTK_ACCESSIBLE_RELATION_SET_SIZE, 9_999)),
                    "the set size follows edits")
                XCTAssertNil(mismatch(cgtk_test_accessible_check_description(OpaquePointer(moved), "4,999 of 9,999")))
            }
        }
    }

    func testBadgesTooltipsAndDisabledSegmentsAreDescribed() throws {
        try onMain {
            var items = [
                SegmentItem("Inbox", badge: .count(12)), SegmentItem("News", badge: .dot),
                SegmentItem("Archive", isEnabled: false), SegmentItem("Later", badge: .text("beta")),
            ]
            items[2].tooltip = "Read-only"
            let bar = SegmentBar(items: items, style: .underline)
            let window = host(bar.widget, width: 500)
            let tabs = bar.testController.tabs
            let expected = ["1 of 4, 12 new items", "2 of 4, New", "3 of 4, Read-only, Unavailable", "4 of 4, beta"]
            for (index, text) in expected.enumerated() {
                let tab = try XCTUnwrap(tabs.widget(for: index))
                XCTAssertNil(mismatch(cgtk_test_accessible_check_description(OpaquePointer(tab), text)))
            }
            try bar.setBadge(.count(1), at: 0)
            gtk_test_widget_wait_for_draw(window)
            pump()
            let first = try XCTUnwrap(tabs.widget(for: 0))
            XCTAssertNil(mismatch(cgtk_test_accessible_check_description(OpaquePointer(first), "1 of 4, 1 new item")))
        }
    }

    func testEachTabControlsItsPanelAndEachPanelIsLabelledByItsTab() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: (1...200).map { SegmentItem("Page \($0)") }, style: .scrollable) {
                _ in gtk_label_new("content")
            }
            host(pager.widget, width: 500, height: 300)
            try pager.select(100, animated: false)
            pump()
            let tabs = pager.bar.testController.tabs
            let frames = pager.stack.controller.frames
            let frame = try XCTUnwrap(frames[100])
            let tab = try XCTUnwrap(tabs.widget(for: 100))
            XCTAssertNil(
                mismatch(
                    cgtk_test_accessible_check_relation_ref(
                        OpaquePointer(tab), GTK_ACCESSIBLE_RELATION_CONTROLS, OpaquePointer(frame))))
            XCTAssertNil(
                mismatch(
                    cgtk_test_accessible_check_relation_ref(
                        OpaquePointer(frame), GTK_ACCESSIBLE_RELATION_LABELLED_BY, OpaquePointer(tab))))
            XCTAssertEqual(
                gtk_test_accessible_has_property(OpaquePointer(frame), GTK_ACCESSIBLE_PROPERTY_LABEL), 0,
                "no label beside the labelling tab, or the panel would be read \"Page 101 Page 101\"")
            // Far away, the old page's tab is reused: the panel goes back to its own title as its label.
            try pager.select(0, animated: false)
            pump()
            if let kept = pager.stack.controller.frames[100] {
                XCTAssertEqual(
                    gtk_test_accessible_has_relation(OpaquePointer(kept), GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0)
                XCTAssertNil(accessibleLabelMismatch(kept, "Page 101"))
            }
            let first = try XCTUnwrap(pager.stack.controller.frames[0])
            let firstTab = try XCTUnwrap(tabs.widget(for: 0))
            XCTAssertNil(
                mismatch(
                    cgtk_test_accessible_check_relation_ref(
                        OpaquePointer(firstTab), GTK_ACCESSIBLE_RELATION_CONTROLS, OpaquePointer(first))))
        }
    }

    func testABarOnItsOwnControlsNothing() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            let tab = try XCTUnwrap(bar.testController.tabs.widget(for: 0))
            XCTAssertEqual(gtk_test_accessible_has_relation(OpaquePointer(tab), GTK_ACCESSIBLE_RELATION_CONTROLS), 0)
        }
    }
}
