import CGtk
import SegmentCore

/// One accessible tab child per visible segment, placed over it, as GtkStackSwitcher does.
///
/// GTK 4.8 exposes only widgets to assistive technologies, so the bar keeps
/// a small pool of `segment` nodes with the tab role for what is on screen,
/// however many segments there are (like GtkListView's rows).
///
/// The tab widgets are made in the main loop's first idle turn after the bar is first laid out
/// (``makeSoon(then:)``), not for its first frame, which draws none of them: each is a widget with its own
/// style and accessible object, about 0.13 M instructions before the first frame (1.3 M at ten segments,
/// callgrind). ``range`` is kept from the first layout on, so what depends on it (close buttons, scrolling)
/// does not wait for the widgets.
@MainActor
final class SegmentTabs {
    private let bar: UnsafeMutablePointer<GtkWidget>
    /// The tab widgets, one per segment of ``range``, in order; empty until ``isMade``.
    private(set) var tabs: [UnsafeMutablePointer<GtkWidget>] = []
    /// The segments the tabs stand for (or will, once made).
    private(set) var range: VisibleSegments = .none
    /// Whether the tab widgets may exist: false until the idle turn ``makeSoon(then:)`` asked for.
    private(set) var isMade = false
    /// Called with a tab's segment when an assistive technology activates the tab (its `tab.select` action).
    var activated: ((Int) -> Void)?
    /// The bar's first child after its tabs and their buttons (the end action widget or the overflow button), which
    /// new tabs go before; `nil` for none, when they go last.
    var trailingChild: () -> UnsafeMutablePointer<GtkWidget>? = { nil }
    /// The idle source that will make the tabs; 0 when none is pending.
    private var makeSource: guint = 0
    /// What each tab was last told, by slot; `nil` for a tab told nothing yet, which gets every property and state.
    private var shown: [ShownTab?] = []
    /// Whether each tab was realized on the accessibility bus by ``realize(_:)``, by slot.
    private var realized: [Bool] = []

    private struct ShownTab: Equatable {
        var title: String
        var selected: Bool
        var enabled: Bool
        var busy = false
        var description: String
        var position: Int
        var setSize: Int
        var shortcut = ""
    }
    /// The panel (page frame) each tab controls, by slot, as last linked; `nil` without a pager or a page.
    ///
    /// Only compared, never dereferenced unless the pager says the frame still exists (``link(panels:isPanel:)``).
    private var linked: [UnsafeMutablePointer<GtkWidget>?] = []

    init(bar: UnsafeMutablePointer<GtkWidget>) {
        self.bar = bar
    }

