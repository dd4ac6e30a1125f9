/// A motion from one value to another, as a pure function of elapsed time.
///
/// The widgets sample a curve on every frame-clock tick and never keep
/// their own animation state beyond the curve and its start time, so an
/// interrupted animation simply starts a new curve from the current value
/// (and, for springs, the current velocity): no jump.
///
/// - Note: The curves in SegmentCore are total: every `elapsed`, including NaN and infinities, gives a
///   finite value and velocity (each curve's doc says how NaN is read).
public protocol AnimationCurve: Sendable {
    /// The value `elapsed` seconds after the start; the target once finished.
    func value(at elapsed: Double) -> Double
    /// The rate of change in units per second at `elapsed`.
    func velocity(at elapsed: Double) -> Double
    /// Whether the motion has come to rest by `elapsed`.
    func isFinished(at elapsed: Double) -> Bool
    /// Where the motion ends.
    var target: Double { get }
}
