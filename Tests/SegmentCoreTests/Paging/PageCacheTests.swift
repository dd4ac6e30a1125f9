import SegmentCore
import Testing

@Suite struct PageCacheTests {
    @Test func createsVisibleAndAdjacentPagesOnly() {
        var cache = PageCache()
        let first = cache.update(position: 0, pageCount: 10)
        #expect(first.created == [0, 1])
        #expect(first.appeared == [0])
        let between = cache.update(position: 1.5, pageCount: 10)
        #expect(between.created == [2, 3])
        #expect(between.appeared == [1, 2])
        #expect(between.disappeared == [0])
        #expect(cache.alive == [0, 1, 2, 3], "without a limit visited pages stay cached")
        #expect(cache.update(position: 1.5, pageCount: 10).isEmpty, "no change, no work")
    }

    @Test func aJumpCanShowItsPageFirstAndPrepareTheNeighboursAfter() {
        var cache = PageCache()
        _ = cache.update(position: 0, pageCount: 1_000)
        let jump = cache.update(position: 500, pageCount: 1_000, prefetch: false)
        #expect(jump.created == [500], "only the page shown")
        #expect(jump.appeared == [500])
        let after = cache.update(position: 500, pageCount: 1_000)
        #expect(after.created == [499, 501], "then its neighbours")
        #expect(after.appeared.isEmpty && after.disappeared.isEmpty)
    }

    /// A slide updates on each frame without the neighbours and makes them right after it (the stack's pattern):
    /// under a limit the frame's update released them, and every frame made them again.
    @Test(arguments: [0, 1, 3])
    func aSlideUnderALimitMakesEachPageOnce(limit: Int) {
        var cache = PageCache(aliveLimit: limit)
        var made: [Int: Int] = [:]
        func note(_ changes: PageTransitions) { for page in changes.created { made[page, default: 0] += 1 } }
        note(cache.update(position: 5, pageCount: 30))
        for step in 1...20 {
            note(cache.update(position: 5 + Double(step) / 20, pageCount: 30, prefetch: false))
            note(cache.update(position: 5 + Double(step) / 20, pageCount: 30))
        }
        #expect(made == [4: 1, 5: 1, 6: 1, 7: 1], "each page made once")
        #expect(cache.alive == [5, 6, 7], "at rest on 6 its neighbours stay, 4 went")
    }

    @Test func tenThousandPagesCreateNothingUntilVisited() {
        var cache = PageCache(aliveLimit: 8)
        #expect(cache.alive.isEmpty)
        #expect(cache.update(position: 0, pageCount: 10_000).created == [0, 1])
        #expect(cache.update(position: 9_999, pageCount: 10_000).created == [9_998, 9_999])
        #expect(cache.alive == [0, 1, 9_998, 9_999])
        #expect(cache.update(position: 5_000.25, pageCount: 10_000).created == [4_999, 5_000, 5_001, 5_002])
        #expect(cache.alive.count == 8)
    }

    @Test func aliveLimitReleasesTheLeastRecentlyShown() {
        var cache = PageCache(aliveLimit: 2, adjacent: 0)
        _ = cache.update(position: 0, pageCount: 10)
        _ = cache.update(position: 1, pageCount: 10)
        #expect(cache.update(position: 2, pageCount: 10).released == [0])
        // Page 1 is shown again, so page 2 is now the least recently shown: LRU, not first-in-first-out.
        #expect(cache.update(position: 1, pageCount: 10).created.isEmpty)
        let step = cache.update(position: 3, pageCount: 10)
        #expect(step.created == [3])
        #expect(step.released == [2])
        #expect(cache.alive == [1, 3])
    }

    @Test func visiblePagesAreRankedAboveMerelyPreparedOnes() {
        var cache = PageCache(aliveLimit: 3)
        _ = cache.update(position: 0, pageCount: 10)  // 0 shown, 1 prepared
        _ = cache.update(position: 1, pageCount: 10)  // 1 shown, 0 and 2 prepared
        _ = cache.update(position: 2, pageCount: 10)  // 3 created; 0 is least recent
        #expect(cache.alive == [1, 2, 3])
        let jump = cache.update(position: 7, pageCount: 10)
        #expect(jump.created == [6, 7, 8])
        // Pages 1 and 3 were only prepared last time, page 2 was shown: 1 and 3 go first, then 2.
        #expect(jump.released == [1, 3, 2])
        #expect(cache.alive == [6, 7, 8], "pinned pages stay even though they fill the limit")
    }

    @Test func alivePagesFollowEditsOfThePageList() {
        var cache = PageCache()
        _ = cache.update(position: 1, pageCount: 5)
        #expect(cache.alive == [0, 1, 2])
        cache.apply(.insert(at: 1))
        #expect(cache.alive == [0, 2, 3])
        #expect(cache.apply(.remove(at: 2)) == [2])
        #expect(cache.alive == [0, 2])
        cache.apply(.move(from: 0, to: 3))
        #expect(cache.alive == [1, 3])
        let after = cache.update(position: 1, pageCount: 5)
        #expect(after.created == [0, 2], "the page moved away is created again at its new neighbour")
    }

    @Test func shrinkingThePageCountReleasesPagesPastTheEnd() {
        var cache = PageCache()
        _ = cache.update(position: 4, pageCount: 5)
        let shrunk = cache.update(position: 1, pageCount: 2)
        #expect(shrunk.released == [3, 4])
        #expect(cache.alive == [0, 1])
        #expect(cache.update(position: 0, pageCount: 0).released == [0, 1])
        #expect(cache.alive.isEmpty)
    }

    /// Every page announced as appeared is announced as disappeared once, through edits and a drop of every
    /// page: a removed visible page at the index it had; a page that only moved index, never.
    @Test func appearancesPairUpThroughEdits() {
        var cache = PageCache()
        #expect(cache.update(position: 0, pageCount: 5).appeared == [0])
        let wide = cache.update(position: 2.5, pageCount: 5)
        #expect((wide.appeared, wide.disappeared) == ([2, 3], [0]))
        // Page 2 removed while 2 and 3 show: old 3 is now 2 (still visible), old 4 comes in as 3.
        cache.apply(.remove(at: 2))
        let removed = cache.update(position: 2.5, pageCount: 4)
        #expect((removed.appeared, removed.disappeared) == ([3], [2]))
        // A page inserted before the visible ones only moves their indices.
        cache.apply(.insert(at: 0))
        #expect(cache.update(position: 3.5, pageCount: 5).isEmpty)
        // Moving a visible page away breaks the visible range; nothing is announced twice.
        cache.apply(.move(from: 3, to: 0))
        let moved = cache.update(position: 3.5, pageCount: 5)
        #expect((moved.appeared, moved.disappeared) == ([3], [0]))
        // Every page dropped (a new page count, a reload): the visible ones go, the new ones come.
        cache.removeAll()
        let dropped = cache.update(position: 1, pageCount: 2)
        #expect((dropped.appeared, dropped.disappeared) == ([1], [3, 4]))
        cache.removeAll()
        let emptied = cache.update(position: 0, pageCount: 0)
        #expect((emptied.appeared, emptied.disappeared) == ([], [1]))
        // A stack going away: what is visible, and what an edit removed since the last update, is owed at once.
        _ = cache.update(position: 1.5, pageCount: 4)
        cache.apply(.remove(at: 1))
        #expect(cache.removeAllAnnouncingNow() == [1, 1], "removed page 1, then the page now at 1 (was 2)")
        #expect(cache.removeAllAnnouncingNow() == [], "nothing is owed twice")
        #expect(cache.update(position: 0, pageCount: 0).isEmpty)
    }
}
