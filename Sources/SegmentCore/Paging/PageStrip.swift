/// Where each page sits for a fractional position, and how a horizontal drag maps back to a position.
///
/// Pages are laid side by side, one page width apart, in reading order: in
/// right-to-left the first page is on the right and later pages come in
/// from the left, so both the layout and a swipe mirror.
public struct PageStrip: Hashable, Sendable {
    /// The width of one page (the pager's width), in points.
    public var pageWidth: Double
    /// Reading direction.
    public var direction: LayoutDirection

    /// Creates a strip; a non-finite or negative width becomes 0 (nothing moves).
    public init(pageWidth: Double, direction: LayoutDirection = .leftToRight) {
        self.pageWidth = sanitizedLength(pageWidth)
        self.direction = direction
    }

    /// The view x of page `index`'s left edge when the strip shows `position`.
    public func pageX(_ index: Int, at position: Double) -> Double {
        let offset = (Double(index) - position) * pageWidth
        return direction == .leftToRight ? offset : -offset
    }

    /// The whole-point x at which page `index` is allocated when the strip shows `position`.
    public func allocationX(_ index: Int, at position: Double) -> Double {
        pageX(index, at: position).rounded()
    }

    /// How far to translate page `index`, allocated at `allocatedX`, so that it shows where `position` puts it.
    ///
    /// A page that only slides keeps its allocation and is moved in the
    /// snapshot; this is the translation, in whole points like an allocation,
    /// so the page looks exactly as if it had been allocated at `position`.
    public func drawingShift(_ index: Int, at position: Double, allocatedX: Double) -> Double {
        allocationX(index, at: position) - allocatedX
    }

    /// The change of position for a horizontal pointer movement of `dx` points (view space).
    ///
    /// Moving the finger left pulls later pages in from the right in
    /// left-to-right (position grows), and from the left in right-to-left.
    public func positionDelta(forTranslation dx: Double) -> Double {
        guard pageWidth > 0, dx.isFinite else { return 0 }
        let logical = direction == .leftToRight ? dx : -dx
        return -logical / pageWidth
    }

    /// The pages at least partly on screen at `position`: one at a whole position, two in between.
    public static func visiblePages(at position: Double, pageCount: Int) -> ClosedRange<Int>? {
        guard pageCount > 0, position.isFinite else { return nil }
        let last = pageCount - 1
        let lower = Int(clamp(position.rounded(.down), 0, Double(last)))
        let upper = Int(clamp(position.rounded(.up), 0, Double(last)))
        return lower...upper
    }

    /// The pages that must exist at `position`: the visible ones and `adjacent` more on each side, ready to slide in.
    public static func requiredPages(at position: Double, pageCount: Int, adjacent: Int = 1) -> ClosedRange<Int>? {
        guard let visible = visiblePages(at: position, pageCount: pageCount) else { return nil }
        let extra = max(0, adjacent)
        return max(0, visible.lowerBound - extra)...min(pageCount - 1, visible.upperBound + extra)
    }
}
