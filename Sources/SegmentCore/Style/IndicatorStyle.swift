/// The shape drawn to mark the selected segment.
public enum IndicatorShape: Hashable, Sendable {
    /// No indicator: selection shows through title colour only.
    case none
    /// A thin bar along the bottom (or top) edge.
    case underline
    /// A pill behind the title covering the segment, which the user can drag (the tracker).
    case capsule
    /// A rounded box behind the segment.
    case box
    /// A small round dot under the title.
    case dot
    /// A triangle on the segment's edge pointing at the title (HMSegmentedControl's arrow): twice as wide
    /// as ``IndicatorStyle/thickness``, which is its height; the placement picks the edge.
    case triangle
    /// A box behind the segment drawn entirely by the `indicator.css` node's CSS (background image,
    /// gradient, border, box shadow), with nothing of SegmentKit's own look. The box marks the selection, as a
    /// checked button's background does, so the default stylesheet gives the selected title the body colour
    /// (`segmentbar.css > segment:selected`) rather than the accent, which was unreadable on an accent tint.
    case css
    /// A box behind the segment the app draws itself, given this rectangle (`SegmentBar.setIndicatorDrawer`);
    /// without a drawer it is drawn as ``css``.
    case custom
}

/// How wide the indicator is.
public enum IndicatorWidth: Hashable, Sendable {
    /// As wide as the title text, so it adapts to each title; as wide as the icon in a segment that shows no title
    /// (an icon-only or pinned segment).
    case title
    /// As wide as the whole segment, less the indicator's insets.
    case segment
    /// A fixed width in points, centred on the segment's icon and title (not on a badge beside them); never
    /// wider than the segment.
    ///
    /// - Note: An ``IndicatorStyle`` limits the width to `0...10_000` when it is set; NaN gives `.title`.
    case fixed(Double)

    /// This width made valid: a `.fixed` width limited to `0...10_000`, and `.fixed(.nan)` replaced by
    /// `.title`, the default width. `.title` and `.segment` are returned unchanged.
    public var clamped: IndicatorWidth {
        guard case .fixed(let points) = self else { return self }
        return points.isNaN ? .title : .fixed(styleLength(points, fallback: 0))
    }
}

/// Which edge a line indicator hugs: `.above` puts an underline, dot or triangle on the opposite edge.
public enum IndicatorPlacement: Hashable, Sendable {
    /// Along the bottom edge of the segment.
    case below
    /// Along the top edge of the segment.
    case above

    /// The other edge: where a bar placed after its pages (below or after them) puts its indicator, so that it
    /// still faces them, as a GtkNotebook's tabs at the bottom have their highlight on top.
    public var opposite: IndicatorPlacement { self == .below ? .above : .below }
}

/// The indicator's shape, size and motion.
public struct IndicatorStyle: Hashable, Sendable {
    /// What is drawn.
    public var shape: IndicatorShape
    /// How wide it is.
    ///
    /// - Note: Stored ``IndicatorWidth/clamped``: a fixed width is limited to `0...10_000`, NaN gives `.title`.
    public var width: IndicatorWidth {
        didSet { width = width.clamped }
    }
    /// The thickness of an underline, the diameter of a dot or the height of a triangle. Capsules, boxes and
    /// CSS or custom indicators fill the segment height.
    ///
    /// - Note: Limited to `0...10_000`; NaN gives the default, 2.
    @StyleLength(default: 2) public var thickness: Double
    /// Space kept between the indicator and the segment's edges (the indicator's insets).
    ///
    /// - Note: Each side is limited to `0...10_000` by ``EdgeInsets``.
    public var insets: EdgeInsets
    /// Which edge an underline, dot or triangle hugs.
    public var placement: IndicatorPlacement
    /// The corner radius; `nil` rounds fully (half the height).
    ///
    /// - Note: Limited to `0...10_000`; NaN gives `nil`, the default. The drawn radius is also never more
    ///   than half the indicator's short side (see ``SegmentLayout/indicatorCornerRadius(for:)``).
    public var cornerRadius: Double? {
        didSet { cornerRadius = Self.clampedRadius(cornerRadius) }
    }
    /// Stretch between segments while moving: the leading edge runs ahead and the trailing edge catches up.
    public var isElastic: Bool

    /// Creates an indicator style; the defaults give a 2 pt title-wide underline.
    ///
    /// - Note: Every number is clamped as its property documents.
    public init(
        shape: IndicatorShape = .underline, width: IndicatorWidth = .title, thickness: Double = 2,
        insets: EdgeInsets = .zero, placement: IndicatorPlacement = .below,
        cornerRadius: Double? = nil, isElastic: Bool = false
    ) {
        self.shape = shape
        self.width = width.clamped
        self.insets = insets
        self.placement = placement
        self.cornerRadius = Self.clampedRadius(cornerRadius)
        self.isElastic = isElastic
        self.thickness = thickness
    }

    /// A corner radius made valid: `nil` and NaN give `nil` (fully round), the rest is limited to `0...10_000`.
    private static func clampedRadius(_ radius: Double?) -> Double? {
        guard let radius, !radius.isNaN else { return nil }
        return styleLength(radius, fallback: 0)
    }
}
