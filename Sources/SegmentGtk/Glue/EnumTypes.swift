import CGtk

/// GObject enum types for SegmentKit's Swift enums, so properties can be typed enums in C, Python, JavaScript and Vala.
///
/// The names and values are those `include/segmentkit.h` declares (`SegmentActivationMode`, ...); the C
/// library's `*_get_type` functions return these types.
@MainActor
package enum EnumTypes {
    /// `SegmentActivationMode`: AUTOMATIC, MANUAL.
    package static let activationMode = register(
        "SegmentActivationMode",
        [("SEGMENT_ACTIVATION_MODE_AUTOMATIC", "automatic"), ("SEGMENT_ACTIVATION_MODE_MANUAL", "manual")])
    /// `SegmentReselectBehavior`: NOTHING, SCROLL_TO_START.
    package static let reselectBehavior = register(
        "SegmentReselectBehavior",
        [
            ("SEGMENT_RESELECT_BEHAVIOR_NOTHING", "nothing"),
            ("SEGMENT_RESELECT_BEHAVIOR_SCROLL_TO_START", "scroll-to-start"),
        ])
    /// `SegmentBarPlacement`: TOP, BOTTOM, START, END.
    package static let barPlacement = register(
        "SegmentBarPlacement",
        [
            ("SEGMENT_BAR_PLACEMENT_TOP", "top"), ("SEGMENT_BAR_PLACEMENT_BOTTOM", "bottom"),
            ("SEGMENT_BAR_PLACEMENT_START", "start"), ("SEGMENT_BAR_PLACEMENT_END", "end"),
        ])

    /// `SegmentCloseButtonPolicy`: NONE, SELECTED, ALL.
    package static let closeButtonPolicy = register(
        "SegmentCloseButtonPolicy",
        [
            ("SEGMENT_CLOSE_BUTTON_POLICY_NONE", "none"), ("SEGMENT_CLOSE_BUTTON_POLICY_SELECTED", "selected"),
            ("SEGMENT_CLOSE_BUTTON_POLICY_ALL", "all"),
        ])

    /// `SegmentKitError`: UNKNOWN_STYLE, IMAGE (the codes of the `SEGMENT_KIT_ERROR` domain).
    package static let kitError = register(
        "SegmentKitError", [("SEGMENT_KIT_ERROR_UNKNOWN_STYLE", "unknown-style"), ("SEGMENT_KIT_ERROR_IMAGE", "image")])

    /// Registers an enum whose values are 0, 1, ... in the order given.
    ///
    /// GLib keeps the value table for the life of the process, so it and its strings are allocated once and never freed.
    private static func register(_ name: String, _ values: [(name: String, nick: String)]) -> GType {
        let table = UnsafeMutablePointer<GEnumValue>.allocate(capacity: values.count + 1)
        for (index, value) in values.enumerated() {
            table[index] = GEnumValue(
                value: gint(index), value_name: UnsafePointer(value.name.cCopy()),
                value_nick: UnsafePointer(value.nick.cCopy()))
        }
        table[values.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return name.withCString { g_enum_register_static($0, table) }
    }
}

extension ActivationMode {
    /// The `SegmentActivationMode` value.
    package var enumValue: gint { self == .automatic ? 0 : 1 }

    /// The mode for a `SegmentActivationMode` value.
    package init(enumValue: gint) { self = enumValue == 1 ? .manual : .automatic }
}

extension BarPlacement {
    /// The `SegmentBarPlacement` value.
    package var enumValue: gint {
        switch self {
        case .top: return 0
        case .bottom: return 1
        case .start: return 2
        case .end: return 3
        }
    }

    /// The placement for a `SegmentBarPlacement` value; values outside the enum are `.top`.
    package init(enumValue: gint) {
        let all: [BarPlacement] = [.top, .bottom, .start, .end]
        self = all.indices.contains(Int(enumValue)) ? all[Int(enumValue)] : .top
    }
}

extension ReselectBehavior {
    /// The `SegmentReselectBehavior` value; a custom action (Swift only) reads as NOTHING.
    package var enumValue: gint {
        if case .scrollToStart = self { return 1 }
        return 0
    }

    /// The behaviour for a `SegmentReselectBehavior` value.
    package init(enumValue: gint) { self = enumValue == 1 ? .scrollToStart : .nothing }
}
