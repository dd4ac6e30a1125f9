import CGtk
import SegmentCore
import SegmentGtk

// The SegmentBar items half of include/segmentkit.h: titles, insert / remove / move / rename, icons, badges,
// enabled.

/// `segment_bar_set_titles`: replaces every segment at once (the batch setter for large bars).
@MainActor @_cdecl("segment_bar_set_titles")
public func segmentBarSetTitles(_ bar: UnsafeMutableRawPointer?, _ titles: UnsafePointer<UnsafePointer<CChar>?>?) {
    Instances.bar(bar, "segment_bar_set_titles")?.items = strings(titles, in: "segment_bar_set_titles").map {
        SegmentItem($0)
    }
}

/// `segment_bar_get_titles`: the titles as a new strv (transfer full).
@MainActor @_cdecl("segment_bar_get_titles")
public func segmentBarGetTitles(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
{
    Instances.bar(bar, "segment_bar_get_titles").map { newStrv($0.items.map(\.title)) }
}

/// `segment_bar_get_n_items`: the number of segments.
@MainActor @_cdecl("segment_bar_get_n_items")
public func segmentBarGetNItems(_ bar: UnsafeMutableRawPointer?) -> guint {
    guint(Instances.bar(bar, "segment_bar_get_n_items")?.items.count ?? 0)
}

/// `segment_bar_insert`: inserts a plain segment at `index` (`0...count`).
@MainActor @_cdecl("segment_bar_insert")
public func segmentBarInsert(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ title: UnsafePointer<CChar>?) {
    guard let bar = Instances.bar(bar, "segment_bar_insert") else { return }
    guard let title else { return assertionFailed("title != NULL", in: "segment_bar_insert") }
    do { try bar.insert(SegmentItem(text(title, in: "segment_bar_insert")), at: Int(index)) } catch {
        refused(error, in: "segment_bar_insert")
    }
}

/// `segment_bar_remove`: removes a segment.
@MainActor @_cdecl("segment_bar_remove")
public func segmentBarRemove(_ bar: UnsafeMutableRawPointer?, _ index: guint) {
    guard let bar = Instances.bar(bar, "segment_bar_remove") else { return }
    do { try bar.remove(at: Int(index)) } catch { refused(error, in: "segment_bar_remove") }
}

/// `segment_bar_move`: moves a segment.
@MainActor @_cdecl("segment_bar_move")
public func segmentBarMove(_ bar: UnsafeMutableRawPointer?, _ from: guint, _ to: guint) {
    guard let bar = Instances.bar(bar, "segment_bar_move") else { return }
    do { try bar.move(from: Int(from), to: Int(to)) } catch { refused(error, in: "segment_bar_move") }
}

/// `segment_bar_rename`: gives a segment a new title.
@MainActor @_cdecl("segment_bar_rename")
public func segmentBarRename(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ title: UnsafePointer<CChar>?) {
    guard let title else { return assertionFailed("title != NULL", in: "segment_bar_rename") }
    Instances.bar(bar, "segment_bar_rename")?.editItem(index, in: "segment_bar_rename") {
        $0.title = text(title, in: "segment_bar_rename")
        // The header promises plain text: a title set with markup before is plain from now on.
        $0.usesMarkup = false
    }
}

/// `segment_bar_get_title`: a segment's title (transfer full), NULL when out of range.
@MainActor @_cdecl("segment_bar_get_title")
public func segmentBarGetTitle(_ bar: UnsafeMutableRawPointer?, _ index: guint) -> UnsafeMutablePointer<CChar>? {
    guard let items = Instances.bar(bar, "segment_bar_get_title")?.items, items.indices.contains(Int(index))
    else { return nil }
    return g_strdup(items[Int(index)].title)
}

/// `segment_bar_set_icon`: a segment's icon and selected icon (theme names or file paths; NULL for none).
@MainActor @_cdecl("segment_bar_set_icon")
public func segmentBarSetIcon(
    _ bar: UnsafeMutableRawPointer?, _ index: guint, _ icon: UnsafePointer<CChar>?,
    _ selectedIcon: UnsafePointer<CChar>?
) {
    Instances.bar(bar, "segment_bar_set_icon")?.editItem(index, in: "segment_bar_set_icon") {
        $0.icon = icon.map { String(cString: $0) }
        $0.selectedIcon = selectedIcon.map { String(cString: $0) }
    }
}

/// `segment_bar_set_badge_dot`: a dot badge.
@MainActor @_cdecl("segment_bar_set_badge_dot")
public func segmentBarSetBadgeDot(_ bar: UnsafeMutableRawPointer?, _ index: guint) {
    Instances.bar(bar, "segment_bar_set_badge_dot")?.editItem(index, in: "segment_bar_set_badge_dot") {
        $0.badge = .dot
    }
}

/// `segment_bar_set_badge_count`: a number badge.
@MainActor @_cdecl("segment_bar_set_badge_count")
public func segmentBarSetBadgeCount(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ count: gint) {
    Instances.bar(bar, "segment_bar_set_badge_count")?.editItem(index, in: "segment_bar_set_badge_count") {
        $0.badge = .count(Int(count))
    }
}

/// `segment_bar_set_badge_text`: a text badge.
@MainActor @_cdecl("segment_bar_set_badge_text")
public func segmentBarSetBadgeText(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ text: UnsafePointer<CChar>?) {
    guard let text else { return assertionFailed("text != NULL", in: "segment_bar_set_badge_text") }
    Instances.bar(bar, "segment_bar_set_badge_text")?.editItem(index, in: "segment_bar_set_badge_text") {
        $0.badge = .text(SegmentKitC.text(text, in: "segment_bar_set_badge_text"))
    }
}

/// `segment_bar_clear_badge`: no badge.
@MainActor @_cdecl("segment_bar_clear_badge")
public func segmentBarClearBadge(_ bar: UnsafeMutableRawPointer?, _ index: guint) {
    Instances.bar(bar, "segment_bar_clear_badge")?.editItem(index, in: "segment_bar_clear_badge") {
        $0.badge = .none
    }
}

/// `segment_bar_set_item_enabled`: whether a segment can be selected.
@MainActor @_cdecl("segment_bar_set_item_enabled")
public func segmentBarSetItemEnabled(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ enabled: gboolean) {
    Instances.bar(bar, "segment_bar_set_item_enabled")?.editItem(index, in: "segment_bar_set_item_enabled") {
        $0.isEnabled = enabled != 0
    }
}

/// `segment_bar_set_item_loading`: whether a segment's page is loading (a spinner in its icon's place).
@MainActor @_cdecl("segment_bar_set_item_loading")
public func segmentBarSetItemLoading(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ loading: gboolean) {
    Instances.bar(bar, "segment_bar_set_item_loading")?.editItem(index, in: "segment_bar_set_item_loading") {
        $0.isLoading = loading != 0
    }
}

/// `segment_bar_get_item_loading`: whether a segment's page is loading (FALSE out of range).
@MainActor @_cdecl("segment_bar_get_item_loading")
public func segmentBarGetItemLoading(_ bar: UnsafeMutableRawPointer?, _ index: guint) -> gboolean {
    itemFlag(bar, index, "segment_bar_get_item_loading", \.isLoading)
}

/// `segment_bar_get_item_enabled`: whether a segment can be selected (FALSE out of range).
@MainActor @_cdecl("segment_bar_get_item_enabled")
public func segmentBarGetItemEnabled(_ bar: UnsafeMutableRawPointer?, _ index: guint) -> gboolean {
    itemFlag(bar, index, "segment_bar_get_item_enabled", \.isEnabled)
}

/// One flag of segment `index`, for a `segment_bar_get_item_…` getter: FALSE when `index` is out of range (not a
/// critical, as the getters document) or `bar` is not a bar (a critical).
@MainActor
func itemFlag(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ function: String, _ flag: (SegmentItem) -> Bool)
    -> gboolean
{
    guard let items = Instances.bar(bar, function)?.items, items.indices.contains(Int(index)) else { return 0 }
    return flag(items[Int(index)]) ? 1 : 0
}
