/// How the bar shares its width between segments.
public enum WidthMode: Hashable, Sendable {
    /// Every segment gets the same width and together they fill the bar
    /// (a segmented control, a switch). Never scrolls.
    case equal
    /// Each segment is as wide as its content plus padding (a tab strip).
    /// Wider content scrolls. When the content is narrower
    /// than the bar, `fillWhenNarrower` shares the bar equally instead of
    /// leaving the segments at the leading edge, provided every segment still
    /// fits its share; otherwise they stay at their fitted widths.
    case fitted(fillWhenNarrower: Bool)
}
