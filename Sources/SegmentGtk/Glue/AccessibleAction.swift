import CGtk

/// An action GTK's AT-SPI bridge offers on a light child of a bar, so an assistive technology can work a part the
/// bar draws itself as the pointer does.
///
/// GTK 4.8 exports a widget's own actions as its AT-SPI actions, named `group.name`; a widget without a class of
/// its own gets one through an action group inserted on it.
@MainActor
enum AccessibleAction {
    /// Gives `widget` the action `group.name`, which calls `activated` with the widget.
    static func add(
        to widget: UnsafeMutablePointer<GtkWidget>, group: String, name: String,
        activated: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        let actions = g_simple_action_group_new()!
        let action = g_simple_action_new(name, nil)!
        GtkSignals.actionActivate.connect(action) { _ in activated(widget) }
        g_action_map_add_action(OpaquePointer(actions), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        gtk_widget_insert_action_group(widget, group, OpaquePointer(actions))
        g_object_unref(UnsafeMutableRawPointer(actions))
    }
}
