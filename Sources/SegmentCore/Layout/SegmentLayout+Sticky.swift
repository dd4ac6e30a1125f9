/// The segments a bar shows at one scroll offset: the sticky ones, which stay in place, then the scrolling ones
/// in view after them.
///
/// Iterates in index order; the two ranges never overlap (``scrolling`` starts at or after ``sticky``'s end).
public struct VisibleSegments: Hashable, Sendable, Sequence {
    /// The sticky segments (``SegmentLayout/stickyCount``): `0..<k`, empty when nothing sticks.
    public let sticky: Range<Int>
    /// The scrolling segments in view (``SegmentLayout/visibleRange(scrollOffset:at:margin:)``).
    public let scrolling: Range<Int>

    /// Combines `sticky` and `scrolling`; a `scrolling` range starting before `sticky` ends is cut to start there.
    public init(sticky: Range<Int>, scrolling: Range<Int>) {
        self.sticky = sticky
        self.scrolling = scrolling.clamped(to: sticky.upperBound..<Swift.max(sticky.upperBound, scrolling.upperBound))
    }

    /// No segments.
    public static let none = VisibleSegments(sticky: 0..<0, scrolling: 0..<0)

    /// How many segments there are.
    public var count: Int { sticky.count + scrolling.count }

    /// Whether there are none.
    public var isEmpty: Bool { sticky.isEmpty && scrolling.isEmpty }

    /// Whether segment `index` is one of them.
    public func contains(_ index: Int) -> Bool {
        sticky.contains(index) || scrolling.contains(index)
    }

    /// Whether every segment of `other` is one of these.
    public func covers(_ other: VisibleSegments) -> Bool {
        covers(other.sticky) && covers(other.scrolling)
    }

    /// Whether every segment of `range` is one of these.
    private func covers(_ range: Range<Int>) -> Bool {
        range.isEmpty || (sticky.lowerBound <= range.lowerBound && range.upperBound <= sticky.upperBound)
            || (scrolling.lowerBound <= range.lowerBound && range.upperBound <= scrolling.upperBound)
    }

    /// These segments limited to `bounds` (the segments that exist right after an edit).
    public func clamped(to bounds: Range<Int>) -> VisibleSegments {
        VisibleSegments(sticky: sticky.clamped(to: bounds), scrolling: scrolling.clamped(to: bounds))
    }

    /// At most `limit` of these segments: the first sticky ones (up to a quarter of `limit`), then the scrolling
    /// ones nearest `anchor` (a window around it, moved inside the scrolling range); these segments themselves
    /// when they are no more than `limit`.
    ///
    /// For what is made per segment on screen, such as accessible tabs: an equal bar squeezes all its segments
    /// into view, thousands of them.
    /// - Note: A negative `limit` counts as 0; any `anchor` is accepted (one outside the range counts as its
    ///   nearer end).
    public func limited(to limit: Int, around anchor: Int) -> VisibleSegments {
        let limit = Swift.max(0, limit)
        guard count > limit else { return self }
        let kept = sticky.prefix(Swift.min(sticky.count, limit / 4))
        let room = Swift.min(limit - kept.count, scrolling.count)
        guard room > 0 else { return VisibleSegments(sticky: kept, scrolling: kept.upperBound..<kept.upperBound) }
        let centre = Swift.min(Swift.max(anchor, scrolling.lowerBound), scrolling.upperBound - 1)
        let start = Swift.min(Swift.max(scrolling.lowerBound, centre - room / 2), scrolling.upperBound - room)
        return VisibleSegments(sticky: kept, scrolling: start..<start + room)
    }

    /// Walks the sticky segments, then the scrolling ones.
    public struct Iterator: IteratorProtocol {
        private var sticky: Range<Int>.Iterator
        private var scrolling: Range<Int>.Iterator

        fileprivate init(_ segments: VisibleSegments) {
            sticky = segments.sticky.makeIterator()
            scrolling = segments.scrolling.makeIterator()
        }

        /// The next segment's index, or `nil` after the last.
        public mutating func next() -> Int? {
            sticky.next() ?? scrolling.next()
        }
    }

    /// An iterator over the segments in index order.
    public func makeIterator() -> Iterator { Iterator(self) }

    /// The number of segments, for `Array(_:)` and `map` to reserve.
    public var underestimatedCount: Int { count }
}

extension SegmentLayout {
    /// Whether segment `index` is sticky: one of the pinned segments that stay in place while the others scroll
    /// (``stickyCount``).
    public func isSticky(_ index: Int) -> Bool {
        index >= 0 && index < stickyCount
    }

