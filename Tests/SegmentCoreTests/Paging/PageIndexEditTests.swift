import SegmentCore
import Testing

@Suite struct PageIndexEditTests {
    @Test func indicesFollowEachEdit() {
        #expect([0, 1, 2].map { PageIndexEdit.insert(at: 1).map($0) } == [0, 2, 3])
        #expect([0, 1, 2].map { PageIndexEdit.remove(at: 1).map($0) } == [0, nil, 1])
        // Like Array: remove(at: 0), insert at 2.
        #expect([0, 1, 2, 3].map { PageIndexEdit.move(from: 0, to: 2).map($0) } == [2, 0, 1, 3])
        #expect([0, 1, 2, 3].map { PageIndexEdit.move(from: 3, to: 1).map($0) } == [0, 2, 3, 1])
    }

    @Test func positionsKeepTheirFraction() {
        #expect(PageIndexEdit.insert(at: 0).map(position: 1.25) == 2.25)
        #expect(PageIndexEdit.remove(at: 0).map(position: 1.25) == 0.25)
        #expect(PageIndexEdit.remove(at: 1).map(position: 1.25) == 1.25, "the next page takes the removed one's place")
        #expect(PageIndexEdit.move(from: 1, to: 3).map(position: 1.5) == 3.5)
    }

    @Test func countAfterEdits() {
        #expect(PageIndexEdit.insert(at: 0).count(after: 3) == 4)
        #expect(PageIndexEdit.remove(at: 0).count(after: 0) == 0)
        #expect(PageIndexEdit.move(from: 0, to: 1).count(after: 3) == 3)
    }
}
