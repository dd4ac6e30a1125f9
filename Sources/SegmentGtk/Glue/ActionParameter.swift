import CGtk

/// The parameter of one of SegmentKit's widget actions, read only when it has the action's type.
///
/// GTK 4.8 hands a class action whatever `gtk_widget_activate_action()` was given: `segment.select` given an `i`
/// read it with `g_variant_get_uint32`, which logged a GLib critical and selected segment 0. A parameter of
/// another type (or none) is one warning naming the action, and the action does nothing.
@MainActor
enum ActionParameter {
    /// The string of an `s` action's `parameter`, or `nil` after one warning (`owner` and `action` name it).
    static func string(_ parameter: OpaquePointer?, of action: String, owner: String) -> String? {
        guard accepts(parameter, G_VARIANT_CLASS_STRING, "s", action, owner), let parameter,
            let text = g_variant_get_string(parameter, nil)
        else { return nil }
        return String(cString: text)
    }

    /// The number of a `u` action's `parameter`, or `nil` after one warning (`owner` and `action` name it).
    static func uint32(_ parameter: OpaquePointer?, of action: String, owner: String) -> UInt32? {
        guard accepts(parameter, G_VARIANT_CLASS_UINT32, "u", action, owner), let parameter else { return nil }
        return g_variant_get_uint32(parameter)
    }

    /// Whether a parameterless action was given no parameter; false after one warning when it was given one
    /// (`owner` and `action` name it), which the action then ignores, as for one of the wrong type.
    static func isNone(_ parameter: OpaquePointer?, of action: String, owner: String) -> Bool {
        guard let parameter else { return true }
        let given = g_variant_get_type_string(parameter).map { String(cString: $0) } ?? "?"
        Log.warning("\(owner): \(action) takes no parameter, not one of type '\(given)'")
        return false
    }

    private static func accepts(
        _ parameter: OpaquePointer?, _ wanted: GVariantClass, _ type: String, _ action: String, _ owner: String
    ) -> Bool {
        guard let parameter, g_variant_classify(parameter) == wanted else {
            let given = parameter.flatMap { g_variant_get_type_string($0) }.map { "'\(String(cString: $0))'" }
            Log.warning("\(owner): \(action) takes a parameter of type '\(type)', not \(given ?? "none")")
            return false
        }
        return true
    }
}
