import SegmentCore
import Testing

/// 10 pt titles at 6 pt a character (12 pt tall), 10 pt badge text, 4 pt pill padding and gap, 14 pt pills, 6 pt dots.
private func style(padding: Double = 10, maxTitleWidth: Double = 320) -> SegmentStyle {
    SegmentStyle(
        itemPadding: padding, titleFont: FontSpec(size: 10), iconSize: 16, iconSpacing: 6,
        badge: BadgeStyle(font: FontSpec(size: 10), dotDiameter: 6, padding: 4, height: 14, gap: 4, maxCount: 99),
        maxTitleWidth: maxTitleWidth)
}

private func layout(_ items: [SegmentItem], style: SegmentStyle = style(), viewHeight: Double = 40) -> SegmentLayout {
    var cache = MeasurementCache()
    let metrics = items.map {
        ItemMetrics.measure($0, style: style, cache: &cache, measurer: MonospaceMeasurer(advance: 6))
    }
    return SegmentLayout(metrics: metrics, style: style, viewWidth: 500, viewHeight: viewHeight)
}

@Suite struct ContentTests {
    @Test func plainTitleIsCentredInItsFrame() {
        // "Inbox": 30 wide in a 50 pt frame, 12 tall in a 40 pt bar.
        let rects = layout([SegmentItem("Inbox")]).contentRects(0, at: 0)
        #expect(rects.frame == SegmentRect(x: 0, y: 0, width: 50, height: 40))
        #expect(rects.title == SegmentRect(x: 10, y: 14, width: 30, height: 12))
        #expect(rects.icon == nil)
        #expect(rects.badge == nil)
    }

    @Test func iconComesBeforeTheTitle() {
        // 16 icon + 6 gap + 30 title = 52 of content in a 72 pt frame.
        let rects = layout([SegmentItem("Inbox", icon: "mail")]).contentRects(0, at: 0)
        #expect(rects.frame.width == 72)
        #expect(rects.icon == SegmentRect(x: 10, y: 12, width: 16, height: 16))
        #expect(rects.title == SegmentRect(x: 32, y: 14, width: 30, height: 12))
    }

    @Test func iconOnlyHasNoGap() {
        let rects = layout([SegmentItem("", icon: "mail")]).contentRects(0, at: 0)
        #expect(rects.frame.width == 36)  // 16 + 2·10
        #expect(rects.icon == SegmentRect(x: 10, y: 12, width: 16, height: 16))
    }

    @Test func dotSitsOnTheTitlesTopTrailingCorner() {
        let rects = layout([SegmentItem("Inbox", badge: .dot)]).contentRects(0, at: 0)
        #expect(rects.frame.width == 50)  // a dot takes no width
        #expect(rects.badge == SegmentRect(x: 40, y: 11, width: 6, height: 6))
        let dot = rects.badge!
        #expect(dot.x == rects.title.maxX && dot.midY == rects.title.y)
        #expect(dot.x >= rects.frame.x && dot.maxX <= rects.frame.maxX && dot.y >= rects.frame.y)
    }

    @Test func dotIsKeptInsideAShortFrame() {
        // In a 12 pt bar the title starts at the top; the dot cannot rise above it.
        let rects = layout([SegmentItem("Inbox", badge: .dot)], viewHeight: 12).contentRects(0, at: 0)
        #expect(rects.title.y == 0)
        #expect(rects.badge == SegmentRect(x: 40, y: 0, width: 6, height: 6))
    }

    @Test func dotIsKeptInsideANarrowFrame() {
        // With 2 pt padding the frame is [0, 34): a dot at the title's end (30..36) would stick out, so it moves in.
        let rects = layout([SegmentItem("Inbox", badge: .dot)], style: style(padding: 2)).contentRects(0, at: 0)
        #expect(rects.frame.width == 34)
        #expect(rects.badge == SegmentRect(x: 28, y: 11, width: 6, height: 6))
    }

    @Test func countPillFollowsTheTitleAndCountsInTheWidth() {
        // "5" is 6 wide: 6 + 2·4 = 14, the minimum pill. 30 + 4 + 14 = 48 of content, 68 with padding.
        let rects = layout([SegmentItem("Inbox", badge: .count(5))]).contentRects(0, at: 0)
        #expect(rects.frame.width == 68)
        #expect(rects.title == SegmentRect(x: 10, y: 14, width: 30, height: 12))
        #expect(rects.badge == SegmentRect(x: 44, y: 13, width: 14, height: 14))
        #expect(rects.badge!.maxX == rects.frame.maxX - 10)
    }

    /// A narrow indicator marks the title, not the segment's box that its count pill widens: the fixed
    /// underline and the dot sit under "Inbox" (x 10–40, centre 25), not under the frame's centre 34.
    @Test func aNarrowIndicatorIsCentredOnTheTitleBesideABadge() {
        for indicator in [
            IndicatorStyle(shape: .underline, width: .fixed(12), thickness: 3),
            IndicatorStyle(shape: .dot, width: .segment, thickness: 4),
        ] {
            var styled = style()
            styled.indicator = indicator
            let l = layout([SegmentItem("Inbox", badge: .count(5))], style: styled)
            #expect(l.indicatorRect(at: 0)!.midX == 25, "\(indicator.shape)")
        }
    }

