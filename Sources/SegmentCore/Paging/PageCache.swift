/// What changed about a pager's pages after it moved: which to create, release, and announce.
public struct PageTransitions: Hashable, Sendable {
    /// Pages that must be created now (they came into or next to view for the first time, or since release).
    public var created: [Int] = []
    /// Pages to destroy: evicted by the alive limit. Never one that is visible or adjacent.
    public var released: [Int] = []
    /// Pages that became at least partly visible.
    public var appeared: [Int] = []
    /// Pages that stopped being visible.
    public var disappeared: [Int] = []

    /// Creates an empty set of transitions.
    public init() {}

    /// Whether nothing happened.
    public var isEmpty: Bool { created.isEmpty && released.isEmpty && appeared.isEmpty && disappeared.isEmpty }
}

/// Which lazily created pages exist, which are visible, and which to release first.
///
/// The cache only ever stores pages that were visited, so registering
/// ten thousand pages costs an integer. Each frame asks ``update(position:pageCount:)``;
/// when the visible pages have not changed that is a couple of comparisons,
/// and otherwise it touches only the few pages that came or went.
public struct PageCache: Sendable, Equatable {
    /// How many pages may stay alive at most (visible and adjacent pages always stay); `nil` keeps every visited page.
    ///
    /// - Note: A negative limit becomes 0 when set; any other value, up to `Int.max`, is kept.
    public var aliveLimit: Int? {
        didSet { if let limit = aliveLimit, limit < 0 { aliveLimit = 0 } }
    }
    /// How many pages on each side of the visible ones are created ahead of time.
    ///
    /// - Note: Limited to `0...SegmentLimits.maximumAdjacentPages` (64) when set, so an update never
    ///   creates more than 130 pages at once.
    public var adjacent: Int {
        didSet { adjacent = clampedCount(adjacent, SegmentLimits.maximumAdjacentPages) }
    }

    /// Alive pages and when each was last shown (a growing counter, larger is more recent).
    public var lastShown: [Int: UInt64] { Dictionary(uniqueKeysWithValues: stamps.entries.map { ($0.key, $0.value) }) }
    /// ``lastShown`` as the cache keeps it: a pager at its first frame has two or three pages alive.
    private var stamps = SmallMap<Int, UInt64>()
    /// The pages currently at least partly visible.
    public private(set) var visible: ClosedRange<Int>?
    /// The pages that must currently exist.
    public private(set) var required: ClosedRange<Int>?
    /// The pages the limit never releases: the visible ones and ``adjacent`` on each side, whether or not the last
    /// update made the neighbours (a slide's frames update without them, which are made right after each frame:
    /// released by the frame's update over a limit, they were made again after every frame of a slide).
    private var kept: ClosedRange<Int>?
    private var clock: UInt64 = 0
    /// The pages last announced as appeared and not yet as disappeared, re-keyed by every edit, so that each
    /// page that appears is announced to disappear exactly once, whatever edits come between.
    private var announced: [Int] = []
    /// Announced pages an edit took away (removed, or every page dropped), to announce with the next update.
    private var gone: [Int] = []

    /// Creates an empty cache.
    ///
    /// - Note: `aliveLimit` and `adjacent` are clamped as their properties document.
    public init(aliveLimit: Int? = nil, adjacent: Int = 1) {
        self.aliveLimit = aliveLimit.map { max(0, $0) }
        self.adjacent = clampedCount(adjacent, SegmentLimits.maximumAdjacentPages)
    }

    /// The pages alive now, in index order.
    public var alive: [Int] { stamps.keys.sorted() }

