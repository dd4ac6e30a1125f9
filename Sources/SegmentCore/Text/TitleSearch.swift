/// Finds the titles that match what the user types in a list's search entry, as in a GtkDropDown with search.
///
/// A title matches when it contains every word of the query, in any order ("doc 42" finds "Document 42" and
/// "42: Docs"). Titles and query are compared after the same `fold`, code point by code point, as
/// GtkStringFilter's substring match compares them: the bar's list folds as GtkStringFilter does (GLib's
/// compatibility decomposition, then case folding), so case is ignored ("STRASSE" finds "Straße"), text composed
/// differently matches, and a query without accents finds accented titles ("cafe" finds "Café", whose "é" folds to
/// "e" and a combining accent) while an accented query finds only accented ones. The default fold here lowercases
/// and leaves composition alone, for uses without GLib.
///
/// The titles are folded once, when the search is made, so each keystroke over ten thousand titles is a code point
/// search, not ten thousand foldings.
public struct TitleSearch: Sendable {
    /// Turns a title or a query into the text that is compared.
    public typealias Fold = @Sendable (String) -> String

    /// Each title, folded, as code points.
    private let folded: [[Unicode.Scalar]]
    /// The fold the titles went through, for the queries.
    private let fold: Fold

    /// A search over `titles`, compared after `fold`; a match is reported by its index in this array.
    public init(titles: [String], fold: @escaping Fold = TitleSearch.lowercase) {
        self.fold = fold
        folded = titles.map { Array(fold($0).unicodeScalars) }
    }

    /// The default fold: lowercase, composition unchanged.
    public static let lowercase: Fold = { $0.lowercased() }

    /// The indices of the titles that match `query`, in order; every index when the query has no words.
    public func matches(_ query: String) -> [Int] {
        let words = fold(query).split(whereSeparator: \.isWhitespace).map { Array($0.unicodeScalars) }
        guard !words.isEmpty else { return Array(folded.indices) }
        return folded.indices.filter { index in words.allSatisfy { Self.scalars(folded[index], contain: $0) } }
    }

    /// Whether `query` has no words (empty, or only whitespace): it narrows nothing.
    public static func isBlank(_ query: String) -> Bool {
        !query.contains { !$0.isWhitespace }
    }

    /// Whether `needle` occurs in `haystack`, code point by code point (so "e" is found in "e" followed by a
    /// combining accent, as a byte search of the folded text finds it).
    static func scalars(_ haystack: [Unicode.Scalar], contain needle: [Unicode.Scalar]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var offset = 1
            while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }
}
