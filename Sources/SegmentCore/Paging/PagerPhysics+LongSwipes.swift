/// Long swipes: a fast flick carries the pages across several pages, as far as its speed would coast them.
extension PagerPhysics {
    /// The page a release settles on when long swipes are allowed (AdwCarousel's `allow-long-swipes`).
    ///
    /// The pages are projected to where a kinetic scroll released at `velocity` would come to rest,
    /// `position + v·τ` (``DecelerationCurve/target`` with its default `τ` of 0.325 s, the feel of GTK's own
    /// kinetic scrolling), and settle on the page nearest that point. A release faster than
    /// ``flickVelocity`` still moves at least one page in its direction, exactly as
    /// ``releaseTarget(position:velocity:pageCount:)`` does, so a long swipe never moves less than a short
    /// one. The result is always a page in `0..<pageCount` (0 for an empty pager).
    /// - Note: A NaN or infinite `position` gives 0, a non-finite `velocity` counts as 0, and `pageCount`
    ///   is limited to `0...SegmentLimits.maximumPageCount`.
    public func longSwipeTarget(position: Double, velocity: Double, pageCount: Int) -> Int {
        let pageCount = PageStrip.clampedPageCount(pageCount)
        guard pageCount > 0, position.isFinite else { return 0 }
        let shortTarget = releaseTarget(position: position, velocity: velocity, pageCount: pageCount)
        let v = velocity.isFinite ? velocity : 0
        let projected = DecelerationCurve(from: position, initialVelocity: v).target.rounded()
        let last = Double(pageCount - 1)
        if v >= flickVelocity { return Int(clamp(max(projected, Double(shortTarget)), 0, last)) }
        if v <= -flickVelocity { return Int(clamp(min(projected, Double(shortTarget)), 0, last)) }
        return shortTarget
    }
}
