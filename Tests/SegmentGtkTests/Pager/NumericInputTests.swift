import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Every public `Int` and `Double` parameter of SegmentBar, PagedStack and SegmentedPager, given NaN, infinities,
/// huge and negative values: each has one defined outcome (a thrown error or a documented clamp) and leaves
/// the widget as it was otherwise. No trap, no GTK warning.
final class NumericInputTests: GtkTestCase, @unchecked Sendable {
    static let ints = [Int.min, -1, Int(Int32.max), Int(Int32.max) + 1, Int.max]
    static let doubles: [Double] = [
        .nan, .infinity, -.infinity, -1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300,
    ]

    /// Fresh widgets with four items (pages), the third selected.
    @MainActor
    private struct Widgets {
        let bar = SegmentBar(items: fourItems, style: .scrollable)
        let stack = PagedStack(pageCount: 4) { gtk_label_new("Page \($0)") }
        let pager = SegmentedPager(items: fourItems) { gtk_label_new("Page \($0)") }

        init() throws {
            try bar.select(2, animated: false)
            try stack.select(2, animated: false)
            try pager.select(2, animated: false)
        }

        /// Everything an index refusal must leave as it was.
        var state: [String] {
            [
                "\(bar.items.map(\.title)) \(String(describing: bar.selectedIndex)) \(bar.position)",
                "\(stack.pageCount) \(String(describing: stack.currentPage)) \(stack.position)",
                "\(pager.items.map(\.title)) \(pager.stack.pageCount) \(String(describing: pager.selectedIndex))",
            ]
        }
    }

    /// Index parameters: every one of ``ints`` (and -1) is out of range for four items.
    private static let indexCalls: [(String, @MainActor (Widgets, Int) throws -> Void)] = [
        ("bar.select", { try $0.bar.select($1) }),
        ("bar.insert", { try $0.bar.insert(SegmentItem("New"), at: $1) }),
        ("bar.remove", { try $0.bar.remove(at: $1) }),
        ("bar.move from", { try $0.bar.move(from: $1, to: 0) }),
        ("bar.move to", { try $0.bar.move(from: 0, to: $1) }),
        ("bar.replace", { try $0.bar.replace(at: $1, with: SegmentItem("New")) }),
        ("bar.setBadge", { try $0.bar.setBadge(.count(1), at: $1) }),
        ("stack.select", { try $0.stack.select($1) }),
        ("stack.insertPage", { try $0.stack.insertPage(at: $1) }),
        ("stack.removePage", { try $0.stack.removePage(at: $1) }),
        ("stack.movePage from", { try $0.stack.movePage(from: $1, to: 0) }),
        ("stack.movePage to", { try $0.stack.movePage(from: 0, to: $1) }),
        ("stack.reloadPage", { try $0.stack.reloadPage(at: $1) }),
        ("pager.select", { try $0.pager.select($1) }),
        ("pager.insert", { try $0.pager.insert(SegmentItem("New"), at: $1) }),
        ("pager.remove", { try $0.pager.remove(at: $1) }),
        ("pager.move from", { try $0.pager.move(from: $1, to: 0) }),
        ("pager.move to", { try $0.pager.move(from: 0, to: $1) }),
        ("pager.replace", { try $0.pager.replace(at: $1, with: SegmentItem("New")) }),
        ("pager.setBadge", { try $0.pager.setBadge(.count(1), at: $1) }),
    ]

    func testOutOfRangeIndicesThrowAndChangeNothing() throws {
        try onMain {
            for (name, call) in Self.indexCalls {
                for value in Self.ints {
                    let widgets = try Widgets()
                    let before = widgets.state
                    XCTAssertThrowsError(try call(widgets, value), "\(name)(\(value))") { error in
                        // Inserting takes 0...count, the others 0..<count; both report the count, 4.
                        XCTAssertEqual(error as? SegmentError, .indexOutOfRange(index: value, count: 4), name)
                    }
                    XCTAssertEqual(widgets.state, before, "\(name)(\(value)) changed nothing")
                }
            }
        }
    }

    func testPageLookupsOfAnyIndexAnswerNil() throws {
        try onMain {
            let widgets = try Widgets()
            for value in Self.ints + [4] {
                XCTAssertNil(widgets.stack.page(at: value), "stack.page(at: \(value))")
                XCTAssertNil(widgets.pager.page(at: value), "pager.page(at: \(value))")
            }
        }
    }

