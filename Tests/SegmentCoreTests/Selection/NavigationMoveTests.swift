import SegmentCore
import Testing

@Suite struct NavigationMoveTests {
    @Test func arrowsFollowTheReadingDirection() {
        #expect(NavigationMove.left.logical(in: .leftToRight) == .previous)
        #expect(NavigationMove.right.logical(in: .leftToRight) == .next)
        #expect(NavigationMove.left.logical(in: .rightToLeft) == .next)
        #expect(NavigationMove.right.logical(in: .rightToLeft) == .previous)
    }

    @Test(arguments: [NavigationMove.first, .last, .next, .previous])
    func logicalMovesAreUnchanged(move: NavigationMove) {
        #expect(move.logical(in: .leftToRight) == move)
        #expect(move.logical(in: .rightToLeft) == move)
    }

    /// Items 0 to 4 with 1 and 3 disabled.
    private static func enabled(_ index: Int) -> Bool { index != 1 && index != 3 }

    @Test func movesSkipDisabledItems() {
        let e = Self.enabled
        #expect(NavigationMove.next.target(from: 0, count: 5, isEnabled: e) == 2)
        #expect(NavigationMove.previous.target(from: 4, count: 5, isEnabled: e) == 2)
        #expect(NavigationMove.first.target(from: 4, count: 5) { $0 > 0 } == 1)
        #expect(NavigationMove.last.target(from: 0, count: 5) { $0 < 4 } == 3)
        #expect(NavigationMove.right.target(from: 0, count: 5, direction: .rightToLeft, isEnabled: e) == nil)
        #expect(NavigationMove.left.target(from: 0, count: 5, direction: .rightToLeft, isEnabled: e) == 2)
    }

    @Test func nextAndPreviousStopAtTheEnds() {
        #expect(NavigationMove.next.target(from: 4, count: 5, isEnabled: Self.enabled) == nil)
        #expect(NavigationMove.previous.target(from: 0, count: 5, isEnabled: Self.enabled) == nil)
    }

    @Test func loopingMovesGoRoundTheEnds() {
        let e = Self.enabled
        #expect(NavigationMove.nextLooping.target(from: 4, count: 5, isEnabled: e) == 0)
        #expect(NavigationMove.previousLooping.target(from: 0, count: 5, isEnabled: e) == 4)
        #expect(NavigationMove.nextLooping.target(from: 0, count: 5, isEnabled: e) == 2, "inside, as next")
        #expect(NavigationMove.previousLooping.target(from: 4, count: 5, isEnabled: e) == 2, "inside, as previous")
        #expect(NavigationMove.nextLooping.target(from: 2, count: 5) { $0 == 2 } == 2, "the only enabled item")
    }

    @Test func noSelectionStartsOutsideTheItems() {
        #expect(NavigationMove.next.target(from: nil, count: 5, isEnabled: Self.enabled) == 0)
        #expect(NavigationMove.previous.target(from: nil, count: 5, isEnabled: Self.enabled) == 4)
        #expect(NavigationMove.nextLooping.target(from: nil, count: 5) { $0 > 1 } == 2)
    }

    @Test(arguments: [Int.min, -2, -1, 5, 6, Int.max])
    func anyStartGivesAnItemOrNil(current: Int) {
        let moves: [NavigationMove] = [.left, .right, .first, .last, .next, .previous, .nextLooping, .previousLooping]
        for move in moves {
            for count in [-1, 0, 1, 5] {
                let target = move.target(from: current, count: count, isEnabled: Self.enabled)
                #expect(target.map { (0..<count).contains($0) && Self.enabled($0) } ?? true, "\(move) from \(current)")
            }
        }
    }
}
