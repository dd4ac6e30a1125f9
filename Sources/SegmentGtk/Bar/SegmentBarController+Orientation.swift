import CGtk
import SegmentCore

extension SegmentBarController {
    /// A new orientation: measure and lay out again, tell CSS (`.vertical`) and assistive technologies, and notify `orientation`.
    func axisChanged(from old: LayoutAxis) {
        guard axis != old else { return }
        updateOrientationClasses()
        makeNeededNodes()
        Orientable.updateAccessible(widget, axis)
        cancelPressUnderway()
        stopScrollMotion()
        scrollOffset = 0
        invalidateMetrics()
        SegmentBarType.properties.notify(widget, .orientation)
    }

    /// Whether a pager placed this bar after its pages, so its edges facing them are the top or the leading side.
    var isAfterPages: Bool { pagerPlacement == .bottom || pagerPlacement == .end }

    /// A pager placed the bar elsewhere: the CSS class naming its side (`.top`, `.bottom`, `.start`, `.end`, as a
    /// GtkNotebook's header has), and a new layout when the indicator changes edge.
    func pagerPlacementChanged(from old: BarPlacement?) {
        guard pagerPlacement != old else { return }
        if let old { old.cssClass.withCString { gtk_widget_remove_css_class(widget, $0) } }
        if let pagerPlacement { pagerPlacement.cssClass.withCString { gtk_widget_add_css_class(widget, $0) } }
        needsLayout()
    }

    /// The `.horizontal` or `.vertical` style class, as GTK's orientable widgets carry it.
    func updateOrientationClasses() {
        Orientable.updateClasses(widget, axis)
    }

    /// The coordinate along the bar of the view point (`x`, `y`): what hit tests, hovers and drags read.
    func mainCoordinate(_ x: Double, _ y: Double) -> Double {
        axis.mainCoordinate(x: x, y: y)
    }

    /// Up and Down (or Page Up and Page Down): the previous and next segment of a vertical bar; with
    /// `movingTab` (Alt+Up and Alt+Down), the selected tab of a reorderable one moves up or down instead.
    ///
    /// Returns false when the key does nothing here (a horizontal bar, the focus on one of the bar's children, or a
    /// move in a bar that does not reorder), so it goes on to GTK's focus navigation or the app's shortcuts.
    func verticalArrow(down: Bool, movingTab: Bool) -> Bool {
        // Only the bar's own focus: on its action widgets or overflow button the arrows move the focus as GTK's do.
        guard axis == .vertical, gtk_widget_is_focus(widget) != 0 else { return false }
        if movingTab {
            guard isReorderable else { return false }
            keyboardMoveTab(down ? "forward" : "backward")
        } else {
            keyboardMove(down ? .next : .previous)
        }
        return true
    }
}

extension SegmentBarController {
    /// The point at `coordinate` along the bar, half-way across `rect`: an end of an edge fade's gradient.
    func gradientPoint(along coordinate: Double, in rect: SegmentRect) -> graphene_point_t {
        axis == .vertical
            ? graphene_point_t(x: Float(rect.midX), y: Float(coordinate))
            : graphene_point_t(x: Float(coordinate), y: Float(rect.midY))
    }
}
