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

    /// A one-line message fit for a log or a command-line error.
    public var description: String {
        switch self {
        case .empty:
            return "the bar has no items"
        case .indexOutOfRange(let index, let count):
            return "index \(index) is out of range (the bar has \(count) item\(count == 1 ? "" : "s"))"
        case .itemDisabled(let index):
            return "item \(index) is disabled"
        case .notFinite(let value):
            return "\(value) is not a finite number"
        }
    }
}