    /// The sticky segments and the scrolling ones in view, `margin` more of those on each side
    /// (``visibleRange(scrollOffset:at:margin:)``).
    /// - Note: Always within `0..<count`; the arguments are limited as ``visibleRange(scrollOffset:at:margin:)``
    ///   documents.
    public func visibleSegments(scrollOffset: Double, at position: Double, margin: Int = 0) -> VisibleSegments {
        VisibleSegments(
            sticky: 0..<stickyCount, scrolling: visibleRange(scrollOffset: scrollOffset, at: position, margin: margin))
    }

    /// Where the strip scrolls while segment `selected` is chosen and the indicator is at `position`: centring
    /// the position (``centeringScrollOffset(at:)``), or, when `selected` is sticky, `current`, clamped.
    ///
    /// A sticky segment is in view however far the strip is scrolled, so choosing one keeps the user's place
    /// among the others, as AdwTabBar scrolls only the box its selected tab is in; choosing another centres it.
    /// - Note: `nil` (nothing selected) centres; `current` is clamped by ``clampedScrollOffset(_:at:)`` and
    ///   `position` by ``clampedPosition(_:)``.
    public func followingScrollOffset(selected: Int?, current: Double, at position: Double) -> Double {
        guard let selected, isSticky(selected) else { return centeringScrollOffset(at: position) }
        return clampedScrollOffset(current, at: position)
    }

    /// Where the indicator is drawn at `position` and `scrollOffset`, in view coordinates; `nil` as for
    /// ``indicatorRect(at:)``.
    ///
    /// Each of the two segments it lies between is scrolled or not on its own, so between a sticky segment and
    /// a scrolling one the indicator slides between where the two are seen, by the scroll each one gets.
    /// - Note: A NaN or infinite `scrollOffset` counts as 0; the rectangle is always finite.
    public func indicatorViewRect(at position: Double, scrollOffset: Double) -> SegmentRect? {
        guard var rect = indicatorRect(at: position) else { return nil }
        let offset = finiteValue(scrollOffset, or: 0)
        guard stickyCount > 0 else { return viewRect(rect, scrollOffset: offset) }
        let (lower, upper, t) = neighbours(of: position)
        let scroll = lerp(isSticky(lower) ? 0 : offset, isSticky(upper) ? 0 : offset, t)
        // Moved by its own scroll first; an unscrolled rectangle is the same whether it counts as sticky or not.
        rect.x -= scroll
        return viewRect(rect, scrollOffset: 0)
    }

    /// Whether the indicator at `position` scrolls with the segments: it rests on or moves between scrolling
    /// ones, so it slides under the sticky ones with them (``scrollingViewRect``). False without sticky segments.
    public func indicatorScrolls(at position: Double) -> Bool {
        guard stickyCount > 0 else { return false }
        let (lower, upper, _) = neighbours(of: position)
        return !isSticky(lower) && !isSticky(upper)
    }

    /// The part of the view where scrolling segments show, in view coordinates: everything after the sticky
    /// segments (``stickyExtent``); `nil` when nothing sticks, so nothing needs clipping.
    ///
    /// A scrolling segment drawn there, clipped to it, slides under the sticky ones instead of over them.
    public var scrollingViewRect: SegmentRect? {
        guard stickyCount > 0 else { return nil }
        let length = mainLength - stickyExtent
        let x = mainDirection == .leftToRight ? stickyExtent : 0
        return mapping.viewRect(SegmentRect(x: x, y: 0, width: length, height: crossLength))
    }

    /// The separators of `segments` in content coordinates (``separatorRects(in:at:besides:)``): those of the
    /// sticky segments, with the one after the last of them, which stays in place too, then those of the
    /// scrolling segments in view; none around segment `besides`.
    public func separatorRects(in segments: VisibleSegments, at position: Double, besides: Int? = nil)
        -> [SegmentRect]
    {
        guard !segments.sticky.isEmpty else {
            return separatorRects(in: segments.scrolling, at: position, besides: besides)
        }
        let boundary = segments.sticky.upperBound
        let scrolling = segments.scrolling.clamped(
            to: (boundary + 1)..<max(boundary + 1, segments.scrolling.upperBound))
        // A range's separators run up to the one after its last segment: the sticky ones' end at the boundary's.
        return separatorRects(in: segments.sticky, at: position, besides: besides)
            + separatorRects(in: scrolling, at: position, besides: besides)
    }
}