    /// Makes the tabs match `range` of `model`, touching only tabs whose text or state changed.
    /// With `mnemonics` (``SegmentBar/usesUnderline``) a title is read without its marker and its tab gets the
    /// key shortcut ("Alt+I").
    func update(range newRange: VisibleSegments, model: SegmentModel, mnemonics: Bool = false) {
        range = newRange
        guard isMade else { return }
        while tabs.count < newRange.count {
            // A screen reader's "click" on a tab (GtkStackSwitcher's buttons have one) selects it as the pointer
            // does: its `tab.select` action comes back through the bar to ``activate(_:)``.
            let tab = ActionNode.make(.tab, cssName: "segment", role: GTK_ACCESSIBLE_ROLE_TAB)
            announce(joining: tab)
            tabs.append(tab)
            shown.append(nil)
            realized.append(false)
        }
        while tabs.count > newRange.count {
            gtk_widget_unparent(tabs.removeLast())
            shown.removeLast()
            realized.removeLast()
        }
        for (slot, index) in newRange.enumerated() {
            let item = model.items[index]
            let title = mnemonics ? MnemonicText.plainText(item.title, markup: item.usesMarkup) : item.plainTitle
            let keyval = mnemonics ? MnemonicText.keyval(of: item) : nil
            let wanted = ShownTab(
                title: TabDescription.name(title, of: item, at: index),
                selected: model.selectedIndex == index, enabled: item.isEnabled, busy: item.isLoading,
                description: TabDescription.of(item, index: index, count: model.count),
                position: index + 1, setSize: model.count, shortcut: keyval.map(MnemonicText.shortcutName) ?? "")
            guard wanted != shown[slot] else { continue }
            // The selected tab is realized at once, any other before its state changes: realized later, the tab that
            // was selected told its state again ("selected") before it told of its change ("not selected").
            let told = shown[slot]
            let changes =
                told.map { $0.selected != wanted.selected || $0.enabled != wanted.enabled || $0.busy != wanted.busy }
                ?? false
            if !realized[slot], wanted.selected || changes {
                realize(tabs[slot])
                realized[slot] = true
            }
            let accessible = OpaquePointer(tabs[slot])
            if wanted.title != shown[slot]?.title {
                wanted.title.withCString { cgtk_accessible_set_string(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, $0) }
            }
            if wanted.shortcut != shown[slot]?.shortcut {
                if wanted.shortcut.isEmpty {
                    gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS)
                } else {
                    wanted.shortcut.withCString {
                        cgtk_accessible_set_string(accessible, GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, $0)
                    }
                }
            }
            if wanted.description != shown[slot]?.description {
                wanted.description.withCString {
                    cgtk_accessible_set_string(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, $0)
                }
            }
            if wanted.position != shown[slot]?.position || wanted.setSize != shown[slot]?.setSize {
                // Only the visible segments have tabs, so the reader learns "3 of 10,000" from these.
                cgtk_accessible_set_relation_int(accessible, GTK_ACCESSIBLE_RELATION_POS_IN_SET, gint(wanted.position))
                cgtk_accessible_set_relation_int(accessible, GTK_ACCESSIBLE_RELATION_SET_SIZE, gint(wanted.setSize))
            }
            // Each state only when it changed: GTK sends every state set as a change, so a tab renamed as the bar
            // scrolled, or given a new place, was announced "not selected" again.
            if wanted.selected != shown[slot]?.selected {
                cgtk_accessible_set_state_bool(accessible, GTK_ACCESSIBLE_STATE_SELECTED, wanted.selected ? 1 : 0)
            }
            // A disabled segment's tab is marked DISABLED but stays a sensitive widget: GTK 4.8 counts an insensitive
            // widget's actions over AT-SPI but cannot name them ("No action with index 0"), where an insensitive
            // GtkButton's one action still reads "click". Its action then does nothing, as a click there does.
            if wanted.enabled != shown[slot]?.enabled {
                cgtk_accessible_set_state_bool(accessible, GTK_ACCESSIBLE_STATE_DISABLED, wanted.enabled ? 0 : 1)
            }
            if wanted.busy != shown[slot]?.busy {
                cgtk_accessible_set_state_bool(accessible, GTK_ACCESSIBLE_STATE_BUSY, wanted.busy ? 1 : 0)
            }
            gtk_widget_set_state_flags(tabs[slot], wanted.selected ? GTK_STATE_FLAG_SELECTED : GTK_STATE_FLAG_NORMAL, 1)
            shown[slot] = wanted
        }
    }

    /// Adds `tab` to the bar so that assistive technologies already reading the bar learn of it: GTK 4.8 tells the
    /// bar's readers of a new child only when a child becomes visible, so the tab joins hidden and is then shown.
    private func announce(joining tab: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_visible(tab, 0)
        // After the other tabs, before the strip's trailing parts, where it is read
        // (``SegmentBarController/orderAccessibleChildren()``).
        gtk_widget_insert_before(tab, bar, trailingChild())
        gtk_widget_set_visible(tab, 1)
    }

    /// Realizes `tab` on the accessibility bus, when it is the selected one or right before its state changes, so
    /// that a screen reader hears the change even if it never read the tab.
    ///
    /// GTK 4.8 sends an accessible object's changes (selected, renamed) only once that object is realized on the
    /// bus, which happens when a client first reads it or when its platform state (focusable, focused) changes: a
    /// tab no client had read changed silently, so a screen reader heard nothing of a click or an arrow key until
    /// something walked the bar's children. Made focusable and back, the tab is realized at once, and tells its
    /// states as they are. Only the selected tab and tabs whose state changes are: registered on the bus as it was
    /// made, every tab cost about 8 KB (0.08 MB for the ten of a bar of ten, in every app on a desktop whose session
    /// runs the accessibility bus, screen reader or not), and a tab's names need no event until a reader read it.
    private func realize(_ tab: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_focusable(tab, 1)
        gtk_widget_set_focusable(tab, 0)
    }

    /// The segments whose tabs ``realize(_:)`` realized on the accessibility bus (for tests).
    var realizedSegments: [Int] {
        zip(range, realized).filter(\.1).map(\.0)
    }

    /// The tabs with the segment each stands for, in order.
    var tabsBySegment: [(tab: UnsafeMutablePointer<GtkWidget>, index: Int)] {
        Array(zip(tabs, range)).map { (tab: $0, index: $1) }
    }

    /// Links each tab to the panel it controls (`CONTROLS`), and the panel back to its tab (`LABELLED_BY`), for
    /// the segments whose pages exist; `panel` gives page `index`'s frame in a pager, `isPanel` whether a frame
    /// still exists.
    ///
    /// Tabs are reused as the bar scrolls and pages move with edits, so a link is redone whenever a slot's frame
    /// changes (or is a new frame at a reused address, which no tab labels yet), and a frame no tab stands for
    /// any more goes back to its own title as label.
    func link(
        panels panel: (Int) -> UnsafeMutablePointer<GtkWidget>?,
        isPanel: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) {
        guard isMade else { return }
        let wanted = range.map { panel($0) }
        for (slot, old) in linked.enumerated() {
            guard let old, slot >= wanted.count || wanted[slot] != old else { continue }
            if slot < tabs.count {
                gtk_accessible_reset_relation(OpaquePointer(tabs[slot]), GTK_ACCESSIBLE_RELATION_CONTROLS)
            }
            if !wanted.contains(old), isPanel(old) { PageFrame.label(old, by: nil) }
        }
        for (slot, frame) in wanted.enumerated() {
            guard let frame else { continue }
            if slot < linked.count, linked[slot] == frame, PageFrame.isLabelledByTab(frame) { continue }
            cgtk_accessible_set_relation_ref(
                OpaquePointer(tabs[slot]), GTK_ACCESSIBLE_RELATION_CONTROLS, OpaquePointer(frame))
            PageFrame.label(frame, by: tabs[slot])
        }
        linked = wanted
    }

    /// An assistive technology activated `tab`: calls ``activated`` with its segment, if it is one of these tabs
    /// and still stands for one.
    func activate(_ tab: UnsafeMutablePointer<GtkWidget>) {
        guard let slot = tabs.firstIndex(of: tab) else { return }
        for (place, index) in range.enumerated() where place == slot {
            activated?(index)
            return
        }
    }

    /// Places each tab over the part of its segment that shows (``SegmentLayout/shownViewRect(_:scrollOffset:at:)``:
    /// not under the overflow button), so an assistive technology that clicks a tab's centre lands on it.
    ///
    /// GTK's AT-SPI bridge gives a widget's content box as its extents, and a tab is a `segment` node with the
    /// theme's segment padding: its allocation is grown by its margin, border and padding, so the rectangle an
    /// assistive technology reads is that part of the segment, not its title.
    func allocate(layout: SegmentLayout, position: Double, scrollOffset: Double) {
        for (slot, index) in range.enumerated() where slot < tabs.count {
            let rect = layout.shownViewRect(index, scrollOffset: scrollOffset, at: position)
            let insets = CSSNode(widget: tabs[slot]).boxInsets
            let (left, right) = (gint(clamping: insets.left), gint(clamping: insets.right))
            let (top, bottom) = (gint(clamping: insets.top), gint(clamping: insets.bottom))
            var allocation = GtkAllocation(
                x: gint(saturating: rect.x.rounded()) &- left, y: gint(saturating: rect.y.rounded()) &- top,
                width: max(0, gint(saturating: rect.width.rounded())) &+ left &+ right,
                height: max(0, gint(saturating: rect.height.rounded())) &+ top &+ bottom)
            gtk_widget_size_allocate(tabs[slot], &allocation, -1)
        }
    }

    /// Makes the tabs in the main loop's next idle turn, which runs after the frame being prepared is painted,
    /// then calls `then` to place them; nothing when they are made or about to be.
    func makeSoon(then: @escaping @MainActor () -> Void) {
        guard !isMade, makeSource == 0 else { return }
        makeSource = MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.makeSource = 0
            self.isMade = true
            then()
        }
    }

    /// Unparents every tab; part of the bar's dispose.
    func dispose() {
        if makeSource != 0 {
            g_source_remove(makeSource)
            makeSource = 0
        }
        for tab in tabs { gtk_widget_unparent(tab) }
        tabs.removeAll()
        shown.removeAll()
        realized.removeAll()
        linked.removeAll()
        range = .none
    }
}
