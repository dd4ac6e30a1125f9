import CGtk
import SegmentCore

/// Ready-to-draw PangoLayouts for the titles on screen, so a frame allocates no text layouts.
///
/// Keyed by text and font; emptied when the font, direction or scale
/// changes. It is bounded: only what is visible is ever drawn, so when it
/// grows past `limit` (the user scrolled far) it simply starts again.
@MainActor
final class TextLayoutCache {
    private struct Key: Hashable {
        var text: String
        var font: FontSpec
        var maxWidth: Double
    }

    private var layouts: [Key: OpaquePointer] = [:]
    private let limit = 512

    /// A layout of `text` in `font`, ellipsized past `maxWidth` points.
    func layout(
        _ text: String, font: FontSpec, maxWidth: Double, widget: UnsafeMutablePointer<GtkWidget>,
        measurer: PangoMeasurer
    ) -> OpaquePointer {
        let key = Key(text: text, font: font, maxWidth: maxWidth)
        if let layout = layouts[key] { return layout }
        if layouts.count >= limit { removeAll() }
        let layout = gtk_widget_create_pango_layout(widget, text)!
        let description = measurer.description(for: font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_single_paragraph_mode(layout, 1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        // Only over-long titles get a width: a layout with a width aligns its text inside it, which would
        // shift short right-to-left titles away from where the core placed them.
        if Double(logical.width) / Double(PANGO_SCALE) > maxWidth {
            pango_layout_set_width(layout, gint(maxWidth * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        layouts[key] = layout
        return layout
    }

    /// Frees every layout.
    func removeAll() {
        for layout in layouts.values { unref(layout) }
        layouts.removeAll()
    }

    isolated deinit {
        removeAll()
    }
}
