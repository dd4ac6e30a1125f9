// exp, sin and cos from the C library, not Foundation: the core stays free of Foundation, so an app
// embedding SegmentKit does not load it unless it asks for it.
import Glibc

/// A damped spring from one value to another, solved in closed form (as libadwaita's AdwSpringAnimation does).
///
/// The spring starts with an initial velocity, so a page released mid-flick
/// keeps its speed. With a damping ratio of 1 it is critically damped: the
/// fastest motion that never overshoots; below 1 it overshoots and bounces.
///
/// - Note: Every number is checked when set, so the curve's values and velocities are always finite:
///   end points and the velocity are limited to `±SegmentLimits.maximumMagnitude`, a non-finite end
///   point becomes the other one (0 when both are), a non-finite velocity is 0, and the tuning
///   parameters fall back to their defaults when NaN, infinite or not positive and are otherwise limited
///   to ``SegmentLimits/parameters``.
public struct SpringCurve: AnimationCurve, Hashable {
    /// The starting value.
    ///
    /// - Note: Limited to `±2^53`; NaN or infinite becomes ``target`` (no motion).
    public var from: Double {
        didSet { from = finiteValue(from, or: target) }
    }
    /// The value the spring settles on.
    ///
    /// - Note: Limited to `±2^53`; NaN or infinite becomes ``from`` (no motion).
    public var target: Double {
        didSet { target = finiteValue(target, or: from) }
    }
    /// The starting velocity in units per second.
    ///
    /// - Note: Limited to `±2^53`; NaN or infinite becomes 0.
    public var initialVelocity: Double {
        didSet { initialVelocity = finiteValue(initialVelocity, or: 0) }
    }
    /// `c / (2√(mk))`: 1 critically damped, below 1 bouncy.
    ///
    /// - Note: Limited to `1e-6...1e6`; NaN, infinite, zero or negative gives 1.
    public var dampingRatio: Double {
        didSet { dampingRatio = tuningParameter(dampingRatio, fallback: 1) }
    }
    /// The spring constant `k`.
    ///
    /// - Note: Limited to `1e-6...1e6`; NaN, infinite, zero or negative gives 300.
    public var stiffness: Double {
        didSet { stiffness = tuningParameter(stiffness, fallback: 300) }
    }
    /// The moving mass `m`.
    ///
    /// - Note: Limited to `1e-6...1e6`; NaN, infinite, zero or negative gives 1.
    public var mass: Double {
        didSet { mass = tuningParameter(mass, fallback: 1) }
    }
    /// Distance from `target` (and speed) under which the spring counts as at rest.
    ///
    /// - Note: Limited to `1e-6...1e6`; NaN, infinite, zero or negative gives 0.001.
    public var epsilon: Double {
        didSet { epsilon = tuningParameter(epsilon, fallback: 0.001) }
    }

    /// Creates a spring. Non-finite or non-positive parameters fall back to the defaults, so the curve always settles.
    ///
    /// - Note: Every number is checked as its property documents.
    public init(
        from: Double, to target: Double, initialVelocity: Double = 0, dampingRatio: Double = 1,
        stiffness: Double = 300, mass: Double = 1, epsilon: Double = 0.001
    ) {
        let end = finiteValue(target, or: finiteValue(from, or: 0))
        self.target = end
        self.from = finiteValue(from, or: end)
        self.initialVelocity = finiteValue(initialVelocity, or: 0)
        self.dampingRatio = tuningParameter(dampingRatio, fallback: 1)
        self.stiffness = tuningParameter(stiffness, fallback: 300)
        self.mass = tuningParameter(mass, fallback: 1)
        self.epsilon = tuningParameter(epsilon, fallback: 0.001)
    }

    /// The displacement from `target` and its derivative at `t`.
    private func state(at t: Double) -> (offset: Double, velocity: Double) {
        let t = max(0, t)
        let x0 = from - target
        let v0 = initialVelocity
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let b = (v0 + zeta * omega * x0) / omegaD
            let c = cos(omegaD * t)
            let s = sin(omegaD * t)
            let x = decay * (x0 * c + b * s)
            let v = decay * ((b * omegaD - zeta * omega * x0) * c - (x0 * omegaD + zeta * omega * b) * s)
            return (x, v)
        } else if zeta == 1 {
            let decay = exp(-omega * t)
            let b = v0 + omega * x0
            return (decay * (x0 + b * t), decay * (b - omega * (x0 + b * t)))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return (
                c1 * exp(r1 * t) + c2 * exp(r2 * t),
                c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
            )
        }
    }

    /// See ``AnimationCurve/value(at:)``.
    ///
    /// - Note: Finite for every `elapsed`; a NaN or infinite `elapsed` is finished (the target).
    public func value(at elapsed: Double) -> Double {
        isFinished(at: elapsed) ? target : target + state(at: elapsed).offset
    }

    /// See ``AnimationCurve/velocity(at:)``.
    ///
    /// - Note: Finite for every `elapsed`; a NaN or infinite `elapsed` is finished (0).
    public func velocity(at elapsed: Double) -> Double {
        isFinished(at: elapsed) ? 0 : state(at: elapsed).velocity
    }

    /// At rest once both the distance and the speed are below `epsilon`, or after a hard cap of 10 s.
    ///
    /// - Note: A NaN `elapsed` counts as finished, like any time past the cap; a negative one as 0.
    public func isFinished(at elapsed: Double) -> Bool {
        guard elapsed < 10 else { return true }
        let (x, v) = state(at: elapsed)
        return abs(x) < epsilon && abs(v) < epsilon * 10
    }
}
