/// Whether arrow keys select at once or only move the keyboard focus.
public enum ActivationMode: Sendable, Hashable {
    /// Arrow keys select the segment they land on (GtkStackSwitcher's behaviour).
    case automatic
    /// Arrow keys move a focus ring; Space or Enter selects.
    case manual
}
