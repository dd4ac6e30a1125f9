/// A key–value map that keeps its first few entries in a list and moves them into a Dictionary once it grows.
///
/// A bar or pager at its first frame holds a handful of entries (a few titles, the pages next to the
/// current one), and the first Dictionary of a key type costs a GTK app start-up more than those entries
/// ever will: the Swift runtime searches every protocol conformance in the process for the key's
/// `Hashable` (about 0.35 M instructions) and touches hashing code no other part of the first frame needs
/// (64 KB pages of the Swift runtime each). Up to ``linearLimit`` entries a lookup is a search of a short
/// list; past it the map becomes a Dictionary for good, so ten thousand entries still cost a hash each.
///
/// Inlinable, so the GTK layer's uses are specialized: unspecialized, the map's own metadata would be made at
/// run time, with the same conformance search it exists to avoid.
@frozen
public struct SmallMap<Key: Hashable, Value> {
    /// The most entries kept in the list before the map becomes a Dictionary.
    @inlinable public static var linearLimit: Int { 24 }

    @usableFromInline var list: [(key: Key, value: Value)] = []
    @usableFromInline var table: [Key: Value]?

    /// Creates an empty map.
    @inlinable public init() {}

    /// The value for `key`; setting `nil` removes the entry.
    @inlinable public subscript(key: Key) -> Value? {
        get {
            // Read in place: binding the Dictionary to a name would retain and release it on every lookup.
            guard table == nil else { return table?[key] }
            return list.first { $0.key == key }?.value
        }
        set {
            if table != nil {
                table![key] = newValue
                return
            }
            let index = list.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): list[index].value = value
            case (let index?, nil): list.remove(at: index)
            case (nil, let value?):
                guard list.count < Self.linearLimit else {
                    var grown = Dictionary(uniqueKeysWithValues: list.lazy.map { ($0.key, $0.value) })
                    grown[key] = value
                    table = grown
                    list = []
                    return
                }
                list.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// Removes and returns the value for `key`, `nil` when there was none.
    @inlinable @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        let old = self[key]
        if old != nil { self[key] = nil }
        return old
    }

    /// Removes every entry; the map starts again as a list.
    @inlinable public mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        table = nil
    }

    /// The number of entries.
    @inlinable public var count: Int { table?.count ?? list.count }

    /// Whether the map has no entries.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// Every entry, in no particular order.
    @inlinable public var entries: [(key: Key, value: Value)] {
        table.map { $0.map { ($0.key, $0.value) } } ?? list
    }

    /// Every key, in no particular order.
    @inlinable public var keys: [Key] { table.map { Array($0.keys) } ?? list.map(\.key) }

    /// Every value, in no particular order.
    @inlinable public var values: [Value] { table.map { Array($0.values) } ?? list.map(\.value) }
}

extension SmallMap: Sendable where Key: Sendable, Value: Sendable {}

extension SmallMap: Equatable where Value: Equatable {
    /// Equal when both hold the same keys with equal values, however each stores them.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }
}
