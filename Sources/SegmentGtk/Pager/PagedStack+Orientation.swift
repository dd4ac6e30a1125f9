import SegmentCore

extension PagedStack {
    /// Which way the pages slide (GtkOrientable's `orientation`): sideways (`.horizontal`, the default, in
    /// reading order) or up and down (`.vertical`, the next page below).
    ///
    /// A vertical stack follows vertical drags and touchpad swipes, and the vertical wheel turns one page
    /// per notch (so a page's own scrolled window gets the wheel only across the stack, horizontally).
    public var orientation: LayoutAxis {
        get { controller.axis }
        set { controller.axis = newValue }
    }
}
