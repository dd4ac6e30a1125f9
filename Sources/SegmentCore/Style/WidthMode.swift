/// How the bar shares its width between segments.
public enum WidthMode: Hashable, Sendable {
    /// Every segment gets the same width and together they fill the bar
    /// (a segmented control, a switch). Never scrolls.
    ///
    /// A bar squeezed until an equal share would cut a title gives way to its titles: segments take their
    /// fitted widths and share what is left, as long as those fit; below that, short titles stay whole and the
    /// long ones share the rest equally, ellipsized (``SegmentLayout``).
    case equal
    /// Each segment is as wide as its content plus padding (a tab strip).
    /// Wider content scrolls. When the content is narrower than the bar, `fillWhenNarrower` fills the bar instead
    /// of leaving the segments at the leading edge: equally when every segment fits its share (and none is pinned,
    /// ``ItemMetrics/isCompact``, which keeps its width), otherwise by
    /// growing the narrower segments to one width while the wider keep theirs (``SegmentLayout``), so resizing
    /// the bar moves smoothly from one to the other.
    case fitted(fillWhenNarrower: Bool)
    /// Every segment is this many points wide, whatever its content (HMSegmentedControl's fixed style,
    /// JXCategoryView's `cellWidth`); segments that do not fit the bar scroll, and titles wider than a
    /// segment are ellipsized.
    ///
    /// - Note: An ``SegmentStyle`` limits the width to `0...10_000` when it is set; NaN gives the default mode,
    ///   `.fitted(fillWhenNarrower: false)`.
    case fixed(Double)
    /// Segments share the bar so that exactly this many fit it (SDCursorView's four per screen); the rest
    /// scroll, and titles wider than a segment are ellipsized. Fewer segments leave the trailing end empty.
    ///
    /// - Note: An ``SegmentStyle`` limits the count to `1...SegmentLimits.maximumSegmentsPerView` when it is set.
    case perView(Int)

    /// This mode made valid: a `.fixed` width limited to `0...10_000` (NaN gives `.fitted(fillWhenNarrower: false)`,
    /// the default mode) and a `.perView` count limited to `1...SegmentLimits.maximumSegmentsPerView`.
    /// `.equal` and `.fitted` are returned unchanged.
    public var clamped: WidthMode {
        switch self {
        case .equal, .fitted: return self
        case .fixed(let width):
            return width.isNaN ? .fitted(fillWhenNarrower: false) : .fixed(styleLength(width, fallback: 0))
        case .perView(let count): return .perView(min(max(count, 1), SegmentLimits.maximumSegmentsPerView))
        }
    }

    /// Whether every segment has the same width whatever its content (``equal``, ``fixed(_:)`` and
    /// ``perView(_:)``), so titles are ellipsized to the segment rather than widening it or spilling into the
    /// next one (an equal bar given less than its natural width shares what it has).
    public var isContentIndependent: Bool {
        switch self {
        case .fixed, .perView, .equal: return true
        case .fitted: return false
        }
    }

    /// The width of each segment in the modes that give every segment one width, `nil` in fitted mode.
    ///
    /// The one formula of shared widths: `.equal` divides the space left by the insets and the `count - 1` gaps
    /// among `count` segments, `.perView(k)` divides it as if there were `k` segments, and `.fixed(w)` is `w`.
    /// - Note: The result is finite and in `0...SegmentLimits.maximumCoordinate`, whatever the arguments:
    ///   non-finite or negative lengths count as 0, and a `count` below 1 as 1.
    public func sharedWidth(viewWidth: Double, insets: Double, spacing: Double, count: Int) -> Double? {
        let shares: Int
        switch clamped {
        case .fitted: return nil
        case .fixed(let width): return sanitizedLength(width)
        case .equal: shares = max(count, 1)
        case .perView(let k): shares = k
        }
        let space = toolkitLength(viewWidth) - sanitizedLength(insets) - sanitizedLength(spacing) * Double(shares - 1)
        return toolkitLength(space / Double(shares))
    }
}
