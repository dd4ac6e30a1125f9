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
        let items = Self.keepingPinnedFirst(items)
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

    /// Replaces the item at `index` (rename, new badge, enable or disable). The selection stays where it is, and
    /// the segment stays pinned or not as it was (``setPinned(_:at:)`` changes that).
    ///
    /// - Throws: ``SegmentError/empty`` or ``SegmentError/indexOutOfRange(index:count:)`` for any index
    ///   outside `0..<count`; the model is then unchanged.
    public mutating func replace(at index: Int, with item: SegmentItem) throws(SegmentError) {
        try check(index)
        var item = item
        item.isPinned = items[index].isPinned
        items[index] = item
    }

    /// Inserts `item` at `index` (`0...count`), keeping the same item selected.
    ///
    /// Inserted among the pinned segments it is pinned, after the first one that is not it is not, and right
    /// after the pinned ones it stays as given (``SegmentItem/isPinned``), so the pinned segments stay first.
    /// - Throws: ``SegmentError/indexOutOfRange(index:count:)`` for any index outside `0...count`; the
    ///   model is then unchanged.
    @discardableResult
    public mutating func insert(_ item: SegmentItem, at index: Int) throws(SegmentError) -> SelectionChange {
        guard (0...items.count).contains(index) else {
            throw .indexOutOfRange(index: index, count: items.count)
        }
        let pinned = pinnedCount
        var item = item
        item.isPinned = index < pinned || (index == pinned && item.isPinned)
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
    /// A pinned segment moves only among the pinned ones and any other only among the others: `to` is limited
    /// to `from`'s ``reorderGroup(of:)`` (``moveTarget(from:to:)``).
    /// - Throws: ``SegmentError/empty`` or ``SegmentError/indexOutOfRange(index:count:)`` when either index
    ///   is outside `0..<count`; the model is then unchanged.
    @discardableResult
    public mutating func move(from: Int, to: Int) throws(SegmentError) -> SelectionChange {
        try check(from)
        try check(to)
        let to = moveTarget(from: from, to: to)
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
        let newItems = Self.keepingPinnedFirst(newItems)
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

    // MARK: Pinned segments

    /// How many segments are pinned: the first ones, as every edit keeps them (``SegmentItem/isPinned``).
    ///
    /// O(pinned segments): the scan stops at the first segment that is not pinned.
    public var pinnedCount: Int {
        items.firstIndex { !$0.isPinned } ?? items.count
    }

    /// The segments the one at `index` moves among, AdwTabView's rule: the pinned ones if it is pinned, else
    /// the others.
    ///
    /// - Note: Any `Int` is accepted; an index past the pinned ones (or out of range) gets the others' range.
    public func reorderGroup(of index: Int) -> Range<Int> {
        let pinned = pinnedCount
        return index >= 0 && index < pinned ? 0..<pinned : pinned..<items.count
    }

    /// Where a move of the segment at `from` to `to` lands: `to` limited to `from`'s ``reorderGroup(of:)``.
    ///
    /// - Note: Any `Int` is accepted; with an empty group (no segments) `to` is returned as it is.
    public func moveTarget(from: Int, to: Int) -> Int {
        let group = reorderGroup(of: from)
        guard !group.isEmpty else { return to }
        return Swift.min(Swift.max(to, group.lowerBound), group.upperBound - 1)
    }

    /// Where ``setPinned(_:at:)`` puts a segment it pins (after the pinned ones) or unpins (first of the others),
    /// as AdwTabView does; `index` itself when the segment already is so or `index` is out of range.
    public func pinDestination(of index: Int, pinned: Bool) -> Int {
        guard items.indices.contains(index), items[index].isPinned != pinned else { return index }
        let count = pinnedCount
        return pinned ? count : count - 1
    }

    /// Pins or unpins the segment at `index`, moving it to ``pinDestination(of:pinned:)`` first (the same item
    /// stays selected); returns the selection's change and the segment's new index.
    ///
    /// - Throws: ``SegmentError/empty`` or ``SegmentError/indexOutOfRange(index:count:)`` for any index outside
    ///   `0..<count`; the model is then unchanged.
    @discardableResult
    public mutating func setPinned(_ pinned: Bool, at index: Int) throws(SegmentError) -> (
        change: SelectionChange, index: Int
    ) {
        try check(index)
        guard items[index].isPinned != pinned else { return (.unchanged, index) }
        let destination = pinDestination(of: index, pinned: pinned)
        let change = try move(from: index, to: destination)
        items[destination].isPinned = pinned
        return (change, destination)
    }

    /// `items` with the pinned flag cleared on every item after the first one that is not pinned, so the pinned
    /// segments are the first ones. Shares `items`' storage when nothing needs clearing.
    static func keepingPinnedFirst(_ items: [SegmentItem]) -> [SegmentItem] {
        guard let first = items.firstIndex(where: { !$0.isPinned }) else { return items }
        var kept = items
        for index in (first + 1)..<items.count where kept[index].isPinned { kept[index].isPinned = false }
        return kept
    }
}
