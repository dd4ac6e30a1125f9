import CGtk

/// SegmentBar's `use-underline` property (``SegmentBar/usesUnderline``).
@MainActor
enum MnemonicProperties {
    /// Installed by `SegmentBarType`'s `class_init`, with ids after ``TabStripProperties/table``'s.
    static let table = PropertyTable<SegmentBar>(
        firstID: 80, handle: { $0.flatMap { SegmentBar(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } },
        [
            HandleProperty(
                spec: {
                    g_param_spec_boolean(
                        "use-underline", "Use underline",
                        "Whether an underscore in a title marks the mnemonic character", 0,
                        PropertyTable<SegmentBar>.readWrite)
                }, get: { g_value_set_boolean($1, $0.usesUnderline ? 1 : 0) },
                set: { $0.usesUnderline = g_value_get_boolean($1) != 0 })
        ])
}
