import SegmentCore
import Testing

@Suite struct WidthModeTests {
    @Test func fixedWidthGivesEverySegmentThatWidthAndScrollsTheRest() {
        // Six 80 pt segments after a 5 pt inset, 4 pt gaps: 5 + 6·80 + 5·4 + 5 = 510 pt of content in 300 pt.
        let style = testStyle(widthMode: .fixed(80), spacing: 4, insets: EdgeInsets(leading: 5, trailing: 5))
        let layout = SegmentLayout(
            metrics: plainMetrics([10, 200, 30, 30, 30, 30], selected: [20, 220, 30, 30, 30, 30]), style: style,
            viewWidth: 300, viewHeight: 30)
        #expect(layout.isEqualWidth)
        for p in [0.0, 0.5, 1.0, 2.25] {
            #expect(layout.itemFrame(1, at: p) == SegmentRect(x: 89, y: 0, width: 80, height: 30))
            #expect(layout.contentWidth(at: p) == 510)
        }
        #expect(layout.maxScrollOffset(at: 0) == 210)
        #expect(layout.isScrollable(at: 0))
        #expect(NaturalSize.width(metrics: layout.metrics, style: style) == 510)
        #expect(NaturalSize.overflows(metrics: layout.metrics, style: style, viewWidth: 509))
        #expect(!NaturalSize.overflows(metrics: layout.metrics, style: style, viewWidth: 510))
    }

    @Test func aTitleWiderThanItsFixedSegmentIsLimitedToIt() {
        // 80 pt segments with 10 pt padding each side leave 60 pt for a title: the 200 pt one is cut to 60 and
        // centred; the 10 pt one keeps its width. Outside the new modes the style's cap (320) applies.
        let style = testStyle(widthMode: .fixed(80))
        let layout = SegmentLayout(metrics: plainMetrics([10, 200]), style: style, viewWidth: 160, viewHeight: 30)
        #expect(layout.titleWidthLimit(1) == 60)
        #expect(layout.contentRects(1, at: 0).title == SegmentRect(x: 90, y: 8, width: 60, height: 14))
        #expect(layout.contentRects(0, at: 0).title.width == 10)
        let fitted = SegmentLayout(
            metrics: plainMetrics([10, 200]), style: testStyle(), viewWidth: 160, viewHeight: 30)
        #expect(fitted.titleWidthLimit(1) == 320)
        // An icon and a pill take their room first.
        let badged = [ItemMetrics(titleWidth: 200, iconExtent: 22, pillWidth: 14, pillExtent: 18)]
        let one = SegmentLayout(metrics: badged, style: style, viewWidth: 160, viewHeight: 30)
        #expect(one.titleWidthLimit(0) == 80 - 20 - 22 - 18)
    }

    @Test func anEqualBarGivenLessThanItsTitlesEllipsizesOnlyTheLongOnes() {
        // Titles of 44, 80 and 20 pt in 150 pt: equal shares of 50 pt would cut the 80 pt title to 44, and the
        // three do not fit side by side with the 6 pt gap (144 + 18 pt). Each segment keeps the gap: the 20 and
        // 44 pt titles stay whole and the 80 pt one takes the 68 pt left, each title 3 pt from its neighbour.
        let style = testStyle(widthMode: .equal)
        let squeezed = SegmentLayout(metrics: plainMetrics([44, 80, 20]), style: style, viewWidth: 150, viewHeight: 30)
        #expect(!squeezed.isEqualWidth)
        #expect(frames(squeezed, at: 0).map(\.width) == [50, 74, 26])
        #expect(squeezed.titleWidthLimit(1) == 68)
        #expect(squeezed.titleWidthLimit(0) == 44)
        for index in 0..<3 {
            let title = squeezed.contentRects(index, at: 0).title
            let frame = squeezed.itemFrame(index, at: 0)
            #expect(title.x - frame.x >= 3 && frame.maxX - title.maxX >= 3, "segment \(index)")
        }
        #expect(squeezed.contentRects(0, at: 0).title.width == 44)
        #expect(squeezed.contentRects(1, at: 0).title.width == 68)
        #expect(squeezed.contentRects(1, at: 1).title.width == 68, "the same selected")
        // Two long titles share the rest equally: 60, 60 and 3 pt in 100 pt leave 82 - 3 = 79 pt, 39.5 each.
        let two = SegmentLayout(metrics: plainMetrics([60, 3, 60]), style: style, viewWidth: 100, viewHeight: 30)
        #expect(two.titleWidthLimit(0) == 39.5 && two.titleWidthLimit(2) == 39.5 && two.titleWidthLimit(1) == 3)
        // Given room enough, nothing is cut and the shares are equal.
        let roomy = SegmentLayout(metrics: plainMetrics([20, 80, 20]), style: style, viewWidth: 600, viewHeight: 30)
        #expect(roomy.isEqualWidth)
        #expect(roomy.contentRects(1, at: 0).title.width == 80)
    }

