import SegmentCore

// Shared helpers for the worked examples. Every number a test asserts is
// worked out by hand in the test itself; these helpers only save typing.

/// Whether two numbers agree to within `tolerance`, for values that went through a few floating-point steps.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two rectangles agree coordinate by coordinate to within `tolerance`.
func approx(_ a: SegmentRect, _ b: SegmentRect, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
        && approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}

/// Metrics for plain text segments of the given title widths (no icon, no badge).
func plainMetrics(_ widths: [Double], selected: [Double]? = nil) -> [ItemMetrics] {
    widths.indices.map { i in
        ItemMetrics(titleWidth: widths[i], selectedTitleWidth: selected?[i], titleHeight: 14)
    }
}

/// A style with everything that changes geometry set explicitly, so a test reads its inputs in one place.
func testStyle(
    widthMode: WidthMode = .fitted(fillWhenNarrower: false), padding: Double = 10, spacing: Double = 0,
    insets: EdgeInsets = .zero, indicator: IndicatorStyle = IndicatorStyle(),
    separators: SeparatorStyle = SeparatorStyle(), bottomBorder: Double = 0
) -> SegmentStyle {
    SegmentStyle(
        widthMode: widthMode, itemPadding: padding, spacing: spacing, contentInsets: insets,
        titleFont: FontSpec(size: 10), selectedTitleFont: FontSpec(size: 10),
        indicator: indicator, separators: separators, bottomBorder: bottomBorder)
}

/// All item frames of `layout` at `position`.
func frames(_ layout: SegmentLayout, at position: Double) -> [SegmentRect] {
    (0..<layout.count).map { layout.itemFrame($0, at: position) }
}

/// A measurer that counts how often it is asked, to prove the cache spares it.
///
/// A class so the count survives being passed by value into `measure`.
final class CountingMeasurer: TextMeasurer {
    private let base = MonospaceMeasurer(advance: 6)
    /// How many times `measure` ran.
    private(set) var calls = 0
    /// Every text measured, in order, to tell which title was measured again.
    private(set) var texts: [String] = []

    /// Counts the call, then measures like `MonospaceMeasurer(advance: 6)`.
    func measure(_ text: String, font: FontSpec) -> TextSize {
        calls += 1
        texts.append(text)
        return base.measure(text, font: font)
    }
}
