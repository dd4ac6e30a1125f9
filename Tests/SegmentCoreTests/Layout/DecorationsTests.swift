import SegmentCore
import Testing

/// Titles 40, 80, 20, 30 with 10 pt padding and 10 pt gaps: frames start at 0, 70, 180, 230 in a 40 pt bar.
private func layout(
    separators: SeparatorStyle = SeparatorStyle(isVisible: true, thickness: 2, verticalInset: 8),
    count: Int = 4, bottomBorder: Double = 0, viewHeight: Double = 40
) -> SegmentLayout {
    SegmentLayout(
        metrics: plainMetrics(Array([40.0, 80, 20, 30].prefix(count))),
        style: testStyle(spacing: 10, separators: separators, bottomBorder: bottomBorder), viewWidth: 400,
        viewHeight: viewHeight)
}

@Suite struct DecorationsTests {
    /// The segment drawn as selected is the nearest to the position, half-way switching, clamped to the segments.
    @Test func theSegmentDrawnSelectedIsTheNearest() {
        let l = layout()
        #expect([0, 0.49, 0.5, 1.4, 2.6, 3].map { l.selectedSegment(at: $0) } == [0, 0, 1, 1, 3, 3])
        #expect([-2, 7.5, .nan, .infinity, -.infinity].map { l.selectedSegment(at: $0) } == [0, 3, 0, 3, 0])
        #expect(layout(count: 0).selectedSegment(at: 5) == 0, "an empty layout")
    }

    @Test func separatorsSitInTheGapsButNotBeforeTheFirstItem() {
        // Before item 1: 70 − 10/2 − 2/2 = 64; before item 2: 174; before item 3: 224. 8 pt in from top and bottom.
        let rects = layout().separatorRects(in: 0..<4, at: 0)
        #expect(
            rects == [
                SegmentRect(x: 64, y: 8, width: 2, height: 24),
                SegmentRect(x: 174, y: 8, width: 2, height: 24),
                SegmentRect(x: 224, y: 8, width: 2, height: 24),
            ])
    }

    @Test func separatorsOfAPartialRangeIncludeBothOfItsEdges() {
        // Items 1..<2 are visible: the separators on either side of item 1 are both on screen.
        #expect(layout().separatorRects(in: 1..<2, at: 0).map(\.x) == [64, 174])
        #expect(layout().separatorRects(in: 3..<4, at: 0).map(\.x) == [224])
        #expect(layout().separatorRects(in: 0..<1, at: 0).map(\.x) == [64])
        #expect(layout().separatorRects(in: 0..<0, at: 0).isEmpty)
    }

    @Test func separatorsForARangePastTheEndAreEmpty() {
        #expect(layout().separatorRects(in: 4..<4, at: 0).isEmpty)
        #expect(layout().separatorRects(in: 10..<20, at: 0).isEmpty)
        #expect(layout().separatorRects(in: -5..<(-2), at: 0).isEmpty)
        #expect(layout().separatorRects(in: 2..<100, at: 0).map(\.x) == [174, 224])
        #expect(layout().separatorRects(in: 0..<Int.max, at: 0).count == 3)
        #expect(layout().separatorRects(in: Int.max..<Int.max, at: 0).isEmpty)
    }

    @Test func separatorsNextToTheSelectionCanBeHidden() {
        let l = layout(
            separators: SeparatorStyle(isVisible: true, thickness: 2, verticalInset: 8, hidesNextToSelection: true))
        #expect(l.separatorRects(in: 0..<4, at: 1).map(\.x) == [224])  // both sides of item 1
        #expect(l.separatorRects(in: 0..<4, at: 0).map(\.x) == [174, 224])  // only after item 0
        #expect(l.separatorRects(in: 0..<4, at: 3).map(\.x) == [64, 174])  // only before item 3
        #expect(l.separatorRects(in: 0..<4, at: 1.4).map(\.x) == [224])  // rounds to item 1
        #expect(l.separatorRects(in: 0..<4, at: 1.6).map(\.x) == [64])  // rounds to item 2
    }

    @Test func separatorsStayWhenNotHidingNextToSelection() {
        #expect(layout().separatorRects(in: 0..<4, at: 1).count == 3)
    }

    /// The focus ring drawn round a segment showed the separators beside it poking out at its rounded corners.
    @Test func separatorsBesideTheFocusRingAreLeftOut() {
        #expect(layout().separatorRects(in: 0..<4, at: 0).map(\.x) == [64, 174, 224])
        #expect(layout().separatorRects(in: 0..<4, at: 0, besides: 2).map(\.x) == [64], "both sides of item 2")
        #expect(layout().separatorRects(in: 0..<4, at: 0, besides: 0).map(\.x) == [174, 224], "only after item 0")
        #expect(layout().separatorRects(in: 0..<4, at: 0, besides: 3).map(\.x) == [64, 174], "only before item 3")
        #expect(layout().separatorRects(in: 0..<4, at: 0, besides: Int.max).count == 3)
        #expect(layout().separatorRects(in: 0..<4, at: 0, besides: Int.min).count == 3)
    }

    @Test func noSeparatorsWhenHiddenOrForASingleItem() {
        #expect(layout(separators: SeparatorStyle(isVisible: false)).separatorRects(in: 0..<4, at: 0).isEmpty)
        #expect(layout(count: 1).separatorRects(in: 0..<1, at: 0).isEmpty)
        #expect(layout(count: 0).separatorRects(in: 0..<0, at: 0).isEmpty)
    }

    @Test func separatorHeightNeverGoesNegative() {
        // A 10 pt bar with 8 pt insets at top and bottom leaves no room.
        let rects = layout(viewHeight: 10).separatorRects(in: 0..<4, at: 0)
        #expect(rects.count == 3)
        #expect(rects.allSatisfy { $0.height == 0 })
    }

    @Test func bottomBorderRunsAlongTheViewsBottomEdge() {
        #expect(layout(bottomBorder: 1).bottomBorderRect == SegmentRect(x: 0, y: 39, width: 400, height: 1))
        #expect(layout(bottomBorder: 0).bottomBorderRect == nil)
        #expect(layout(bottomBorder: .nan).bottomBorderRect == nil)
        #expect(layout(bottomBorder: -2).bottomBorderRect == nil)
        #expect(layout(bottomBorder: 100).bottomBorderRect == SegmentRect(x: 0, y: 0, width: 400, height: 40))
        #expect(layout(bottomBorder: 1, viewHeight: 0).bottomBorderRect == nil)
    }
}
