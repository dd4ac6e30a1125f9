/// An ease-out-cubic motion over a fixed duration, the indicator's default (about 0.2 s).
///
/// - Note: Every number is checked when set, so values and velocities are always finite: end points
///   are limited to `±SegmentLimits.maximumMagnitude` and a non-finite one becomes the other (0 when
///   both are); see ``duration`` for the duration.
public struct TimedCurve: AnimationCurve, Hashable {
    /// The starting value.
    ///
    /// - Note: Limited to `±2^53`; NaN or infinite becomes ``target`` (no motion).
    public var from: Double {
        didSet { from = finiteValue(from, or: target) }
    }
    /// The final value.
    ///
    /// - Note: Limited to `±2^53`; NaN or infinite becomes ``from`` (no motion).
    public var target: Double {
        didSet { target = finiteValue(target, or: from) }
    }
    /// Length in seconds; 0 or less (or NaN) jumps straight to `target`.
    ///
    /// - Note: NaN, infinite, zero and negative durations become 0 (a jump); the rest is limited to
    ///   ``SegmentLimits/parameters`` (`1e-6...1e6` s), so the velocity stays finite.
    public var duration: Double {
        didSet { duration = Self.clampedDuration(duration) }
    }

    /// Creates a curve.
    ///
    /// - Note: Every number is checked as its property documents.
    public init(from: Double, to target: Double, duration: Double = 0.2) {
        let end = finiteValue(target, or: finiteValue(from, or: 0))
        self.target = end
        self.from = finiteValue(from, or: end)
        self.duration = Self.clampedDuration(duration)
    }

    /// A ``duration`` made valid: 0 unless finite and positive, else within ``SegmentLimits/parameters``.
    private static func clampedDuration(_ duration: Double) -> Double {
        duration.isFinite && duration > 0 ? tuningParameter(duration, fallback: 0) : 0
    }

    /// Progress in `0...1` at `elapsed`.
    private func progress(_ elapsed: Double) -> Double {
        duration > 0 ? clamp(elapsed / duration, 0, 1) : 1
    }

    /// Ease-out cubic, `1 - (1 - u)³`: fast start, gentle landing.
    ///
    /// - Note: `u` is limited to `0...1` (NaN counts as 0), so the result is always in `0...1`.
    public static func easeOutCubic(_ u: Double) -> Double {
        let inverse = 1 - clamp(u, 0, 1)
        return 1 - inverse * inverse * inverse
    }

    /// See ``AnimationCurve/value(at:)``.
    ///
    /// - Note: A NaN or negative `elapsed` counts as 0 (the start), an infinite one as finished; once
    ///   finished the value is exactly ``target``, as ``AnimationCurve`` promises.
    public func value(at elapsed: Double) -> Double {
        let u = progress(elapsed)
        return u >= 1 ? target : lerp(from, target, Self.easeOutCubic(u))
    }

    /// The derivative of ``value(at:)``: `3(1 - u)² · (target - from) / duration`.
    ///
    /// - Note: 0 for a NaN `elapsed`, a finished curve or a jump; always finite.
    public func velocity(at elapsed: Double) -> Double {
        guard duration > 0, elapsed < duration else { return 0 }
        let inverse = 1 - progress(elapsed)
        return 3 * inverse * inverse * (target - from) / duration
    }

    /// See ``AnimationCurve/isFinished(at:)``.
    ///
    /// - Note: A NaN `elapsed` counts as 0 (not finished, unless the curve is a jump).
    public func isFinished(at elapsed: Double) -> Bool {
        progress(elapsed) >= 1
    }
}
