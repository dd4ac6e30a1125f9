import CGtk

/// PagedStack's GObject properties beyond `position` and `page`.
@MainActor
enum PagedStackProperties {
    /// Installed by `PagedStackType`'s `class_init`, with ids after its own.
    static let table = PropertyTable<PagedStack>(
        firstID: 10, handle: { $0.flatMap { PagedStack(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } },
        [
            HandleProperty(
                spec: {
                    // A construct property, set before `page` and `position` whatever order a constructor call
                    // lists them in (see the `titles` of ``SegmentProperties``).
                    g_param_spec_uint(
                        "n-pages", "Number of pages", "The number of pages (each made when first shown)", 0,
                        guint(Int32.max), 0,
                        GParamFlags(PropertyTable<PagedStack>.readWrite.rawValue | G_PARAM_CONSTRUCT.rawValue))
                }, get: { g_value_set_uint($1, guint($0.pageCount)) },
                set: {
                    let count = Int(g_value_get_uint($1))
                    // Every construction sets the default, 0, on a stack with no pages: nothing to do there.
                    if count == 0 && $0.pageCount == 0 { return }
                    $0.pageCount = count
                }),
            HandleProperty(
                spec: {
                    g_param_spec_int(
                        "target-page", "Target page", "The page the stack is on or sliding to, -1 for none", -1,
                        Int32.max, -1, PropertyTable<PagedStack>.readOnly)
                }, get: { g_value_set_int($1, gint($0.targetPage ?? -1)) }, set: nil),
            HandleProperty(
                spec: {
                    g_param_spec_boolean(
                        "animating", "Animating", "Whether the pages are settling", 0,
                        PropertyTable<PagedStack>.readOnly)
                }, get: { g_value_set_boolean($1, $0.isAnimating ? 1 : 0) }, set: nil),
            HandleProperty(
                spec: {
                    g_param_spec_boolean(
                        "dragging", "Dragging", "Whether a finger or a touchpad swipe holds the pages", 0,
                        PropertyTable<PagedStack>.readOnly)
                }, get: { g_value_set_boolean($1, $0.isDragging ? 1 : 0) }, set: nil),
            HandleProperty(
                spec: {
                    g_param_spec_int(
                        "alive-limit", "Alive limit", "How many pages may exist at once, -1 for no limit", -1,
                        Int32.max, -1, PropertyTable<PagedStack>.readWrite)
                }, get: { g_value_set_int($1, gint($0.aliveLimit ?? -1)) },
                set: {
                    let limit = Int(g_value_get_int($1))
                    $0.aliveLimit = limit < 0 ? nil : limit
                }),
        ])
}
