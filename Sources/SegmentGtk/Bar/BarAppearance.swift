import CGtk
import SegmentCore

/// Everything a SegmentBar's CSS says, resolved once per style change: colours to draw with, and the
/// sizes and fonts the core lays out with.
///
/// The geometry half is handed to SegmentCore as the appearance fields of the
/// ``SegmentStyle`` it already takes (``applied(to:)``), so CSS is their only source.
@MainActor
struct BarAppearance {
    /// Title and icon colours by state, and the colours of the parts not drawn as CSS boxes.
    struct Colors {
        var normal: GdkRGBA
        var hover: GdkRGBA
        var active: GdkRGBA
        var selected: GdkRGBA
        var disabled: GdkRGBA
        /// Titles over a capsule or box indicator (`indicator > label`).
        var onIndicator: GdkRGBA
        /// Badge text (`badge`'s `color`).
        var badgeText: GdkRGBA
        /// The colour the edge fades blend into (`edge`'s `color`).
        var edge: GdkRGBA
    }

    /// What the core needs from CSS; equal values lay out identically.
    struct Metrics: Equatable {
        var itemPadding = 0.0
        var verticalPadding = 0.0
        var spacing = 0.0
        var titleFont = CSSFont(spec: FontSpec(size: 11), description: "")
        var selectedTitleFont = CSSFont(spec: FontSpec(size: 11), description: "")
        var iconSize = 16.0
        var iconSpacing = 0.0
        var badgeFont = CSSFont(spec: FontSpec(size: 8), description: "")
        var badgeHeight = 0.0
        var badgePadding = 0.0
        var badgeGap = 0.0
        var dotDiameter = 0.0
        var indicatorThickness = 0.0
        var indicatorInsets = EdgeInsets.zero
        var separatorWidth = 0.0
        var separatorInset = 0.0
        /// The width of each edge fade (`edge`'s `min-width`).
        var fadeWidth = 0.0

        /// The Pango description of each font the core may ask for, the first match winning: with equal specs
        /// the title's wins. A list, not a Dictionary: see ``PangoMeasurer/fonts``.
        var fonts: [CSSFont] { [titleFont, selectedTitleFont, badgeFont] }
    }

    /// Which states of a segment at rest have a CSS box of their own to draw behind it (`segment`,
    /// `segment:selected`, `segment:disabled`): none in the default stylesheet, so a plain bar draws no box per
    /// segment each frame; an app's stylesheet may give them one, as it would GTK's own buttons.
    struct RestBoxes: Equatable {
        var normal = false
        var selected = false
        var disabled = false
        /// Whether any state draws one.
        var any: Bool { normal || selected || disabled }
    }

    var colors: Colors
    var metrics: Metrics
    var restBoxes: RestBoxes
    /// The bar's own CSS padding (`bar`'s node): segments draw into it across the bar, as far as GTK clips it.
    var barPadding: GtkBorder

    /// Reads every node once; a part whose node is not made yet (``BarNodes/Parts``) is not drawn, so its
    /// colours fall back to the title's and its sizes keep their defaults until it is made and read.
    init(nodes: BarNodes, bar: CSSNode, direction: LayoutDirection) {
        let normal = nodes.segment.color
        let made = nodes.parts
        let pointer = made.contains(.pointer)
        colors = Colors(
            normal: normal, hover: pointer ? nodes.hover.color : normal, active: pointer ? nodes.active.color : normal,
            selected: nodes.selected.color, disabled: made.contains(.disabled) ? nodes.disabled.color : normal,
            onIndicator: made.contains(.titlesOnIndicator) ? nodes.indicatorLabel.color : normal,
            badgeText: made.contains(.badges) ? nodes.badge.color : normal, edge: nodes.edge.color)
        var m = Metrics()
        let padding = nodes.segment.padding
        m.itemPadding = Double(max(padding.left, padding.right))
        m.verticalPadding = Double(max(padding.top, padding.bottom))
        // Neighbouring segments' margins add up, as between any two CSS boxes in a row.
        let margin = nodes.segment.margin
        m.spacing = Double(Int(margin.left) + Int(margin.right))
        m.titleFont = nodes.segment.font
        m.selectedTitleFont = nodes.selected.font
        if made.contains(.icons) {
            m.iconSize = nodes.image.contentWidth
            let imageMargin = nodes.image.margin
            m.iconSpacing = Double(max(imageMargin.left, imageMargin.right))
        }
        if made.contains(.badges) {
            m.badgeFont = nodes.badge.font
            let badgePadding = nodes.badge.padding
            m.badgeHeight = nodes.badge.contentHeight + Double(Int(badgePadding.top) + Int(badgePadding.bottom))
            m.badgePadding = Double(max(badgePadding.left, badgePadding.right))
            let badgeMargin = nodes.badge.margin
            m.badgeGap = Double(max(badgeMargin.left, badgeMargin.right))
            m.dotDiameter = nodes.badgeDot.contentWidth
        }
        m.indicatorThickness = nodes.indicator.contentHeight
        let insets = nodes.indicator.margin
        m.indicatorInsets = EdgeInsets(
            top: Double(insets.top), leading: Double(direction == .rightToLeft ? insets.right : insets.left),
            bottom: Double(insets.bottom), trailing: Double(direction == .rightToLeft ? insets.left : insets.right))
        m.separatorWidth = nodes.separator.contentWidth
        m.separatorInset = Double(max(nodes.separator.margin.top, nodes.separator.margin.bottom))
        m.fadeWidth = nodes.edge.contentWidth
        metrics = m
        restBoxes = RestBoxes(
            normal: nodes.segment.drawsBox, selected: nodes.selected.drawsBox,
            disabled: made.contains(.disabled) && nodes.disabled.drawsBox)
        barPadding = bar.padding
    }
}

extension SegmentStyle {
    /// This style with its appearance fields taken from CSS: what the bar lays out with.
    ///
    /// Kept from the app's style: the width mode, the indicator's shape, width mode, placement, corner
    /// radius and elasticity, whether separators hide next to the selection, the badge count limit and
    /// the title width limit. The bar's own CSS padding and border are applied by GTK around the
    /// segments, so the core gets no content insets and no bottom border of its own.
    func withAppearance(_ metrics: BarAppearance.Metrics) -> SegmentStyle {
        var style = self
        style.itemPadding = metrics.itemPadding
        style.verticalPadding = metrics.verticalPadding
        style.spacing = metrics.spacing
        style.contentInsets = .zero
        style.titleFont = metrics.titleFont.spec
        style.selectedTitleFont = metrics.selectedTitleFont.spec
        style.iconSize = metrics.iconSize
        style.iconSpacing = metrics.iconSpacing
        style.badge.font = metrics.badgeFont.spec
        style.badge.height = metrics.badgeHeight
        style.badge.padding = metrics.badgePadding
        style.badge.gap = metrics.badgeGap
        style.badge.dotDiameter = metrics.dotDiameter
        style.indicator.thickness = metrics.indicatorThickness
        style.indicator.insets = metrics.indicatorInsets
        style.separators.isVisible = metrics.separatorWidth > 0
        style.separators.thickness = metrics.separatorWidth
        style.separators.verticalInset = metrics.separatorInset
        style.bottomBorder = 0
        return style
    }
}
