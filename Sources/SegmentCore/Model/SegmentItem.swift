/// One segment of a bar: its title, optional icons, badge and whether it can be chosen.
///
/// Titles are always plain text. Characters such as `<b>` or `&` are shown
/// literally; the toolkit layer never parses them as markup.
public struct SegmentItem: Hashable, Sendable {
    /// The text shown in the segment and announced to assistive technologies.
    public var title: String
    /// The icon shown when the segment is not selected: a theme icon name or an image file path.
    public var icon: String?
    /// The icon shown when the segment is selected; falls back to `icon`.
    public var selectedIcon: String?
    /// The badge drawn with the title.
    public var badge: Badge
    /// Disabled segments are drawn dimmed and are skipped by clicks and keyboard moves.
    public var isEnabled: Bool

    /// Creates an item; only the title is required.
    public init(
        _ title: String, icon: String? = nil, selectedIcon: String? = nil,
        badge: Badge = .none, isEnabled: Bool = true
    ) {
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.badge = badge
        self.isEnabled = isEnabled
    }

    /// Whether the segment shows an icon in any state.
    public var hasIcon: Bool { icon != nil || selectedIcon != nil }
}
