import CGtk
import XCTest

@testable import SegmentGtk

/// `MainLoop`'s one-shot sources run once, in GLib's priority order, and give their callback boxes back.
final class MainLoopTests: GtkTestCase, @unchecked Sendable {
    /// Work queued with `whenIdle` waits for anything of the default priority that is due, even when it was
    /// queued first: the gallery builds its hidden pages this way so that GTK's layout and painting (higher
    /// priorities than idle) go first. A zero-delay `after` at the idle's place would run first here.
    func testWhenIdleRunsAfterDueDefaultPriorityWorkAndReleasesItsBox() {
        onMain {
            let boxesBefore = RetainedBox.liveCount
            var order: [String] = []
            MainLoop.whenIdle { order.append("idle") }
            MainLoop.after(milliseconds: 0) { order.append("timeout") }
            XCTAssertEqual(RetainedBox.liveCount, boxesBefore + 2, "each source holds one box until it is done")
            XCTAssertTrue(pump(until: { order.count == 2 }), "both sources ran (ran: \(order))")
            XCTAssertEqual(order, ["timeout", "idle"])
            // Once more round the loop: each ran once, not again.
            pump()
            XCTAssertEqual(order, ["timeout", "idle"])
            XCTAssertEqual(RetainedBox.liveCount, boxesBefore, "the destroy notifies released both boxes")
        }
    }

    /// A source removed before it runs never calls its body, and its box is released all the same.
    func testARemovedIdleNeverRunsAndReleasesItsBox() {
        onMain {
            let boxesBefore = RetainedBox.liveCount
            var ran = false
            let source = MainLoop.whenIdle { ran = true }
            XCTAssertEqual(RetainedBox.liveCount, boxesBefore + 1)
            g_source_remove(source)
            pump()
            XCTAssertFalse(ran)
            XCTAssertEqual(RetainedBox.liveCount, boxesBefore)
        }
    }
}
