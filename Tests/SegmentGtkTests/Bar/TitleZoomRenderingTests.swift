import CGtk
import SegmentCore
import SegmentScreenshot
import XCTest

@testable import SegmentGtk

/// The selected title's zoom, measured on rendered pixels along a swipe.
final class TitleZoomRenderingTests: GtkTestCase, @unchecked Sendable {
    /// The ink box (in pixels) of what is drawn inside `area` (view points) of `bar`'s rendering: the bar has no
    /// background of its own, so a pixel is ink where it is more than half opaque.
    @MainActor
    private func inkSize(of bar: SegmentBar, in area: SegmentRect) throws -> (width: Int, height: Int) {
        let texture = try WidgetScreenshot.texture(of: bar.widget)
        defer { unref(texture) }
        let shot = WidgetScreenshot.pixels(of: texture)
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(bar.widget, bar.widget, &bounds)
        let scale = Double(gtk_widget_get_scale_factor(bar.widget))
        let (x0, y0) = (
            Int((area.x - Double(bounds.origin.x)) * scale), Int((area.y - Double(bounds.origin.y)) * scale)
        )
        let (x1, y1) = (x0 + Int(area.width * scale), y0 + Int(area.height * scale))
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in max(0, y0)..<min(shot.height, y1) {
            for x in max(0, x0)..<min(shot.width, x1) where shot.bytes[y * shot.stride + x * 4 + 3] > 128 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return (0, 0) }
        return (maxX - minX + 1, maxY - minY + 1)
    }

    func testTheSelectedTitleGrowsSmoothlyAlongASwipe() throws {
        try onMain {
            setAnimations(false)
            // The scrollable style draws the selected title larger and bold (XKCollectionView).
            let bar = SegmentBar(items: ["Music", "Segment", "Video"].map { SegmentItem($0) }, style: .scrollable)
            let window = host(bar.widget, width: 360, height: 44)
            var sizes: [(width: Int, height: Int)] = []
            for step in 0...20 {
                let position = Double(step) / 20
                try bar.setPosition(position)
                gtk_widget_queue_draw(window)
                gtk_test_widget_wait_for_draw(window)
                let layout = bar.layout!
                // The segment's whole frame above the indicator, so a title drawn too wide would show too.
                var area = layout.viewRect(layout.itemFrame(1, at: position), scrollOffset: bar.scrollOffset)
                let title = layout.contentRects(1, at: position).title
                area.y = title.y - 2
                area.height = title.height + 2
                sizes.append(try inkSize(of: bar, in: area))
            }
            let first = try XCTUnwrap(sizes.first)
            let last = try XCTUnwrap(sizes.last)
            XCTAssertGreaterThan(last.width, first.width + 10, "the selected title is drawn larger: \(sizes)")
            XCTAssertGreaterThan(last.height, first.height, "and taller: \(sizes)")
            // Half the growth (about 11 px for this title) was the jump at emphasis 0.5 before; now each of the
            // twenty steps adds about a twentieth of it, never shrinks (beyond a pixel of antialiasing) and
            // never jumps.
            for (before, after) in zip(sizes, sizes.dropFirst()) {
                XCTAssertGreaterThanOrEqual(after.width, before.width - 1, "monotonic width: \(sizes)")
                XCTAssertLessThanOrEqual(after.width - before.width, 3, "continuous width: \(sizes)")
                XCTAssertGreaterThanOrEqual(after.height, before.height - 1, "monotonic height: \(sizes)")
                XCTAssertLessThanOrEqual(after.height - before.height, 2, "continuous height: \(sizes)")
            }
        }
    }
}
