/// Remembers text sizes so that a relayout with unchanged titles measures nothing again.
///
/// Measuring is the expensive step of a layout (a Pango layout costs
/// microseconds, the arithmetic nanoseconds), so every measurement goes
/// through here. The cache is emptied when the font or the text direction
/// changes, because then every size may differ.
public struct MeasurementCache: Sendable {
    private var sizes = SmallMap<TextKey, TextSize>()
    private var estimator = AdvanceEstimator()

    /// How many times the measurer was actually called (at most one per distinct text and font).
    public private(set) var misses = 0

    /// Creates an empty cache.
    public init() {}

    /// The size of `text` in `font`, asking `measurer` only the first time; with `markup`, `text` is Pango
    /// markup (``TextMeasurer/measure(markup:font:)``), remembered apart from the same characters as plain text.
    ///
    /// - Note: The measurer's answer is made safe before it is kept: NaN, infinite and negative lengths
    ///   become 0, and lengths are limited to `SegmentLimits.maximumCoordinate` (2^30 points).
    public mutating func size(
        of text: String, markup: Bool = false, font: FontSpec, using measurer: some TextMeasurer
    ) -> TextSize {
        let key = TextKey(text: text, font: font, isMarkup: markup)
        if let known = sizes[key] { return known }
        let measured = markup ? measurer.measure(markup: text, font: font) : measurer.measure(text, font: font)
        let safe = TextSize(width: toolkitLength(measured.width), height: toolkitLength(measured.height))
        sizes[key] = safe
        misses += 1
        return safe
    }

    /// The size of `text` in `font` and whether it is exact: a remembered exact size, else an
    /// estimate from character advances when the text allows one, else an exact measurement.
    /// Markup is never estimated: its tags change sizes and are not drawn, so it is always measured exactly.
    /// - Note: Made safe like ``size(of:markup:font:using:)``: finite, in `0...2^30` points.
    public mutating func estimatedSize(
        of text: String, markup: Bool = false, font: FontSpec, using measurer: some TextMeasurer
    ) -> (size: TextSize, isExact: Bool) {
        if markup { return (size(of: text, markup: true, font: font, using: measurer), true) }
        if let known = sizes[TextKey(text: text, font: font)] { return (known, true) }
        if let estimate = estimator.estimate(text, font: font, using: measurer) { return (estimate, false) }
        return (size(of: text, font: font, using: measurer), true)
    }

    /// Forgets every size, for a font, scale or direction change.
    public mutating func removeAll() {
        sizes.removeAll()
        estimator = AdvanceEstimator()
    }

    /// The most sizes worth keeping for `itemCount` segments: a title in two fonts and a badge label each, and 256
    /// more for recent edits.
    ///
    /// - Note: Negative counts count as 0; the limit saturates at `Int.max`.
    public static func limit(forItemCount itemCount: Int) -> Int {
        let (perItem, tooMany) = max(0, itemCount).multipliedReportingOverflow(by: 4)
        let (limit, tooLarge) = perItem.addingReportingOverflow(256)
        return tooMany || tooLarge ? .max : limit
    }

    /// Forgets every size when more are remembered than ``limit(forItemCount:)``: replaced titles (a count in
    /// every title, renamed on each new message) would otherwise be kept for as long as the bar lives.
    ///
    /// The sizes still needed are measured again, after at least as many new ones were, so each measurement
    /// costs at most one more on average. What the estimator learnt about the fonts stays.
    public mutating func trim(forItemCount itemCount: Int) {
        if sizes.count > Self.limit(forItemCount: itemCount) { sizes = SmallMap() }
    }

    /// The number of remembered sizes.
    public var count: Int { sizes.count }
}
