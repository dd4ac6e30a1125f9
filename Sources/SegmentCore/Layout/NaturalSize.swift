/// The size a bar asks its parent for, before any width is known.
public enum NaturalSize {
    /// The width that shows every segment unsqueezed with the selected one emphasized.
    ///
    /// Equal mode needs every segment as wide as the widest one; fitted
    /// mode needs the sum of the segments plus the largest selection growth,
    /// so the request does not change as the selection moves.
    public static func width(metrics: [ItemMetrics], style: SegmentStyle) -> Double {
        let n = metrics.count
        let padding = 2 * sanitizedLength(style.itemPadding)
        let fixed = style.contentInsets.horizontal + sanitizedLength(style.spacing) * Double(max(0, n - 1))
        switch style.widthMode {
        case .equal:
            let widest = metrics.reduce(0.0) { max($0, $1.contentWidth(emphasis: 1), $1.contentWidth(emphasis: 0)) }
            return fixed + Double(n) * (widest + padding)
        case .fitted:
            var total = 0.0
            var growth = 0.0
            for m in metrics {
                total += m.contentWidth(emphasis: 0) + padding
                growth = max(growth, m.selectedTitleWidth - m.titleWidth)
            }
            return fixed + total + growth
        }
    }

    /// Whether segments laid out in a bar `viewWidth` wide may not all fit, so the bar may scroll.
    ///
    /// Answered from the natural width without building a layout, so a caller that reserves room
    /// for an overflow control (which changes the layout) builds its layout once.
    public static func overflows(metrics: [ItemMetrics], style: SegmentStyle, viewWidth: Double) -> Bool {
        guard case .fitted = style.widthMode else { return false }
        return width(metrics: metrics, style: style) > sanitizedLength(viewWidth)
    }

    /// The height that fits the tallest title, icon or pill with the style's padding and insets.
    public static func height(metrics: [ItemMetrics], style: SegmentStyle) -> Double {
        let tallestTitle = metrics.reduce(style.selectedTitleFont.size * 1.2) { max($0, $1.titleHeight) }
        let content = max(tallestTitle, style.iconSize, style.badge.height)
        return content + 2 * sanitizedLength(style.verticalPadding) + style.contentInsets.vertical
    }
}
