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
    /// The next enabled item in reading order (Ctrl+Tab, Page Down).
    case next
    /// The previous enabled item in reading order (Ctrl+Shift+Tab, Page Up).
    case previous

    /// The same move in reading order, so arrow keys mirror in right-to-left.
    public func logical(in direction: LayoutDirection) -> NavigationMove {
        switch (self, direction) {
        case (.left, .leftToRight), (.right, .rightToLeft): return .previous
        case (.right, .leftToRight), (.left, .rightToLeft): return .next
        default: return self
        }
    }
}
