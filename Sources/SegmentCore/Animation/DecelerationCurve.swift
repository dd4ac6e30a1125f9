/// Kinetic scrolling after a flick: the speed decays exponentially until the motion stops.
///
/// `value(t) = from + v·τ·(1 − e^(−t/τ))`, so the total distance is `v·τ`
/// and the speed at any moment is `v·e^(−t/τ)`, the same feel as GTK's own
/// kinetic scrolling.
public struct DecelerationCurve: AnimationCurve, Hashable {
    /// The starting value.
    public var from: Double
    /// The starting velocity in units per second.
    public var initialVelocity: Double
    /// The decay time constant in seconds.
    public var timeConstant: Double

    /// Creates a curve; non-finite input gives a curve that does not move.
    public init(from: Double, initialVelocity: Double, timeConstant: Double = 0.325) {
        self.from = from.isFinite ? from : 0
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.timeConstant = timeConstant.isFinite && timeConstant > 0 ? timeConstant : 0.325
    }

    /// Where the motion comes to rest: `from + v·τ`.
    public var target: Double { from + initialVelocity * timeConstant }

    /// See ``AnimationCurve/value(at:)``.
    public func value(at elapsed: Double) -> Double {
        from + initialVelocity * timeConstant * (1 - exponential(-max(0, elapsed) / timeConstant))
    }

    /// See ``AnimationCurve/velocity(at:)``.
    public func velocity(at elapsed: Double) -> Double {
        initialVelocity * exponential(-max(0, elapsed) / timeConstant)
    }

    /// At rest once slower than one point per second.
    public func isFinished(at elapsed: Double) -> Bool {
        abs(velocity(at: elapsed)) < 1
    }
}
