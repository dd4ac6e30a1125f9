/// Every layout option of a segment bar, as one value.
///
/// Colours are not here: they come from CSS in the toolkit layer. What is
/// here changes geometry, so the core can compute it.
public struct SegmentStyle: Hashable, Sendable {
    /// How width is shared between segments.
    public var widthMode: WidthMode
    /// Horizontal padding inside each segment, on each side of its content.
    public var itemPadding: Double
    /// Vertical padding above and below the tallest content, which sets the bar's natural height.
    public var verticalPadding: Double
    /// Gap between neighbouring segments.
    public var spacing: Double
    /// Space between the bar's edges and the segments.
    public var contentInsets: EdgeInsets
    /// The title font of unselected segments.
    public var titleFont: FontSpec
    /// The title font of the selected segment; segment widths follow it in fitted mode.
    public var selectedTitleFont: FontSpec
    /// The side of a square icon.
    public var iconSize: Double
    /// Gap between an icon and its title.
    public var iconSpacing: Double
    /// Badge sizes.
    public var badge: BadgeStyle
    /// The selection indicator.
    public var indicator: IndicatorStyle
    /// Vertical lines between segments.
    public var separators: SeparatorStyle
    /// Thickness of a line along the bar's bottom edge; 0 hides it.
    public var bottomBorder: Double
    /// Titles wider than this are ellipsized, so one very long title cannot push every other segment away.
    public var maxTitleWidth: Double

    /// Creates a style. The defaults are a fitted, start-aligned underline bar.
    public init(
        widthMode: WidthMode = .fitted(fillWhenNarrower: false), itemPadding: Double = 10,
        verticalPadding: Double = 8,
        spacing: Double = 0, contentInsets: EdgeInsets = .zero,
        titleFont: FontSpec = FontSpec(size: 11), selectedTitleFont: FontSpec? = nil,
        iconSize: Double = 16, iconSpacing: Double = 6, badge: BadgeStyle = BadgeStyle(),
        indicator: IndicatorStyle = IndicatorStyle(), separators: SeparatorStyle = SeparatorStyle(),
        bottomBorder: Double = 0, maxTitleWidth: Double = 320
    ) {
        self.widthMode = widthMode
        self.itemPadding = itemPadding
        self.verticalPadding = verticalPadding
        self.spacing = spacing
        self.contentInsets = contentInsets
        self.titleFont = titleFont
        self.selectedTitleFont = selectedTitleFont ?? titleFont
        self.iconSize = iconSize
        self.iconSpacing = iconSpacing
        self.badge = badge
        self.indicator = indicator
        self.separators = separators
        self.bottomBorder = bottomBorder
        self.maxTitleWidth = maxTitleWidth
    }
}

/// Sizes of dot and pill badges.
public struct BadgeStyle: Hashable, Sendable {
    /// The font of count and text badges.
    public var font: FontSpec
    /// Diameter of a dot badge.
    public var dotDiameter: Double
    /// Horizontal padding inside a pill, each side.
    public var padding: Double
    /// Height of a pill; pills are never narrower than they are tall.
    public var height: Double
    /// Gap between the title and a pill.
    public var gap: Double
    /// Counts above this show as "maxCount+".
    public var maxCount: Int

    /// Creates a badge style.
    public init(
        font: FontSpec = FontSpec(size: 8, isBold: true), dotDiameter: Double = 6, padding: Double = 4,
        height: Double = 14, gap: Double = 4, maxCount: Int = 99
    ) {
        self.font = font
        self.dotDiameter = dotDiameter
        self.padding = padding
        self.height = height
        self.gap = gap
        self.maxCount = maxCount
    }
}

/// Vertical separator lines between segments (SDCursorView, QiPagesContainer).
public struct SeparatorStyle: Hashable, Sendable {
    /// Whether separators are drawn at all.
    public var isVisible: Bool
    /// Line thickness.
    public var thickness: Double
    /// Space kept clear above and below each line.
    public var verticalInset: Double
    /// Hide the separators on both sides of the selected segment, so a box or capsule indicator is not cut.
    public var hidesNextToSelection: Bool

    /// Creates a separator style; hidden by default.
    public init(
        isVisible: Bool = false, thickness: Double = 1, verticalInset: Double = 8,
        hidesNextToSelection: Bool = false
    ) {
        self.isVisible = isVisible
        self.thickness = thickness
        self.verticalInset = verticalInset
        self.hidesNextToSelection = hidesNextToSelection
    }
}
