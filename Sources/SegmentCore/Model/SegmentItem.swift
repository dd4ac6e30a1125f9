/// One segment of a bar: its title, optional icons, badge and whether it can be chosen.
///
/// Titles are always plain text. Characters such as `<b>` or `&` are shown
/// literally; the toolkit layer never parses them as markup.
public struct SegmentItem: Hashable, Sendable {
    /// Everything but the title, kept behind one reference: most segments have no icon or badge and
    /// are enabled, so a bar of ten thousand segments pays one pointer each for all of it.
    private final class Extras: Hashable, Sendable {
        let icon: String?
        let selectedIcon: String?
        let badge: Badge
        let isEnabled: Bool

        init(icon: String?, selectedIcon: String?, badge: Badge, isEnabled: Bool) {
            self.icon = icon
            self.selectedIcon = selectedIcon
            self.badge = badge
            self.isEnabled = isEnabled
        }

        static func == (a: Extras, b: Extras) -> Bool {
            a.icon == b.icon && a.selectedIcon == b.selectedIcon && a.badge == b.badge && a.isEnabled == b.isEnabled
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(icon)
            hasher.combine(selectedIcon)
            hasher.combine(badge)
            hasher.combine(isEnabled)
        }

        /// `nil` when everything has its default, so plain items compare and hash alike.
        static func make(icon: String?, selectedIcon: String?, badge: Badge, isEnabled: Bool) -> Extras? {
            icon == nil && selectedIcon == nil && badge == .none && isEnabled
                ? nil : Extras(icon: icon, selectedIcon: selectedIcon, badge: badge, isEnabled: isEnabled)
        }

        /// A copy of `extras` (or of the defaults) with `change` applied, `nil` if that is all defaults.
        static func changing(_ extras: Extras?, _ change: (inout Fields) -> Void) -> Extras? {
            var fields = Fields(
                icon: extras?.icon, selectedIcon: extras?.selectedIcon, badge: extras?.badge ?? .none,
                isEnabled: extras?.isEnabled ?? true)
            change(&fields)
            return make(
                icon: fields.icon, selectedIcon: fields.selectedIcon, badge: fields.badge, isEnabled: fields.isEnabled)
        }

        /// The extras as plain values, to change one of them.
        struct Fields {
            var icon: String?
            var selectedIcon: String?
            var badge: Badge
            var isEnabled: Bool
        }
    }

    /// The text shown in the segment and announced to assistive technologies.
    public var title: String
    private var extras: Extras?

    /// The icon shown when the segment is not selected: a theme icon name or an image file path.
    public var icon: String? {
        get { extras?.icon }
        set { extras = Extras.changing(extras) { $0.icon = newValue } }
    }

    /// The icon shown when the segment is selected; falls back to `icon`.
    public var selectedIcon: String? {
        get { extras?.selectedIcon }
        set { extras = Extras.changing(extras) { $0.selectedIcon = newValue } }
    }

    /// The badge drawn with the title.
    public var badge: Badge {
        get { extras?.badge ?? .none }
        set { extras = Extras.changing(extras) { $0.badge = newValue } }
    }

    /// Disabled segments are drawn dimmed and are skipped by clicks and keyboard moves.
    public var isEnabled: Bool {
        get { extras?.isEnabled ?? true }
        set { extras = Extras.changing(extras) { $0.isEnabled = newValue } }
    }

    /// Creates an item; only the title is required.
    public init(
        _ title: String, icon: String? = nil, selectedIcon: String? = nil,
        badge: Badge = .none, isEnabled: Bool = true
    ) {
        self.title = title
        self.extras = Extras.make(icon: icon, selectedIcon: selectedIcon, badge: badge, isEnabled: isEnabled)
    }

    /// Whether the segment shows an icon in any state.
    public var hasIcon: Bool { extras?.icon != nil || extras?.selectedIcon != nil }
}
