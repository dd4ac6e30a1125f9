import CGtk
import SegmentGtk

// The paging switches of include/segmentkit.h: SegmentedPager's setters and getters of its boolean properties
// (the same properties as its PagedStack's), set through g_object_set_property so each change is notified.

/// Sets the boolean property `name` of the pager at `pointer`, after the usual instance check.
@MainActor
private func setSwitch(_ pointer: UnsafeMutableRawPointer?, _ function: String, _ name: String, _ on: gboolean) {
    guard let pager = Instances.pager(pointer, function) else { return }
    setProperty(pager.widget, name, type: cgtk_type_boolean()) { g_value_set_boolean($0, on != 0 ? 1 : 0) }
}

/// The switch `keyPath` of the pager at `pointer` as a gboolean; FALSE after a failed instance check.
@MainActor
private func getSwitch(
    _ pointer: UnsafeMutableRawPointer?, _ function: String, _ keyPath: KeyPath<SegmentedPager, Bool>
) -> gboolean {
    guard let pager = Instances.pager(pointer, function) else { return 0 }
    return pager[keyPath: keyPath] ? 1 : 0
}

/// `segmented_pager_set_interactive`: property `interactive`.
@MainActor @_cdecl("segmented_pager_set_interactive")
public func segmentedPagerSetInteractive(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(pager, "segmented_pager_set_interactive", "interactive", on)
}

/// `segmented_pager_get_interactive`: property `interactive`.
@MainActor @_cdecl("segmented_pager_get_interactive")
public func segmentedPagerGetInteractive(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    getSwitch(pager, "segmented_pager_get_interactive", \.isInteractive)
}

/// `segmented_pager_set_allow_mouse_drag`: property `allow-mouse-drag`.
@MainActor @_cdecl("segmented_pager_set_allow_mouse_drag")
public func segmentedPagerSetAllowMouseDrag(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(pager, "segmented_pager_set_allow_mouse_drag", "allow-mouse-drag", on)
}

/// `segmented_pager_get_allow_mouse_drag`: property `allow-mouse-drag`.
@MainActor @_cdecl("segmented_pager_get_allow_mouse_drag")
public func segmentedPagerGetAllowMouseDrag(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    getSwitch(pager, "segmented_pager_get_allow_mouse_drag", \.allowsMouseDrag)
}

/// `segmented_pager_set_allow_long_swipes`: property `allow-long-swipes`.
@MainActor @_cdecl("segmented_pager_set_allow_long_swipes")
public func segmentedPagerSetAllowLongSwipes(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(pager, "segmented_pager_set_allow_long_swipes", "allow-long-swipes", on)
}

/// `segmented_pager_get_allow_long_swipes`: property `allow-long-swipes`.
@MainActor @_cdecl("segmented_pager_get_allow_long_swipes")
public func segmentedPagerGetAllowLongSwipes(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    getSwitch(pager, "segmented_pager_get_allow_long_swipes", \.allowsLongSwipes)
}

/// `segmented_pager_set_allow_scroll_wheel`: property `allow-scroll-wheel`.
@MainActor @_cdecl("segmented_pager_set_allow_scroll_wheel")
public func segmentedPagerSetAllowScrollWheel(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(pager, "segmented_pager_set_allow_scroll_wheel", "allow-scroll-wheel", on)
}

/// `segmented_pager_get_allow_scroll_wheel`: property `allow-scroll-wheel`.
@MainActor @_cdecl("segmented_pager_get_allow_scroll_wheel")
public func segmentedPagerGetAllowScrollWheel(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    getSwitch(pager, "segmented_pager_get_allow_scroll_wheel", \.allowsScrollWheel)
}

/// `segmented_pager_set_bounces`: property `bounces`.
@MainActor @_cdecl("segmented_pager_set_bounces")
public func segmentedPagerSetBounces(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(pager, "segmented_pager_set_bounces", "bounces", on)
}

/// `segmented_pager_get_bounces`: property `bounces`.
@MainActor @_cdecl("segmented_pager_get_bounces")
public func segmentedPagerGetBounces(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    getSwitch(pager, "segmented_pager_get_bounces", \.bounces)
}

/// `segmented_pager_set_animate_selection`: property `animate-selection`.
@MainActor @_cdecl("segmented_pager_set_animate_selection")
public func segmentedPagerSetAnimateSelection(_ pager: UnsafeMutableRawPointer?, _ on: gboolean) {
    setSwitch(pager, "segmented_pager_set_animate_selection", "animate-selection", on)
}

/// `segmented_pager_get_animate_selection`: property `animate-selection`.
@MainActor @_cdecl("segmented_pager_get_animate_selection")
public func segmentedPagerGetAnimateSelection(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    getSwitch(pager, "segmented_pager_get_animate_selection", \.animatesSelection)
}
