import SegmentCore
import Testing

@Suite struct ItemMetricsTests {
    @Test func titleWidthsKeepPangoPrecisionAndShortLengthsAPixelFraction() {
        // Pango widths are multiples of 1/1024 pt: a Float keeps them exactly.
        let m = ItemMetrics(titleWidth: 1234.0009765625, titleHeight: 16.796875, pillWidth: 23.3)
        #expect(m.titleWidth == 1234.0009765625)
        #expect(m.titleHeight == 16.796875, "a multiple of 1/64 pt is kept exactly")
        #expect(abs(m.pillWidth - 23.3) <= 1.0 / 128, "within half a 1/64 step")
        #expect(ItemMetrics(titleWidth: 1, titleHeight: 1e9).titleHeight == 65535.0 / 64, "clamped to 16 bits")
        #expect(ItemMetrics(titleWidth: 1, titleHeight: .nan).titleHeight == 0)
    }

    @Test func theWidestContentIsTheRoomAtEitherEmphasis() {
        let grows = ItemMetrics(titleWidth: 40, selectedTitleWidth: 50, iconExtent: 20, pillExtent: 12)
        #expect(grows.widestContentWidth == 82, "icon, selected title and pill")
        let shrinks = ItemMetrics(titleWidth: 40, selectedTitleWidth: 30, iconExtent: 20)
        #expect(shrinks.widestContentWidth == 60, "a selected title in a lighter font is narrower")
    }

    @Test func theTitleLineFollowsTheFontDrawnAtEachEmphasis() {
        // A larger selected font: 17 pt against 23 pt lines. The bar keeps room for the taller.
        let larger = ItemMetrics(titleWidth: 40, selectedTitleWidth: 54, titleHeight: 17, selectedTitleHeight: 23)
        #expect(larger.titleHeight == 23)
        #expect(larger.titleHeight(emphasis: 0) == 17)
        #expect(larger.titleHeight(emphasis: 0.5) == 20)
        #expect(larger.titleHeight(emphasis: 1) == 23)
        #expect(larger.titleHeight(emphasis: .nan) == 17, "NaN counts as 0")
        #expect(larger.titleHeight(emphasis: 7) == 23, "limited to 0...1")
        // A smaller selected font: the normal line is the taller.
        let smaller = ItemMetrics(titleWidth: 40, titleHeight: 20, selectedTitleHeight: 16.25)
        #expect(smaller.titleHeight == 20)
        #expect(smaller.titleHeight(emphasis: 0) == 20 && smaller.titleHeight(emphasis: 1) == 16.25)
        // One font: one line, whatever the emphasis.
        let same = ItemMetrics(titleWidth: 40, titleHeight: 16.796875)
        #expect(same.titleHeight(emphasis: 0) == 16.796875 && same.titleHeight(emphasis: 1) == 16.796875)
        // Kept to a quarter point, and at most 63.75 pt apart; a bad height is 0.
        let near = ItemMetrics(titleWidth: 1, titleHeight: 10, selectedTitleHeight: 10.34375)
        #expect(near.titleHeight(emphasis: 0) == 10.34375 - 0.25)
        let far = ItemMetrics(titleWidth: 1, titleHeight: 10, selectedTitleHeight: 200)
        #expect(far.titleHeight(emphasis: 0) == 200 - 63.75)
        let bad = ItemMetrics(titleWidth: 1, titleHeight: .nan, selectedTitleHeight: 12)
        #expect(bad.titleHeight == 12 && bad.titleHeight(emphasis: 0) == 0)
    }

    /// A bar of ten thousand segments keeps one of these per segment.
    @Test func metricsStayCompact() {
        #expect(MemoryLayout<ItemMetrics>.stride <= 20)
    }
}
