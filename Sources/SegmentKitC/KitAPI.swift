import CGtk
import SegmentGtk

/// `segment_kit_init`: registers the three widget types so GtkBuilder files can name them.
@MainActor @_cdecl("segment_kit_init")
public func segmentKitInit() {
    SegmentKit.registerTypes()
}

/// `segment_kit_error_quark`: the `SEGMENT_KIT_ERROR` domain of recoverable failures (any thread, like GLib's quarks).
@_cdecl("segment_kit_error_quark")
public func segmentKitErrorQuark() -> GQuark {
    // Not g_quark_from_static_string: a Swift string is passed as a temporary C string, which GLib must copy.
    g_quark_from_string("segment-kit-error-quark")
}

/// `segment_activation_mode_get_type`: the GType of `SegmentActivationMode`.
@MainActor @_cdecl("segment_activation_mode_get_type")
public func segmentActivationModeGetType() -> GType {
    EnumTypes.activationMode
}

/// `segment_reselect_behavior_get_type`: the GType of `SegmentReselectBehavior`.
@MainActor @_cdecl("segment_reselect_behavior_get_type")
public func segmentReselectBehaviorGetType() -> GType {
    EnumTypes.reselectBehavior
}

/// `segment_bar_placement_get_type`: the GType of `SegmentBarPlacement`.
@MainActor @_cdecl("segment_bar_placement_get_type")
public func segmentBarPlacementGetType() -> GType {
    EnumTypes.barPlacement
}

/// `segment_kit_error_get_type`: the GType of `SegmentKitError`, which also tells introspection that the enum
/// is the `SEGMENT_KIT_ERROR` domain's codes (so Python raises `SegmentKit.Error`-coded `GLib.Error`s).
@MainActor @_cdecl("segment_kit_error_get_type")
public func segmentKitErrorGetType() -> GType {
    EnumTypes.kitError
}
