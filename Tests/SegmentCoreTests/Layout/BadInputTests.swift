import SegmentCore
import Testing

/// Every rectangle a layout hands out at `position`, for the finiteness checks.
private func everyRect(_ l: SegmentLayout, at position: Double) -> [SegmentRect] {
    var rects: [SegmentRect] = []
    for i in 0..<l.count {
        let content = l.contentRects(i, at: position)
        rects += [content.frame, content.title, l.viewRect(content.frame, scrollOffset: 0)]
        rects += [content.icon, content.badge].compactMap { $0 }
        rects.append(l.indicatorRect(forItem: i, at: position))
    }
    rects += [l.indicatorRect(at: position), l.bottomBorderRect].compactMap { $0 }
    rects += l.separatorRects(in: 0..<l.count, at: position)
    return rects
}

private let allStyles: [SegmentStyle] = [
    testStyle(widthMode: .equal, spacing: 4, insets: EdgeInsets(all: 6)),
    testStyle(widthMode: .fitted(fillWhenNarrower: true), spacing: 4, insets: EdgeInsets(all: 6)),
    testStyle(
        widthMode: .fitted(fillWhenNarrower: false), spacing: 4, insets: EdgeInsets(all: 6),
        indicator: IndicatorStyle(shape: .capsule, width: .segment, insets: EdgeInsets(all: 3), isElastic: true),
        separators: SeparatorStyle(isVisible: true), bottomBorder: 1),
]

@Suite struct BadInputTests {
    @Test func zeroItems() {
        let l = SegmentLayout(
            metrics: [], style: testStyle(insets: EdgeInsets(leading: 5, trailing: 7)), viewWidth: 300, viewHeight: 30)
        #expect(l.count == 0)
        #expect(l.contentWidth(at: 0) == 12)
        #expect(l.clampedPosition(5) == 0)
        #expect(l.indicatorRect(at: 0) == nil)
        #expect(l.hitTest(viewX: 10, scrollOffset: 0, at: 0, includeDisabled: true) == nil)
        #expect(l.centeringScrollOffset(at: 2) == 0)
        #expect(l.maxScrollOffset(at: 0) == 0)
        #expect(l.visibleRange(scrollOffset: 0, at: 0) == 0..<0)
        #expect(l.separatorRects(in: 0..<0, at: 0).isEmpty)
        #expect(l.position(forIndicatorCenterX: 40) == 0)
        let equal = SegmentLayout(metrics: [], style: testStyle(widthMode: .equal), viewWidth: 300, viewHeight: 30)
        #expect(equal.contentWidth(at: 0) == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1e308, 1e308])
    func nonFinitePositionsAreClamped(position: Double) {
        let l = SegmentLayout(metrics: plainMetrics([30, 60, 12]), style: allStyles[2], viewWidth: 100, viewHeight: 30)
        let expected: Double = position.isNaN || position < 0 ? 0 : 2
        #expect(l.clampedPosition(position) == expected)
        #expect(l.indicatorRect(at: position) == l.indicatorRect(at: expected))
        #expect(l.centeringScrollOffset(at: position) == l.centeringScrollOffset(at: expected))
        #expect(l.itemFrame(1, at: position) == l.itemFrame(1, at: expected))
        #expect(everyRect(l, at: position).allSatisfy { $0.isFinite })
    }

    @Test(arguments: [Double.nan, -50, 0, -.infinity, .infinity])
    func unusableViewWidthGivesAnEmptyStripOfFiniteRects(viewWidth: Double) {
        for style in allStyles {
            let l = SegmentLayout(
                metrics: plainMetrics([30, 60, 12]), style: style, viewWidth: viewWidth, viewHeight: viewWidth)
            #expect(l.viewWidth == 0 && l.viewHeight == 0)
            for p in [0.0, 0.5, 2] {
                #expect(everyRect(l, at: p).allSatisfy { $0.isFinite })
                #expect(l.centeringScrollOffset(at: p).isFinite)
                #expect(l.visibleRange(scrollOffset: 0, at: p).isEmpty)
            }
            #expect(l.bottomBorderRect == nil)
        }
        // Equal segments have nothing to share: each is 0 wide.
        let equal = SegmentLayout(
            metrics: plainMetrics([30, 60]), style: allStyles[0], viewWidth: viewWidth, viewHeight: 30)
        #expect(equal.itemFrame(1, at: 0).width == 0)
    }

    @Test func nonFiniteMetricsAreSanitized() {
        let m = ItemMetrics(
            titleWidth: .nan, selectedTitleWidth: .infinity, titleHeight: -3, iconExtent: .nan, pillWidth: -.infinity,
            pillExtent: .nan)
        #expect(m == ItemMetrics(titleWidth: 0, titleHeight: 0))
        let l = SegmentLayout(metrics: [m, m], style: allStyles[2], viewWidth: 100, viewHeight: 30)
        #expect(everyRect(l, at: 0.5).allSatisfy { $0.isFinite })
    }

    @Test func emptyTitlesLayOutAsPaddingOnly() {
        let l = SegmentLayout(metrics: plainMetrics([0, 0, 0]), style: testStyle(), viewWidth: 300, viewHeight: 30)
        #expect(frames(l, at: 0).map(\.x) == [0, 20, 40])
        #expect(l.hitTest(viewX: 30, scrollOffset: 0, at: 0) == 1)
    }

    @Test func tenThousandItems() {
        // 10,000 segments of 50 pt: 500,000 pt of content in a 400 pt view.
        let l = SegmentLayout(
            metrics: plainMetrics(Array(repeating: 30, count: 10_000)), style: testStyle(), viewWidth: 400,
            viewHeight: 30)
        #expect(l.contentWidth(at: 0) == 500_000)
        #expect(l.maxScrollOffset(at: 0) == 499_600)
        #expect(l.itemFrame(9_999, at: 0).x == 499_950)
        // Item 5000's centre is 250,025; centring puts it 200 in.
        let offset = l.centeringScrollOffset(at: 5_000)
        #expect(offset == 249_825)
        #expect(l.hitTest(viewX: 200, scrollOffset: offset, at: 5_000) == 5_000)
        #expect(l.visibleRange(scrollOffset: offset, at: 5_000) == 4_996..<5_005)
        #expect(l.position(forIndicatorCenterX: 250_025) == 5_000)
        #expect(l.indicatorRect(at: 9_999)?.x == 499_960)
        #expect(l.centeringScrollOffset(at: 9_999) == 499_600)
    }
}
