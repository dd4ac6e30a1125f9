/// Every layout option of a segment bar, as one value.
///
/// Colours are not here: they come from CSS in the toolkit layer. What is
/// here changes geometry, so the core can compute it.
///
/// Every number is clamped when it is set, so any value read back is safe to
/// lay out with and to convert to a 32-bit integer: lengths are limited to
/// `0...SegmentLimits.maximumLength` (icon lengths to `0...SegmentLimits.maximumIconLength`),
/// and NaN becomes the property's default.
public struct SegmentStyle: Hashable, Sendable {
    /// The title width cap used when none (or NaN) is given.
    private static let defaultMaxTitleWidth = 320.0

    /// How width is shared between segments.
    ///
    /// - Note: Stored ``WidthMode/clamped``: a fixed width is limited to `0...10_000` (NaN gives the default,
    ///   fitted), a per-view count to `1...1_000`.
    public var widthMode: WidthMode {
        didSet { widthMode = widthMode.clamped }
    }
    /// Horizontal padding inside each segment, on each side of its content.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 10.
    @StyleLength(default: 10) public var itemPadding: Double
    /// Vertical padding above and below the tallest content, which sets the bar's natural height.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 8.
    @StyleLength(default: 8) public var verticalPadding: Double
    /// Gap between neighbouring segments.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 0.
    @StyleLength(default: 0) public var spacing: Double
    /// Space between the bar's edges and the segments.
    ///
    /// - Note: Each side is limited to `0...10_000` by ``EdgeInsets``.
    public var contentInsets: EdgeInsets
    /// The title font of unselected segments.
    ///
    /// - Note: Its size is limited to ``SegmentLimits/fontSizes`` by ``FontSpec``.
    public var titleFont: FontSpec
    /// The title font of the selected segment; segment widths follow it in fitted mode.
    ///
    /// - Note: Its size is limited to ``SegmentLimits/fontSizes`` by ``FontSpec``.
    public var selectedTitleFont: FontSpec
    /// The side of a square icon.
    ///
    /// - Note: Limited to `0...500` (``SegmentLimits/maximumIconLength``); NaN gives the default, 16.
    @StyleLength(default: 16, maximum: SegmentLimits.maximumIconLength) public var iconSize: Double
    /// Gap between an icon and its title.
    ///
    /// - Note: Limited to `0...500` (``SegmentLimits/maximumIconLength``); NaN gives the default, 6.
    @StyleLength(default: 6, maximum: SegmentLimits.maximumIconLength) public var iconSpacing: Double
    /// Badge sizes.
    public var badge: BadgeStyle
    /// The selection indicator.
    public var indicator: IndicatorStyle
    /// Vertical lines between segments.
    public var separators: SeparatorStyle
    /// Thickness of a line along the bar's bottom edge; 0 hides it.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 0.
    @StyleLength(default: 0) public var bottomBorder: Double
    /// Where icon, title and badge sit in a segment wider than they are: by default from the leading edge in a
    /// vertical bar and centred in a horizontal one.
    public var contentAlignment: ContentAlignment = .automatic
    /// How much of ``itemPadding`` ``reservingCloseButtons(_:)`` added on each side: content aligned to the
    /// leading edge starts after the padding without it, not after room kept for a button on the other side.
    public internal(set) var closeButtonReservation: Double = 0
    /// Whether the room kept at a segment's leading end is used (``reservingIndicatorIcons()``): content aligned to
    /// the leading edge then starts after it, as it does after the whole padding.
    public internal(set) var usesLeadingReservation = false
    /// Titles wider than this are ellipsized, so one very long title cannot push every other segment away.
    ///
    /// `.infinity` means no limit: titles keep their measured width.
    /// - Note: Other values are limited to `0...10_000`; NaN gives the default, 320.
    public var maxTitleWidth: Double {
        didSet { maxTitleWidth = Self.titleWidthLimit(maxTitleWidth) }
    }

