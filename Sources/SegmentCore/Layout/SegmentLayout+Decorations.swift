extension SegmentLayout {
    /// Separator lines between neighbouring segments in `range`, in content coordinates.
    ///
    /// A separator sits in the middle of the gap before each segment except
    /// the first. With `hidesNextToSelection`, the two around the segment
    /// nearest `position` are left out so a capsule or box is never cut. The two around segment `besides` are
    /// left out too: the keyboard's focus ring, drawn round that segment, showed them poking out at its rounded
    /// corners.
    /// - Note: Any range is accepted (up to `Int.min..<Int.max`): only segments `1..<count` inside it get a
    ///   separator, so at most `count - 1` rectangles come back. `position` is clamped; any `besides` is
    ///   accepted.
    public func separatorRects(in range: Range<Int>, at position: Double, besides: Int? = nil) -> [SegmentRect] {
        let separators = style.separators
        guard separators.isVisible, count > 1 else { return [] }
        let selected = selectedSegment(at: position)
        let thickness = sanitizedLength(separators.thickness)
        let gap = sanitizedLength(style.spacing)
        var rects: [SegmentRect] = []
        // Clamp both ends first: a range past the end (or up to Int.max) must give no separators, not a trap.
        let upper = max(1, min(range.upperBound, count - 1) + 1)
        for index in min(max(1, range.lowerBound), upper)..<upper {
            if separators.hidesNextToSelection && (index == selected || index == selected + 1) { continue }
            if let besides, index == besides || index - 1 == besides { continue }
            let frame = itemFrame(index, at: position)
            let inset = sanitizedLength(separators.verticalInset)
            rects.append(
                SegmentRect(
                    x: frame.x - gap / 2 - thickness / 2, y: frame.y + inset,
                    width: thickness, height: sanitizedLength(frame.height - 2 * inset)))
        }
        return rects
    }

    /// The line along the bar's bottom edge in view coordinates, or `nil` when the style hides it.
    ///
    /// In a vertical bar it runs along the trailing (end) edge.
    /// - Note: Never thicker than the bar is across.
    public var bottomBorderRect: SegmentRect? {
        let thickness = min(sanitizedLength(style.bottomBorder), crossLength)
        guard thickness > 0 else { return nil }
        return mapping.viewRect(
            SegmentRect(x: 0, y: crossLength - thickness, width: mainLength, height: thickness))
    }
}
