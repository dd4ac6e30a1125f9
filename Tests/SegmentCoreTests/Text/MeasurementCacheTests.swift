import SegmentCore
import Testing

private func measureAll(
    _ items: [SegmentItem], style: SegmentStyle, cache: inout MeasurementCache, measurer: CountingMeasurer
) -> [ItemMetrics] {
    items.map { ItemMetrics.measure($0, style: style, cache: &cache, measurer: measurer) }
}

@Suite struct MeasurementCacheTests {
    private let items = [
        SegmentItem("Home"), SegmentItem("News", badge: .count(3)), SegmentItem("Sports", badge: .dot),
    ]

    @Test func aRelayoutWithUnchangedTitlesMeasuresNothing() {
        var style = SegmentStyle(titleFont: FontSpec(size: 10))
        style.selectedTitleFont = FontSpec(size: 10)
        let measurer = CountingMeasurer()
        var cache = MeasurementCache()
        let first = measureAll(items, style: style, cache: &cache, measurer: measurer)
        // Three titles in one font, plus the "3" of the count badge.
        #expect(measurer.calls == 4)
        #expect(cache.misses == 4)
        #expect(cache.count == 4)
        let second = measureAll(items, style: style, cache: &cache, measurer: measurer)
        #expect(measurer.calls == 4)
        #expect(second == first)
        // A layout from the cached metrics needs no measurer at all.
        _ = SegmentLayout(metrics: second, style: style, viewWidth: 300, viewHeight: 30)
        #expect(measurer.calls == 4)
    }

    @Test func aSelectedFontMeasuresEachTitleTwiceOnlyOnce() {
        var style = SegmentStyle(titleFont: FontSpec(size: 10))
        style.selectedTitleFont = FontSpec(size: 12, isBold: true)
        let measurer = CountingMeasurer()
        var cache = MeasurementCache()
        _ = measureAll(items, style: style, cache: &cache, measurer: measurer)
        #expect(measurer.calls == 7)  // 3 titles × 2 fonts + 1 badge
        _ = measureAll(items, style: style, cache: &cache, measurer: measurer)
        #expect(measurer.calls == 7)
    }

    @Test func onlyChangedTitlesAreMeasuredAgain() {
        let style = SegmentStyle(titleFont: FontSpec(size: 10), selectedTitleFont: FontSpec(size: 10))
        let measurer = CountingMeasurer()
        var cache = MeasurementCache()
        _ = measureAll(items, style: style, cache: &cache, measurer: measurer)
        let before = measurer.calls
        var renamed = items
        renamed[1].title = "World"
        _ = measureAll(renamed, style: style, cache: &cache, measurer: measurer)
        #expect(measurer.calls == before + 1)
        #expect(measurer.texts.last == "World")
    }

    @Test func duplicateTitlesAreMeasuredOnce() {
        let style = SegmentStyle(titleFont: FontSpec(size: 10), selectedTitleFont: FontSpec(size: 10))
        let measurer = CountingMeasurer()
        var cache = MeasurementCache()
        _ = measureAll(
            Array(repeating: SegmentItem("Same"), count: 50), style: style, cache: &cache, measurer: measurer)
        #expect(measurer.calls == 1)
    }

    @Test func removeAllForgetsEverySize() {
        let style = SegmentStyle(titleFont: FontSpec(size: 10), selectedTitleFont: FontSpec(size: 10))
        let measurer = CountingMeasurer()
        var cache = MeasurementCache()
        _ = measureAll(items, style: style, cache: &cache, measurer: measurer)
        cache.removeAll()
        #expect(cache.count == 0)
        _ = measureAll(items, style: style, cache: &cache, measurer: measurer)
        #expect(measurer.calls == 8)
    }

    @Test func nonFiniteMeasurementsBecomeZero() {
        struct BrokenMeasurer: TextMeasurer {
            func measure(_ text: String, font: FontSpec) -> TextSize { TextSize(width: .nan, height: -.infinity) }
        }
        var cache = MeasurementCache()
        let size = cache.size(of: "x", font: FontSpec(size: 10), using: BrokenMeasurer())
        #expect(size == TextSize(width: 0, height: 0))
    }

    @Test func monospaceMeasurerWorkedNumbers() {
        let m = MonospaceMeasurer(advance: 6)
        #expect(m.measure("Home", font: FontSpec(size: 10)) == TextSize(width: 24, height: 12))
        #expect(m.measure("Home", font: FontSpec(size: 20)) == TextSize(width: 48, height: 24))
        #expect(approx(m.measure("Home", font: FontSpec(size: 10, isBold: true)).width, 26.4))
    }
}
