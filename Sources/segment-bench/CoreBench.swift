import SegmentCore

/// The SegmentCore benchmark: what a relayout and each per-frame query cost as the bar grows.
enum CoreBench {
    /// Item counts, from a typical tab bar to a pathological one.
    static let sizes = [10, 1_000, 10_000, 100_000]
    /// Operation names, in table and JSON order.
    static let operations = ["layout", "indicator", "hit_test", "scroll_offset", "search"]

    /// Runs every size and operation and prints a table, or JSON lines with `json`.
    static func run(json: Bool) {
        var results: [Measurement] = []
        if !json {
            print("segment-bench core: ns per call, best of 5 batches of at least 20 ms")
            print(row(["n"] + operations))
        }
        for n in sizes {
            let measured = measure(n: n)
            results += measured
            if json {
                for m in measured {
                    print(
                        #"{"n": \#(m.n), "operation": "\#(m.operation)", "ns_per_call": \#(jsonNumber(m.nsPerCall))}"#)
                }
            } else {
                print(row([grouped(n)] + measured.map { formatted($0.nsPerCall) }))
            }
        }
        if !json { printTargets(results) }
    }

    /// Fitted segments with a larger selected title, icons and badges on some: the slowest layout path,
    /// with a title-wide indicator, the slowest indicator path.
    static func fixture(n: Int) -> (metrics: [ItemMetrics], style: SegmentStyle) {
        let style = SegmentStyle(
            widthMode: .fitted(fillWhenNarrower: true), itemPadding: 12, spacing: 4,
            contentInsets: EdgeInsets(leading: 5, trailing: 5), titleFont: FontSpec(size: 11),
            selectedTitleFont: FontSpec(size: 13, isBold: true),
            indicator: IndicatorStyle(shape: .underline, width: .title, thickness: 3))
        var metrics: [ItemMetrics] = []
        metrics.reserveCapacity(n)
        for i in 0..<n {
            let title = Double(30 + (i * 37) % 90)
            let pill = i % 7 == 0 ? 20.0 : 0
            metrics.append(
                ItemMetrics(
                    titleWidth: title, selectedTitleWidth: title * 1.3, titleHeight: 16,
                    iconExtent: i % 5 == 0 ? 22 : 0, pillWidth: pill, pillExtent: pill > 0 ? pill + 4 : 0,
                    isEnabled: i % 11 != 3))
        }
        return (metrics, style)
    }

    /// Times the four operations for `n` items.
    static func measure(n: Int) -> [Measurement] {
        let (metrics, style) = fixture(n: n)
        let viewWidth = 800.0
        let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: viewWidth, viewHeight: 40)

        // Inputs vary call to call (from a table, so generating them costs nothing) so that no
        // result can be hoisted out of the loop.
        let mask = 1023
        var rng = UInt64(0x5E6)
        func random() -> Double {
            rng = rng &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(rng >> 11) * 0x1.0p-53
        }
        let positions = (0...mask).map { _ in random() * Double(n - 1) }
        let viewXs = (0...mask).map { _ in random() * viewWidth }
        let offsets = positions.map { layout.centeringScrollOffset(at: $0) }

        let layoutNs = nanosecondsPerCall { calls in
            for i in 0..<calls {
                blackHole(
                    SegmentLayout(metrics: metrics, style: style, viewWidth: viewWidth + Double(i & 7), viewHeight: 40))
            }
        }
        let indicatorNs = nanosecondsPerCall { calls in
            var sum = 0.0
            for i in 0..<calls {
                if let r = layout.indicatorRect(at: positions[i & mask]) { sum += r.x + r.y + r.width + r.height }
            }
            blackHole(sum)
        }
        let hitTestNs = nanosecondsPerCall { calls in
            var sum = 0
            for i in 0..<calls {
                let j = i & mask
                sum &+= layout.hitTest(viewX: viewXs[j], scrollOffset: offsets[j], at: positions[j]) ?? -1
            }
            blackHole(sum)
        }
        let scrollNs = nanosecondsPerCall { calls in
            var sum = 0.0
            for i in 0..<calls {
                sum += layout.centeringScrollOffset(at: positions[i & mask])
            }
            blackHole(sum)
        }
        // The overflow menu's first keystroke: its titles folded for searching, then searched.
        let titles = (0..<n).map { "Segment \($0)" }
        let searchNs = nanosecondsPerCall { calls in
            var sum = 0
            for i in 0..<calls {
                sum &+= TitleSearch(titles: titles).matches("segment \(i & mask)").count
            }
            blackHole(sum)
        }
        return zip(operations, [layoutNs, indicatorNs, hitTestNs, scrollNs, searchNs]).map {
            Measurement(n: n, operation: $0, nsPerCall: $1)
        }
    }

    /// Checks the budgets a 60 Hz widget needs: relayout of 10,000 items within 1 ms, each per-frame query within 1 µs,
    /// and the overflow menu's first search of 10,000 titles within a frame.
    static func printTargets(_ results: [Measurement]) {
        let relayout = results.first { $0.n == 10_000 && $0.operation == "layout" }?.nsPerCall ?? .infinity
        let slowestQuery = results.filter { !["layout", "search"].contains($0.operation) }.max {
            $0.nsPerCall < $1.nsPerCall
        }
        let search = results.first { $0.n == 10_000 && $0.operation == "search" }?.nsPerCall ?? .infinity
        let queryNs = slowestQuery?.nsPerCall ?? .infinity
        print("")
        print(
            "target: layout of 10,000 items < 1,000,000 ns: \(relayout < 1_000_000 ? "met" : "MISSED") (\(formatted(relayout)))"
        )
        print(
            "target: indicator, hit_test, scroll_offset < 1,000 ns at any n: \(queryNs < 1_000 ? "met" : "MISSED")"
                + " (slowest \(formatted(queryNs)), \(slowestQuery?.operation ?? "?") at n = \(grouped(slowestQuery?.n ?? 0)))"
        )
        print(
            "target: first search of 10,000 titles < 16,666,667 ns (a 60 Hz frame): "
                + "\(search < 16_666_667 ? "met" : "MISSED") (\(formatted(search)))")
    }

    /// A right-aligned table row.
    static func row(_ cells: [String]) -> String {
        cells.map { String(repeating: " ", count: max(0, 14 - $0.count)) + $0 }.joined()
    }

    /// Nanoseconds for the table: one decimal below 100 ns, whole numbers with thousands separators above.
    static func formatted(_ ns: Double) -> String {
        guard ns.isFinite else { return "-" }
        return ns < 100 ? String(Double((ns * 10).rounded()) / 10) : grouped(Int(ns.rounded()))
    }

    /// A JSON number: whole above 100 ns, one decimal below, never with a trailing ".0".
    static func jsonNumber(_ ns: Double) -> String {
        let rounded = ns < 100 ? (ns * 10).rounded() / 10 : ns.rounded()
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `n` with thousands separators, as in the brief: 100,000.
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
