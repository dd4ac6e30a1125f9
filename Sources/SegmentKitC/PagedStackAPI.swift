import CGtk
import SegmentCore
import SegmentGtk

// The PagedStack part of include/segmentkit.h.

/// `paged_stack_get_type`: the GType `PagedStack`, registered on first use.
@MainActor @_cdecl("paged_stack_get_type")
public func pagedStackGetType() -> GType {
    PagedStack.gtype
}

/// `paged_stack_new`: a floating stack without pages.
@MainActor @_cdecl("paged_stack_new")
public func pagedStackNew() -> UnsafeMutablePointer<GtkWidget> {
    Instances.make(PagedStack.gtype)
}

/// `paged_stack_set_page_func`: the C function (with data and destroy notify) that makes pages lazily.
@MainActor @_cdecl("paged_stack_set_page_func")
public func pagedStackSetPageFunc(
    _ stack: UnsafeMutableRawPointer?, _ function: SegmentPageFunc?, _ userData: gpointer?, _ destroy: GDestroyNotify?
) {
    guard let stack = Instances.stack(stack, "paged_stack_set_page_func") else {
        destroy?(userData)
        return
    }
    guard let function else {
        destroy?(userData)
        return stack.setFactory(nil)
    }
    let pageFunc = PageFunc(function, userData: userData, destroy: destroy)
    stack.setFactory { index in pageFunc.page(index) }
}

/// `paged_stack_set_n_pages`: the number of pages.
@MainActor @_cdecl("paged_stack_set_n_pages")
public func pagedStackSetNPages(_ stack: UnsafeMutableRawPointer?, _ count: guint) {
    Instances.stack(stack, "paged_stack_set_n_pages")?.pageCount = Int(count)
}

/// `paged_stack_get_n_pages`.
@MainActor @_cdecl("paged_stack_get_n_pages")
public func pagedStackGetNPages(_ stack: UnsafeMutableRawPointer?) -> guint {
    guint(Instances.stack(stack, "paged_stack_get_n_pages")?.pageCount ?? 0)
}

/// `paged_stack_insert_page`.
@MainActor @_cdecl("paged_stack_insert_page")
public func pagedStackInsertPage(_ stack: UnsafeMutableRawPointer?, _ index: guint) {
    guard let stack = Instances.stack(stack, "paged_stack_insert_page") else { return }
    do { try stack.insertPage(at: Int(index)) } catch { refused(error, in: "paged_stack_insert_page", holder: .stack) }
}

/// `paged_stack_remove_page`.
@MainActor @_cdecl("paged_stack_remove_page")
public func pagedStackRemovePage(_ stack: UnsafeMutableRawPointer?, _ index: guint) {
    guard let stack = Instances.stack(stack, "paged_stack_remove_page") else { return }
    do { try stack.removePage(at: Int(index)) } catch { refused(error, in: "paged_stack_remove_page", holder: .stack) }
}

/// `paged_stack_move_page`.
@MainActor @_cdecl("paged_stack_move_page")
public func pagedStackMovePage(_ stack: UnsafeMutableRawPointer?, _ from: guint, _ to: guint) {
    guard let stack = Instances.stack(stack, "paged_stack_move_page") else { return }
    do { try stack.movePage(from: Int(from), to: Int(to)) } catch {
        refused(error, in: "paged_stack_move_page", holder: .stack)
    }
}

/// `paged_stack_reload_pages`: drops every page.
@MainActor @_cdecl("paged_stack_reload_pages")
public func pagedStackReloadPages(_ stack: UnsafeMutableRawPointer?) {
    Instances.stack(stack, "paged_stack_reload_pages")?.reloadPages()
}

/// `paged_stack_get_page`: the page's widget if it exists now (transfer none).
@MainActor @_cdecl("paged_stack_get_page")
public func pagedStackGetPage(_ stack: UnsafeMutableRawPointer?, _ index: guint) -> UnsafeMutablePointer<GtkWidget>? {
    Instances.stack(stack, "paged_stack_get_page")?.page(at: Int(index))
}

/// `paged_stack_select`.
@MainActor @_cdecl("paged_stack_select")
public func pagedStackSelect(
    _ stack: UnsafeMutableRawPointer?, _ index: guint, _ animated: gboolean, _ notify: gboolean
) {
    guard let stack = Instances.stack(stack, "paged_stack_select") else { return }
    do { try stack.select(Int(index), animated: animated != 0, notify: notify != 0) } catch {
        refused(error, in: "paged_stack_select", holder: .stack)
    }
}

/// `paged_stack_get_current_page`: -1 when there are no pages.
@MainActor @_cdecl("paged_stack_get_current_page")
public func pagedStackGetCurrentPage(_ stack: UnsafeMutableRawPointer?) -> gint {
    gint(Instances.stack(stack, "paged_stack_get_current_page")?.currentPage ?? -1)
}

/// `paged_stack_get_position`.
@MainActor @_cdecl("paged_stack_get_position")
public func pagedStackGetPosition(_ stack: UnsafeMutableRawPointer?) -> Double {
    Instances.stack(stack, "paged_stack_get_position")?.position ?? 0
}

/// `paged_stack_set_position`.
@MainActor @_cdecl("paged_stack_set_position")
public func pagedStackSetPosition(_ stack: UnsafeMutableRawPointer?, _ position: Double) {
    guard let stack = Instances.stack(stack, "paged_stack_set_position") else { return }
    do { try stack.setPosition(position) } catch { refused(error, in: "paged_stack_set_position", holder: .stack) }
}

/// `paged_stack_set_alive_limit`: a negative limit is none.
@MainActor @_cdecl("paged_stack_set_alive_limit")
public func pagedStackSetAliveLimit(_ stack: UnsafeMutableRawPointer?, _ limit: gint) {
    Instances.stack(stack, "paged_stack_set_alive_limit")?.aliveLimit = limit < 0 ? nil : Int(limit)
}

/// `paged_stack_get_alive_limit`: -1 for none.
@MainActor @_cdecl("paged_stack_get_alive_limit")
public func pagedStackGetAliveLimit(_ stack: UnsafeMutableRawPointer?) -> gint {
    gint(clamping: Instances.stack(stack, "paged_stack_get_alive_limit")?.aliveLimit ?? -1)
}

/// `paged_stack_get_target_page`: -1 without pages.
@MainActor @_cdecl("paged_stack_get_target_page")
public func pagedStackGetTargetPage(_ stack: UnsafeMutableRawPointer?) -> gint {
    gint(clamping: Instances.stack(stack, "paged_stack_get_target_page")?.targetPage ?? -1)
}

/// `paged_stack_get_animating`.
@MainActor @_cdecl("paged_stack_get_animating")
public func pagedStackGetAnimating(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    Instances.stack(stack, "paged_stack_get_animating")?.isAnimating == true ? 1 : 0
}

/// `paged_stack_get_dragging`.
@MainActor @_cdecl("paged_stack_get_dragging")
public func pagedStackGetDragging(_ stack: UnsafeMutableRawPointer?) -> gboolean {
    Instances.stack(stack, "paged_stack_get_dragging")?.isDragging == true ? 1 : 0
}

/// `paged_stack_get_n_alive_pages`: how many pages exist now.
@MainActor @_cdecl("paged_stack_get_n_alive_pages")
public func pagedStackGetNAlivePages(_ stack: UnsafeMutableRawPointer?) -> guint {
    guint(Instances.stack(stack, "paged_stack_get_n_alive_pages")?.alivePages.count ?? 0)
}
