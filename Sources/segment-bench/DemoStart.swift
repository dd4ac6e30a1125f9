import Foundation

/// Process start to first painted frame: the gallery demo against an empty GTK window of its size, and
/// against the same page built from GTK's own widgets.
///
/// Each child prints `first-frame <ns>` (CLOCK_MONOTONIC, shared with this
/// process) from its first `after-paint` and exits; the time counted runs
/// from just before the spawn, so loading and linking are included. The empty
/// window is `segment-empty-window`, a C program (resources/bench/empty-window.c)
/// that `make bench` builds next to this executable: GTK and nothing else, so
/// the difference is what the gallery costs over GTK itself. The demo adds its
/// window's default size to that line, and the empty window opens at that size:
/// painting a window's area costs the same whatever it shows (a 960×720 window
/// took about 16 ms more than GTK's default size), so it is not the gallery's.
///
/// `segment-gtk-page` (resources/bench/gtk-page.c, also built by `make bench`)
/// shows the page the demo opens on with stock widgets and no SegmentKit: what
/// GTK needs to lay out and draw that content, above all its text. It is
/// reported beside the target, not in it, so a reader can tell what of the
/// demo's time is SegmentKit's.
enum DemoStart {
    /// Runs per program; the median is reported.
    ///
    /// Fifteen, not five: on this 2-core host the median of five starts moved by 8–16 ms from run to run, and
    /// in one full run the empty window's came out slower than the gallery's.
    static let runs = 15
    /// Set in the demo's environment to make it print its first frame and quit.
    static let demoVariable = "SEGMENT_DEMO_PRINT_FIRST_FRAME"

    /// A window's default size, as the demo prints it after its first frame.
    typealias WindowSize = (width: Int, height: Int)

    /// The medians, in milliseconds.
    struct Result {
        var demoMs: Double
        var emptyMs: Double
        /// The demo window's default size, which the empty window was given; `nil` when the demo did not say.
        var windowSize: WindowSize?
        /// The empty window at GTK's own default size, the floor before the demo's size was given to it (shown
        /// so runs from before and after can be compared).
        var defaultSizeMs: Double?
        /// The demo's start page in GTK's own widgets (`segment-gtk-page`); `nil` when it was not built.
        var gtkPageMs: Double?

        var json: String {
            let size = windowSize.map { #""\#($0.width)x\#($0.height)""# } ?? "null"
            let defaultSize = defaultSizeMs.map { WidgetBench.fixed($0, 1) } ?? "null"
            let gtkPage = gtkPageMs.map { WidgetBench.fixed($0, 1) } ?? "null"
            return #"{"measurement": "demo_start", "demo_first_frame_ms": \#(WidgetBench.fixed(demoMs, 1)), "#
                + #""empty_window_first_frame_ms": \#(WidgetBench.fixed(emptyMs, 1)), "window_size": \#(size), "#
                + #""empty_default_size_window_first_frame_ms": \#(defaultSize), "#
                + #""gtk_page_first_frame_ms": \#(gtkPage)}"#
        }

        var summary: String {
            let size = windowSize.map { " \($0.width)×\($0.height)" } ?? ""
            let defaultSize = defaultSizeMs.map { ", at GTK's default size \(WidgetBench.fixed($0, 1)) ms" } ?? ""
            let gtkPage = gtkPageMs.map { "; the same page in GTK's own widgets \(WidgetBench.fixed($0, 1)) ms" } ?? ""
            return "demo start to first frame: segment-demo \(WidgetBench.fixed(demoMs, 1)) ms, "
                + "empty GTK window\(size) \(WidgetBench.fixed(emptyMs, 1)) ms\(defaultSize)\(gtkPage) "
                + "(median of \(runs) process starts each, taking turns)"
        }
    }

    /// Times the programs; `nil` when segment-demo or segment-empty-window is not next to this executable
    /// (without segment-gtk-page, the rest is timed and its figure left out).
    static func measure() -> Result? {
        let directory = URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
        let demo = directory.appendingPathComponent("segment-demo").path
        let empty = directory.appendingPathComponent("segment-empty-window").path
        let gtkPage = directory.appendingPathComponent("segment-gtk-page").path
        func missing(_ program: String) -> Bool {
            guard !FileManager.default.isExecutableFile(atPath: program) else { return false }
            FileHandle.standardError.write(
                Data("segment-bench: \(program) is missing; make bench builds it to time the demo's start\n".utf8))
            return true
        }
        guard !missing(demo), !missing(empty) else { return nil }
        let timesGtkPage = !missing(gtkPage)
        /// The milliseconds from spawn to the first frame, and the size the child printed after it, if any.
        func time(_ path: String, _ arguments: [String], _ environment: [String: String])
            -> (ms: Double, size: WindowSize?)?
        {
            let child = ChildProcess.run(path, arguments, environment: environment, cap: 30)
            guard
                let fields = child.output.split(separator: "\n").lazy
                    .map({ $0.split(separator: " ") }).first(where: { $0.first == "first-frame" }),
                fields.count >= 2, let stamp = UInt64(fields[1]), stamp > child.started
            else { return nil }
            let size = fields.count >= 4 ? Int(fields[2]).flatMap { w in Int(fields[3]).map { (w, $0) } } : nil
            return (Double(stamp - child.started) / 1e6, size)
        }
        // Taking turns, so a slow spell of the machine falls on all alike. The demo goes first, so the others
        // know the size to open at.
        var demoSamples: [Double] = []
        var emptySamples: [Double] = []
        var gtkPageSamples: [Double] = []
        var defaultSizeSamples: [Double] = []
        var windowSize: WindowSize?
        for _ in 0..<runs {
            if let sample = time(demo, ["--page", "scrollable"], [demoVariable: "1"]) {
                demoSamples.append(sample.ms)
                windowSize = windowSize ?? sample.size
            }
            let sizeArguments = windowSize.map { ["\($0.width)", "\($0.height)"] } ?? []
            if let sample = time(empty, sizeArguments, [:]) { emptySamples.append(sample.ms) }
            if timesGtkPage, let sample = time(gtkPage, sizeArguments, [:]) { gtkPageSamples.append(sample.ms) }
            if let sample = time(empty, [], [:]) { defaultSizeSamples.append(sample.ms) }
        }
        guard let demoMs = median(demoSamples), let emptyMs = median(emptySamples) else { return nil }
        return Result(
            demoMs: demoMs, emptyMs: emptyMs, windowSize: windowSize, defaultSizeMs: median(defaultSizeSamples),
            gtkPageMs: median(gtkPageSamples))
    }
}
