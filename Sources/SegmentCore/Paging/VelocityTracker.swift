/// The speed of a drag from its recent samples, as a value.
///
/// Only the last ``window`` seconds count, so a drag that stopped before
/// release has no velocity (no surprise flick), and a quick flick at the end
/// of a slow drag has its own speed.
public struct VelocityTracker: Hashable, Sendable {
    /// How far back, in seconds, samples count.
    ///
    /// - Note: Checked when set: NaN, infinite, zero or negative gives the default 0.1 s, the rest is
    ///   limited to ``SegmentLimits/parameters`` (`1e-6...1e6`).
    public var window: Double {
        didSet { window = tuningParameter(window, fallback: 0.1) }
    }
    private var samples: [Sample] = []

    private struct Sample: Hashable, Sendable {
        var time: Double
        var value: Double
    }

    /// Creates an empty tracker.
    ///
    /// - Note: `window` is checked as the property documents.
    public init(window: Double = 0.1) {
        self.window = tuningParameter(window, fallback: 0.1)
    }

    /// Records `value` at `time` (seconds); non-finite samples and samples going back in time are ignored.
    ///
    /// - Note: A finite `value` is limited to `±SegmentLimits.maximumMagnitude`.
    public mutating func add(_ value: Double, at time: Double) {
        guard value.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append(Sample(time: time, value: finiteValue(value, or: 0)))
        // Bounded memory however long the drag: older samples never count again.
        while let first = samples.first, first.time < time - window { samples.removeFirst() }
    }

    /// Units per second over the last `window` seconds before the newest sample; 0 with fewer than two samples.
    ///
    /// - Note: Limited to `±SegmentLimits.maximumMagnitude`, so two samples a femtosecond apart still give
    ///   a finite speed.
    public var velocity: Double {
        guard let newest = samples.last else { return 0 }
        let recent = samples.filter { $0.time >= newest.time - window }
        guard let oldest = recent.first, newest.time > oldest.time else { return 0 }
        let speed = (newest.value - oldest.value) / (newest.time - oldest.time)
        return limitedMagnitude(speed, SegmentLimits.maximumMagnitude)
    }

    /// Moves every sample by `delta`, after an edit shifted the pages under the finger.
    ///
    /// - Note: A NaN or infinite `delta` is ignored; shifted values stay within `±SegmentLimits.maximumMagnitude`.
    public mutating func shift(by delta: Double) {
        guard delta.isFinite else { return }
        for index in samples.indices {
            samples[index].value = limitedMagnitude(samples[index].value + delta, SegmentLimits.maximumMagnitude)
        }
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll()
    }
}
