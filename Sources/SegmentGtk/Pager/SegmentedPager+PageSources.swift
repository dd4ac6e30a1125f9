import CGtk

extension SegmentedPager {
    /// Makes pages lazily with `factory` from now on (every page is made again when next shown).
    ///
    /// For a pager that was made without pages, such as one from a `.ui` file or from C's `segmented_pager_new`.
    /// `nil` removes the factory: pages are empty placeholders from then on, with nothing logged.
    public func setPageFactory(_ factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?) {
        SegmentedPagerType.controller(widget)?.setPages(factory: factory, widgets: nil)
    }

    /// Uses `pages`, one per segment, from now on; a count mismatch is logged and missing pages show a placeholder.
    public func setPageWidgets(_ pages: [UnsafeMutablePointer<GtkWidget>]) {
        SegmentedPagerType.controller(widget)?.setPages(factory: nil, widgets: pages)
    }
}
