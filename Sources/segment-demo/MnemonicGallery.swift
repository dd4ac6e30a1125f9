import CGtk
import SegmentCore
import SegmentGtk

/// The `rich` page's mnemonic row: a bar with `use-underline`, whose segments Alt+M, Alt+C, Alt+O and Alt+T
/// select from anywhere in the window (the letters are underlined while Alt is held).
enum MnemonicGallery {
    /// The row's titles: an underscore marks each mnemonic; "__" would be a literal underscore.
    static let titles = ["_Mail", "_Calendar", "C_ontacts", "_Tasks"]

    /// Adds the row's label and bar to `grid` at `row`; returns the bar.
    @MainActor
    @discardableResult
    static func addRow(to grid: UnsafeMutablePointer<GtkWidget>, row: Int) -> SegmentBar {
        let label = gtk_label_new("Mnemonics (Alt+letter)")!
        gtk_label_set_xalign(OpaquePointer(label), 1)
        gtk_widget_add_css_class(label, "dim-label")
        let bar = SegmentBar(items: titles.map { SegmentItem($0) }, style: .underline)
        bar.usesUnderline = true
        gtk_widget_set_hexpand(bar.widget, 1)
        cgtk_accessible_set_string(OpaquePointer(bar.widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "Mnemonics")
        gtk_grid_attach(gcast(grid), label, 0, gint(row), 1, 1)
        gtk_grid_attach(gcast(grid), bar.widget, 1, gint(row), 1, 1)
        return bar
    }
}
