import Foundation
import SegmentCore
import Testing

/// Runs `operations` fuzz steps from `seed` and returns the failure report, or `nil` when every invariant held.
private func fuzz(seed: UInt64, operations: Int, stats: inout FuzzStats) -> String? {
    var fuzzer = CoreFuzzer(seed: seed)
    defer { stats.add(fuzzer) }
    for _ in 0..<operations {
        if let failure = fuzzer.step() {
            return """
                seed \(seed), operation \(fuzzer.operations): \(failure)
                last operations: \(fuzzer.recent.map(\.description).joined(separator: ", "))
                """
        }
    }
    return nil
}

/// Totals over fuzz runs, so the tests can prove every path was actually reached.
struct FuzzStats {
    /// Operations run.
    var operations = 0
    /// Requests the core refused with an error.
    var refusals = 0
    /// Page drags released.
    var pageReleases = 0
    /// Hit tests checked.
    var hitTests = 0
    /// Layouts checked with sticky (pinned) segments.
    var stickyLayouts = 0

    /// Adds one fuzzer's counters.
    mutating func add(_ fuzzer: CoreFuzzer) {
        operations += fuzzer.operations
        refusals += fuzzer.refusals
        pageReleases += fuzzer.pageReleases
        hitTests += fuzzer.hitTests
        stickyLayouts += fuzzer.stickyLayouts
    }
}

@Suite struct CoreFuzzTests {
    /// 4 shards × 250,000 = 1,000,000 operations with fixed seeds; the shards run in parallel.
    static let operationsPerShard = 250_000

    @Test(arguments: 0..<4)
    func fixedSeedRunKeepsEveryInvariant(shard: Int) {
        var stats = FuzzStats()
        let failure = fuzz(seed: 0xF0_2200 + UInt64(shard), operations: Self.operationsPerShard, stats: &stats)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(stats.operations == Self.operationsPerShard)
        // Guards against a generator that quietly stops reaching refusals, page releases or hit tests.
        #expect(stats.refusals > Self.operationsPerShard / 50)
        #expect(stats.pageReleases > Self.operationsPerShard / 200)
        #expect(stats.hitTests > Self.operationsPerShard / 4)
        #expect(stats.stickyLayouts > Self.operationsPerShard / 100)
    }

    /// `make fuzz`: random seeds for `SEGMENTKIT_FUZZ_SECONDS` seconds; skipped unless that variable is set.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SEGMENTKIT_FUZZ_SECONDS"] != nil))
    func timeBoundedRandomSeeds() {
        let environment = ProcessInfo.processInfo.environment
        let seconds = Double(environment["SEGMENTKIT_FUZZ_SECONDS"] ?? "") ?? 60
        var seed = UInt64(environment["SEGMENTKIT_FUZZ_SEED"] ?? "") ?? UInt64(Date().timeIntervalSince1970 * 1_000)
        let deadline = Date().addingTimeInterval(seconds)
        var stats = FuzzStats()
        var runs = 0
        print("fuzz: starting at seed \(seed) for \(seconds) s")
        while Date() < deadline {
            if let failure = fuzz(seed: seed, operations: 100_000, stats: &stats) {
                Issue.record("\(failure)\nreplay: SEGMENTKIT_FUZZ_SEED=\(seed) SEGMENTKIT_FUZZ_SECONDS=1 make fuzz")
                return
            }
            seed &+= 1
            runs += 1
        }
        print("fuzz: \(stats.operations) operations in \(runs) runs, \(stats.refusals) refusals, no violation")
        #expect(stats.operations == runs * 100_000)
    }

    // MARK: Regressions found by the fuzzer

    /// A flick towards the edge at the first page settled with the flick's full speed pointing away from the page,
    /// which carried the pages far past the rubber band into empty space before they came back.
    @Test func settleAgainstTheEdgeStaysNearTheEdge() {
        let physics = PagerPhysics()
        // Rubber-banded to -0.3, released flicking further towards before-the-first page at 100 pages/s.
        let target = physics.releaseTarget(position: -0.3, velocity: -100, pageCount: 5)
        #expect(target == 0)
        let curve = physics.settleCurve(from: -0.3, velocity: -100, to: Double(target))
        var lowest = 0.0
        for frame in 0...600 { lowest = min(lowest, curve.value(at: Double(frame) / 60)) }
        #expect(lowest >= -physics.rubberBandLimit, "the pages went to \(lowest)")
        #expect(curve.value(at: 10) == 0)
    }

    /// Same at the last page, and with an infinite velocity (a pull so long the tracker's slope overflowed).
    @Test func settleAgainstTheEndWithInfiniteSpeedStaysNearTheEnd() {
        let physics = PagerPhysics()
        let curve = physics.settleCurve(from: 4.4, velocity: 1e300, to: 4)
        var highest = 4.0
        for frame in 0...600 { highest = max(highest, curve.value(at: Double(frame) / 60)) }
        #expect(highest <= 4 + physics.rubberBandLimit, "the pages went to \(highest)")
        #expect(physics.settleCurve(from: 4.4, velocity: .infinity, to: 4).value(at: 0.05).isFinite)
    }

    /// The same seed always replays the same run, so a reported seed reproduces its failure.
    @Test func aSeedReplaysTheSameRun() {
        var first = CoreFuzzer(seed: 77)
        var second = CoreFuzzer(seed: 77)
        for _ in 0..<5_000 {
            _ = first.step()
            _ = second.step()
        }
        #expect(first.model == second.model)
        #expect(first.recent.map(\.description) == second.recent.map(\.description))
        #expect(first.model.count > 0 || first.recent.contains { $0.kind == .remove || $0.kind == .replaceAll })
    }
}
