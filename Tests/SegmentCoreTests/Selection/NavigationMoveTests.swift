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
}
