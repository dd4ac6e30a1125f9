import CGtk
import SegmentCore
import SegmentGtk

/// The `tabs` page: an editor's tab strip over its documents, built on SegmentBar's tab-strip mode.
///
/// Tabs are reorderable (drag, Ctrl+Shift+Page Up/Down, Alt+arrows) and closable (close buttons, middle click).
/// A modified tab ("•") is not closed on the first request: the page "saves" it instead and vetoes the close,
/// as an editor asks before closing unsaved work. Right click, Menu or Shift+F10 open a menu for the tab
/// under the pointer (the bar's `menuTarget`), "+" at the end of the strip opens a new tab, and the button at its
/// start opens a document, whose tab shows a spinner while it "loads". README.md is being read aloud (the menu's
/// "Read Aloud" reads any tab, "Stop Reading" stops): its tab shows a speaker (an indicator icon) that mutes it when
/// clicked, and unmutes it when clicked again; the menu's "Mute Tab" and "Unmute Tab" do the same from the keyboard.
/// Text dropped on a tab (the page's snippet chip, a selection from another app) is added to that document, and
/// files dropped there are listed in it.
enum TabsPage {
    /// The text of the chip the page offers to drag onto a tab.
    static let snippet = "// TODO: drop me on a tab"

    /// The documents the page opens with.
    nonisolated static let items = [
        "main.swift", "README.md", "Package.swift •", "SegmentBar.swift", "Makefile", "gallery.py",
        "CHANGELOG.md", "LICENSE",
    ].map { SegmentItem($0) }

    /// The speaker on a tab that is read aloud, and on one that is muted: clicked, each becomes the other.
    nonisolated static let speaking = TabIndicatorIcon(
        "audio-volume-high-symbolic", tooltip: "Mute Tab", isActivatable: true)
    nonisolated static let muted = TabIndicatorIcon(
        "audio-volume-muted-symbolic", tooltip: "Unmute Tab", isActivatable: true)

    /// How long an opened document shows its tab's spinner.
    static let loadingMilliseconds: UInt32 = 800

    /// Builds the pager with its tab strip; `log` shows what happened last.
    @MainActor
    static func make(log: UnsafeMutablePointer<GtkWidget>) -> SegmentedPager {
        let source = Reference()
        let pager = SegmentedPager(items: items, style: .cursor) { index in
            let titles = source.pager?.items ?? items
            let title = titles.indices.contains(index) ? titles[index].title : "Untitled"
            return document(title, added: source.added[title] ?? [])
        }
        source.pager = pager
        let bar = pager.bar
        bar.isReorderable = true
        bar.closeButtonPolicy = .all
        func say(_ text: String) { gtk_label_set_text(OpaquePointer(log), text) }
        bar.onSegmentMoved { from, to in
            guard pager.items.indices.contains(to) else { return }
            say("moved \(pager.items[to].title) from place \(from + 1) to \(to + 1)")
        }
        bar.onCloseRequested { index in
            let title = pager.items[index].title
            guard title.hasSuffix(" •") else {
                say("closed \(title)")
                return false
            }
            var saved = pager.items[index]
            saved.title = String(title.dropLast(2))
            try? pager.replace(at: index, with: saved)
            say("saved \(saved.title) instead of closing it (close again to close)")
            return true
        }
        // Numbered each on its own, as an editor numbers its new documents: the first file opened is "Opened 1.txt"
        // whatever new tabs came before.
        var untitled = 0
        var opened = 0
        let newTab = actionButton("tab-new-symbolic", "New tab") {
            untitled += 1
            let count = pager.items.count
            try? pager.insert(SegmentItem("Untitled \(untitled)"), page: nil, at: count)
            try? pager.select(count)
            say("opened Untitled \(untitled)")
        }
        bar.endActionWidget = newTab
        let open = actionButton("document-open-symbolic", "Open a document at the start") {
            opened += 1
            let title = "Opened \(opened).txt"
            // After any pinned tabs: the first place they leave.
            let place = pager.bar.pinnedCount
            try? pager.insert(SegmentItem(title), page: nil, at: place)
            try? pager.select(place)
            // The document "loads" for a moment, as a browser's tab shows a spinner (AdwTabPage's `loading`);
            // found again by title, since the tabs may have moved meanwhile.
            try? pager.setLoading(true, at: place)
            say("opening \(title)")
            _ = MainLoop.after(milliseconds: loadingMilliseconds) {
                guard let index = pager.items.firstIndex(where: { $0.title == title }) else { return }
                try? pager.setLoading(false, at: index)
                say("opened \(title)")
            }
        }
        bar.startActionWidget = open
        try? pager.setIndicatorIcon(speaking, at: 1)
        bar.onIndicatorActivated { index in toggleMute(pager, at: index, say: say) }
        bar.acceptDrops([.text, .files])
        bar.onExtraDrop { index, value in
            let title = pager.items[index].title
            switch value {
            case .text(let text):
                source.added[title, default: []].append(text)
                say("dropped “\(text)” on \(title)")
            case .files(let uris):
                source.added[title, default: []] += uris.map { "// file: \($0)" }
                say("dropped \(uris.count) file\(uris.count == 1 ? "" : "s") on \(title)")
            }
            // Made again from the factory, with the lines added.
            try? pager.stack.reloadPage(at: index)
            return true
        }
        installMenu(pager, say: say)
        return pager
    }

