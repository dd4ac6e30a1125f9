import CGtk

@testable import SegmentGtk

/// Runs `body` with `css` added to the default display at application priority, as an app's own stylesheet is,
/// and removes it afterwards, so the next test sees the shipped styles alone.
@MainActor
func withAppCSS<Result>(_ css: String, _ body: () throws -> Result) rethrows -> Result {
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    let display = gdk_display_get_default()
    gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    defer {
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        unref(OpaquePointer(provider))
    }
    return try body()
}
