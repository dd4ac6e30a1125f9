import CGtk
import Foundation

/// The GTK widget benchmark: SegmentKit against GtkNotebook and GtkStackSwitcher, side by side in one run.
///
/// Each (widget, n) runs in a fresh child process (this executable with the
/// hidden `widgets-one` subcommand), so its memory is its own and a widget
/// that runs past the cap is killed instead of waited for.
enum WidgetBench {
    /// Item counts compared; the peers stop at 10,000.
    static let defaultSizes = [3, 10, 100, 1_000, 10_000, 100_000]
    /// Widgets in table order.
    static let allWidgets = ["segmentkit", "notebook", "stackswitcher", "adwswitcher", "adwtabbar"]
    /// The largest n a peer is run at.
    static let peerLimit = 10_000
    /// Rows up to this n take build, first frame and memory as the median of ``Options/starts`` process
    /// starts: a single start at this size is within the noise of the machine.
    static let repeatedLimit = 100

    /// What the command line asked for.
    struct Options {
        var json = false
        var sizes = defaultSizes
        var widgets = allWidgets
        /// Seconds a child may take before it is killed and reported as "> cap".
        var cap = 60.0
        /// Whether the demo's start is timed too.
        var demoStart = true
        /// Process starts per row for n up to ``repeatedLimit``, the widgets of a size taking turns: fifteen,
        /// since medians of five moved by 1–4 ms from run to run at n = 3 and 10, as much as the rows differ.
        var starts = 15
    }

    /// One measured row: the child's result, and whether it was cut off.
    struct Row {
        var result: ProbeResult
        var timedOut: Bool
        /// Not run: the same widget already ran past the cap at a smaller n.
        var skipped = false
        /// How many process starts the build, first frame and memory are the median of.
        var starts = 1
    }

    /// Runs every requested (widget, n), then the demo start, printing each size's rows as they are done.
    static func run(_ options: Options) {
        setenv("GSK_RENDERER", "cairo", 0)
        // The baseline every memory figure is taken from: the median of three empty windows, so one
        // process's luck in page placement does not shift every row.
        let empties = (0..<3).compactMap { _ in measure("empty", n: 0, cap: options.cap).result.rssMb }
        guard let emptyRSS = median(empties) else {
            fail("the empty window reported nothing; is there a display? (make bench starts Xvfb)")
        }
        if !options.json {
            print(
                "segment-bench widgets: GSK_RENDERER=\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "")"
                    + ", cap \(Int(options.cap)) s, one child process per row and start")
            print(
                "times in ms (build, first frame, memory: median of \(options.starts) process starts, widgets taking turns, "
                    + "for n <= \(repeatedLimit); select: median of \(WidgetProbe.selectSamples) frames; swipe: median / "
                    + "99th percentile / max of \(WidgetProbe.swipeFrames)); memory: RSS over an empty window (median of 3: "
                    + "\(fixed(emptyRSS, 1)) MB)")
            print(Table.header)
        }
        var rows: [Row] = []
        var cappedAt: [String: Int] = [:]
        for n in options.sizes {
            let widgets = options.widgets.filter { $0 == "segmentkit" || n <= peerLimit }
            var runs: [String: [Row]] = [:]
            for start in 0..<(n <= repeatedLimit ? options.starts : 1) {
                for widget in widgets {
                    if let capped = cappedAt[widget], capped < n || start > 0 { continue }
                    let row = measure(widget, n: n, cap: options.cap, startupOnly: start > 0)
                    if row.timedOut { cappedAt[widget] = cappedAt[widget] ?? n }
                    runs[widget, default: []].append(row)
                }
            }
            var segmentKit: Row?
            for widget in widgets {
                let row =
                    runs[widget].map(combined)
                    ?? Row(result: ProbeResult(widget: widget, n: n), timedOut: true, skipped: true)
                if widget == "segmentkit" { segmentKit = row }
                rows.append(row)
                if options.json {
                    print(row.result.json(rssOffset: emptyRSS))
                } else {
                    print(Table.line(row, emptyRSS: emptyRSS, segmentKit: segmentKit, cap: options.cap))
                }
                fflush(nil)
            }
        }
        // The reference every swipe frame is paid on top of: GTK redrawing a window whose one label changes.
        let floor = measure("floor", n: 100, cap: options.cap)
        let start = options.demoStart ? DemoStart.measure() : nil
        if options.json {
            print(floor.result.json(rssOffset: emptyRSS))
            if let start { print(start.json) }
        } else {
            let median = floor.result.swipeFrameMs.map { fixed($0, 2) } ?? "?"
            let maximum = floor.result.swipeFrameMaxMs.map { fixed($0, 2) } ?? "?"
            let wall = floor.result.swipeFrameWallMs.map { fixed($0, 2) } ?? "?"
            print(
                "\nreference: a window whose one GtkLabel changes every frame: \(median) / \(maximum) ms CPU per frame"
                    + " (\(wall) ms wall)")
            if let start { print("\n" + start.summary) }
            print(Targets.report(rows, emptyRSS: emptyRSS, start: start))
        }
    }

