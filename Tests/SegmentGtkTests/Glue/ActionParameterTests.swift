import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// SegmentKit's actions given a parameter of another type than theirs, as `gtk_widget_activate_action()` lets a
/// C caller: one warning each, and nothing moves (`segment.select` given an `i` selected segment 0, with a GLib
/// critical from the getter).
final class ActionParameterTests: GtkTestCase, @unchecked Sendable {
    /// A reorderable bar and a stack of four pages, side by side in a window, the third of each selected.
    @MainActor
    private func barAndStack() throws -> (SegmentBar, PagedStack) {
        setAnimations(false)
        let bar = SegmentBar(items: fourItems)
        bar.isReorderable = true
        let stack = PagedStack(pageCount: 4) { _ in gtk_label_new("page") }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gcast(box), bar.widget)
        gtk_box_append(gcast(box), stack.widget)
        host(box, width: 400, height: 300)
        try bar.select(2)
        try stack.select(2, animated: false)
        return (bar, stack)
    }

    func testAParameterOfAnotherTypeIsOneWarningAndChangesNothing() throws {
        try onMain {
            let (bar, stack) = try barAndStack()
            let wrong: [(UnsafeMutablePointer<GtkWidget>, String, OpaquePointer?)] = [
                (bar.widget, "segment.select", g_variant_new_int32(1)),
                (bar.widget, "segment.select", g_variant_new_string("1")),
                (bar.widget, "segment.move", g_variant_new_uint32(0)),
                (bar.widget, "segment.move-tab", g_variant_new_boolean(1)),
                (stack.widget, "pager.move", g_variant_new_int32(0)),
            ]
            for (widget, action, parameter) in wrong {
                expectLogged(1) { gtk_widget_activate_action_variant(widget, action, parameter) }
                XCTAssertEqual(bar.selectedIndex, 2, action)
                XCTAssertEqual(bar.items.map(\.title), fourItems.map(\.title), action)
                XCTAssertEqual(stack.currentPage, 2, action)
            }
            // The right types still act.
            gtk_widget_activate_action_variant(bar.widget, "segment.select", g_variant_new_uint32(1))
            XCTAssertEqual(bar.selectedIndex, 1)
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("first"))
            XCTAssertEqual(stack.currentPage, 0)
        }
    }
}
