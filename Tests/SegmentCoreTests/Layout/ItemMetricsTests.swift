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

    /// A bar of ten thousand segments keeps one of these per segment.
    @Test func metricsStayCompact() {
        #expect(MemoryLayout<ItemMetrics>.stride <= 20)
    }
}
