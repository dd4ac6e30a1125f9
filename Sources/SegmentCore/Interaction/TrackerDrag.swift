/// A drag of the capsule or box indicator (the tracker) with the pointer, as a value.
///
/// The drag remembers where the indicator's centre was when the press
/// began; every pointer movement then maps to a fractional position,
/// clamped to the bar, and release snaps to the nearest enabled item.
public struct TrackerDrag: Hashable, Sendable {
    /// The position when the drag began.
    public let startPosition: Double
    /// The indicator's content-space centre when the drag began.
    public let startCenterX: Double

    /// Begins a drag of the indicator resting at `position`.
    ///
    /// - Note: `position` is clamped by ``SegmentLayout/clampedPosition(_:)`` (NaN is 0), so both stored
    ///   values are finite; without segments the drag starts at 0.
    public init(layout: SegmentLayout, position: Double) {
        let p = layout.clampedPosition(position)
        startPosition = p
        // Interpolate the resting centres, exactly what position(forIndicatorCenterX:) inverts, so a
        // press without movement never jumps: not mid-animation, not elastic, not without an indicator.
        guard layout.count > 0 else {
            startCenterX = 0
            return
        }
        let (lower, upper, t) = layout.neighbours(of: p)
        startCenterX = lerp(
            layout.indicatorRect(forItem: lower, at: Double(lower)).midX,
            layout.indicatorRect(forItem: upper, at: Double(upper)).midX, t)
    }

    /// The position after the pointer moved `translation` points horizontally in view space.
    ///
    /// The translation is mirrored in right-to-left, so dragging towards the
    /// end of the reading direction always increases the position.
    /// - Note: A NaN or infinite translation leaves the position where the drag began; the result is
    ///   always in `0...max(0, count-1)` of `layout`, even one with fewer segments than at the start.
    public func position(translation: Double, layout: SegmentLayout) -> Double {
        guard translation.isFinite else { return startPosition }
        let logical = layout.mainDirection == .leftToRight ? translation : -translation
        return layout.position(forIndicatorCenterX: startCenterX + logical)
    }

    /// The item to settle on when the drag ends at `position`: the nearest enabled one, the later on a tie.
    ///
    /// Distances are measured from the fractional position, not from the
    /// rounded index, so a drag released just past a disabled item goes back
    /// to the item it came from instead of jumping over to the far side.
    /// - Note: A NaN or infinite position (or an empty model) gives the current selection; a finite one is
    ///   limited to `0...count-1` first. The result is `nil` only when no item is enabled.
    public static func snapTarget(for position: Double, in model: SegmentModel) -> Int? {
        guard position.isFinite, model.count > 0 else { return model.selectedIndex }
        let p = clamp(position, 0, Double(model.count - 1))
        let below = model.items[...Int(p.rounded(.down))].lastIndex { $0.isEnabled }
        let above = model.items[Int(p.rounded(.up))...].firstIndex { $0.isEnabled }
        switch (below, above) {
        case (let b?, let a?): return p - Double(b) < Double(a) - p ? b : a
        case (let b?, nil): return b
        case (nil, let a): return a
        }
    }
}
