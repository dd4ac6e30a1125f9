import CGtk
import SegmentGtk

/// The header's theme chooser: a menu button showing the current example stylesheet, whose list is made on
/// first open.
///
/// A GtkDropDown builds its popover, list view and item factory when it is created, and draws its button
/// through that factory: 13.6 M instructions before the window's first frame (callgrind, `--page scrollable`),
/// for a list nobody has opened yet. A menu button with a label costs 2 M, and its list is made on the first
/// click (``ListPopover``).
@MainActor
enum ThemeMenu {
    /// A menu button labelled with the theme at `selected` of ``DemoThemes/names``; picking another applies it.
    static func make(selected: Int) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        setLabel(button, selected)
        gtk_widget_set_tooltip_text(button, "Example stylesheet")
        ListPopover.attach(
            to: button, contents: { (titles, Self.selected(button)) },
            activated: { index in
                setLabel(button, index)
                DemoThemes.apply(index)
            })
        return button
    }

    /// The theme names as the button and its list show them.
    static let titles = DemoThemes.names.map { $0 == "ios" ? "iOS" : $0.titleCased }

    /// The index of the theme the button shows, read back from its label.
    private static func selected(_ button: UnsafeMutablePointer<GtkWidget>) -> Int {
        let label = gtk_menu_button_get_label(OpaquePointer(button)).map { String(cString: $0) }
        return titles.firstIndex { $0 == label } ?? 0
    }

    /// Shows the theme at `index` on the button, and names the button after it for screen readers.
    private static func setLabel(_ button: UnsafeMutablePointer<GtkWidget>, _ index: Int) {
        let title = titles.indices.contains(index) ? titles[index] : titles[0]
        gtk_menu_button_set_label(OpaquePointer(button), title)
        ListPopover.name(button, title, description: "Example stylesheet")
    }
}
