/// Which ends of an overflowing bar hide segments, and whether hidden segments carry badges.
public struct OverflowEdges: Hashable, Sendable {
    /// Segments are hidden before the leading edge (the bar is scrolled away from the start).
    public var leading: Bool
    /// Segments are hidden past the trailing edge.
    public var trailing: Bool
    /// A segment hidden before the leading edge shows a badge, so the edge should hint at it.
    public var leadingBadge: Bool
    /// A segment hidden past the trailing edge shows a badge.
    public var trailingBadge: Bool

    /// Creates edge flags.
    public init(leading: Bool, trailing: Bool, leadingBadge: Bool, trailingBadge: Bool) {
        self.leading = leading
        self.trailing = trailing
        self.leadingBadge = leadingBadge
        self.trailingBadge = trailingBadge
    }

    /// No hidden segments.
    public static let none = OverflowEdges(leading: false, trailing: false, leadingBadge: false, trailingBadge: false)
}

/// A gradient over one end of the bar, from the edge colour at the outer end to clear at the inner end.
public struct EdgeFade: Hashable, Sendable {
    /// The strip the gradient covers, in view coordinates.
    public var rect: SegmentRect
    /// The coordinate along the bar's axis where the gradient is the edge colour (the bar's end): a view x,
    /// or a view y in a vertical bar.
    public var outerX: Double
    /// The coordinate along the bar's axis where it is clear.
    public var innerX: Double
    /// The fraction of the way from `outerX` to `innerX` that is still solid edge colour.
    public var solidStop: Double

    /// Whether the fade all but hides what lies at view coordinate `along` (x, or y in a vertical bar): it is
    /// under the solid part, or less than half-way from there to clear, or past the bar's end.
    ///
    /// A tab button there is too faint to aim at: a click on the faint close button of a tab scrolled under the
    /// fade closed a document whose title no longer showed. The same half-way line decides when a badge counts as
    /// hidden (``SegmentLayout/overflowEdges(scrollOffset:at:fade:)``). A fade of no length hides nothing.
    public func hides(_ along: Double) -> Bool {
        let span = innerX - outerX
        guard span != 0, along.isFinite else { return false }
        let solidEnd = abs(span) * min(max(solidStop, 0), 1)
        let halfway = solidEnd + (abs(span) - solidEnd) / 2
        return (along - outerX) * (span > 0 ? 1 : -1) < halfway
    }
}

/// One end of the bar in reading order.
public enum BarEdge: Hashable, Sendable {
    /// The start of the reading direction: left in left-to-right, right in right-to-left.
    case leading
    /// The end of the reading direction.
    case trailing
}

