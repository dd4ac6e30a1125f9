import CGtk

/// Whoever owns a linked bar's position: the pages of a ``SegmentedPager``.
///
/// A bar on its own animates its indicator itself. A linked bar is a view of
/// its owner's position: every move it would make (a click, a key, the
/// overflow menu, `select`, a tracker drag) becomes a request to the owner,
/// and the owner puts the indicator where its position is on every frame
/// with ``SegmentBarController/follow(_:)``. One position, one motion.
@MainActor
protocol BarPositionOwner: AnyObject {
    /// Asks the owner to move to segment `index`, sliding or at once.
    func barRequestsMove(to index: Int, animated: Bool)
    /// Asks the owner to put its position under the user's finger on the tracker (fractional).
    func barRequestsScrub(to position: Double)
}
