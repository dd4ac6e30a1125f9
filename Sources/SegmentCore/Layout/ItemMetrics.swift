/// The measured extents of one segment's content, in points.
///
/// Metrics are computed once per item (and again only when its title, icon,
/// badge or the style changes); every layout after that is arithmetic on them.
public struct ItemMetrics: Hashable, Sendable {
    /// Title width in the normal font, capped at the style's `maxTitleWidth`.
    @CompactLength public var titleWidth: Double
    /// Title width in the selected font, capped likewise.
    @CompactLength public var selectedTitleWidth: Double
    /// The taller of the title's two line heights, in the normal and the selected font: the room a bar keeps for
    /// the title whichever font it is drawn in, so the bar's height never jumps. The line drawn at an emphasis is
    /// ``titleHeight(emphasis:)``.
    @SmallLength public var titleHeight: Double
    /// Width taken by the icon and the gap after it; 0 without an icon.
    @SmallLength public var iconExtent: Double
    /// Width of a count or text pill; 0 without one.
    @SmallLength public var pillWidth: Double
    /// Width taken by the pill and the gap before it; 0 without a pill.
    @SmallLength public var pillExtent: Double
    /// Line height of a count or text pill's label in the badge font; 0 without a pill. The pill is as tall
    /// as ``BadgeStyle/pillHeight(lineHeight:)`` makes it for this line.
    @SmallLength public var pillLineHeight: Double
    /// Whether a dot badge is shown at the title's corner.
    public var hasDot: Bool {
        get { flags & Self.dot != 0 }
        set { flags = newValue ? flags | Self.dot : flags & ~Self.dot }
    }
    /// Whether the item can be selected.
    public var isEnabled: Bool {
        get { flags & Self.enabled != 0 }
        set { flags = newValue ? flags | Self.enabled : flags & ~Self.enabled }
    }
    /// Whether the title widths are estimates (see ``AdvanceEstimator``) still to be measured exactly.
    public var isEstimated: Bool {
        get { flags & Self.estimated != 0 }
        set { flags = newValue ? flags | Self.estimated : flags & ~Self.estimated }
    }
    /// Whether the segment is compact, a pinned tab (``SegmentItem/isPinned``): it never shows a close button, so a
    /// fitted layout leaves out the room a tab strip keeps for one on each side
    /// (``SegmentStyle/closeButtonReservation``, ``SegmentLayout/fittedPadding(_:of:reservation:minimumWidth:)``),
    /// keeping it at least ``SegmentLayout/minimumCompactWidth`` wide along a horizontal bar.
    public var isCompact: Bool {
        get { flags & Self.compact != 0 }
        set { flags = newValue ? flags | Self.compact : flags & ~Self.compact }
    }
    /// ``hasDot``, ``isEnabled``, ``isEstimated`` and ``isCompact`` in one byte: a layout keeps metrics for every segment, and
    /// three `Bool`s with the pill's height would take a 24-byte stride instead of 20.
    private var flags: UInt8 = 0
    private static let dot: UInt8 = 1
    private static let enabled: UInt8 = 2
    private static let estimated: UInt8 = 4
    private static let compact: UInt8 = 8
    /// In ``flags``: the selected font's line is the shorter one (a smaller selected font), not the normal one's.
    private static let shorterSelected: UInt8 = 16
    /// How much shorter than ``titleHeight`` the shorter of the two title lines is, in quarter points: the byte
    /// the 20-byte stride leaves free. Limited to 63.75 pt, more than any two fonts of one bar differ in practice;
    /// a quarter point rounds the centring by at most 1/16 pt.
    private var heightShortfall: UInt8 = 0

