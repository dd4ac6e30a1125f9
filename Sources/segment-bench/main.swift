import Foundation

// segment-bench: micro-benchmarks for SegmentKit.
//
// Each subcommand measures one layer; they share the argument rules below
// so scripts can rely on them: `--help` prints usage, anything unknown is a
// one-line error on stderr with exit code 2.

/// The usage text, printed by `--help`.
let usage = """
    usage: segment-bench <subcommand> [--json]

    subcommands:
      core      time the pure layout core (SegmentCore) for 10 to 100,000 items:
                layout, indicator, hit_test, scroll_offset, in ns per call
      widgets   time the GTK widgets (not built yet)

    options:
      --json    print one JSON object per line instead of a table:
                {"n": 10000, "operation": "layout", "ns_per_call": 812000}
      --help    print this text

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

    /// Parses `arguments` (without the program name); flags may come before or after the subcommand.
    static func parse(_ arguments: [String]) -> Invocation {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            exit(0)
        }
        var json = false
        var positional: [String] = []
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case _ where argument.hasPrefix("-"): fail("unknown flag '\(argument)' (try --help)")
            default: positional.append(argument)
            }
        }
        guard let subcommand = positional.first else { fail("missing subcommand (try --help)") }
        guard positional.count == 1 else { fail("unexpected argument '\(positional[1])' (try --help)") }
        return Invocation(subcommand: subcommand, json: json)
    }
}

let invocation = Invocation.parse(Array(CommandLine.arguments.dropFirst()))

// One case per layer. The widgets benchmark will live in its own file and
// be dispatched from here; it is the only case that may need GTK.
switch invocation.subcommand {
case "core":
    CoreBench.run(json: invocation.json)
case "widgets":
    fail("'widgets' is not built yet")
default:
    fail("unknown subcommand '\(invocation.subcommand)' (try --help)")
}
