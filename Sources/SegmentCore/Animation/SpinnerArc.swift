/// The arc a loading segment's spinner draws at a moment: three quarters of a circle turning once a second, as
/// GTK's own spinner turns (`process-working-symbolic` under a 1 s linear `spin` animation).
public struct SpinnerArc: Hashable, Sendable {
    /// Where the arc starts, in radians clockwise from the top.
    public var start: Double
    /// How far it runs, in radians.
    public var sweep: Double

    /// How long one turn takes, in seconds.
    public static let period = 1.0
    /// How much of the circle the arc covers.
    public static let coverage = 0.75

    /// The arc at `seconds` on the frame clock: one turn per ``period``. With `turning` false (animations off,
    /// as GTK's spinner stands still then) the arc stays at the top. A NaN or infinite time counts as 0.
    public static func at(_ seconds: Double, turning: Bool = true) -> SpinnerArc {
        let time = seconds.isFinite && turning ? seconds : 0
        let turn = (time / period).truncatingRemainder(dividingBy: 1)
        let start = (turn < 0 ? turn + 1 : turn) * 2 * Double.pi
        return SpinnerArc(start: start, sweep: coverage * 2 * Double.pi)
    }

    /// The circle the arc is stroked on inside `box` (an icon's place): centred, a line an eighth of the box wide
    /// (at least 1.5 pt), whose outer edge touches the box's shorter side.
    public static func stroke(in box: SegmentRect) -> (centerX: Double, centerY: Double, radius: Double, line: Double) {
        let line = Swift.max(1.5, box.width / 8)
        return (box.midX, box.midY, Swift.max(0, (Swift.min(box.width, box.height) - line) / 2), line)
    }
}
