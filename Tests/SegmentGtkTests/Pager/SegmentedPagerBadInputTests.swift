import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Every edit reachable through a pager's `bar` and `stack` handles keeps the pager consistent: one segment per
/// page, and the bar's selection on the stack's page.
final class SegmentedPagerBadInputTests: GtkTestCase, @unchecked Sendable {
    /// An edit through the pager's bar or stack, and how many warnings it logs.
    private struct Edit {
        var name: String
        var warnings = 0
        /// Moves the pages without selecting (`setPosition`, as a scrubbing tracker does): they may rest between pages.
        var movesOnly = false
        var body: @MainActor (SegmentedPager) throws -> Void
    }

    /// Sets a GObject property on `widget` (what C, Python or a `.ui` file can do to the bar or the stack).
    @MainActor
    private static func set(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, int: Int32? = nil,
        double: Double? = nil, strings: [String]? = nil
    ) {
        var value = GValue()
        if let int {
            g_value_init(&value, cgtk_type_int())
            g_value_set_int(&value, int)
        } else if let double {
            g_value_init(&value, cgtk_type_double())
            g_value_set_double(&value, double)
        } else if let strings {
            g_value_init(&value, g_strv_get_type())
            strings.withCStringArrayTerminated { g_value_set_boxed(&value, $0) }
        }
        g_object_set_property(gcast(widget), name, &value)
        g_value_unset(&value)
    }

    private let edits: [Edit] = [
        Edit(name: "bar.items =") { $0.bar.items = ["A", "B", "C"].map { SegmentItem($0) } },
        Edit(name: "bar.insert") { try $0.bar.insert(SegmentItem("New"), at: 0) },
        Edit(name: "bar.insert at the end") { try $0.bar.insert(SegmentItem("New"), at: 4) },
        Edit(name: "bar.remove") { try $0.bar.remove(at: 1) },
        Edit(name: "bar.remove the selected") { try $0.bar.remove(at: 2) },
        Edit(name: "bar.move") { try $0.bar.move(from: 0, to: 3) },
        Edit(name: "bar.replace") { try $0.bar.replace(at: 1, with: SegmentItem("Renamed")) },
        Edit(name: "bar.disable the selected") {
            var item = $0.bar.items[2]
            item.isEnabled = false
            try $0.bar.replace(at: 2, with: item)
        },
        Edit(name: "bar.setBadge") { try $0.bar.setBadge(.count(3), at: 0) },
        Edit(name: "bar.select") { try $0.bar.select(3) },
        Edit(name: "bar.select silently") { try $0.bar.select(1, animated: false, notify: false) },
        Edit(name: "bar.setPosition", movesOnly: true) { try $0.bar.setPosition(1) },
        Edit(name: "bar titles property") { set($0.bar.widget, "titles", strings: ["X", "Y"]) },
        Edit(name: "bar selected property") { set($0.bar.widget, "selected", int: 3) },
        Edit(name: "bar position property", movesOnly: true) { set($0.bar.widget, "position", double: 1) },
        Edit(name: "stack.insertPage") { try $0.stack.insertPage(at: 1) },
        Edit(name: "stack.removePage") { try $0.stack.removePage(at: 0) },
        Edit(name: "stack.removePage the current") { try $0.stack.removePage(at: 2) },
        Edit(name: "stack.movePage") { try $0.stack.movePage(from: 2, to: 0) },
        Edit(name: "stack.select") { try $0.stack.select(3) },
        Edit(name: "stack.select silently") { try $0.stack.select(0, animated: false, notify: false) },
        Edit(name: "stack.setPosition", movesOnly: true) { try $0.stack.setPosition(3) },
        Edit(name: "stack.pageCount = another count", warnings: 1) { $0.stack.pageCount = 9 },
        Edit(name: "stack.pageCount = the same count") { $0.stack.pageCount = $0.bar.items.count },
        Edit(name: "stack.reloadPages") { $0.stack.reloadPages() },
        Edit(name: "stack.reloadPage") { try $0.stack.reloadPage(at: 2) },
        Edit(name: "stack.aliveLimit") { $0.stack.aliveLimit = 1 },
        Edit(name: "stack.setFactory") { $0.stack.setFactory { gtk_label_new("Other \($0)") } },
        Edit(name: "stack.setEnabledProvider", warnings: 1) { $0.stack.setEnabledProvider { $0 == 0 } },
        Edit(name: "stack.setTitleProvider") { $0.stack.setTitleProvider { "Panel \($0)" } },
        Edit(name: "stack page property") { set($0.stack.widget, "page", int: 1) },
        Edit(name: "stack position property", movesOnly: true) { set($0.stack.widget, "position", double: 3) },
    ]

