import SegmentCore
import Testing

/// Expects no segment's icon, title or badge to reach into another segment at rest on the first.
private func expectEveryPartInsideItsSegment(_ layout: SegmentLayout, sourceLocation: SourceLocation = #_sourceLocation)
{
    for index in 0..<layout.count {
        let rects = layout.contentRects(index, at: 0)
        for part in [rects.icon, rects.title, rects.badge].compactMap({ $0 }) {
            #expect(
                part.x >= rects.frame.x - 0.01 && part.maxX <= rects.frame.maxX + 0.01,
                "\(index) at \(layout.viewWidth): \(part) in \(rects.frame)", sourceLocation: sourceLocation)
        }
    }
}

@Suite struct NaturalSizeTests {
    /// Titles 30, 60, 12 (item 1 grows to 90 when selected), 10 pt padding, 5 pt gaps, 8 pt side insets.
    private let metrics = plainMetrics([30, 60, 12], selected: [30, 90, 12])

    private func style(_ mode: WidthMode) -> SegmentStyle {
        testStyle(widthMode: mode, spacing: 5, insets: EdgeInsets(top: 2, leading: 8, bottom: 3, trailing: 8))
    }

    @Test func fittedWidthIsTheSumPlusTheLargestGrowth() {
        // 16 insets + 2·5 gaps + (50 + 80 + 32) + 30 growth = 218.
        let style = style(.fitted(fillWhenNarrower: false))
        #expect(NaturalSize.width(metrics: metrics, style: style) == 218)
        // Given that width, the bar never scrolls, whichever item is selected, and is exactly full when item 1 is.
        let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: 218, viewHeight: 30)
        for p in stride(from: 0.0, through: 2, by: 0.25) {
            #expect(!layout.isScrollable(at: p))
        }
        #expect(layout.contentWidth(at: 1) == 218)
    }

    @Test func equalWidthGivesEverySegmentTheWidestContent() {
        // The widest content is item 1 selected, 90: 16 + 10 + 3·(90 + 20) = 356.
        let style = style(.equal)
        #expect(NaturalSize.width(metrics: metrics, style: style) == 356)
        let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: 356, viewHeight: 30)
        #expect(layout.itemFrame(1, at: 1).width == 110)
    }

    @Test func anEqualBarsMinimumSqueezesEveryTitleToAnEllipsisAndNoFurther() {
        // A 10 pt font: an ellipsis is reckoned 10 pt. Padding 2·10 squeezes to the 6 pt title gap.
        // 16 insets + 2·5 gaps + 3·(6 + 10) = 74, against a natural 356.
        let natural = NaturalSize.width(metrics: metrics, style: style(.equal))
        #expect(
            NaturalSize.minimumMainLength(metrics: metrics, style: style(.equal), axis: .horizontal, natural: natural)
                == 74)
        // Icons (16) and badges (16, 4 from the title) are not squeezed: each segment keeps them whole, 3·(6 + 46) + 26 = 182.
        let rich = (0..<3).map {
            ItemMetrics(titleWidth: [30, 60, 12][$0], iconExtent: 16, pillWidth: 16, pillExtent: 20)
        }
        let richNatural = NaturalSize.width(metrics: rich, style: style(.equal))
        let least = NaturalSize.minimumMainLength(
            metrics: rich, style: style(.equal), axis: .horizontal, natural: richNatural)
        #expect(least == 182)
        // At that width no segment's icon, title or badge reaches into another segment, in either direction.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = SegmentLayout(
                metrics: rich, style: style(.equal), viewWidth: least, viewHeight: 30, direction: direction)
            expectEveryPartInsideItsSegment(layout)
        }
        // Never above the natural length; a bar that scrolls, or a vertical one, keeps the small minimum.
        #expect(
            NaturalSize.minimumMainLength(metrics: metrics, style: style(.equal), axis: .horizontal, natural: 50) == 50)
        let fitted = style(.fitted(fillWhenNarrower: false))
        #expect(NaturalSize.minimumMainLength(metrics: metrics, style: fitted, axis: .horizontal, natural: 218) == 48)
        #expect(
            NaturalSize.minimumMainLength(metrics: metrics, style: style(.equal), axis: .vertical, natural: 200) == 48)
        #expect(NaturalSize.minimumMainLength(metrics: [], style: style(.equal), axis: .horizontal, natural: 16) == 16)
        // Thousands of segments ask for no more than a wide screen.
        let many = plainMetrics(Array(repeating: 30, count: 10_000))
        let manyNatural = NaturalSize.width(metrics: many, style: style(.equal))
        #expect(
            NaturalSize.minimumMainLength(metrics: many, style: style(.equal), axis: .horizontal, natural: manyNatural)
                == NaturalSize.maximumEqualMinimum)
    }

    /// Each segment keeps room for its own icon and badge, not for the largest of them: one "99+" on one of five
    /// tabs counted in every tab raised a bottom bar's minimum past a phone's width. At that minimum every part of
    /// every segment stays inside its segment, in both directions.
    @Test func anEqualBarsMinimumCountsEachSegmentsBadgeOnce() {
        let icons = (0..<5).map { _ in ItemMetrics(titleWidth: 40, iconExtent: 20) }
        var badged = icons
        badged[0] = ItemMetrics(titleWidth: 40, iconExtent: 20, pillWidth: 26, pillExtent: 30)
        let equal = style(.equal)
        func least(_ metrics: [ItemMetrics]) -> Double {
            NaturalSize.minimumMainLength(
                metrics: metrics, style: equal, axis: .horizontal,
                natural: NaturalSize.width(metrics: metrics, style: equal))
        }
        // 16 insets + 4·5 gaps + 5·6 title gaps + 5·(20 + 10) = 216; the badge adds its 30 once.
        #expect(least(icons) == 216)
        #expect(least(badged) == 216 + 30)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for width in [least(badged), least(badged) + 17, 300] {
                let layout = SegmentLayout(
                    metrics: badged, style: equal, viewWidth: width, viewHeight: 30, direction: direction)
                #expect(layout.contentWidth(at: 0) <= width + 0.01, "fits at \(width)")
                expectEveryPartInsideItsSegment(layout)
                #expect(layout.contentRects(0, at: 0).badge != nil)
            }
        }
    }

    @Test func emptyBarIsJustItsInsets() {
        #expect(NaturalSize.width(metrics: [], style: style(.equal)) == 16)
        #expect(NaturalSize.width(metrics: [], style: style(.fitted(fillWhenNarrower: true))) == 16)
    }

    @Test func heightFitsTheTallestContentWithPadding() {
        // Titles 14 tall, a 10 pt font's 12 pt line, 16 pt icons, 14 pt pills: 16, plus 2·8 padding and 2 + 3 insets.
        #expect(NaturalSize.height(metrics: metrics, style: style(.equal)) == 37)
        let tall = [ItemMetrics(titleWidth: 10, titleHeight: 40)]
        #expect(NaturalSize.height(metrics: tall, style: style(.equal)) == 61)
    }

    @Test func overflowIsDecidedFromTheNaturalWidth() {
        // Three 30 pt titles with 10 pt padding each side: 150 pt of content.
        let metrics = plainMetrics([30, 30, 30])
        #expect(NaturalSize.overflows(metrics: metrics, style: testStyle(), viewWidth: 149))
        #expect(!NaturalSize.overflows(metrics: metrics, style: testStyle(), viewWidth: 150))
        #expect(!NaturalSize.overflows(metrics: metrics, style: testStyle(widthMode: .equal), viewWidth: 10))
        #expect(NaturalSize.overflows(metrics: metrics, style: testStyle(), viewWidth: .nan))
    }
}

@Suite struct ItemMetricsStorageTests {
    @Test func hugeAndBadLengthsAreStoredFiniteAndPangoWidthsExactly() {
        let huge = ItemMetrics(titleWidth: 1e300, selectedTitleWidth: .infinity, titleHeight: -.nan)
        #expect(huge.titleWidth.isFinite && huge.titleWidth > 1e38)
        #expect(huge.selectedTitleWidth == 0)
        #expect(huge.titleHeight == 0)
        // Pango measures in 1/1024 pt; such widths survive the compact storage unchanged.
        let pango = ItemMetrics(titleWidth: 12_345.0 + 1.0 / 1024, selectedTitleWidth: 77.0 + 513.0 / 1024)
        #expect(pango.titleWidth == 12_345.0 + 1.0 / 1024)
        #expect(pango.selectedTitleWidth == 77.0 + 513.0 / 1024)
    }
}
