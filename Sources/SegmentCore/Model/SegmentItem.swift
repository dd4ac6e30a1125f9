/// One segment of a bar: its title, optional icons, badge and whether it can be chosen.
///
/// Titles are always plain text. Characters such as `<b>` or `&` are shown
/// literally; the toolkit layer never parses them as markup.
public struct SegmentItem: Hashable, Sendable {
    /// The icon names, kept behind one reference: most segments have none, and a bar of ten
    /// thousand segments then pays one pointer each instead of two empty optional strings.
    private final class Icons: Hashable, Sendable {
        let normal: String?
        let selected: String?

        init(normal: String?, selected: String?) {
            self.normal = normal
            self.selected = selected
        }

        static func == (a: Icons, b: Icons) -> Bool { a.normal == b.normal && a.selected == b.selected }

        func hash(into hasher: inout Hasher) {
            hasher.combine(normal)
            hasher.combine(selected)
        }

        /// `nil` when neither icon is set, so items without icons compare and hash alike.
        static func make(normal: String?, selected: String?) -> Icons? {
            normal == nil && selected == nil ? nil : Icons(normal: normal, selected: selected)
        }
    }

    /// The text shown in the segment and announced to assistive technologies.
    public var title: String
    private var icons: Icons?
    /// The badge drawn with the title.
    public var badge: Badge
    /// Disabled segments are drawn dimmed and are skipped by clicks and keyboard moves.
    public var isEnabled: Bool

    /// The icon shown when the segment is not selected: a theme icon name or an image file path.
    public var icon: String? {
        get { icons?.normal }
        set { icons = Icons.make(normal: newValue, selected: selectedIcon) }
    }

    /// The icon shown when the segment is selected; falls back to `icon`.
    public var selectedIcon: String? {
        get { icons?.selected }
        set { icons = Icons.make(normal: icon, selected: newValue) }
    }

    /// Creates an item; only the title is required.
    public init(
        _ title: String, icon: String? = nil, selectedIcon: String? = nil,
        badge: Badge = .none, isEnabled: Bool = true
    ) {
        self.title = title
        self.icons = Icons.make(normal: icon, selected: selectedIcon)
        self.badge = badge
        self.isEnabled = isEnabled
    }

    /// Whether the segment shows an icon in any state.
    public var hasIcon: Bool { icons != nil }
}
