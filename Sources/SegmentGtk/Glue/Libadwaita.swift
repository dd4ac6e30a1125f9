import CGtk

/// libadwaita, when the app uses it: SegmentKit does not link it, so its functions are looked up among the
/// libraries the app loaded, and only once the app has initialised it (`adw_init`, which an AdwApplication calls).
@MainActor
enum Libadwaita {
    /// Whether the app has initialised libadwaita, whose stylesheet then replaces GTK's theme.
    static var isInitialized: Bool {
        // libadwaita's type registered is not enough: asked before `adw_init`, the style manager logs a critical.
        guard g_type_from_name("AdwStyleManager") != 0, let function = cgtk_dlsym(nil, "adw_is_initialized") else {
            return false
        }
        return unsafeBitCast(function, to: (@convention(c) () -> gboolean).self)() != 0
    }

    /// libadwaita's style manager of `display` (`adw_style_manager_get_for_display`); `nil` unless initialised.
    static func styleManager(of display: OpaquePointer) -> UnsafeMutableRawPointer? {
        guard isInitialized, let function = cgtk_dlsym(nil, "adw_style_manager_get_for_display") else { return nil }
        return unsafeBitCast(function, to: (@convention(c) (OpaquePointer) -> UnsafeMutableRawPointer?).self)(display)
    }
}
