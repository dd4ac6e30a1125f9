import CGtk
import SegmentGtk

// The paging switches of include/segmentkit.h: SegmentedPager's and PagedStack's setters and getters of their
// boolean properties (a pager's are its PagedStack's), set through g_object_set_property so each change is notified.

/// Sets the boolean property `name` of `widget` (nil after a failed instance check: nothing to set).
@MainActor
private func setSwitch(_ widget: UnsafeMutablePointer<GtkWidget>?, _ name: String, _ on: gboolean) {
    guard let widget else { return }
    setProperty(widget, name, type: cgtk_type_boolean()) { g_value_set_boolean($0, on != 0 ? 1 : 0) }
}

/// A switch as a gboolean; FALSE after a failed instance check (nil).
private func flag(_ on: Bool?) -> gboolean { on == true ? 1 : 0 }

/// `segmented_pager_set_interactive`: property `interactive`.
@MainActor @_cdecl("segmented_pager_set_interactive")
public func segmentedPagerSetInteractive(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.pager(pager, "segmented_pager_set_interactive")?.widget, "interactive", on)
}

/// `segmented_pager_get_interactive`: property `interactive`.
@MainActor @_cdecl("segmented_pager_get_interactive")
public func segmentedPagerGetInteractive(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.pager(pager, "segmented_pager_get_interactive")?.isInteractive)
}

/// `segmented_pager_set_allow_mouse_drag`: property `allow-mouse-drag`.
@MainActor @_cdecl("segmented_pager_set_allow_mouse_drag")
public func segmentedPagerSetAllowMouseDrag(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.pager(pager, "segmented_pager_set_allow_mouse_drag")?.widget, "allow-mouse-drag", on)
}

/// `segmented_pager_get_allow_mouse_drag`: property `allow-mouse-drag`.
@MainActor @_cdecl("segmented_pager_get_allow_mouse_drag")
public func segmentedPagerGetAllowMouseDrag(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.pager(pager, "segmented_pager_get_allow_mouse_drag")?.allowsMouseDrag)
}

/// `segmented_pager_set_allow_long_swipes`: property `allow-long-swipes`.
@MainActor @_cdecl("segmented_pager_set_allow_long_swipes")
public func segmentedPagerSetAllowLongSwipes(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.pager(pager, "segmented_pager_set_allow_long_swipes")?.widget, "allow-long-swipes", on)
}

/// `segmented_pager_get_allow_long_swipes`: property `allow-long-swipes`.
@MainActor @_cdecl("segmented_pager_get_allow_long_swipes")
public func segmentedPagerGetAllowLongSwipes(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.pager(pager, "segmented_pager_get_allow_long_swipes")?.allowsLongSwipes)
}

/// `segmented_pager_set_allow_scroll_wheel`: property `allow-scroll-wheel`.
@MainActor @_cdecl("segmented_pager_set_allow_scroll_wheel")
public func segmentedPagerSetAllowScrollWheel(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.pager(pager, "segmented_pager_set_allow_scroll_wheel")?.widget, "allow-scroll-wheel", on)
}

/// `segmented_pager_get_allow_scroll_wheel`: property `allow-scroll-wheel`.
@MainActor @_cdecl("segmented_pager_get_allow_scroll_wheel")
public func segmentedPagerGetAllowScrollWheel(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.pager(pager, "segmented_pager_get_allow_scroll_wheel")?.allowsScrollWheel)
}

/// `segmented_pager_set_bounces`: property `bounces`.
@MainActor @_cdecl("segmented_pager_set_bounces")
public func segmentedPagerSetBounces(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.pager(pager, "segmented_pager_set_bounces")?.widget, "bounces", on)
}

/// `segmented_pager_get_bounces`: property `bounces`.
@MainActor @_cdecl("segmented_pager_get_bounces")
public func segmentedPagerGetBounces(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.pager(pager, "segmented_pager_get_bounces")?.bounces)
}

/// `segmented_pager_set_animate_selection`: property `animate-selection`.
@MainActor @_cdecl("segmented_pager_set_animate_selection")
public func segmentedPagerSetAnimateSelection(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.pager(pager, "segmented_pager_set_animate_selection")?.widget, "animate-selection", on)
}

/// `segmented_pager_get_animate_selection`: property `animate-selection`.
@MainActor @_cdecl("segmented_pager_get_animate_selection")
public func segmentedPagerGetAnimateSelection(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.pager(pager, "segmented_pager_get_animate_selection")?.animatesSelection)
}

/// `segmented_pager_set_window_shortcuts`: property `window-shortcuts`.
@MainActor @_cdecl("segmented_pager_set_window_shortcuts")
public func segmentedPagerSetWindowShortcuts(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.pager(pager, "segmented_pager_set_window_shortcuts")?.widget, "window-shortcuts", on)
}

