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

    @Test func trimmingBoundsTheSizesOfReplacedTitles() {
        // Ten titles renamed 100 times ("Inbox (k)"): 1,000 sizes without trimming, at most 4 × 10 + 256 with it.
        let font = FontSpec(size: 10)
        let measurer = CountingMeasurer()
        var cache = MeasurementCache()
        for round in 0..<100 {
            cache.trim(forItemCount: 10)
            for title in 0..<10 { _ = cache.size(of: "Title \(title) (\(round))", font: font, using: measurer) }
            #expect(cache.count <= MeasurementCache.limit(forItemCount: 10) + 10)
        }
        #expect(measurer.calls == 1_000, "each new title measured once")
        // Titles still in use are only measured again after a trim.
        cache.trim(forItemCount: 10)
        let before = measurer.calls
        _ = cache.size(of: "Title 0 (99)", font: font, using: measurer)
        #expect(measurer.calls - before <= 1)
        #expect(MeasurementCache.limit(forItemCount: 10) == 296)
        #expect(MeasurementCache.limit(forItemCount: -5) == 256)
        #expect(MeasurementCache.limit(forItemCount: .max) == .max)
        #expect(MeasurementCache.limit(forItemCount: .max / 4) == .max)
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

/// A measurer that tells markup from plain text: markup is measured as its text between tags.
private final class MarkupAwareMeasurer: TextMeasurer {
    private let base = MonospaceMeasurer(advance: 6)
    private(set) var markupCalls: [String] = []
    private(set) var plainCalls: [String] = []

    func measure(_ text: String, font: FontSpec) -> TextSize {
        plainCalls.append(text)
        return base.measure(text, font: font)
    }

    func measure(markup: String, font: FontSpec) -> TextSize {
        markupCalls.append(markup)
        let text = markup.replacing(#/<[^>]*>/#, with: "")
        return base.measure(text, font: font)
    }
}

@Suite struct MarkupMeasurementTests {
    private let style = SegmentStyle(titleFont: FontSpec(size: 10), selectedTitleFont: FontSpec(size: 10))

    @Test func markupIsMeasuredAsMarkupAndRememberedApartFromTheSamePlainText() {
        let measurer = MarkupAwareMeasurer()
        var cache = MeasurementCache()
        let markup = ItemMetrics.measure(
            SegmentItem(markup: "<b>Inbox</b>"), style: style, cache: &cache, measurer: measurer)
        let plain = ItemMetrics.measure(SegmentItem("<b>Inbox</b>"), style: style, cache: &cache, measurer: measurer)
        #expect(markup.titleWidth == 30, "5 characters × 6: the tags are not drawn")
        #expect(plain.titleWidth == 72, "12 characters × 6: a plain title shows its tags")
        #expect(measurer.markupCalls == ["<b>Inbox</b>"])
        #expect(measurer.plainCalls == ["<b>Inbox</b>"])
    }

    /// A long bar estimates plain ASCII titles from character advances; markup is ASCII too, but its tags change
    /// the size and are not drawn, so an estimate would be wrong: markup is always measured exactly.
    @Test func aLongBarNeverEstimatesMarkup() {
        let measurer = MarkupAwareMeasurer()
        var cache = MeasurementCache()
        let markup = ItemMetrics.measure(
            SegmentItem(markup: "Inbox <small>12</small>"), style: style, cache: &cache, measurer: measurer,
            exact: false)
        #expect(!markup.isEstimated)
        #expect(markup.titleWidth == 48, "\"Inbox 12\": 8 characters × 6")
        let plain = ItemMetrics.measure(
            SegmentItem("Inbox 12"), style: style, cache: &cache, measurer: measurer, exact: false)
        #expect(plain.isEstimated, "plain titles are still estimated")
        #expect(plain.titleWidth == markup.titleWidth)
    }

    @Test func aMeasurerThatKnowsNoMarkupMeasuresItsSource() {
        let measurer = MonospaceMeasurer(advance: 6)
        #expect(measurer.measure(markup: "<b>x</b>", font: FontSpec(size: 10)).width == 48)
    }
}
