/// A drag of the indicator with the pointer (CRMMultipleSwitch's tracker), as a value.
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
    public init(layout: SegmentLayout, position: Double) {
        let p = layout.clampedPosition(position)
        startPosition = p
        startCenterX = layout.indicatorRect(at: p)?.midX ?? 0
    }

    /// The position after the pointer moved `translation` points horizontally in view space.
    ///
    /// The translation is mirrored in right-to-left, so dragging towards the
    /// end of the reading direction always increases the position.
    public func position(translation: Double, layout: SegmentLayout) -> Double {
        guard translation.isFinite else { return startPosition }
        let logical = layout.direction == .leftToRight ? translation : -translation
        return layout.position(forIndicatorCenterX: startCenterX + logical)
    }

    /// The item to settle on when the drag ends at `position`: the nearest enabled one.
    public static func snapTarget(for position: Double, in model: SegmentModel) -> Int? {
        guard position.isFinite else { return model.selectedIndex }
        return model.nearestEnabled(to: Int(position.rounded()))
    }
}
