/// Where a segment's icon, title and badge sit inside its frame.
public struct ItemContentRects: Hashable, Sendable {
    /// The segment's frame.
    public var frame: SegmentRect
    /// The icon square, if the segment has an icon.
    public var icon: SegmentRect?
    /// The title's line box.
    public var title: SegmentRect
    /// The count or text pill, or the dot, if the segment has a visible badge.
    public var badge: SegmentRect?
}

extension SegmentLayout {
    /// The content rectangles of segment `index` at `position`, in content coordinates.
    ///
    /// Icon, title and pill are centred as a group in the frame (from its leading edge when wider), in reading
    /// order, or start after the leading padding where ``SegmentStyle/contentAlignment`` says so (a vertical
    /// bar, by default); a dot sits on the title's top trailing corner (an unread
    /// mark), kept inside the frame so it is never clipped.
    /// - Note: `index` is limited to `0...count-1` and `position` by ``clampedPosition(_:)``, as in
    ///   ``itemFrame(_:at:)``; without segments the frame and title are empty and there is no icon or badge.
    ///
    /// In a vertical layout the content still reads along x: it is laid out in the frame transposed to the
    /// view's orientation and transposed back (``AxisMapping/transposed(_:)``), so the view shows it upright.
    public func contentRects(_ index: Int, at position: Double) -> ItemContentRects {
        let laidOut = itemFrame(index, at: position)
        let mapping = self.mapping
        let frame = mapping.transposed(laidOut)
        guard let index = clampedIndex(index) else {
            let title = SegmentRect(x: frame.x, y: frame.midY, width: 0, height: 0)
            return ItemContentRects(frame: laidOut, icon: nil, title: mapping.transposed(title), badge: nil)
        }
        let m = metrics[index]
        let e = emphasis(of: index, at: position)
        // Metrics measured for this style are capped already; only a segment of one width cuts titles further.
        let fitting = m.titleWidth(emphasis: e)
        let titleWidth = style.widthMode.isContentIndependent ? min(fitting, titleWidthLimit(index)) : fitting
        // Centred; content wider than its frame (a badge or icon in a segment squeezed below them) starts at the
        // frame's leading edge, so titles stay in segment order and never start before their own segment.
        let free = max(0, frame.width - (m.iconExtent + titleWidth + m.pillExtent))
        // The padding along the reading direction (across a vertical bar, whose style has the two swapped), less
        // the room a close button keeps on each side, which only the trailing side uses unless indicator icons
        // take the leading one.
        let unused = style.usesLeadingReservation ? 0 : style.closeButtonReservation
        let padding = max(0, (axis == .vertical ? style.verticalPadding : style.itemPadding) - unused)
        // A tab whose close button's room is not matched by an indicator icon's: content squeezed closer than
        // that room to the trailing end moves off centre, into the unused leading room, keeping half the title
        // gap there (as AdwTabBar's titles move away from their close buttons).
        let trailing = axis == .horizontal && !m.isCompact ? max(0, sanitizedLength(unused)) : 0
        let offCentre = free - trailing - min(padding, Self.minimumTitleGap / 2)
        let start =
            frame.x
            + (style.contentAlignment.isLeading(along: axis)
                ? min(free, padding) : trailing > 0 ? max(0, min(free / 2, offCentre)) : free / 2)
        // The line of the font drawn at this emphasis, centred: a taller selected font's box centred an unselected
        // title's shorter line high, above its icon, badge and close button.
        let lineHeight = m.titleHeight(emphasis: e)
        let title = SegmentRect(
            x: start + m.iconExtent, y: frame.midY - lineHeight / 2, width: titleWidth, height: lineHeight)
        let icon =
            m.iconExtent > 0
            ? SegmentRect(
                x: start, y: frame.midY - style.iconSize / 2, width: style.iconSize, height: style.iconSize)
            : nil
        var badge: SegmentRect?
        if m.pillWidth > 0 {
            let h = style.badge.pillHeight(lineHeight: m.pillLineHeight)
            badge = SegmentRect(x: title.maxX + style.badge.gap, y: frame.midY - h / 2, width: m.pillWidth, height: h)
        } else if m.hasDot {
            let d = style.badge.dotDiameter
            let x = max(frame.x, min(title.maxX, frame.maxX - d))
            badge = SegmentRect(x: x, y: max(frame.y, title.y - d / 2), width: d, height: d)
        }
        return ItemContentRects(
            frame: laidOut, icon: icon.map(mapping.transposed), title: mapping.transposed(title),
            badge: badge.map(mapping.transposed))
    }
}
