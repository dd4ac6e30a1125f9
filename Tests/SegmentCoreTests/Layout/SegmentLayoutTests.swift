import SegmentCore
import Testing

@Suite struct SegmentLayoutTests {
    // MARK: Equal widths

    @Test func equalWidthsFillTheBarBetweenInsetsAndGaps() {
        // 400 pt bar, 10 pt leading/trailing insets, 4 pt gaps: (400 - 20 - 3·4) / 4 = 92 each, which every title
        // fits (a wider one makes the bar give way to it: WidthModeTests).
        let style = testStyle(
            widthMode: .equal, spacing: 4, insets: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
        let layout = SegmentLayout(
            metrics: plainMetrics([30, 60, 12, 80]), style: style, viewWidth: 400, viewHeight: 40)
        #expect(layout.isEqualWidth)
        #expect(
            frames(layout, at: 0) == [
                SegmentRect(x: 10, y: 4, width: 92, height: 32),
                SegmentRect(x: 106, y: 4, width: 92, height: 32),
                SegmentRect(x: 202, y: 4, width: 92, height: 32),
                SegmentRect(x: 298, y: 4, width: 92, height: 32),
            ])
        #expect(layout.contentWidth(at: 0) == 400)
        #expect(layout.maxScrollOffset(at: 0) == 0)
    }

    @Test func equalWidthsIgnoreALargerSelectedTitle() {
        let style = testStyle(widthMode: .equal)
        let layout = SegmentLayout(
            metrics: plainMetrics([30, 30], selected: [30, 90]), style: style, viewWidth: 200, viewHeight: 30)
        for p in [0.0, 0.5, 1.0] {
            #expect(layout.itemFrame(1, at: p) == SegmentRect(x: 100, y: 0, width: 100, height: 30))
            #expect(layout.contentWidth(at: p) == 200)
        }
    }

    // MARK: Fitted widths

    @Test func fittedWidthsAreContentPlusTwicePadding() {
        // Titles 30, 60, 12 with 10 pt padding: 50, 80, 32; 5 pt gaps after an 8 pt leading inset.
        let style = testStyle(spacing: 5, insets: EdgeInsets(leading: 8, trailing: 8))
        let layout = SegmentLayout(metrics: plainMetrics([30, 60, 12]), style: style, viewWidth: 500, viewHeight: 30)
        #expect(!layout.isEqualWidth)
        #expect(frames(layout, at: 0).map(\.x) == [8, 63, 148])
        #expect(frames(layout, at: 0).map(\.width) == [50, 80, 32])
        #expect(layout.contentWidth(at: 0) == 188)  // 148 + 32 + 8
    }

    @Test func fittedWidthCountsIconAndPill() {
        // 22 icon extent + 30 title + 24 pill extent + 2·10 padding = 96.
        let m = ItemMetrics(titleWidth: 30, iconExtent: 22, pillWidth: 20, pillExtent: 24)
        let layout = SegmentLayout(metrics: [m], style: testStyle(), viewWidth: 300, viewHeight: 30)
        #expect(layout.itemFrame(0, at: 0).width == 96)
    }

    @Test func fittedStartAlignedWhenNotFilling() {
        let layout = SegmentLayout(
            metrics: plainMetrics([30, 60, 12]), style: testStyle(), viewWidth: 400, viewHeight: 30)
        #expect(frames(layout, at: 0).map(\.x) == [0, 50, 130])
        #expect(layout.itemFrame(2, at: 0).maxX == 162)
        #expect(layout.contentWidth(at: 0) == 162)
        #expect(!layout.isScrollable(at: 0))
    }

    @Test func fillWhenNarrowerSharesTheBarEqually() {
        // Natural 50 + 80 + 32 = 162 < 300, so each of the three gets 100 (QiPagesContainer).
        let style = testStyle(widthMode: .fitted(fillWhenNarrower: true))
        let layout = SegmentLayout(metrics: plainMetrics([30, 60, 12]), style: style, viewWidth: 300, viewHeight: 30)
        #expect(layout.isEqualWidth)
        #expect(frames(layout, at: 0).map(\.x) == [0, 100, 200])
        #expect(frames(layout, at: 0).map(\.width) == [100, 100, 100])
    }

    @Test func fillWhenNarrowerKeepsNaturalWidthsWhenContentOverflows() {
        let style = testStyle(widthMode: .fitted(fillWhenNarrower: true))
        let layout = SegmentLayout(metrics: plainMetrics([30, 60, 12]), style: style, viewWidth: 150, viewHeight: 30)
        #expect(!layout.isEqualWidth)
        #expect(frames(layout, at: 0).map(\.width) == [50, 80, 32])
        #expect(layout.maxScrollOffset(at: 0) == 12)
    }

