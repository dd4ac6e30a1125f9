/// An edit of a list of pages, as a mapping from old page indices to new ones.
///
/// Every piece of per-page state (cached widgets, recency, positions)
/// goes through the same mapping, so after an insert, remove or move the
/// cache, the widgets and the selection all still agree on which page is which.
public enum PageIndexEdit: Hashable, Sendable {
    /// A page was inserted at `index`; pages from there on move one later.
    case insert(at: Int)
    /// The page at `index` was removed; later pages move one earlier.
    case remove(at: Int)
    /// The page at `from` was moved to `to`, as `Array.insert(remove(at: from), at: to)` does.
    case move(from: Int, to: Int)

    /// Where the page that was at `index` is now; `nil` for the removed page.
    ///
    /// - Note: Total for every index and edit, however far out of range: the only index that would
    ///   leave `Int`'s range, `Int.max` after an insert at or before it, maps to `nil` like a removed page.
    public func map(_ index: Int) -> Int? {
        switch self {
        case .insert(let at):
            guard index >= at else { return index }
            return index == Int.max ? nil : index + 1
        case .remove(let at):
            if index == at { return nil }
            return index > at ? index - 1 : index
        case .move(let from, let to):
            if index == from { return to }
            if from < index && index <= to { return index - 1 }
            if to <= index && index < from { return index + 1 }
            return index
        }
    }

    /// Where a fractional position now is, so a page half swiped in stays half swiped in.
    ///
    /// The whole part is mapped like an index and the fraction kept; a
    /// position on the removed page stays where it is (the next page takes its place).
    /// - Note: A NaN or infinite position, or one beyond `±SegmentLimits.maximumMagnitude` (2^53, where
    ///   positions have no fraction left and no page exists), is returned unchanged.
    public func map(position: Double) -> Double {
        guard position.isFinite, abs(position) < SegmentLimits.maximumMagnitude else { return position }
        let base = position.rounded(.down)
        let fraction = position - base
        let index = Int(base)
        switch self {
        case .remove(let at) where index == at:
            return position
        default:
            return Double(map(index) ?? index) + fraction
        }
    }

    /// The page count after the edit.
    ///
    /// - Note: A negative `count` counts as 0; an insert saturates at `Int.max` and a remove never goes below 0.
    public func count(after count: Int) -> Int {
        let count = max(0, count)
        switch self {
        case .insert: return count == Int.max ? count : count + 1
        case .remove: return max(0, count - 1)
        case .move: return count
        }
    }
}
