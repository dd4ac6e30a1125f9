import CGtk
import SegmentCore

extension SegmentBarProperties {
    /// The seed options as GObject properties: `selects-on-press`, `drags-tracker-from-anywhere`, the
    /// width mode as `segment-width` and `segments-per-view` (see ``SegmentBar/widthMode``), and
    /// `background-image`.
    static let seedOptions: [HandleProperty<SegmentBar>] = [
        HandleProperty.flag(
            "selects-on-press", "Selects on press", "Whether a press selects before the release", default: false,
            get: { $0.selectsOnPress }, set: { $0.selectsOnPress = $1 }),
        HandleProperty.flag(
            "drags-tracker-from-anywhere", "Drags tracker from anywhere",
            "Whether a drag starting anywhere on a capsule or box bar moves the tracker", default: false,
            get: { $0.dragsTrackerFromAnywhere }, set: { $0.dragsTrackerFromAnywhere = $1 }),
        HandleProperty(
            spec: {
                g_param_spec_double(
                    "segment-width", "Segment width",
                    "Every segment's width in points, scrolling the rest; 0 when the width mode is not fixed",
                    0, SegmentLimits.maximumLength, 0, PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_double($1, $0.widthMode.fixedWidth ?? 0) },
            set: {
                $0.widthMode = WidthMode(
                    segmentWidth: g_value_get_double($1), replacing: $0.widthMode,
                    restoring: $0.controller.widthModeBeforeFixing)
            }),
        HandleProperty(
            spec: {
                g_param_spec_uint(
                    "segments-per-view", "Segments per view",
                    "How many segments fit the bar, scrolling the rest; 0 when the width mode is not per view", 0,
                    guint(SegmentLimits.maximumSegmentsPerView), 0, PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_uint($1, guint($0.widthMode.segmentsPerView ?? 0)) },
            set: {
                $0.widthMode = WidthMode(
                    segmentsPerView: Int(g_value_get_uint($1)), replacing: $0.widthMode,
                    restoring: $0.controller.widthModeBeforeFixing)
            }),
        HandleProperty(
            spec: {
                g_param_spec_object(
                    "background-image", "Background image", "A GdkPaintable drawn under the segments, or none",
                    gdk_paintable_get_type(), PropertyTable<SegmentBar>.readWrite)
            }, get: { g_value_set_object($1, $0.backgroundImage.map { UnsafeMutableRawPointer($0) }) },
            set: { $0.backgroundImage = g_value_get_object($1).map { OpaquePointer($0) } }),
    ]
}