    @Test func fillNeverSqueezesASegmentBelowItsContent() {
        // Natural 220 + 30 + 30 = 280 fits in 300, but an equal 100 pt share would cut the 200 pt title:
        // the wide segment keeps its fitted width and the narrow ones grow to share the rest.
        let style = testStyle(widthMode: .fitted(fillWhenNarrower: true))
        let layout = SegmentLayout(metrics: plainMetrics([200, 10, 10]), style: style, viewWidth: 300, viewHeight: 30)
        #expect(!layout.isEqualWidth)
        #expect(frames(layout, at: 0).map(\.width) == [220, 40, 40])
        #expect(layout.maxScrollOffset(at: 0) == 0)
        // With 3 · 220 = 660 < 700 every share fits the widest segment, so the bar is shared.
        let wide = SegmentLayout(metrics: plainMetrics([200, 10, 10]), style: style, viewWidth: 700, viewHeight: 30)
        #expect(wide.isEqualWidth)
        #expect(approx(wide.itemFrame(2, at: 0).width, 700.0 / 3))
    }

    @Test func fillDecisionUsesTheSelectedWidth() {
        // Item 1 is 80 wide, 110 when selected: three 100 pt shares fit it unselected but not selected, so no equal
        // shares; the segments grow to 95 pt, and item 1 to 110 when selected (95 + 110 + 95 = 300)...
        let style = testStyle(widthMode: .fitted(fillWhenNarrower: true))
        let metrics = plainMetrics([30, 60, 12], selected: [30, 90, 12])
        let narrow = SegmentLayout(metrics: metrics, style: style, viewWidth: 300, viewHeight: 30)
        #expect(!narrow.isEqualWidth)
        #expect(frames(narrow, at: 0).map(\.width) == [95, 95, 95])
        #expect(frames(narrow, at: 1).map(\.width) == [95, 110, 95])
        // ...and at exactly 3 · 110 it is not yet "narrower"; at 340 it is, with 113.3 pt shares.
        #expect(!SegmentLayout(metrics: metrics, style: style, viewWidth: 330, viewHeight: 30).isEqualWidth)
        let wide = SegmentLayout(metrics: metrics, style: style, viewWidth: 340, viewHeight: 30)
        #expect(wide.isEqualWidth)
        #expect(approx(wide.itemFrame(1, at: 1).width, 340.0 / 3))
    }

