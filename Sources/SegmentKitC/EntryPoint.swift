import CGtk
import SegmentCore
import SegmentGtk

// Every C entry point is a `@MainActor @_cdecl` function. GTK calls, and is called, on the thread that runs
// its main loop, and so are SegmentKit's functions, like GTK's own. For an isolated `@_cdecl` function the
// compiler wraps the C symbol in a thunk that checks the caller is on the main actor's executor
// (`_checkExpectedExecutor`, the check `MainActor.assumeIsolated` makes) and stops the program otherwise,
// which is what `MainActor.assumeIsolated` around each body would do, without a closure capturing every C
// argument.

/// GTK's answer to a programmer error: one critical in SegmentKit's log domain naming the C function.
///
/// The text follows `g_return_if_fail` ("function: assertion '...' failed"), so it reads like GTK's own
/// and `G_DEBUG=fatal-criticals` stops on it.
func assertionFailed(_ assertion: String, in function: String) {
    Log.critical("\(function): assertion '\(assertion)' failed")
}

/// A critical for a request the Swift API refused with a ``SegmentError`` (an index out of range, a disabled
/// segment): the caller broke a precondition it could have checked. `holder` words it for the widget
/// (`paged_stack_*` counts pages). (`any Error` because a `do` block inside a closure does not infer the typed
/// throw.)
func refused(_ error: any Error, in function: String, holder: SegmentError.Holder = .bar) {
    let reason = (error as? SegmentError)?.description(for: holder) ?? "\(error)"
    Log.critical("\(function): \(reason)")
}

/// Reads a C string given to `function`: text that is not valid UTF-8 is read with U+FFFD for each invalid byte
/// sequence, as GTK shows it, after one warning naming `function` (it was changed without a word).
func text(_ string: UnsafePointer<CChar>, in function: String) -> String {
    if g_utf8_validate(string, -1, nil) == 0 {
        Log.warning("\(function): the text is not valid UTF-8; each invalid byte sequence becomes U+FFFD")
    }
    return String(cString: string)
}

/// Reads a C `const char * const *` that ends with NULL, given to `function`; NULL itself reads as no strings.
/// Each string is read as ``text(_:in:)`` reads it.
func strings(_ strv: UnsafePointer<UnsafePointer<CChar>?>?, in function: String) -> [String] {
    guard let strv else { return [] }
    var result: [String] = []
    var index = 0
    while let string = strv[index] {
        result.append(text(string, in: function))
        index += 1
    }
    return result
}

/// A NULL-terminated array of `g_strdup`ed strings, freed by the caller with `g_strfreev` (transfer full).
func newStrv(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    let strv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>(
        OpaquePointer(g_malloc0(gsize((strings.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride))))!
    for (index, string) in strings.enumerated() { strv[index] = g_strdup(string) }
    return strv
}

/// Sets `error` (when the caller asked for one) in the `SEGMENT_KIT_ERROR` domain.
func setError(_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, _ code: KitErrorCode, _ message: String) {
    g_set_error_literal(error, segmentKitErrorQuark(), gint(code.rawValue), message)
}

/// `SegmentKitError` in `include/segmentkit.h`.
enum KitErrorCode: Int32 {
    case unknownStyle = 0
    case image = 1
}
