import SegmentCore
import Testing

@Suite struct SegmentRectTests {
    @Test func outsetGrowsEachSideByItsOwnAmount() {
        let icon = SegmentRect(x: 10, y: 7, width: 16, height: 16)
        #expect(icon.outset(left: 3, top: 3, right: 3, bottom: 3) == SegmentRect(x: 7, y: 4, width: 22, height: 22))
        #expect(icon.outset(left: 1, top: 0, right: 2, bottom: 4) == SegmentRect(x: 9, y: 7, width: 19, height: 20))
        // Shrinking past nothing stops at an empty rectangle.
        #expect(icon.outset(left: -10, top: 0, right: -10, bottom: 0).width == 0)
    }

    @Test func snappingMovesEdgesToWholeDevicePixels() {
        // A 1 pt separator between two segments 152.6 pt wide sits at 152.1: on one pixel, not half of two.
        let separator = SegmentRect(x: 152.1, y: 10, width: 1, height: 20)
        #expect(separator.snapped(toPixelsAt: 1) == SegmentRect(x: 152, y: 10, width: 1, height: 20))
        #expect(separator.snapped(toPixelsAt: 2) == SegmentRect(x: 152, y: 10, width: 1, height: 20))
        let half = SegmentRect(x: 174.75, y: 0.3, width: 1, height: 19.5)
        #expect(half.snapped(toPixelsAt: 2) == SegmentRect(x: 175, y: 0.5, width: 1, height: 19.5))
        #expect(half.snapped(toPixelsAt: 1) == SegmentRect(x: 175, y: 0, width: 1, height: 20))
    }

    @Test func aHairlineKeepsOnePixel() {
        // Thinner than a pixel: it still shows, one device pixel wide, as GTK draws a 0.5 px border.
        let thin = SegmentRect(x: 10.2, y: 0, width: 0.3, height: 8)
        #expect(thin.snapped(toPixelsAt: 1) == SegmentRect(x: 10, y: 0, width: 1, height: 8))
        #expect(thin.snapped(toPixelsAt: 2) == SegmentRect(x: 10, y: 0, width: 0.5, height: 8))
        let empty = SegmentRect(x: 10.2, y: 0, width: 0, height: 8)
        #expect(empty.snapped(toPixelsAt: 1).width == 0)
    }

    @Test func badScalesAndRectanglesAreSafe() {
        let rect = SegmentRect(x: 3.4, y: 1.6, width: 2, height: 2)
        for scale: Double in [0, -2, 0.5, .nan, .infinity, -.infinity] {
            #expect(rect.snapped(toPixelsAt: scale) == rect.snapped(toPixelsAt: 1), "\(scale)")
        }
        let broken = SegmentRect(x: .nan, y: 0, width: .infinity, height: 1)
        #expect(broken.snapped(toPixelsAt: 2).description == broken.description)
    }
}
