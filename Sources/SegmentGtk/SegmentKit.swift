import CGtk

/// What concerns SegmentKit as a whole rather than one widget.
@MainActor
public enum SegmentKit {
    /// Registers `SegmentBar`, `PagedStack` and `SegmentedPager` with GObject, so GtkBuilder `.ui` files can name them.
    ///
    /// GTypes are registered on first use; a `.ui` file is read before any
    /// Swift code touches the types, so call this once after `gtk_init`.
    public static func registerTypes() {
        g_type_ensure(SegmentBar.gtype)
        g_type_ensure(PagedStack.gtype)
        g_type_ensure(SegmentedPager.gtype)
    }
}
