import CGtk
import SegmentCore

extension SegmentBar {
    /// Draws the indicator of the `custom` shape (``IndicatorShape/custom``) with `drawer`; `nil` draws it by CSS.
    ///
    /// The bar calls `drawer` on every frame it draws the indicator, with the core's rectangle for the current
    /// position (it moves and resizes continuously during animations and swipes) and the segments' own indicator
    /// colour mixed for that position. Append render nodes to ``IndicatorDrawing/snapshot`` only during the
    /// call; the bar saves and restores the snapshot around it.
    ///
    /// ```swift
    /// bar.style.indicator.shape = .custom
    /// bar.setIndicatorDrawer { drawing in
    ///     var bounds = graphene_rect_t(...)  // from drawing.rect
    ///     gtk_snapshot_append_color(drawing.snapshot, &color, &bounds)
    /// }
    /// ```
    public func setIndicatorDrawer(_ drawer: (@MainActor (IndicatorDrawing) -> Void)?) {
        controller.indicatorDrawer = drawer
    }

    /// The tooltip segment `index` shows now: its own, or its whole title when the bar shortens it; `nil` for none
    /// or an index out of range.
    public func tooltipText(at index: Int) -> String? {
        controller.tooltip(of: index)?.text
    }
}