    /// One row from several starts of the same widget: the first start's frame figures (only it times
    /// frames), and the median build, first frame and memory of those that got that far.
    static func combined(_ runs: [Row]) -> Row {
        var row = runs[0]
        row.starts = runs.count
        row.result.buildMs = median(runs.compactMap(\.result.buildMs))
        row.result.firstFrameMs = median(runs.compactMap(\.result.firstFrameMs))
        row.result.rssMb = median(runs.compactMap(\.result.rssMb))
        return row
    }

    /// Runs one child and reads the last line it printed; `startupOnly` children stop after the memory reading.
    static func measure(_ widget: String, n: Int, cap: Double, startupOnly: Bool = false) -> Row {
        let child = ChildProcess.run(
            ChildProcess.currentExecutable,
            ["widgets-one", "--widget", widget, "--n", String(n), "--cap", "\(cap)"]
                + (startupOnly ? ["--startup-only"] : []),
            cap: cap)
        let last = child.output.split(separator: "\n").reversed().lazy.compactMap(ProbeResult.parse).first
        return Row(result: last ?? ProbeResult(widget: widget, n: n), timedOut: child.timedOut)
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}

/// The human-readable table.
enum Table {
    static let columns: [(String, Int)] = [
        ("n", 8), ("widget", 28), ("build", 10), ("first frame", 13), ("build+first", 13), ("select frame", 14),
        ("swipe med/p99/max", 22), ("wall", 7), ("memory MB", 11), ("SegmentKit: show / select / memory", 40),
    ]

    static var header: String {
        cells(columns.map(\.0))
    }

    static func cells(_ values: [String]) -> String {
        zip(values, columns).map { value, column in
            column.0 == "widget" || column.0.hasPrefix("SegmentKit")
                ? "  " + value.padding(toLength: column.1 - 2, withPad: " ", startingAt: 0)
                : String(repeating: " ", count: max(0, column.1 - value.count)) + value
        }.joined()
    }

    static let names = [
        "segmentkit": "SegmentKit", "notebook": "GtkNotebook", "stackswitcher": "StackSwitcher",
        "adwswitcher": "AdwViewSwitcher", "adwtabbar": "AdwTabBar",
    ]

