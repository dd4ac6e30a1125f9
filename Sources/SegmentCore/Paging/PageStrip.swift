/// Where each page sits for a fractional position, and how a horizontal drag maps back to a position.
///
/// Pages are laid side by side, one page width apart, in reading order: in
/// right-to-left the first page is on the right and later pages come in
/// from the left, so both the layout and a swipe mirror.
public struct PageStrip: Hashable, Sendable {
    /// The width of one page (the pager's width), in points.
    ///
    /// - Note: Limited to `0...SegmentLimits.maximumCoordinate` when set; NaN and negative widths are 0
    ///   (nothing moves), and so is `.infinity`, as ``sanitizedLength(_:)`` has it.
    public var pageWidth: Double {
        didSet { pageWidth = Self.clampedWidth(pageWidth) }
    }
    /// Reading direction.
    public var direction: LayoutDirection

    /// Creates a strip; a non-finite or negative width becomes 0 (nothing moves).
    ///
    /// - Note: `pageWidth` is clamped as the property documents.
    public init(pageWidth: Double, direction: LayoutDirection = .leftToRight) {
        self.pageWidth = Self.clampedWidth(pageWidth)
        self.direction = direction
    }

    /// A page width made valid: ``sanitizedLength(_:)``, then at most ``SegmentLimits/maximumCoordinate``.
    private static func clampedWidth(_ width: Double) -> Double {
        toolkitLength(width)
    }

    /// `pageCount` limited to `0...SegmentLimits.maximumPageCount`: the one page-count clamp of the paging core.
    static func clampedPageCount(_ pageCount: Int) -> Int {
        clampedCount(pageCount, SegmentLimits.maximumPageCount)
    }

    /// The view x of page `index`'s left edge when the strip shows `position`.
    ///
    /// - Note: A NaN `position` counts as 0; the result is limited to `±SegmentLimits.maximumCoordinate`,
    ///   so it is finite for any index and position (an infinite distance lands on a bound, and
    ///   with a zero page width every page is at 0).
    public func pageX(_ index: Int, at position: Double) -> Double {
        let offset = (Double(index) - (position.isNaN ? 0 : position)) * pageWidth
        return limitedMagnitude(direction == .leftToRight ? offset : -offset, SegmentLimits.maximumCoordinate)
    }

    /// The whole-point x at which page `index` is allocated when the strip shows `position`.
    ///
    /// - Note: Clamped like ``pageX(_:at:)``, so it always converts to a 32-bit integer.
    public func allocationX(_ index: Int, at position: Double) -> Double {
        pageX(index, at: position).rounded()
    }

    /// How far to translate page `index`, allocated at `allocatedX`, so that it shows where `position` puts it.
    ///
    /// A page that only slides keeps its allocation and is moved in the
    /// snapshot; this is the translation, in whole points like an allocation,
    /// so the page looks exactly as if it had been allocated at `position`.
    /// - Note: Limited to `±SegmentLimits.maximumCoordinate`; a NaN `allocatedX` gives no shift (0).
    public func drawingShift(_ index: Int, at position: Double, allocatedX: Double) -> Double {
        limitedMagnitude(allocationX(index, at: position) - allocatedX, SegmentLimits.maximumCoordinate)
    }

    /// The change of position for a horizontal pointer movement of `dx` points (view space).
    ///
    /// Moving the finger left pulls later pages in from the right in
    /// left-to-right (position grows), and from the left in right-to-left.
    /// - Note: 0 for a NaN or infinite `dx` or a zero page width; otherwise limited to
    ///   `±SegmentLimits.maximumMagnitude` pages.
    public func positionDelta(forTranslation dx: Double) -> Double {
        guard pageWidth > 0, dx.isFinite else { return 0 }
        let logical = direction == .leftToRight ? dx : -dx
        return limitedMagnitude(-logical / pageWidth, SegmentLimits.maximumMagnitude)
    }

    /// The pages at least partly on screen at `position`: one at a whole position, two in between.
    ///
    /// - Note: `nil` for a NaN or infinite position or no pages. `pageCount` is limited to
    ///   `SegmentLimits.maximumPageCount` and a finite position to `0...pageCount-1`, so the range is
    ///   always inside the pages.
    public static func visiblePages(at position: Double, pageCount: Int) -> ClosedRange<Int>? {
        let pageCount = clampedPageCount(pageCount)
        guard pageCount > 0, position.isFinite else { return nil }
        let last = Double(pageCount - 1)
        let lower = Int(clamp(position.rounded(.down), 0, last))
        let upper = Int(clamp(position.rounded(.up), 0, last))
        return lower...upper
    }

    /// The pages that must exist at `position`: the visible ones and `adjacent` more on each side, ready to slide in.
    ///
    /// - Note: `adjacent` is limited to `0...SegmentLimits.maximumAdjacentPages` (64) and the pages as in
    ///   ``visiblePages(at:pageCount:)``, so the range holds at most 130 pages, all inside the pager.
    public static func requiredPages(at position: Double, pageCount: Int, adjacent: Int = 1) -> ClosedRange<Int>? {
        guard let visible = visiblePages(at: position, pageCount: pageCount) else { return nil }
        let extra = clampedCount(adjacent, SegmentLimits.maximumAdjacentPages)
        let last = clampedPageCount(pageCount) - 1
        return max(0, visible.lowerBound - extra)...min(last, visible.upperBound + extra)
    }
}
