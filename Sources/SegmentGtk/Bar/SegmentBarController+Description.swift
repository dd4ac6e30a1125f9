import CGtk
import SegmentCore

/// What a bar tells a screen reader through its accessible description: the tab the manual focus ring is on, the
/// current tab when the bar takes the keyboard focus, its selection moves while it has the focus or its selected
/// tab closes, and where a tab moved by the keyboard went.
///
/// GTK 4.8's AT-SPI bridge reports focus only on the widget that has GTK's focus (the bar) and has no active
/// descendant or announcement, so a tab cannot be announced as focused; a screen reader reads the focused object's
/// description with it, and a change of that description. What is told is taken back when it stops being true (a
/// selection, the focus leaving): a move told once stayed on the bar, read again at every return to it.
extension SegmentBarController {
    /// Tells `text` through the bar's description, until ``forgetTold()``.
    func tell(_ text: String) {
        cgtk_accessible_set_string(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
        isTelling = true
    }

    /// Takes back what ``tell(_:)`` said; nothing when the bar tells nothing (an app's own description stays).
    func forgetTold() {
        guard isTelling else { return }
        isTelling = false
        gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
    }

    /// Tells segment `index` as its tab reads, "Week, 2 of 4"; nothing for an index the bar does not have.
    func tellTab(_ index: Int) {
        guard model.items.indices.contains(index) else { return }
        let item = model.items[index]
        let name = TabDescription.name(mnemonics.spokenTitle(item), of: item, at: index)
        // The language's own separator, as between the description's parts (Arabic "،", Chinese "，").
        tell(name + Translation.string(", ") + TabDescription.of(item, index: index, count: model.count))
    }

    /// Tells which tab the manual focus ring is on (taken back with the ring).
    func describeFocusRing() {
        guard let index = focusIndex else { return }
        tellTab(index)
    }

    /// After a selection: with the keyboard focus on the bar (and no manual focus ring, which tells its own tab) the
    /// tab now selected is told, "Month, 3 of 4"; without it what was told goes.
    ///
    /// A tab's `selected` state change is not enough: screen readers speak it only for the object they are on,
    /// and GTK 4.8 puts them on the bar (Orca's default script also skips selection states after arrow keys), so
    /// an arrow key that selected the next tab was silent, and asking where the focus was named no tab.
    func tellSelection() {
        if focusIndex == nil, gtk_widget_has_focus(widget) != 0, let index = model.selectedIndex {
            tellTab(index)
        } else {
            forgetTold()
        }
    }

    /// The bar gained or lost the keyboard focus (its `FOCUSED` flag; `previous`, the flags before): on Tab into
    /// a bar a screen reader said only "Segments, page tab list", not which tab is current. Leaving, what was
    /// told goes.
    func focusFlagChanged(from previous: GtkStateFlags) {
        let flag = GTK_STATE_FLAG_FOCUSED.rawValue
        let focused = gtk_widget_get_state_flags(widget).rawValue & flag != 0
        guard focused != (previous.rawValue & flag != 0) else { return }
        if focused, let index = focusIndex ?? model.selectedIndex {
            tellTab(index)
        } else if !focused {
            forgetTold()
        }
    }

    /// After an insert or a removal: the places told are stale. The focus ring's tab is told again; a removal that
    /// moved the selection to a neighbour has been told by ``report(_:)`` as any selection is (the tab that stood
    /// for the removed segment stands for the neighbour, so it tells no change of state: closing the selected tab
    /// was silent); anything else told is taken back.
    func tellAfterEdit(_ change: SelectionChange) {
        if focusIndex != nil {
            describeFocusRing()
        } else if case .selected = change {
            return
        } else {
            forgetTold()
        }
    }
}
