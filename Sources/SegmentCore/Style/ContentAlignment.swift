/// Where a segment's icon, title and badge sit across the segment when it is wider than they are.
public enum ContentAlignment: Hashable, Sendable {
    /// From the leading edge in a vertical bar, where segments are as wide as the widest title and rows of
    /// centred titles would look ragged (as GtkStackSidebar's rows start); centred in a horizontal one.
    case automatic
    /// Centred in the segment, as a segmented control's titles are.
    case center
    /// From the segment's leading edge, after its padding, as a sidebar's rows are.
    case leading

    /// Whether content starts at the leading edge in a bar laid out along `axis`.
    public func isLeading(along axis: LayoutAxis) -> Bool {
        switch self {
        case .automatic: return axis == .vertical
        case .center: return false
        case .leading: return true
        }
    }
}
