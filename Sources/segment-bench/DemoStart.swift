import Foundation

/// Process start to first painted frame: the gallery demo against an empty GTK window.
///
/// Both children print `first-frame <ns>` (CLOCK_MONOTONIC, shared with this
/// process) from their first `after-paint` and exit; the time counted runs
/// from just before the spawn, so loading and linking are included. The empty
/// window is `segment-empty-window`, a C program (resources/bench/empty-window.c)
/// that `make bench` builds next to this executable: GTK and nothing else, so
/// the difference is what the gallery costs over GTK itself.
enum DemoStart {
    /// Runs per program; the median is reported.
    static let runs = 5
    /// Set in the demo's environment to make it print its first frame and quit.
    static let demoVariable = "SEGMENT_DEMO_PRINT_FIRST_FRAME"

    /// The medians, in milliseconds.
    struct Result {
        var demoMs: Double
        var emptyMs: Double

        var json: String {
            #"{"measurement": "demo_start", "demo_first_frame_ms": \#(WidgetBench.fixed(demoMs, 1)), "#
                + #""empty_window_first_frame_ms": \#(WidgetBench.fixed(emptyMs, 1))}"#
        }

        var summary: String {
            "demo start to first frame: segment-demo \(WidgetBench.fixed(demoMs, 1)) ms, "
                + "empty GTK window \(WidgetBench.fixed(emptyMs, 1)) ms (median of \(runs) process starts each, taking turns)"
        }
    }

    /// Times both programs; `nil` when segment-demo or segment-empty-window is not next to this executable.
    static func measure() -> Result? {
        let directory = URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
        let demo = directory.appendingPathComponent("segment-demo").path
        let empty = directory.appendingPathComponent("segment-empty-window").path
        for program in [demo, empty] where !FileManager.default.isExecutableFile(atPath: program) {
            FileHandle.standardError.write(
                Data("segment-bench: \(program) is missing; make bench builds it to time the demo's start\n".utf8))
            return nil
        }
        func time(_ path: String, _ arguments: [String], _ environment: [String: String]) -> Double? {
            let child = ChildProcess.run(path, arguments, environment: environment, cap: 30)
            let stamp = child.output.split(separator: "\n").lazy
                .compactMap { line -> UInt64? in
                    line.hasPrefix("first-frame ") ? UInt64(line.dropFirst("first-frame ".count)) : nil
                }.first
            guard let stamp, stamp > child.started else { return nil }
            return Double(stamp - child.started) / 1e6
        }
        // Taking turns, so a slow spell of the machine falls on both alike.
        var demoSamples: [Double] = []
        var emptySamples: [Double] = []
        for _ in 0..<runs {
            if let sample = time(demo, ["--page", "scrollable"], [demoVariable: "1"]) { demoSamples.append(sample) }
            if let sample = time(empty, [], [:]) { emptySamples.append(sample) }
        }
        guard let demoMs = median(demoSamples), let emptyMs = median(emptySamples) else { return nil }
        return Result(demoMs: demoMs, emptyMs: emptyMs)
    }
}
