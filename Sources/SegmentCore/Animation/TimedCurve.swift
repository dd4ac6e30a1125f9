/// An ease-out-cubic motion over a fixed duration, the indicator's default (about 0.2 s, like ABSegmentView).
public struct TimedCurve: AnimationCurve, Hashable {
    /// The starting value.
    public var from: Double
    /// The final value.
    public var target: Double
    /// Length in seconds; 0 or less (or NaN) jumps straight to `target`.
    public var duration: Double

    /// Creates a curve.
    public init(from: Double, to target: Double, duration: Double = 0.2) {
        self.from = from
        self.target = target
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Progress in `0...1` at `elapsed`.
    private func progress(_ elapsed: Double) -> Double {
        duration > 0 ? clamp(elapsed / duration, 0, 1) : 1
    }

    /// Ease-out cubic, `1 - (1 - u)³`: fast start, gentle landing.
    public static func easeOutCubic(_ u: Double) -> Double {
        let inverse = 1 - u
        return 1 - inverse * inverse * inverse
    }

    /// See ``AnimationCurve/value(at:)``.
    public func value(at elapsed: Double) -> Double {
        lerp(from, target, Self.easeOutCubic(progress(elapsed)))
    }

    /// The derivative of ``value(at:)``: `3(1 - u)² · (target - from) / duration`.
    public func velocity(at elapsed: Double) -> Double {
        guard duration > 0, elapsed < duration else { return 0 }
        let inverse = 1 - progress(elapsed)
        return 3 * inverse * inverse * (target - from) / duration
    }

    /// See ``AnimationCurve/isFinished(at:)``.
    public func isFinished(at elapsed: Double) -> Bool {
        progress(elapsed) >= 1
    }
}
