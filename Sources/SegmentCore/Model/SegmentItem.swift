/// One segment of a bar: its title, optional icons, badge and whether it can be chosen.
///
/// Titles are plain text unless ``usesMarkup`` is set: then the title is Pango markup
/// (`"Inbox <small>12</small>"`, `<b>`, `<i>`, `<span foreground="…">`), measured and drawn as
/// written. Plain titles show characters such as `<b>` or `&` literally.
public struct SegmentItem: Hashable, Sendable {
    /// Everything but the title, with the defaults of a plain segment.
    private struct Extras: Hashable, Sendable {
        var icon: String?
        var selectedIcon: String?
        var badge: Badge = .none
        var isEnabled = true
        var usesMarkup = false
        var tooltip: String?
        var colors = SegmentColors()
        var isLoading = false
        var isPinned = false
        var indicatorIcon: TabIndicatorIcon?
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

    /// Whether ``title`` is Pango markup rather than plain text.
    ///
    /// Markup that does not parse is shown as plain text, with one warning (domain SegmentKit) when the
    /// bar is given the item. Screen readers and the overflow menu get the text without its tags.
    public var usesMarkup: Bool {
        get { extras.usesMarkup }
        set { extras.usesMarkup = newValue }
    }

    /// Text shown in a tooltip over the segment and announced as its description; `nil` for none.
    ///
    /// Without one, a title the bar had to shorten shows the whole title as its tooltip.
    public var tooltip: String? {
        get { extras.tooltip }
        set { extras.tooltip = newValue }
    }

    /// The segment's own title, selected-title and indicator colours; the default leaves all three to CSS.
    public var colors: SegmentColors {
        get { extras.colors }
        set { extras.colors = newValue }
    }

    /// Creates an item; only the title is required.
    public init(
        _ title: String, icon: String? = nil, selectedIcon: String? = nil,
        badge: Badge = .none, isEnabled: Bool = true
    ) {
        self.title = title
        self.extras = Extras(icon: icon, selectedIcon: selectedIcon, badge: badge, isEnabled: isEnabled)
    }

    /// Creates an item whose title is Pango markup, such as `"Inbox <small>12</small>"` (see ``usesMarkup``).
    public init(markup: String, tooltip: String? = nil, colors: SegmentColors = SegmentColors()) {
        self.title = markup
        self.extras = Extras(usesMarkup: true, tooltip: tooltip, colors: colors)
    }

    /// Whether the segment's page is loading: a spinner turns in its icon's place (AdwTabPage's `loading`), and
    /// assistive technologies hear the tab is busy. A segment without an icon makes room for the spinner.
    public var isLoading: Bool {
        get { extras.isLoading }
        set { extras.isLoading = newValue }
    }

    /// Whether the segment is a pinned tab (AdwTabPage's `pinned`): drawn compact, its icon alone (the title in its
    /// tooltip, for assistive technologies and in the overflow list), never given a close button, and kept before
    /// every segment that is not pinned.
    ///
    /// A bar keeps its pinned segments first (``SegmentModel/pinnedCount``): `SegmentBar.setPinned(_:at:)` moves a
    /// segment to the end of the pinned ones, or unpinned to the start of the others; an item inserted or given
    /// pinned elsewhere keeps the flag only where it stays among the first ones. A pinned segment without an icon
    /// shows ``pinnedIcon``.
    public var isPinned: Bool {
        get { extras.isPinned }
        set { extras.isPinned = newValue }
    }

    /// The icon at the tab's start that says something about its page (a speaker while it plays sound), and may
    /// act on it when clicked; `nil` for none. An icon with an empty name counts as none.
    ///
    /// A tab strip keeps room for it at every tab's start while any segment has one, opposite the close button;
    /// in a pinned segment it takes the icon's place (``shownIcon(selected:defaultIcon:)``).
    public var indicatorIcon: TabIndicatorIcon? {
        // Read from the box alone: a bar asks every item whether it has one after each edit of its items.
        get { boxed?.value.indicatorIcon }
        set { extras.indicatorIcon = newValue?.iconName.isEmpty == false ? newValue : nil }
    }

    /// The theme icon a pinned segment without an icon of its own shows unless the bar is given another
    /// (`SegmentBar.defaultIconName`, AdwTabView's `default-icon`): a document.
    public static let pinnedIcon = "text-x-generic-symbolic"

    /// The icon drawn in the segment: `selectedIcon` (else `icon`) while it is `selected`, `icon` otherwise, and
    /// `defaultIcon` for a pinned segment without either; none for a pinned segment showing its
    /// ``indicatorIcon``, which takes the icon's place there (as in AdwTabBar).
    public func shownIcon(selected: Bool, defaultIcon: String = pinnedIcon) -> String? {
        if indicatorReplacesIcon { return nil }
        return (selected ? selectedIcon ?? icon : icon) ?? (isPinned ? defaultIcon : nil)
    }

    /// Whether the ``indicatorIcon`` takes the icon's place (and the spinner's while loading): in a pinned segment.
    public var indicatorReplacesIcon: Bool { isPinned && indicatorIcon != nil }

    /// Whether the title is drawn: a pinned segment shows its icon alone.
    public var showsTitle: Bool { !isPinned && !title.isEmpty }

    /// Whether the segment shows an icon in any state (a pinned one always does).
    public var hasIcon: Bool { icon != nil || selectedIcon != nil || isPinned }

    /// Whether the segment has an icon's place: for its icon, or for the spinner while it loads.
    public var hasIconSlot: Bool { hasIcon || isLoading }
}