extension SegmentLayout {
    /// What the ends of the view hide at `scrollOffset`, in O(log n).
    ///
    /// Half a point of slack keeps rounding from showing a fade on a bar
    /// that is scrolled exactly to its end.
    /// - Note: `scrollOffset` is clamped by ``clampedScrollOffset(_:at:)`` (NaN is 0) and `position` by
    ///   ``clampedPosition(_:)``; a NaN, infinite or negative `fade` counts as 0.
    ///
    /// A badge counts as hidden, for the badge hints, when its segment shows no part in the clear part of the
    /// view (``clearSpan(scrollOffset:sticky:)``: one wholly under the overflow button is hidden too), and when
    /// its own centre lies under the overflow button or more than half-way into an edge's fade, `fade` points
    /// long (``edgeFade(_:width:solid:)``), where the gradient has all but covered it: a segment that starts in
    /// the fade shows a sliver of its title at most, and its badge, after the title, none.
    public func overflowEdges(scrollOffset: Double, at position: Double, fade: Double = 0) -> OverflowEdges {
        let maximum = maxScrollOffset(at: position)
        guard maximum > 0, count > 0 else { return .none }
        let offset = clampedScrollOffset(scrollOffset, at: position)
        let (leading, trailing) = (offset > 0.5, offset < maximum - 0.5)
        let clear = clearSpan(scrollOffset: offset, sticky: false)
        let firstShown = max(stickyCount, firstIndex(at: position) { $0.maxX > clear.lowerBound })
        let pastShown = max(firstShown, firstIndex(at: position) { $0.x >= clear.upperBound })
        // Where a badge's centre still reads: half a fade inside each end that shows one.
        let half = sanitizedLength(fade) / 2
        let low = clear.lowerBound + (leading ? half : 0)
        let seen = low...max(low, clear.upperBound - (trailing ? half : 0))
        var leadingBadge = badgeCount(in: stickyCount..<firstShown) > 0
        var index = firstShown
        while !leadingBadge, index < pastShown, itemFrame(index, at: position).x < seen.lowerBound {
            leadingBadge = badgeCentre(index, at: position).map { $0 < seen.lowerBound } ?? false
            index += 1
        }
        var trailingBadge = badgeCount(in: pastShown..<count) > 0
        index = pastShown - 1
        while !trailingBadge, index >= firstShown, itemFrame(index, at: position).maxX > seen.upperBound {
            trailingBadge = badgeCentre(index, at: position).map { $0 > seen.upperBound } ?? false
            index -= 1
        }
        return OverflowEdges(
            leading: leading, trailing: trailing, leadingBadge: leadingBadge, trailingBadge: trailingBadge)
    }

    /// The content coordinate along the bar of the centre of segment `index`'s badge (pill or dot), `nil` when it
    /// has none.
    private func badgeCentre(_ index: Int, at position: Double) -> Double? {
        guard let index = clampedIndex(index), metrics[index].pillWidth > 0 || metrics[index].hasDot,
            let badge = contentRects(index, at: position).badge
        else { return nil }
        return mapping.transposed(badge).midX
    }

    /// The content coordinates, at `scrollOffset`, where segments show clear of what stands over the ends of the
    /// view: after the leading content inset (the start action widgets) and, for a scrolling segment, after the
    /// sticky segments; before the trailing content inset (the overflow button and the end action widgets, which
    /// segments scroll under). A sticky segment does not scroll: `sticky` gives its span.
    ///
    /// - Note: A NaN or infinite `scrollOffset` counts as 0; the span is never reversed.
    public func clearSpan(scrollOffset: Double, sticky: Bool) -> ClosedRange<Double> {
        let insets = style.contentInsets
        let offset = sticky ? 0 : finiteValue(scrollOffset, or: 0)
        let start = offset + (sticky ? insets.leading : max(insets.leading, stickyExtent))
        return start...max(start, offset + mainLength - insets.trailing)
    }

    /// Whether all of segment `index` shows at `scrollOffset`: its frame lies in
    /// ``clearSpan(scrollOffset:sticky:)``, not under the overflow button, an action widget or, scrolled, the sticky
    /// segments. A segment longer than the span shows whole when it covers it. Half a point of slack keeps rounding
    /// from hiding a segment that ends exactly at the span's end.
    ///
    /// A focus ring moved onto a segment that does not show whole scrolls it into view: one under the overflow
    /// button counted as on screen, and the user could not see which segment Space would choose.
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``; a NaN or infinite `scrollOffset` counts
    ///   as 0. False without segments.
    public func showsWhole(_ index: Int, scrollOffset: Double, at position: Double) -> Bool {
        guard let i = clampedIndex(index) else { return false }
        let clear = clearSpan(scrollOffset: scrollOffset, sticky: isSticky(i))
        let frame = itemFrame(i, at: position)
        let slack = 0.5
        if frame.width >= clear.upperBound - clear.lowerBound {
            return frame.x <= clear.lowerBound + slack && frame.maxX >= clear.upperBound - slack
        }
        return frame.x >= clear.lowerBound - slack && frame.maxX <= clear.upperBound + slack
    }