    @Test func countOverflowReadsMaxPlus() {
        // 120 → "99+", 18 wide: a 26 pt pill; 30 + 4 + 26 + 20 = 80.
        let l = layout([SegmentItem("Inbox", badge: .count(120)), SegmentItem("Inbox", badge: .count(Int.max))])
        #expect(l.metrics[0].pillWidth == 26)
        #expect(l.metrics[0].pillExtent == 30)
        #expect(l.itemFrame(0, at: 0).width == 80)
        #expect(l.metrics[1] == l.metrics[0])
        #expect(l.contentRects(0, at: 0).badge == SegmentRect(x: 44, y: 13, width: 26, height: 14))
    }

    @Test func aPillIsAsTallAsItsLabelsLineWhenThatIsTaller() {
        // Large text: a 20 pt count's line is 24 pt, over the pill's 14 pt. The pill takes the line's height (and
        // at least as much width), the bar grows to fit it, and a vertical bar's row too; "Inbox" + 4 + 24.
        var large = style()
        large.badge.font = FontSpec(size: 20)
        let l = layout([SegmentItem("Inbox", badge: .count(5))], style: large)
        #expect(l.metrics[0].pillLineHeight == 24)
        #expect(l.metrics[0].pillWidth == 24)
        #expect(l.contentRects(0, at: 0).badge == SegmentRect(x: 44, y: 8, width: 24, height: 24))
        let usual = layout([SegmentItem("Inbox", badge: .count(5))])
        #expect(usual.contentRects(0, at: 0).badge?.height == 14)
        #expect(
            NaturalSize.height(metrics: l.metrics, style: large)
                == NaturalSize.height(metrics: usual.metrics, style: style()) + 8)
        #expect(l.metrics[0].alongAxis(.vertical, style: large).titleWidth == 24)
        for line: Double in [-5, 0, 3, .nan, .infinity, -.infinity] {
            #expect(large.badge.pillHeight(lineHeight: line) == 14, "\(line)")
        }
    }

    @Test func textPillAndInvisibleBadges() {
        let l = layout([
            SegmentItem("Inbox", badge: .text("new")),
            SegmentItem("Inbox", badge: .count(0)),
            SegmentItem("Inbox", badge: .count(-3)),
            SegmentItem("Inbox", badge: .text("")),
        ])
        #expect(l.metrics[0].pillWidth == 26)  // "new" = 18 + 8
        for i in 1..<4 {
            #expect(l.metrics[i].pillWidth == 0 && l.metrics[i].pillExtent == 0)
            #expect(l.itemFrame(i, at: 0).width == 50)
            #expect(l.contentRects(i, at: 0).badge == nil)
        }
    }

    @Test func iconTitleAndPillTogether() {
        // 22 + 30 + 18 = 70 of content in a 90 pt frame: icon at 10, title at 32, pill at 66.
        let rects = layout([SegmentItem("Inbox", icon: "mail", badge: .count(3))]).contentRects(0, at: 0)
        #expect(rects.frame.width == 90)
        #expect(rects.icon?.x == 10)
        #expect(rects.title.x == 32)
        #expect(rects.badge == SegmentRect(x: 66, y: 13, width: 14, height: 14))
    }

    @Test func longTitlesAreCappedByMaxTitleWidth() {
        let long = String(repeating: "W", count: 1000)  // 6000 pt uncapped
        let l = layout([SegmentItem(long), SegmentItem("Inbox")], style: style(maxTitleWidth: 100))
        #expect(l.metrics[0].titleWidth == 100)
        #expect(l.itemFrame(0, at: 0).width == 120)
        #expect(l.itemFrame(1, at: 0).x == 120)
        #expect(l.contentRects(0, at: 0).title.width == 100)
    }

    @Test func emptyTitleHasZeroWidthTitle() {
        let rects = layout([SegmentItem("")]).contentRects(0, at: 0)
        #expect(rects.frame.width == 20)
        #expect(rects.title == SegmentRect(x: 10, y: 14, width: 0, height: 12))
    }

    @Test func titleGrowsWithEmphasisInsideItsFrame() {
        // Selected titles at 20 pt: "Inbox" is 60 wide, 24 tall, and the frame grows to 80.
        var s = style()
        s.selectedTitleFont = FontSpec(size: 20)
        let l = layout([SegmentItem("Inbox"), SegmentItem("Inbox")], style: s)
        #expect(l.contentRects(0, at: 0).title == SegmentRect(x: 10, y: 8, width: 60, height: 24))
        // The unselected title's line is the normal font's, 12 pt, centred in the 40 pt bar as its icon, badge and
        // close button are: a 24 pt box would have drawn it 6 pt above them.
        #expect(l.contentRects(1, at: 0).title == SegmentRect(x: 90, y: 14, width: 30, height: 12))
        // Half-way both titles are 45 wide in 65 pt frames, and 18 pt lines (the zoom's), centred.
        #expect(l.contentRects(1, at: 0.5).title == SegmentRect(x: 75, y: 11, width: 45, height: 18))
        #expect(l.contentRects(0, at: 0.5).title.midY == 20)
        // The bar keeps room for the taller line whichever title is selected.
        #expect(l.metrics.allSatisfy { $0.titleHeight == 24 })
    }
}