    @Test func aFillingBarGoesFromPackedToEqualWithoutAJump() {
        // Own widths 50, 80 and 32 (110 selected): natural 162 + 30 of growth, equal from 330. In between every
        // width moves by at most what the view grew, and the segments fill the view.
        let style = testStyle(widthMode: .fitted(fillWhenNarrower: true))
        let metrics = plainMetrics([30, 60, 12], selected: [30, 90, 12])
        var previous: [Double]?
        for width in stride(from: 150.0, through: 360, by: 0.5) {
            let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: width, viewHeight: 30)
            for position in [0, 0.5, 1, 2] {
                // Filled but for what a selected title may grow by (30 pt here, a few points in a real bar).
                let content = layout.contentWidth(at: position)
                #expect(content <= max(width, 192) + 1e-9, "\(width) at \(position)")
                #expect(content >= min(width, 192) - 30 - 1e-9, "\(width) at \(position)")
            }
            #expect(layout.contentWidth(at: 1) >= min(width, 192) - 1e-9, "filled on the segment that grows")
            let widths = frames(layout, at: 0).map(\.width)
            #expect(zip(widths, [50.0, 80, 32]).allSatisfy { $0 >= $1 - 1e-9 }, "never below its own width")
            if let previous {
                #expect(zip(widths, previous).allSatisfy { abs($0 - $1) <= 0.5 + 1e-9 }, "no jump at \(width)")
            }
            previous = widths
        }
    }

    @Test func aFillingBarKeepsAPinnedSegmentsWidth() {
        // A compact segment (a pinned tab) keeps its width, even where equal shares would fit: the others grow.
        let style = testStyle(widthMode: .fitted(fillWhenNarrower: true))
        var metrics = plainMetrics([20, 60, 12])
        metrics[0].isCompact = true
        for width in [300.0, 600] {
            let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: width, viewHeight: 30)
            let widths = frames(layout, at: 1).map(\.width)
            #expect(!layout.isEqualWidth)
            #expect(widths[0] == 40, "at \(width)")
            #expect(widths[1] == (width - 40) / 2 && widths[2] == (width - 40) / 2, "at \(width)")
        }
    }

    // MARK: Selected font (XKCollectionView)

    /// "Home", "News", "Sports" at 6 pt per character in 10 pt, selected at 20 pt: 24/48, 24/48, 36/72.
    private func emphasisLayout() -> SegmentLayout {
        var style = testStyle()
        style.selectedTitleFont = FontSpec(size: 20)
        var cache = MeasurementCache()
        let metrics = ["Home", "News", "Sports"].map {
            ItemMetrics.measure(SegmentItem($0), style: style, cache: &cache, measurer: MonospaceMeasurer(advance: 6))
        }
        return SegmentLayout(metrics: metrics, style: style, viewWidth: 400, viewHeight: 40)
    }

    @Test func selectedLargerFontWidensTheSelectedSegment() {
        let layout = emphasisLayout()
        #expect(layout.metrics.map(\.titleWidth) == [24, 24, 36])
        #expect(layout.metrics.map(\.selectedTitleWidth) == [48, 48, 72])
        #expect(layout.metrics[0].titleHeight == 24)  // the taller of 12 and 24
        // Selected first: 48 + 20, 24 + 20, 36 + 20.
        #expect(frames(layout, at: 0).map(\.width) == [68, 44, 56])
        #expect(frames(layout, at: 0).map(\.x) == [0, 68, 112])
        // Selected second: the growth moves to item 1 and item 2 stays put.
        #expect(frames(layout, at: 1).map(\.width) == [44, 68, 56])
        #expect(frames(layout, at: 1).map(\.x) == [0, 44, 112])
        #expect(layout.contentWidth(at: 0) == 168)
        #expect(layout.contentWidth(at: 2) == 180)  // 44 + 44 + 92
    }

    @Test func widthsFollowAFractionalPosition() {
        // At 0.25, item 0 keeps 75 % of its 24 pt growth and item 1 gains 25 %.
        let layout = emphasisLayout()
        #expect(frames(layout, at: 0.25).map(\.width) == [62, 50, 56])
        #expect(frames(layout, at: 0.25).map(\.x) == [0, 62, 112])
        #expect(layout.contentWidth(at: 0.25) == 168)
        #expect(layout.contentWidth(at: 1.5) == 174)  // 144 at rest + 24/2 + 36/2
    }

    @Test func widthsAreContinuousInPosition() {
        let layout = emphasisLayout()
        let step = 0.001
        var previous = frames(layout, at: 0)
        var p = step
        while p <= 2 {
            let current = frames(layout, at: p)
            for (a, b) in zip(previous, current) {
                // The fastest change is a whole growth (36 pt) per unit of position.
                #expect(abs(a.x - b.x) <= 36 * step + 1e-9 && abs(a.width - b.width) <= 36 * step + 1e-9)
            }
            previous = current
            p += step
        }
        // Approaching an integer from below lands on it.
        for (a, b) in zip(frames(layout, at: 1 - 1e-12), frames(layout, at: 1)) {
            #expect(approx(a, b))
        }
    }

    // MARK: Positions

    @Test func positionsAreClampedAndNaNIsZero() {
        let layout = SegmentLayout(
            metrics: plainMetrics([10, 10, 10, 10]), style: testStyle(), viewWidth: 200, viewHeight: 30)
        #expect(layout.clampedPosition(.nan) == 0)
        #expect(layout.clampedPosition(-3) == 0)
        #expect(layout.clampedPosition(.infinity) == 3)
        #expect(layout.clampedPosition(-.infinity) == 0)
        #expect(layout.clampedPosition(7.5) == 3)
        #expect(layout.clampedPosition(1.25) == 1.25)
    }

    @Test func neighboursAndEmphasis() {
        let layout = SegmentLayout(
            metrics: plainMetrics([10, 10, 10, 10]), style: testStyle(), viewWidth: 200, viewHeight: 30)
        #expect(layout.neighbours(of: 2.5) == (2, 3, 0.5))
        #expect(layout.neighbours(of: 3) == (3, 3, 0))
        #expect(layout.neighbours(of: 9) == (3, 3, 0))
        #expect(layout.neighbours(of: .nan) == (0, 0, 0))
        #expect(layout.neighbours(of: 1) == (1, 1, 0))  // an integer position has one neighbour
        #expect(layout.emphasis(of: 2, at: 2) == 1)
        #expect(layout.emphasis(of: 2, at: 2.25) == 0.75)
        #expect(layout.emphasis(of: 3, at: 2.25) == 0.25)
        #expect(layout.emphasis(of: 0, at: 2.25) == 0)
    }

    // MARK: Right to left

    @Test(arguments: [0.0, 37.5])
    func rightToLeftViewRectsMirrorLeftToRight(scrollOffset: Double) {
        let style = testStyle(spacing: 3, insets: EdgeInsets(leading: 7, trailing: 11))
        let metrics = plainMetrics([30, 60, 12, 45], selected: [40, 60, 20, 45])
        let ltr = SegmentLayout(metrics: metrics, style: style, viewWidth: 150, viewHeight: 30)
        let rtl = SegmentLayout(metrics: metrics, style: style, viewWidth: 150, viewHeight: 30, direction: .rightToLeft)
        for p in [0.0, 0.4, 1.0, 2.7, 3.0] {
            for i in 0..<4 {
                let l = ltr.viewRect(ltr.itemFrame(i, at: p), scrollOffset: scrollOffset)
                let r = rtl.viewRect(rtl.itemFrame(i, at: p), scrollOffset: scrollOffset)
                #expect(r.x == 150 - l.x - l.width)
                #expect(r.width == l.width && r.y == l.y && r.height == l.height)
            }
        }
        // Worked: selected item 0 is content x 7 and 40 + 20 wide; in RTL it hugs the right edge, 7 pt in.
        #expect(rtl.viewRect(rtl.itemFrame(0, at: 0), scrollOffset: 0).x == 83)  // 150 − 7 − 60
    }

    @Test func rightToLeftContentAndIndicatorMirrorLeftToRight() {
        // Icon, title and pill keep reading order, so in RTL the icon ends up on the right of the title.
        let metrics = [
            ItemMetrics(titleWidth: 30, selectedTitleWidth: 36, iconExtent: 22, pillWidth: 14, pillExtent: 18),
            ItemMetrics(titleWidth: 50, hasDot: true),
        ]
        let style = testStyle(
            spacing: 6, insets: EdgeInsets(leading: 4, trailing: 9), indicator: IndicatorStyle(isElastic: true))
        let ltr = SegmentLayout(metrics: metrics, style: style, viewWidth: 120, viewHeight: 30)
        let rtl = SegmentLayout(metrics: metrics, style: style, viewWidth: 120, viewHeight: 30, direction: .rightToLeft)
        func mirrored(_ l: SegmentRect?, _ r: SegmentRect?) -> Bool {
            guard let l, let r else { return l == nil && r == nil }
            return r.x == 120 - l.x - l.width && r.width == l.width && r.y == l.y && r.height == l.height
        }
        for p in [0.0, 0.3, 1.0] {
            for i in 0..<2 {
                let a = ltr.contentRects(i, at: p)
                let b = rtl.contentRects(i, at: p)
                #expect(mirrored(ltr.viewRect(a.title, scrollOffset: 17), rtl.viewRect(b.title, scrollOffset: 17)))
                #expect(
                    mirrored(
                        a.icon.map { ltr.viewRect($0, scrollOffset: 17) },
                        b.icon.map { rtl.viewRect($0, scrollOffset: 17) }))
                #expect(
                    mirrored(
                        a.badge.map { ltr.viewRect($0, scrollOffset: 17) },
                        b.badge.map { rtl.viewRect($0, scrollOffset: 17) }))
            }
            #expect(
                mirrored(
                    ltr.indicatorRect(at: p).map { ltr.viewRect($0, scrollOffset: 17) },
                    rtl.indicatorRect(at: p).map { rtl.viewRect($0, scrollOffset: 17) }))
        }
        // Worked: item 0 selected is 22 + 36 + 18 + 20 = 96 wide at content x 4; its icon (content x 14) is
        // view x 120 − (14 − 17) − 16 = 107 in RTL, to the right of the title.
        let icon = rtl.viewRect(rtl.contentRects(0, at: 0).icon!, scrollOffset: 17)
        let title = rtl.viewRect(rtl.contentRects(0, at: 0).title, scrollOffset: 17)
        #expect(icon.x == 107)
        #expect(icon.x > title.maxX)
    }

    @Test func contentXInvertsViewRectInBothDirections() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = SegmentLayout(
                metrics: plainMetrics([30, 60]), style: testStyle(), viewWidth: 100, viewHeight: 30,
                direction: direction)
            let rect = SegmentRect(x: 55, y: 0, width: 0, height: 30)
            let view = layout.viewRect(rect, scrollOffset: 12)
            #expect(layout.contentX(forViewX: view.x, scrollOffset: 12) == 55)
        }
    }
}
