/// Why the core refused a request. Every refusal leaves the state as it was.
public enum SegmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bar has no items, so there is nothing to select.
    case empty
    /// An index outside `0..<count`.
    case indexOutOfRange(index: Int, count: Int)
    /// The item exists but is disabled.
    case itemDisabled(index: Int)
    /// A position or size that is NaN or infinite.
    case notFinite(Double)

    /// Whose items a message counts: a bar's segments or a stack's pages.
    public enum Holder: Sendable {
        /// "the bar has 3 items": a SegmentBar, or a SegmentedPager (its bar holds the items).
        case bar
        /// "the stack has 3 pages": a PagedStack on its own, whose indices are pages.
        case stack
    }

    /// A one-line message fit for a log or a command-line error, in a bar's words.
    public var description: String { description(for: .bar) }

    /// A one-line message in the words of the widget that refused, so a PagedStack's log line counts pages.
    public func description(for holder: Holder) -> String {
        let (subject, noun) = holder == .bar ? ("the bar", "item") : ("the stack", "page")
        switch self {
        case .empty:
            return "\(subject) has no \(noun)s"
        case .indexOutOfRange(let index, let count):
            return "index \(index) is out of range (\(subject) has \(count) \(noun)\(count == 1 ? "" : "s"))"
        case .itemDisabled(let index):
            return "\(noun) \(index) is disabled"
        case .notFinite(let value):
            return "\(value) is not a finite number"
        }
    }
}
