import CGtk
import SegmentCore

extension SegmentBarController {
    /// Minimum and natural size along one axis, from the core's natural size.
    ///
    /// Along the bar (horizontally, or vertically in a vertical bar) the minimum is small when the bar scrolls
    /// (fitted) rather than forcing the window wide (or tall), and so is the natural length past a cap
    /// (``NaturalSize/requestedMainLength(natural:least:)``); an equal bar squeezes its titles to an ellipsis each
    /// and no further (``NaturalSize/minimumMainLength(metrics:style:axis:natural:)``).
    ///
    /// An empty bar measures as one segment titled "Segment", so removing every item (or adding the first)
    /// keeps the bar's size and the layout around it does not jump.
    func measure(horizontal: Bool) -> (minimum: Double, natural: Double) {
        let lengths = naturalLengthsNow()
        // Action widgets sit beside the segments and take their natural size (``TabStrip``).
        if horizontal == (axis == .horizontal) {
            let actions = actionInsets.leading + actionInsets.trailing
            return (
                lengths.least + actions,
                NaturalSize.requestedMainLength(natural: lengths.main, least: lengths.least) + actions
            )
        }
        let across = max(lengths.cross, tabStrip.actionBreadth(across: axis))
        return (across, across)
    }

    /// The core's natural lengths along and across the bar, found again only when the metrics, the style or
    /// the axis changed since (``naturalLengths``).
    private func naturalLengthsNow() -> (main: Double, least: Double, cross: Double) {
        // Asked every time: ``currentMetrics()`` settles a pending restyle, which may drop the metrics.
        let metrics = model.count == 0 ? [exactMetrics(SegmentItem("Segment"))] : currentMetrics()
        let style = style
        if model.count > 0, let known = naturalLengths, known.axis == axis, known.style == style {
            return (known.main, known.least, known.cross)
        }
        let main = NaturalSize.mainLength(metrics: metrics, style: style, axis: axis)
        let least = NaturalSize.minimumMainLength(metrics: metrics, style: style, axis: axis, natural: main)
        let cross = NaturalSize.crossLength(metrics: metrics, style: style, axis: axis)
        // An empty bar measures a stand-in that is not in ``metrics``, so its lengths are not kept.
        if model.count > 0 { naturalLengths = (style, axis, main, least, cross) }
        return (main, least, cross)
    }

    /// The bar's CSS or one of its nodes' changed (theme, dark mode, a provider, a state such as `:backdrop`):
    /// reads the CSS again, and measures again only when what the core lays out with changed.
    ///
    /// One restyle reaches the bar once per node (each node's `css_changed`, 20 and more while a bar is
    /// first shown), so this only forgets what was read; the CSS is read once, when the bar is next measured
    /// or drawn (``appearance``), and compared with what was laid out before the first of these calls.
    func styleChanged() {
        if !restylePending {
            restylePending = true
            metricsBeforeRestyle = appearanceStorage?.metrics
        }
        forgetAppearance()
        gtk_widget_queue_resize(widget)
    }

    /// Font, resolution and icon theme changes from GtkSettings.
    func systemSettingChanged(_ setting: GtkSystemSetting) {
        switch setting {
        case GTK_SYSTEM_SETTING_ICON_THEME:
            icons.removeAll()
            gtk_widget_queue_draw(widget)
        default:
            forgetAppearance()
            invalidateMetrics()
        }
    }

    /// Puts the style's class on the bar for CSS: the preset's name (`underline`, `scrollable`, `capsule`,
    /// `icons`, `cursor`; also for a preset given another width mode), or for a custom style its indicator
    /// shape's (`underline`, `capsule`, `box`, `dot`); the `indicator` node carries the shape's class in every case.
    func updateStyleClasses() {
        // Plain arrays and a switch: the first Dictionary or Set of a new key type costs the Swift runtime a
        // scan of every protocol conformance in the process (about 0.35 M instructions) on the way to the first frame.
        let wanted =
            SegmentStyle.familyName(of: requestedStyle) ?? BarNodes.cssClass(of: requestedStyle.indicator.shape)
        for name in SegmentStyle.presetNames + BarNodes.shapeClasses where name != wanted {
            name.withCString { gtk_widget_remove_css_class(widget, $0) }
        }
        wanted?.withCString { gtk_widget_add_css_class(widget, $0) }
        nodes.setIndicatorShape(requestedStyle.indicator.shape)
    }
}
