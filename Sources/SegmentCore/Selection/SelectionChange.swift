/// What a selection request or an edit did to the selection.
public enum SelectionChange: Hashable, Sendable {
    /// Nothing changed.
    case unchanged
    /// A different item is now selected. `notify` is false for silent selection
    /// (restoring a saved state), so listeners are not told.
    case selected(index: Int, previous: Int?, notify: Bool)
    /// The selected item was activated again (a click on the tab already shown).
    case reselected(index: Int)
    /// The same item is still selected, but an edit before it moved it to `index`.
    case shifted(index: Int)
    /// The last item was removed; nothing is selected.
    case cleared(previous: Int)
}
