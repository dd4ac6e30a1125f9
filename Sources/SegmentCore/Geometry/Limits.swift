/// The bounds SegmentCore clamps extreme input to, all in one place.
///
/// Every public function, initializer and setter of the core is total: an
/// argument outside its documented range is clamped (or refused with a
/// ``SegmentError``) instead of trapping, hanging or producing NaN. These are
/// the ranges the clamps use; each doc comment says which one applies.
public enum SegmentLimits {
    /// The longest style length, in points: paddings, spacing, insets, borders, separators, indicator sizes,
    /// badge sizes and the title width cap are limited to `0...10_000`.
    ///
    /// Ten thousand points is far wider than any screen, and small enough that the toolkit layer can
    /// turn any of them (even times Pango's 1,024 units per point) into a 32-bit integer.
    public static let maximumLength = 10_000.0

    /// The largest icon size and icon spacing, in points: each is limited to `0...500`.
    ///
    /// Their sum is kept in an ``ItemMetrics`` extent of at most 1,023.98 points, so the space reserved
    /// for an icon always matches the icon drawn.
    public static let maximumIconLength = 500.0

    /// The font sizes a ``FontSpec`` holds, in points; NaN becomes 11, the default title size.
    ///
    /// A 500 pt line is about 600 to 750 points tall, which still fits an ``ItemMetrics`` line height.
    public static let fontSizes: ClosedRange<Double> = 1...500

    /// 2^30 points: the largest magnitude of a size or coordinate the core takes from or hands to a toolkit
    /// (view and page sizes, measured text, natural sizes, page allocations), so it fits a 32-bit `gint`
    /// even after adding another.
    public static let maximumCoordinate = 1_073_741_824.0

    /// 2^53: page positions, animated values and velocities are limited to this magnitude.
    ///
    /// It is the largest range in which a Double holds every whole number, so every page index converts to
    /// a position and back exactly, and the difference of two such values never overflows.
    public static let maximumMagnitude = 9_007_199_254_740_992.0

    /// 2^53 pages: page counts beyond this count as this many (``maximumMagnitude`` as an `Int`).
    public static let maximumPageCount = 1 << 53

    /// The range of every positive tuning parameter (spring stiffness, mass, damping ratio and rest
    /// threshold; deceleration time constant; timed-curve duration; rubber-band coefficient and limit;
    /// flick velocity; velocity window): `1e-6...1e6`, after non-finite or non-positive values fell back
    /// to the parameter's default. Within it every curve stays finite.
    public static let parameters: ClosedRange<Double> = 1e-6...1e6

    /// The most segments a ``WidthMode/perView(_:)`` bar fits in its view: counts are limited to `1...1_000`.
    public static let maximumSegmentsPerView = 1_000

    /// The most pages a ``PageCache`` prepares on each side of the visible ones.
    public static let maximumAdjacentPages = 64

    /// How far, in pages, ``PagerPhysics/nearestEnabled(to:from:pageCount:isEnabled:)`` searches each way
    /// before giving up, so a pager of 2^40 disabled pages answers at once.
    public static let maximumEnabledSearch = 100_000
}

/// `value` limited to `-limit...limit`, with NaN as 0.
///
/// The one clamp for signed quantities (coordinates, positions, velocities): infinities become the
/// nearest bound, so the sign of an overflowing result survives.
func limitedMagnitude(_ value: Double, _ limit: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -limit), limit)
}

/// A finite value limited to `±maximumMagnitude`, or `fallback` when `value` is NaN or infinite.
///
/// Animated values, velocities and scroll coordinates use this: a non-finite one gives a motion that
/// does not move, or no scrolling.
func finiteValue(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? limitedMagnitude(value, SegmentLimits.maximumMagnitude) : fallback
}

/// A count made safe: negative counts are 0, counts above `upper` are `upper`.
func clampedCount(_ count: Int, _ upper: Int) -> Int {
    min(max(count, 0), upper)
}

/// A positive tuning parameter: `fallback` when `value` is NaN, infinite, zero or negative, otherwise
/// limited to ``SegmentLimits/parameters``.
func tuningParameter(_ value: Double, fallback: Double) -> Double {
    guard value.isFinite, value > 0 else { return fallback }
    return min(max(value, SegmentLimits.parameters.lowerBound), SegmentLimits.parameters.upperBound)
}

/// A style length: `fallback` for NaN, otherwise limited to `0...maximum` (so infinities become a bound).
func styleLength(_ value: Double, fallback: Double, maximum: Double = SegmentLimits.maximumLength) -> Double {
    value.isNaN ? fallback : min(max(value, 0), maximum)
}

/// A length a toolkit hands over or takes back (a measured text size, a view or page size): NaN, infinite
/// and negative lengths are 0 (see ``sanitizedLength(_:)``), and the rest is limited to
/// ``SegmentLimits/maximumCoordinate``.
func toolkitLength(_ value: Double) -> Double {
    min(sanitizedLength(value), SegmentLimits.maximumCoordinate)
}