    /// Creates a style. The defaults are a fitted, start-aligned underline bar.
    ///
    /// - Note: Every number is clamped as its property documents.
    public init(
        widthMode: WidthMode = .fitted(fillWhenNarrower: false), itemPadding: Double = 10,
        verticalPadding: Double = 8,
        spacing: Double = 0, contentInsets: EdgeInsets = .zero,
        titleFont: FontSpec = FontSpec(size: 11), selectedTitleFont: FontSpec? = nil,
        iconSize: Double = 16, iconSpacing: Double = 6, badge: BadgeStyle = BadgeStyle(),
        indicator: IndicatorStyle = IndicatorStyle(), separators: SeparatorStyle = SeparatorStyle(),
        bottomBorder: Double = 0, maxTitleWidth: Double = 320
    ) {
        self.widthMode = widthMode.clamped
        self.contentInsets = contentInsets
        self.titleFont = titleFont
        self.selectedTitleFont = selectedTitleFont ?? titleFont
        self.badge = badge
        self.indicator = indicator
        self.separators = separators
        self.maxTitleWidth = Self.titleWidthLimit(maxTitleWidth)
        self.itemPadding = itemPadding
        self.verticalPadding = verticalPadding
        self.spacing = spacing
        self.iconSize = iconSize
        self.iconSpacing = iconSpacing
        self.bottomBorder = bottomBorder
    }

    /// `value` made a valid ``maxTitleWidth``: `.infinity` kept (no limit), NaN the default, the rest in `0...10_000`.
    private static func titleWidthLimit(_ value: Double) -> Double {
        value == .infinity ? .infinity : styleLength(value, fallback: defaultMaxTitleWidth)
    }

    /// A measured title width capped at ``maxTitleWidth`` (unchanged when there is no limit).
    ///
    /// This is the one place the cap applies, so the width the layout reserves and the width at which
    /// the toolkit ellipsizes agree.
    /// - Note: NaN, negative or infinite widths count as 0 (see ``sanitizedLength(_:)``).
    public func cappedTitleWidth(_ width: Double) -> Double {
        min(sanitizedLength(width), maxTitleWidth)
    }
}

/// Sizes of dot and pill badges.
///
/// - Note: Every length is limited to `0...10_000` when set, NaN giving its default.
public struct BadgeStyle: Hashable, Sendable {
    /// The font of count and text badges.
    public var font: FontSpec
    /// Diameter of a dot badge.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 6.
    @StyleLength(default: 6) public var dotDiameter: Double
    /// Horizontal padding inside a pill, each side.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 4.
    @StyleLength(default: 4) public var padding: Double
    /// The least height of a pill, as CSS `min-height` is: a label whose line is taller makes its pill taller
    /// (``pillHeight(lineHeight:)``). Pills are never narrower than they are tall.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 14.
    @StyleLength(default: 14) public var height: Double
    /// Gap between the title and a pill.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 4.
    @StyleLength(default: 4) public var gap: Double
    /// Counts above this show as "maxCount+".
    ///
    /// - Note: Values below 1 become 1, as ``Badge/label(maxCount:)`` reads them.
    public var maxCount: Int {
        didSet { maxCount = max(1, maxCount) }
    }

    /// The height of a pill whose label is one line `lineHeight` high: ``height``, or the line when it is
    /// taller, so that a count in large text (a higher font resolution) stays inside its pill.
    ///
    /// - Note: A NaN, infinite or negative `lineHeight` counts as 0, which gives ``height``.
    public func pillHeight(lineHeight: Double) -> Double {
        max(height, sanitizedLength(lineHeight))
    }

    /// Creates a badge style.
    ///
    /// - Note: Every number is clamped as its property documents.
    public init(
        font: FontSpec = FontSpec(size: 8, isBold: true), dotDiameter: Double = 6, padding: Double = 4,
        height: Double = 14, gap: Double = 4, maxCount: Int = 99
    ) {
        self.font = font
        self.maxCount = max(1, maxCount)
        self.dotDiameter = dotDiameter
        self.padding = padding
        self.height = height
        self.gap = gap
    }
}

/// Vertical separator lines between segments.
public struct SeparatorStyle: Hashable, Sendable {
    /// Whether separators are drawn at all.
    public var isVisible: Bool
    /// Line thickness.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 1.
    @StyleLength(default: 1) public var thickness: Double
    /// Space kept clear above and below each line.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 8.
    @StyleLength(default: 8) public var verticalInset: Double
    /// Hide the separators on both sides of the selected segment, so a box or capsule indicator is not cut.
    public var hidesNextToSelection: Bool

    /// Creates a separator style; hidden by default.
    ///
    /// - Note: Every number is clamped as its property documents.
    public init(
        isVisible: Bool = false, thickness: Double = 1, verticalInset: Double = 8,
        hidesNextToSelection: Bool = false
    ) {
        self.isVisible = isVisible
        self.hidesNextToSelection = hidesNextToSelection
        self.thickness = thickness
        self.verticalInset = verticalInset
    }
}
