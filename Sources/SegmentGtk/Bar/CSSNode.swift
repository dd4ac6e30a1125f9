import CGtk
import SegmentCore

/// What the bar reads from one CSS node: colour, box metrics, minimum size and font.
///
/// The only place that calls GtkStyleContext, whose getters are deprecated
/// from GTK 4.10 but are 4.8's only way to read a node's box; a port swaps them here.
@MainActor
struct CSSNode {
    /// The node's widget (a ``StyleNode`` or another light child of the bar).
    let widget: UnsafeMutablePointer<GtkWidget>

    /// The style context that `gtk_snapshot_render_*` draws this node's box with.
    var context: UnsafeMutablePointer<GtkStyleContext> { gtk_widget_get_style_context(widget) }

    /// The CSS `color`.
    var color: GdkRGBA {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(context, &rgba)
        return rgba
    }

    /// The CSS `padding`.
    var padding: GtkBorder {
        var border = GtkBorder()
        gtk_style_context_get_padding(context, &border)
        return border
    }

    /// The CSS `border-width`.
    var border: GtkBorder {
        var border = GtkBorder()
        gtk_style_context_get_border(context, &border)
        return border
    }

    /// The CSS `margin`.
    var margin: GtkBorder {
        var border = GtkBorder()
        gtk_style_context_get_margin(context, &border)
        return border
    }

    /// The node's margin, border and padding added up on each side: what lies between its allocation and the
    /// content box GTK measures, draws into and reports to assistive technologies.
    var boxInsets: (left: Int, right: Int, top: Int, bottom: Int) {
        let (p, b, m) = (padding, border, margin)
        return (
            left: Int(p.left) + Int(b.left) + Int(m.left), right: Int(p.right) + Int(b.right) + Int(m.right),
            top: Int(p.top) + Int(b.top) + Int(m.top), bottom: Int(p.bottom) + Int(b.bottom) + Int(m.bottom)
        )
    }

    /// The node's content width as GTK measures it (`min-width`, or an image's `-gtk-icon-size`), without its
    /// padding, border and margin.
    var contentWidth: Double { contentLength(GTK_ORIENTATION_HORIZONTAL) }

    /// The node's content height as GTK measures it (`min-height`, or an image's `-gtk-icon-size`), without its
    /// padding, border and margin.
    var contentHeight: Double { contentLength(GTK_ORIENTATION_VERTICAL) }

    /// One orientation at a time: measuring a GtkImage vertically asks Pango for the font's metrics to place
    /// its baseline (about 5 M instructions the first time, before the first frame), which a width does not need.
    private func contentLength(_ orientation: GtkOrientation) -> Double {
        var minimum: gint = 0
        gtk_widget_measure(widget, orientation, -1, &minimum, nil, nil, nil)
        let insets = boxInsets
        let boxes =
            orientation == GTK_ORIENTATION_HORIZONTAL
            ? insets.left + insets.right : insets.top + insets.bottom
        return Double(max(0, Int(minimum) - boxes))
    }

    /// Whether the node's CSS box draws anything (a background, a border or a shadow). GTK 4.8 has no getter for a
    /// background, so the box is rendered once into a scratch snapshot: GTK adds no render node for an empty one.
    var drawsBox: Bool {
        guard let snapshot = gtk_snapshot_new() else { return false }
        gtk_snapshot_render_background(snapshot, context, 0, 0, 16, 16)
        gtk_snapshot_render_frame(snapshot, context, 0, 0, 16, 16)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        gsk_render_node_unref(node)
        return true
    }

    /// The CSS font (`font-family`, `font-size`, `font-weight`, …) as a Pango description string,
    /// with the core's size and weight for it.
    ///
    /// A size above ``SegmentLimits/fontSizes`` (500 pt) is drawn at 500 pt, as the core measures it: cairo cannot
    /// make a font of 100,000 pt, and drawing one logged Pango warnings.
    var font: CSSFont {
        guard let context = pango_context_get_font_description(gtk_widget_get_pango_context(widget)),
            let description = pango_font_description_copy(context)
        else { return CSSFont(spec: FontSpec(size: 11), description: "Sans 11") }
        defer { pango_font_description_free(description) }
        let size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
        // GTK hands Pango CSS pixels as an absolute size; the core speaks points (1pt = 4/3 px in CSS).
        let isAbsolute = pango_font_description_get_size_is_absolute(description) != 0
        let points = isAbsolute ? size * 0.75 : size
        if points > SegmentLimits.fontSizes.upperBound {
            pango_font_description_set_size(description, gint(SegmentLimits.fontSizes.upperBound) * PANGO_SCALE)
        }
        guard let text = pango_font_description_to_string(description) else {
            return CSSFont(spec: FontSpec(size: 11), description: "Sans 11")
        }
        defer { g_free(text) }
        let weight = pango_font_description_get_weight(description).rawValue
        return CSSFont(
            spec: FontSpec(size: points, isBold: weight >= PANGO_WEIGHT_SEMIBOLD.rawValue),
            description: String(cString: text))
    }
}

/// A font read from CSS: what the core measures with, and the exact Pango description that draws it.
struct CSSFont: Hashable {
    /// Size and weight for the core's layout.
    var spec: FontSpec
    /// The full font (family, style, weight, size) for Pango.
    var description: String
}
