/// A mark attached to a segment: a red dot, a number, or a short text.
public enum Badge: Hashable, Sendable {
    /// No badge.
    case none
    /// A small dot at the title's top-right corner (an unread mark).
    case dot
    /// A number in a pill. Counts of zero or below show nothing, counts above
    /// the style's `maxCount` show as "maxCount+", so `.count(120)` reads "99+".
    case count(Int)
    /// A short text in a pill, such as "new". Empty text shows nothing; a text longer than
    /// ``maximumTextLength`` characters shows its start and "…".
    case text(String)

    /// The most characters a text badge shows: its pill does not shrink as a title does, so a long text widened its
    /// segment, and an equal-width bar's every segment, past the screen (1,359 pt for 21 characters in a bar of 8).
    public static let maximumTextLength = 12

    /// The text drawn inside the pill, or `nil` for badges that have no pill.
    ///
    /// This is the one place that decides how counts overflow, so the width
    /// the layout reserves and the text the widget draws always agree.
    /// - Note: Total for every count and cap: counts of 0 or below (down to `Int.min`) give `nil`, and a
    ///   `maxCount` below 1 counts as 1, so `.count(Int.max)` reads "99+" and never overflows. A text of more than
    ///   ``maximumTextLength`` characters (grapheme clusters, so an emoji or an accented letter is never cut)
    ///   reads as its first ``maximumTextLength`` − 1 and "…".
    public func label(maxCount: Int) -> String? {
        switch self {
        case .none, .dot:
            return nil
        case .count(let value):
            guard value > 0 else { return nil }
            let cap = max(1, maxCount)
            return value > cap ? "\(cap)+" : String(value)
        case .text(let text):
            guard !text.isEmpty else { return nil }
            // By bytes first: a text of this many bytes or fewer has no more characters, and most badges are short.
            guard text.utf8.count > Self.maximumTextLength, text.count > Self.maximumTextLength else { return text }
            return String(text.prefix(Self.maximumTextLength - 1)) + "…"
        }
    }
}
