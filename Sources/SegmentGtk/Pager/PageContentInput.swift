import CGtk
import SegmentCore

/// What the widgets inside a page take from the pointer and the wheel before the pages do.
///
/// The stack watches presses and scrolls in the capture phase, so a swipe that starts on a button still moves the
/// pages. That took drags from the widgets that drag by themselves (a scale's slider did not move, text could not be
/// selected with the mouse) and the wheel from a scrolled window that scrolls along the pages (a carousel of images
/// inside a page could not be scrolled). As AdwSwipeTracker leaves a press that lands in a window handle alone, the
/// stack leaves these to the page.
@MainActor
enum PageContentInput {
    /// Whether a press at (`x`, `y`), in `stack`'s coordinates, lands on a widget of the page that handles drags
    /// itself: one with a drag gesture (GtkScale, GtkEntry, GtkTextView, a selectable GtkLabel, a window handle,
    /// a nested SegmentBar) or a drag source, other than a touch-only one (a scrolled window's touch panning,
    /// which the stack's own direction test already shares with it).
    static func takesDrags(in stack: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) -> Bool {
        var widget = gtk_widget_pick(stack, x, y, GTK_PICK_DEFAULT)
        while let current = widget, current != stack {
            if dragsItself(current) { return true }
            widget = gtk_widget_get_parent(current)
        }
        return false
    }

    /// Whether `widget` has a drag gesture or drag source of its own that a mouse can use.
    private static func dragsItself(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return false }
        defer { g_object_unref(gcast(controllers)) }
        for position in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, position) else { continue }
            defer { g_object_unref(item) }
            let instance: UnsafeMutablePointer<GTypeInstance> = gcast(item)
            let drags =
                g_type_check_instance_is_a(instance, gtk_gesture_drag_get_type()) != 0
                || g_type_check_instance_is_a(instance, gtk_drag_source_get_type()) != 0
            guard drags else { continue }
            let controller: OpaquePointer = OpaquePointer(item)
            if gtk_gesture_single_get_touch_only(controller) == 0,
                gtk_event_controller_get_propagation_phase(controller) != GTK_PHASE_NONE
            {
                return true
            }
        }
        return false
    }

    /// Whether the widget at (`x`, `y`) in `stack` lies in a scrolled window of the page that can still scroll
    /// `delta` along `orientation` (a positive delta toward its end): that scroll is the page's.
    static func scrollsItself(
        in stack: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, along orientation: GtkOrientation,
        delta: Double
    ) -> Bool {
        guard delta != 0, delta.isFinite, x.isFinite, y.isFinite else { return false }
        var widget = gtk_widget_pick(stack, x, y, GTK_PICK_DEFAULT)
        while let current = widget, current != stack {
            if g_type_check_instance_is_a(gcast(current), gtk_scrolled_window_get_type()) != 0 {
                let scroller = OpaquePointer(current)
                let adjustment =
                    orientation == GTK_ORIENTATION_HORIZONTAL
                    ? gtk_scrolled_window_get_hadjustment(scroller) : gtk_scrolled_window_get_vadjustment(scroller)
                if let adjustment, canScroll(adjustment, delta) { return true }
            }
            widget = gtk_widget_get_parent(current)
        }
        return false
    }

    /// Whether `adjustment` has room left in `delta`'s direction (half a pixel of slack for rounding).
    private static func canScroll(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, _ delta: Double) -> Bool {
        let value = gtk_adjustment_get_value(adjustment)
        if delta > 0 {
            return value < gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) - 0.5
        }
        return value > gtk_adjustment_get_lower(adjustment) + 0.5
    }
}
