/// A mark attached to a segment: a red dot, a number, or a short text.
public enum Badge: Hashable, Sendable {
    /// No badge.
    case none
    /// A small dot at the title's top-right corner (an unread mark).
    case dot
    /// A number in a pill. Counts of zero or below show nothing, counts above
    /// the style's `maxCount` show as "maxCount+", so `.count(120)` reads "99+".
    case count(Int)
    /// A short text in a pill, such as "new". Empty text shows nothing.
    case text(String)

    /// The text drawn inside the pill, or `nil` for badges that have no pill.
    ///
    /// This is the one place that decides how counts overflow, so the width
    /// the layout reserves and the text the widget draws always agree.
    /// - Note: Total for every count and cap: counts of 0 or below (down to `Int.min`) give `nil`, and a
    ///   `maxCount` below 1 counts as 1, so `.count(Int.max)` reads "99+" and never overflows.
    public func label(maxCount: Int) -> String? {
        switch self {
        case .none, .dot:
            return nil
        case .count(let value):
            guard value > 0 else { return nil }
            let cap = max(1, maxCount)
            return value > cap ? "\(cap)+" : String(value)
        case .text(let text):
            return text.isEmpty ? nil : text
        }
    }
}