    /// Brings the cache up to date for `position` among `pageCount` pages and says what to create, release and announce.
    ///
    /// With `prefetch` false only the visible pages are required, for a jump that should show its page
    /// first; a later call with `prefetch` true prepares the ``adjacent`` ones.
    /// - Note: `pageCount` is limited to `0...SegmentLimits.maximumPageCount`, so a pager of 2^40 (or
    ///   `Int.max`) pages costs what a small one does; a NaN or infinite position shows no page. Pages at or
    ///   past the end, or negative (after an odd ``apply(_:)``), are released.
    public mutating func update(position: Double, pageCount: Int, prefetch: Bool = true) -> PageTransitions {
        let pageCount = PageStrip.clampedPageCount(pageCount)
        let newVisible = PageStrip.visiblePages(at: position, pageCount: pageCount)
        let newRequired = PageStrip.requiredPages(
            at: position, pageCount: pageCount, adjacent: prefetch ? adjacent : 0)
        kept = prefetch ? newRequired : PageStrip.requiredPages(at: position, pageCount: pageCount, adjacent: adjacent)
        var result = PageTransitions()
        guard newVisible != visible || newRequired != required || !gone.isEmpty || needsTrim(pageCount: pageCount)
        else {
            return result
        }
        clock += 1
        for index in newRequired.map(Array.init) ?? [] where stamps[index] == nil {
            result.created.append(index)
            stamps[index] = clock
        }
        // Visible pages are the most recent; adjacent ones were merely prepared, so they rank just below.
        for index in newRequired.map(Array.init) ?? [] {
            stamps[index] = newVisible?.contains(index) == true ? clock + 1 : clock
        }
        clock += 1
        let new = newVisible.map(Array.init) ?? []
        result.appeared = new.filter { !announced.contains($0) }
        result.disappeared = gone + announced.filter { !(newVisible?.contains($0) ?? false) }
        announced = new
        gone = []
        visible = newVisible
        required = newRequired
        result.released = trim(pageCount: pageCount)
        return result
    }

    /// Whether pages past the end or beyond the limit are waiting to be released.
    private func needsTrim(pageCount: Int) -> Bool {
        if let limit = aliveLimit, stamps.count > limit,
            stamps.keys.contains(where: { !(kept?.contains($0) ?? false) })
        {
            return true
        }
        return stamps.keys.contains { $0 >= pageCount || $0 < 0 }
    }

    /// Releases pages that no longer exist, then the least recently shown ones over the limit.
    private mutating func trim(pageCount: Int) -> [Int] {
        var released = stamps.keys.filter { $0 >= pageCount || $0 < 0 }.sorted()
        for index in released { stamps[index] = nil }
        guard let limit = aliveLimit, stamps.count > limit else { return released }
        // Only runs when over the limit, over at most limit + a few alive pages.
        let candidates = stamps.entries.filter { !(kept?.contains($0.key) ?? false) }
            .sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        var excess = stamps.count - limit
        for candidate in candidates where excess > 0 {
            stamps[candidate.key] = nil
            released.append(candidate.key)
            excess -= 1
        }
        return released
    }

    /// Re-keys every alive page after an edit of the page list; the removed page (if alive) is returned for release.
    ///
    /// Visible and required ranges are forgotten so the next ``update(position:pageCount:)``
    /// recomputes them against the new indices. A visible page keeps being visible under its new index, with
    /// nothing to announce; a removed one that was visible is announced as disappeared (at the index it had)
    /// by the next update.
    /// - Note: Total for any edit (see ``PageIndexEdit/map(_:)``); a page mapped outside the pager is
    ///   released by the next update.
    @discardableResult
    public mutating func apply(_ edit: PageIndexEdit) -> [Int] {
        var moved = SmallMap<Int, UInt64>()
        var removed: [Int] = []
        for (index, stamp) in stamps.entries {
            if let new = edit.map(index) { moved[new] = stamp } else { removed.append(index) }
        }
        stamps = moved
        var kept: [Int] = []
        for index in announced {
            if let new = edit.map(index) { kept.append(new) } else { gone.append(index) }
        }
        announced = kept.sorted()
        visible = visible.flatMap { range in remap(range, edit) }
        required = nil
        return removed
    }

    private func remap(_ range: ClosedRange<Int>, _ edit: PageIndexEdit) -> ClosedRange<Int>? {
        let mapped = range.compactMap { edit.map($0) }
        guard let low = mapped.min(), let high = mapped.max() else { return nil }
        // Still contiguous, compared without overflow: an odd edit can map a page to Int.min or Int.max.
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span == mapped.count - 1 else { return nil }
        return low...high
    }

    /// Forgets page `index` (its widget was dropped, say to be rebuilt); the next update creates it again if needed.
    ///
    /// - Note: Any index is accepted; forgetting a page that is not alive changes nothing but the required range.
    public mutating func forget(_ index: Int) {
        stamps[index] = nil
        required = nil
    }

    /// Forgets every page and returns, ascending, those still owed a disappearance (visible, or removed since the
    /// last update): for a stack going away, which has no next update.
    public mutating func removeAllAnnouncingNow() -> [Int] {
        removeAll()
        let owed = gone.sorted()
        gone = []
        return owed
    }

    /// Forgets every page; the visible ones are announced as disappeared by the next update.
    public mutating func removeAll() {
        gone += announced
        announced = []
        stamps.removeAll()
        visible = nil
        required = nil
    }
}
