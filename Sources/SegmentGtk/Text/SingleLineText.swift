/// The text a title is measured and drawn with: on one line, as GtkNotebook tabs show theirs.
///
/// Pango breaks a layout's lines at newlines and paragraph separators, and shows other control characters
/// as boxes; a segment has room for one line. So each control character (Unicode's Cc: tab, newline,
/// carriage return, …) and each line or paragraph separator becomes a space, in the one place both the
/// measuring and the drawing layouts get their text, so the width measured is the width drawn. The
/// accessible name and the overflow menu keep the exact title.
enum SingleLineText {
    /// `text` with each control character and line or paragraph separator replaced by a space.
    static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isBreaking) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isBreaking(scalar) ? " " : scalar) }
        return String(scalars)
    }

    /// Whether `scalar` is a C0 or C1 control, or U+2028 / U+2029 (checked by value: it runs for every title measured).
    private static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