    /// One row; a peer's row ends with how many times SegmentKit is faster or smaller.
    static func line(_ row: WidgetBench.Row, emptyRSS: Double, segmentKit: WidgetBench.Row?, cap: Double) -> String {
        let r = row.result
        func time(_ value: Double?, lacks: Bool = false) -> String {
            if lacks { return "-" }
            guard let value else { return row.timedOut ? "> cap" : "?" }
            return value < 10 ? WidgetBench.fixed(value, 2) : WidgetBench.fixed(value, value < 1000 ? 1 : 0)
        }
        let shown = r.buildMs.flatMap { b in r.firstFrameMs.map { b + $0 } }
        let isPeer = r.widget != "segmentkit"
        let swipe =
            isPeer ? "-" : "\(time(r.swipeFrameMs)) / \(time(r.swipeFrameP99Ms)) / \(time(r.swipeFrameMaxMs))"
        let swipeWall = isPeer ? "-" : time(r.swipeFrameWallMs)
        let memory = r.rssMb.map { WidgetBench.fixed(max(0, $0 - emptyRSS), 1) } ?? (row.timedOut ? "> cap" : "?")
        var advantage = ""
        if isPeer, let sk = segmentKit?.result {
            let skShown = sk.buildMs.flatMap { b in sk.firstFrameMs.map { b + $0 } }
            let peerMemory = r.rssMb.map { $0 - emptyRSS }
            let skMemory = sk.rssMb.map { max(0.1, $0 - emptyRSS) }
            advantage = [
                ratio(shown, skShown, capped: row.timedOut, capValue: cap * 1000),
                ratio(r.selectFrameMs, sk.selectFrameMs, capped: row.timedOut, capValue: nil),
                ratio(peerMemory, skMemory, capped: row.timedOut, capValue: nil),
            ].joined(separator: " / ")
        }
        let name = (names[r.widget] ?? r.widget) + (row.skipped ? " (skipped)" : "")
        return cells([
            CoreBench.grouped(r.n), name, time(r.buildMs), time(r.firstFrameMs), time(shown),
            time(r.selectFrameMs), swipe, swipeWall, memory, advantage,
        ])
    }

    /// "123×" for peer / SegmentKit; "> 123×" when the peer ran past the cap; "?" when unknown.
    static func ratio(_ peer: Double?, _ ours: Double?, capped: Bool, capValue: Double?) -> String {
        guard let ours, ours > 0 else { return "?" }
        if let peer { return format(peer / ours) + "×" }
        if capped, let capValue { return "> " + format(capValue / ours) + "×" }
        return capped ? "> cap" : "?"
    }

