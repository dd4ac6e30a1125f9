import SegmentCore
import Testing

/// Titles 40, 80, 20 with 10 pt padding: frames [0, 60), [60, 160), [160, 200) in a 40 pt tall bar (as IndicatorTests).
private func layout(_ indicator: IndicatorStyle) -> SegmentLayout {
    SegmentLayout(
        metrics: plainMetrics([40, 80, 20]), style: testStyle(indicator: indicator), viewWidth: 400, viewHeight: 40)
}

@Suite struct IndicatorShapeTests {
    @Test func aTriangleIsTwiceAsWideAsTallCentredOnTheTitleAtTheChosenEdge() {
        // Thickness 6: a 12 × 6 triangle centred on the title centre 110 of segment 1, on the bottom edge.
        let below = layout(IndicatorStyle(shape: .triangle, width: .title, thickness: 6))
        #expect(below.indicatorRect(at: 1) == SegmentRect(x: 104, y: 34, width: 12, height: 6))
        let above = layout(IndicatorStyle(shape: .triangle, width: .title, thickness: 6, placement: .above))
        #expect(above.indicatorRect(at: 1) == SegmentRect(x: 104, y: 0, width: 12, height: 6))
        // Never wider than the segment: 100 pt high in a 60 pt segment is 60 wide (and as tall as the bar).
        let huge = layout(IndicatorStyle(shape: .triangle, width: .segment, thickness: 100))
        #expect(huge.indicatorRect(at: 0) == SegmentRect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func anUnderlineAboveIsTheBarOnTheOppositeEdge() {
        let above = layout(IndicatorStyle(shape: .underline, width: .segment, thickness: 3, placement: .above))
        #expect(above.indicatorRect(at: 2) == SegmentRect(x: 160, y: 0, width: 40, height: 3))
    }

    @Test func cssAndCustomIndicatorsCoverTheSegmentLikeABox() {
        for shape in [IndicatorShape.css, .custom] {
            let shaped = layout(IndicatorStyle(shape: shape, width: .segment, thickness: 2))
            let box = layout(IndicatorStyle(shape: .box, width: .segment, thickness: 2))
            for position in [0, 0.5, 1, 1.75, 2] {
                #expect(shaped.indicatorRect(at: position) == box.indicatorRect(at: position))
            }
            #expect(shaped.indicatorRect(at: 1) == SegmentRect(x: 60, y: 0, width: 100, height: 40))
        }
    }

    /// The focus ring keeps clear of an edge indicator's band (inset and thickness) on the edge it sits on, and
    /// goes round the whole segment for an indicator that covers it.
    @Test func theFocusFrameLeavesTheEdgeIndicatorsBandFree() {
        let below = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 3))
        #expect(below.focusFrame(1, at: 0) == SegmentRect(x: 60, y: 0, width: 100, height: 37))
        let above = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 3, placement: .above))
        #expect(above.focusFrame(1, at: 0) == SegmentRect(x: 60, y: 3, width: 100, height: 37))
        let box = layout(IndicatorStyle(shape: .box, width: .segment, thickness: 3))
        #expect(box.focusFrame(1, at: 0) == box.itemFrame(1, at: 0))
        // A line thicker than half the bar takes half of it, never the ring's whole height.
        let thick = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 100))
        #expect(thick.focusFrame(0, at: 0) == SegmentRect(x: 0, y: 0, width: 60, height: 20))
    }
}
