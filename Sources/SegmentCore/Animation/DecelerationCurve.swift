// exp, sin and cos from the C library, not Foundation: the core stays free of Foundation, so an app
// embedding SegmentKit does not load it unless it asks for it.
import Glibc

/// Kinetic scrolling after a flick: the speed decays exponentially until the motion stops.
///
/// `value(t) = from + v·τ·(1 − e^(−t/τ))`, so the total distance is `v·τ`
/// and the speed at any moment is `v·e^(−t/τ)`, the same feel as GTK's own
/// kinetic scrolling.
///
/// - Note: Every number is checked when set, so values and velocities are always finite.
public struct DecelerationCurve: AnimationCurve, Hashable {
    /// The starting value.
    ///
    /// - Note: Limited to `±SegmentLimits.maximumMagnitude`; NaN or infinite becomes 0.
    public var from: Double {
        didSet { from = finiteValue(from, or: 0) }
    }
    /// The starting velocity in units per second.
    ///
    /// - Note: Limited to `±SegmentLimits.maximumMagnitude`; NaN or infinite becomes 0 (no motion).
    public var initialVelocity: Double {
        didSet { initialVelocity = finiteValue(initialVelocity, or: 0) }
    }
    /// The decay time constant in seconds.
    ///
    /// - Note: Limited to `1e-6...1e6`; NaN, infinite, zero or negative gives 0.325.
    public var timeConstant: Double {
        didSet { timeConstant = tuningParameter(timeConstant, fallback: 0.325) }
    }

    /// Creates a curve; non-finite input gives a curve that does not move.
    ///
    /// - Note: Every number is checked as its property documents.
    public init(from: Double, initialVelocity: Double, timeConstant: Double = 0.325) {
        self.from = finiteValue(from, or: 0)
        self.initialVelocity = finiteValue(initialVelocity, or: 0)
        self.timeConstant = tuningParameter(timeConstant, fallback: 0.325)
    }

    /// Where the motion comes to rest: `from + v·τ`.
    ///
    /// - Note: Always finite, since `from`, `v` and `τ` are limited.
    public var target: Double { from + initialVelocity * timeConstant }

    /// See ``AnimationCurve/value(at:)``.
    ///
    /// - Note: A NaN or negative `elapsed` counts as 0, an infinite one gives the target.
    public func value(at elapsed: Double) -> Double {
        from + initialVelocity * timeConstant * (1 - exp(-max(0, elapsed) / timeConstant))
    }

    /// See ``AnimationCurve/velocity(at:)``.
    ///
    /// - Note: A NaN or negative `elapsed` counts as 0, an infinite one gives 0.
    public func velocity(at elapsed: Double) -> Double {
        initialVelocity * exp(-max(0, elapsed) / timeConstant)
    }

    /// At rest once slower than one point per second.
    ///
    /// - Note: A NaN or negative `elapsed` counts as 0.
    public func isFinished(at elapsed: Double) -> Bool {
        abs(velocity(at: elapsed)) < 1
    }
}
