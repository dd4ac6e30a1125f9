import CGtk
import SegmentCore

/// Brings a page back to its start: the usual answer to tapping the tab that is already selected.
@MainActor
enum ScrollToStart {
    /// The first GtkScrolledWindow that is `widget` or inside it (breadth first, so the outermost wins); bounded search.
    static func scrolledWindow(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var queue = [widget]
        var visited = 0
        let type = gtk_scrolled_window_get_type()
        while !queue.isEmpty && visited < 500 {
            let current = queue.removeFirst()
            visited += 1
            if g_type_check_instance_is_a(gcast(current), type) != 0 { return current }
            var child = gtk_widget_get_first_child(current)
            while let next = child {
                queue.append(next)
                child = gtk_widget_get_next_sibling(next)
            }
        }
        return nil
    }

    /// Scrolls the first scrolled window in `page` to its top, sliding when animations are on; false if there is none.
    @discardableResult
    static func perform(on page: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let scrolled = scrolledWindow(in: page),
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        else { return false }
        let top = gtk_adjustment_get_lower(adjustment)
        let from = gtk_adjustment_get_value(adjustment)
        guard from != top else { return true }
        guard gtk_widget_get_mapped(scrolled) != 0, cgtk_animations_enabled(scrolled) != 0 else {
            gtk_adjustment_set_value(adjustment, top)
            return true
        }
        let hold = AdjustmentHold(adjustment)
        let curve = TimedCurve(from: from, to: top, duration: 0.25)
        var start: Double?
        _ = MainLoop.addTick(scrolled) { frameTime in
            if start == nil { start = frameTime }
            let elapsed = frameTime - start!
            gtk_adjustment_set_value(hold.adjustment, curve.value(at: elapsed))
            return !curve.isFinished(at: elapsed)
        }
        return true
    }
}

/// A reference on an adjustment for as long as a scroll animation may touch it.
@MainActor
private final class AdjustmentHold {
    let adjustment: UnsafeMutablePointer<GtkAdjustment>

    init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        self.adjustment = adjustment
        g_object_ref(adjustment)
    }

    isolated deinit {
        g_object_unref(adjustment)
    }
}
