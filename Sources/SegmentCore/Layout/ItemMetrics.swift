/// The measured extents of one segment's content, in points.
///
/// Metrics are computed once per item (and again only when its title, icon,
/// badge or the style changes); every layout after that is arithmetic on them.
public struct ItemMetrics: Hashable, Sendable {
    // Stored as 32-bit floats: a bar of 10,000 segments keeps one of these per segment, and Pango's
    // widths (multiples of 1/1024 pt) are exact in a Float below 16,384 pt.
    private var storedTitleWidth: Float
    private var storedSelectedTitleWidth: Float
    private var storedTitleHeight: Float
    private var storedIconExtent: Float
    private var storedPillWidth: Float
    private var storedPillExtent: Float

    /// Title width in the normal font, capped at the style's `maxTitleWidth`.
    public var titleWidth: Double {
        get { Double(storedTitleWidth) }
        set { storedTitleWidth = storable(newValue) }
    }
    /// Title width in the selected font, capped likewise.
    public var selectedTitleWidth: Double {
        get { Double(storedSelectedTitleWidth) }
        set { storedSelectedTitleWidth = storable(newValue) }
    }
    /// Title line height in the selected font (the taller of the two, so the text never jumps).
    public var titleHeight: Double {
        get { Double(storedTitleHeight) }
        set { storedTitleHeight = storable(newValue) }
    }
    /// Width taken by the icon and the gap after it; 0 without an icon.
    public var iconExtent: Double {
        get { Double(storedIconExtent) }
        set { storedIconExtent = storable(newValue) }
    }
    /// Width of a count or text pill; 0 without one.
    public var pillWidth: Double {
        get { Double(storedPillWidth) }
        set { storedPillWidth = storable(newValue) }
    }
    /// Width taken by the pill and the gap before it; 0 without a pill.
    public var pillExtent: Double {
        get { Double(storedPillExtent) }
        set { storedPillExtent = storable(newValue) }
    }
    /// Whether a dot badge is shown at the title's corner.
    public var hasDot: Bool
    /// Whether the item can be selected.
    public var isEnabled: Bool
    /// Whether the title widths are estimates (see ``AdvanceEstimator``) still to be measured exactly.
    public var isEstimated: Bool

    /// Creates metrics from known numbers; tests and estimators use this directly.
    public init(
        titleWidth: Double, selectedTitleWidth: Double? = nil, titleHeight: Double = 14,
        iconExtent: Double = 0, pillWidth: Double = 0, pillExtent: Double = 0,
        hasDot: Bool = false, isEnabled: Bool = true, isEstimated: Bool = false
    ) {
        storedTitleWidth = storable(titleWidth)
        storedSelectedTitleWidth = storable(selectedTitleWidth ?? titleWidth)
        storedTitleHeight = storable(titleHeight)
        storedIconExtent = storable(iconExtent)
        storedPillWidth = storable(pillWidth)
        storedPillExtent = storable(pillExtent)
        self.hasDot = hasDot
        self.isEnabled = isEnabled
        self.isEstimated = isEstimated
    }

    /// Measures `item` for `style`, asking `measurer` only for text the cache has not seen.
    ///
    /// With `exact` false, plain ASCII titles are estimated from character advances instead
    /// (``ItemMetrics/isEstimated`` is then true), for segments that are not on screen.
    public static func measure(
        _ item: SegmentItem, style: SegmentStyle, cache: inout MeasurementCache, measurer: some TextMeasurer,
        exact: Bool = true
    ) -> ItemMetrics {
        let cap = sanitizedLength(style.maxTitleWidth)
        let normal: TextSize
        let selected: TextSize
        var estimated = false
        if exact {
            normal = cache.size(of: item.title, font: style.titleFont, using: measurer)
            selected = cache.size(of: item.title, font: style.selectedTitleFont, using: measurer)
        } else {
            let n = cache.estimatedSize(of: item.title, font: style.titleFont, using: measurer)
            let s = cache.estimatedSize(of: item.title, font: style.selectedTitleFont, using: measurer)
            (normal, selected, estimated) = (n.size, s.size, !(n.isExact && s.isExact))
        }
        var pill = 0.0
        if let label = item.badge.label(maxCount: style.badge.maxCount) {
            let text = cache.size(of: label, font: style.badge.font, using: measurer)
            pill = max(style.badge.height, text.width + 2 * style.badge.padding)
        }
        let iconGap = item.title.isEmpty ? 0 : style.iconSpacing
        return ItemMetrics(
            titleWidth: min(normal.width, cap),
            selectedTitleWidth: min(selected.width, cap),
            titleHeight: max(normal.height, selected.height),
            iconExtent: item.hasIcon ? style.iconSize + iconGap : 0,
            pillWidth: pill,
            pillExtent: pill > 0 ? pill + style.badge.gap : 0,
            hasDot: item.badge == .dot,
            isEnabled: item.isEnabled,
            isEstimated: estimated
        )
    }

    /// The title width at emphasis `e`: the normal width at 0, the selected width at 1.
    public func titleWidth(emphasis e: Double) -> Double {
        lerp(titleWidth, selectedTitleWidth, e)
    }

    /// Icon, title and pill side by side, at emphasis `e`.
    public func contentWidth(emphasis e: Double) -> Double {
        iconExtent + titleWidth(emphasis: e) + pillExtent
    }
}

/// A length made safe (see ``sanitizedLength(_:)``) and limited to what a Float holds, for compact storage.
private func storable(_ value: Double) -> Float {
    Float(min(sanitizedLength(value), Double(Float.greatestFiniteMagnitude)))
}
