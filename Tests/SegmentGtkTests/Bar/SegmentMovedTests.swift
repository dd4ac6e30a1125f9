import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// `segment-moved`: emitted once for every move that changes the order, by a drag, a key or a move call, after
/// the bar (and in a pager, the pages) show the new order; so an app can keep its own list in step.
final class SegmentMovedTests: GtkTestCase, @unchecked Sendable {
    /// A reorderable bar of four 100 pt tabs, recording its moves.
    @MainActor
    private func strip() -> (SegmentBar, MoveLog) {
        setAnimations(false)
        let bar = SegmentBar(items: fourItems, style: .underline)
        bar.isReorderable = true
        host(bar.widget)
        let log = MoveLog()
        bar.onSegmentMoved { from, to in log.moves.append([from, to]) }
        return (bar, log)
    }

    @MainActor
    private func moveTab(_ bar: SegmentBar, _ name: String) {
        gtk_widget_activate_action_variant(bar.widget, "segment.move-tab", g_variant_new_string(name))
    }

    func testDragsKeysAndMoveCallsEachEmitOnce() {
        onMain {
            let (bar, log) = strip()
            dragTab(bar, from: 0, by: 210)
            XCTAssertEqual(log.moves, [[0, 2]], "Day dropped past Month")
            moveTab(bar, "forward")
            XCTAssertEqual(log.moves.last, [2, 3], "Ctrl+Shift+Page Down moves the selected tab, Day")
            try? bar.move(from: 3, to: 0)
            XCTAssertEqual(log.moves.last, [3, 0], "and the app's own move")
            XCTAssertEqual(log.moves.count, 3)

            // An app that moves its own list the same way stays in step with the bar.
            var documents = fourItems.map(\.title)
            for move in log.moves { documents.insert(documents.remove(at: move[0]), at: move[1]) }
            XCTAssertEqual(documents, bar.items.map(\.title))
        }
    }

    /// The selected segment moved far during a slide towards it: the shifted slide would start outside the bar, so
    /// the indicator goes to the segment at once and `position` never reads outside `0...count-1` (it read -1.1).
    func testMovingTheSelectedSegmentFarDuringASlideKeepsThePositionInTheBar() throws {
        try onMain {
            setAnimations(true)
            defer { setAnimations(false) }
            let bar = SegmentBar(items: fourItems + [SegmentItem("Decade")], style: .capsule)
            bar.animationDuration = 1.0
            host(bar.widget)
            try bar.select(4)
            XCTAssertTrue(pump(until: { bar.position > 0.5 }), "the slide is under way")
            XCTAssertLessThan(bar.position, 3, "and far from its end")
            var positions: [Double] = []
            GtkSignals.notify("position").connect(bar.widget) { positions.append(bar.position) }
            try bar.move(from: 4, to: 0)
            XCTAssertEqual(bar.selectedIndex, 0, "the selection follows its segment")
            XCTAssertEqual(bar.position, 0, "the indicator is on it at once")
            pump()
            XCTAssertTrue(positions.allSatisfy { (0...4).contains($0) }, "never outside the bar: \(positions)")
        }
    }

    func testNothingMovedEmitsNothing() throws {
        try onMain {
            let (bar, log) = strip()
            dragTab(bar, from: 1, by: 20)
            XCTAssertEqual(bar.items.map(\.title), ["Day", "Week", "Month", "Year"], "dropped where it was")
            XCTAssertEqual(bar.selectedIndex, 1, "and selected, as a dropped tab is")
            try? bar.move(from: 2, to: 2)
            XCTAssertThrowsError(try bar.move(from: 0, to: 9))
            XCTAssertThrowsError(try bar.move(from: -1, to: 0))
            XCTAssertEqual(log.moves, [], "a drop in place, a move in place and refused moves emit nothing")
            moveTab(bar, "first")
            XCTAssertEqual(log.moves, [[1, 0]], "the key that moved Week did")
            moveTab(bar, "backward")
            XCTAssertEqual(log.moves, [[1, 0]], "at the start: the bell, no move, no signal")
        }
    }

    func testHandlersSeeTheNewOrderAndSelection() {
        onMain {
            let (bar, _) = strip()
            var seen: [String] = []
            GtkSignals.notify("titles").connect(bar.widget) { seen.append("titles") }
            bar.onSegmentMoved { from, to in
                seen.append("moved \(from) \(to): \(bar.items[to].title), selected \(bar.selectedIndex ?? -1)")
            }
            try? bar.select(1)
            try? bar.move(from: 1, to: 3)
            XCTAssertEqual(seen, ["titles", "moved 1 3: Week, selected 3"])
        }
    }

    func testInAPagerThePageHasMovedWithItsTab() {
        onMain {
            let pager = reorderablePager()
            let first = pager.stack.page(at: 0)
            XCTAssertNotNil(first)
            var moves: [[Int]] = []
            var pageFollowed: [Bool] = []
            pager.bar.onSegmentMoved { from, to in
                moves.append([from, to])
                pageFollowed.append(pager.stack.page(at: to) == first)
            }
            dragTab(pager.bar, from: 0, by: 250)
            XCTAssertEqual(moves, [[0, 2]], "one signal for a drag in a pager")
            XCTAssertEqual(pageFollowed, [true], "the handler finds the page at the tab's new index")
            try? pager.move(from: 2, to: 1)
            try? pager.stack.movePage(from: 1, to: 0)
            try? pager.bar.move(from: 0, to: 3)
            XCTAssertEqual(moves, [[0, 2], [2, 1], [1, 0], [0, 3]], "the pager's, the stack's and the bar's moves")
            XCTAssertEqual(pageFollowed, [true, true, true, true])
        }
    }

    func testAHandlerThatEditsTheTabsDoesNotUpsetTheDrop() {
        onMain {
            let (bar, log) = strip()
            bar.onSegmentMoved { _, to in try? bar.remove(at: to) }
            dragTab(bar, from: 3, by: -1_000)
            XCTAssertEqual(log.moves, [[3, 0]])
            XCTAssertEqual(bar.items.map(\.title), ["Day", "Week", "Month"], "the handler closed the moved tab")
            XCTAssertEqual(bar.selectedIndex, 0)
            moveTab(bar, "last")
            XCTAssertEqual(log.moves.last, [0, 2])
            XCTAssertEqual(bar.items.map(\.title), ["Week", "Month"])
            bar.onSegmentMoved { _, _ in bar.items = [] }
            dragTab(bar, from: 0, by: 150)
            XCTAssertEqual(bar.items.count, 0, "nothing left, nothing logged")
        }
    }
}

/// The `[from, to]` pairs a bar's `segment-moved` handler was given, in order.
@MainActor
private final class MoveLog {
    var moves: [[Int]] = []
}
