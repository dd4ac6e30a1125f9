import CGtk

/// The order Tab and Shift+Tab go through a tab strip: its start action widget, the bar itself (its tabs), the
/// overflow button, then its end action widget, as they show (the overflow button sits between the tabs and the end
/// widget), and as GtkNotebook orders its action widgets around its tabs. The arrows along the bar go through the
/// same stops as they show on screen (mirrored right to left), so an arrow from an action widget reaches the tabs.
///
/// GTK's own order puts a focusable container before its children, so the start widget ("Open a document", drawn
/// before the first tab) came after the tabs, and Shift+Tab from the tabs left the strip without reaching it. GTK's
/// arrows go from a child to the nearest other child, never to the container, so Right from the start widget skipped
/// the tabs for the overflow button.
extension SegmentBarController {
    /// One place the focus can be in a tab strip.
    private enum FocusStop: Equatable {
        case bar
        case child(UnsafeMutablePointer<GtkWidget>)
    }

    /// The strip's stops in order; `nil` when the bar has no action widget or overflow button, and GTK's order (the
    /// bar alone) is the right one.
    private var focusStops: [FocusStop]? {
        let start = tabStrip.startWidget.map { [FocusStop.child($0)] } ?? []
        let menu = overflow.madeButton.map { [FocusStop.child($0)] } ?? []
        let end = tabStrip.endWidget.map { [FocusStop.child($0)] } ?? []
        guard !(start + menu + end).isEmpty else { return nil }
        return start + [.bar] + menu + end
    }

    /// Whether `move` goes forward through the stops (towards the end widget), backward, or is not the strip's to
    /// order (`nil`: an arrow across the bar, which leaves it as GTK moves it).
    private func isForward(_ move: GtkDirectionType) -> Bool? {
        switch move {
        case GTK_DIR_TAB_FORWARD: true
        case GTK_DIR_TAB_BACKWARD: false
        case GTK_DIR_RIGHT where axis == .horizontal: direction == .leftToRight
        case GTK_DIR_LEFT where axis == .horizontal: direction == .rightToLeft
        case GTK_DIR_DOWN where axis == .vertical: true
        case GTK_DIR_UP where axis == .vertical: false
        default: nil
        }
    }

    /// Moves the focus within or out of the strip for Tab, Shift+Tab or an arrow along the bar; `nil` leaves it to
    /// GTK (nothing but the bar, or an arrow across it). Returns whether the focus stays in the strip.
    func moveFocus(_ direction: GtkDirectionType) -> Bool? {
        guard let forward = isForward(direction), let stops = focusStops else { return nil }
        let ordered = forward ? stops : stops.reversed()
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
