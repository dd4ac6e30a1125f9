extension SegmentLayout {
    /// The view's length along ``axis``: its width when horizontal, its height when vertical.
    public var mainLength: Double { axis.mainLength(width: viewWidth, height: viewHeight) }

    /// The view's length across ``axis``: its height when horizontal, its width when vertical.
    public var crossLength: Double { axis.crossLength(width: viewWidth, height: viewHeight) }

    /// The direction segments follow along ``axis``: the reading direction when horizontal, top to bottom
    /// (never mirrored) when vertical.
    public var mainDirection: LayoutDirection { axis.mainDirection(direction) }

    /// How this layout's main/cross rectangles become view rectangles.
    public var mapping: AxisMapping { AxisMapping(axis: axis, direction: direction, crossLength: crossLength) }
}