    /// The part of segment `index` a user sees at `scrollOffset`, in view coordinates: its frame cut to
    /// ``clearSpan(scrollOffset:sticky:)``, so neither under the overflow button nor, scrolled, under the sticky
    /// segments; no longer than 0 (at the nearer end of the span) when none of it shows. An accessible tab
    /// covers this, and an assistive technology that clicks its centre lands on the segment.
    ///
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``; the result is always finite.
    public func shownViewRect(_ index: Int, scrollOffset: Double, at position: Double) -> SegmentRect {
        shownViewRect(itemFrame(index, at: position), of: index, scrollOffset: scrollOffset)
    }

    /// The part of `rect` (content coordinates), something segment `index` draws, that a user sees at
    /// `scrollOffset`, in view coordinates: cut to ``clearSpan(scrollOffset:sticky:)`` as the segment is in
    /// ``shownViewRect(_:scrollOffset:at:)``. The accessible close button of a tab in the margin kept off screen
    /// covers this, no longer than 0 at the nearer end of the span, and not where the button would be drawn.
    ///
    /// - Note: `index` is clamped as in ``itemFrame(_:at:)``; a rect with a NaN or infinite origin or size counts
    ///   as 0 there, so the result is always finite.
    public func shownViewRect(_ rect: SegmentRect, of index: Int, scrollOffset: Double) -> SegmentRect {
        let sticky = clampedIndex(index).map(isSticky) ?? false
        let clear = clearSpan(scrollOffset: scrollOffset, sticky: sticky)
        let (x, length) = (finiteValue(rect.x, or: 0), sanitizedLength(rect.width))
        let low = min(max(x, clear.lowerBound), clear.upperBound)
        let high = max(min(x + length, clear.upperBound), low)
        return viewRect(
            SegmentRect(x: low, y: finiteValue(rect.y, or: 0), width: high - low, height: sanitizedLength(rect.height)),
            scrollOffset: scrollOffset)
    }

    /// The fade along `edge`: solid over the `solid` points at the outer end (under a button sitting
    /// there, so no hidden title shows through it), then clearing over `width` more points.
    ///
    /// Its outer end is that of the part of the view where segments scroll: at the leading edge, just after the
    /// sticky segments (``stickyExtent``), under which the segments scrolled away went. Nothing sits there (a
    /// start action widget lies before the sticky segments), so that fade has no solid part.
    /// - Note: NaN, infinite and negative widths count as 0, and the strip is never wider than the part where
    ///   segments scroll, nor its solid part wider than the strip, so `solidStop` is always in `0...1`.
    public func edgeFade(_ edge: BarEdge, width: Double, solid: Double = 0) -> EdgeFade {
        let covered = hasCoveredOuterEnd(edge)
        // Within what the sticky segments leave: a bar at its minimum width with a pinned tab and a wide end
        // widget had more solid than strip, a colour stop past the gradient's end, and GTK crashed drawing it.
        let solidWidth = covered ? min(sanitizedLength(solid), scrollingLength) : 0
        let strip = scrollingEdgeRect(edge, width: solidWidth + sanitizedLength(width))
        let (outer, inner) = isAtStart(edge) ? (strip.x, strip.maxX) : (strip.maxX, strip.x)
        return EdgeFade(
            rect: mapping.viewRect(strip), outerX: outer, innerX: inner,
            solidStop: strip.width > 0 ? solidWidth / strip.width : 0)
    }

    /// A strip `width` points wide along `edge`, in view coordinates (mirrored in right-to-left).
    ///
    /// In a vertical bar the strip runs across the top (leading) or bottom (trailing) end, `width` high.
    /// - Note: `width` is limited to `0...mainLength`; NaN and infinities count as 0.
    public func edgeRect(_ edge: BarEdge, width: Double) -> SegmentRect {
        mapping.viewRect(mainEdgeRect(edge, width: width))
    }

