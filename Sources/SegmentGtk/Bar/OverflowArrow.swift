import CGtk
import SegmentCore

/// The overflow button's arrow: a CSS node `arrow` drawn as a ``Chevron`` in its CSS colour.
///
/// An icon here would load the icon theme and an image decoder (a quarter of
/// a megabyte) for one small glyph that the bar can draw itself.
@MainActor
enum OverflowArrow {
    /// The arrow's natural size, that of a small icon.
    static let size: gint = 16

    private static let registration = WidgetType(
        name: "SegmentKitArrow",
        setUpClass: { widgetClass in
            gtk_widget_class_set_css_name(widgetClass, "arrow")
            gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
            widgetClass.pointee.measure = { _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
                minimum?.pointee = OverflowArrow.size
                natural?.pointee = OverflowArrow.size
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            }
            widgetClass.pointee.snapshot = { widget, snapshot in
                MainActor.assumeIsolated { OverflowArrow.draw(widget, snapshot) }
            }
        })

    /// A new floating arrow widget.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        registration.make()
    }

    private static func draw(_ widget: UnsafeMutablePointer<GtkWidget>?, _ snapshot: OpaquePointer?) {
        guard let widget, let snapshot else { return }
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        let box = SegmentRect(
            x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
        for bar in Chevron(in: box).bars {
            gtk_snapshot_save(snapshot)
            var center = graphene_point_t(x: Float(bar.centerX), y: Float(bar.centerY))
            gtk_snapshot_translate(snapshot, &center)
            gtk_snapshot_rotate(snapshot, Float(bar.degrees))
            var bounds = grapheneRect(bar.unrotatedRect)
            var clip = roundedRect(bar.unrotatedRect, radius: bar.thickness / 2)
            gtk_snapshot_push_rounded_clip(snapshot, &clip)
            gtk_snapshot_append_color(snapshot, &color, &bounds)
            gtk_snapshot_pop(snapshot)
            gtk_snapshot_restore(snapshot)
        }
    }
}
