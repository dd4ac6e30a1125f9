import CGtk
import SegmentGtk

/// The example stylesheets in resources/css, applied live over SegmentKit's defaults.
@MainActor
enum DemoThemes {
    /// Theme names as the command line takes them, in the order of the header's theme menu.
    static let names = DemoOptions.themeNames

    private static var provider: OpaquePointer?

    /// Applies the theme at `index` of ``names``: the default removes any example stylesheet.
    static func apply(_ index: Int) {
        guard let display = gdk_display_get_default() else { return }
        if provider == nil {
            let created = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(created), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            provider = OpaquePointer(created)
        }
        let name = names.indices.contains(index) ? names[index] : names[0]
        if name != "default", let path = DemoResources.path("css/\(name).css") {
            gtk_css_provider_load_from_path(gcast(provider), path)
        } else {
            // Said, as the builder page says of its .ui file: the theme menu named a theme the window did not show.
            if name != "default" { DemoLog.complain("resources/css/\(name).css not found; showing the default") }
            gtk_css_provider_load_from_data(gcast(provider), "", 0)
        }
    }

    /// Whether GTK's settings prefer the dark variant now (`--dark`, or the user's settings.ini).
    static var prefersDark: Bool {
        guard let settings = gtk_settings_get_default() else { return false }
        var value = GValue()
        g_value_init(&value, cgtk_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(gcast(settings), "gtk-application-prefer-dark-theme", &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Prefers the dark or the light variant of the GTK theme, live.
    static func setDark(_ dark: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        cgtk_set_bool_property(settings.gpointer, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
    }

    /// Gives the switch its parent's font.
    ///
    /// GtkSwitch reads the metrics of its CSS font (Adwaita's: bold, smaller) though it draws no text; a
    /// font of its own costs the first frame a fontconfig match and sort and a font file (about 6 M
    /// instructions), while the header's font is loaded anyway.
    private static func inheritFont(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_data(provider, "switch { font: inherit; }", -1)
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(widget), OpaquePointer(provider),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        unref(provider)
    }

    /// A header bar with the theme menu (``ThemeMenu``) and a dark-mode switch.
    static func makeHeaderBar(selectedTheme: Int, dark: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_header_bar_new()!
        let themes = ThemeMenu.make(selected: selectedTheme)
        let darkSwitch = gtk_switch_new()!
        inheritFont(darkSwitch)
        gtk_switch_set_active(OpaquePointer(darkSwitch), dark ? 1 : 0)
        gtk_widget_set_valign(darkSwitch, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(darkSwitch, "Dark style")
        GtkSignals.notify("active").connect(darkSwitch) {
            setDark(gtk_switch_get_active(OpaquePointer(darkSwitch)) != 0)
        }
        let darkLabel = gtk_label_new("Dark")!
        // Read as "Dark" by a screen reader, which read the switch's class name.
        cgtk_accessible_set_relation_ref(
            OpaquePointer(darkSwitch), GTK_ACCESSIBLE_RELATION_LABELLED_BY, OpaquePointer(darkLabel))
        gtk_header_bar_pack_end(OpaquePointer(header), darkSwitch)
        gtk_header_bar_pack_end(OpaquePointer(header), darkLabel)
        gtk_header_bar_pack_start(OpaquePointer(header), themes)
        return header
    }
}
