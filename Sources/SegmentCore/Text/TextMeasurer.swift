/// A font request, independent of any toolkit: a size in points and a weight.
public struct FontSpec: Hashable, Sendable {
    /// The size NaN falls back to: the default title size.
    private static let defaultSize = 11.0

    /// The font size in points.
    ///
    /// - Note: Limited to ``SegmentLimits/fontSizes`` (`1...500`) when set; NaN gives 11.
    public var size: Double {
        didSet { size = Self.clampedSize(size) }
    }
    /// Whether the bold weight is used.
    public var isBold: Bool

    /// Creates a font request.
    ///
    /// - Note: `size` is limited to `1...500`; NaN gives 11.
    public init(size: Double, isBold: Bool = false) {
        self.size = Self.clampedSize(size)
        self.isBold = isBold
    }

    /// `size` made valid: NaN gives 11, the rest is limited to ``SegmentLimits/fontSizes``.
    private static func clampedSize(_ size: Double) -> Double {
        size.isNaN ? defaultSize : clamp(size, SegmentLimits.fontSizes.lowerBound, SegmentLimits.fontSizes.upperBound)
    }
}

/// The logical extent of a run of text, in points.
///
/// A plain record: it stores what it is given, since a measurer may return anything. The core makes
/// measured sizes safe where it reads them (see ``MeasurementCache/size(of:markup:font:using:)``).
public struct TextSize: Hashable, Sendable {
    /// The advance width.
    public var width: Double
    /// The line height.
    public var height: Double

    /// Creates a size.
    ///
    /// - Note: Stores `width` and `height` unchanged, whatever they are.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Something that can tell how large a string is in a font.
///
/// The core never measures text itself: the GTK layer passes a Pango-backed
/// measurer, and tests pass a deterministic fake, so layout stays testable
/// without a display.
public protocol TextMeasurer {
    /// The size of `text` set on one line in `font`.
    func measure(_ text: String, font: FontSpec) -> TextSize

    /// The size of the Pango markup `markup` set on one line in `font` (tags applied, not shown).
    func measure(markup: String, font: FontSpec) -> TextSize
}

extension TextMeasurer {
    /// Measures `markup` as the text it is written with: what a measurer that knows no markup can do.
    ///
    /// Pango-backed measurers apply the markup instead; the core only ever asks, never parses.
    public func measure(markup: String, font: FontSpec) -> TextSize {
        measure(markup, font: font)
    }
}

/// A measurer that gives every character the same advance, for tests and estimates.
///
/// Widths are `advance × characters × size / 10`, so worked numbers in tests
/// are easy to follow by hand; bold adds 10 %.
public struct MonospaceMeasurer: TextMeasurer, Sendable {
    /// The advance of one character in a 10 pt regular font.
    ///
    /// - Note: Limited to `0...10_000` when set; NaN gives the default, 6.
    @StyleLength(default: 6) public var advance: Double

    /// Creates a measurer whose 10 pt characters are `advance` wide.
    ///
    /// - Note: `advance` is limited to `0...10_000`; NaN gives 6.
    public init(advance: Double = 6) {
        self.advance = advance
    }

    /// See ``MonospaceMeasurer``.
    ///
    /// - Note: Always finite and non-negative: the advance and the font size are clamped when set.
    public func measure(_ text: String, font: FontSpec) -> TextSize {
        let scale = font.size / 10 * (font.isBold ? 1.1 : 1)
        return TextSize(width: Double(text.count) * advance * scale, height: font.size * 1.2)
    }
}
