/// A tab dragged along a tab strip to a new place: where it is drawn, where the others slide, where it lands.
///
/// The dragged tab follows the pointer, kept between the strip's first and last segments; a neighbour slides
/// aside, by the dragged tab's width and the gap, once the dragged tab's centre passes the neighbour's centre.
/// Every answer is O(1) or O(log n), so a strip of 10,000 tabs reorders as smoothly as one of ten.
public struct TabReorder: Hashable, Sendable {
    /// The index of the dragged tab; ``following(_:)`` keeps it on that tab through edits.
    public private(set) var source: Int
    /// How far the pointer moved along the bar since the press, in view coordinates (positive to the right in a
    /// horizontal bar, down in a vertical one).
    public var viewTranslation: Double
    /// How far the strip scrolled since the press (content coordinates): the dragged tab travels with it.
    ///
    /// - Note: Setting NaN or an infinity stores 0.
    public var scrollTravel: Double = 0 {
        didSet { scrollTravel = finiteValue(scrollTravel, or: 0) }
    }

    /// How far edits of the strip since the press moved the dragged tab's own place (content coordinates): a
    /// segment inserted before it, say. The drawn tab makes up for it, so it stays under the pointer.
    ///
    /// - Note: Setting NaN or an infinity stores 0.
    public var placeShift: Double = 0 {
        didSet { placeShift = finiteValue(placeShift, or: 0) }
    }

    /// The segments the dragged tab moves among (its pinned or unpinned ones, ``SegmentModel/reorderGroup(of:)``);
    /// `nil` for the whole strip. The tab is kept within them and lands among them.
    public var group: Range<Int>?

    /// The strip's scroll offset at the press; with ``scrollTravel``, where it is scrolled now.
    public let pressScrollOffset: Double

    /// Starts dragging tab `source` among `group` (`nil`: the whole strip) of a strip scrolled by `scrollOffset`;
    /// a NaN or infinite translation or offset counts as 0.
    public init(source: Int, viewTranslation: Double = 0, group: Range<Int>? = nil, scrollOffset: Double = 0) {
        self.source = source
        self.viewTranslation = finiteValue(viewTranslation, or: 0)
        self.group = group
        pressScrollOffset = finiteValue(scrollOffset, or: 0)
    }

    /// The first and last segments of ``group`` that `layout` has (the whole strip without a group), or `nil`
    /// without segments.
    /// - Note: A group reaching outside `0..<count` (an edit not followed yet) is limited to it.
    public func span(in layout: SegmentLayout) -> ClosedRange<Int>? {
        guard layout.count > 0 else { return nil }
        let last = layout.count - 1
        guard let group, !group.isEmpty else { return 0...last }
        let low = min(max(group.lowerBound, 0), last)
        return low...min(max(group.upperBound - 1, low), last)
    }

    /// The same drag after an edit of the strip's segments: on its tab's new index, or `nil` when the edit
    /// removed the dragged tab (nothing is left to drop). Its ``placeShift`` is the caller's to update once the
    /// new layout is known.
    public func following(_ edit: PageIndexEdit) -> TabReorder? {
        guard let index = edit.map(source) else { return nil }
        var followed = self
        followed.source = index
        return followed
    }

    /// Where the dragged tab's place starts in `layout` (content x), to measure later how far edits moved it
    /// (``shiftPlace(from:in:at:)``); `nil` when `layout` has no such segment.
    public func place(in layout: SegmentLayout, at position: Double) -> Double? {
        guard source >= 0, source < layout.count else { return nil }
        return layout.itemFrame(source, at: position).x
    }

    /// Adds to ``placeShift`` how far the dragged tab's place moved from `place` (a ``place(in:at:)`` of an earlier
    /// layout) to where `layout` puts it, so the drawn tab stays where it was; nothing when `layout` lacks it.
    public mutating func shiftPlace(from place: Double, in layout: SegmentLayout, at position: Double) {
        guard let now = self.place(in: layout, at: position) else { return }
        placeShift += now - place
    }

