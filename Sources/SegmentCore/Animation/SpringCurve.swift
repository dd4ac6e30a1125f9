/// A damped spring from one value to another, solved in closed form (as libadwaita's AdwSpringAnimation does).
///
/// The spring starts with an initial velocity, so a page released mid-flick
/// keeps its speed. With a damping ratio of 1 it is critically damped: the
/// fastest motion that never overshoots; below 1 it overshoots and bounces.
public struct SpringCurve: AnimationCurve, Hashable {
    /// The starting value.
    public var from: Double
    /// The value the spring settles on.
    public var target: Double
    /// The starting velocity in units per second.
    public var initialVelocity: Double
    /// `c / (2√(mk))`: 1 critically damped, below 1 bouncy.
    public var dampingRatio: Double
    /// The spring constant `k`.
    public var stiffness: Double
    /// The moving mass `m`.
    public var mass: Double
    /// Distance from `target` (and speed) under which the spring counts as at rest.
    public var epsilon: Double

    /// Creates a spring. Non-finite or non-positive parameters fall back to the defaults, so the curve always settles.
    public init(
        from: Double, to target: Double, initialVelocity: Double = 0, dampingRatio: Double = 1,
        stiffness: Double = 300, mass: Double = 1, epsilon: Double = 0.001
    ) {
        self.from = from
        self.target = target
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.dampingRatio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 300
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
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
            let decay = exponential(-zeta * omega * t)
            let b = (v0 + zeta * omega * x0) / omegaD
            let c = cosine(omegaD * t)
            let s = sine(omegaD * t)
            let x = decay * (x0 * c + b * s)
            let v = decay * ((b * omegaD - zeta * omega * x0) * c - (x0 * omegaD + zeta * omega * b) * s)
            return (x, v)
        } else if zeta == 1 {
            let decay = exponential(-omega * t)
            let b = v0 + omega * x0
            return (decay * (x0 + b * t), decay * (b - omega * (x0 + b * t)))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return (
                c1 * exponential(r1 * t) + c2 * exponential(r2 * t),
                c1 * r1 * exponential(r1 * t) + c2 * r2 * exponential(r2 * t)
            )
        }
    }

    /// See ``AnimationCurve/value(at:)``.
    public func value(at elapsed: Double) -> Double {
        isFinished(at: elapsed) ? target : target + state(at: elapsed).offset
    }

    /// See ``AnimationCurve/velocity(at:)``.
    public func velocity(at elapsed: Double) -> Double {
        isFinished(at: elapsed) ? 0 : state(at: elapsed).velocity
    }

    /// At rest once both the distance and the speed are below `epsilon`, or after a hard cap of 10 s.
    public func isFinished(at elapsed: Double) -> Bool {
        guard elapsed < 10 else { return true }
        let (x, v) = state(at: elapsed)
        return abs(x) < epsilon && abs(v) < epsilon * 10
    }
}
