/// The one splice that turns a list into another: where the two differ, between the items they share at the start
/// and at the end.
///
/// A list view given this splice (`gtk_string_list_splice`) replaces only those rows; the rows before and after
/// keep their items, so the list keeps its scroll position and the row under the pointer stays put when the
/// segments change while the user looks at the list. O(n) comparisons, made only when the list changes.
public struct ListSplice: Hashable, Sendable {
    /// The first index at which the two lists differ.
    public var start: Int
    /// How many items of the old list, from ``start``, the splice removes.
    public var removed: Int
    /// Which items of the new list it inserts at ``start``.
    public var inserted: Range<Int>

    /// A splice at `start` that removes `removed` items of the old list and inserts the new list's `inserted`.
    public init(start: Int, removed: Int, inserted: Range<Int>) {
        self.start = start
        self.removed = removed
        self.inserted = inserted
    }

    /// The splice from `old` to `new`, or `nil` when they are equal.
    ///
    /// The items both lists share at the end are kept even when they overlap those at the start, so an insert
    /// into a run of equal items inserts one (`[a, a]` to `[a, a, a]` inserts at 2).
    public static func between<Item: Equatable>(_ old: [Item], _ new: [Item]) -> ListSplice? {
        let shorter = min(old.count, new.count)
        var start = 0
        while start < shorter && old[start] == new[start] { start += 1 }
        guard start < old.count || start < new.count else { return nil }
        var end = 0
        while end < shorter - start && old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
        return ListSplice(start: start, removed: old.count - start - end, inserted: start..<(new.count - end))
    }
}
