import CGtk
import SegmentCore
import SegmentScreenshot
import XCTest

@testable import SegmentGtk

/// A bar as rendered, read as 0–255 RGB at view points (its content box), for pixel checks.
struct RenderedPixels {
    let bytes: [UInt8]
    let width: Int
    let height: Int
    let stride: Int
    let scale: Double
    /// Where the bar's content box starts in the texture, which begins at its border box.
    let origin: (x: Double, y: Double)

    /// The colour at view point (x, y); points outside the texture read its nearest edge.
    func rgb(_ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) {
        let px = min(max(0, Int((x + origin.x) * scale)), width - 1)
        let py = min(max(0, Int((y + origin.y) * scale)), height - 1)
        let offset = py * stride + px * 4
        return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
    }

    /// How many whole view points of `rect` are within `tolerance` of `color` on every channel.
    func count(_ color: (Int, Int, Int), in rect: SegmentRect, tolerance: Int = 40) -> Int {
        count(in: rect) {
            abs($0.r - color.0) <= tolerance && abs($0.g - color.1) <= tolerance && abs($0.b - color.2) <= tolerance
        }
    }

    /// How many whole view points of `rect` satisfy `test`.
    func count(in rect: SegmentRect, where test: ((r: Int, g: Int, b: Int)) -> Bool) -> Int {
        var found = 0
        for y in Swift.stride(from: rect.y, to: rect.maxY, by: 1) {
            for x in Swift.stride(from: rect.x, to: rect.maxX, by: 1) where test(rgb(x, y)) {
                found += 1
            }
        }
        return found
    }
}

extension GtkTestCase {
    /// Draws `window` and reads `bar`'s pixels as the screen shows them.
    @MainActor
    func render(_ window: UnsafeMutablePointer<GtkWidget>, _ bar: SegmentBar) throws -> RenderedPixels {
        gtk_widget_queue_draw(window)
        gtk_test_widget_wait_for_draw(window)
        let texture = try WidgetScreenshot.texture(of: bar.widget)
        defer { unref(texture) }
        let pixels = WidgetScreenshot.pixels(of: texture)
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(bar.widget, bar.widget, &bounds)
        return RenderedPixels(
            bytes: pixels.bytes, width: pixels.width, height: pixels.height, stride: pixels.stride,
            scale: Double(gtk_widget_get_scale_factor(bar.widget)),
            origin: (-Double(bounds.origin.x), -Double(bounds.origin.y)))
    }
}
