/// Which segments of a tab strip show a close button.
public enum CloseButtonPolicy: Sendable, Hashable {
    /// No close buttons (the default): the bar is not closable by pointer.
    case none
    /// Only the selected segment shows one (AdwTabBar on narrow tabs, many editors).
    case selected
    /// Every segment shows one.
    case all

    /// Whether segment `index` shows a close button when `selected` is the selected segment.
    func shows(_ index: Int, selected: Int?) -> Bool {
        switch self {
        case .none: false
        case .selected: index == selected
        case .all: true
        }
    }
}
