import Foundation

// segment-bench: benchmarks for SegmentKit.
//
// Each subcommand measures one layer; they share the argument rules below
// so scripts can rely on them: `--help` prints usage, anything unknown is a
// one-line error on stderr with exit code 2.

/// The usage text, printed by `--help`.
let usage = """
    usage: segment-bench <subcommand> [options]

    subcommands:
      core      time the pure layout core (SegmentCore) for 10 to 100,000 items:
                layout, indicator, hit_test, scroll_offset, in ns per call
      widgets   SegmentKit's SegmentedPager against GtkNotebook, GtkStack +
                GtkStackSwitcher, AdwViewStack + AdwViewSwitcher and AdwTabView +
                AdwTabBar (libadwaita, loaded only by these children), side by
                side: build, first frame, select frame, swipe frame (median, 99th
                percentile, max) and memory for 3 to 10,000 items (100,000 for
                SegmentKit alone), each in a fresh child process (the median of
                --starts starts for n <= 100); then the demo's
                start to first frame against an empty GTK window in C
                (segment-empty-window) and against its start page in GTK's
                own widgets (segment-gtk-page; make bench builds both next to
                segment-bench). Frame times are
                the GTK thread's CPU time from before-paint to after-paint; the
                wall column adds what the frame waited for (the X server).
                Needs a display: run under xvfb-run with GSK_RENDERER=cairo, or
                use make bench.
      bindings  the cost of the bindings: a 10,000-item SegmentedPager built and
                shown from Swift, from Python (GObject Introspection, Debian's
                /usr/bin/python3 running resources/bench/pager.py against the
                libsegmentkit-1.so and SegmentKit-1.typelib of this build) and from
                Rust (.build/rust/release/segmentkit-bench-pager, which make bench
                builds from resources/bench/pager-rs), median of --runs fresh
                processes each; then a Python app's memory with a 10-page
                SegmentedPager and with GtkNotebook over an empty Python window
                (resources/bench/python-memory.py, --runs starts each), the
                Swift runtime inside the library included. Needs a display,
                like widgets.

    options:
      --json             print one JSON object per line instead of a table:
                         core:    {"n": 10000, "operation": "layout", "ns_per_call": 812000}
                         widgets: {"widget": "segmentkit", "n": 10000, "build_ms": 12.3, ...}
      --sizes 10,1000    widgets: only these item counts
      --widgets LIST     widgets: only these of segmentkit,notebook,stackswitcher,
                         adwswitcher,adwtabbar
      --starts 15        widgets: process starts per row for n <= 100
      --cap SECONDS      widgets: kill a child after this long, report "> cap" (default 60)
      --no-demo          widgets: skip the demo start measurement
      --runs 5           bindings: processes per language
      --n 10000          bindings: items
      --lib-dir DIR      bindings: where libsegmentkit-1.so is (default: next to segment-bench)
      --gir-dir DIR      bindings: where SegmentKit-1.typelib is (default: .build/gir/<config>)
      --help             print this text

    Build with -c release: debug numbers say nothing about shipped code.
    """

/// Reports a usage error the way every subcommand does: one line on stderr, exit code 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("segment-bench: \(message)\n".utf8))
    exit(2)
}

/// The parsed command line.
struct Invocation {
    /// The first non-flag argument.
    var subcommand: String
    /// Whether `--json` was given.
    var json: Bool
    /// The widgets benchmark's options.
    var widgets = WidgetBench.Options()
    /// The bindings benchmark's options.
    var bindings = BindingsBench.Options()
    /// `widgets-one`: which widget and how many items.
    var probeWidget = "segmentkit"
    var probeCount = 10
    /// `widgets-one`: stop after the memory reading.
    var probeStartupOnly = false

    /// Parses `arguments` (without the program name); flags may come before or after the subcommand.
    static func parse(_ arguments: [String]) -> Invocation {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            exit(0)
        }
        var invocation = Invocation(subcommand: "", json: false)
        var positional: [String] = []
        var rest = arguments[...]
        func value(_ flag: String) -> String {
            guard let next = rest.popFirst() else { fail("\(flag) needs a value (try --help)") }
            return next
        }
        func count(_ text: String, _ flag: String) -> Int {
            guard let n = Int(text.replacingOccurrences(of: "_", with: "")), n > 0 else {
                fail("\(flag): '\(text)' is not a positive whole number")
            }
            return n
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--json":
                invocation.json = true
                invocation.widgets.json = true
                invocation.bindings.json = true
            case "--runs":
                invocation.bindings.runs = count(value(argument), argument)
            case "--lib-dir":
                invocation.bindings.libDir = value(argument)
            case "--gir-dir":
                invocation.bindings.girDir = value(argument)
            case "--sizes":
                invocation.widgets.sizes = value(argument).split(separator: ",").map { count(String($0), "--sizes") }
            case "--widgets":
                let names = value(argument).split(separator: ",").map(String.init)
                for name in names where !WidgetBench.allWidgets.contains(name) {
                    fail("--widgets: unknown widget '\(name)' (\(WidgetBench.allWidgets.joined(separator: ", ")))")
                }
                invocation.widgets.widgets = WidgetBench.allWidgets.filter { names.contains($0) }
            case "--cap":
                guard let cap = Double(value(argument)), cap > 0, cap.isFinite else {
                    fail("--cap needs a positive number of seconds")
                }
                invocation.widgets.cap = cap
            case "--starts":
                invocation.widgets.starts = count(value(argument), argument)
            case "--no-demo":
                invocation.widgets.demoStart = false
            // Hidden: the child side of `widgets`.
            case "--widget":
                invocation.probeWidget = value(argument)
            case "--startup-only":
                invocation.probeStartupOnly = true
            case "--n":
                invocation.probeCount = Int(value(argument)) ?? 0
                invocation.bindings.n = max(1, invocation.probeCount)
            case _ where argument.hasPrefix("-"):
                fail("unknown flag '\(argument)' (try --help)")
            default:
                positional.append(argument)
            }
        }
        guard let subcommand = positional.first else { fail("missing subcommand (try --help)") }
        guard positional.count == 1 else { fail("unexpected argument '\(positional[1])' (try --help)") }
        invocation.subcommand = subcommand
        return invocation
    }
}

let invocation = Invocation.parse(Array(CommandLine.arguments.dropFirst()))

// One case per layer; `widgets-one` and `bindings-swift` are the hidden
// child sides of `widgets` and `bindings`, run in fresh processes by them.
switch invocation.subcommand {
case "core":
    CoreBench.run(json: invocation.json)
case "widgets":
    WidgetBench.run(invocation.widgets)
case "widgets-one":
    WidgetProbe.run(
        widget: invocation.probeWidget, n: invocation.probeCount, cap: invocation.widgets.cap,
        startupOnly: invocation.probeStartupOnly)
case "bindings":
    BindingsBench.run(invocation.bindings)
case "bindings-swift":
    MainActor.assumeIsolated { BindingsBench.swiftChild(n: invocation.probeCount) }
default:
    fail("unknown subcommand '\(invocation.subcommand)' (try --help)")
}