    func testPositionsRefuseNonFiniteValuesAndClampTheRest() throws {
        try onMain {
            let setters: [(String, @MainActor (Widgets, Double) throws -> Void, @MainActor (Widgets) -> Double)] = [
                ("bar.setPosition", { try $0.bar.setPosition($1) }, { $0.bar.position }),
                ("stack.setPosition", { try $0.stack.setPosition($1) }, { $0.stack.position }),
                ("pager.stack.setPosition", { try $0.pager.stack.setPosition($1) }, { $0.pager.position }),
                ("pager.bar.setPosition", { try $0.pager.bar.setPosition($1) }, { $0.pager.bar.position }),
            ]
            for (name, set, read) in setters {
                for value in Self.doubles {
                    let widgets = try Widgets()
                    if value.isFinite {
                        try set(widgets, value)
                        XCTAssertEqual(read(widgets), value < 0 ? 0 : 3, "\(name)(\(value)) is clamped to 0...3")
                    } else {
                        XCTAssertThrowsError(try set(widgets, value), "\(name)(\(value))") {
                            XCTAssertEqual("\($0)", "\(SegmentError.notFinite(value))")
                        }
                        XCTAssertEqual(read(widgets), 2, "\(name)(\(value)) changed nothing")
                    }
                    XCTAssertEqual(widgets.pager.bar.position, widgets.pager.stack.position, "the pager agrees")
                }
            }
        }
    }

    func testAnimationDurationIsClampedToAMinuteAndNonFiniteRestoresTheDefault() throws {
        try onMain {
            let expected: [Double] = [0.2, 0.2, 0.2, 0, 60, 0, 60]
            for (value, outcome) in zip(Self.doubles, expected) {
                let widgets = try Widgets()
                widgets.bar.animationDuration = value
                XCTAssertEqual(widgets.bar.animationDuration, outcome, "animationDuration = \(value)")
            }
            // Negative zero reads back as zero, not as "-0" (XCTAssertEqual counts them equal; the sign does not).
            let widgets = try Widgets()
            widgets.bar.animationDuration = -0.0
            XCTAssertEqual(widgets.bar.animationDuration.sign, .plus, "animationDuration = -0")
        }
    }

    func testPageCountsAndAliveLimitsAreClamped() throws {
        try onMain {
            let counts = [0, 0, Int(Int32.max), Int(Int32.max), Int(Int32.max)]
            for (value, outcome) in zip(Self.ints, counts) {
                XCTAssertEqual(
                    PagedStack(pageCount: value) { _ in gtk_label_new("Page") }.pageCount, outcome,
                    "init(pageCount: \(value))")
                let widgets = try Widgets()
                widgets.stack.pageCount = value
                XCTAssertEqual(widgets.stack.pageCount, outcome, "pageCount = \(value)")
                widgets.stack.aliveLimit = value
                XCTAssertEqual(widgets.stack.aliveLimit, max(0, value), "aliveLimit = \(value)")
            }
        }
    }

    func testTheLargestStackShowsItsLastPageAndRefusesOneMore() throws {
        try onMain {
            setAnimations(false)
            let log = PageFactoryLog()
            let stack = PagedStack(pageCount: .max) { log.make($0) }
            host(stack.widget, width: 400, height: 300)
            let last = Int(Int32.max) - 1
            try stack.select(last)
            XCTAssertEqual(stack.currentPage, last)
            XCTAssertNotNil(stack.page(at: last))
            var value = GValue()
            g_value_init(&value, cgtk_type_int())
            g_object_get_property(gcast(stack.widget), "page", &value)
            XCTAssertEqual(Int(g_value_get_int(&value)), last, "the page property carries the last index")
            g_value_unset(&value)
            try expectLogged(1) { try stack.insertPage(at: last + 1) }
            XCTAssertEqual(stack.pageCount, Int(Int32.max))
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("first"))
            XCTAssertEqual(stack.currentPage, 0)
        }
    }

    /// Style sizes reach GTK and Pango as C `int`s (font sizes, ellipsizing widths, icon sizes, allocations).
    func testExtremeStyleSizesAreDrawnWithoutATrap() {
        onMain {
            for value in Self.doubles {
                var style = SegmentStyle.icons
                // Huge icon sizes and selected-title fonts make SegmentCore's rectangles and natural height
                // infinite; clamping those is the core's part, so they stay ordinary here.
                style.iconSize = value.isNaN || value < 0 ? value : 24
                style.maxTitleWidth = value
                style.titleFont.size = value
                let bar = SegmentBar(
                    items: fourItems.map {
                        var item = $0
                        item.icon = "go-home-symbolic"
                        return item
                    }, style: style)
                let window = host(bar.widget)
                gtk_test_widget_wait_for_draw(window)
                XCTAssertEqual(bar.selectedIndex, 0, "style values \(value)")
                destroy(window)
            }
        }
    }
}
