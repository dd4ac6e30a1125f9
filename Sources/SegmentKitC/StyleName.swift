import CGtk
import SegmentCore
import SegmentGtk

/// Applies a style preset by name through the widget's `style-name` property, so `notify::style-name` fires.
///
/// A style name often comes from a settings file or the user, so an unknown one is a recoverable failure
/// (FALSE and a `SEGMENT_KIT_ERROR_UNKNOWN_STYLE` error), not a critical.
@MainActor
func applyStyleName(
    _ name: UnsafePointer<CChar>?, to widget: UnsafeMutablePointer<GtkWidget>,
    error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard let name else {
        // Said as the `style-name` property says it: an empty name would read as a typo in a settings file.
        setError(error, .unknownStyle, "a style name is needed, not NULL")
        return 0
    }
    let requested = String(cString: name)
    guard SegmentStyle.preset(named: requested) != nil || requested == SegmentStyle.customName else {
        let known = SegmentStyle.presetNames.joined(separator: ", ")
        setError(error, .unknownStyle, "unknown style name '\(Log.excerpt(requested))' (known: \(known))")
        return 0
    }
    var value = GValue()
    g_value_init(&value, cgtk_type_string())
    g_value_set_string(&value, requested)
    g_object_set_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "style-name", &value)
    g_value_unset(&value)
    return 1
}
