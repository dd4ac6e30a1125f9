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

    /// The least length along a bar that scrolls its segments or lists them in its overflow menu (fitted, fixed
    /// and per-view widths), or that is vertical: small, so the bar never forces its window wide or tall.
    public static let scrollingMinimum: Double = 48

    /// The most natural length a bar that scrolls asks of its window along itself (``requestedMainLength(natural:least:)``).
    public static let scrollingNaturalCap: Double = 640

    /// The natural length a bar asks for along itself: `natural` (``mainLength(metrics:style:axis:)``), but no more than
    /// ``scrollingNaturalCap`` for a bar that scrolls, whose `least` (``minimumMainLength(metrics:style:axis:natural:)``)
    /// is ``scrollingMinimum`` or less.
    ///
    /// Such a bar shows the rest of its segments by scrolling, as a GtkScrolledWindow does not pass its content's natural
    /// width on and a scrollable GtkNotebook asks for its minimum: a tab strip of fifty documents asked for 7,700 pt,
    /// and a window with no default size opened as wide as the screen (a popover wider than it). An equal bar that
    /// squeezes its titles instead keeps its natural length, all of its titles whole.
    /// - Note: NaN, negative and infinite lengths are made safe first (``sanitizedLength(_:)``); never less than `least`.
    public static func requestedMainLength(natural: Double, least: Double) -> Double {
        let (natural, least) = (sanitizedLength(natural), sanitizedLength(least))
        guard least <= scrollingMinimum else { return natural }
        return max(least, min(natural, scrollingNaturalCap))
    }

    /// The most ``minimumMainLength(metrics:style:axis:natural:)`` asks of an equal bar: wider than any screen (an 8K
    /// one is 7,680 pixels), about 500 squeezed segments. An equal bar of thousands of segments, which can show
    /// none of them whole, must not demand a window X11 cannot make (32,767 pixels at most): past this its
    /// segments overlap as GTK squeezes it, and the scrolling presets are the way to show that many.
    public static let maximumEqualMinimum: Double = 8_192

    /// The least length along the bar that still draws every segment apart: a horizontal ``WidthMode/equal``
    /// bar, which neither scrolls nor lists its segments, squeezes each title down to an ellipsis (estimated as
    /// one em of the larger title font) beside its icon and badge, with ``SegmentLayout/squeezedPadding(_:buttons:)``
    /// around them, every segment as wide as the widest of these; any other bar needs ``scrollingMinimum``. Never
    /// more than `natural`, the bar's ``mainLength(metrics:style:axis:)``, which a caller measuring the bar has
    /// found already (a second pass over 100,000 segments' metrics would cost a swipe frame about a millisecond).
    ///
    /// Below it an equal bar's segments would be narrower than their icons and badges, which would run into
    /// their neighbours: GTK gives a widget at least its minimum, as it does GtkNotebook's tabs. A closable strip
    /// (``SegmentStyle/scrollsWhenSqueezed``) asks for ``scrollingMinimum`` instead and scrolls there: the user
    /// opens its tabs, forty of which asked for a window wider than the screen.
    /// - Note: At most ``maximumEqualMinimum``; a NaN, negative or infinite `natural` is made safe first
    ///   (``sanitizedLength(_:)``), so the result is always a finite length.
    @_optimize(speed)
    public static func minimumMainLength(
        metrics: [ItemMetrics], style: SegmentStyle, axis: LayoutAxis, natural: Double
    ) -> Double {
        let natural = sanitizedLength(natural)
        guard axis == .horizontal, style.widthMode == .equal, !style.scrollsWhenSqueezed, !metrics.isEmpty else {
            return min(natural, scrollingMinimum)
        }
        return min(natural, leastEqualLength(metrics: metrics, style: style), maximumEqualMinimum)
    }

    /// The length a horizontal equal bar needs to show every segment squeezed to its own least content
    /// (``SegmentLayout/leastContent(_:ellipsis:)``) with ``SegmentLayout/squeezedPadding(_:buttons:)`` around it:
    /// what such a bar asks of its window, and below which a closable strip scrolls
    /// (``SegmentStyle/scrollsWhenSqueezed``). Each segment counts its own icon and badge: one "99+" badge
    /// counted in every segment raised a five-tab bar's minimum from 250 to 364 pt, past a phone's width.
    public static func leastEqualLength(metrics: [ItemMetrics], style: SegmentStyle) -> Double {
        let n = Double(metrics.count)
        let gap = SegmentLayout.squeezedPadding(
            2 * sanitizedLength(style.itemPadding),
            buttons: SegmentLayout.squeezedButtonRoom(style, axis: .horizontal))
        let ellipsis = SegmentLayout.squeezeEllipsis(style)
        let contents = metrics.reduce(0.0) { $0 + SegmentLayout.leastContent($1, ellipsis: ellipsis) }
        return style.contentInsets.horizontal + sanitizedLength(style.spacing) * max(0, n - 1) + n * gap + contents
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
