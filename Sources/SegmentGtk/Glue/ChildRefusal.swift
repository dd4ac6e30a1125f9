import CGtk

/// Why a widget an app hands over cannot become a child of one of SegmentKit's widgets.
///
/// GTK parents whatever it is given: the host's window or another ancestor loops the widget tree (GTK crashes
/// walking it), a window cannot be a child at all, a widget with a parent gets two, and an object that is no widget
/// crashes at its first layout. The bar's action widgets
/// and the stack's pages are refused with one warning that says which.
@MainActor
enum ChildRefusal {
    /// Why `child` cannot be made a child of `host` (named `hostName` in the reason, "the bar"), or `nil` when it
    /// can: it is not a widget at all (a C caller's mix-up), the host itself, one of its ancestors, a window, or a
    /// widget that already has a parent.
    static func reason(
        _ child: UnsafeMutablePointer<GtkWidget>, joining host: UnsafeMutablePointer<GtkWidget>, hostName: String
    ) -> String? {
        let type = String(cString: g_type_name_from_instance(gcast(child)))
        if g_type_check_instance_is_a(gcast(child), gtk_widget_get_type()) == 0 {
            return "something that is not a widget (a \(type))"
        }
        if child == host { return "\(hostName) itself" }
        if gtk_widget_is_ancestor(host, child) != 0 { return "an ancestor of \(hostName) (a \(type))" }
        if g_type_check_instance_is_a(gcast(child), gtk_root_get_type()) != 0 { return "a window (a \(type))" }
        if gtk_widget_get_parent(child) != nil { return "a widget that already has a parent (a \(type))" }
        return nil
    }
}
