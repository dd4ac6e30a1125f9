import CGtk

/// The order Tab and Shift+Tab go through a tab strip: its start action widget, the bar itself (its tabs), the
/// overflow button, then its end action widget, as they show (the overflow button sits between the tabs and the end
/// widget), and as GtkNotebook orders its action widgets around its tabs.
///
/// GTK's own order puts a focusable container before its children, so the start widget ("Open a document", drawn
/// before the first tab) came after the tabs, and Shift+Tab from the tabs left the strip without reaching it.
extension SegmentBarController {
    /// One place the focus can be in a tab strip.
    private enum FocusStop: Equatable {
        case bar
        case child(UnsafeMutablePointer<GtkWidget>)
    }

    /// The strip's Tab stops in order; `nil` when it has no start widget and GTK's order is the right one.
    private var focusStops: [FocusStop]? {
        guard let start = tabStrip.startWidget else { return nil }
        let end = tabStrip.endWidget.map { [FocusStop.child($0)] } ?? []
        let menu = overflow.madeButton.map { [FocusStop.child($0)] } ?? []
        return [.child(start), .bar] + menu + end
    }

    /// Moves the focus within or out of the strip for Tab (`direction` forward) or Shift+Tab; `nil` leaves it to
    /// GTK (no start widget, or another direction). Returns whether the focus stays in the strip.
    func moveFocus(_ direction: GtkDirectionType) -> Bool? {
        guard direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD, let stops = focusStops
        else { return nil }
        let ordered = direction == GTK_DIR_TAB_FORWARD ? stops : stops.reversed()
        let current: FocusStop? =
            gtk_widget_is_focus(widget) != 0
            ? .bar : gtk_widget_get_focus_child(widget).flatMap { child in ordered.first { $0 == .child(child) } }
        var next = ordered.startIndex
        if let current, let at = ordered.firstIndex(of: current) {
            // Within the child that has the focus first (a box of several buttons), then on to the next stop.
            if case .child(let child) = current, gtk_widget_child_focus(child, direction) != 0 { return true }
            next = ordered.index(after: at)
        }
        for stop in ordered[next...] {
            switch stop {
            case .bar:
                if gtk_widget_grab_focus(widget) != 0 { return true }
            case .child(let child):
                if gtk_widget_get_visible(child) != 0, gtk_widget_child_focus(child, direction) != 0 { return true }
            }
        }
        return false
    }
}
