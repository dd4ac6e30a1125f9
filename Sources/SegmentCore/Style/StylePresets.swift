extension SegmentStyle {
    /// Equal widths, a title-wide underline, and a bottom border line.
    public static let underline = SegmentStyle(
        widthMode: .equal, titleFont: FontSpec(size: 11), selectedTitleFont: FontSpec(size: 11),
        indicator: IndicatorStyle(shape: .underline, width: .title, thickness: 2), bottomBorder: 1)

    /// Fitted widths, a larger bold selected title and a fixed-width rounded indicator, scrolling when it overflows.
    public static let scrollable = SegmentStyle(
        widthMode: .fitted(fillWhenNarrower: false), itemPadding: 12,
        contentInsets: EdgeInsets(leading: 5, trailing: 5),
        titleFont: FontSpec(size: 11), selectedTitleFont: FontSpec(size: 14, isBold: true),
        indicator: IndicatorStyle(shape: .underline, width: .fixed(24), thickness: 4))

    /// A pill-shaped bar whose pill tracker covers the selected segment.
    public static let capsule = SegmentStyle(
        widthMode: .equal, itemPadding: 14, verticalPadding: 7, contentInsets: EdgeInsets(all: 3),
        titleFont: FontSpec(size: 11), selectedTitleFont: FontSpec(size: 11),
        indicator: IndicatorStyle(shape: .capsule, width: .segment))

    /// Icon segments with separators and an inset underline cursor.
    public static let icons = SegmentStyle(
        widthMode: .fitted(fillWhenNarrower: true), itemPadding: 14, iconSize: 16,
        indicator: IndicatorStyle(
            shape: .underline, width: .segment, thickness: 3, insets: EdgeInsets(leading: 8, trailing: 8)),
        separators: SeparatorStyle(isVisible: true, verticalInset: 10))

    /// A 20 pt text-to-text margin, fill when narrower, an adaptive cursor and a bold selected title one point larger.
    public static let cursor = SegmentStyle(
        widthMode: .fitted(fillWhenNarrower: true), itemPadding: 10,
        titleFont: FontSpec(size: 11), selectedTitleFont: FontSpec(size: 12, isBold: true),
        indicator: IndicatorStyle(shape: .underline, width: .title, thickness: 3))
}

extension SegmentStyle {
    /// The names of the built-in presets, in gallery order.
    public static let presetNames = ["underline", "scrollable", "capsule", "icons", "cursor"]

    /// The preset called `name`, or `nil` for an unknown name.
    public static func preset(named name: String) -> SegmentStyle? {
        switch name {
        case "underline": return .underline
        case "scrollable": return .scrollable
        case "capsule": return .capsule
        case "icons": return .icons
        case "cursor": return .cursor
        default: return nil
        }
    }

    /// What a toolkit's style name reads for a style that is no preset (`style-name`); set, it keeps the style as
    /// it is, so a name read can always be written back.
    public static let customName = "custom"

    /// The name of the preset equal to `style`, or `nil` for a custom style.
    public static func presetName(of style: SegmentStyle) -> String? {
        presetNames.first { preset(named: $0) == style }
    }
}
