import CGtk
import SegmentCore

extension SegmentBarController {
    /// Minimum and natural size along one axis, from the core's natural size.
    ///
    /// Horizontally the minimum is small because the bar scrolls (fitted)
    /// or squeezes its segments (equal) rather than forcing the window wide.
    ///
    /// An empty bar measures as one segment titled "Segment", so removing every item (or adding the first)
    /// keeps the bar's size and the layout around it does not jump.
    func measure(horizontal: Bool) -> (minimum: Double, natural: Double) {
        let metrics = model.count == 0 ? [exactMetrics(SegmentItem("Segment"))] : currentMetrics()
        if horizontal {
            let natural = NaturalSize.width(metrics: metrics, style: style)
            return (min(natural, 48), natural)
        }
        let height = NaturalSize.height(metrics: metrics, style: style)
        return (height, height)
    }

    /// The bar's CSS changed: colours always, measurements only when the font did.
    func styleChanged() {
        theme.invalidate()
        let font = currentFontName()
        if font != lastFontName {
            lastFontName = font
            invalidateMetrics()
        }
        updateShapeClass()
        gtk_widget_queue_draw(widget)
    }

    /// Font, resolution and icon theme changes from GtkSettings.
    func systemSettingChanged(_ setting: GtkSystemSetting) {
        switch setting {
        case GTK_SYSTEM_SETTING_ICON_THEME:
            icons.removeAll()
            gtk_widget_queue_draw(widget)
        default:
            invalidateMetrics()
        }
    }

    /// The CSS font of the bar, to tell real font changes from state-only CSS changes.
    private func currentFontName() -> String {
        guard let description = pango_context_get_font_description(gtk_widget_get_pango_context(widget)),
            let text = pango_font_description_to_string(description)
        else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Keeps exactly one shape class (`underline`, `capsule`, `box`, `dot`) on the bar for CSS.
    func updateShapeClass() {
        let names: [IndicatorShape: String] = [.underline: "underline", .capsule: "capsule", .box: "box", .dot: "dot"]
        for (shape, name) in names {
            if shape == style.indicator.shape {
                gtk_widget_add_css_class(widget, name)
            } else {
                gtk_widget_remove_css_class(widget, name)
            }
        }
    }
}