    /// Creates metrics from known numbers; tests and estimators use this directly.
    ///
    /// `titleHeight` is the title's line height in the normal font and `selectedTitleHeight` in the selected one
    /// (the same when `nil`); ``titleHeight`` keeps the taller.
    /// - Note: Every length is stored safe: NaN, infinite and negative ones become 0, title widths are
    ///   limited to what a Float holds (``CompactLength``) and the others to 1,023.98 pt (``SmallLength``). The two
    ///   line heights are kept to a quarter point apart, at most 63.75 pt: a shorter line is taken as that much
    ///   shorter than the taller.
    public init(
        titleWidth: Double, selectedTitleWidth: Double? = nil, titleHeight: Double = 14,
        selectedTitleHeight: Double? = nil, iconExtent: Double = 0, pillWidth: Double = 0, pillExtent: Double = 0,
        pillLineHeight: Double = 0, hasDot: Bool = false, isEnabled: Bool = true, isEstimated: Bool = false,
        isCompact: Bool = false
    ) {
        self.titleWidth = titleWidth
        self.selectedTitleWidth = selectedTitleWidth ?? titleWidth
        let normal = SmallLength(wrappedValue: titleHeight).wrappedValue
        let selected = SmallLength(wrappedValue: selectedTitleHeight ?? titleHeight).wrappedValue
        self.titleHeight = max(normal, selected)
        heightShortfall = UInt8(min(abs(normal - selected) * 4, 255).rounded())
        if selected < normal { flags |= Self.shorterSelected }
        self.iconExtent = iconExtent
        self.pillWidth = pillWidth
        self.pillExtent = pillExtent
        self.pillLineHeight = pillLineHeight
        self.hasDot = hasDot
        self.isEnabled = isEnabled
        self.isEstimated = isEstimated
        self.isCompact = isCompact
    }

    /// Measures `item` for `style`, asking `measurer` only for text the cache has not seen.
    ///
    /// A markup title (``SegmentItem/usesMarkup``) is measured as markup, and always exactly.
    /// With `exact` false, plain ASCII titles are estimated from character advances instead
    /// (``ItemMetrics/isEstimated`` is then true), for segments that are not on screen.
    /// - Note: Title widths are capped by ``SegmentStyle/cappedTitleWidth(_:)`` (no cap when
    ///   `maxTitleWidth` is `.infinity`); whatever the measurer returns, every length is finite. A pinned
    ///   segment's title is not drawn (``SegmentItem/showsTitle``): its widths are 0, its height still the
    ///   title's, so a pinned tab is as tall as the others.
    public static func measure(
        _ item: SegmentItem, style: SegmentStyle, cache: inout MeasurementCache, measurer: some TextMeasurer,
        exact: Bool = true
    ) -> ItemMetrics {
        let normal: TextSize
        let selected: TextSize
        var estimated = false
        let markup = item.usesMarkup
        if exact {
            normal = cache.size(of: item.title, markup: markup, font: style.titleFont, using: measurer)
            selected = cache.size(of: item.title, markup: markup, font: style.selectedTitleFont, using: measurer)
        } else {
            let n = cache.estimatedSize(of: item.title, markup: markup, font: style.titleFont, using: measurer)
            let s = cache.estimatedSize(
                of: item.title, markup: markup, font: style.selectedTitleFont, using: measurer)
            (normal, selected, estimated) = (n.size, s.size, !(n.isExact && s.isExact))
        }
        var pill = 0.0
        var line = 0.0
        if let label = item.badge.label(maxCount: style.badge.maxCount) {
            let text = cache.size(of: label, font: style.badge.font, using: measurer)
            line = text.height
            pill = max(style.badge.pillHeight(lineHeight: line), text.width + 2 * style.badge.padding)
        }
        let shown = item.showsTitle
        let iconGap = shown ? style.iconSpacing : 0
        return ItemMetrics(
            titleWidth: shown ? style.cappedTitleWidth(normal.width) : 0,
            selectedTitleWidth: shown ? style.cappedTitleWidth(selected.width) : 0,
            titleHeight: normal.height,
            selectedTitleHeight: selected.height,
            iconExtent: item.hasIconSlot ? style.iconSize + iconGap : 0,
            pillWidth: pill,
            pillExtent: pill > 0 ? pill + style.badge.gap : 0,
            pillLineHeight: line,
            hasDot: item.badge == .dot,
            isEnabled: item.isEnabled,
            isEstimated: estimated,
            isCompact: item.isPinned
        )
    }

