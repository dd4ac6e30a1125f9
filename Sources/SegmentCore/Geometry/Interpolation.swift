/// Linear interpolation from `a` to `b`: `a` at `t = 0`, `b` at `t = 1`.
///
/// Every blend in SegmentCore (indicator centre and width, title colour and
/// width) goes through this one function so they all agree at the ends.
/// - Note: Plain IEEE arithmetic, never a trap: NaN or infinite arguments (or ends so far apart that their
///   difference overflows) give a non-finite result, so callers pass clamped values; every caller in the core does.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a + (b - a) * t
}

/// `value` limited to `[lower, upper]`; `lower` when the range is inverted, and `lower` for NaN.
///
/// - Note: The result is always `lower`, `upper` or `value`: `lower` also when either bound is NaN, and
///   infinite values become the nearest finite bound.
@inlinable
public func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    guard upper > lower else { return lower }
    guard !value.isNaN else { return lower }
    return min(max(value, lower), upper)
}

/// A size that may have come from a toolkit, made safe to lay out with.
///
/// NaN, infinite and negative sizes become 0: a bar with no room lays out
/// as an empty strip instead of producing non-finite rectangles.
/// - Note: The result is always finite and non-negative; finite positive values pass unchanged.
@inlinable
public func sanitizedLength(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
}
