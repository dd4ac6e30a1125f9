import SegmentCore
import SegmentTestSupport
import Testing

@Suite struct ListSpliceTests {
    /// Applies `splice` to `old` as a list view would, taking the inserted items from `new`.
    private func apply(_ splice: ListSplice, to old: [String], from new: [String]) -> [String] {
        var result = old
        result.replaceSubrange(splice.start..<(splice.start + splice.removed), with: new[splice.inserted])
        return result
    }

    @Test func anEditBecomesTheSpliceAroundIt() {
        let old = ["a", "b", "c", "d"]
        #expect(ListSplice.between(old, old) == nil)
        #expect(
            ListSplice.between(old, ["new", "a", "b", "c", "d"]) == ListSplice(start: 0, removed: 0, inserted: 0..<1))
        #expect(ListSplice.between(old, ["a", "b", "d"]) == ListSplice(start: 2, removed: 1, inserted: 2..<2))
        #expect(ListSplice.between(old, ["a", "c", "b", "d"]) == ListSplice(start: 1, removed: 2, inserted: 1..<3))
        #expect(ListSplice.between(old, ["a", "B", "c", "d"]) == ListSplice(start: 1, removed: 1, inserted: 1..<2))
        #expect(ListSplice.between(old, []) == ListSplice(start: 0, removed: 4, inserted: 0..<0))
        #expect(ListSplice.between([], old) == ListSplice(start: 0, removed: 0, inserted: 0..<4))
    }

    @Test func repeatedItemsAreNotCountedTwice() {
        #expect(ListSplice.between(["a", "a"], ["a", "a", "a"]) == ListSplice(start: 2, removed: 0, inserted: 2..<3))
        #expect(ListSplice.between(["a", "a", "a"], ["a"]) == ListSplice(start: 1, removed: 2, inserted: 1..<1))
    }

    @Test(arguments: 0..<200) func everySpliceTurnsTheOldListIntoTheNew(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        func list() -> [String] {
            (0..<Int.random(in: 0...8, using: &random)).map { _ in ["a", "b", "c"].randomElement(using: &random)! }
        }
        let old = list()
        let new = list()
        guard let splice = ListSplice.between(old, new) else {
            #expect(old == new)
            return
        }
        #expect(apply(splice, to: old, from: new) == new)
        #expect(splice.removed >= 0 && splice.start + splice.removed <= old.count)
    }
}