    /// The title width at emphasis `e`: the normal width at 0, the selected width at 1.
    ///
    /// - Note: `e` is limited to `0...1` (NaN counts as 0), and the result to the two widths, which
    ///   ``lerp(_:_:_:)`` alone could leave by rounding when they are vastly different.
    public func titleWidth(emphasis e: Double) -> Double {
        let (normal, selected) = (titleWidth, selectedTitleWidth)
        return min(max(lerp(normal, selected, clamp(e, 0, 1)), min(normal, selected)), max(normal, selected))
    }

    /// The title's line height at emphasis `e`: the normal font's at 0, the selected font's at 1, and between them
    /// as the title zooms (``SegmentLayout/titleZoom(_:at:)``), so a title drawn in either font is centred where
    /// icons, badges and close buttons are.
    ///
    /// - Note: `e` is limited to `0...1` (NaN counts as 0), as in ``titleWidth(emphasis:)``.
    public func titleHeight(emphasis e: Double) -> Double {
        let shorter = titleHeight - Double(heightShortfall) / 4
        let (normal, selected) =
            flags & Self.shorterSelected != 0 ? (titleHeight, shorter) : (shorter, titleHeight)
        return min(max(lerp(normal, selected, clamp(e, 0, 1)), shorter), titleHeight)
    }

    /// Icon, title and pill side by side, at emphasis `e`.
    ///
    /// - Note: `e` is limited to `0...1` (NaN counts as 0), as in ``titleWidth(emphasis:)``.
    public func contentWidth(emphasis e: Double) -> Double {
        iconExtent + titleWidth(emphasis: e) + pillExtent
    }

    /// Icon, title and pill at the larger of the two emphases: the room the segment needs whether or not it is
    /// selected (a selected title may also be narrower, in a lighter or smaller font).
    public var widestContentWidth: Double {
        max(contentWidth(emphasis: 0), contentWidth(emphasis: 1))
    }
}

/// A length kept as a 32-bit float: made safe (see ``sanitizedLength(_:)``) and limited to what a Float holds.
///
/// A bar of ten thousand segments keeps one ``ItemMetrics`` per segment, and Pango's widths
/// (multiples of 1/1024 pt) are exact in a Float below 16,384 pt, so half the storage loses nothing.
@propertyWrapper
public struct CompactLength: Hashable, Sendable {
    private var stored: Float

    /// Stores `wrappedValue`, sanitized.
    ///
    /// - Note: NaN, infinite and negative lengths become 0; lengths above `Float.greatestFiniteMagnitude` become it.
    public init(wrappedValue: Double) {
        stored = Float(min(sanitizedLength(wrappedValue), Double(Float.greatestFiniteMagnitude)))
    }

    /// The length as a Double; setting it stores it sanitized as ``init(wrappedValue:)`` does.
    public var wrappedValue: Double {
        get { Double(stored) }
        set { self = CompactLength(wrappedValue: newValue) }
    }
}

/// A short length (a line height, an icon or badge extent) kept in 16 bits, to 1/64 pt.
///
/// These never accumulate along the bar the way title widths do, and 1/64 pt
/// is far finer than a pixel. Fixed point rather than a half float: reading
/// one back is a multiplication, which matters in the O(n) layout loops.
/// Lengths past 1,023.98 pt (no icon or badge is that wide) are clamped.
@propertyWrapper
public struct SmallLength: Hashable, Sendable {
    private static let unitsPerPoint = 64.0
    private var stored: UInt16

    /// Stores `wrappedValue`, sanitized and rounded to the nearest 1/64 pt.
    ///
    /// - Note: NaN, infinite and negative lengths become 0; lengths above 1,023.98 pt become 1,023.98 pt.
    public init(wrappedValue: Double) {
        let units = (sanitizedLength(wrappedValue) * Self.unitsPerPoint).rounded()
        stored = UInt16(min(units, Double(UInt16.max)))
    }

    /// The length as a Double; setting it stores it sanitized as ``init(wrappedValue:)`` does.
    public var wrappedValue: Double {
        get { Double(stored) / Self.unitsPerPoint }
        set { self = SmallLength(wrappedValue: newValue) }
    }
}
