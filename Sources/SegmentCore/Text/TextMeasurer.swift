/// A font request, independent of any toolkit: a size in points and a weight.
public struct FontSpec: Hashable, Sendable {
    /// The font size in points.
    public var size: Double
    /// Whether the bold weight is used.
    public var isBold: Bool

    /// Creates a font request.
    public init(size: Double, isBold: Bool = false) {
        self.size = size
        self.isBold = isBold
    }

    /// The same font one step larger and bold, as selected titles often are.
    public func emphasized(by points: Double = 1) -> FontSpec {
        FontSpec(size: size + points, isBold: true)
    }
}

/// The logical extent of a run of text, in points.
public struct TextSize: Hashable, Sendable {
    /// The advance width.
    public var width: Double
    /// The line height.
    public var height: Double

    /// Creates a size.
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
}

/// A measurer that gives every character the same advance, for tests and estimates.
///
/// Widths are `advance × characters × size / 10`, so worked numbers in tests
/// are easy to follow by hand; bold adds 10 %.
public struct MonospaceMeasurer: TextMeasurer, Sendable {
    /// The advance of one character in a 10 pt regular font.
    public var advance: Double

    /// Creates a measurer whose 10 pt characters are `advance` wide.
    public init(advance: Double = 6) {
        self.advance = advance
    }

    /// See ``MonospaceMeasurer``.
    public func measure(_ text: String, font: FontSpec) -> TextSize {
        let scale = font.size / 10 * (font.isBold ? 1.1 : 1)
        return TextSize(width: Double(text.count) * advance * scale, height: font.size * 1.2)
    }
}