    static func format(_ ratio: Double) -> String {
        ratio >= 100 ? CoreBench.grouped(Int(ratio.rounded())) : WidgetBench.fixed(ratio, ratio >= 10 ? 0 : 1)
    }
}

/// Checks the issue's targets against the rows.
enum Targets {
    static func report(_ rows: [WidgetBench.Row], emptyRSS: Double, start: DemoStart.Result?) -> String {
        func find(_ widget: String, _ n: Int) -> ProbeResult? {
            rows.first { $0.result.widget == widget && $0.result.n == n }?.result
        }
        var lines = [""]
        func check(_ name: String, _ met: Bool?, _ detail: String) {
            let verdict = met.map { $0 ? "met" : "MISSED" } ?? "not measured"
            lines.append("target: \(name): \(verdict) (\(detail))")
        }
        let sk10k = find("segmentkit", 10_000)
        let sk10 = find("segmentkit", 10)
        let notebook10k = rows.first { $0.result.widget == "notebook" && $0.result.n == 10_000 }
        let shown = sk10k.flatMap { r in r.buildMs.flatMap { b in r.firstFrameMs.map { b + $0 } } }
        check(
            "n = 10,000 build + first frame < 50 ms", shown.map { $0 < 50 },
            shown.map { WidgetBench.fixed($0, 1) + " ms" } ?? "-")
        if let notebook10k, let shown {
            let peer = notebook10k.result.buildMs.flatMap { b in notebook10k.result.firstFrameMs.map { b + $0 } }
            let ratio = (peer ?? 60_000) / shown
            check(
                "n = 10,000 at least 100× faster to show than GtkNotebook", ratio >= 100,
                (peer == nil ? "> " : "") + Table.format(ratio) + "×")
        } else {
            check("n = 10,000 at least 100× faster to show than GtkNotebook", nil, "GtkNotebook not run")
        }
        let memory = sk10k?.rssMb.map { $0 - emptyRSS }
        check(
            "n = 10,000 memory over an empty window < 5 MB", memory.map { $0 < 5 },
            memory.map { WidgetBench.fixed($0, 2) + " MB" } ?? "-")
        for (name, key) in [("select", \ProbeResult.selectFrameMs), ("swipe", \ProbeResult.swipeFrameMs)] {
            let small = sk10?[keyPath: key]
            let large = sk10k?[keyPath: key]
            let met = small.flatMap { s in large.map { $0 <= 2 * s } }
            check(
                "\(name) frame at n = 10,000 within 2× of n = 10", met,
                "\(large.map { WidgetBench.fixed($0, 3) } ?? "-") vs \(small.map { WidgetBench.fixed($0, 3) } ?? "-") ms"
            )
        }
        let swipes = rows.filter { $0.result.widget == "segmentkit" }.compactMap(\.result.swipeFrameMs)
        let worst = swipes.max()
        check(
            "swipe frame under 1 ms of CPU at every n (144 Hz budget 6.9 ms)", worst.map { $0 < 1 },
            "slowest median " + (worst.map { WidgetBench.fixed($0, 3) + " ms" } ?? "-"))
        let maxima = rows.filter { $0.result.widget == "segmentkit" }.compactMap(\.result.swipeFrameMaxMs)
        check(
            "no swipe frame over 4 ms at any n", maxima.max().map { $0 < 4 },
            "worst " + (maxima.max().map { WidgetBench.fixed($0, 2) + " ms" } ?? "-"))
        for n in Set(rows.map(\.result.n)).sorted() {
            let (fastest, smallest) = peerComparison(rows, n: n, emptyRSS: emptyRSS)
            guard let fastest, let smallest else { continue }
            check("n = \(CoreBench.grouped(n)) at least as fast to show as every peer", fastest.met, fastest.detail)
            check("n = \(CoreBench.grouped(n)) at most as much memory as every peer", smallest.met, smallest.detail)
        }
        if let start {
            check(
                "demo start to first frame within 20 ms of an empty window of its size",
                start.demoMs <= start.emptyMs + 20,
                "\(WidgetBench.fixed(start.demoMs, 1)) ms vs \(WidgetBench.fixed(start.emptyMs, 1)) ms"
                    + (start.gtkPageMs.map { "; GTK's own widgets, same page: \(WidgetBench.fixed($0, 1)) ms" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    /// SegmentKit's build + first frame and memory at `n` against the best peer that finished at `n` (a peer
    /// past the cap counts as slower and larger); `nil`s when SegmentKit or every peer is missing.
    static func peerComparison(_ rows: [WidgetBench.Row], n: Int, emptyRSS: Double) -> (
        fastest: (met: Bool, detail: String)?, smallest: (met: Bool, detail: String)?
    ) {
        let atN = rows.filter { $0.result.n == n }
        guard let ours = atN.first(where: { $0.result.widget == "segmentkit" })?.result else { return (nil, nil) }
        // No peer row at all: the peers stop at ``WidgetBench/peerLimit``, so there is nothing to compare.
        guard atN.contains(where: { $0.result.widget != "segmentkit" }) else { return (nil, nil) }
        let peers = atN.filter { $0.result.widget != "segmentkit" && !$0.timedOut }.map(\.result)
        func shown(_ r: ProbeResult) -> Double? { r.buildMs.flatMap { b in r.firstFrameMs.map { b + $0 } } }
        func best(_ value: (ProbeResult) -> Double?) -> (name: String, value: Double)? {
            peers.compactMap { r in value(r).map { (Table.names[r.widget] ?? r.widget, $0) } }.min { $0.1 < $1.1 }
        }
        func verdict(_ mine: Double?, _ peer: (name: String, value: Double)?, _ unit: String, _ digits: Int)
            -> (met: Bool, detail: String)?
        {
            guard let mine else { return nil }
            guard let peer else { return (true, "every peer past the cap") }
            let detail =
                "\(WidgetBench.fixed(mine, digits)) \(unit) vs \(peer.name) \(WidgetBench.fixed(peer.value, digits)) \(unit)"
            return (mine <= peer.value, detail)
        }
        let memory: (ProbeResult) -> Double? = { $0.rssMb.map { $0 - emptyRSS } }
        return (verdict(shown(ours), best(shown), "ms", 1), verdict(memory(ours), best(memory), "MB", 2))
    }
}
