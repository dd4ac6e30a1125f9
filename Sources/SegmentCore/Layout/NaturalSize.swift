/// The size a bar asks its parent for, before any width is known.
public enum NaturalSize {
    /// The width that shows every segment unsqueezed with the selected one emphasized.
    ///
    /// Equal mode needs every segment as wide as the widest one; fitted
    /// mode needs the sum of the segments plus the largest selection growth,
    /// so the request does not change as the selection moves; fixed mode needs every segment at its width,
    /// and per-view mode as many of the widest segment as fit the view.
    /// - Note: Limited to `0...SegmentLimits.maximumCoordinate` (2^30 points), so a toolkit can
    ///   request it as a 32-bit integer however many segments there are.
    public static func width(metrics: [ItemMetrics], style: SegmentStyle) -> Double {
        min(unlimitedWidth(metrics: metrics, style: style), SegmentLimits.maximumCoordinate)
    }

    /// The natural width before the toolkit limit: finite, since every length in metrics and style is.
    ///
    /// Compiled for speed in a size-optimized build (as are the other loops over every segment's metrics:
    /// ``height(metrics:style:)``, ``SegmentLayout``'s initializer): a bar measures on every resize and
    /// relayout, and at 100,000 segments `-Osize` made this loop three times slower.
    @_optimize(speed)
    private static func unlimitedWidth(metrics: [ItemMetrics], style: SegmentStyle) -> Double {
        let n = metrics.count
        let padding = 2 * style.itemPadding
        let fixed = style.contentInsets.horizontal + style.spacing * Double(max(0, n - 1))
        switch style.widthMode {
        case .equal:
            return fixed + Double(n) * (widestContent(metrics) + padding)
        case .fixed(let width):
            return fixed + Double(n) * width
        case .perView(let k):
            // As wide as `k` segments of the widest content, or as the segments there are when fewer.
            let shown = min(n, k)
            return style.contentInsets.horizontal + style.spacing * Double(max(0, shown - 1))
                + Double(shown) * (widestContent(metrics) + padding)
        case .fitted:
            var total = 0.0
            var growth = 0.0
            for m in metrics {
                // A pinned tab leaves out the close buttons' room, and is never narrower than a comfortable
                // target, as SegmentLayout lays it out.
                total +=
                    m.contentWidth(emphasis: 0)
                    + SegmentLayout.fittedPadding(
                        padding, of: m, reservation: style.closeButtonReservation,
                        minimumWidth: SegmentLayout.minimumCompactWidth)
                growth = max(growth, m.selectedTitleWidth - m.titleWidth)
            }
            return fixed + total + growth
        }
    }

    /// The widest content of any segment, selected or not.
    @_optimize(speed)
    private static func widestContent(_ metrics: [ItemMetrics]) -> Double {
        metrics.reduce(0.0) { max($0, $1.widestContentWidth) }
    }

    /// Whether segments laid out in a bar `viewWidth` wide may not all fit, so the bar may scroll.
    ///
    /// Answered from the natural width without building a layout, so a caller that reserves room
    /// for an overflow control (which changes the layout) builds its layout once.
    /// - Note: A NaN, negative or infinite `viewWidth` counts as 0; the comparison uses the natural width
    ///   before its toolkit limit, so it is right for any width.
    public static func overflows(metrics: [ItemMetrics], style: SegmentStyle, viewWidth: Double) -> Bool {
        switch style.widthMode {
        case .equal:
            return style.scrollsWhenSqueezed
                && leastEqualLength(metrics: metrics, style: style) > sanitizedLength(viewWidth)
        case .perView(let k): return metrics.count > k
        case .fitted, .fixed: return unlimitedWidth(metrics: metrics, style: style) > sanitizedLength(viewWidth)
        }
    }

    /// The height that fits the tallest title, icon or pill with the style's padding and insets.
    ///
    /// - Note: Limited to `0...SegmentLimits.maximumCoordinate`, like ``width(metrics:style:)``.
    @_optimize(speed)
    public static func height(metrics: [ItemMetrics], style: SegmentStyle) -> Double {
        // One pass over what may be 100,000 metrics.
        var tallestTitle = style.selectedTitleFont.size * 1.2
        var tallestLine = 0.0
        for m in metrics {
            tallestTitle = max(tallestTitle, m.titleHeight)
            tallestLine = max(tallestLine, m.pillLineHeight)
        }
        let content = max(tallestTitle, style.iconSize, style.badge.pillHeight(lineHeight: tallestLine))
        let height = content + 2 * style.verticalPadding + style.contentInsets.vertical
        return min(height, SegmentLimits.maximumCoordinate)
    }
}
