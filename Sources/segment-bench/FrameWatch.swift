import CGtk
import Foundation
import SegmentGtk

/// Nanoseconds on CLOCK_MONOTONIC, which every process on the machine shares,
/// so a parent and its child can compare timestamps.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Milliseconds from `start` (monotonic nanoseconds) to now.
func millisecondsSince(_ start: UInt64) -> Double {
    Double(monotonicNanoseconds() - start) / 1e6
}

/// Nanoseconds of CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID).
func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Times every frame of one frame clock, from `before-paint` to `after-paint`.
///
/// Those two signals bracket the frame's update (tick callbacks), layout
/// and paint phases, which all run on the GTK thread. The thread's CPU
/// time between them is what the frame cost this process; the wall time
/// also holds the X server's share (it composites the damaged pixels on
/// the other core while GTK waits), kept separately so both can be shown.
@MainActor
final class FrameWatch {
    private var paintStart: UInt64 = 0
    private var paintStartCPU: UInt64 = 0
    /// Frames completed since the watch was attached.
    private(set) var frames = 0
    /// CPU time of each completed frame on the GTK thread, in milliseconds, in order.
    private(set) var durations: [Double] = []
    /// Wall time of each completed frame, in milliseconds, in order.
    private(set) var wallDurations: [Double] = []
    /// Monotonic nanoseconds at the end of the last completed frame.
    private(set) var lastEnd: UInt64 = 0

    /// Attaches to `clock`; the watch must outlive the clock's signals (the probe keeps it until exit).
    init(clock: OpaquePointer) {
        GtkSignals.beforePaint.connect(clock) { [unowned self] in
            self.paintStart = monotonicNanoseconds()
            self.paintStartCPU = threadCPUNanoseconds()
        }
        GtkSignals.afterPaint.connect(clock) { [unowned self] in
            let endCPU = threadCPUNanoseconds()
            let end = monotonicNanoseconds()
            self.durations.append(Double(endCPU - self.paintStartCPU) / 1e6)
            self.wallDurations.append(Double(end - self.paintStart) / 1e6)
            self.frames += 1
            self.lastEnd = end
        }
    }

    /// Runs the main loop until one more frame than now has completed; false if none came within `seconds`.
    func waitForNextFrame(seconds: Double) -> Bool {
        let target = frames + 1
        return MainLoopPump.run(seconds: seconds) { self.frames >= target }
    }
}

/// Drives the GLib main loop from the probe, with deadlines.
@MainActor
enum MainLoopPump {
    /// Makes sure a blocking iteration wakes up often enough to notice a deadline.
    static func installWaker() {
        _ = g_timeout_add(5, { _ in 1 }, nil)
    }

    /// Iterates the main loop until `done` holds (true) or `seconds` pass (false).
    @discardableResult
    static func run(seconds: Double, until done: () -> Bool = { false }) -> Bool {
        let deadline = monotonicNanoseconds() + UInt64(max(0, seconds) * 1e9)
        while !done() {
            if monotonicNanoseconds() >= deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }
}

/// The resident set size of this process in megabytes (VmRSS in /proc/self/status).
func residentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
        return kilobytes.map { $0 / 1024 }
    }
    return nil
}

/// The median of `values`; `nil` when there are none.
func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The `fraction` percentile of `values` by nearest rank (0.99: the value 99 % of them are at or below);
/// `nil` when there are none.
func percentile(_ values: [Double], _ fraction: Double) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count, max(1, rank)) - 1]
}
