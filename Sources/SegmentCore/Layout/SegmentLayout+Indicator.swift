extension SegmentLayout {
    /// The indicator's rectangle for `position`, in content coordinates; `nil` without items or with shape `.none`.
    ///
    /// Between two segments the centre and the width interpolate linearly
    /// (an adaptive indicator), so at an integer position the
    /// result is exactly that segment's indicator. The elastic variant moves
    /// the edge facing the motion during the first half and the other during
    /// the second, which stretches the indicator in either direction.
    /// - Note: `position` is clamped by ``clampedPosition(_:)``; the rectangle is always finite.
    public func indicatorRect(at position: Double) -> SegmentRect? {
        guard count > 0, style.indicator.shape != .none else { return nil }
        let (lower, upper, t) = neighbours(of: position)
        let from = indicatorRect(forItem: lower, at: position)
        guard upper != lower else { return from }
        let to = indicatorRect(forItem: upper, at: position)
        if style.indicator.isElastic {
            let leading = lerp(from.x, to.x, clamp(2 * t - 1, 0, 1))
            let trailing = lerp(from.maxX, to.maxX, clamp(2 * t, 0, 1))
            return SegmentRect(x: leading, y: from.y, width: trailing - leading, height: from.height)
        }
        return SegmentRect.centered(
            midX: lerp(from.midX, to.midX, t), width: lerp(from.width, to.width, t), y: from.y, height: from.height)
    }

    /// The indicator as it looks resting on segment `index`, with the widths of `position`.
    ///
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``; without segments the
    ///   indicator is an empty rectangle at the leading inset. Always finite.
    public func indicatorRect(forItem index: Int, at position: Double) -> SegmentRect {
        let indicator = style.indicator
        let insets = indicator.insets
        let frame = itemFrame(index, at: position)
        let slot = SegmentRect(
            x: frame.x + insets.leading, y: frame.y + insets.top,
            width: sanitizedLength(frame.width - insets.horizontal),
            height: sanitizedLength(frame.height - insets.vertical))
        let thickness = sanitizedLength(indicator.thickness)

        var midX = slot.midX
        var width: Double
        switch indicator.width {
        case .segment:
            width = slot.width
        case .fixed(let fixed):
            midX = markCentre(index, at: position, in: slot)
            width = min(sanitizedLength(fixed), slot.width)
        case .title:
            // A segment without a title shown (icon only, or pinned) is marked under its icon instead of not at all,
            // and one with neither (an empty title) across its slot: a mark 0 pt wide would hide the selection.
            let content = contentRects(index, at: position)
            let mark = content.title.width > 0 ? content.title : content.icon ?? content.title
            if mark.width > 0 {
                midX = mark.midX
                width = mark.width
            } else {
                width = slot.width
            }
        }
        switch indicator.shape {
        case .capsule, .box, .css, .custom, .none:
            return SegmentRect.centered(midX: midX, width: width, y: slot.y, height: slot.height)
        case .underline, .dot, .triangle:
            // A dot or a triangle marks the item, not the segment's box, which a badge widens on one side.
            if indicator.shape != .underline && indicator.width == .segment {
                midX = markCentre(index, at: position, in: slot)
            }
            if indicator.shape == .dot { width = thickness }
            // A triangle's base is twice its height, pointing at the title from the edge it sits on.
            if indicator.shape == .triangle { width = min(2 * thickness, slot.width) }
            // Place by the height actually drawn, so a line thicker than the bar stays on the bar.
            let height = min(thickness, frame.height)
            let y = indicator.placement == .below ? slot.maxY - height : slot.y
            return SegmentRect.centered(midX: midX, width: width, y: y, height: height)
        }
    }

    /// Where a narrow indicator (a fixed width, a dot, a triangle) is centred on segment `index`: on its icon
    /// and title, which a badge beside them pushes off the segment's centre, kept within the indicator's slot.
    private func markCentre(_ index: Int, at position: Double, in slot: SegmentRect) -> Double {
        let content = contentRects(index, at: position)
        let low = min(content.icon?.x ?? content.title.x, content.title.x)
        let high = max(content.icon?.maxX ?? content.title.maxX, content.title.maxX)
        return clamp((low + high) / 2, slot.x, slot.maxX)
    }

    /// The rectangle segment `index`'s focus ring is drawn around: its frame at `position`, less the band that
    /// an edge indicator (underline, dot, triangle) slides along at the edge it sits on, so that the ring and
    /// the indicator never run into one thick line.
    ///
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``; the band takes at most half the
    ///   frame, so the ring never collapses. Always finite.
    public func focusFrame(_ index: Int, at position: Double) -> SegmentRect {
        let frame = itemFrame(index, at: position)
        let indicator = style.indicator
        switch indicator.shape {
        case .underline, .dot, .triangle:
            let below = indicator.placement == .below
            let inset = below ? indicator.insets.bottom : indicator.insets.top
            let thickness = min(sanitizedLength(indicator.thickness), frame.height)
            let band = min(sanitizedLength(inset) + thickness, frame.height / 2)
            return SegmentRect(
                x: frame.x, y: below ? frame.y : frame.y + band, width: frame.width, height: frame.height - band)
        case .capsule, .box, .css, .custom, .none:
            return frame
        }
    }

    /// The corner radius to draw `rect` with: the style's radius, or fully round, never more than half the short side.
    ///
    /// - Note: A NaN, infinite or negative side of `rect` counts as 0, so the radius is finite and non-negative.
    public func indicatorCornerRadius(for rect: SegmentRect) -> Double {
        let roundest = min(sanitizedLength(rect.width), sanitizedLength(rect.height)) / 2
        return clamp(style.indicator.cornerRadius ?? roundest, 0, roundest)
    }
}
