import CGtk
import SegmentCore
import SegmentGtk

// The SegmentBar options of include/segmentkit.h that the seed controls asked for: select on press, drag the
// tracker from anywhere, fixed-width and N-per-view segments. Each is a GObject property of the bar.

/// `segment_bar_set_selects_on_press`: whether a press selects before the release.
@MainActor @_cdecl("segment_bar_set_selects_on_press")
public func segmentBarSetSelectsOnPress(_ bar: UnsafeMutableRawPointer?, _ selects: gboolean) {
    guard let bar = Instances.bar(bar, "segment_bar_set_selects_on_press") else { return }
    setProperty(bar.widget, "selects-on-press", type: cgtk_type_boolean()) { g_value_set_boolean($0, selects) }
}

/// `segment_bar_get_selects_on_press`.
@MainActor @_cdecl("segment_bar_get_selects_on_press")
public func segmentBarGetSelectsOnPress(_ bar: UnsafeMutableRawPointer?) -> gboolean {
    Instances.bar(bar, "segment_bar_get_selects_on_press")?.selectsOnPress == true ? 1 : 0
}

/// `segment_bar_set_drags_tracker_from_anywhere`: whether a drag anywhere on a capsule or box bar moves the tracker.
@MainActor @_cdecl("segment_bar_set_drags_tracker_from_anywhere")
public func segmentBarSetDragsTrackerFromAnywhere(_ bar: UnsafeMutableRawPointer?, _ drags: gboolean) {
    guard let bar = Instances.bar(bar, "segment_bar_set_drags_tracker_from_anywhere") else { return }
    setProperty(bar.widget, "drags-tracker-from-anywhere", type: cgtk_type_boolean()) {
        g_value_set_boolean($0, drags)
    }
}

/// `segment_bar_get_drags_tracker_from_anywhere`.
@MainActor @_cdecl("segment_bar_get_drags_tracker_from_anywhere")
public func segmentBarGetDragsTrackerFromAnywhere(_ bar: UnsafeMutableRawPointer?) -> gboolean {
    Instances.bar(bar, "segment_bar_get_drags_tracker_from_anywhere")?.dragsTrackerFromAnywhere == true ? 1 : 0
}

/// `segment_bar_set_segment_width`: every segment this many points wide (0 ends a fixed width).
@MainActor @_cdecl("segment_bar_set_segment_width")
public func segmentBarSetSegmentWidth(_ bar: UnsafeMutableRawPointer?, _ width: Double) {
    guard let bar = Instances.bar(bar, "segment_bar_set_segment_width") else { return }
    guard width.isFinite, width >= 0, width <= SegmentLimits.maximumLength else {
        return assertionFailed("width >= 0 && width <= 10000", in: "segment_bar_set_segment_width")
    }
    setProperty(bar.widget, "segment-width", type: cgtk_type_double()) { g_value_set_double($0, width) }
}

/// `segment_bar_get_segment_width`: the fixed width, 0 in other width modes.
@MainActor @_cdecl("segment_bar_get_segment_width")
public func segmentBarGetSegmentWidth(_ bar: UnsafeMutableRawPointer?) -> Double {
    guard let bar = Instances.bar(bar, "segment_bar_get_segment_width"), case .fixed(let width) = bar.widthMode
    else { return 0 }
    return width
}

/// `segment_bar_set_segments_per_view`: size segments so this many fit the bar (0 ends the mode).
@MainActor @_cdecl("segment_bar_set_segments_per_view")
public func segmentBarSetSegmentsPerView(_ bar: UnsafeMutableRawPointer?, _ count: guint) {
    guard let bar = Instances.bar(bar, "segment_bar_set_segments_per_view") else { return }
    guard count <= guint(SegmentLimits.maximumSegmentsPerView) else {
        return assertionFailed("count <= 1000", in: "segment_bar_set_segments_per_view")
    }
    setProperty(bar.widget, "segments-per-view", type: cgtk_type_uint()) { g_value_set_uint($0, count) }
}

/// `segment_bar_get_segments_per_view`: how many segments fit the bar, 0 in other width modes.
@MainActor @_cdecl("segment_bar_get_segments_per_view")
public func segmentBarGetSegmentsPerView(_ bar: UnsafeMutableRawPointer?) -> guint {
    guard let bar = Instances.bar(bar, "segment_bar_get_segments_per_view"), case .perView(let count) = bar.widthMode
    else { return 0 }
    return guint(count)
}

/// `segment_bar_set_background_image`: a `GdkPaintable` drawn under the segments (NULL for none); the bar refs it.
@MainActor @_cdecl("segment_bar_set_background_image")
public func segmentBarSetBackgroundImage(_ bar: UnsafeMutableRawPointer?, _ paintable: UnsafeMutableRawPointer?) {
    guard let bar = Instances.bar(bar, "segment_bar_set_background_image") else { return }
    guard
        Instances.accepts(
            paintable, of: gdk_paintable_get_type(), "paintable == NULL || GDK_IS_PAINTABLE (paintable)",
            in: "segment_bar_set_background_image")
    else { return }
    setProperty(bar.widget, "background-image", type: gdk_paintable_get_type()) { g_value_set_object($0, paintable) }
}

/// `segment_bar_get_background_image`: the paintable drawn under the segments, or NULL (transfer none).
@MainActor @_cdecl("segment_bar_get_background_image")
public func segmentBarGetBackgroundImage(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Instances.bar(bar, "segment_bar_get_background_image")?.backgroundImage.map { UnsafeMutableRawPointer($0) }
}
