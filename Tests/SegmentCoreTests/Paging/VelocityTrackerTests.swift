import SegmentCore
import Testing

@Suite struct VelocityTrackerTests {
    @Test func velocityOverTheRecentWindow() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(0, at: 1.00)
        tracker.add(0.1, at: 1.05)
        tracker.add(0.3, at: 1.10)
        #expect(abs(tracker.velocity - 3) < 1e-9, "0.3 pages in 0.1 s")
        // The finger stopped: a sample at release time 0.2 s later leaves nothing to measure.
        tracker.add(0.3, at: 1.30)
        #expect(tracker.velocity == 0)
    }

    @Test func badSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 0)
        tracker.add(.nan, at: 0.01)
        tracker.add(1, at: -5)
        #expect(tracker.velocity == 0)
        tracker.add(0.5, at: 0.05)
        tracker.shift(by: 1)
        #expect(abs(tracker.velocity - 10) < 1e-9, "a shift moves every sample, the speed stays")
        tracker.reset()
        #expect(tracker.velocity == 0)
    }
}
