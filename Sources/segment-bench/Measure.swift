/// Keeps `value` alive so the optimizer cannot delete the work that produced it.
///
/// `@_optimize(none)` makes the call opaque: the compiler must assume the
/// value is read, so it has to compute it in full.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// A timing of one operation: nanoseconds per call, the best of several batches.
///
/// The minimum, not the mean, because interference (other processes, page
/// faults, frequency changes) only ever adds time.
struct Measurement {
    /// How many items the layout had.
    var n: Int
    /// The operation's JSON name: layout, indicator, hit_test or scroll_offset.
    var operation: String
    /// Nanoseconds per call.
    var nsPerCall: Double
}

/// Times `body`, which performs `calls` calls of the operation, and returns nanoseconds per call.
///
/// The batch size grows until one batch takes at least `minimumBatch`, so
/// clock resolution and loop overhead vanish in the noise; then the best of
/// `rounds` batches is kept.
func nanosecondsPerCall(
    minimumBatch: Duration = .milliseconds(20), rounds: Int = 5, _ body: (_ calls: Int) -> Void
) -> Double {
    let clock = ContinuousClock()
    var calls = 1
    while true {
        let elapsed = clock.measure { body(calls) }
        if elapsed >= minimumBatch { break }
        // Aim straight at the target once the batch is long enough to estimate from; double before that.
        let ns = nanoseconds(elapsed)
        calls = ns > 1_000_000 ? max(calls * 2, Int(Double(calls) * nanoseconds(minimumBatch) / ns * 1.1)) : calls * 2
    }
    var best = Double.infinity
    for _ in 0..<rounds {
        best = min(best, nanoseconds(clock.measure { body(calls) }) / Double(calls))
    }
    return best
}

/// `duration` in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
