/// The items of a bar and which one is selected, with every edit keeping the selection on the same item.
///
/// This is the single source of truth the widgets wrap. Requests that
/// cannot be honoured throw a ``SegmentError`` and leave the model as it was.
public struct SegmentModel: Sendable, Equatable {
    /// The items, in reading order.
    public private(set) var items: [SegmentItem]
    /// The selected item's index; `nil` only when there are no items.
    public private(set) var selectedIndex: Int?

    /// Creates a model selecting the first enabled item (or the first item if all are disabled).
    public init(items: [SegmentItem] = []) {
        self.items = items
        self.selectedIndex = items.isEmpty ? nil : (items.firstIndex { $0.isEnabled } ?? 0)
    }

    /// The number of items.
    public var count: Int { items.count }

    /// `position` within the items there are now, `0...count - 1` (0 with none).
    ///
    /// A widget's layout is rebuilt on its next allocation, so right after an edit it is a count behind; a
    /// position set in between (a `select` straight after `set_titles`) is clamped by the model instead.
    public func clampedPosition(_ position: Double) -> Double {
        clamp(position, 0, Double(max(0, count - 1)))
    }

    /// Checks that `index` names an item, for any `Int`.
    ///
    /// - Throws: ``SegmentError/empty`` without items, else ``SegmentError/indexOutOfRange(index:count:)`` for an
    ///   index outside `0..<count`.
    public func check(_ index: Int) throws(SegmentError) {
        guard !items.isEmpty else { throw .empty }
        guard items.indices.contains(index) else { throw .indexOutOfRange(index: index, count: items.count) }
    }

    /// Selects `index` as the app asks: nothing happens if it is already selected.
    ///
    /// - Parameter notify: false selects silently, so no selection-changed event is reported.
    /// - Throws: ``SegmentError`` for an empty model, an index out of range (any `Int`, down to `Int.min`)
    ///   or a disabled item; the model is then unchanged.
    @discardableResult
    public mutating func select(_ index: Int, notify: Bool = true) throws(SegmentError) -> SelectionChange {
        try check(index)
        guard items[index].isEnabled else { throw .itemDisabled(index: index) }
        guard index != selectedIndex else { return .unchanged }
        let previous = selectedIndex
        selectedIndex = index
        return .selected(index: index, previous: previous, notify: notify)
    }

    /// Selects `index` as the user asks (a click, Space or Enter): activating the selected item reports ``SelectionChange/reselected(index:)``.
    ///
    /// - Throws: ``SegmentError`` like ``select(_:notify:)``, for any index outside `0..<count`.
    @discardableResult
    public mutating func activate(_ index: Int) throws(SegmentError) -> SelectionChange {
        try check(index)
        guard items[index].isEnabled else { throw .itemDisabled(index: index) }
        if index == selectedIndex { return .reselected(index: index) }
        return try select(index)
    }

    /// The item a keyboard move lands on from the selection, skipping disabled items; `nil` when there is none
    /// (``NavigationMove/target(from:count:direction:isEnabled:)``).
    ///
    /// - Note: The result is always `nil` or an index in `0..<count`.
    public func target(of move: NavigationMove, direction: LayoutDirection = .leftToRight) -> Int? {
        move.target(from: selectedIndex, count: items.count, direction: direction) { items[$0].isEnabled }
    }

    /// The enabled item nearest `index` (ties go to the later one, the item that takes a removed one's place), or `nil` if none is enabled.
    ///
    /// - Note: `index` is limited to `0...count-1` first, so any `Int` is accepted.
    public func nearestEnabled(to index: Int) -> Int? {
        guard !items.isEmpty else { return nil }
        let start = Swift.min(Swift.max(index, 0), items.count - 1)
        for distance in 0..<items.count {
            let later = start + distance
            let earlier = start - distance
            if later < items.count && items[later].isEnabled { return later }
            if earlier >= 0 && items[earlier].isEnabled { return earlier }
        }
        return nil
    }

