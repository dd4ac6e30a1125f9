import CGtk

/// The paging switches of the pager's pages, also GObject properties of the pager (the same as its stack's).
extension SegmentedPager {
    /// Whether swipes and wheel paging move the pages; see ``PagedStack/isInteractive``.
    public var isInteractive: Bool {
        get { stack.isInteractive }
        set { stack.isInteractive = newValue }
    }

    /// Whether a mouse drag swipes the pages; see ``PagedStack/allowsMouseDrag``.
    public var allowsMouseDrag: Bool {
        get { stack.allowsMouseDrag }
        set { stack.allowsMouseDrag = newValue }
    }

    /// Whether a fast flick carries the pages across several pages; see ``PagedStack/allowsLongSwipes``.
    public var allowsLongSwipes: Bool {
        get { stack.allowsLongSwipes }
        set { stack.allowsLongSwipes = newValue }
    }

    /// Whether a wheel notch turns a page; see ``PagedStack/allowsScrollWheel``.
    public var allowsScrollWheel: Bool {
        get { stack.allowsScrollWheel }
        set { stack.allowsScrollWheel = newValue }
    }

    /// Whether pulling past the first or last page rubber-bands; see ``PagedStack/bounces``.
    public var bounces: Bool {
        get { stack.bounces }
        set { stack.bounces = newValue }
    }

    /// Whether a click on a segment slides the pages to its page or cuts to it; see ``PagedStack/animatesSelection``.
    public var animatesSelection: Bool {
        get { stack.animatesSelection }
        set { stack.animatesSelection = newValue }
    }

    /// Whether the page keys work from anywhere in the window; see ``PagedStack/hasWindowShortcuts``.
    public var hasWindowShortcuts: Bool {
        get { stack.hasWindowShortcuts }
        set { stack.hasWindowShortcuts = newValue }
    }
}
