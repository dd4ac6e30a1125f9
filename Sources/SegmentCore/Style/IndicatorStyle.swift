/// The shape drawn to mark the selected segment.
public enum IndicatorShape: Hashable, Sendable {
    /// No indicator: selection shows through title colour only.
    case none
    /// A thin bar along the bottom (or top) edge.
    case underline
    /// A pill behind the title covering the segment (CRMMultipleSwitch's tracker).
    case capsule
    /// A rounded box behind the segment.
    case box
    /// A small round dot under the title.
    case dot
}

/// How wide the indicator is.
public enum IndicatorWidth: Hashable, Sendable {
    /// As wide as the title text (ABSegmentView, QiPagesContainer's adaptive cursor).
    case title
    /// As wide as the whole segment, less the indicator's insets.
    case segment
    /// A fixed width in points, centred on the segment; never wider than the segment.
    case fixed(Double)
}

/// Which edge a line indicator hugs.
public enum IndicatorPlacement: Hashable, Sendable {
    /// Along the bottom edge of the segment.
    case below
    /// Along the top edge of the segment.
    case above
}

/// The indicator's shape, size and motion.
public struct IndicatorStyle: Hashable, Sendable {
    /// What is drawn.
    public var shape: IndicatorShape
    /// How wide it is.
    public var width: IndicatorWidth
    /// The thickness of an underline or the diameter of a dot. Capsules and boxes fill the segment height.
    public var thickness: Double
    /// Space kept between the indicator and the segment's edges (SDCursorView's edge insets).
    public var insets: EdgeInsets
    /// Which edge an underline or dot hugs.
    public var placement: IndicatorPlacement
    /// The corner radius; `nil` rounds fully (half the height).
    public var cornerRadius: Double?
    /// Stretch between segments while moving: the leading edge runs ahead and the trailing edge catches up.
    public var isElastic: Bool

    /// Creates an indicator style; the defaults give a 2 pt title-wide underline.
    public init(
        shape: IndicatorShape = .underline, width: IndicatorWidth = .title, thickness: Double = 2,
        insets: EdgeInsets = .zero, placement: IndicatorPlacement = .below,
        cornerRadius: Double? = nil, isElastic: Bool = false
    ) {
        self.shape = shape
        self.width = width
        self.thickness = thickness
        self.insets = insets
        self.placement = placement
        self.cornerRadius = cornerRadius
        self.isElastic = isElastic
    }
}
