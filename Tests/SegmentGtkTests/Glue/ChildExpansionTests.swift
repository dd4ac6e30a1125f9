import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Stacks and pagers expand when their pages do, as GtkStack and GtkNotebook do: side by side in a GtkBox, pages
/// of scrolled text views share the room; label pages leave it to the box. They also measure height for width when
/// a page does (``PagedStackType``'s request mode).
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

    /// A page of wrapping text gets the height it needs at the width it is given, as in GtkStack and GtkNotebook:
    /// the stack asks for height for width when a page does (it measured at no width, and a narrow window showed
    /// one line of the text).
    func testAPageOfWrappingTextIsMeasuredHeightForWidth() {
        onMain {
            let text = String(repeating: "A long wrapping label that reflows with the page's width. ", count: 4)
            func wrapping() -> UnsafeMutablePointer<GtkWidget> {
                let label = gtk_label_new(text)!
                gtk_label_set_wrap(OpaquePointer(label), 1)
                return label
            }
            let reference = wrapping()
            g_object_ref_sink(gcast(reference))
            defer { g_object_unref(gcast(reference)) }
            var needed: gint = 0
            gtk_widget_measure(reference, GTK_ORIENTATION_VERTICAL, 200, &needed, nil, nil, nil)
            let stack = PagedStack(pageCount: 2) { _ in wrapping() }
            let pager = SegmentedPager(items: fourItems) { _ in wrapping() }
            for widget in [stack.widget, pager.widget] {
                let window = host(widget, width: 200, height: 48)
                XCTAssertEqual(gtk_widget_get_request_mode(widget), GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH)
                var minimum: gint = 0
                gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 200, &minimum, nil, nil, nil)
                XCTAssertGreaterThanOrEqual(minimum, needed, "every line of the page at 200 pt wide")
                destroy(window)
            }
            let labels = PagedStack(pageCount: 2) { gtk_label_new("Page \($0)") }
            XCTAssertEqual(gtk_widget_get_request_mode(labels.widget), GTK_SIZE_REQUEST_CONSTANT_SIZE)
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
