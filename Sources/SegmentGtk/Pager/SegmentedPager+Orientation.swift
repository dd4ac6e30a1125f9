import SegmentCore

extension SegmentedPager {
    /// Which way the pages slide (GtkOrientable's `orientation`, the same as ``stack``'s).
    ///
    /// The bar's orientation follows ``placement`` instead: `.start` and `.end` make it a vertical sidebar.
    /// Sidebar tabs usually go with `.vertical` pages, so the pages move the way the indicator does.
    public var orientation: LayoutAxis {
        get { stack.orientation }
        set { stack.orientation = newValue }
    }
}
