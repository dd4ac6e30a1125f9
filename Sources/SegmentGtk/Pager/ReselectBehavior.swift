import CGtk

/// What a SegmentedPager does when the user activates the segment that is already selected.
public enum ReselectBehavior {
    /// Nothing besides the `reselected` event.
    case nothing
    /// Scroll the page's first GtkScrolledWindow back to the top (the usual app behaviour). The default.
    case scrollToStart
    /// Call the app with the index and the page's widget (`nil` if the page does not exist or is a placeholder).
    case custom(@MainActor (Int, UnsafeMutablePointer<GtkWidget>?) -> Void)
}

/// Where a SegmentedPager puts its bar.
public enum BarPlacement: Sendable, Hashable {
    /// Above the pages.
    case top
    /// Below the pages.
    case bottom
    /// Beside the pages at the start of the line (left in left-to-right, right in right-to-left): sidebar
    /// tabs. The bar is vertical there (its `orientation` follows the placement).
    case start
    /// Beside the pages at the end of the line; the bar is vertical.
    case end
}
