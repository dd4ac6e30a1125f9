import CGtk
import Foundation
import SegmentCore
import SegmentGtk

/// The cost of the bindings: an N-item SegmentedPager built and shown from Swift, the same from Python through
/// GObject Introspection (`resources/bench/pager.py`, run with Debian's `/usr/bin/python3` against
/// libsegmentkit-1.so and SegmentKit-1.typelib of the same build), and from Rust through the `segmentkit` crate
/// (`resources/bench/pager-rs`, which `make bench` builds in release against the same library).
///
/// Every run is a fresh child process, so no side profits from caches another warmed; the table shows the
/// median of `runs` runs of each and each language's time over Swift's for build + first frame (Python's is the
/// figure issue 13 bounds at 2×).
enum BindingsBench {
    /// What the command line asked for.
    struct Options {
        var json = false
        var n = 10_000
        var runs = 5
        /// The folder holding libsegmentkit-1.so; by default this executable's own (same build).
        var libDir = (ChildProcess.currentExecutable as NSString).deletingLastPathComponent
        /// The folder holding SegmentKit-1.typelib; by default `.build/gir/<config>` of the same build.
        var girDir: String?
        var script = "resources/bench/pager.py"
        /// The Python app whose resident size is read with each widget (``pythonMemory(_:environment:)``).
        var memoryScript = "resources/bench/python-memory.py"
        /// Pages of the widgets in the memory comparison: the small common case.
        var memoryN = 10
        var python = "/usr/bin/python3"
        /// The Rust program; its row is left out, with a line saying so, when it was not built.
        var rust = ".build/rust/release/segmentkit-bench-pager"
        var cap = 60.0
    }

    /// One child's figures, in milliseconds.
    struct Sample {
        var buildMs: Double
        var firstFrameMs: Double
        /// Python only: importing gi, Gtk and SegmentKit, which the Swift program does not do.
        var importMs: Double?
        var totalMs: Double { buildMs + firstFrameMs }
    }

