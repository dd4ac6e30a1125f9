extension SegmentLayout {
    /// The segment under view x `viewX`, or `nil` over insets, gaps or (unless asked for) a disabled segment.
    ///
    /// `viewX` is along the main axis: the view y in a vertical layout.
    ///
    /// Runs in O(log n): segment edges only grow along the bar, so a binary search finds the candidate.
    /// - Note: A NaN or infinite `viewX` or `scrollOffset` hits nothing (`nil`); `position` is clamped.
    public func hitTest(viewX: Double, scrollOffset: Double, at position: Double, includeDisabled: Bool = false) -> Int?
    {
        guard count > 0, viewX.isFinite, scrollOffset.isFinite else { return nil }
        let x = contentX(forViewX: viewX, scrollOffset: scrollOffset)
        // A segment owns its left view edge in both directions: [left, right) on screen. Mirrored, that is
        // (x, maxX] in content coordinates for right-to-left, so x = 0 on screen hits the leftmost segment.
        let index: Int
        let hit: Bool
        switch mainDirection {
        case .leftToRight:
            index = firstIndex(at: position) { $0.maxX > x }
            hit = index < count && itemFrame(index, at: position).containsX(x)
        case .rightToLeft:
            index = firstIndex(at: position) { $0.maxX >= x }
            hit =
                index < count
                && {
                    let f = itemFrame(index, at: position)
                    return x > f.x && x <= f.maxX
                }()
        }
        guard hit else { return nil }
        guard includeDisabled || metrics[index].isEnabled else { return nil }
        return index
    }

    /// The position whose indicator centre is at content x `x`, limited to `0...count-1`.
    ///
    /// This inverts the indicator's centre interpolation with segments at
    /// rest, which is what dragging a capsule tracker needs: the finger moves
    /// the centre, and the position follows.
    /// - Note: The result is always in `0...max(0, count-1)`: a NaN or infinite `x` gives 0, and an `x`
    ///   beyond the first or last centre gives that end.
    public func position(forIndicatorCenterX x: Double) -> Double {
        guard count > 1, x.isFinite else { return 0 }
        func centre(_ i: Int) -> Double { indicatorRect(forItem: i, at: Double(i)).midX }
        var low = 0
        var high = count - 1
        if x <= centre(low) { return 0 }
        if x >= centre(high) { return Double(high) }
        while high - low > 1 {
            let mid = (low + high) / 2
            if centre(mid) <= x { low = mid } else { high = mid }
        }
        let from = centre(low)
        let to = centre(high)
        return Double(low) + (to > from ? (x - from) / (to - from) : 0)
    }
}
