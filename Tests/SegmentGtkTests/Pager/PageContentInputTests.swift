import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Which presses and scrolls a page's own widgets keep from the stack (``PageContentInput``): a scale's slider
/// and an entry's text drag themselves, a button and a plain label do not; a scrolled window along the pages takes
/// the wheel until it reaches its end.
final class PageContentInputTests: GtkTestCase, @unchecked Sendable {
    /// The centre of `child` in `stack`'s coordinates.
    @MainActor
    private func centre(of child: UnsafeMutablePointer<GtkWidget>, in stack: UnsafeMutablePointer<GtkWidget>)
        -> (x: Double, y: Double)
    {
        var x = 0.0
        var y = 0.0
        let half = (Double(gtk_widget_get_width(child)) / 2, Double(gtk_widget_get_height(child)) / 2)
        XCTAssertNotEqual(gtk_widget_translate_coordinates(child, stack, half.0, half.1, &x, &y), 0)
        return (x, y)
    }

    func testWidgetsThatDragThemselvesKeepTheirPressesAndAScrollerAlongThePagesItsWheel() throws {
        try onMain {
            setAnimations(false)
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1)!
            let entry = gtk_entry_new()!
            let button = gtk_button_new_with_label("Open")!
            let label = gtk_label_new("Plain")!
            let strip = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_set_size_request(strip, 2_000, 40)
            let carousel = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(OpaquePointer(carousel), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
            gtk_scrolled_window_set_child(OpaquePointer(carousel), strip)
            for child in [scale, entry, button, label, carousel] { gtk_box_append(gcast(column), child) }
            let stack = PagedStack(pageCount: 2) { $0 == 0 ? column : gtk_label_new("second") }
            host(stack.widget, width: 400, height: 300)
            pump()
            let widget = stack.widget
            @MainActor func drags(_ child: UnsafeMutablePointer<GtkWidget>) -> Bool {
                let point = centre(of: child, in: widget)
                return PageContentInput.takesDrags(in: widget, x: point.x, y: point.y)
            }
            XCTAssertTrue(drags(scale), "a scale's slider")
            XCTAssertTrue(drags(entry), "an entry's text")
            XCTAssertFalse(drags(button), "a button: a swipe may start on it")
            XCTAssertFalse(drags(label), "a plain label")
            XCTAssertFalse(drags(carousel), "a scrolled window pans by touch only, which the stack shares by direction")

            let point = centre(of: carousel, in: widget)
            @MainActor func scrolls(_ delta: Double, _ orientation: GtkOrientation = GTK_ORIENTATION_HORIZONTAL) -> Bool
            {
                PageContentInput.scrollsItself(in: widget, x: point.x, y: point.y, along: orientation, delta: delta)
            }
            XCTAssertTrue(scrolls(1), "the carousel can scroll toward its end")
            XCTAssertFalse(scrolls(-1), "at its start it cannot scroll back: the pages turn")
            XCTAssertFalse(scrolls(1, GTK_ORIENTATION_VERTICAL), "nor up or down")
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_hadjustment(OpaquePointer(carousel)))
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            XCTAssertFalse(scrolls(1), "at its end the pages turn")
            XCTAssertTrue(scrolls(-1))
            XCTAssertFalse(scrolls(.nan))
            let plain = centre(of: label, in: widget)
            XCTAssertFalse(
                PageContentInput.scrollsItself(
                    in: widget, x: plain.x, y: plain.y, along: GTK_ORIENTATION_HORIZONTAL, delta: 1),
                "nothing under the pointer scrolls")
        }
    }
}
