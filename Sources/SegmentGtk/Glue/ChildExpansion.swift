import CGtk

/// A widget that expands when one of its children does, as GtkStack, GtkNotebook and GtkBox pass on their
/// children's `hexpand` and `vexpand`.
///
/// GTK 4's default `compute_expand` expands a widget for none of its children, so a stack or pager of scrolled
/// text views in a GtkBox stayed as narrow as its pages' minimum. A child that is not shown counts for nothing
/// (GTK's rule for hidden widgets).
@MainActor
enum ChildExpansion {
    /// Whether any child of `parent` expands, along each orientation; neither for `nil`.
    static func of(_ parent: UnsafeMutablePointer<GtkWidget>?) -> (horizontal: Bool, vertical: Bool) {
        var expand = (horizontal: false, vertical: false)
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            expand.horizontal = expand.horizontal || gtk_widget_compute_expand(current, GTK_ORIENTATION_HORIZONTAL) != 0
            expand.vertical = expand.vertical || gtk_widget_compute_expand(current, GTK_ORIENTATION_VERTICAL) != 0
            child = gtk_widget_get_next_sibling(current)
        }
        return expand
    }

    /// Answers a `compute_expand` call: whether `parent`'s children expand, into GTK's two out-pointers.
    static func answer(
        for parent: UnsafeMutablePointer<GtkWidget>?, _ hexpand: UnsafeMutablePointer<gboolean>?,
        _ vexpand: UnsafeMutablePointer<gboolean>?
    ) {
        let expand = of(parent)
        hexpand?.pointee = expand.horizontal ? 1 : 0
        vexpand?.pointee = expand.vertical ? 1 : 0
    }
}