/// `segmented_pager_get_window_shortcuts`: property `window-shortcuts`.
@MainActor @_cdecl("segmented_pager_get_window_shortcuts")
public func segmentedPagerGetWindowShortcuts(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.pager(pager, "segmented_pager_get_window_shortcuts")?.hasWindowShortcuts)
}

/// `paged_stack_set_interactive`: property `interactive`.
@MainActor @_cdecl("paged_stack_set_interactive")
public func pagedStackSetInteractive(_ stack: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.stack(stack, "paged_stack_set_interactive")?.widget, "interactive", on)
}

/// `paged_stack_get_interactive`: property `interactive`.
@MainActor @_cdecl("paged_stack_get_interactive")
public func pagedStackGetInteractive(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.stack(stack, "paged_stack_get_interactive")?.isInteractive)
}

/// `paged_stack_set_allow_mouse_drag`: property `allow-mouse-drag`.
@MainActor @_cdecl("paged_stack_set_allow_mouse_drag")
public func pagedStackSetAllowMouseDrag(_ stack: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.stack(stack, "paged_stack_set_allow_mouse_drag")?.widget, "allow-mouse-drag", on)
}

/// `paged_stack_get_allow_mouse_drag`: property `allow-mouse-drag`.
@MainActor @_cdecl("paged_stack_get_allow_mouse_drag")
public func pagedStackGetAllowMouseDrag(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.stack(stack, "paged_stack_get_allow_mouse_drag")?.allowsMouseDrag)
}

/// `paged_stack_set_allow_long_swipes`: property `allow-long-swipes`.
@MainActor @_cdecl("paged_stack_set_allow_long_swipes")
public func pagedStackSetAllowLongSwipes(_ stack: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.stack(stack, "paged_stack_set_allow_long_swipes")?.widget, "allow-long-swipes", on)
}

/// `paged_stack_get_allow_long_swipes`: property `allow-long-swipes`.
@MainActor @_cdecl("paged_stack_get_allow_long_swipes")
public func pagedStackGetAllowLongSwipes(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.stack(stack, "paged_stack_get_allow_long_swipes")?.allowsLongSwipes)
}

/// `paged_stack_set_allow_scroll_wheel`: property `allow-scroll-wheel`.
@MainActor @_cdecl("paged_stack_set_allow_scroll_wheel")
public func pagedStackSetAllowScrollWheel(_ stack: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.stack(stack, "paged_stack_set_allow_scroll_wheel")?.widget, "allow-scroll-wheel", on)
}

/// `paged_stack_get_allow_scroll_wheel`: property `allow-scroll-wheel`.
@MainActor @_cdecl("paged_stack_get_allow_scroll_wheel")
public func pagedStackGetAllowScrollWheel(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.stack(stack, "paged_stack_get_allow_scroll_wheel")?.allowsScrollWheel)
}

/// `paged_stack_set_bounces`: property `bounces`.
@MainActor @_cdecl("paged_stack_set_bounces")
public func pagedStackSetBounces(_ stack: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.stack(stack, "paged_stack_set_bounces")?.widget, "bounces", on)
}

/// `paged_stack_get_bounces`: property `bounces`.
@MainActor @_cdecl("paged_stack_get_bounces")
public func pagedStackGetBounces(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.stack(stack, "paged_stack_get_bounces")?.bounces)
}

/// `paged_stack_set_animate_selection`: property `animate-selection`.
@MainActor @_cdecl("paged_stack_set_animate_selection")
public func pagedStackSetAnimateSelection(_ stack: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.stack(stack, "paged_stack_set_animate_selection")?.widget, "animate-selection", on)
}

/// `paged_stack_get_animate_selection`: property `animate-selection`.
@MainActor @_cdecl("paged_stack_get_animate_selection")
public func pagedStackGetAnimateSelection(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.stack(stack, "paged_stack_get_animate_selection")?.animatesSelection)
}

/// `paged_stack_set_window_shortcuts`: property `window-shortcuts`.
@MainActor @_cdecl("paged_stack_set_window_shortcuts")
public func pagedStackSetWindowShortcuts(_ stack: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(Instances.stack(stack, "paged_stack_set_window_shortcuts")?.widget, "window-shortcuts", on)
}

/// `paged_stack_get_window_shortcuts`: property `window-shortcuts`.
@MainActor @_cdecl("paged_stack_get_window_shortcuts")
public func pagedStackGetWindowShortcuts(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    flag(Instances.stack(stack, "paged_stack_get_window_shortcuts")?.hasWindowShortcuts)
}
