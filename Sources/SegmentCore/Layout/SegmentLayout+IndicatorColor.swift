extension SegmentLayout {
    /// The indicator's colour at `position`: between two segments, their colours mixed by how far the
    /// position is from one to the other, as the indicator's rectangle is (``indicatorRect(at:)``).
    ///
    /// `color` gives a segment's own indicator colour, `nil` when it has none; such a segment counts as
    /// `fallback` (the CSS colour), so a swipe from a coloured segment to a plain one fades to the theme.
    /// Returns `nil` when neither neighbour has a colour of its own: the indicator is then drawn by CSS alone.
    /// - Note: `position` is clamped by ``clampedPosition(_:)``; `nil` without segments.
    public func indicatorColor(
        at position: Double, fallback: SegmentColor, color: (Int) -> SegmentColor?
    ) -> SegmentColor? {
        guard count > 0 else { return nil }
        let (lower, upper, t) = neighbours(of: position)
        let from = color(lower)
        let to = upper == lower ? from : color(upper)
        guard from != nil || to != nil else { return nil }
        return SegmentColor.mix(from ?? fallback, to ?? fallback, t)
    }
}
