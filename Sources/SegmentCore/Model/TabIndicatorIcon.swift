/// An icon at the start of a tab that says something about its page, and may act on it when clicked: a speaker
/// while the page plays sound, which mutes it (AdwTabPage's `indicator-icon`, `indicator-tooltip` and
/// `indicator-activatable`).
///
/// A tab strip draws it in the room it keeps for buttons on both sides of every tab, at the tab's start, opposite
/// the close button: in a closable strip it comes and goes without moving a title; in a strip without close buttons
/// the first one makes every tab keep that room (and the last one gone gives it back). In a pinned tab it takes the
/// icon's place. Activated, the bar
/// emits `indicator-activated` instead of selecting the tab: always from a selected tab, and from another one
/// unless it is pinned (a pinned tab is small, and a click on it selects it, as in AdwTabBar).
public struct TabIndicatorIcon: Hashable, Sendable {
    /// The theme icon's name, such as `audio-volume-high-symbolic`, or an image file path.
    public var iconName: String
    /// Text shown in a tooltip over the icon, and its accessible name when it is activatable (the app's words,
    /// "Mute Tab"); `nil` for none.
    public var tooltip: String?
    /// Whether a click on the icon emits `indicator-activated` instead of selecting the tab.
    public var isActivatable: Bool

    /// Creates an indicator icon; only the icon is required.
    public init(_ iconName: String, tooltip: String? = nil, isActivatable: Bool = false) {
        self.iconName = iconName
        self.tooltip = tooltip
        self.isActivatable = isActivatable
    }

    /// Whether a click on it in a tab that is `selected`, `pinned` or neither acts on it rather than selecting the
    /// tab: an activatable icon in the selected tab or in one that is not pinned.
    public func acceptsClick(selected: Bool, pinned: Bool) -> Bool {
        isActivatable && (selected || !pinned)
    }
}
