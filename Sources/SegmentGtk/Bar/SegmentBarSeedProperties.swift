import CGtk
import SegmentCore

extension SegmentBarProperties {
    /// The seed options as GObject properties: `selects-on-press`, `drags-tracker-from-anywhere`, the
    /// width mode as `segment-width` and `segments-per-view` (see ``SegmentBar/widthMode``), and
    /// `background-image`.
    static let seedOptions: [HandleProperty<SegmentBar>] = [
        HandleProperty(
            spec: {
                g_param_spec_boolean(
                    "selects-on-press", "Selects on press", "Whether a press selects before the release", 0,
                    PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_boolean($1, $0.selectsOnPress ? 1 : 0) },
            set: { $0.selectsOnPress = g_value_get_boolean($1) != 0 }),
        HandleProperty(
            spec: {
                g_param_spec_boolean(
                    "drags-tracker-from-anywhere", "Drags tracker from anywhere",
                    "Whether a drag starting anywhere on a capsule or box bar moves the tracker", 0,
                    PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_boolean($1, $0.dragsTrackerFromAnywhere ? 1 : 0) },
            set: { $0.dragsTrackerFromAnywhere = g_value_get_boolean($1) != 0 }),
        HandleProperty(
            spec: {
                g_param_spec_double(
                    "segment-width", "Segment width",
                    "Every segment's width in points, scrolling the rest; 0 when the width mode is not fixed",
                    0, SegmentLimits.maximumLength, 0, PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_double($1, $0.widthMode.fixedWidth ?? 0) },
            set: { $0.widthMode = WidthMode(segmentWidth: g_value_get_double($1), replacing: $0.widthMode) }),
        HandleProperty(
            spec: {
                g_param_spec_uint(
                    "segments-per-view", "Segments per view",
                    "How many segments fit the bar, scrolling the rest; 0 when the width mode is not per view", 0,
                    guint(SegmentLimits.maximumSegmentsPerView), 0, PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_uint($1, guint($0.widthMode.segmentsPerView ?? 0)) },
            set: { $0.widthMode = WidthMode(segmentsPerView: Int(g_value_get_uint($1)), replacing: $0.widthMode) }),
        HandleProperty(
            spec: {
                g_param_spec_object(
                    "background-image", "Background image", "A GdkPaintable drawn under the segments, or none",
                    gdk_paintable_get_type(), PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_object($1, $0.backgroundImage.map { UnsafeMutableRawPointer($0) }) },
            set: { $0.backgroundImage = g_value_get_object($1).map { OpaquePointer($0) } }),
    ]
}

extension WidthMode {
    /// The width of ``fixed(_:)``, `nil` in other modes.
    var fixedWidth: Double? {
        if case .fixed(let width) = self { return width }
        return nil
    }

    /// The count of ``perView(_:)``, `nil` in other modes.
    var segmentsPerView: Int? {
        if case .perView(let count) = self { return count }
        return nil
    }

    /// The mode `segment-width` sets: fixed at a positive `width`; 0 ends a fixed mode (back to fitted, the
    /// default) and leaves any other mode as it is.
    init(segmentWidth width: Double, replacing current: WidthMode) {
        if width > 0 {
            self = .fixed(width)
        } else {
            self = current.fixedWidth == nil ? current : .fitted(fillWhenNarrower: false)
        }
    }

    /// The mode `segments-per-view` sets: per view for a positive `count`; 0 ends a per-view mode (back to
    /// fitted, the default) and leaves any other mode as it is.
    init(segmentsPerView count: Int, replacing current: WidthMode) {
        if count > 0 {
            self = .perView(count)
        } else {
            self = current.segmentsPerView == nil ? current : .fitted(fillWhenNarrower: false)
        }
    }
}

extension SegmentBarController {
    /// Notifies `segment-width` and `segments-per-view` when the width mode changed from `old`.
    func notifyWidthMode(from old: WidthMode) {
        let new = requestedStyle.widthMode
        SegmentBarType.properties.notify(widget, .segmentWidth, from: old.fixedWidth ?? 0, to: new.fixedWidth ?? 0)
        SegmentBarType.properties.notify(
            widget, .segmentsPerView, from: old.segmentsPerView ?? 0, to: new.segmentsPerView ?? 0)
    }
}
