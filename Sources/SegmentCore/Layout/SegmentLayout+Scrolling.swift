extension SegmentLayout {
    /// The largest scroll offset at `position`: how much content lies beyond the view, or 0 when it fits.
    ///
    /// - Note: `position` is clamped by ``clampedPosition(_:)``; the result is finite and non-negative.
    public func maxScrollOffset(at position: Double) -> Double {
        sanitizedLength(contentWidth(at: position) - mainLength)
    }

    /// `offset` limited to the scrollable range at `position`; NaN becomes 0.
    ///
    /// - Note: Infinities become the nearest end of `0...maxScrollOffset(at:)`.
    public func clampedScrollOffset(_ offset: Double, at position: Double) -> Double {
        clamp(offset, 0, maxScrollOffset(at: position))
    }

    /// Whether any content lies outside the view, so the bar scrolls.
    ///
    /// - Note: `position` is clamped by ``clampedPosition(_:)``.
    public func isScrollable(at position: Double) -> Bool {
        maxScrollOffset(at: position) > 0
    }

    /// The scroll offset that centres the segments under `position` (interpolated between the two neighbours).
    ///
    /// The rule of scrolling tab strips: centre the
    /// selection, then clamp so neither end shows empty space. It is
    /// continuous in `position`, so the bar scrolls smoothly while pages are swiped. Beside sticky segments the
    /// centre is that of the part of the view the others scroll in (a sticky position gives the start; a bar
    /// keeps its scroll for a sticky selection instead: ``followingScrollOffset(selected:current:at:)``).
    /// - Note: `position` is clamped by ``clampedPosition(_:)``; the offset is within `0...maxScrollOffset(at:)`.
    public func centeringScrollOffset(at position: Double) -> Double {
        guard count > 0 else { return 0 }
        let (lower, upper, t) = neighbours(of: position)
        let centre = lerp(itemFrame(lower, at: position).midX, itemFrame(upper, at: position).midX, t)
        return clampedScrollOffset(centre - scrollingCentre, at: position)
    }

    /// Where along the view a centred segment's centre goes: the middle of the part scrolling segments show
    /// in, after the sticky ones (``stickyExtent``) and inside the bar's insets, which hold what a bar reserves at
    /// its ends (the overflow button, the app's action widgets).
    ///
    /// The middle of the whole view put a selected title half a button's width towards the overflow button, into
    /// the fade beside it: in a narrow bottom bar "Archive" showed as "Arch" fading out.
    private var scrollingCentre: Double {
        let start = max(stickyExtent, style.contentInsets.leading)
        let end = mainLength - style.contentInsets.trailing
        return end > start ? (start + end) / 2 : (stickyExtent + mainLength) / 2
    }

    /// The scroll offset that centres segment `index` as laid out at `position`, clamped; for keyboard focus moving off screen.
    ///
    /// - Note: `index` is limited to `0...count-1` and `position` clamped; 0 without segments.
    public func centeringScrollOffset(forItem index: Int, at position: Double) -> Double {
        guard count > 0 else { return 0 }
        let frame = itemFrame(min(max(index, 0), count - 1), at: position)
        return clampedScrollOffset(frame.midX - scrollingCentre, at: position)
    }

    /// The scrolling segments at least partly inside the view, and `margin` more on each side, found by binary
    /// search.
    ///
    /// A margin lets what is made per visible segment (accessible tabs, exact
    /// measurements) be ready before a segment scrolls in, as a list view keeps
    /// a few rows beyond its edges. Beside sticky segments (``stickyCount``) the range holds none of them, and
    /// starts with the first segment reaching past ``stickyExtent``: one scrolled under the sticky ones is hidden.
    /// ``visibleSegments(scrollOffset:at:margin:)`` adds the sticky ones.
    /// - Note: The range is always within `0..<count`. `margin` is limited to `0...count` (so `Int.max`
    ///   means "every segment"), a NaN `scrollOffset` counts as 0, and `position` is clamped.
    public func visibleRange(scrollOffset: Double, at position: Double, margin: Int = 0) -> Range<Int> {
        guard count > 0, mainLength > 0 else { return 0..<0 }
        let offset = scrollOffset.isNaN ? 0 : scrollOffset
        let start = max(stickyCount, firstIndex(at: position) { $0.maxX > offset + stickyExtent })
        let end = max(start, firstIndex(at: position) { $0.x >= offset + mainLength })
        let extra = clampedCount(margin, count)
        return max(stickyCount, start - extra)..<min(count, end + extra)
    }

    /// The first segment whose frame satisfies `isPast`, which must be false then true along the bar; `count` if none.
    func firstIndex(at position: Double, where isPast: (SegmentRect) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if isPast(itemFrame(mid, at: position)) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension SegmentLayout {
    /// Where the bar may draw its segments (boxes, titles, indicator, focus ring), given its CSS padding around the
    /// view (`left`, `top`, `right`, `bottom`, in view points): across the bar the padding box, so a segment's outer
    /// shadow or a focus ring drawn outside it shows in the padding as a GTK button's does; along the bar the view
    /// itself while the segments scroll (the padding must not show titles the edge fades hid), the padding box too
    /// when they all fit.
    ///
    /// - Note: A NaN, infinite or negative padding counts as 0.
    public func drawingClip(left: Double, top: Double, right: Double, bottom: Double, at position: Double)
        -> SegmentRect
    {
        let view = SegmentRect(x: 0, y: 0, width: viewWidth, height: viewHeight)
        let alongClipped = isScrollable(at: position)
        let horizontal = axis == .horizontal
        let (l, t, r, b) = (
            sanitizedLength(left), sanitizedLength(top), sanitizedLength(right), sanitizedLength(bottom)
        )
        return view.outset(
            left: horizontal && alongClipped ? 0 : l, top: !horizontal && alongClipped ? 0 : t,
            right: horizontal && alongClipped ? 0 : r, bottom: !horizontal && alongClipped ? 0 : b)
    }
}
