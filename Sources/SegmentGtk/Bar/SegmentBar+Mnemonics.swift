import CGtk

extension SegmentBar {
    /// Whether an underscore in a title marks its mnemonic character (default false), as GtkLabel's
    /// `use-underline`.
    ///
    /// "_Inbox" marks I and "__" is a literal underscore. The marker is neither drawn nor measured, nor read,
    /// shown in tooltips or in the overflow menu; the character is underlined while the window shows mnemonics
    /// (Alt held), and Alt+I selects the segment from anywhere in the window, off screen too. Markup titles
    /// mark their mnemonic in their text. Property `use-underline`.
    public var usesUnderline: Bool {
        get { controller.mnemonics.usesUnderline }
        set { controller.setUsesUnderline(newValue) }
    }
}

extension SegmentBarController {
    /// Applies ``SegmentBar/usesUnderline``: re-measures every title and notifies `use-underline` on a change.
    func setUsesUnderline(_ on: Bool) {
        guard mnemonics.setUsesUnderline(on, items: model.items) else { return }
        invalidateMetrics()
        SegmentBarType.properties.notify(widget, .useUnderline)
    }
}
