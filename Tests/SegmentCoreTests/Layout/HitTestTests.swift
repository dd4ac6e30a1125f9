import SegmentCore
import Testing

/// Titles 40, 80, 20 with 10 pt padding, 10 pt gaps and 20 pt side insets:
/// frames [20, 80), [90, 190), [200, 240); content 260 wide.
private func layout(
    viewWidth: Double = 300, direction: LayoutDirection = .leftToRight, enabled: [Bool] = [true, true, true],
    indicator: IndicatorStyle = IndicatorStyle(shape: .capsule, width: .segment)
) -> SegmentLayout {
    let metrics = zip([40.0, 80, 20], enabled).map { ItemMetrics(titleWidth: $0, isEnabled: $1) }
    return SegmentLayout(
        metrics: metrics,
        style: testStyle(spacing: 10, insets: EdgeInsets(leading: 20, trailing: 20), indicator: indicator),
        viewWidth: viewWidth, viewHeight: 30, direction: direction)
}

@Suite struct HitTestTests {
    @Test func centreOfEachItemHitsIt() {
        let l = layout()
        #expect(l.hitTest(viewX: 50, scrollOffset: 0, at: 0) == 0)
        #expect(l.hitTest(viewX: 140, scrollOffset: 0, at: 0) == 1)
        #expect(l.hitTest(viewX: 220, scrollOffset: 0, at: 0) == 2)
    }

    @Test func edgesAreHalfOpen() {
        let l = layout()
        #expect(l.hitTest(viewX: 20, scrollOffset: 0, at: 0) == 0)
        #expect(l.hitTest(viewX: 79.999, scrollOffset: 0, at: 0) == 0)
        #expect(l.hitTest(viewX: 80, scrollOffset: 0, at: 0) == nil)
        #expect(l.hitTest(viewX: 90, scrollOffset: 0, at: 0) == 1)
    }

    @Test func gapsAndInsetsHitNothing() {
        let l = layout()
        #expect(l.hitTest(viewX: 10, scrollOffset: 0, at: 0) == nil)  // leading inset
        #expect(l.hitTest(viewX: 85, scrollOffset: 0, at: 0) == nil)  // gap
        #expect(l.hitTest(viewX: 195, scrollOffset: 0, at: 0) == nil)  // gap
        #expect(l.hitTest(viewX: 250, scrollOffset: 0, at: 0) == nil)  // trailing inset
        #expect(l.hitTest(viewX: 290, scrollOffset: 0, at: 0) == nil)  // past the content
        #expect(l.hitTest(viewX: -5, scrollOffset: 0, at: 0) == nil)
    }

    @Test func nonFiniteInputHitsNothing() {
        let l = layout()
        #expect(l.hitTest(viewX: .nan, scrollOffset: 0, at: 0) == nil)
        #expect(l.hitTest(viewX: 50, scrollOffset: .nan, at: 0) == nil)
        #expect(l.hitTest(viewX: .infinity, scrollOffset: 0, at: 0) == nil)
        #expect(l.hitTest(viewX: 50, scrollOffset: 0, at: .nan) == 0)  // NaN position is position 0
    }

    @Test func disabledItemsHitOnlyWhenAskedFor() {
        let l = layout(enabled: [true, false, true])
        #expect(l.hitTest(viewX: 140, scrollOffset: 0, at: 0) == nil)
        #expect(l.hitTest(viewX: 140, scrollOffset: 0, at: 0, includeDisabled: true) == 1)
        #expect(l.hitTest(viewX: 50, scrollOffset: 0, at: 0) == 0)
    }

    @Test func scrollOffsetIsRespected() {
        // A 100 pt view scrolled by 100 shows content [100, 200): view x 40 is content 140, item 1.
        let l = layout(viewWidth: 100)
        #expect(l.hitTest(viewX: 40, scrollOffset: 100, at: 0) == 1)
        #expect(l.hitTest(viewX: 40, scrollOffset: 0, at: 0) == 0)
        #expect(l.hitTest(viewX: 95, scrollOffset: 100, at: 0) == nil)  // content 195, a gap
        #expect(l.hitTest(viewX: 65, scrollOffset: 140, at: 0) == 2)  // content 205
    }

