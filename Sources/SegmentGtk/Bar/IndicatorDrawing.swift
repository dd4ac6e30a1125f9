import CGtk
import SegmentCore

/// What an app's indicator drawer gets (``SegmentBar/setIndicatorDrawer(_:)``): where to draw, and with what.
///
/// Valid only during the call: the snapshot belongs to the frame being drawn.
@MainActor
public struct IndicatorDrawing {
    /// The `GtkSnapshot` of the frame being drawn; append render nodes to it, balanced (every push popped).
    public let snapshot: OpaquePointer
    /// The core's indicator rectangle for the current position, in the bar's coordinates.
    public let rect: SegmentRect
    /// The fractional position the indicator is drawn at (2.5 is half-way from the third to the fourth segment).
    public let position: Double
    /// The segments' own indicator colours mixed for this position, `nil` when the segments leave it to CSS.
    public let color: SegmentColor?
}

/// A `GdkRGBA` for a SegmentCore colour.
func gdkColor(_ color: SegmentColor) -> GdkRGBA {
    GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
}

/// A SegmentCore colour for a `GdkRGBA`.
func segmentColor(_ color: GdkRGBA) -> SegmentColor {
    SegmentColor(
        red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
}

extension SegmentBarController {
    /// The indicator's own colour at the current position, from the segments' ``SegmentColors/indicator``
    /// (mixed by the core); `nil` when neither neighbour has one, so CSS draws it.
    ///
    /// A neighbour without a colour counts as the `indicator` node's CSS `color` (GTK 4.8 cannot read a
    /// background back), which the default stylesheet sets to the indicator's background colour.
    func indicatorColor(in layout: SegmentLayout) -> SegmentColor? {
        let items = model.items
        return layout.indicatorColor(at: position, fallback: segmentColor(nodes.indicator.color)) {
            items.indices.contains($0) ? items[$0].colors.indicator : nil
        }
    }

    /// Draws the indicator at `rect` in its shape: the app's drawer, a triangle, or the `indicator` node's
    /// CSS box; a segment's own colour replaces the CSS colour (not for `css` and `custom`, which CSS or the
    /// app draw whole).
    func drawShapedIndicator(_ snapshot: OpaquePointer, _ rect: SegmentRect, radius: Double, layout: SegmentLayout) {
        let shape = style.indicator.shape
        let color = indicatorColor(in: layout)
        if shape == .custom, let indicatorDrawer {
            gtk_snapshot_save(snapshot)
            indicatorDrawer(IndicatorDrawing(snapshot: snapshot, rect: rect, position: position, color: color))
            gtk_snapshot_restore(snapshot)
            return
        }
        if shape == .triangle {
            drawTriangle(snapshot, rect, color: color)
            return
        }
        guard shape != .css && shape != .custom, let color else {
            renderBox(snapshot, nodes.indicator, rect)
            return
        }
        var clip = roundedRect(rect, radius: radius)
        var bounds = grapheneRect(rect)
        var rgba = gdkColor(color)
        gtk_snapshot_push_rounded_clip(snapshot, &clip)
        gtk_snapshot_append_color(snapshot, &rgba, &bounds)
        gtk_snapshot_pop(snapshot)
    }

    /// A triangle filling `rect`, its base on the bar's edge and its tip towards the title, painted with the
    /// `indicator` node's CSS background (colour, gradient or image) or with `color`.
    private func drawTriangle(_ snapshot: OpaquePointer, _ rect: SegmentRect, color: SegmentColor?) {
        guard rect.width > 0, rect.height > 0 else { return }
        var bounds = grapheneRect(rect)
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cairo) }
        // The edge the layout put it on: a bar after its pages has it on the other one (``pagerPlacement``).
        let pointsUp = (layout?.style ?? style).indicator.placement == .below
        let base = pointsUp ? rect.maxY : rect.y
        cairo_move_to(cairo, rect.x, base)
        cairo_line_to(cairo, rect.maxX, base)
        cairo_line_to(cairo, rect.midX, pointsUp ? rect.y : rect.maxY)
        cairo_close_path(cairo)
        if let color {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cairo)
        } else {
            cairo_clip(cairo)
            gtk_render_background(nodes.indicator.context, cairo, rect.x, rect.y, rect.width, rect.height)
        }
    }
}
