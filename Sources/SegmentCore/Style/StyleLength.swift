/// A style length in points, clamped whenever it is set: NaN becomes the property's default, everything
/// else is limited to `0...maximum` (so infinities and huge values become a bound, negatives 0).
///
/// `@StyleLength(default: 10) var itemPadding: Double` starts at 10 and falls back to 10. Clamping when
/// a value is set, not when it is read, means every reader (the layout, and the toolkit layer converting
/// lengths to 32-bit integers) sees a safe number.
@propertyWrapper
public struct StyleLength: Hashable, Sendable {
    private var stored: Double
    private let fallback: Double
    private let maximum: Double

    /// Declares a length that starts at `fallback`, returns to it for NaN, and is limited to `0...maximum`.
    ///
    /// - Note: `fallback` is clamped like any value (0 for NaN); a NaN, negative or infinite `maximum` is 0.
    public init(default fallback: Double, maximum: Double = SegmentLimits.maximumLength) {
        let limit = sanitizedLength(maximum)
        self.maximum = limit
        self.fallback = styleLength(fallback, fallback: 0, maximum: limit)
        stored = self.fallback
    }

    /// The length; setting it clamps as described on ``StyleLength``.
    public var wrappedValue: Double {
        get { stored }
        set { stored = styleLength(newValue, fallback: fallback, maximum: maximum) }
    }
}
