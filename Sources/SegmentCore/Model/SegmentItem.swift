/// One segment of a bar: its title, optional icons, badge and whether it can be chosen.
///
/// Titles are always plain text. Characters such as `<b>` or `&` are shown
/// literally; the toolkit layer never parses them as markup.
public struct SegmentItem: Hashable, Sendable {
    /// The icons and the badge, kept behind one reference: most segments have none, and a bar of ten
    /// thousand segments then pays one pointer each instead of two optional strings and a badge.
    private final class Extras: Hashable, Sendable {
        let icon: String?
        let selectedIcon: String?
        let badge: Badge

        init(icon: String?, selectedIcon: String?, badge: Badge) {
            self.icon = icon
            self.selectedIcon = selectedIcon
            self.badge = badge
        }

        static func == (a: Extras, b: Extras) -> Bool {
            a.icon == b.icon && a.selectedIcon == b.selectedIcon && a.badge == b.badge
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(icon)
            hasher.combine(selectedIcon)
            hasher.combine(badge)
        }

        /// `nil` when nothing is set, so plain items compare and hash alike.
        static func make(icon: String?, selectedIcon: String?, badge: Badge) -> Extras? {
            icon == nil && selectedIcon == nil && badge == .none
                ? nil : Extras(icon: icon, selectedIcon: selectedIcon, badge: badge)
        }
    }

    /// The text shown in the segment and announced to assistive technologies.
    public var title: String
    private var extras: Extras?
    /// Disabled segments are drawn dimmed and are skipped by clicks and keyboard moves.
    public var isEnabled: Bool

    /// The icon shown when the segment is not selected: a theme icon name or an image file path.
    public var icon: String? {
        get { extras?.icon }
        set { extras = Extras.make(icon: newValue, selectedIcon: selectedIcon, badge: badge) }
    }

    /// The icon shown when the segment is selected; falls back to `icon`.
    public var selectedIcon: String? {
        get { extras?.selectedIcon }
        set { extras = Extras.make(icon: icon, selectedIcon: newValue, badge: badge) }
    }

    /// The badge drawn with the title.
    public var badge: Badge {
        get { extras?.badge ?? .none }
        set { extras = Extras.make(icon: icon, selectedIcon: selectedIcon, badge: newValue) }
    }

    /// Creates an item; only the title is required.
    public init(
        _ title: String, icon: String? = nil, selectedIcon: String? = nil,
        badge: Badge = .none, isEnabled: Bool = true
    ) {
        self.title = title
        self.extras = Extras.make(icon: icon, selectedIcon: selectedIcon, badge: badge)
        self.isEnabled = isEnabled
    }

    /// Whether the segment shows an icon in any state.
    public var hasIcon: Bool { extras?.icon != nil || extras?.selectedIcon != nil }
}
