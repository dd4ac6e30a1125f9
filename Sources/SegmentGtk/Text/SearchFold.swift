import CGtk
import SegmentCore

/// How the overflow list's search compares titles with what is typed: as GtkStringFilter does when it ignores
/// case.
///
/// GtkStringFilter (a GtkDropDown's search) prepares both strings with `g_utf8_normalize (…, G_NORMALIZE_ALL)`
/// and then `g_utf8_casefold`, and looks for one in the other. So "STRASSE" finds "Straße", "cafe" finds "Café"
/// (its "é" decomposes to "e" and a combining accent) and a title composed differently still matches; the list's
/// ``TitleSearch`` compares the folded text code point by code point, as that byte search does.
enum SearchFold {
    /// `text` normalized to GLib's compatibility decomposition and case-folded.
    static let gtkStringFilter: TitleSearch.Fold = { text in
        text.withCString { cText in
            // Neither fails on valid UTF-8, which a Swift string always is; the lowercased text is a fallback.
            guard let normalized = g_utf8_normalize(cText, -1, G_NORMALIZE_ALL) else { return text.lowercased() }
            defer { g_free(normalized) }
            guard let folded = g_utf8_casefold(normalized, -1) else { return text.lowercased() }
            defer { g_free(folded) }
            return String(cString: folded)
        }
    }
}
