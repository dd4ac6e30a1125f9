extension NaturalSize {
    /// The natural length along `axis`: ``width(metrics:style:)`` of the metrics and style as read along it.
    ///
    /// Vertical: the sum of the one-line segment extents with their padding, the height a sidebar needs to
    /// show every segment without scrolling.
    /// - Note: Limited to `0...SegmentLimits.maximumCoordinate`, like ``width(metrics:style:)``.
    public static func mainLength(metrics: [ItemMetrics], style: SegmentStyle, axis: LayoutAxis) -> Double {
        guard axis == .vertical else { return width(metrics: metrics, style: style) }
        let main = style.alongAxis(axis)
        return width(metrics: metrics.map { $0.alongAxis(axis, style: main) }, style: main)
    }

    /// The natural length across `axis`: ``height(metrics:style:)`` for a horizontal bar.
    ///
    /// Vertical: the widest content, selected or not, with the style's padding on both sides and its
    /// leading and trailing insets, so every title fits whichever segment is selected.
    /// - Note: Limited to `0...SegmentLimits.maximumCoordinate`.
    @_optimize(speed)
    public static func crossLength(metrics: [ItemMetrics], style: SegmentStyle, axis: LayoutAxis) -> Double {
        guard axis == .vertical else { return height(metrics: metrics, style: style) }
        let widest = metrics.reduce(0.0) { max($0, $1.widestContentWidth) }
        return min(widest + 2 * style.itemPadding + style.contentInsets.horizontal, SegmentLimits.maximumCoordinate)
    }

    /// Whether segments laid out along `axis` in a bar `mainLength` long may not all fit, so it may scroll.
    ///
    /// - Note: A NaN, negative or infinite `mainLength` counts as 0, as in ``overflows(metrics:style:viewWidth:)``.
    public static func overflows(
        metrics: [ItemMetrics], style: SegmentStyle, axis: LayoutAxis, mainLength: Double
    ) -> Bool {
        guard axis == .vertical else { return overflows(metrics: metrics, style: style, viewWidth: mainLength) }
        let main = style.alongAxis(axis)
        return overflows(metrics: metrics.map { $0.alongAxis(axis, style: main) }, style: main, viewWidth: mainLength)
    }
}
