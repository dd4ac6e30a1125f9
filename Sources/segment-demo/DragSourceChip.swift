import CGtk
import SegmentGtk

/// A pill the user can drag over the page's bar: resting a drag on a segment selects it after the bar's delay, as
/// tabs do in a file manager or a browser while something is dragged to them.
///
/// The chip offers its text through a `GtkDragSource`. On the `pages` page nothing accepts the drop, so releasing
/// it anywhere ends the drag without an effect (GTK slides the drag icon back); the `tabs` page's strip takes text
/// dropped on a tab (``SegmentBar/acceptDrops(_:actions:)``).
@MainActor
enum DragSourceChip {
    /// The `pages` page's chip's text, which is also what a drag from it offers.
    static let text = "Drag me over a tab"

    private static var styled = false

    /// A new chip offering `text`, floating (the caller's container takes it).
    static func make(text: String = text) -> UnsafeMutablePointer<GtkWidget> {
        addStylesheet()
        let chip = gtk_label_new(text)!
        gtk_widget_add_css_class(chip, "drag-chip")
        gtk_widget_set_valign(chip, GTK_ALIGN_CENTER)
        gtk_widget_set_cursor_from_name(chip, "grab")

        let source = gtk_drag_source_new()!
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        g_value_set_string(&value, text)
        let content = gdk_content_provider_new_for_value(&value)
        g_value_unset(&value)
        gtk_drag_source_set_content(source, content)
        if let content { unref(content) }
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        gtk_widget_add_controller(chip, source)
        return chip
    }

    /// The pill's look, once per display: a rounded, dashed outline in the theme's own colours (the default GTK
    /// theme has no `.pill` class outside libadwaita), so it reads in light, dark and high-contrast themes.
    private static func addStylesheet() {
        guard !styled, let display = gdk_display_get_default() else { return }
        styled = true
        let provider = gtk_css_provider_new()!
        let css = """
            label.drag-chip {
              padding: 4px 14px;
              border-radius: 999px;
              border: 1px dashed alpha(@theme_fg_color, 0.45);
              background-color: alpha(@theme_fg_color, 0.08);
            }
            """
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        unref(provider)
    }
}