    /// The dragged tab's travel in content coordinates from its place: the pointer's travel (mirrored in a
    /// horizontal right-to-left strip) plus the strip's scrolling, less its ``placeShift``; limited so the tab
    /// stays within the first and last segments of its ``span(in:)``, and a scrolling tab beside sticky ones
    /// (``SegmentLayout/stickyCount``) from sliding under them past its centre: held there, over the end of the
    /// sticky ones, while the strip scrolls on towards the start (``autoscrollSpeed(pointerX:in:edge:maxSpeed:)``),
    /// as AdwTabBar keeps a dragged tab in its own box. Its centre, not its edge, is held, so a wide tab still
    /// passes the centre of the first scrolling one once the strip is back at its start. 0 without segments.
    public func translation(in layout: SegmentLayout, at position: Double) -> Double {
        guard let source = layout.clampedIndex(source), let span = span(in: layout) else { return 0 }
        let travel = finiteValue(viewTranslation, or: 0)
        let logical = (layout.mainDirection == .leftToRight ? travel : -travel) + scrollTravel - placeShift
        let frame = layout.itemFrame(source, at: position)
        var start = layout.itemFrame(span.lowerBound, at: position).x
        if layout.stickyCount > 0 && !layout.isSticky(source) {
            start = max(start, layout.stickyExtent + pressScrollOffset + scrollTravel - frame.width / 2)
        }
        let end = layout.itemFrame(span.upperBound, at: position).maxX
        return clamp(logical, min(0, start - frame.x), max(0, end - frame.maxX))
    }

    /// How fast an overflowing strip scrolls (content points per second, negative towards its start) while the
    /// pointer, at `pointerX` along the bar (view y in a vertical bar), holds a dragged tab within `edge` of either
    /// end of the strip's visible segments: from 0 at `edge` in to `maxSpeed` at the end, as AdwTabBar scrolls
    /// while a tab is dragged. The leading end is that of the scrolling segments, after the sticky ones
    /// (``SegmentLayout/stickyExtent``); a sticky tab's drag never scrolls (``autoscrollSpeed(pointerX:in:)``).
    /// - Note: NaN, infinite or negative `edge` and `maxSpeed` count as 0, a NaN or infinite `pointerX` as
    ///   no scrolling; the result is in `-maxSpeed...maxSpeed`.
    public static func autoscrollSpeed(
        pointerX: Double, in layout: SegmentLayout, edge: Double = 32, maxSpeed: Double = 800
    ) -> Double {
        let edge = sanitizedLength(edge)
        let speed = sanitizedLength(maxSpeed)
        guard pointerX.isFinite, edge > 0 else { return 0 }
        let insets = layout.style.contentInsets
        let forward = layout.mainDirection == .leftToRight
        // The leading end of what scrolls: after the sticky segments, which scrolling would not move.
        let start = max(insets.leading, layout.stickyExtent)
        let left = forward ? start : insets.trailing
        let right = layout.mainLength - (forward ? insets.trailing : start)
        let towardsLeft = clamp((left + edge - pointerX) / edge, 0, 1)
        let towardsRight = clamp((pointerX - (right - edge)) / edge, 0, 1)
        let rightward = (towardsRight - towardsLeft) * speed
        return forward ? rightward : -rightward
    }

    /// How fast the strip scrolls under this dragged tab with the pointer at `pointerX` along the bar
    /// (``autoscrollSpeed(pointerX:in:edge:maxSpeed:)``): 0 for a sticky tab, which stays in place while the
    /// others scroll, so scrolling would not move it.
    public func autoscrollSpeed(pointerX: Double, in layout: SegmentLayout) -> Double {
        layout.isSticky(source) ? 0 : Self.autoscrollSpeed(pointerX: pointerX, in: layout)
    }

