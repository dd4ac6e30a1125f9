import CGtk
import SegmentCore

/// The keyboard focus follows the pages: when the page that holds it leaves the screen, it moves into the page
/// the stack comes to, as GtkNotebook moves it into the new page.
///
/// GTK takes the focus out of a page when the stack hides it (child-invisible), and gives it to the nearest
/// focusable ancestor, the stack's page area: after Ctrl+Page Down in a text view the user would have to click
/// into the next document before typing. Instead the focus goes to the first widget of the new page that takes
/// it (`gtk_widget_child_focus`, forward), or stays on the page area when the page has none; a page the user
/// comes back to gets the widget it had the focus on (``PageFocusMemory``), as GtkNotebook keeps each page's last
/// focus child. It moves only while the page area or nothing holds it, so a click elsewhere in the meantime wins.
extension PagedStackController {
    /// The frame (a direct child of the stack) that holds the keyboard focus, if a page does.
    func frameHoldingFocus() -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return frame(containing: gtk_root_get_focus(root))
    }

    /// The frame that `descendant` is in, if it is in one of the stack's pages.
    private func frame(containing descendant: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget>? {
        guard var current = descendant, current != widget else { return nil }
        while let parent = gtk_widget_get_parent(current) {
            if parent == widget { return frames.values.contains(current) ? current : nil }
            current = parent
        }
        return nil
    }

    /// After a pass of ``syncPages(prefetch:)``: `focused` held the focus before it; if that frame was hidden or
    /// released, the focus is owed to the page the stack comes to rest on (``giveOwedFocus(to:)``).
    func noteFocus(leaving focused: UnsafeMutablePointer<GtkWidget>?) {
        guard let focused, !(frames.values.contains(focused) && gtk_widget_get_child_visible(focused) != 0) else {
            return
        }
        focusOwed = true
        // A page hidden, not released: GTK has not moved the focus out of it yet, so the focus is its own.
        if frames.values.contains(focused), let root = gtk_widget_get_root(widget), let now = gtk_root_get_focus(root),
            frame(containing: now) == focused
        {
            focusMemory.remember(now, in: focused)
        }
    }

    /// The stack has come to rest on `page` (a commit): gives it the focus a page that left the screen held,
    /// unless the user has put the focus elsewhere meanwhile. The focus may still be on the hidden page (GTK
    /// moves it out later) or a removed one, on the page area, or nowhere; anywhere else, the user put it there.
    func giveOwedFocus(to page: Int) {
        guard focusOwed, let frame = frames[page], gtk_widget_get_child_visible(frame) != 0 else { return }
        focusOwed = false
        guard let root = gtk_widget_get_root(widget) else { return }
        let now = gtk_root_get_focus(root)
        let onHiddenPage = self.frame(containing: now).map { gtk_widget_get_child_visible($0) == 0 } ?? false
        // A removed page's widget stays the window's focus, out of the window, until something takes it.
        let removed = now.map { gtk_widget_get_root($0) != root } ?? false
        guard now == nil || now == widget || onHiddenPage || removed else { return }
        if let remembered = focusMemory.take(frame) {
            defer { g_object_unref(remembered) }
            if gtk_widget_is_ancestor(gcast(remembered), frame) != 0, gtk_widget_grab_focus(gcast(remembered)) != 0 {
                return
            }
        }
        if gtk_widget_child_focus(frame, GTK_DIR_TAB_FORWARD) == 0 { gtk_widget_grab_focus(widget) }
    }
}

/// The widget that last held the keyboard focus in each page that left the screen with it, as GtkNotebook keeps
/// each page's last focus child, so a page the user comes back to has its focus where it was.
///
/// Weak references (`GWeakRef`): a widget destroyed meanwhile is forgotten, and nothing here keeps one alive.
/// Kept by frame; a frame the stack releases is forgotten with it (``forget(_:)``).
@MainActor
final class PageFocusMemory {
    private var references = SmallMap<UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GWeakRef>>()

    /// Remembers that `focus` held the focus in `frame`.
    func remember(_ focus: UnsafeMutablePointer<GtkWidget>, in frame: UnsafeMutablePointer<GtkWidget>) {
        forget(frame)
        let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, focus)
        references[frame] = reference
    }

    /// The widget remembered for `frame`, forgotten now: a new reference the caller releases, or `nil` when
    /// there is none or it was destroyed.
    func take(_ frame: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutableRawPointer? {
        guard let reference = references[frame] else { return nil }
        defer { forget(frame) }
        return g_weak_ref_get(reference)
    }

    /// Forgets what was remembered for `frame`.
    func forget(_ frame: UnsafeMutablePointer<GtkWidget>) {
        guard let reference = references.removeValue(forKey: frame) else { return }
        g_weak_ref_clear(reference)
        reference.deallocate()
    }
}
