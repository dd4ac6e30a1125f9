import CGtk
import SegmentCore

/// A menu button's popover that lists titles, one row each, with the current one selected.
///
/// A GtkListView over a GtkStringList: the list creates rows only for what it shows, so a bar's overflow
/// menu of thousands of segments costs no more than a short one. It is made the first time the user opens the
/// menu, so nothing of it exists before, and then kept, as a GtkDropDown keeps its popover: each later
/// opening only refills the list with the titles and the selection as they are then, instead of making a
/// popover, a scrolled window, a list view and an item factory again, and destroying the last ones.
///
/// A list with a search label gets a search entry above its rows once it has more titles than the popover
/// shows at a time, as a GtkDropDown with search has: typing anywhere in the popover searches (the rows keep the
/// keyboard focus until then), the list shows only the titles that match (``TitleSearch``), Return picks the
/// first of them and Escape closes the popover.
@MainActor
package final class ListPopover {
    /// What one opening lists: every title, and the index of the current one.
    package typealias Contents = (titles: [String], selected: Int?)

    private let button: UnsafeMutablePointer<GtkWidget>
    /// What to list, asked at each opening and at each ``refresh()``.
    private let provider: @MainActor () -> Contents
    private let isEnabled: @MainActor (Int) -> Bool
    private let activated: @MainActor (Int) -> Void
    /// The search entry's accessible name and placeholder, asked for when the popover is made (a message lookup
    /// the button's first frame need not make); `nil` for a list without search.
    private let searchLabel: (@MainActor () -> String)?
    /// What the popover says when a search matches no title, asked for when the popover is made.
    private let noMatchLabel: (@MainActor () -> String)?
    /// The popover and the parts of it a refill touches.
    private struct Parts {
        let popover: UnsafeMutablePointer<GtkWidget>
        let selection: OpaquePointer
        let list: UnsafeMutablePointer<GtkWidget>
        let entry: UnsafeMutablePointer<GtkWidget>?
        /// The line under the entry that says a search matched nothing; hidden otherwise.
        let noMatch: UnsafeMutablePointer<GtkWidget>?
    }
    /// The popover, once the menu has opened.
    private var made: Parts?
    /// What this opening lists.
    private var contents: Contents = ([], nil)
    /// The titles the list shows while a search narrows it, by their index in ``contents``; `nil` for all.
    private var shown: [Int]?
    /// The search over this opening's titles, made at its first keystroke.
    private var search: TitleSearch?
    /// Whether the search entry holds text (which the list may not show yet: the entry reports it after a delay).
    private var isTyping: Bool {
        guard let entry = made?.entry else { return false }
        return gtk_editable_get_text(OpaquePointer(entry)).pointee != 0
    }

    /// Lists longer than this get a search entry: about as many rows as the popover shows before it scrolls.
    package static let searchableCount = 12

    private init(
        button: UnsafeMutablePointer<GtkWidget>, searchLabel: (@MainActor () -> String)?,
        noMatchLabel: (@MainActor () -> String)?, provider: @escaping @MainActor () -> Contents,
        isEnabled: @escaping @MainActor (Int) -> Bool,
        activated: @escaping @MainActor (Int) -> Void
    ) {
        self.button = button
        self.provider = provider
        self.searchLabel = searchLabel
        self.noMatchLabel = noMatchLabel
        self.isEnabled = isEnabled
        self.activated = activated
    }

    /// Gives `button` (a GtkMenuButton) a popover listing what `contents` returns each time it opens, with the
    /// current row selected and, once shown, scrolled to and holding the keyboard focus; activating a row (a
    /// click, or Return) closes the popover and calls `activated` with its index.
    ///
    /// A row for which `isEnabled` is false is shown insensitive. GTK calls a menu button's create-popup
    /// function on every opening, before it shows the popover; the closures live as long as the button.
    ///
    /// With a `searchLabel` (what the search entry is called, such as "Search segments", asked for on the first
    /// opening), a list of more than ``searchableCount`` titles can be searched; `noMatchLabel` is what it says
    /// under the entry when a search matches nothing ("No segment matches"). The list lives as long as the
    /// button; its owner may keep the result to ``refresh()`` an open list when the titles change.
    @discardableResult
    package static func attach(
        to button: UnsafeMutablePointer<GtkWidget>, searchLabel: (@MainActor () -> String)? = nil,
        noMatchLabel: (@MainActor () -> String)? = nil, contents: @escaping @MainActor () -> Contents,
        isEnabled: @escaping @MainActor (Int) -> Bool = { _ in true },
        activated: @escaping @MainActor (Int) -> Void
    ) -> ListPopover {
        let menu = ListPopover(
            button: button, searchLabel: searchLabel, noMatchLabel: noMatchLabel, provider: contents,
            isEnabled: isEnabled, activated: activated)
        typealias Box = CallbackBox<@MainActor () -> Void>
        gtk_menu_button_set_create_popup_func(
            OpaquePointer(button),
            { _, data in MainActor.assumeIsolated { Box.from(data)?.body() } },
            Box { menu.open(contents()) }.retainedPointer(), { data in RetainedBox.release(data) })
        return menu
    }

    /// Lists the titles again as they are now while the popover is open: the app edited them under the user's
    /// eyes (mail arrived), and every row must show, and pick, the title it says. A search under way narrows the
    /// new titles; the current row is selected again, the keyboard focus left where it is.
    ///
    /// The whole list changes by one splice (``ListSplice``), so the rows around the change keep their place and
    /// the list its scroll position: mail arriving does not throw the user back to the top.
    package func refresh() {
        guard let parts = made, gtk_widget_get_visible(parts.popover) != 0 else { return }
        let fresh = provider()
        guard fresh.titles != contents.titles || fresh.selected != contents.selected else { return }
        let old = contents.titles
        contents = fresh
        search = nil
        let query = parts.entry.map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } ?? ""
        if !TitleSearch.isBlank(query) { return narrow(to: query) }
        if shown != nil {
            shown = nil
            setModel(Self.stringList(fresh.titles), of: parts)
        } else if let splice = ListSplice.between(old, fresh.titles),
            let strings = gtk_single_selection_get_model(parts.selection)
        {
            Array(fresh.titles[splice.inserted]).withCStringArrayTerminated {
                gtk_string_list_splice(strings, guint(splice.start), guint(splice.removed), $0)
            }
            Self.fitScrollbar(of: parts)
        }
        gtk_single_selection_set_selected(parts.selection, fresh.selected.flatMap { guint(exactly: $0) } ?? guint.max)
    }

    /// Lists `contents` in the popover, making it on the first opening.
    private func open(_ contents: Contents) {
        self.contents = contents
        shown = nil
        search = nil
        let strings = Self.stringList(contents.titles)
        let parts: Parts
        if let made, gtk_menu_button_get_popover(OpaquePointer(button)) == made.popover {
            parts = made
            setModel(strings, of: parts)
        } else {
            parts = make(strings)
            made = parts
        }
        Self.showNoMatch(false, in: parts)
        relabel(parts)
        if let entry = parts.entry {
            // Cleared with the list already whole, so the change it reports finds nothing to narrow.
            gtk_editable_set_text(OpaquePointer(entry), "")
            let searchable = contents.titles.count > Self.searchableCount
            gtk_widget_set_visible(entry, searchable ? 1 : 0)
            // A hidden entry would still take the keys typed in the popover, and narrow a list it does not show.
            let capture = searchable ? parts.popover : nil
            if gtk_search_entry_get_key_capture_widget(OpaquePointer(entry)) != capture {
                gtk_search_entry_set_key_capture_widget(OpaquePointer(entry), capture)
            }
        }
        selectCurrent(of: parts)
    }

    /// Selects the current title's row and scrolls to it once shown; with `grab`, gives it the keyboard focus.
    private func selectCurrent(of parts: Parts, grab: Bool = true) {
        if let selected = contents.selected, let row = guint(exactly: selected) {
            gtk_single_selection_set_selected(parts.selection, row)
            // Unless a search began first: keys typed as the popover opens must stay with the entry.
            Self.focusRow(selected, of: parts.list, grab: grab) { [weak self] in
                self?.shown != nil || self?.isTyping == true
            }
        }
    }

    /// A new GtkStringList of `titles`, the list's model.
    private static func stringList(_ titles: [String]) -> OpaquePointer? {
        titles.withCStringArrayTerminated { gtk_string_list_new($0) }
    }

    /// Makes `strings` (taking it) the list's model; the list rebinds the rows it shows.
    private func setModel(_ strings: OpaquePointer?, of parts: Parts) {
        gtk_single_selection_set_model(parts.selection, strings)
        g_object_unref(UnsafeMutableRawPointer(strings))
        Self.fitScrollbar(of: parts)
    }

    /// Lists of at most this many rows have no vertical scrollbar: they never fill the popover.
    static let rowsWithoutScrollbar = 2

    /// Gives the list a vertical scrollbar only when it has more than ``rowsWithoutScrollbar`` rows.
    ///
    /// A scrolled window that may show a scrollbar is never shorter than the scrollbar's own minimum (46 px in
    /// Adwaita), which left an empty band under a search's single match; three rows are taller than that.
    private static func fitScrollbar(of parts: Parts) {
        guard let scroller = gtk_widget_get_parent(parts.list),
            let rows = gtk_single_selection_get_model(parts.selection)
        else { return }
        let fits = g_list_model_get_n_items(rows) <= rowsWithoutScrollbar
        gtk_scrolled_window_set_policy(
            OpaquePointer(scroller), GTK_POLICY_NEVER, fits ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC)
    }

    /// The index in ``contents`` of the title the row at `position` shows, if there is such a row.
    private func index(at position: Int) -> Int? {
        if let shown { return shown.indices.contains(position) ? shown[position] : nil }
        return contents.titles.indices.contains(position) ? position : nil
    }

    /// Shows the titles that match `query`, or all of them again when it has no words.
    private func narrow(to query: String) {
        guard let parts = made else { return }
        guard !TitleSearch.isBlank(query) else {
            Self.showNoMatch(false, in: parts)
            guard shown != nil else { return }
            shown = nil
            setModel(Self.stringList(contents.titles), of: parts)
            // The focus stays in the entry the user just emptied.
            selectCurrent(of: parts, grab: false)
            return
        }
        let search = self.search ?? TitleSearch(titles: contents.titles, fold: SearchFold.gtkStringFilter)
        self.search = search
        let matches = search.matches(query)
        shown = matches
        Self.showNoMatch(matches.isEmpty, in: parts)
        setModel(Self.stringList(matches.map { contents.titles[$0] }), of: parts)
        // The row Return picks is the one highlighted, in view: GtkSingleSelection kept a row of the last list
        // (the last match, far down a long list) while Return picked the first.
        let first = matches.indices.first { isEnabled(matches[$0]) }
        gtk_single_selection_set_selected(parts.selection, first.flatMap { guint(exactly: $0) } ?? guint.max)
        // Shown with the matches before it (which cannot be picked); the focus stays in the entry, and a later
        // keystroke's list makes this scroll moot.
        Self.focusRow(first ?? 0, of: parts.list, grab: false, fromTop: true) { [weak self] in self?.shown != matches }
    }

    /// Shows the no-match line in place of the (empty) list, or the list again. An empty list under the entry read
    /// as a broken menu; GtkFileChooser's search says when it finds nothing too.
    private static func showNoMatch(_ show: Bool, in parts: Parts) {
        guard let line = parts.noMatch, let scroller = gtk_widget_get_parent(parts.list) else { return }
        gtk_widget_set_visible(line, show ? 1 : 0)
        gtk_widget_set_visible(scroller, show ? 0 : 1)
    }

    /// Closes the popover and reports the row at `position`, if it shows an enabled title.
    private func pick(_ position: Int) {
        guard let index = index(at: position), isEnabled(index) else { return }
        gtk_menu_button_popdown(OpaquePointer(button))
        activated(index)
    }

    /// Makes the popover over `strings` (taking it) and sets it as the button's.
    private func make(_ strings: OpaquePointer?) -> Parts {
        let selection = gtk_single_selection_new(strings)!
        let factory = gtk_signal_list_item_factory_new()!
        GtkSignals.setup.connect(factory) { (item: gpointer?) in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            // An ellipsizing label asks for the width of "…" only; these give the rows a readable width.
            gtk_label_set_width_chars(OpaquePointer(label), 12)
            gtk_label_set_max_width_chars(OpaquePointer(label), 40)
            gtk_widget_set_margin_start(label, 6)
            gtk_widget_set_margin_end(label, 6)
            gtk_list_item_set_child(OpaquePointer(item), label)
        }
        GtkSignals.bind.connect(factory) { [weak self] (item: gpointer?) in
            let listItem = OpaquePointer(item)
            guard let self, let label = gtk_list_item_get_child(listItem),
                let object = gtk_list_item_get_item(listItem)
            else { return }
            let position = Int(gtk_list_item_get_position(listItem))
            let title = gtk_string_object_get_string(OpaquePointer(object))
            gtk_label_set_text(OpaquePointer(label), title)
            // The row is what a screen reader focuses, and GTK 4.8 names it after nothing: it read rows of no name.
            if let row = gtk_widget_get_parent(label) {
                cgtk_accessible_set_string(OpaquePointer(row), GTK_ACCESSIBLE_PROPERTY_LABEL, title)
            }
            let enabled: gboolean = index(at: position).map(isEnabled) == true ? 1 : 0
            gtk_widget_set_sensitive(label, enabled)
            // Nor selected under the pointer (a single-click list selects the row it hovers): a disabled row
            // showed the highlight of one that a click would pick.
            gtk_list_item_set_selectable(listItem, enabled)
            gtk_list_item_set_activatable(listItem, enabled)
            g_object_set_data(gcast(label), Self.rowKey, UnsafeMutableRawPointer(bitPattern: position + 1))
        }
        let list = gtk_list_view_new(selection, factory)!
        // Named by its button ("All segments"): a screen reader read "GtkListView".
        cgtk_accessible_set_relation_ref(
            OpaquePointer(list), GTK_ACCESSIBLE_RELATION_LABELLED_BY, OpaquePointer(button))
        gtk_list_view_set_single_click_activate(OpaquePointer(list), 1)
        GtkSignals.listActivate.connect(list) { [weak self] (position: UInt32) in self?.pick(Int(position)) }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_width(OpaquePointer(scroller), 1)
        gtk_scrolled_window_set_max_content_height(OpaquePointer(scroller), 360)
        gtk_scrolled_window_set_min_content_width(OpaquePointer(scroller), 180)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
        let popover = gtk_popover_new()!
        // Named at each opening (``relabel(_:)``).
        let entry = searchLabel.map { _ in makeEntry() }
        var noMatch: UnsafeMutablePointer<GtkWidget>?
        if let entry {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            gtk_box_append(gcast(box), entry)
            gtk_box_append(gcast(box), scroller)
            if noMatchLabel != nil {
                let label = gtk_label_new(nil)!
                gtk_widget_add_css_class(label, "dim-label")
                gtk_widget_set_margin_top(label, 6)
                gtk_widget_set_margin_bottom(label, 6)
                gtk_widget_set_visible(label, 0)
                gtk_box_append(gcast(box), label)
                noMatch = label
            }
            gtk_popover_set_child(gcast(popover), box)
        } else {
            gtk_popover_set_child(gcast(popover), scroller)
        }
        gtk_menu_button_set_popover(OpaquePointer(button), popover)
        let parts = Parts(popover: popover, selection: selection, list: list, entry: entry, noMatch: noMatch)
        Self.fitScrollbar(of: parts)
        return parts
    }

    /// Names the search entry and the no-match line again for this opening: what they say may have changed since
    /// the popover was made (a bar that became a tab strip says "Search tabs").
    private func relabel(_ parts: Parts) {
        if let entry = parts.entry, let searchLabel {
            searchLabel().withCString {
                cgtk_set_string_property(UnsafeMutableRawPointer(entry), "placeholder-text", $0)
                cgtk_accessible_set_string(OpaquePointer(entry), GTK_ACCESSIBLE_PROPERTY_LABEL, $0)
            }
        }
        if let line = parts.noMatch, let noMatchLabel { gtk_label_set_text(OpaquePointer(line), noMatchLabel()) }
    }

    /// The search entry above the list, named at each opening (``relabel(_:)``).
    private func makeEntry() -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_search_entry_new()!
        // Keys the rows do not use (letters, digits) start a search; the arrows and Return stay the list's. The
        // popover is made the key capture widget at each opening of a list long enough to search.
        // The entry forwards those keys but leaves the focus where it was, so the keys it does not forward (the
        // space between two words) would go to the rows: the first key typed moves the focus to the entry,
        // without selecting what it holds (the next key would replace it).
        GtkSignals.editableChanged.connect(entry) {
            let text = gtk_editable_get_delegate(OpaquePointer(entry))
            guard gtk_editable_get_text(OpaquePointer(entry)).pointee != 0, let text,
                gtk_widget_is_focus(gcast(text)) == 0
            else { return }
            gtk_text_grab_focus_without_selecting(gcast(text))
        }
        GtkSignals.searchChanged.connect(entry) { [weak self] in
            self?.narrow(to: String(cString: gtk_editable_get_text(OpaquePointer(entry))))
        }
        GtkSignals.searchActivate.connect(entry) { [weak self] in
            guard let self else { return }
            // Return may come before the entry's short delay reports the last keys.
            narrow(to: String(cString: gtk_editable_get_text(OpaquePointer(entry))))
            guard let shown else { return }
            // The first match that can be picked.
            if let position = shown.indices.first(where: { self.isEnabled(shown[$0]) }) { pick(position) }
        }
        GtkSignals.stopSearch.connect(entry) { [button] in gtk_menu_button_popdown(OpaquePointer(button)) }
        // Down goes on to the first row shown. Left to GTK it would go to the row the list had the focus on, which
        // after a search is wherever the current title's row was (the end of the list, for a far title).
        typealias Box = CallbackBox<@MainActor () -> Void>
        let controller = gtk_shortcut_controller_new()!
        for keyval in [GDK_KEY_Down, GDK_KEY_KP_Down] {
            let action = gtk_callback_action_new(
                { _, _, data in
                    MainActor.assumeIsolated { Box.from(data)?.body() }
                    return 1
                },
                Box { [weak self] in
                    guard let list = self?.made?.list else { return }
                    Self.focusRow(0, of: list) { false }
                }.retainedPointer(), { data in RetainedBox.release(data) })
            let trigger = gtk_keyval_trigger_new(guint(keyval), GdkModifierType(0))
            gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        }
        gtk_widget_add_controller(entry, controller)
        return entry
    }

    /// Names `button` (a GtkMenuButton) for screen readers, which would otherwise read its class
    /// ("GtkMenuButton").
    ///
    /// Only the menu button carries the name: GTK labels and describes the toggle button inside it, the one that
    /// takes focus, by the menu button (`LABELLED_BY`, `DESCRIBED_BY`), and a label of its own would be read
    /// after that one ("All segments All segments").
    package static func name(_ button: UnsafeMutablePointer<GtkWidget>, _ label: String, description: String? = nil) {
        label.withCString { cgtk_accessible_set_string(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_LABEL, $0) }
        description?.withCString {
            cgtk_accessible_set_string(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, $0)
        }
    }

    /// The object data key under which a row's label keeps its position plus one.
    private static let rowKey = "segmentkit-row"

    /// Moves the keyboard focus to the row at `position` once `list` is shown, so Up and Down start from the
    /// current item, as in a GtkDropDown's list.
    ///
    /// A GtkListView focuses its first row when its popover opens, and GTK 4.8 has no call to focus a row
    /// (`gtk_list_view_scroll_to` came in 4.12). Its `list.scroll-to-item` action makes the row's widget as
    /// soon as the list has a size, which is after the popover's first frame; the row's list item widget then
    /// takes the focus, and the list follows the focus from there. Tried on each frame from the second, five at
    /// most: on a reopened menu the list still has its last size at the first frame, but its rows and scroll
    /// range are those of the last titles until the list is laid out again, and the action, reading them, would
    /// scroll the row to the top even when it is already in view.
    ///
    /// Without `grab` it only scrolls, on each of those frames; it gives up as soon as `searching` returns true.
    /// `fromTop` scrolls from the first row: the rows before `position` show too, when they fit.
    private static func focusRow(
        _ position: Int, of list: UnsafeMutablePointer<GtkWidget>, grab: Bool = true, fromTop: Bool = false,
        searching: @escaping @MainActor () -> Bool
    ) {
        var frames = 0
        MainLoop.addTick(list) { _ in
            frames += 1
            if searching() { return false }
            if frames >= 2 && gtk_widget_get_width(list) > 0 {
                // From the top first, on a frame of its own: the list applies a scroll when it is next laid out, so
                // a second one right after would start from where the first began.
                let target = fromTop && frames == 2 ? 0 : position
                gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(guint32(target)))
                // Scrolled again on the next frames: right after the list's model changed, the action reads the
                // rows' old sizes and can stop a row short.
                guard grab else { return frames < 5 }
                var row = gtk_widget_get_first_child(list)
                while let item = row {
                    if let label = gtk_widget_get_first_child(item),
                        Int(bitPattern: g_object_get_data(gcast(label), rowKey)) == position + 1
                    {
                        gtk_widget_grab_focus(item)
                        return false
                    }
                    row = gtk_widget_get_next_sibling(item)
                }
            }
            return frames < 5
        }
    }
}