    /// Replaces the item at `index` (rename, new badge, enable or disable). The selection stays where it is.
    ///
    /// - Throws: ``SegmentError/empty`` or ``SegmentError/indexOutOfRange(index:count:)`` for any index
    ///   outside `0..<count`; the model is then unchanged.
    public mutating func replace(at index: Int, with item: SegmentItem) throws(SegmentError) {
        try check(index)
        items[index] = item
    }

    /// Inserts `item` at `index` (`0...count`), keeping the same item selected.
    ///
    /// - Throws: ``SegmentError/indexOutOfRange(index:count:)`` for any index outside `0...count`; the
    ///   model is then unchanged.
    @discardableResult
    public mutating func insert(_ item: SegmentItem, at index: Int) throws(SegmentError) -> SelectionChange {
        guard (0...items.count).contains(index) else {
            throw .indexOutOfRange(index: index, count: items.count)
        }
        items.insert(item, at: index)
        guard let selected = selectedIndex else {
            let first = nearestEnabled(to: index) ?? index
            selectedIndex = first
            return .selected(index: first, previous: nil, notify: true)
        }
        guard index <= selected else { return .unchanged }
        selectedIndex = selected + 1
        return .shifted(index: selected + 1)
    }

    /// Removes the item at `index`. Removing the selected item selects its neighbour (the next, else the previous).
    ///
    /// - Throws: ``SegmentError/empty`` or ``SegmentError/indexOutOfRange(index:count:)`` for any index
    ///   outside `0..<count`; the model is then unchanged.
    @discardableResult
    public mutating func remove(at index: Int) throws(SegmentError) -> SelectionChange {
        try check(index)
        items.remove(at: index)
        guard let selected = selectedIndex else { return .unchanged }
        if items.isEmpty {
            selectedIndex = nil
            return .cleared(previous: selected)
        }
        if index < selected {
            selectedIndex = selected - 1
            return .shifted(index: selected - 1)
        }
        guard index == selected else { return .unchanged }
        let replacement = nearestEnabled(to: index) ?? Swift.min(index, items.count - 1)
        selectedIndex = replacement
        return .selected(index: replacement, previous: selected, notify: true)
    }

    /// Moves the item at `from` to `to`, keeping the same item selected.
    ///
    /// - Throws: ``SegmentError/empty`` or ``SegmentError/indexOutOfRange(index:count:)`` when either index
    ///   is outside `0..<count`; the model is then unchanged.
    @discardableResult
    public mutating func move(from: Int, to: Int) throws(SegmentError) -> SelectionChange {
        try check(from)
        try check(to)
        guard from != to else { return .unchanged }
        let item = items.remove(at: from)
        items.insert(item, at: to)
        guard let selected = selectedIndex else { return .unchanged }
        let updated: Int
        if selected == from {
            updated = to
        } else if from < selected && to >= selected {
            updated = selected - 1
        } else if from > selected && to <= selected {
            updated = selected + 1
        } else {
            return .unchanged
        }
        selectedIndex = updated
        return .shifted(index: updated)
    }

    /// Replaces every item, keeping the selection at the same index when it is still valid and enabled.
    ///
    /// - Note: Never fails: afterwards ``selectedIndex`` is `nil` exactly when there are no items, and
    ///   otherwise an index in `0..<count`.
    @discardableResult
    public mutating func setItems(_ newItems: [SegmentItem]) -> SelectionChange {
        let previous = selectedIndex
        items = newItems
        guard !newItems.isEmpty else {
            selectedIndex = nil
            return previous.map { .cleared(previous: $0) } ?? .unchanged
        }
        let kept = previous.flatMap { newItems.indices.contains($0) && newItems[$0].isEnabled ? $0 : nil }
        let selected = kept ?? nearestEnabled(to: previous ?? 0) ?? 0
        selectedIndex = selected
        return selected == previous ? .unchanged : .selected(index: selected, previous: previous, notify: true)
    }
}