    @Test func perViewFitsThatManySegmentsInTheView() {
        // SDCursorView: four per screen. (400 - 2·10 - 3·4) / 4 = 92 pt each; ten segments scroll.
        let style = testStyle(widthMode: .perView(4), spacing: 4, insets: EdgeInsets(leading: 10, trailing: 10))
        let metrics = plainMetrics(Array(repeating: 30, count: 10))
        let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: 400, viewHeight: 30)
        #expect(layout.itemFrame(0, at: 0) == SegmentRect(x: 10, y: 0, width: 92, height: 30))
        #expect(layout.itemFrame(3, at: 0).maxX == 390, "the fourth segment ends at the trailing inset")
        #expect(layout.itemFrame(4, at: 0).x == 394, "the fifth begins in the trailing inset, where scrolling shows it")
        let content: Double = 10 + 10 * 92 + 9 * 4 + 10
        #expect(layout.contentWidth(at: 0) == content)
        #expect(NaturalSize.overflows(metrics: metrics, style: style, viewWidth: 400))
        #expect(!NaturalSize.overflows(metrics: Array(metrics.prefix(4)), style: style, viewWidth: 400))
        // Fewer segments than fit keep their share and leave the end empty; the bar asks for four widest ones.
        let two = SegmentLayout(metrics: Array(metrics.prefix(2)), style: style, viewWidth: 400, viewHeight: 30)
        #expect(two.itemFrame(1, at: 0) == SegmentRect(x: 106, y: 0, width: 92, height: 30))
        let fourWide: Double = 20 + 3 * 4 + 4 * (30 + 20)
        let twoWide: Double = 20 + 4 + 2 * 50
        #expect(NaturalSize.width(metrics: metrics, style: style) == fourWide)
        #expect(NaturalSize.width(metrics: Array(metrics.prefix(2)), style: style) == twoWide)
    }

    @Test func aSqueezedEqualBarGivesWayToItsTitlesWhileTheyFit() {
        // Titles of 60, 3 and 60 pt (123 pt), 10 pt of padding a side. In 160 pt, equal shares of 53.3 pt would cut
        // the 60 pt titles; at their own widths they leave 37 pt, 12.3 pt of padding each, more than the 6 pt gap:
        // the segments are 72.3, 15.3 and 72.3 pt and no title is cut.
        let style = testStyle(widthMode: .equal)
        let metrics = plainMetrics([60, 3, 60])
        let squeezed = SegmentLayout(metrics: metrics, style: style, viewWidth: 160, viewHeight: 30)
        #expect(!squeezed.isEqualWidth)
        let padding = 37.0 / 3
        #expect(squeezed.itemFrame(0, at: 0) == SegmentRect(x: 0, y: 0, width: 60 + padding, height: 30))
        #expect(squeezed.itemFrame(1, at: 0).width == 3 + padding)
        #expect(abs(squeezed.itemFrame(2, at: 0).maxX - 160) < 1e-9, "the segments still fill the bar")
        #expect(squeezed.contentRects(0, at: 0).title.width == 60, "no title is cut")
        #expect(squeezed.contentRects(2, at: 0).title.width == 60)
        #expect(squeezed.titleWidthLimit(2) == style.maxTitleWidth)
        #expect(!squeezed.isScrollable(at: 0))
        // In 140 pt that would leave 5.7 pt a segment, under the gap: each keeps the gap, the 3 pt title stays
        // whole and the two long ones share the 140 - 18 - 3 = 119 pt left, 59.5 pt each.
        let tight = SegmentLayout(metrics: metrics, style: style, viewWidth: 140, viewHeight: 30)
        #expect(frames(tight, at: 0).map(\.width) == [65.5, 9, 65.5])
        #expect(tight.titleWidthLimit(0) == 59.5)
        // Given its natural width, 3 · 80 pt, the bar is equal.
        let natural = SegmentLayout(metrics: metrics, style: style, viewWidth: 240, viewHeight: 30)
        #expect(natural.isEqualWidth)
        #expect(frames(natural, at: 0).map(\.width) == [80, 80, 80])
        // A selected title 20 pt larger counts: in 160 pt the titles would leave 5.7 pt a segment, so the long
        // ones are capped at their larger width's share instead, 69.5 pt, and no segment moves with the selection.
        let growing = SegmentLayout(
            metrics: plainMetrics([60, 3, 60], selected: [80, 3, 80]), style: style, viewWidth: 160, viewHeight: 30)
        #expect(growing.titleWidthLimit(0) == 69.5)
        #expect(frames(growing, at: 0) == frames(growing, at: 2))
    }

    @Test func perViewOfTheSegmentCountIsEqualMode() {
        let metrics = plainMetrics([30, 60, 12, 70])
        let equal = SegmentLayout(
            metrics: metrics, style: testStyle(widthMode: .equal, spacing: 3), viewWidth: 333, viewHeight: 30)
        let perView = SegmentLayout(
            metrics: metrics, style: testStyle(widthMode: .perView(4), spacing: 3), viewWidth: 333, viewHeight: 30)
        #expect(frames(equal, at: 1.5) == frames(perView, at: 1.5))
    }

    @Test func modesAreClampedWhenSet() {
        #expect(WidthMode.fixed(-5).clamped == .fixed(0))
        #expect(WidthMode.fixed(.infinity).clamped == .fixed(10_000))
        #expect(WidthMode.fixed(.nan).clamped == .fitted(fillWhenNarrower: false))
        #expect(WidthMode.perView(0).clamped == .perView(1))
        #expect(WidthMode.perView(.max).clamped == .perView(SegmentLimits.maximumSegmentsPerView))
        var style = SegmentStyle()
        style.widthMode = .perView(-3)
        #expect(style.widthMode == .perView(1))
        #expect(
            WidthMode.fitted(fillWhenNarrower: true).sharedWidth(viewWidth: 100, insets: 0, spacing: 0, count: 2) == nil
        )
        #expect(WidthMode.perView(3).sharedWidth(viewWidth: 10, insets: 20, spacing: 5, count: 9) == 0)
    }
}

extension WidthModeTests {
    @Test func aPresetWithAnotherWidthModeOrIndicatorPlacementStaysInItsFamily() {
        var style = SegmentStyle.cursor
        style.widthMode = .fixed(64)
        #expect(SegmentStyle.familyName(of: style) == "cursor")
        #expect(SegmentStyle.presetName(of: style) == nil)
        style.indicator.isElastic.toggle()
        style.indicator.placement = .above
        #expect(SegmentStyle.familyName(of: style) == "cursor", "where the cursor sits and how it moves")
        style.indicator.thickness += 1
        #expect(SegmentStyle.familyName(of: style) == nil, "how it looks")
        #expect(SegmentStyle.familyName(of: .capsule) == "capsule")
    }
}
