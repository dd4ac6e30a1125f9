/// A colour in sRGB with straight alpha, each channel in `0...1`, independent of any toolkit.
///
/// Segments carry their own colours with it (``SegmentColors``); the GTK layer turns it into a `GdkRGBA`.
public struct SegmentColor: Hashable, Sendable {
    /// The red channel, `0...1`.
    public let red: Double
    /// The green channel, `0...1`.
    public let green: Double
    /// The blue channel, `0...1`.
    public let blue: Double
    /// The opacity, `0...1`.
    public let alpha: Double

    /// Creates a colour.
    ///
    /// - Note: Each channel is limited to `0...1`; NaN gives 0 (an infinite channel gives the nearest end).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = clamp(red, 0, 1)
        self.green = clamp(green, 0, 1)
        self.blue = clamp(blue, 0, 1)
        self.alpha = clamp(alpha, 0, 1)
    }

    /// The colour `t` of the way from `a` to `b`, channel by channel (``lerp(_:_:_:)``).
    ///
    /// The one blend of segment colours: titles towards their selected colour, and the indicator
    /// between two segments' colours during a swipe (``SegmentLayout/indicatorColor(at:fallback:color:)``).
    /// - Note: `t` is limited to `0...1` (NaN counts as 0), so the result is always a valid colour.
    public static func mix(_ a: SegmentColor, _ b: SegmentColor, _ t: Double) -> SegmentColor {
        let t = clamp(t, 0, 1)
        return SegmentColor(
            red: lerp(a.red, b.red, t), green: lerp(a.green, b.green, t), blue: lerp(a.blue, b.blue, t),
            alpha: lerp(a.alpha, b.alpha, t))
    }
}

/// A segment's own colours, each replacing what CSS gives for that one segment; `nil` keeps CSS.
///
/// Colour-coded categories (JXCategoryView's per-item title colours): the CSS colours stay the
/// default, so a segment without its own colours looks as the theme says.
public struct SegmentColors: Hashable, Sendable {
    /// The title and icon colour while the segment is not selected (CSS `segment`'s `color` otherwise).
    public var title: SegmentColor?
    /// The title and icon colour while the segment is selected (CSS `segment:selected`'s `color` otherwise).
    public var selectedTitle: SegmentColor?
    /// The indicator's colour on this segment (the `indicator` node's CSS box otherwise).
    public var indicator: SegmentColor?

    /// Creates colours; leave any of them `nil` to keep the CSS colour.
    public init(title: SegmentColor? = nil, selectedTitle: SegmentColor? = nil, indicator: SegmentColor? = nil) {
        self.title = title
        self.selectedTitle = selectedTitle
        self.indicator = indicator
    }

    /// Whether every colour is left to CSS.
    public var isEmpty: Bool { title == nil && selectedTitle == nil && indicator == nil }
}
