import CGtk

/// SegmentBar's `use-underline` property (``SegmentBar/usesUnderline``).
@MainActor
enum MnemonicProperties {
    /// Installed by `SegmentBarType`'s `class_init`, with ids after ``TabStripProperties/table``'s.
    static let table = PropertyTable<SegmentBar>(
        firstID: 80, handle: { $0.flatMap { SegmentBar(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } },
        [
            HandleProperty.flag(
                "use-underline", "Use underline", "Whether an underscore in a title marks the mnemonic character",
                default: false,
                get: { $0.usesUnderline }, set: { $0.usesUnderline = $1 })
        ])
}
