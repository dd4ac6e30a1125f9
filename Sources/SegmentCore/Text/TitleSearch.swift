/// Finds the titles that match what the user types in a list's search entry, as in a GtkDropDown with search.
///
/// A title matches when it contains every word of the query, in any order, ignoring case ("doc 42" finds
/// "Document 42" and "42: Docs"). Matching compares characters of the lowercased text, so text composed
/// differently matches ("é" typed as one code point finds "é" stored as "e" and a combining accent), while
/// accents still count ("é" does not find "e"), as in GtkStringFilter's substring match.
///
/// The titles are lowercased and split into characters once, when the search is made, so each keystroke over
/// ten thousand titles is a character search, not ten thousand case conversions.
public struct TitleSearch: Sendable {
    /// Each title, lowercased, as characters.
    private let folded: [[Character]]

    /// A search over `titles`; a match is reported by its index in this array.
    public init(titles: [String]) {
        folded = titles.map { Array($0.lowercased()) }
    }

    /// The indices of the titles that match `query`, in order; every index when the query has no words.
    public func matches(_ query: String) -> [Int] {
        let words = Self.words(of: query)
        guard !words.isEmpty else { return Array(folded.indices) }
        return folded.indices.filter { index in words.allSatisfy { Self.characters(folded[index], contain: $0) } }
    }

    /// Whether `query` has no words (empty, or only whitespace): it narrows nothing.
    public static func isBlank(_ query: String) -> Bool {
        words(of: query).isEmpty
    }

    /// The query's words, lowercased, as characters; whitespace of any kind separates them.
    static func words(of query: String) -> [[Character]] {
        query.lowercased().split(whereSeparator: \.isWhitespace).map { Array($0) }
    }

    /// Whether `needle` occurs in `haystack`, character by character (`Character` equality is Unicode's
    /// canonical equivalence).
    static func characters(_ haystack: [Character], contain needle: [Character]) -> Bool {
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