    func testEveryEditThroughTheBarOrTheStackKeepsOneSegmentPerPageAndOneSelection() throws {
        try onMain {
            setAnimations(false)
            for edit in edits {
                let pager = SegmentedPager(items: fourItems, style: .underline) { gtk_label_new("Page \($0)") }
                let window = host(pager.widget, width: 400, height: 300)
                try pager.select(2, animated: false)
                try expectLogged(edit.warnings) { try edit.body(pager) }
                pump()
                XCTAssertNil(inconsistency(pager, resting: !edit.movesOnly), edit.name)
                destroy(window)
            }
        }
    }

    func testAllTheEditsInARowOnOnePager() {
        onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems, style: .capsule) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 400, height: 300)
            for edit in edits {
                // An edit may no longer apply after the ones before it; it must throw then, not desynchronise.
                // After them the `selected` property names a segment that is gone: refused with one warning,
                // like any out-of-range value a `.ui` file or a binding sets.
                let expected = edit.name == "bar selected property" ? 1 : edit.warnings
                expectLogged(expected) {
                    do { try edit.body(pager) } catch { XCTAssertTrue(error is SegmentError, "\(edit.name): \(error)") }
                }
                pump()
                XCTAssertNil(inconsistency(pager, resting: false), edit.name)
            }
        }
    }

    func testAStackInsertGivesAnUntitledSegmentAndABarInsertAPage() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 400, height: 300)
            try pager.stack.insertPage(at: 1)
            XCTAssertEqual(pager.items.map(\.title), ["Day", "", "Week", "Month", "Year"])
            try pager.bar.insert(SegmentItem("Hour"), at: 0)
            XCTAssertEqual(pager.stack.pageCount, 6)
            XCTAssertEqual(pager.selectedIndex, 1, "the selected segment and its page shifted together")
            XCTAssertEqual(pager.stack.currentPage, 1)
            XCTAssertThrowsError(try pager.stack.removePage(at: 6)) {
                XCTAssertEqual($0 as? SegmentError, .indexOutOfRange(index: 6, count: 6))
            }
        }
    }

    func testAPagerFactoryThatEditsThePagerLeavesItConsistent() throws {
        try onMain {
            setAnimations(false)
            let pager = Later<SegmentedPager>()
            var edits: [Int: (SegmentedPager) throws -> Void] = [
                1: { try $0.insert(SegmentItem("Made by page 1"), at: 0) },
                3: { $0.items = ["A", "B", "C", "D", "E", "F"].map { SegmentItem($0) } },
                4: { try $0.select(0, animated: false) },
            ]
            let made = SegmentedPager(items: fourItems) { index in
                if let pager = pager.value, let edit = edits.removeValue(forKey: index) {
                    do { try edit(pager) } catch { XCTFail("the edit throws at once: \(error)") }
                    XCTAssertFalse(pager.stack.testController.heldEdits.isEmpty, "held while the factory runs")
                }
                return gtk_label_new("Page \(index)")
            }
            // Shown first: page 1 is made after the first frame, and must not edit until it is made again below.
            host(made.widget, width: 400, height: 300)
            pager.value = made
            defer { pager.value = nil }
            made.stack.reloadPages()  // page 1, made again next to page 0, inserts an item
            XCTAssertEqual(made.items.count, 4, "not while the factory runs")
            pump()
            XCTAssertEqual(made.items.count, 5)
            XCTAssertNil(inconsistency(made, resting: true))
            try made.select(3, animated: false)  // page 3 sets the items; page 4, made next to it, selects 0
            XCTAssertTrue(pump(until: { edits.isEmpty && made.selectedIndex == 0 }))
            XCTAssertEqual(made.items.count, 6)
            XCTAssertNil(inconsistency(made, resting: true))
        }
    }
}
