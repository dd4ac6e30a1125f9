import CGtk
import SegmentCore
import SegmentGtk

// The SegmentBar half of include/segmentkit.h: type, construction, selection, position and appearance.
// Item edits are in BarItemsAPI.swift.

/// `segment_bar_get_type`: the GType `SegmentBar`, registered on first use.
@MainActor @_cdecl("segment_bar_get_type")
public func segmentBarGetType() -> GType {
    SegmentBar.gtype
}

/// `segment_bar_new`: an empty floating bar.
@MainActor @_cdecl("segment_bar_new")
public func segmentBarNew() -> UnsafeMutablePointer<GtkWidget> {
    Instances.make(SegmentBar.gtype)
}

/// `segment_bar_new_with_titles`: a floating bar with one plain segment per title.
@MainActor @_cdecl("segment_bar_new_with_titles")
public func segmentBarNewWithTitles(_ titles: UnsafePointer<UnsafePointer<CChar>?>?) -> UnsafeMutablePointer<GtkWidget>
{
    let widget = Instances.make(SegmentBar.gtype)
    SegmentBar(wrapping: widget)?.items = strings(titles, in: "segment_bar_new_with_titles").map { SegmentItem($0) }
    return widget
}

/// `segment_bar_select`: selects an enabled segment, animated or not, notifying or silently.
@MainActor @_cdecl("segment_bar_select")
public func segmentBarSelect(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ animated: gboolean, _ notify: gboolean)
{
    guard let bar = Instances.bar(bar, "segment_bar_select") else { return }
    do { try bar.select(Int(index), animated: animated != 0, notify: notify != 0) } catch {
        refused(error, in: "segment_bar_select")
    }
}

/// `segment_bar_get_selected`: the selected segment, -1 for none.
@MainActor @_cdecl("segment_bar_get_selected")
public func segmentBarGetSelected(_ bar: UnsafeMutableRawPointer?) -> gint {
    gint(Instances.bar(bar, "segment_bar_get_selected")?.selectedIndex ?? -1)
}

/// `segment_bar_set_position`: moves the indicator without selecting.
@MainActor @_cdecl("segment_bar_set_position")
public func segmentBarSetPosition(_ bar: UnsafeMutableRawPointer?, _ position: Double) {
    guard let bar = Instances.bar(bar, "segment_bar_set_position") else { return }
    do { try bar.setPosition(position) } catch { refused(error, in: "segment_bar_set_position") }
}

/// `segment_bar_get_position`: the indicator's fractional position.
@MainActor @_cdecl("segment_bar_get_position")
public func segmentBarGetPosition(_ bar: UnsafeMutableRawPointer?) -> Double {
    Instances.bar(bar, "segment_bar_get_position")?.position ?? 0
}

/// `segment_bar_get_scroll_offset`: how far the segments are scrolled.
@MainActor @_cdecl("segment_bar_get_scroll_offset")
public func segmentBarGetScrollOffset(_ bar: UnsafeMutableRawPointer?) -> Double {
    Instances.bar(bar, "segment_bar_get_scroll_offset")?.scrollOffset ?? 0
}

/// `segment_bar_set_style_name`: applies a preset; FALSE and a GError for an unknown name.
@MainActor @_cdecl("segment_bar_set_style_name")
public func segmentBarSetStyleName(
    _ bar: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard let bar = Instances.bar(bar, "segment_bar_set_style_name") else { return 0 }
    return applyStyleName(name, to: bar.widget, error: error)
}

/// `segment_bar_get_style_name`: the preset's name, `custom` for other styles (transfer full).
@MainActor @_cdecl("segment_bar_get_style_name")
public func segmentBarGetStyleName(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    guard let bar = Instances.bar(bar, "segment_bar_get_style_name") else { return nil }
    return g_strdup(SegmentStyle.presetName(of: bar.style) ?? SegmentStyle.customName)
}

/// `segment_bar_set_activation_mode`: what the arrow keys do.
@MainActor @_cdecl("segment_bar_set_activation_mode")
public func segmentBarSetActivationMode(_ bar: UnsafeMutableRawPointer?, _ mode: gint) {
    guard let bar = Instances.bar(bar, "segment_bar_set_activation_mode") else { return }
    setProperty(bar.widget, "activation-mode", type: EnumTypes.activationMode) { g_value_set_enum($0, mode) }
}

/// `segment_bar_get_activation_mode`: what the arrow keys do.
@MainActor @_cdecl("segment_bar_get_activation_mode")
public func segmentBarGetActivationMode(_ bar: UnsafeMutableRawPointer?) -> gint {
    Instances.bar(bar, "segment_bar_get_activation_mode")?.activationMode.enumValue ?? 0
}

/// `segment_bar_set_shows_overflow_menu`: whether an overflowing bar lists every segment in a menu.
@MainActor @_cdecl("segment_bar_set_shows_overflow_menu")
public func segmentBarSetShowsOverflowMenu(_ bar: UnsafeMutableRawPointer?, _ shows: gboolean) {
    guard let bar = Instances.bar(bar, "segment_bar_set_shows_overflow_menu") else { return }
    setProperty(bar.widget, "shows-overflow-menu", type: cgtk_type_boolean()) { g_value_set_boolean($0, shows) }
}

/// `segment_bar_get_shows_overflow_menu`.
@MainActor @_cdecl("segment_bar_get_shows_overflow_menu")
public func segmentBarGetShowsOverflowMenu(_ bar: UnsafeMutableRawPointer?) -> gboolean {
    Instances.bar(bar, "segment_bar_get_shows_overflow_menu")?.showsOverflowMenu == true ? 1 : 0
}

/// `segment_bar_set_animation_duration`: the selection animation's length in seconds.
@MainActor @_cdecl("segment_bar_set_animation_duration")
public func segmentBarSetAnimationDuration(_ bar: UnsafeMutableRawPointer?, _ seconds: Double) {
    guard let bar = Instances.bar(bar, "segment_bar_set_animation_duration") else { return }
    guard seconds.isFinite, seconds >= 0, seconds <= 60 else {
        return assertionFailed("seconds >= 0 && seconds <= 60", in: "segment_bar_set_animation_duration")
    }
    setProperty(bar.widget, "animation-duration", type: cgtk_type_double()) { g_value_set_double($0, seconds) }
}

/// `segment_bar_get_animation_duration`.
@MainActor @_cdecl("segment_bar_get_animation_duration")
public func segmentBarGetAnimationDuration(_ bar: UnsafeMutableRawPointer?) -> Double {
    Instances.bar(bar, "segment_bar_get_animation_duration")?.animationDuration ?? 0
}

/// `segment_bar_set_tracker_image`: draws the capsule or box tracker with an image; FALSE and a GError if it
/// cannot be loaded (a file name is user data, so this is recoverable).
@MainActor @_cdecl("segment_bar_set_tracker_image")
public func segmentBarSetTrackerImage(
    _ bar: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard let bar = Instances.bar(bar, "segment_bar_set_tracker_image") else { return 0 }
    do {
        try bar.setTrackerImage(path.map { String(cString: $0) })
        return 1
    } catch let failure {
        setError(error, .image, "\(failure)")
        return 0
    }
}
