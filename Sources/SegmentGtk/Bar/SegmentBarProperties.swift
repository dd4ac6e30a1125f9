import CGtk

/// SegmentBar's GObject properties beyond `selected`, `position`, `style-name` and `titles`: the rest of the
/// Swift API's settings and read-only state.
@MainActor
enum SegmentBarProperties {
    /// Installed by `SegmentBarType`'s `class_init`, with ids after ``SegmentProperties/ID``.
    static let table = PropertyTable<SegmentBar>(
        firstID: 10, handle: { $0.flatMap { SegmentBar(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } },
        [
            HandleProperty(
                spec: {
                    g_param_spec_enum(
                        "activation-mode", "Activation mode", "Whether arrow keys select or move a focus ring",
                        EnumTypes.activationMode, 0, PropertyTable<SegmentBar>.readWrite)
                }, get: { g_value_set_enum($1, $0.activationMode.enumValue) },
                set: { $0.activationMode = ActivationMode(enumValue: g_value_get_enum($1)) }),
            HandleProperty.flag(
                "shows-overflow-menu", "Shows overflow menu",
                "Whether an overflowing bar shows a button listing every segment", default: true,
                get: { $0.showsOverflowMenu }, set: { $0.showsOverflowMenu = $1 }),
            HandleProperty(
                spec: {
                    g_param_spec_double(
                        "animation-duration", "Animation duration", "The selection animation's length in seconds",
                        0, 60, 0.2, PropertyTable<SegmentBar>.readWrite)
                }, get: { g_value_set_double($1, $0.animationDuration) },
                set: { $0.animationDuration = g_value_get_double($1) }),
            HandleProperty(
                spec: {
                    g_param_spec_uint(
                        "n-items", "Number of items", "The number of segments", 0, guint.max, 0,
                        PropertyTable<SegmentBar>.readOnly)
                }, get: { g_value_set_uint($1, guint($0.items.count)) }, set: nil),
            HandleProperty(
                spec: {
                    g_param_spec_double(
                        "scroll-offset", "Scroll offset", "How far an overflowing bar is scrolled, in points",
                        -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, 0,
                        PropertyTable<SegmentBar>.readOnly)
                }, get: { g_value_set_double($1, $0.scrollOffset) }, set: nil),
        ] + seedOptions)
}
