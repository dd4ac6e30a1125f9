import SegmentCore
import Testing

/// Titles 40, 80 and 20 wide, 14 high, stacked in a sidebar 120 wide: each row is 14 + 2 × 8 (vertical
/// padding) = 30 high, so the rows are [0, 30), [30, 60), [60, 90) from the top.
private func vertical(
    height: Double = 200, direction: LayoutDirection = .leftToRight,
    indicator: IndicatorStyle = IndicatorStyle(), widthMode: WidthMode = .fitted(fillWhenNarrower: false)
) -> SegmentLayout {
    let metrics = [40.0, 80, 20].map { ItemMetrics(titleWidth: $0, titleHeight: 14) }
    return SegmentLayout(
        metrics: metrics, style: testStyle(widthMode: widthMode, indicator: indicator), viewWidth: 120,
        viewHeight: height, direction: direction, axis: .vertical)
}

/// Segment `index`'s frame in view coordinates at rest on `position`.
private func viewFrame(_ layout: SegmentLayout, _ index: Int, at position: Double = 0, offset: Double = 0)
    -> SegmentRect
{
    layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: offset)
}

@Suite struct AxisTests {
    @Test func horizontalMappingIsTheIdentity() {
        let rect = SegmentRect(x: 3, y: 5, width: 7, height: 11)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let mapping = AxisMapping(axis: .horizontal, direction: direction, crossLength: 40)
            #expect(mapping.viewRect(rect) == rect)
            #expect(mapping.transposed(rect) == rect)
        }
    }

    @Test func verticalMappingTransposesAndMirrorsTheCrossAxisInRightToLeft() {
        let rect = SegmentRect(x: 3, y: 5, width: 7, height: 11)
        let ltr = AxisMapping(axis: .vertical, direction: .leftToRight, crossLength: 40)
        let rtl = AxisMapping(axis: .vertical, direction: .rightToLeft, crossLength: 40)
        #expect(ltr.viewRect(rect) == SegmentRect(x: 5, y: 3, width: 11, height: 7))
        #expect(rtl.viewRect(rect) == SegmentRect(x: 40 - 5 - 11, y: 3, width: 11, height: 7))
        #expect(ltr.transposed(ltr.transposed(rect)) == rect)
        #expect(LayoutAxis.vertical.mainCoordinate(x: 1, y: 2) == 2)
        #expect(LayoutAxis.horizontal.mainCoordinate(x: 1, y: 2) == 1)
        #expect(LayoutAxis.vertical.crossCoordinate(x: 1, y: 2) == 1)
        #expect(LayoutAxis.horizontal.crossCoordinate(x: 1, y: 2) == 2)
    }

    @Test func aCoverAlongTheAxisLeavesThePieceBeforeOrAfterIt() {
        let rect = SegmentRect(x: 10, y: 20, width: 30, height: 40)
        let h = LayoutAxis.horizontal
        #expect(h.uncovered(rect, by: SegmentRect(x: 50, y: 0, width: 10, height: 5)) == rect)
        #expect(h.uncovered(rect, by: SegmentRect(x: 0, y: 0, width: 50, height: 5)) == nil)
        #expect(
            h.uncovered(rect, by: SegmentRect(x: 25, y: 0, width: 50, height: 5))
                == SegmentRect(x: 10, y: 20, width: 15, height: 40))
        #expect(
            h.uncovered(rect, by: SegmentRect(x: 0, y: 0, width: 20, height: 5))
                == SegmentRect(x: 20, y: 20, width: 20, height: 40))
        // Inside: the longer piece, here the one after it.
        #expect(
            h.uncovered(rect, by: SegmentRect(x: 12, y: 0, width: 4, height: 5))
                == SegmentRect(x: 16, y: 20, width: 24, height: 40))
        let v = LayoutAxis.vertical
        #expect(
            v.uncovered(rect, by: SegmentRect(x: 0, y: 50, width: 5, height: 30))
                == SegmentRect(x: 10, y: 20, width: 30, height: 30))
        #expect(v.uncovered(rect, by: SegmentRect(x: 0, y: 0, width: 5, height: 100)) == nil)
        #expect(v.uncovered(rect, by: SegmentRect(x: 0, y: 60, width: 5, height: 10)) == rect)
    }

    @Test func movingAlongTheAxisMovesRightOrDown() {
        let rect = SegmentRect(x: 3, y: 5, width: 7, height: 11)
        #expect(LayoutAxis.horizontal.moved(rect, by: 10) == SegmentRect(x: 13, y: 5, width: 7, height: 11))
        #expect(LayoutAxis.vertical.moved(rect, by: -10) == SegmentRect(x: 3, y: -5, width: 7, height: 11))
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(LayoutAxis.vertical.moved(rect, by: bad) == rect)
            #expect(LayoutAxis.horizontal.uncovered(rect, by: SegmentRect(x: bad, y: 0, width: 5, height: 5)) == rect)
        }
    }

    @Test func horizontalLayoutIsUnchangedByTheAxisArgument() {
        let metrics = [40.0, 80, 20].map { ItemMetrics(titleWidth: $0) }
        let style = testStyle(widthMode: .fitted(fillWhenNarrower: true), spacing: 4)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let plain = SegmentLayout(
                metrics: metrics, style: style, viewWidth: 300, viewHeight: 30, direction: direction)
            let explicit = SegmentLayout(
                metrics: metrics, style: style, viewWidth: 300, viewHeight: 30, direction: direction, axis: .horizontal)
            for p in stride(from: 0.0, through: 2, by: 0.25) {
                #expect(frames(plain, at: p) == frames(explicit, at: p))
                #expect(plain.indicatorRect(at: p) == explicit.indicatorRect(at: p))
                #expect(plain.edgeRect(.trailing, width: 9) == explicit.edgeRect(.trailing, width: 9))
            }
        }
    }

    @Test func segmentsStackTopToBottomInBothDirections() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = vertical(direction: direction)
            #expect(l.mainLength == 200 && l.crossLength == 120)
            for index in 0..<3 {
                #expect(viewFrame(l, index) == SegmentRect(x: 0, y: Double(30 * index), width: 120, height: 30))
            }
        }
    }

    /// Rows of a sidebar start their titles after the padding, in the reading direction, as GtkStackSidebar's
    /// do; a style may centre them instead.
    @Test func titlesStayUprightAndStartAtTheLeadingEdge() {
        let title = { (l: SegmentLayout) in l.viewRect(l.contentRects(1, at: 0).title, scrollOffset: 0) }
        #expect(title(vertical()) == SegmentRect(x: 10, y: 30 + 8, width: 80, height: 14))
        #expect(title(vertical(direction: .rightToLeft)) == SegmentRect(x: 120 - 10 - 80, y: 38, width: 80, height: 14))
        var style = testStyle()
        style.contentAlignment = .center
        let centred = SegmentLayout(
            metrics: [40.0, 80, 20].map { ItemMetrics(titleWidth: $0, titleHeight: 14) }, style: style,
            viewWidth: 120, viewHeight: 200, axis: .vertical)
        #expect(title(centred) == SegmentRect(x: (120 - 80) / 2, y: 38, width: 80, height: 14))
    }

    @Test func underlineBecomesALineOnTheTrailingOrLeadingSide() {
        // Below (the default) is the trailing side: right in left-to-right, left in right-to-left.
        let ltr = vertical()
        let rtl = vertical(direction: .rightToLeft)
        let below = ltr.viewRect(ltr.indicatorRect(at: 1)!, scrollOffset: 0)
        #expect(below == SegmentRect(x: 118, y: 38, width: 2, height: 14))
        #expect(
            rtl.viewRect(rtl.indicatorRect(at: 1)!, scrollOffset: 0) == SegmentRect(x: 0, y: 38, width: 2, height: 14))
        let above = vertical(indicator: IndicatorStyle(placement: .above))
        #expect(above.viewRect(above.indicatorRect(at: 1)!, scrollOffset: 0).x == 0)
        // Half-way between rows the line is half-way too.
        #expect(ltr.viewRect(ltr.indicatorRect(at: 0.5)!, scrollOffset: 0).midY == 30)
    }

    @Test func hitTestsReadTheMainCoordinate() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = vertical(direction: direction)
            #expect(l.hitTest(viewX: LayoutAxis.vertical.mainCoordinate(x: 5, y: 45), scrollOffset: 0, at: 0) == 1)
            #expect(l.hitTest(viewX: 89, scrollOffset: 0, at: 0) == 2)
            #expect(l.hitTest(viewX: 95, scrollOffset: 0, at: 0) == nil)
            #expect(l.hitTest(viewX: 5, scrollOffset: 30, at: 0) == 1)
        }
    }

    /// A sidebar's overflow button sits above its end action widget, across the whole sidebar: it covered the
    /// widget, the inset taken from its breadth instead of its length.
    @Test func aSidebarsEdgeStripKeepsItsInsetAlongTheSidebar() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = vertical(height: 200, direction: direction)
            #expect(
                l.edgeRect(.trailing, width: 40, outerInset: 24) == SegmentRect(x: 0, y: 136, width: 120, height: 40))
            #expect(l.edgeRect(.leading, width: 40, outerInset: 24) == SegmentRect(x: 0, y: 24, width: 120, height: 40))
            #expect(l.edgeRect(.trailing, width: 40, outerInset: 500) == SegmentRect(x: 0, y: 0, width: 120, height: 0))
        }
    }

    @Test func shortSidebarScrollsVerticallyWithFadesAtTopAndBottom() {
        let l = vertical(height: 50)
        #expect(l.maxScrollOffset(at: 0) == 40)
        #expect(l.centeringScrollOffset(at: 2) == 40)
        #expect(viewFrame(l, 2, offset: 40) == SegmentRect(x: 0, y: 20, width: 120, height: 30))
        #expect(l.edgeRect(.leading, width: 10) == SegmentRect(x: 0, y: 0, width: 120, height: 10))
        #expect(l.edgeRect(.trailing, width: 10) == SegmentRect(x: 0, y: 40, width: 120, height: 10))
        let fade = l.edgeFade(.trailing, width: 10)
        #expect(fade.outerX == 50 && fade.innerX == 40)
        let edges = l.overflowEdges(scrollOffset: 20, at: 0)
        #expect(edges.leading && edges.trailing)
        #expect(l.visibleRange(scrollOffset: 20, at: 0) == 0..<3)
        #expect(l.visibleRange(scrollOffset: 40, at: 0) == 1..<3)
    }

    @Test func fittedRowsKeepTheirHeightAndEqualRowsShareIt() {
        #expect(viewFrame(vertical(widthMode: .fitted(fillWhenNarrower: true)), 2).height == 30)
        let equal = vertical(height: 300, widthMode: .equal)
        #expect(viewFrame(equal, 2) == SegmentRect(x: 0, y: 200, width: 120, height: 100))
    }

    /// Equal rows in a sidebar shorter than their lines keep each row its line and scroll, as fitted rows do: a row
    /// cannot be ellipsized as a title across a bar can, and squeezed to 2 pt each, fifty rows were drawn over each
    /// other with no way to reach the hidden ones but the overflow menu.
    @Test func equalRowsInAShortSidebarKeepTheirLineAndScroll() {
        let equal = vertical(height: 50, widthMode: .equal)
        #expect((0..<3).allSatisfy { viewFrame(equal, $0).height == 30 })
        #expect(equal.maxScrollOffset(at: 0) == 40)
        #expect(equal.overflowEdges(scrollOffset: 0, at: 0).trailing)
        let style = testStyle(widthMode: .equal)
        let metrics = [40.0, 80, 20].map { ItemMetrics(titleWidth: $0, titleHeight: 14) }
        #expect(NaturalSize.overflows(metrics: metrics, style: style, axis: .vertical, mainLength: 50))
        #expect(!NaturalSize.overflows(metrics: metrics, style: style, axis: .vertical, mainLength: 90))
        // Taller than its lines, the sidebar still shares its height equally.
        #expect(viewFrame(vertical(height: 91, widthMode: .equal), 1).height > 30)
    }

    @Test func naturalSizeIsTheStackAndTheWidestTitle() {
        let metrics = [40.0, 80, 20].map { ItemMetrics(titleWidth: $0, titleHeight: 14) }
        let style = testStyle()
        #expect(NaturalSize.mainLength(metrics: metrics, style: style, axis: .vertical) == 90)
        #expect(NaturalSize.crossLength(metrics: metrics, style: style, axis: .vertical) == 80 + 2 * 10)
        #expect(NaturalSize.overflows(metrics: metrics, style: style, axis: .vertical, mainLength: 89))
        #expect(!NaturalSize.overflows(metrics: metrics, style: style, axis: .vertical, mainLength: 90))
        #expect(
            NaturalSize.mainLength(metrics: metrics, style: style, axis: .horizontal)
                == NaturalSize.width(metrics: metrics, style: style))
    }

    @Test func verticalLayoutIsTotal() {
        let extremes: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e300, .greatestFiniteMagnitude, 37]
        for size in extremes {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let metrics = [40.0, .nan, .infinity].map { ItemMetrics(titleWidth: $0, titleHeight: size) }
                let l = SegmentLayout(
                    metrics: metrics, style: testStyle(), viewWidth: size, viewHeight: size, direction: direction,
                    axis: .vertical)
                for value in extremes {
                    var rects: [SegmentRect] = [
                        l.viewRect(l.itemFrame(1, at: value), scrollOffset: value), l.edgeRect(.trailing, width: value),
                        l.edgeHintRect(.leading, diameter: value), l.edgeFade(.leading, width: value).rect,
                    ]
                    if let indicator = l.indicatorRect(at: value) {
                        rects.append(l.viewRect(indicator, scrollOffset: value))
                    }
                    for rect in rects { #expect(rect.isFinite && rect.width >= 0 && rect.height >= 0) }
                    _ = l.hitTest(viewX: value, scrollOffset: value, at: value)
                    #expect(l.centeringScrollOffset(at: value).isFinite)
                }
                #expect(NaturalSize.crossLength(metrics: metrics, style: testStyle(), axis: .vertical).isFinite)
                let reserved = testStyle(insets: EdgeInsets(all: 5)).reserving(size, at: .trailing, along: .vertical)
                #expect(reserved.contentInsets.bottom == min(5 + max(size.isFinite ? size : 0, 0), 10_000))
                #expect(reserved.contentInsets.trailing == 5)
                let started = testStyle(insets: EdgeInsets(all: 5)).reserving(size, at: .leading, along: .vertical)
                #expect(started.contentInsets.top == min(5 + max(size.isFinite ? size : 0, 0), 10_000))
                #expect(started.contentInsets.leading == 5)
                #expect(NaturalSize.mainLength(metrics: metrics, style: testStyle(), axis: .vertical).isFinite)
            }
        }
    }
}
