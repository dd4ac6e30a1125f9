import CGtk
import Foundation
import SegmentCore
import SegmentGtk
import SegmentTestSupport

/// What one child process measured about one widget at one size; `nil` is "lacks it" or "did not get there".
struct ProbeResult {
    /// `segmentkit`, `notebook`, `stackswitcher`, `floor` (one changing label, the reference) or `empty`.
    var widget: String
    /// Number of items and pages.
    var n: Int
    var buildMs: Double?
    var firstFrameMs: Double?
    var selectFrameMs: Double?
    var swipeFrameMs: Double?
    /// The 99th percentile of the swipe frames (nearest rank).
    var swipeFrameP99Ms: Double?
    var swipeFrameMaxMs: Double?
    /// Median wall time of a swipe frame: the CPU time plus what the frame waited for (the X server).
    var swipeFrameWallMs: Double?
    /// Absolute resident set size of the child; the parent subtracts the empty window's.
    var rssMb: Double?

    /// One JSON line, in the issue's field order, `null` for what is missing.
    func json(rssOffset: Double = 0) -> String {
        func number(_ value: Double?, digits: Int = 3) -> String {
            guard let value, value.isFinite else { return "null" }
            let scale = pow(10, Double(digits))
            let rounded = (value * scale).rounded() / scale
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        let fields = [
            #""widget": "\#(widget)""#, #""n": \#(n)"#, #""build_ms": \#(number(buildMs))"#,
            #""first_frame_ms": \#(number(firstFrameMs))"#, #""select_frame_ms": \#(number(selectFrameMs))"#,
            #""swipe_frame_ms": \#(number(swipeFrameMs))"#, #""swipe_frame_p99_ms": \#(number(swipeFrameP99Ms))"#,
            #""swipe_frame_max_ms": \#(number(swipeFrameMaxMs))"#,
            #""swipe_frame_wall_ms": \#(number(swipeFrameWallMs))"#,
            #""rss_mb": \#(number(rssMb.map { $0 - rssOffset }))"#,
        ]
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Reads a line printed by ``json(rssOffset:)``; `nil` for anything else.
    static func parse(_ line: Substring) -> ProbeResult? {
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let widget = object["widget"] as? String, let n = object["n"] as? Int
        else { return nil }
        func value(_ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }
        return ProbeResult(
            widget: widget, n: n, buildMs: value("build_ms"), firstFrameMs: value("first_frame_ms"),
            selectFrameMs: value("select_frame_ms"), swipeFrameMs: value("swipe_frame_ms"),
            swipeFrameP99Ms: value("swipe_frame_p99_ms"), swipeFrameMaxMs: value("swipe_frame_max_ms"),
            swipeFrameWallMs: value("swipe_frame_wall_ms"),
            rssMb: value("rss_mb"))
    }
}

/// A widget under test: its root, and how to select a page or (SegmentKit only) move the position.
@MainActor
struct Subject {
    var root: UnsafeMutablePointer<GtkWidget>?
    var select: (Int) -> Void = { _ in }
    var swipe: ((Double) -> Void)?
}

/// The child side of `segment-bench widgets`: one widget, one size, one fresh process.
///
/// Prints the result so far as one JSON line after each step, so a parent
/// that kills it at the time cap still has what finished.
@MainActor
enum WidgetProbe {
    /// How many select frames are timed (fewer when the cap draws near).
    nonisolated static let selectSamples = 40
    /// How many frames the swipe lasts.
    nonisolated static let swipeFrames = 300
    /// Items the swipe moves per frame: fast enough to cross a new segment every few frames.
    nonisolated static let swipeSpeed = 0.15

    /// Measures `widget` with `n` items and exits; `cap` is the parent's time cap in seconds.
    ///
    /// With `startupOnly` it stops after the memory reading: the extra starts a row's medians are taken over.
    static func run(widget kind: String, n: Int, cap: Double, startupOnly: Bool = false) -> Never {
        let started = monotonicNanoseconds()
        func remaining() -> Double { cap - millisecondsSince(started) / 1000 }
        guard gtk_init_check() != 0 else { fail("cannot open a display (run under xvfb-run, or use make bench)") }
        MainLoopPump.installWaker()
        var result = ProbeResult(widget: kind, n: n)
        func report() {
            print(result.json())
            fflush(nil)
        }

        // Like gtk_init, part of starting a libadwaita app rather than of building its widgets (its memory counts).
        if kind.hasPrefix("adw") { AdwPeers.initialize() }
        let window: UnsafeMutablePointer<GtkWindow> = gcast(gtk_window_new())
        gtk_window_set_default_size(window, 800, 600)
        let buildStart = monotonicNanoseconds()
        let subject = make(kind, n: n)
        if let root = subject.root { gtk_window_set_child(window, root) }
        result.buildMs = millisecondsSince(buildStart)
        report()

        let presentStart = monotonicNanoseconds()
        gtk_window_present(window)
        guard let clock = gtk_widget_get_frame_clock(gcast(window)) else { fail("the window has no frame clock") }
        let watch = FrameWatch(clock: clock)
        guard watch.waitForNextFrame(seconds: remaining()) else { exit(0) }
        result.firstFrameMs = Double(watch.lastEnd - presentStart) / 1e6
        report()

        // Let deferred work (idle sizing, accessibility) finish before looking at memory.
        MainLoopPump.run(seconds: min(0.3, max(0, remaining())))
        result.rssMb = residentMegabytes()
        report()
        guard kind != "empty", !startupOnly else { exit(0) }

        result.selectFrameMs = selectFrames(subject, n: n, watch: watch, remaining: remaining)
        report()

        if let swipe = subject.swipe {
            let frames = swipeFrames(swipe, window: window, n: n, watch: watch, remaining: remaining)
            result.swipeFrameMs = median(frames.map(\.cpu))
            result.swipeFrameP99Ms = percentile(frames.map(\.cpu), 0.99)
            result.swipeFrameMaxMs = frames.map(\.cpu).max()
            result.swipeFrameWallMs = median(frames.map(\.wall))
            report()
        }
        exit(0)
    }

    /// Selects random pages and times the frame after each; the median, or `nil` if no frame came.
    private static func selectFrames(
        _ subject: Subject, n: Int, watch: FrameWatch, remaining: () -> Double
    ) -> Double? {
        guard n > 1 else { return nil }
        var rng = SplitMix64(seed: UInt64(n) &* 0x9E37_79B9)
        var samples: [Double] = []
        var current = 0
        for _ in 0..<selectSamples {
            // Keep a margin so the median of what was collected is still printed before the cap.
            let budget = remaining() - 2
            guard budget > 0 else { break }
            var index = Int(rng.next() % UInt64(n))
            if index == current { index = (index + 1) % n }
            current = index
            subject.select(index)
            guard watch.waitForNextFrame(seconds: min(budget, 30)) else { break }
            samples.append(watch.durations.last!)
        }
        return median(samples)
    }

    /// Moves the position continuously (back and forth over up to 45 items) and times each frame.
    private static func swipeFrames(
        _ swipe: @escaping (Double) -> Void, window: UnsafeMutablePointer<GtkWindow>, n: Int, watch: FrameWatch,
        remaining: () -> Double
    ) -> [(cpu: Double, wall: Double)] {
        let low = Double(max(0, n / 2 - 20))
        let high = min(Double(n - 1), low + 45)
        var position = low
        var step = swipeSpeed
        var ticks = 0
        swipe(position)
        _ = watch.waitForNextFrame(seconds: 1)
        let first = watch.frames
        MainLoop.addTick(gcast(window)) { _ in
            position += step
            if position > high || position < low {
                step = -step
                position += 2 * step
            }
            swipe(min(max(position, low), high))
            ticks += 1
            return ticks < swipeFrames
        }
        MainLoopPump.run(seconds: min(30, max(0, remaining() - 2))) { watch.frames >= first + swipeFrames }
        // The first ticked frame also carries the tick's installation; leave it out.
        let skip = min(watch.durations.count, first + 1)
        return Array(zip(watch.durations[skip...], watch.wallDurations[skip...]))
    }

    /// SegmentKit's look in the comparison: GtkNotebook's scrollable tabs (titles as wide as they are, one font,
    /// a line under the current one), so both draw the same text. The ``SegmentStyle/scrollable`` preset's
    /// larger bold selected title needs a second font file, about 0.5 MB and a few ms more (README).
    static var benchStyle: SegmentStyle {
        var style = SegmentStyle.underline
        style.widthMode = .fitted(fillWhenNarrower: false)
        return style
    }

    /// Builds the widget called `kind` with `n` items titled "Segment i" and a label page each.
    static func make(_ kind: String, n: Int) -> Subject {
        switch kind {
        case "segmentkit":
            let items = (0..<n).map { SegmentItem("Segment \($0)") }
            let pager = SegmentedPager(items: items, style: benchStyle) { index in
                gtk_label_new("Page \(index)")
            }
            return Subject(
                root: pager.widget, select: { try? pager.select($0, animated: false) },
                swipe: { try? pager.stack.setPosition($0) })
        case "notebook":
            let notebook = gtk_notebook_new()!
            let typed: OpaquePointer = OpaquePointer(notebook)
            gtk_notebook_set_scrollable(typed, 1)
            for i in 0..<n {
                gtk_notebook_append_page(typed, gtk_label_new("Page \(i)"), gtk_label_new("Segment \(i)"))
            }
            return Subject(root: notebook, select: { gtk_notebook_set_current_page(typed, gint($0)) })
        case "stackswitcher":
            let stack = gtk_stack_new()!
            let typedStack: OpaquePointer = OpaquePointer(stack)
            let switcher = gtk_stack_switcher_new()!
            gtk_stack_switcher_set_stack(OpaquePointer(switcher), typedStack)
            var pages: [UnsafeMutablePointer<GtkWidget>] = []
            pages.reserveCapacity(n)
            for i in 0..<n {
                let page = gtk_label_new("Page \(i)")!
                gtk_stack_add_titled(typedStack, page, "page-\(i)", "Segment \(i)")
                pages.append(page)
            }
            return Subject(
                root: scrolledAbove(switcher, stack), select: { gtk_stack_set_visible_child(typedStack, pages[$0]) })
        case "adwswitcher":
            return AdwPeers.viewSwitcher(n: n)
        case "adwtabbar":
            return AdwPeers.tabBar(n: n)
        case "floor":
            // GTK's own cost of a frame in which something small changes: one label, new text every frame.
            let label = gtk_label_new("0")!
            return Subject(
                root: label, select: { gtk_label_set_text(OpaquePointer(label), "\($0)") },
                swipe: { gtk_label_set_text(OpaquePointer(label), String(format: "%.3f", $0)) })
        case "empty":
            return Subject(root: nil)
        default:
            fail("unknown widget '\(kind)' (segmentkit, notebook, stackswitcher, adwswitcher, adwtabbar, floor)")
        }
    }

    /// `switcher` in a horizontally scrolling window above `pages`, in a vertical box: how the switcher peers
    /// hold more buttons than fit.
    static func scrolledAbove(
        _ switcher: UnsafeMutablePointer<GtkWidget>, _ pages: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), switcher)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gcast(box), scrolled)
        gtk_box_append(gcast(box), pages)
        gtk_widget_set_vexpand(pages, 1)
        return box
    }
}
