import SegmentCore
import Testing

/// Titles 40, 80, 20 with 10 pt padding: frames [0, 60), [60, 160), [160, 200) in a 40 pt tall bar.
/// Title rects are centred in them: x 10, 70, 170; centres 30, 110, 180.
private func layout(_ indicator: IndicatorStyle, viewHeight: Double = 40) -> SegmentLayout {
    SegmentLayout(
        metrics: plainMetrics([40, 80, 20]), style: testStyle(indicator: indicator), viewWidth: 400,
        viewHeight: viewHeight)
}

@Suite struct IndicatorTests {
    @Test func atAnIntegerPositionItIsThatItemsIndicator() {
        let l = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 2))
        #expect(l.indicatorRect(at: 0) == SegmentRect(x: 10, y: 38, width: 40, height: 2))
        #expect(l.indicatorRect(at: 1) == SegmentRect(x: 70, y: 38, width: 80, height: 2))
        #expect(l.indicatorRect(at: 2) == SegmentRect(x: 170, y: 38, width: 20, height: 2))
        for i in 0..<3 {
            #expect(l.indicatorRect(at: Double(i)) == l.indicatorRect(forItem: i, at: Double(i)))
        }
    }

    @Test func aQuarterOfTheWayLerpsCentreAndWidthByAQuarter() {
        // QiPagesContainer's cursor: centre 30 → 110 and width 40 → 80, a quarter along:
        // centre 50, width 50, so x = 25.
        let l = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 2))
        #expect(l.indicatorRect(at: 0.25) == SegmentRect(x: 25, y: 38, width: 50, height: 2))
        // Half-way: centre 70, width 60.
        #expect(l.indicatorRect(at: 0.5) == SegmentRect(x: 40, y: 38, width: 60, height: 2))
        // Between items 1 and 2 at 1.75: centre 110 + 0.75·70 = 162.5, width 80 − 0.75·60 = 35.
        #expect(l.indicatorRect(at: 1.75) == SegmentRect(x: 145, y: 38, width: 35, height: 2))
    }

    @Test func segmentWidthCoversTheFrame() {
        let l = layout(IndicatorStyle(shape: .underline, width: .segment, thickness: 2))
        #expect(l.indicatorRect(at: 0) == SegmentRect(x: 0, y: 38, width: 60, height: 2))
        #expect(l.indicatorRect(at: 1) == SegmentRect(x: 60, y: 38, width: 100, height: 2))
        // Centre 30 → 110 and width 60 → 100, a quarter along: centre 50, width 70.
        #expect(l.indicatorRect(at: 0.25) == SegmentRect(x: 15, y: 38, width: 70, height: 2))
    }

    @Test func fixedWidthIsCentredAndClampedToTheSegment() {
        let fixed = layout(IndicatorStyle(shape: .underline, width: .fixed(20), thickness: 2))
        #expect(fixed.indicatorRect(at: 0) == SegmentRect(x: 20, y: 38, width: 20, height: 2))
        #expect(fixed.indicatorRect(at: 1) == SegmentRect(x: 100, y: 38, width: 20, height: 2))
        let huge = layout(IndicatorStyle(shape: .underline, width: .fixed(500), thickness: 2))
        #expect(huge.indicatorRect(at: 0) == SegmentRect(x: 0, y: 38, width: 60, height: 2))
        #expect(huge.indicatorRect(at: 2) == SegmentRect(x: 160, y: 38, width: 40, height: 2))
        // With 5 pt side insets the slot is 50 wide, and the clamp respects it.
        let inset = layout(
            IndicatorStyle(
                shape: .underline, width: .fixed(500), thickness: 2, insets: EdgeInsets(leading: 5, trailing: 5)))
        #expect(inset.indicatorRect(at: 0) == SegmentRect(x: 5, y: 38, width: 50, height: 2))
        let negative = layout(IndicatorStyle(shape: .underline, width: .fixed(-8), thickness: 2))
        #expect(negative.indicatorRect(at: 0) == SegmentRect(x: 30, y: 38, width: 0, height: 2))
    }

    @Test func underlineBelowOrAbove() {
        let below = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 3, placement: .below))
        #expect(below.indicatorRect(at: 0) == SegmentRect(x: 10, y: 37, width: 40, height: 3))
        let above = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 3, placement: .above))
        #expect(above.indicatorRect(at: 0) == SegmentRect(x: 10, y: 0, width: 40, height: 3))
    }

    @Test func insetsMoveTheUnderlineOffTheEdges() {
        // Bottom inset 3 lifts a 2 pt line to y = 40 − 3 − 2; leading/trailing 10 narrow the segment slot.
        let l = layout(
            IndicatorStyle(
                shape: .underline, width: .segment, thickness: 2,
                insets: EdgeInsets(top: 0, leading: 10, bottom: 3, trailing: 10)))
        #expect(l.indicatorRect(at: 0) == SegmentRect(x: 10, y: 35, width: 40, height: 2))
        #expect(l.indicatorRect(at: 1) == SegmentRect(x: 70, y: 35, width: 80, height: 2))
    }

    @Test func capsuleFillsTheInsetSlot() {
        let l = layout(IndicatorStyle(shape: .capsule, width: .segment, insets: EdgeInsets(all: 4)))
        let rect = l.indicatorRect(at: 0)
        #expect(rect == SegmentRect(x: 4, y: 4, width: 52, height: 32))
        // No radius given: fully round, half the 32 pt height.
        #expect(rect.map(l.indicatorCornerRadius(for:)) == 16)
    }

    @Test func boxCoversTheTitleAtFullHeight() {
        let l = layout(IndicatorStyle(shape: .box, width: .title, cornerRadius: 6))
        let rect = l.indicatorRect(at: 1)
        #expect(rect == SegmentRect(x: 70, y: 0, width: 80, height: 40))
        #expect(rect.map(l.indicatorCornerRadius(for:)) == 6)
    }

    @Test func dotIsASquareOfTheThicknessUnderTheTitleCentre() {
        let l = layout(IndicatorStyle(shape: .dot, width: .title, thickness: 6))
        let rect = l.indicatorRect(at: 0)
        #expect(rect == SegmentRect(x: 27, y: 34, width: 6, height: 6))
        #expect(rect.map(l.indicatorCornerRadius(for:)) == 3)
        // Half-way the dot keeps its size and its centre moves half-way, 30 → 110.
        #expect(l.indicatorRect(at: 0.5) == SegmentRect(x: 67, y: 34, width: 6, height: 6))
    }

    @Test func noneDrawsNothing() {
        let l = layout(IndicatorStyle(shape: .none))
        #expect(l.indicatorRect(at: 0) == nil)
        #expect(l.indicatorRect(at: 1.5) == nil)
    }

    @Test func cornerRadiusIsClampedToHalfTheShortSide() {
        let rect = SegmentRect(x: 0, y: 0, width: 52, height: 32)
        #expect(layout(IndicatorStyle(cornerRadius: 100)).indicatorCornerRadius(for: rect) == 16)
        #expect(layout(IndicatorStyle(cornerRadius: 5)).indicatorCornerRadius(for: rect) == 5)
        #expect(layout(IndicatorStyle(cornerRadius: -3)).indicatorCornerRadius(for: rect) == 0)
        // NaN is the style's default, nil: fully round.
        #expect(IndicatorStyle(cornerRadius: .nan).cornerRadius == nil)
        #expect(layout(IndicatorStyle(cornerRadius: .nan)).indicatorCornerRadius(for: rect) == 16)
        #expect(layout(IndicatorStyle(cornerRadius: nil)).indicatorCornerRadius(for: .zero) == 0)
        #expect(
            layout(IndicatorStyle(cornerRadius: nil)).indicatorCornerRadius(
                for: SegmentRect(x: 0, y: 0, width: 4, height: 30)) == 2)
    }

    @Test func elasticLeadsWithTheTrailingEdgeThenCatchesUp() {
        // Segment-wide: item 0 spans [0, 60), item 1 [60, 160).
        let l = layout(IndicatorStyle(shape: .underline, width: .segment, thickness: 2, isElastic: true))
        let plain = layout(IndicatorStyle(shape: .underline, width: .segment, thickness: 2))
        // t = 0.25: the far edge is half-way (60 → 110), the near edge has not moved.
        #expect(l.indicatorRect(at: 0.25) == SegmentRect(x: 0, y: 38, width: 110, height: 2))
        // t = 0.5: stretched over both segments.
        #expect(l.indicatorRect(at: 0.5) == SegmentRect(x: 0, y: 38, width: 160, height: 2))
        // t = 0.75: the near edge is half-way (0 → 30), the far edge has arrived.
        #expect(l.indicatorRect(at: 0.75) == SegmentRect(x: 30, y: 38, width: 130, height: 2))
        // At the ends it is the plain indicator.
        for p in [0.0, 1.0, 2.0] {
            #expect(l.indicatorRect(at: p) == plain.indicatorRect(at: p))
        }
        // Between items 1 and 2 ([60, 160) → [160, 200)) at 1.5: [60, 200).
        #expect(l.indicatorRect(at: 1.5) == SegmentRect(x: 60, y: 38, width: 140, height: 2))
    }

    @Test func elasticIsContinuousAndNeverNarrowerThanEitherEnd() {
        let l = layout(IndicatorStyle(shape: .capsule, width: .segment, isElastic: true))
        var previous = l.indicatorRect(at: 0)!
        var p = 0.0
        while p < 2 {
            p += 0.001
            let r = l.indicatorRect(at: p)!
            // Edges move at most 2·100 pt per unit (the elastic halves run twice as fast).
            #expect(abs(r.x - previous.x) <= 0.2 + 1e-9 && abs(r.maxX - previous.maxX) <= 0.2 + 1e-9)
            previous = r
        }
    }

    @Test func singleItemIgnoresFractionalPositions() {
        let single = SegmentLayout(
            metrics: plainMetrics([40]), style: testStyle(indicator: IndicatorStyle(width: .title)),
            viewWidth: 100, viewHeight: 40)
        #expect(single.indicatorRect(at: 0.7) == SegmentRect(x: 10, y: 38, width: 40, height: 2))
    }

    @Test func titleIndicatorFollowsAGrowingSelectedTitle() {
        // Titles 40 → 60 when selected: at position 0 the first title is 60 wide in an 80 pt frame.
        let l = SegmentLayout(
            metrics: plainMetrics([40, 40], selected: [60, 60]),
            style: testStyle(indicator: IndicatorStyle(width: .title)), viewWidth: 400, viewHeight: 40)
        #expect(l.indicatorRect(at: 0) == SegmentRect(x: 10, y: 38, width: 60, height: 2))
        // At 0.5 both titles are 50 wide in 70 pt frames [0, 70) and [70, 140): centres 35 and 105.
        #expect(l.indicatorRect(at: 0.5) == SegmentRect(x: 45, y: 38, width: 50, height: 2))
    }

    @Test func aTitleIndicatorMarksTheIconOfASegmentWithoutATitle() {
        // An icon-only segment (16 pt icon, no title) beside a titled one: the indicator is as wide as the icon.
        let icon = ItemMetrics(titleWidth: 0, titleHeight: 14, iconExtent: 16)
        let l = SegmentLayout(
            metrics: [icon] + plainMetrics([40]), style: testStyle(indicator: IndicatorStyle(width: .title)),
            viewWidth: 400, viewHeight: 40)
        #expect(l.indicatorRect(at: 0) == SegmentRect(x: 10, y: 38, width: 16, height: 2))
        #expect(l.indicatorRect(at: 1) == SegmentRect(x: 46, y: 38, width: 40, height: 2))
    }

    @Test func aTitleIndicatorSpansASegmentWithNeitherTitleNorIcon() {
        // An empty title (0 pt, no icon) in a 20 pt frame [0, 20): marked across the frame, not 0 pt wide and unseen.
        let l = layout(IndicatorStyle(shape: .underline, width: .title, thickness: 2))
        let empty = SegmentLayout(
            metrics: plainMetrics([0, 40]), style: testStyle(indicator: IndicatorStyle(width: .title)), viewWidth: 400,
            viewHeight: 40)
        #expect(empty.indicatorRect(at: 0) == SegmentRect(x: 0, y: 38, width: 20, height: 2))
        #expect(empty.indicatorRect(at: 1) == SegmentRect(x: 30, y: 38, width: 40, height: 2))
        #expect(l.indicatorRect(at: 0) == SegmentRect(x: 10, y: 38, width: 40, height: 2), "titled ones unchanged")
    }

    @Test func underlineThickerThanTheBarStaysInsideIt() {
        // A 1 pt tall bar cannot show a 2 pt line: it is cut to 1 pt and kept on the bar, not drawn above it.
        let below = layout(IndicatorStyle(shape: .underline, width: .segment, thickness: 2), viewHeight: 1)
        #expect(below.indicatorRect(at: 0) == SegmentRect(x: 0, y: 0, width: 60, height: 1))
        let above = layout(
            IndicatorStyle(shape: .underline, width: .segment, thickness: 2, placement: .above), viewHeight: 1)
        #expect(above.indicatorRect(at: 0) == SegmentRect(x: 0, y: 0, width: 60, height: 1))
    }
}
