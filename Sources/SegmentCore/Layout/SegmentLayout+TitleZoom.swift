/// How a title is drawn at a fractional position: in which font, and scaled by how much.
///
/// Segment widths follow the position continuously (see ``SegmentLayout/itemFrame(_:at:)``); the title drawn
/// inside follows them too, so a larger selected font (XKCollectionView, JXCategoryView's title zoom) grows and
/// shrinks with a swipe instead of jumping from one size to the other half-way.
public struct TitleZoom: Hashable, Sendable {
    /// Whether the text is laid out in the selected font (from emphasis 0.5 on) rather than the normal one.
    public var usesSelectedFont: Bool
    /// The horizontal scale that makes the text laid out in that font exactly as wide as the title rectangle.
    public var scaleX: Double
    /// The vertical scale that makes the text as tall as the font size interpolated between the two fonts.
    public var scaleY: Double

    /// Creates a zoom; the layout computes real ones (``SegmentLayout/titleZoom(_:at:)``).
    public init(usesSelectedFont: Bool, scaleX: Double, scaleY: Double) {
        self.usesSelectedFont = usesSelectedFont
        self.scaleX = scaleX
        self.scaleY = scaleY
    }
}

extension SegmentLayout {
    /// The largest scale a title is drawn at: the ratio of the largest font size to the smallest.
    static let maximumTitleScale = SegmentLimits.fontSizes.upperBound / SegmentLimits.fontSizes.lowerBound

    /// How segment `index`'s title is drawn at `position`.
    ///
    /// At emphasis `e` (see ``emphasis(of:at:)``) the title's width is ``ItemMetrics/titleWidth(emphasis:)``
    /// (limited by ``titleWidthLimit(_:)``), which is the width the layout reserves for it, and its height
    /// follows the font size `lerp(normal, selected, e)`. The text is laid out in the normal font below
    /// `e = 0.5` and in the selected font from there, and scaled to that width and height: at every position
    /// the drawn size is the same whichever font is used, so it changes continuously and monotonically along
    /// a swipe, and at `e = 0` and `e = 1` the scales are exactly 1.
    /// - Note: `index` is limited to `0...count-1` and `position` by ``clampedPosition(_:)``; both scales are
    ///   finite and within `0...500` (the widest ratio of two font sizes). Without segments the zoom is 1.
    public func titleZoom(_ index: Int, at position: Double) -> TitleZoom {
        guard let index = clampedIndex(index) else { return TitleZoom(usesSelectedFont: false, scaleX: 1, scaleY: 1) }
        let m = metrics[index]
        let e = emphasis(of: index, at: position)
        let selected = e >= 0.5
        let limit = style.widthMode.isContentIndependent ? titleWidthLimit(index) : .infinity
        let laidOut = min(selected ? m.selectedTitleWidth : m.titleWidth, limit)
        let target = min(m.titleWidth(emphasis: e), limit)
        let (normalSize, selectedSize) = (style.titleFont.size, style.selectedTitleFont.size)
        let scaleY = lerp(normalSize, selectedSize, e) / (selected ? selectedSize : normalSize)
        // A title too narrow to measure a ratio from (an empty one) scales like its height.
        let scaleX = laidOut > 1e-3 ? target / laidOut : scaleY
        return TitleZoom(
            usesSelectedFont: selected, scaleX: clamp(scaleX, 0, Self.maximumTitleScale),
            scaleY: clamp(scaleY, 0, Self.maximumTitleScale))
    }
}
