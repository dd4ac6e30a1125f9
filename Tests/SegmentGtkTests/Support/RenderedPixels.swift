import CGtk
import SegmentScreenshot
import XCTest

@testable import SegmentGtk

/// A widget drawn into a texture, read as 0–255 RGB at view points of its content box (everything it draws is
/// opaque, so un-premultiplying is not needed).
struct RenderedPixels {
    let bytes: [UInt8]
    let stride: Int
    let scale: Double
    /// Where the widget's content box starts in the texture, which begins at its border box.
    var origin = (x: 0.0, y: 0.0)

    /// Draws `window` once more and renders `widget` (inside it) into a texture.
    @MainActor
    init(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) throws {
        gtk_widget_queue_draw(window)
        gtk_test_widget_wait_for_draw(window)
        let texture = try WidgetScreenshot.texture(of: widget)
        defer { unref(texture) }
        let pixels = WidgetScreenshot.pixels(of: texture)
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, widget, &bounds)
        bytes = pixels.bytes
        stride = pixels.stride
        scale = Double(gtk_widget_get_scale_factor(widget))
        origin = (-Double(bounds.origin.x), -Double(bounds.origin.y))
    }

    /// The colour at view point (x, y).
    func rgb(_ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) {
        let offset = Int((y + origin.y) * scale) * stride + Int((x + origin.x) * scale) * 4
        return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
    }

    /// Whether `rgb` is within `tolerance` of `color` in every channel.
    static func close(_ rgb: (r: Int, g: Int, b: Int), _ color: GdkRGBA, tolerance: Int = 8) -> Bool {
        abs(rgb.r - Int(color.red * 255)) <= tolerance && abs(rgb.g - Int(color.green * 255)) <= tolerance
            && abs(rgb.b - Int(color.blue * 255)) <= tolerance
    }
}
