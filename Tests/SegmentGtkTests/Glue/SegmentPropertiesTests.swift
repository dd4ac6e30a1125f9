import CGtk
import XCTest

@testable import SegmentGtk

/// The shared GObject properties given to `g_object_new` (as GJS, PyGObject and C constructors give them) apply in
/// whatever order the call lists them: `titles` and a stack's `n-pages` are construct properties, set first.
final class SegmentPropertiesTests: GtkTestCase, @unchecked Sendable {
    /// One property for ``make(_:_:)``: its name and how to fill its GValue.
    private struct Given {
        let name: String
        let type: GType
        let fill: (inout GValue) -> Void

        static func int(_ name: String, _ value: Int) -> Given {
            Given(name: name, type: cgtk_type_int()) { g_value_set_int(&$0, gint(value)) }
        }
        static func uint(_ name: String, _ value: Int) -> Given {
            Given(name: name, type: cgtk_type_uint()) { g_value_set_uint(&$0, guint(value)) }
        }
        static func double(_ name: String, _ value: Double) -> Given {
            Given(name: name, type: cgtk_type_double()) { g_value_set_double(&$0, value) }
        }
        static func titles(_ titles: [String]) -> Given {
            Given(name: "titles", type: g_strv_get_type()) { value in
                titles.withCStringArrayTerminated { g_value_set_boxed(&value, $0) }
            }
        }
    }

    /// `g_object_new_with_properties(type, …)` with `given` in that order; the test owns the (sunk) widget.
    @MainActor
    private func make(_ type: GType, _ given: [Given]) -> UnsafeMutablePointer<GtkWidget> {
        var values = given.map { item -> GValue in
            var value = GValue()
            g_value_init(&value, item.type)
            item.fill(&value)
            return value
        }
        let object = given.map(\.name).withCStringArray { names in
            g_object_new_with_properties(type, guint(given.count), names, values)
        }
        for index in values.indices { g_value_unset(&values[index]) }
        return gcast(g_object_ref_sink(object))
    }

    func testSelectionAndPositionGivenBeforeTheTitlesFindTheSegments() {
        onMain {
            let titles = Given.titles(["Inbox", "Sent", "Drafts", "Archive"])
            let selectedFirst = make(SegmentBar.gtype, [.int("selected", 2), titles])
            defer { unref(selectedFirst) }
            let bar = SegmentBar(wrapping: selectedFirst)!
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(bar.position, 2)

            let positionFirst = make(SegmentBar.gtype, [.double("position", 1.5), titles])
            defer { unref(positionFirst) }
            XCTAssertEqual(SegmentBar(wrapping: positionFirst)!.position, 1.5)

            let pagerWidget = make(SegmentedPager.gtype, [.int("selected", 3), titles])
            defer { unref(pagerWidget) }
            let pager = SegmentedPager(wrapping: pagerWidget)!
            XCTAssertEqual(pager.selectedIndex, 3)
            XCTAssertEqual(pager.stack.currentPage, 3)

            let stackWidget = make(PagedStack.gtype, [.int("page", 4), .uint("n-pages", 6)])
            defer { unref(stackWidget) }
            let stack = PagedStack(wrapping: stackWidget)!
            XCTAssertEqual(stack.pageCount, 6)
            XCTAssertEqual(stack.currentPage, 4)
        }
    }

    func testAWidgetMadeWithoutTitlesOrPagesHasNone() {
        onMain {
            let bar = SegmentBar()
            XCTAssertEqual(bar.items.count, 0)
            XCTAssertNil(bar.selectedIndex)
            let stack = PagedStack(factory: { _ in nil })
            XCTAssertEqual(stack.pageCount, 0)
            XCTAssertNil(stack.currentPage)
        }
    }
}
