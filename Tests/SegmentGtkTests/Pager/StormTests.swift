import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Ten thousand seeded, mixed actions on a live SegmentedPager with animations on: no trap, no GTK warning or
/// critical, the selection always valid, the page on screen the selected one whenever nothing moves, and every
/// GObject the storm made finalized at the end.
final class StormTests: GtkTestCase, @unchecked Sendable {
    /// `SEGMENTKIT_STORM_ACTIONS` makes the storm smaller (for `make leakcheck` under valgrind) or larger.
    static let actions = environmentCount("SEGMENTKIT_STORM_ACTIONS", default: 10_000)
    /// `SEGMENTKIT_STORM_SEED` runs another storm than the one every run checks.
    static let seed = UInt64(ProcessInfo.processInfo.environment["SEGMENTKIT_STORM_SEED"] ?? "") ?? 0x5707_0001

    func testStormOfMixedActionsKeepsEveryPromise() {
        onMain {
            setAnimations(true)
            // The storm's failing page factories are logged on purpose (one warning each); anything else GLib
            // logs fails the test in GtkTestCase's tearDown.
            allowLogged(containing: "the page factory returned none")
            // The eager app's edits wait for the edit whose handler asked for them; some no longer apply then
            // (in most storms; whether one does depends on the seed and on when frames fall).
            allowLogged(containing: "asked for by a handler during another edit, no longer applies", required: false)
            var probes: [(name: String, probe: FinalizationProbe)] = []
            do {
                let storm = PagerStorm(seed: Self.seed) { self.host($0, width: 400, height: 300) }
                let failure = storm.run(Self.actions)
                XCTAssertNil(failure, "replay with the same seed; the counts so far: \(storm.counts)")
                XCTAssertEqual(storm.steps, Self.actions)
                // The storm proves its own reach: settled states were checked, refusals happened, and in a full
                // run every kind of action ran at least once.
                XCTAssertGreaterThan(storm.settledChecks, Self.actions / 50)
                XCTAssertGreaterThan(storm.refusals, 0)
                if Self.actions >= 10_000 {
                    let missing = PagerStorm.Action.allCases.filter { storm.counts[$0, default: 0] == 0 }
                    XCTAssertEqual(missing, [], "actions the storm never took")
                    let quiet = [
                        "selection-changed", "page-changed", "page-appeared", "stack position", "bar position",
                    ]
                    .filter { storm.reactions[$0, default: 0] == 0 }
                    XCTAssertEqual(quiet, [], "signals the eager app never acted from")
                }
                print(
                    "storm: \(storm.steps) actions, \(storm.settledChecks) settled checks, \(storm.refusals) refusals, "
                        + "reactions \(storm.reactions)")
                storm.tearDown()
                probes = storm.probes
            }
            pump()
            let alive = probes.filter { !$0.probe.isFinalized }.map(\.name)
            XCTAssertEqual(alive, [], "of \(probes.count) objects the storm made, these were not finalized")
            XCTAssertGreaterThan(probes.count, 3)
        }
    }
}
