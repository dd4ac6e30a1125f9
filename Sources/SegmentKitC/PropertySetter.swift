import CGtk

/// Sets a GObject property of `widget` from C, so the change goes through `set_property` and is notified
/// (`notify::name`) exactly as `g_object_set` from C, Python or JavaScript would be.
///
/// The C setters use this rather than the Swift handle's setter, which does not notify.
@MainActor
func setProperty(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, type: GType,
    _ fill: (UnsafeMutablePointer<GValue>) -> Void
) {
    var value = GValue()
    g_value_init(&value, type)
    fill(&value)
    g_object_set_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name, &value)
    g_value_unset(&value)
}
