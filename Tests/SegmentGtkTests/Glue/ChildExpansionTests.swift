import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Stacks and pagers expand when their pages do, as GtkStack and GtkNotebook do: side by side in a GtkBox, pages
/// of scrolled text views share the room; label pages leave it to the box.
final class ChildExpansionTests: GtkTestCase, @unchecked Sendable {
    /// A scrolled text view that expands both ways, as an editor's page does.
    @MainActor
    private func editor() -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), gtk_text_view_new())
        gtk_widget_set_hexpand(scrolled, 1)
        gtk_widget_set_vexpand(scrolled, 1)
        return scrolled
    }

    @MainActor
    private func expands(_ widget: UnsafeMutablePointer<GtkWidget>) -> [Bool] {
        [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL].map { gtk_widget_compute_expand(widget, $0) != 0 }
    }

    func testPagesThatExpandShareABoxsRoomWithAGtkStack() {
        onMain {
            let pager = SegmentedPager(items: fourItems) { [self] _ in editor() }
            let stack = PagedStack(pageCount: 2) { [self] _ in editor() }
            let gtkStack = gtk_stack_new()!
            gtk_stack_add_named(OpaquePointer(gtkStack), editor(), "a")
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            for child in [pager.widget, stack.widget, gtkStack] { gtk_box_append(gcast(row), child) }
            let window = host(row, width: 900, height: 400)
            XCTAssertEqual(expands(pager.widget), [true, true], "the pager passes its pages' expansion on")
            XCTAssertEqual(expands(stack.widget), [true, true])
            XCTAssertEqual(expands(gtkStack), [true, true])
            for widget in [pager.widget, stack.widget, gtkStack] {
                XCTAssertGreaterThan(
                    gtk_widget_get_width(widget), 200,
                    "about a third of the row each (a pager was 58 pt wide: its pages' minimum)")
            }
            destroy(window)
        }
    }

    func testLabelPagesAndTheBarDoNotMakeThePagerExpand() {
        onMain {
            let pager = SegmentedPager(items: fourItems) { gtk_label_new("Page \($0)") }
            let window = host(pager.widget)
            XCTAssertEqual(expands(pager.widget), [false, false], "neither its bar nor its stack's own setting counts")
            destroy(window)
        }
    }
}