    @Test func rightToLeftIsMirrored() {
        let l = layout(direction: .rightToLeft)
        // Item 0 hugs the right edge: view [220, 280).
        #expect(l.hitTest(viewX: 250, scrollOffset: 0, at: 0) == 0)
        #expect(l.hitTest(viewX: 160, scrollOffset: 0, at: 0) == 1)  // content 140
        #expect(l.hitTest(viewX: 80, scrollOffset: 0, at: 0) == 2)  // content 220
        #expect(l.hitTest(viewX: 290, scrollOffset: 0, at: 0) == nil)  // the leading inset, now on the right
        #expect(l.hitTest(viewX: 50, scrollOffset: 0, at: 0) == nil)  // content 250, the trailing inset
        // Scrolled: content x = 100 − 60 + 100 = 140.
        let scrolled = layout(viewWidth: 100, direction: .rightToLeft)
        #expect(scrolled.hitTest(viewX: 60, scrollOffset: 100, at: 0) == 1)
    }

    @Test func rightToLeftHitsWhatItDraws() {
        let l = layout(direction: .rightToLeft)
        for i in 0..<3 {
            let view = l.viewRect(l.itemFrame(i, at: 1), scrollOffset: 0)
            #expect(l.hitTest(viewX: view.midX, scrollOffset: 0, at: 1) == i)
        }
    }

    @Test func emptyLayoutHitsNothing() {
        let l = SegmentLayout(metrics: [], style: testStyle(), viewWidth: 300, viewHeight: 30)
        #expect(l.hitTest(viewX: 0, scrollOffset: 0, at: 0) == nil)
    }

    @Test func positionForIndicatorCentreWorkedExamples() {
        // Segment-wide capsule centres: 50, 140, 220.
        let l = layout()
        #expect(l.position(forIndicatorCenterX: 50) == 0)
        #expect(l.position(forIndicatorCenterX: 140) == 1)
        #expect(l.position(forIndicatorCenterX: 220) == 2)
        #expect(l.position(forIndicatorCenterX: 95) == 0.5)  // half-way from 50 to 140
        #expect(l.position(forIndicatorCenterX: 160) == 1.25)  // a quarter of 140 → 220
        #expect(l.position(forIndicatorCenterX: 0) == 0)
        #expect(l.position(forIndicatorCenterX: 1000) == 2)
        #expect(l.position(forIndicatorCenterX: .nan) == 0)
        #expect(l.position(forIndicatorCenterX: -.infinity) == 0)
    }

    @Test(arguments: [IndicatorWidth.segment, .title, .fixed(12)])
    func positionForIndicatorCentreInvertsTheIndicator(width: IndicatorWidth) {
        let l = layout(indicator: IndicatorStyle(shape: .underline, width: width))
        var p = 0.0
        while p <= 2 {
            let centre = l.indicatorRect(at: p)!.midX
            #expect(approx(l.position(forIndicatorCenterX: centre), p, 1e-9))
            p += 0.01
        }
    }

    @Test func positionForIndicatorCentreOfOneItemIsZero() {
        let single = SegmentLayout(metrics: plainMetrics([40]), style: testStyle(), viewWidth: 100, viewHeight: 30)
        #expect(single.position(forIndicatorCenterX: 70) == 0)
    }

    @Test func eachSegmentOwnsItsLeftScreenEdgeInBothDirections() {
        // Two 50 pt segments filling a 100 pt view.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = SegmentLayout(
                metrics: plainMetrics([30, 30]), style: testStyle(), viewWidth: 100, viewHeight: 30,
                direction: direction)
            let left = direction == .leftToRight ? 0 : 1
            #expect(l.hitTest(viewX: 0, scrollOffset: 0, at: 0) == left)
            #expect(l.hitTest(viewX: 50, scrollOffset: 0, at: 0) == 1 - left)
            #expect(l.hitTest(viewX: 99.9, scrollOffset: 0, at: 0) == 1 - left)
            #expect(l.hitTest(viewX: 100, scrollOffset: 0, at: 0) == nil)
        }
    }
}