    /// Runs both sides `runs` times, alternating, and prints the medians.
    static func run(_ options: Options) {
        setenv("GSK_RENDERER", "cairo", 0)
        let girDir = options.girDir ?? ".build/gir/" + (options.libDir as NSString).lastPathComponent
        let library = options.libDir + "/libsegmentkit-1.so"
        let typelib = girDir + "/SegmentKit-1.typelib"
        for (path, what) in [
            (library, "the library"), (typelib, "the typelib"), (options.script, "the script"),
            (options.memoryScript, "the memory script"),
        ]
        where !FileManager.default.fileExists(atPath: path) {
            fail("no \(what) at \(path) (make bench builds it: make bindings CONFIG=release)")
        }
        let environment = [
            "GI_TYPELIB_PATH": girDir, "LD_LIBRARY_PATH": options.libDir, "SWIFT_BACKTRACE": "enable=no",
        ]
        let hasRust = FileManager.default.isExecutableFile(atPath: options.rust)
        var swift: [Sample] = []
        var python: [Sample] = []
        var rust: [Sample] = []
        for _ in 0..<options.runs {
            // Taking turns, so a slow spell of the machine falls on every side alike.
            let swiftRun = ChildProcess.run(
                ChildProcess.currentExecutable, ["bindings-swift", "--n", String(options.n)], cap: options.cap)
            if let sample = parse(swiftRun.output) { swift.append(sample) }
            let pythonRun = ChildProcess.run(
                options.python, [options.script, String(options.n)], environment: environment, cap: options.cap)
            if let sample = parse(pythonRun.output) { python.append(sample) }
            if hasRust {
                let rustRun = ChildProcess.run(
                    options.rust, [String(options.n)], environment: environment, cap: options.cap)
                if let sample = parse(rustRun.output) { rust.append(sample) }
            }
        }
        guard let swiftTotal = median(swift.map(\.totalMs)), let pythonTotal = median(python.map(\.totalMs)),
            !hasRust || !rust.isEmpty
        else {
            fail(
                "a side reported nothing (Swift: \(swift.count) runs, Python: \(python.count) runs, "
                    + "Rust: \(rust.count) runs)")
        }
        let ratio = pythonTotal / swiftTotal
        let rustRatio = median(rust.map(\.totalMs)).map { $0 / swiftTotal }
        let memory = pythonMemory(options, environment: environment)
        var sides = [("swift", "Swift", swift), ("python", "Python", python)]
        if hasRust { sides.append(("rust", "Rust", rust)) }
        if options.json {
            for (language, _, samples) in sides {
                let importMs = median(samples.compactMap(\.importMs)).map { String(format: "%.1f", $0) } ?? "null"
                print(
                    #"{"language": "\#(language)", "n": \#(options.n), "runs": \#(samples.count), "#
                        + #""build_ms": \#(format(median(samples.map(\.buildMs)))), "#
                        + #""first_frame_ms": \#(format(median(samples.map(\.firstFrameMs)))), "#
                        + #""total_ms": \#(format(median(samples.map(\.totalMs)))), "import_ms": \#(importMs)}"#)
            }
            let rustOverSwift = rustRatio.map { String(format: "%.2f", $0) } ?? "null"
            print(#"{"python_over_swift": \#(String(format: "%.2f", ratio)), "rust_over_swift": \#(rustOverSwift)}"#)
            print(memory.json)
            return
        }
        print(
            "segment-bench bindings: a \(options.n)-item SegmentedPager built and shown, median of "
                + "\(options.runs) fresh processes each (ms; build = pager + titles + page function + window)")
        print(pad("", 8) + pad("build", 10) + pad("first frame", 13) + pad("build+first", 13) + "import gi")
        for (_, language, samples) in sides {
            let importMs = median(samples.compactMap(\.importMs)).map { format($0) } ?? "-"
            print(
                pad(language, 8) + pad(format(median(samples.map(\.buildMs))), 10)
                    + pad(format(median(samples.map(\.firstFrameMs))), 13)
                    + pad(format(median(samples.map(\.totalMs))), 13) + importMs)
        }
        print("Python / Swift (build + first frame): \(String(format: "%.2f", ratio))x")
        if let rustRatio {
            print("Rust / Swift (build + first frame): \(String(format: "%.2f", rustRatio))x")
        } else {
            print("Rust: no \(options.rust) (make bench builds it from resources/bench/pager-rs)")
        }
        print(memory.summary)
    }

    /// A Python app's resident size over an empty Python GTK window, in MB: with a SegmentedPager, and with
    /// GtkNotebook, of ``Options/memoryN`` pages; `nil` for a widget none of whose starts reported.
    struct PythonMemory {
        var n: Int
        var runs: Int
        var segmentKitMb: Double?
        var notebookMb: Double?

        var json: String {
            #"{"measurement": "python_memory", "n": \#(n), "runs": \#(runs), "#
                + #""segmentkit_rss_mb": \#(format(segmentKitMb, 2)), "notebook_rss_mb": \#(format(notebookMb, 2))}"#
        }

        var summary: String {
            "Python app memory, n = \(n) (RSS over an empty Python GTK window, median of \(runs) starts): "
                + "SegmentKit \(format(segmentKitMb, 2)) MB, GtkNotebook \(format(notebookMb, 2)) MB "
                + "(SegmentKit's figure holds its Swift runtime, which a Swift app already has)"
        }
    }

    /// Starts `resources/bench/python-memory.py` with an empty window, GtkNotebook and SegmentKit, `runs` times
    /// each taking turns, and takes the medians over the empty window's: what the library costs a Python, C or
    /// JavaScript app, which loads the Swift runtime with it, unlike the Swift children of `segment-bench widgets`.
    static func pythonMemory(_ options: Options, environment: [String: String]) -> PythonMemory {
        var readings: [String: [Double]] = [:]
        for _ in 0..<options.runs {
            for widget in ["empty", "notebook", "segmentkit"] {
                let run = ChildProcess.run(
                    options.python, [options.memoryScript, widget, String(options.memoryN)], environment: environment,
                    cap: options.cap)
                for line in run.output.split(separator: "\n").reversed() {
                    guard let data = line.data(using: .utf8),
                        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                        let rss = (object["rss_mb"] as? NSNumber)?.doubleValue
                    else { continue }
                    readings[widget, default: []].append(rss)
                    break
                }
            }
        }
        let empty = median(readings["empty"] ?? [])
        func over(_ widget: String) -> Double? {
            guard let empty, let value = median(readings[widget] ?? []) else { return nil }
            return value - empty
        }
        return PythonMemory(
            n: options.memoryN, runs: options.runs, segmentKitMb: over("segmentkit"), notebookMb: over("notebook"))
    }

    /// The child side for Swift: builds the pager as `resources/bench/pager.py` does, shows it, prints one line.
    @MainActor
    static func swiftChild(n: Int) -> Never {
        guard gtk_init_check() != 0 else { fail("cannot open a display (run under xvfb-run, or use make bench)") }
        MainLoopPump.installWaker()
        let window: UnsafeMutablePointer<GtkWindow> = gcast(gtk_window_new())
        gtk_window_set_default_size(window, 800, 600)
        let buildStart = monotonicNanoseconds()
        let pager = SegmentedPager(items: (0..<n).map { SegmentItem("Segment \($0)") }, style: .scrollable) {
            gtk_label_new("Page \($0)")
        }
        gtk_window_set_child(window, pager.widget)
        let buildMs = millisecondsSince(buildStart)
        let presentStart = monotonicNanoseconds()
        gtk_window_present(window)
        guard let clock = gtk_widget_get_frame_clock(gcast(window)) else { fail("the window has no frame clock") }
        let watch = FrameWatch(clock: clock)
        guard watch.waitForNextFrame(seconds: 60) else { exit(1) }
        let firstFrameMs = Double(watch.lastEnd - presentStart) / 1e6
        print(#"{"language": "swift", "n": \#(n), "build_ms": \#(buildMs), "first_frame_ms": \#(firstFrameMs)}"#)
        fflush(nil)
        exit(0)
    }

    /// Reads the last JSON line a child printed.
    private static func parse(_ output: String) -> Sample? {
        for line in output.split(separator: "\n").reversed() {
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let build = (object["build_ms"] as? NSNumber)?.doubleValue,
                let first = (object["first_frame_ms"] as? NSNumber)?.doubleValue
            else { continue }
            return Sample(
                buildMs: build, firstFrameMs: first, importMs: (object["import_ms"] as? NSNumber)?.doubleValue)
        }
        return nil
    }

    private static func format(_ value: Double?, _ digits: Int = 1) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "null"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
    }
}
