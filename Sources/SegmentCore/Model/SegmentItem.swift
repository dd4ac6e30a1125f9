/// One segment of a bar: its title, optional icons, badge and whether it can be chosen.
///
/// Titles are always plain text. Characters such as `<b>` or `&` are shown
/// literally; the toolkit layer never parses them as markup.
public struct SegmentItem: Hashable, Sendable {
    /// Everything but the title, with the defaults of a plain segment.
    private struct Extras: Hashable, Sendable {
        var icon: String?
        var selectedIcon: String?
        var badge: Badge = .none
        var isEnabled = true
    }

    /// The extras behind one reference: most segments have no icon or badge and are enabled, so a bar
    /// of ten thousand segments pays one pointer each for all of it (`nil` for the defaults).
    private final class ExtrasBox: Hashable, Sendable {
        let value: Extras

        init(_ value: Extras) {
            self.value = value
        }

        static func == (a: ExtrasBox, b: ExtrasBox) -> Bool { a.value == b.value }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// The text shown in the segment and announced to assistive technologies.
    public var title: String
    private var boxed: ExtrasBox?

    private var extras: Extras {
        get { boxed?.value ?? Extras() }
        set { boxed = newValue == Extras() ? nil : ExtrasBox(newValue) }
    }

    /// The icon shown when the segment is not selected: a theme icon name or an image file path.
    public var icon: String? {
        get { extras.icon }
        set { extras.icon = newValue }
    }

    /// The icon shown when the segment is selected; falls back to `icon`.
    public var selectedIcon: String? {
        get { extras.selectedIcon }
        set { extras.selectedIcon = newValue }
    }

    /// The badge drawn with the title.
    public var badge: Badge {
        get { extras.badge }
        set { extras.badge = newValue }
    }

    /// Disabled segments are drawn dimmed and are skipped by clicks and keyboard moves.
    public var isEnabled: Bool {
        get { extras.isEnabled }
        set { extras.isEnabled = newValue }
    }

    /// Creates an item; only the title is required.
    public init(
        _ title: String, icon: String? = nil, selectedIcon: String? = nil,
        badge: Badge = .none, isEnabled: Bool = true
    ) {
        self.title = title
        self.extras = Extras(icon: icon, selectedIcon: selectedIcon, badge: badge, isEnabled: isEnabled)
    }

    /// Whether the segment shows an icon in any state.
    public var hasIcon: Bool { icon != nil || selectedIcon != nil }
}
