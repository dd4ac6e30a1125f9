import CGtk
import SegmentCore

extension SegmentedPagerController {
    /// Lays the bar and the pages out for ``placement``: stacked for `.top` and `.bottom` with a horizontal
    /// bar, side by side for `.start` and `.end` with a vertical bar (sidebar tabs) that is as wide as its
    /// widest title and as tall as the pages.
    ///
    /// The bar's orientation follows the placement; the pages' (the pager's own `orientation`) is the app's
    /// choice, since sidebar tabs over pages that swipe sideways or up and down are both common.
    ///
    /// A bar the pager does not show (``showsBar``) is a horizontal bar of no side: the app places it.
    func orientBar() {
        let beside = showsBar && (placement == .start || placement == .end)
        gtk_orientable_set_orientation(
            OpaquePointer(gtk_widget_get_layout_manager(widget)),
            beside ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        // The box layout gave the pager its own orientation's class: the pager's is its pages' (`orientation`).
        Orientable.updateClasses(widget, stackController.axis)
        barController.axis = beside ? .vertical : .horizontal
        barController.pagerPlacement = showsBar ? placement : nil
        guard showsBar else {
            // Handed to the app, the bar expands as any widget does: set here for the pager's box, it stretched a
            // header bar's title capsule across the header.
            // (Cleared, not only unset: GtkHeaderBar's title area reads the value itself.)
            gtk_widget_set_hexpand(bar.widget, 0)
            gtk_widget_set_vexpand(bar.widget, 0)
            gtk_widget_set_hexpand_set(bar.widget, 0)
            gtk_widget_set_vexpand_set(bar.widget, 0)
            return
        }
        gtk_widget_set_hexpand(bar.widget, beside ? 0 : 1)
        gtk_widget_set_vexpand(bar.widget, beside ? 1 : 0)
        // Above or below the pages the bar's vertical expansion is GTK's default again (computed from its children).
        if !beside { gtk_widget_set_vexpand_set(bar.widget, 0) }
    }
}

extension BarPlacement {
    /// The style class a pager gives its bar for this side, as a GtkNotebook's header has `.top` or `.bottom`.
    var cssClass: String {
        switch self {
        case .top: return "top"
        case .bottom: return "bottom"
        case .start: return "start"
        case .end: return "end"
        }
    }
}