    /// The dragged tab's frame in content coordinates.
    public func draggedFrame(in layout: SegmentLayout, at position: Double) -> SegmentRect {
        var frame = layout.itemFrame(source, at: position)
        frame.x += translation(in: layout, at: position)
        return frame
    }

    /// Where the tab lands if released now: the farthest segment of its ``span(in:)`` whose centre the dragged
    /// tab's centre has passed, or whose outer edge its own has reached, or the source itself. The edges count
    /// for a tab wider than the one it moves onto: held at the span's end, its centre never passes that tab's.
    /// A binary search over the segments on the side it moves to, O(log n).
    public func target(in layout: SegmentLayout, at position: Double) -> Int {
        guard let source = layout.clampedIndex(source), let span = span(in: layout) else { return 0 }
        guard span.contains(source) else { return source }
        let dragged = draggedFrame(in: layout, at: position)
        let centre = dragged.midX
        func frame(_ index: Int) -> SegmentRect { layout.itemFrame(index, at: position) }
        if centre > frame(source).midX {
            // The last index in source+1...span's end whose centre the dragged centre reached, or whose trailing
            // edge the dragged one did (the group's end holds it there).
            var low = source + 1
            var high = span.upperBound + 1
            while low < high {
                let mid = (low + high) / 2
                let f = frame(mid)
                if f.midX <= centre || f.maxX <= dragged.maxX { low = mid + 1 } else { high = mid }
            }
            return low - 1
        }
        // The first index in span's start..<source whose centre the dragged centre reached, or whose leading edge
        // the dragged one did.
        var low = span.lowerBound
        var high = source
        while low < high {
            let mid = (low + high) / 2
            let f = frame(mid)
            if f.midX >= centre || f.x >= dragged.x { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// How far segment `index` is drawn from its place (content coordinates) while the tab is dragged towards
    /// `target`: the dragged tab by its translation, the segments it passed by its width and the gap after it,
    /// back towards the source, and every other segment not at all.
    public func shift(of index: Int, target: Int, in layout: SegmentLayout, at position: Double) -> Double {
        guard let source = layout.clampedIndex(source) else { return 0 }
        if index == source { return translation(in: layout, at: position) }
        let frame = layout.itemFrame(source, at: position)
        let gap: Double
        if source + 1 < layout.count {
            gap = layout.itemFrame(source + 1, at: position).x - frame.maxX
        } else if source > 0 {
            gap = frame.x - layout.itemFrame(source - 1, at: position).maxX
        } else {
            gap = 0
        }
        let stride = frame.width + max(0, gap)
        if source < index && index <= target { return -stride }
        if target <= index && index < source { return stride }
        return 0
    }
}

/// A keyboard move of the selected tab within a tab strip.
public enum TabMove: Hashable, Sendable {
    /// One place towards the start (left in left-to-right).
    case backward
    /// One place towards the end.
    case forward
    /// To the start of the strip.
    case first
    /// To the end of the strip.
    case last

    /// The move an arrow key asks for: the left arrow moves backward in left-to-right and forward in right-to-left.
    public static func arrow(leftward: Bool, direction: LayoutDirection) -> TabMove {
        leftward == (direction == .leftToRight) ? .backward : .forward
    }

    /// Where the tab at `index` of `count` tabs goes, or `nil` when it cannot move (already at that end, or
    /// `index` is outside `0..<count`).
    public func destination(from index: Int, count: Int) -> Int? {
        destination(from: index, within: 0..<max(0, count))
    }

    /// Where the tab at `index` goes among the tabs of `group` (its pinned or unpinned ones: ``first`` is the
    /// group's first place), or `nil` when it cannot move (already at that end, or `index` is outside `group`).
    public func destination(from index: Int, within group: Range<Int>) -> Int? {
        guard group.contains(index) else { return nil }
        let target: Int
        switch self {
        case .backward: target = index - 1
        case .forward: target = index + 1
        case .first: target = group.lowerBound
        case .last: target = group.upperBound - 1
        }
        return group.contains(target) && target != index ? target : nil
    }
}
