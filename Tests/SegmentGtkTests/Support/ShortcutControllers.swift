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

/// Activates the first shortcut of `widget`'s controllers of `scope` whose trigger `matches`, as GTK does when
/// that trigger fires on it; whether the action handled it, or `nil` when no shortcut matches.
@MainActor
func activateShortcut(
    on widget: UnsafeMutablePointer<GtkWidget>, scope: GtkShortcutScope, where matches: (OpaquePointer) -> Bool
) -> Bool? {
    for controller in shortcutControllers(of: widget, scope: scope) {
        for item in 0..<g_list_model_get_n_items(controller) {
            let shortcut = OpaquePointer(g_list_model_get_item(controller, item))!
            defer { g_object_unref(gcast(shortcut)) }
            guard let trigger = gtk_shortcut_get_trigger(shortcut), matches(trigger) else { continue }
            return gtk_shortcut_action_activate(
                gtk_shortcut_get_action(shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                gtk_shortcut_get_arguments(shortcut)) != 0
        }
    }
    return nil
}

/// Whether `trigger` is a key trigger for `keyval`, with exactly `modifiers` when they are given, or an
/// alternative trigger with one.
@MainActor
func isKeyTrigger(_ trigger: OpaquePointer, _ keyval: Int32, modifiers: UInt32? = nil) -> Bool {
    if g_type_check_instance_is_a(gcast(trigger), gtk_alternative_trigger_get_type()) != 0 {
        return [gtk_alternative_trigger_get_first(trigger), gtk_alternative_trigger_get_second(trigger)]
            .contains { $0.map { isKeyTrigger($0, keyval, modifiers: modifiers) } ?? false }
    }
    return g_type_check_instance_is_a(gcast(trigger), gtk_keyval_trigger_get_type()) != 0
        && gtk_keyval_trigger_get_keyval(trigger) == guint(keyval)
        && modifiers.map { gtk_keyval_trigger_get_modifiers(trigger).rawValue == $0 } ?? true
}
