import CGtk

@testable import SegmentGtk

/// The shortcut controllers on `widget` whose scope is `scope`, in the order GTK keeps them.
///
/// The widget holds the controllers, so the pointers stay valid while it lives.
@MainActor
func shortcutControllers(of widget: UnsafeMutablePointer<GtkWidget>, scope: GtkShortcutScope) -> [OpaquePointer] {
    let controllers = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(gcast(controllers)) }
    var found: [OpaquePointer] = []
    for index in 0..<g_list_model_get_n_items(controllers) {
        let controller = OpaquePointer(g_list_model_get_item(controllers, index))!
        g_object_unref(gcast(controller))
        guard g_type_check_instance_is_a(gcast(controller), gtk_shortcut_controller_get_type()) != 0,
            gtk_shortcut_controller_get_scope(controller) == scope
        else { continue }
        found.append(controller)
    }
    return found
}
