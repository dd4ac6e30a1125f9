/// A keyboard move, named by what the user pressed.
public enum NavigationMove: Hashable, Sendable {
    /// Left arrow: the previous item in left-to-right, the next in right-to-left.
    case left
    /// Right arrow: the next item in left-to-right, the previous in right-to-left.
    case right
    /// Home: the first enabled item.
    case first
    /// End: the last enabled item.
    case last
    /// The next enabled item in reading order (Page Down); none after the last.
    case next
    /// The previous enabled item in reading order (Page Up); none before the first.
    case previous
    /// Ctrl+Tab: the next enabled item in reading order, and after the last the first, as AdwTabView's
    /// Ctrl+Tab goes round its tabs.
    case nextLooping
    /// Ctrl+Shift+Tab: the previous enabled item, and before the first the last.
    case previousLooping

    /// The same move in reading order, so arrow keys mirror in right-to-left.
    public func logical(in direction: LayoutDirection) -> NavigationMove {
        switch (self, direction) {
        case (.left, .leftToRight), (.right, .rightToLeft): return .previous
        case (.right, .leftToRight), (.left, .rightToLeft): return .next
        default: return self
        }
    }

    /// The item this move lands on from `current` among `count` items, skipping those `isEnabled` refuses;
    /// `nil` when there is none.
    ///
    /// The one place a bar's selection and a stack's pages are moved by a key. A looping move may land on
    /// `current` itself (the only enabled item); the caller treats that as no move.
    ///
    /// - Parameters:
    ///   - current: where the move starts; `nil` (no selection) starts before the first item for forward moves
    ///     and after the last for backward ones. Any `Int` is accepted: it is limited to `-1...count` first.
    ///   - count: how many items there are; none, or a negative count, gives `nil`.
    /// - Note: The result is always `nil` or an index in `0..<count`.
    public func target(
        from current: Int?, count: Int, direction: LayoutDirection = .leftToRight, isEnabled: (Int) -> Bool
    ) -> Int? {
        guard count > 0 else { return nil }
        // Forward moves start after `after`, backward ones before `before`; both are within -1...count.
        let clamped = current.map { Swift.min(Swift.max($0, -1), count) }
        let after = clamped ?? -1
        let before = clamped ?? count
        let later = after + 1 < count ? (after + 1..<count).first(where: isEnabled) : nil
        let earlier = before > 0 ? (0..<before).last(where: isEnabled) : nil
        switch logical(in: direction) {
        case .first: return (0..<count).first(where: isEnabled)
        case .last: return (0..<count).last(where: isEnabled)
        case .next: return later
        case .previous: return earlier
        case .nextLooping: return later ?? (0..<count).first(where: isEnabled)
        case .previousLooping: return earlier ?? (0..<count).last(where: isEnabled)
        case .left, .right: return nil  // logical(in:) never returns these.
        }
    }
}
