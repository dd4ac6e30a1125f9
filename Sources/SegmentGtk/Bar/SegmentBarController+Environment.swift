import CGtk
import SegmentCore

extension SegmentBarController {
    /// Minimum and natural size along one axis, from the core's natural size.
    ///
    /// Along the bar (horizontally, or vertically in a vertical bar) the minimum is small because the bar
    /// scrolls (fitted) or squeezes its segments (equal) rather than forcing the window wide (or tall).
    ///
    /// An empty bar measures as one segment titled "Segment", so removing every item (or adding the first)
    /// keeps the bar's size and the layout around it does not jump.
    func measure(horizontal: Bool) -> (minimum: Double, natural: Double) {
        let metrics = model.count == 0 ? [exactMetrics(SegmentItem("Segment"))] : currentMetrics()
        if horizontal == (axis == .horizontal) {
            let natural = NaturalSize.mainLength(metrics: metrics, style: style, axis: axis)
            return (min(natural, 48), natural)
        }
        let across = NaturalSize.crossLength(metrics: metrics, style: style, axis: axis)
        return (across, across)
    }

    /// The bar's CSS or one of its nodes' changed (theme, dark mode, a provider, a state such as `:backdrop`):
    /// reads the CSS again, and measures again only when what the core lays out with changed.
    func styleChanged() {
        let before = appearanceStorage?.metrics
        forgetAppearance()
        if appearance.metrics != before {
            invalidateMetrics()
        }
        gtk_widget_queue_draw(widget)
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
    /// `icons`, `cursor`), or for a custom style its indicator shape's (`underline`, `capsule`, `box`, `dot`);
    /// the `indicator` node carries the shape's class in every case.
    func updateStyleClasses() {
        let shapeNames: [IndicatorShape: String] = [
            .underline: "underline", .capsule: "capsule", .box: "box", .dot: "dot",
        ]
        let wanted = SegmentStyle.presetName(of: requestedStyle) ?? shapeNames[requestedStyle.indicator.shape]
        for name in Set(SegmentStyle.presetNames + shapeNames.values) where name != wanted {
            gtk_widget_remove_css_class(widget, name)
        }
        if let wanted { gtk_widget_add_css_class(widget, wanted) }
        nodes.setIndicatorShape(requestedStyle.indicator.shape)
    }
}