    /// ``edgeRect(_:width:)`` as a main/cross rectangle, before ``AxisMapping``.
    func mainEdgeRect(_ edge: BarEdge, width: Double) -> SegmentRect {
        let w = min(sanitizedLength(width), mainLength)
        return SegmentRect(x: isAtStart(edge) ? 0 : mainLength - w, y: 0, width: w, height: crossLength)
    }

    /// A strip `width` long at `edge` of the part of the view where segments scroll (after the sticky ones at
    /// the leading edge), as a main/cross rectangle; never longer than that part.
    private func scrollingEdgeRect(_ edge: BarEdge, width: Double) -> SegmentRect {
        let w = min(sanitizedLength(width), scrollingLength)
        let (low, high) =
            mainDirection == .leftToRight ? (mainLength - scrollingLength, mainLength) : (0, scrollingLength)
        return SegmentRect(x: isAtStart(edge) ? low : high - w, y: 0, width: w, height: crossLength)
    }

    /// Whether something the bar reserves may sit at `edge`'s outer end, over the scrolling segments: the overflow
    /// button and the end widget at the trailing edge, the start widget at the leading one unless sticky segments
    /// come after it (the leading edge of the scrolling part is then theirs).
    private func hasCoveredOuterEnd(_ edge: BarEdge) -> Bool {
        edge == .trailing || stickyCount == 0
    }

    /// The length along the bar of the part where segments scroll: the view less the sticky segments, never
    /// negative.
    private var scrollingLength: Double {
        max(0, mainLength - stickyExtent)
    }

    /// Whether `edge` is at the start of the main axis (main x 0): the leading edge in left-to-right.
    func isAtStart(_ edge: BarEdge) -> Bool {
        (edge == .leading) == (mainDirection == .leftToRight)
    }
}

extension SegmentLayout {
    /// Where the "a hidden segment has a badge" dot sits at `edge`: at the outer end, beside the overflow button's
    /// arrow as a badge sits beside a title (at the leading edge, after the sticky segments).
    ///
    /// A horizontal bar puts it 4 pt from the end, above the middle: up and to the side of the arrow centred in the
    /// button. A vertical bar's arrow sits in the middle of the bar's width, so there the dot goes one diameter past
    /// the middle on the trailing side, its bottom two diameters above the 4 pt inset: at the arrow's upper
    /// trailing corner. Placed as in a horizontal bar it sat below the arrow and before it, a stray dot.
    ///
    /// `outerInset` is the length of the app's action widget at that end (``SegmentBar/endActionWidget``): the dot
    /// goes that much further in, on the overflow button beside the widget, not on the widget's corner, where it
    /// read as the widget's own badge. At the leading edge it counts only without sticky segments, which lie after
    /// the start widget already.
    ///
    /// - Note: `diameter` is limited to `0...min(viewWidth, viewHeight)` and `outerInset` to what the sticky
    ///   segments leave; NaN and infinities count as 0.
    public func edgeHintRect(_ edge: BarEdge, diameter: Double, outerInset: Double = 0) -> SegmentRect {
        let d = min(sanitizedLength(diameter), viewWidth, viewHeight)
        let room = max(0, scrollingLength - d - 8)
        let inset = hasCoveredOuterEnd(edge) ? min(sanitizedLength(outerInset), room) : 0
        let strip = scrollingEdgeRect(edge, width: inset + d + 8)
        let atStart = isAtStart(edge)
        let (low, high) = (strip.x + inset, strip.maxX - inset)
        guard axis == .vertical else {
            return mapping.viewRect(
                SegmentRect(x: atStart ? low + 4 : high - 4 - d, y: crossLength / 2 - d * 1.5, width: d, height: d))
        }
        let main = atStart ? low + 4 : high - 4 - 3 * d
        return mapping.viewRect(SegmentRect(x: main, y: crossLength / 2 + d, width: d, height: d))
    }
}
