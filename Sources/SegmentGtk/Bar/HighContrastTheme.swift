import CGtk

/// Whether a display shows one of GTK's high-contrast themes, or libadwaita's high-contrast style, for which
/// SegmentKit's stylesheet adds rules of its own (``DefaultStylesheet/highContrast``).
///
/// GTK 4.8 has no `prefers-contrast` media query and no high-contrast setting of its own: GNOME's
/// accessibility switch sets the theme to `HighContrast`, which GTK loads as its `Default` theme's `hc`
/// variant, or `hc-dark` with the dark preference. So the theme's name is what tells, as it is for GTK itself.
/// An app that uses libadwaita shows libadwaita's stylesheet instead, whose style manager follows the switch
/// and leaves the theme's name alone: there its `high-contrast` property tells.
@MainActor
enum HighContrastTheme {
    /// Whether `theme`, a theme as `GTK_THEME` spells it (`name` or `name:variant`) or a `gtk-theme-name`, is
    /// one of GTK 4.8's high-contrast themes: `HighContrast`, `Default-hc`, `Default-hc-dark`, or a theme's `hc`
    /// or `hc-dark` variant. Not `HighContrastInverse`: GTK 4.8 does not know that name and shows its default
    /// light theme for it.
    nonisolated static func isHighContrast(_ theme: String) -> Bool {
        theme.withCString { isHighContrast(cString: $0) }
    }

    /// GTK 4.8's high-contrast theme names.
    nonisolated private static let names: [StaticString] = ["HighContrast", "Default-hc", "Default-hc-dark"]

    /// ``isHighContrast(_:)`` of a C string, compared in place: GTK hands the name over as one, and this runs
    /// before a display's first bar is drawn.
    nonisolated private static func isHighContrast(cString theme: UnsafePointer<CChar>) -> Bool {
        let colon = strchr(theme, 58)  // ':'
        if let colon, strcmp(colon + 1, "hc") == 0 || strcmp(colon + 1, "hc-dark") == 0 { return true }
        let length = colon.map { UnsafePointer($0) - theme } ?? strlen(theme)
        return names.contains { $0.utf8CodeUnitCount == length && memcmp($0.utf8Start, theme, length) == 0 }
    }

    /// Whether `display` shows a high-contrast theme: the `GTK_THEME` environment variable when it is set, as
    /// GTK reads it, else the display's `gtk-theme-name` setting.
    static func isShown(on display: OpaquePointer) -> Bool {
        if let manager = Libadwaita.styleManager(of: display), isHighContrast(adwaitaStyleManager: manager) {
            return true
        }
        if let forced = g_getenv("GTK_THEME"), forced.pointee != 0 { return isHighContrast(cString: forced) }
        guard let settings = gtk_settings_get_for_display(display),
            let name = cgtk_settings_string(settings, "gtk-theme-name")
        else { return false }
        defer { g_free(name) }
        return isHighContrast(cString: name)
    }

    /// Calls `changed` whenever `display`'s theme changes from or to a high-contrast one, for as long as the
    /// display's settings live; `shown` is whether it shows one now.
    static func watch(_ display: OpaquePointer, shown: Bool, _ changed: @escaping @MainActor (Bool) -> Void) {
        guard let settings = gtk_settings_get_for_display(display) else { return }
        // One state for both sources, so a change seen by one is not reported again by the other.
        var shown = shown
        let check = {
            let now = isShown(on: display)
            guard now != shown else { return }
            shown = now
            changed(now)
        }
        // The display outlives its settings' and its style manager's handlers: both go with the display.
        GtkSignals.themeName.connect(settings) { check() }
        if let manager = Libadwaita.styleManager(of: display) {
            GtkSignals.notify("high-contrast").connect(manager) { check() }
        }
    }

    /// The `high-contrast` property of libadwaita's style manager `manager`.
    private static func isHighContrast(adwaitaStyleManager manager: UnsafeMutableRawPointer) -> Bool {
        var value = GValue()
        g_value_init(&value, cgtk_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(manager.assumingMemoryBound(to: GObject.self), "high-contrast", &value)
        return g_value_get_boolean(&value) != 0
    }
}
