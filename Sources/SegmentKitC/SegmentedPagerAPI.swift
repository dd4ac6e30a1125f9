import CGtk
import SegmentCore
import SegmentGtk

// The SegmentedPager part of include/segmentkit.h.

/// `segmented_pager_get_type`: the GType `SegmentedPager`, registered on first use.
@MainActor @_cdecl("segmented_pager_get_type")
public func segmentedPagerGetType() -> GType {
    SegmentedPager.gtype
}

/// `segmented_pager_new`: a floating pager without segments or pages.
@MainActor @_cdecl("segmented_pager_new")
public func segmentedPagerNew() -> UnsafeMutablePointer<GtkWidget> {
    Instances.make(SegmentedPager.gtype)
}

/// `segmented_pager_set_titles`: replaces every segment at once and reloads the pages.
@MainActor @_cdecl("segmented_pager_set_titles")
public func segmentedPagerSetTitles(_ pager: UnsafeMutableRawPointer?, _ titles: UnsafePointer<UnsafePointer<CChar>?>?)
{
    Instances.pager(pager, "segmented_pager_set_titles")?.items = strings(titles, in: "segmented_pager_set_titles").map
    { SegmentItem($0) }
}

/// `segmented_pager_get_titles`: the titles as a new strv (transfer full).
@MainActor @_cdecl("segmented_pager_get_titles")
public func segmentedPagerGetTitles(_ pager: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<
    UnsafeMutablePointer<CChar>?
>? {
    Instances.pager(pager, "segmented_pager_get_titles").map { newStrv($0.items.map(\.title)) }
}

/// `segmented_pager_get_n_items`.
@MainActor @_cdecl("segmented_pager_get_n_items")
public func segmentedPagerGetNItems(_ pager: UnsafeMutableRawPointer?) -> guint {
    guint(Instances.pager(pager, "segmented_pager_get_n_items")?.items.count ?? 0)
}

/// `segmented_pager_set_page_func`: the C function (with data and destroy notify) that makes pages lazily.
@MainActor @_cdecl("segmented_pager_set_page_func")
public func segmentedPagerSetPageFunc(
    _ pager: UnsafeMutableRawPointer?, _ function: SegmentPageFunc?, _ userData: gpointer?, _ destroy: GDestroyNotify?
) {
    guard let pager = Instances.pager(pager, "segmented_pager_set_page_func") else {
        destroy?(userData)
        return
    }
    guard let function else {
        destroy?(userData)
        return pager.setPageFactory(nil)
    }
    let pageFunc = PageFunc(function, userData: userData, destroy: destroy)
    pager.setPageFactory { index in pageFunc.page(index) }
}

/// `segmented_pager_set_pages`: ready-made pages, one per segment (each referenced by the pager).
@MainActor @_cdecl("segmented_pager_set_pages")
public func segmentedPagerSetPages(
    _ pager: UnsafeMutableRawPointer?, _ pages: UnsafeMutablePointer<UnsafeMutablePointer<GtkWidget>?>?,
    _ count: guint
) {
    guard let pager = Instances.pager(pager, "segmented_pager_set_pages") else { return }
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    for index in 0..<Int(count) {
        // Refused at the first NULL page, and at once for a NULL array whatever its count (with a count of 0, as
        // introspection passes an empty list, nothing is read): a count of 2^32 - 1 is never walked first.
        guard let page = pages?[index] else {
            return assertionFailed("pages != NULL && every page != NULL", in: "segmented_pager_set_pages")
        }
        guard
            Instances.accepts(
                page, of: gtk_widget_get_type(), "GTK_IS_WIDGET (pages[i])", in: "segmented_pager_set_pages")
        else { return }
        widgets.append(page)
    }
    pager.setPageWidgets(widgets)
}

/// `segmented_pager_insert`: a segment and its page (`page` when the pager was given ready-made pages).
@MainActor @_cdecl("segmented_pager_insert")
public func segmentedPagerInsert(
    _ pager: UnsafeMutableRawPointer?, _ index: guint, _ title: UnsafePointer<CChar>?,
    _ page: UnsafeMutablePointer<GtkWidget>?
) {
    guard let pager = Instances.pager(pager, "segmented_pager_insert") else { return }
    guard let title else { return assertionFailed("title != NULL", in: "segmented_pager_insert") }
    guard
        Instances.accepts(
            page, of: gtk_widget_get_type(), "page == NULL || GTK_IS_WIDGET (page)", in: "segmented_pager_insert")
    else { return }
    do { try pager.insert(SegmentItem(text(title, in: "segmented_pager_insert")), page: page, at: Int(index)) } catch {
        refused(error, in: "segmented_pager_insert")
    }
}

/// `segmented_pager_remove`.
@MainActor @_cdecl("segmented_pager_remove")
public func segmentedPagerRemove(_ pager: UnsafeMutableRawPointer?, _ index: guint) {
    guard let pager = Instances.pager(pager, "segmented_pager_remove") else { return }
    do { try pager.remove(at: Int(index)) } catch { refused(error, in: "segmented_pager_remove") }
}

/// `segmented_pager_move`.
@MainActor @_cdecl("segmented_pager_move")
public func segmentedPagerMove(_ pager: UnsafeMutableRawPointer?, _ from: guint, _ to: guint) {
    guard let pager = Instances.pager(pager, "segmented_pager_move") else { return }
    do { try pager.move(from: Int(from), to: Int(to)) } catch { refused(error, in: "segmented_pager_move") }
}

/// `segmented_pager_rename`.
@MainActor @_cdecl("segmented_pager_rename")
public func segmentedPagerRename(_ pager: UnsafeMutableRawPointer?, _ index: guint, _ title: UnsafePointer<CChar>?) {
    guard let title else { return assertionFailed("title != NULL", in: "segmented_pager_rename") }
    Instances.pager(pager, "segmented_pager_rename")?.editItem(index, in: "segmented_pager_rename") {
        $0.title = text(title, in: "segmented_pager_rename")
        // The header promises plain text: a title set with markup before is plain from now on.
        $0.usesMarkup = false
    }
}

/// `segmented_pager_set_badge_count`.
@MainActor @_cdecl("segmented_pager_set_badge_count")
public func segmentedPagerSetBadgeCount(_ pager: UnsafeMutableRawPointer?, _ index: guint, _ count: gint) {
    Instances.pager(pager, "segmented_pager_set_badge_count")?.editItem(
        index, in: "segmented_pager_set_badge_count"
    ) { $0.badge = .count(Int(count)) }
}

/// `segmented_pager_set_item_enabled`.
@MainActor @_cdecl("segmented_pager_set_item_enabled")
public func segmentedPagerSetItemEnabled(_ pager: UnsafeMutableRawPointer?, _ index: guint, _ enabled: gboolean) {
    Instances.pager(pager, "segmented_pager_set_item_enabled")?.editItem(
        index, in: "segmented_pager_set_item_enabled"
    ) { $0.isEnabled = enabled != 0 }
}

/// `segmented_pager_set_item_loading`.
@MainActor @_cdecl("segmented_pager_set_item_loading")
public func segmentedPagerSetItemLoading(_ pager: UnsafeMutableRawPointer?, _ index: guint, _ loading: gboolean) {
    Instances.pager(pager, "segmented_pager_set_item_loading")?.editItem(
        index, in: "segmented_pager_set_item_loading"
    ) { $0.isLoading = loading != 0 }
}

/// `segmented_pager_set_item_pinned`: pins or unpins a tab, its page moving with it.
@MainActor @_cdecl("segmented_pager_set_item_pinned")
public func segmentedPagerSetItemPinned(_ pager: UnsafeMutableRawPointer?, _ index: guint, _ pinned: gboolean) {
    guard let pager = Instances.pager(pager, "segmented_pager_set_item_pinned") else { return }
    do { try pager.setPinned(pinned != 0, at: Int(index)) } catch {
        refused(error, in: "segmented_pager_set_item_pinned")
    }
}

/// `segmented_pager_select`.
@MainActor @_cdecl("segmented_pager_select")
public func segmentedPagerSelect(
    _ pager: UnsafeMutableRawPointer?, _ index: guint, _ animated: gboolean, _ notify: gboolean
) {
    guard let pager = Instances.pager(pager, "segmented_pager_select") else { return }
    do { try pager.select(Int(index), animated: animated != 0, notify: notify != 0) } catch {
        refused(error, in: "segmented_pager_select")
    }
}

/// `segmented_pager_get_selected`: -1 when there are no segments.
@MainActor @_cdecl("segmented_pager_get_selected")
public func segmentedPagerGetSelected(_ pager: UnsafeMutableRawPointer?) -> gint {
    gint(Instances.pager(pager, "segmented_pager_get_selected")?.selectedIndex ?? -1)
}

/// `segmented_pager_get_position`.
@MainActor @_cdecl("segmented_pager_get_position")
public func segmentedPagerGetPosition(_ pager: UnsafeMutableRawPointer?) -> Double {
    Instances.pager(pager, "segmented_pager_get_position")?.position ?? 0
}

/// `segmented_pager_set_position`: moves the pages (and the indicator) without selecting.
@MainActor @_cdecl("segmented_pager_set_position")
public func segmentedPagerSetPosition(_ pager: UnsafeMutableRawPointer?, _ position: Double) {
    guard let pager = Instances.pager(pager, "segmented_pager_set_position") else { return }
    do { try pager.stack.setPosition(position) } catch { refused(error, in: "segmented_pager_set_position") }
}

/// `segmented_pager_get_style_name`: the bar's preset, or `custom`.
@MainActor @_cdecl("segmented_pager_get_style_name")
public func segmentedPagerGetStyleName(_ pager: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    guard let pager = Instances.pager(pager, "segmented_pager_get_style_name") else { return nil }
    return g_strdup(SegmentStyle.presetName(of: pager.bar.style) ?? SegmentStyle.customName)
}

/// `segmented_pager_set_style_name`: applies a preset; FALSE and a GError for an unknown name.
@MainActor @_cdecl("segmented_pager_set_style_name")
public func segmentedPagerSetStyleName(
    _ pager: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard let pager = Instances.pager(pager, "segmented_pager_set_style_name") else { return 0 }
    return applyStyleName(name, to: pager.widget, error: error)
}

/// `segmented_pager_get_page`: the page's widget if it exists now (transfer none).
@MainActor @_cdecl("segmented_pager_get_page")
public func segmentedPagerGetPage(_ pager: UnsafeMutableRawPointer?, _ index: guint) -> UnsafeMutablePointer<
    GtkWidget
>? {
    Instances.pager(pager, "segmented_pager_get_page")?.page(at: Int(index))
}

/// `segmented_pager_get_bar`: the pager's bar (transfer none).
@MainActor @_cdecl("segmented_pager_get_bar")
public func segmentedPagerGetBar(_ pager: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    Instances.pager(pager, "segmented_pager_get_bar")?.bar.widget
}

/// `segmented_pager_get_stack`: the pager's pages (transfer none).
@MainActor @_cdecl("segmented_pager_get_stack")
public func segmentedPagerGetStack(_ pager: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    Instances.pager(pager, "segmented_pager_get_stack")?.stack.widget
}

/// `segmented_pager_set_reselect_behavior`.
@MainActor @_cdecl("segmented_pager_set_reselect_behavior")
public func segmentedPagerSetReselectBehavior(_ pager: UnsafeMutableRawPointer?, _ behavior: gint) {
    guard let pager = Instances.pager(pager, "segmented_pager_set_reselect_behavior") else { return }
    setProperty(pager.widget, "reselect-behavior", type: EnumTypes.reselectBehavior) { g_value_set_enum($0, behavior) }
}

/// `segmented_pager_get_reselect_behavior`.
@MainActor @_cdecl("segmented_pager_get_reselect_behavior")
public func segmentedPagerGetReselectBehavior(_ pager: UnsafeMutableRawPointer?) -> gint {
    Instances.pager(pager, "segmented_pager_get_reselect_behavior")?.reselectBehavior.enumValue ?? 0
}

/// `segmented_pager_set_placement`.
@MainActor @_cdecl("segmented_pager_set_placement")
public func segmentedPagerSetPlacement(_ pager: UnsafeMutableRawPointer?, _ placement: gint) {
    guard let pager = Instances.pager(pager, "segmented_pager_set_placement") else { return }
    setProperty(pager.widget, "placement", type: EnumTypes.barPlacement) { g_value_set_enum($0, placement) }
}

/// `segmented_pager_get_placement`.
@MainActor @_cdecl("segmented_pager_get_placement")
public func segmentedPagerGetPlacement(_ pager: UnsafeMutableRawPointer?) -> gint {
    Instances.pager(pager, "segmented_pager_get_placement")?.placement.enumValue ?? 0
}

/// `segmented_pager_set_shows_bar`: property `shows-bar`.
@MainActor @_cdecl("segmented_pager_set_shows_bar")
public func segmentedPagerSetShowsBar(_ pager: UnsafeMutableRawPointer?, _ shows: gboolean) {
    guard let pager = Instances.pager(pager, "segmented_pager_set_shows_bar") else { return }
    setProperty(pager.widget, "shows-bar", type: cgtk_type_boolean()) { g_value_set_boolean($0, shows != 0 ? 1 : 0) }
}

/// `segmented_pager_get_shows_bar`: property `shows-bar`.
@MainActor @_cdecl("segmented_pager_get_shows_bar")
public func segmentedPagerGetShowsBar(_ pager: UnsafeMutableRawPointer?) -> gboolean {
    Instances.pager(pager, "segmented_pager_get_shows_bar")?.showsBar == true ? 1 : 0
}
