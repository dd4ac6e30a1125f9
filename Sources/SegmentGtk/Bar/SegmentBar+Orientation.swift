import SegmentCore

extension SegmentBar {
    /// Which way the segments run (GtkOrientable's `orientation`): side by side (`.horizontal`, the default)
    /// or stacked top to bottom (`.vertical`).
    ///
    /// A vertical bar is as wide as its widest title; its line indicator hugs the trailing side of a segment
    /// (`.below`) or the leading side (`.above`), mirrored in right-to-left; it scrolls vertically with the
    /// same fades, badge hints and overflow menu, and Up and Down move its selection. The bar of a
    /// ``SegmentedPager`` takes its orientation from the pager's ``SegmentedPager/placement``.
    public var orientation: LayoutAxis {
        get { controller.axis }
        set { controller.axis = newValue }
    }
}
