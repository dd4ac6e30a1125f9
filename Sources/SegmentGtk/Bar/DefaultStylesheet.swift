import CGtk

/// SegmentKit's default CSS, installed once per display at theme priority so apps and users can override it.
///
/// Colours use the named colours of GTK's Adwaita theme, which have light
/// and dark variants, so the bar follows the dark preference without restarting.
@MainActor
enum DefaultStylesheet {
    /// The stylesheet text. Each probe node's `color` is what the bar draws that part with.
    static let css = """
        segmentbar { min-height: 24px; }
        segmentbar > segment { color: alpha(@theme_fg_color, 0.72); }
        segmentbar > segment:selected { color: @theme_selected_bg_color; }
        segmentbar > segment:disabled { color: alpha(@theme_fg_color, 0.32); }
        segmentbar > segment:hover { color: @theme_fg_color; }
        segmentbar > indicator { color: @theme_selected_bg_color; }
        segmentbar > tracker-text { color: @theme_selected_fg_color; }
        segmentbar > badge { color: @error_color; }
        segmentbar > badge-text { color: white; }
        segmentbar > separator { color: @borders; }
        segmentbar > edge { color: @theme_bg_color; }
        segmentbar.capsule { background-color: alpha(@theme_fg_color, 0.08); border-radius: 9999px; }
        segmentbar.capsule > segment { color: @theme_fg_color; }
        segmentbar:focus-visible { outline: none; }
        """

    private static var displays: Set<UnsafeMutableRawPointer> = []

    /// Adds the stylesheet to `display` unless it is there already.
    static func install(for display: OpaquePointer?) {
        guard let display, !displays.contains(UnsafeMutableRawPointer(display)) else { return }
        displays.insert(UnsafeMutableRawPointer(display))
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_THEME))
        unref(provider!)
    }
}