    /// Mutes the tab at `index` that is read aloud, or unmutes it: its speaker becomes the other one.
    @MainActor
    private static func toggleMute(_ pager: SegmentedPager, at index: Int, say: (String) -> Void) {
        guard pager.items.indices.contains(index), let icon = pager.items[index].indicatorIcon else { return }
        let muting = icon == speaking
        try? pager.setIndicatorIcon(muting ? muted : speaking, at: index)
        say("\(muting ? "muted" : "unmuted") \(pager.items[index].title)")
    }

    /// The context menu and its actions (`tab.close`, `tab.close-others`, `tab.move-to-start`, `tab.duplicate`,
    /// `tab.pin`, `tab.unpin`, `tab.read-aloud`, `tab.stop-reading`, `tab.mute`, `tab.unmute`), each acting on the
    /// tab the menu was opened for; of "Pin Tab" and "Unpin Tab", of "Read Aloud" and "Stop Reading", and of "Mute
    /// Tab" and "Unmute Tab" (a tab read aloud), only the one that applies to that tab shows.
    @MainActor
    private static func installMenu(_ pager: SegmentedPager, say: @escaping @MainActor (String) -> Void) {
        let bar = pager.bar
        let menu = g_menu_new()!
        let entries = [
            ("Close", "tab.close"), ("Close Other Tabs", "tab.close-others"), ("Move to Start", "tab.move-to-start"),
            ("Duplicate", "tab.duplicate"),
        ]
        for (label, action) in entries { g_menu_append(menu, label, action) }
        let choices = [
            ("Pin Tab", "tab.pin"), ("Unpin Tab", "tab.unpin"), ("Read Aloud", "tab.read-aloud"),
            ("Stop Reading", "tab.stop-reading"), ("Mute Tab", "tab.mute"), ("Unmute Tab", "tab.unmute"),
        ]
        for (label, action) in choices {
            let item = g_menu_item_new(label, action)!
            g_menu_item_set_attribute_value(item, "hidden-when", g_variant_new_string("action-disabled"))
            g_menu_append_item(menu, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        let group = g_simple_action_group_new()!
        @discardableResult
        func add(_ name: String, _ body: @escaping @MainActor (Int) -> Void) -> OpaquePointer {
            let action = g_simple_action_new(name, nil)!
            GtkSignals.actionActivate.connect(action) { _ in
                guard let target = bar.menuTarget, pager.items.indices.contains(target) else { return }
                // After the menu has closed: GTK 4.8 loses track of the pressed menu item ("Broken accounting of
                // active state") when the tab strip changes under the popover while it closes.
                MainLoop.after(milliseconds: 0) {
                    guard pager.items.indices.contains(target) else { return }
                    body(target)
                }
            }
            g_action_map_add_action(OpaquePointer(group), action)
            g_object_unref(UnsafeMutableRawPointer(action))
            return action
        }
        add("close") { target in try? bar.requestClose(at: target) }
        add("close-others") { target in
            let keep = pager.items[target].title
            for index in pager.items.indices.reversed() where index != target { try? pager.remove(at: index) }
            say("closed every tab but \(keep)")
        }
        add("move-to-start") { target in try? pager.move(from: target, to: 0) }
        add("duplicate") { target in
            var copy = pager.items[target]
            copy.title += " (copy)"
            try? pager.insert(copy, page: nil, at: target + 1)
            say("duplicated \(pager.items[target].title)")
        }
        var offers: [(action: OpaquePointer, applies: (SegmentItem) -> Bool)] = []
        // The entries that apply to the menu's tab are enabled, and so show: set when the menu opens for another tab,
        // and when the menu's tab changed.
        func offerChoices() {
            let item = bar.menuTarget.flatMap { pager.items.indices.contains($0) ? pager.items[$0] : nil }
            for (action, applies) in offers {
                let enabled = item.map { applies($0) } ?? false
                g_simple_action_set_enabled(action, enabled ? 1 : 0)
            }
        }
        let pin = add("pin") { target in
            try? pager.setPinned(true, at: target)
            offerChoices()
            say("pinned \(pager.items[pager.bar.pinnedCount - 1].title)")
        }
        let unpin = add("unpin") { target in
            let title = pager.items[target].title
            try? pager.setPinned(false, at: target)
            offerChoices()
            say("unpinned \(title)")
        }
        let read = add("read-aloud") { target in
            try? pager.setIndicatorIcon(speaking, at: target)
            offerChoices()
            say("reading \(pager.items[target].title) aloud")
        }
        let stop = add("stop-reading") { target in
            try? pager.setIndicatorIcon(nil, at: target)
            offerChoices()
            say("stopped reading \(pager.items[target].title)")
        }
        let mute = add("mute") { target in
            toggleMute(pager, at: target, say: say)
            offerChoices()
        }
        let unmute = add("unmute") { target in
            toggleMute(pager, at: target, say: say)
            offerChoices()
        }
        func isPinned(_ item: SegmentItem) -> Bool { item.isPinned }
        func isRead(_ item: SegmentItem) -> Bool { item.indicatorIcon != nil }
        func speaks(_ item: SegmentItem) -> Bool { item.indicatorIcon == speaking }
        func isMuted(_ item: SegmentItem) -> Bool { item.indicatorIcon == muted }
        offers = [
            (pin, { !isPinned($0) }), (unpin, isPinned), (read, { !isRead($0) }), (stop, isRead), (mute, speaks),
            (unmute, isMuted),
        ]
        offerChoices()
        GtkSignals.notify("menu-target").connect(bar.widget) { offerChoices() }
        // A click on a speaker changes what the menu of its tab offers.
        bar.onIndicatorActivated { _ in offerChoices() }
        gtk_widget_insert_action_group(pager.widget, "tab", OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))
        bar.setMenuModel(gcast(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
    }

    /// A flat icon button with a tooltip and an accessible name.
    @MainActor
    private static func actionButton(_ icon: String, _ name: String, _ clicked: @escaping @MainActor () -> Void)
        -> UnsafeMutablePointer<GtkWidget>
    {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_button_set_has_frame(gcast(button), 0)
        gtk_widget_set_tooltip_text(button, name)
        cgtk_accessible_set_string(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_LABEL, name)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        GtkSignals.clicked.connect(button, clicked)
        return button
    }

    /// A document's page: a few lines of monospace text naming it, then the lines dropped on its tab.
    @MainActor
    private static func document(_ title: String, added: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let lines = (1...12).map { "line \($0) of \(title)" } + added
        let text = "// \(title)\n\n" + lines.joined(separator: "\n")
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "monospace")
        // Code reads left to right in any interface language, as an editor keeps it.
        gtk_widget_set_direction(label, GTK_TEXT_DIR_LTR)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_label_set_yalign(OpaquePointer(label), 0)
        gtk_widget_set_margin_start(label, 12)
        gtk_widget_set_margin_top(label, 12)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scroller), label)
        gtk_widget_set_vexpand(scroller, 1)
        return scroller
    }

    /// A weak reference to the pager, for the page factory.
    @MainActor
    private final class Reference {
        weak var pager: SegmentedPager?
        /// The lines dropped on each document's tab, by title.
        var added: [String: [String]] = [:]
    }
}
