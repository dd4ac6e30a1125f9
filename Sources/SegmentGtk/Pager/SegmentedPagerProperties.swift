import CGtk

/// SegmentedPager's GObject properties beyond `selected`, `position`, `style-name` and `titles`.
@MainActor
enum SegmentedPagerProperties {
    /// Installed by `SegmentedPagerType`'s `class_init`, with ids after ``SegmentProperties/ID``.
    static let table = PropertyTable<SegmentedPager>(
        firstID: 10,
        handle: { $0.flatMap { SegmentedPager(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } },
        [
            HandleProperty(
                spec: {
                    g_param_spec_enum(
                        "placement", "Placement", "Which side of the pages the bar is on",
                        EnumTypes.barPlacement, 0, PropertyTable<SegmentedPager>.readWrite)
                }, get: { g_value_set_enum($1, $0.placement.enumValue) },
                set: { $0.placement = BarPlacement(enumValue: g_value_get_enum($1)) }),
            HandleProperty(
                spec: {
                    g_param_spec_enum(
                        "reselect-behavior", "Reselect behavior",
                        "What activating the selected segment again does besides emitting reselected",
                        EnumTypes.reselectBehavior, 1, PropertyTable<SegmentedPager>.readWrite)
                }, get: { g_value_set_enum($1, $0.reselectBehavior.enumValue) },
                set: { $0.reselectBehavior = ReselectBehavior(enumValue: g_value_get_enum($1)) }),
            HandleProperty.flag(
                "shows-bar", "Shows bar",
                "Whether the pager shows its bar beside its pages, or leaves it to the app to place", default: true,
                get: { $0.showsBar }, set: { $0.showsBar = $1 }),
            HandleProperty(
                spec: {
                    g_param_spec_uint(
                        "n-items", "Number of items", "The number of segments and pages", 0, guint.max, 0,
                        PropertyTable<SegmentedPager>.readOnly)
                }, get: { g_value_set_uint($1, guint($0.items.count)) }, set: nil),
            HandleProperty(
                spec: {
                    g_param_spec_object(
                        "bar", "Bar", "The pager's SegmentBar", SegmentBar.gtype, PropertyTable<SegmentedPager>.readOnly
                    )
                }, get: { g_value_set_object($1, $0.bar.widget) }, set: nil),
            HandleProperty(
                spec: {
                    g_param_spec_object(
                        "stack", "Stack", "The pager's PagedStack", PagedStack.gtype,
                        PropertyTable<SegmentedPager>.readOnly)
                }, get: { g_value_set_object($1, $0.stack.widget) }, set: nil),
        ])
}
