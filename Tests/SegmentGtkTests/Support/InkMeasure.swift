import CGtk
import SegmentCore
import SegmentScreenshot

@testable import SegmentGtk

/// What a bar draws inside an area of its rendering, measured on pixels.
struct Ink {
    /// The width and height, in pixels, of the box around every inked pixel (0 × 0 without ink).
    var width: Int
    var height: Int
    /// How many pixels are inked.
    var count: Int
    /// The pixels between the area's leading (left) edge and the first ink, and between the last ink and its
    /// trailing (right) edge; the area's width each without ink.
    var left = 0
    var right = 0

    /// Renders `bar` and measures `area` (view points): a pixel is ink where it is more than half opaque, since
    /// the bar has no background of its own.
    @MainActor
    static func measure(_ bar: SegmentBar, in area: SegmentRect) throws -> Ink {
        let texture = try WidgetScreenshot.texture(of: bar.widget)
        defer { unref(texture) }
        let shot = WidgetScreenshot.pixels(of: texture)
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(bar.widget, bar.widget, &bounds)
        let scale = Double(gtk_widget_get_scale_factor(bar.widget))
        let x0 = Int((area.x - Double(bounds.origin.x)) * scale)
        let y0 = Int((area.y - Double(bounds.origin.y)) * scale)
        let (x1, y1) = (x0 + Int(area.width * scale), y0 + Int(area.height * scale))
        var (minX, minY, maxX, maxY, count) = (Int.max, Int.max, Int.min, Int.min, 0)
        for y in max(0, y0)..<min(shot.height, y1) {
            for x in max(0, x0)..<min(shot.width, x1) where shot.bytes[y * shot.stride + x * 4 + 3] > 128 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                count += 1
            }
        }
        guard count > 0 else { return Ink(width: 0, height: 0, count: 0, left: x1 - x0, right: x1 - x0) }
        return Ink(
            width: maxX - minX + 1, height: maxY - minY + 1, count: count, left: minX - x0, right: x1 - 1 - maxX)
    }
}
