import CGtk

/// `SegmentPageFunc` in include/segmentkit.h: makes page `index` (transfer full or floating, NULL for a placeholder).
public typealias SegmentPageFunc = @convention(c) (guint, gpointer?) -> UnsafeMutablePointer<GtkWidget>?

/// A C page function with its user data, kept as long as a widget uses it; its destroy notify runs when it goes.
///
/// The widgets store page factories as Swift closures; this object is what such a closure captures, so
/// releasing the closure (a new factory, or the widget's dispose) frees the data exactly once, as
/// `(scope notified)` promises bindings.
final class PageFunc {
    private let function: SegmentPageFunc
    private let userData: gpointer?
    private let destroy: GDestroyNotify?

    init(_ function: SegmentPageFunc, userData: gpointer?, destroy: GDestroyNotify?) {
        self.function = function
        self.userData = userData
        self.destroy = destroy
    }

    deinit {
        destroy?(userData)
    }

    /// Page `index` from the C function, as a floating widget the stack can adopt like a fresh `gtk_label_new`.
    ///
    /// The function returns a full reference (a binding's widget, which its wrapper also holds) or a floating
    /// one (C's `gtk_label_new`). A full reference is turned into the floating one it stands for, so whoever
    /// parents the page takes it over, and nothing leaks either way.
    func page(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard index >= 0, index <= Int(guint.max), let widget = function(guint(index), userData) else { return nil }
        if g_object_is_floating(widget) == 0 {
            g_object_force_floating(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self))
        }
        return widget
    }
}
