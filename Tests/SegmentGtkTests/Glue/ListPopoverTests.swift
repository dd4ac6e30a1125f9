import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// A list popover with search: the entry shows for long lists only, narrows the rows as typed, maps the rows it
/// shows back to the titles' indices, and starts each opening whole.
final class ListPopoverTests: GtkTestCase, @unchecked Sendable {
    /// A menu button in a window with a searchable list of `titles`; `picked` collects what rows report.
    @MainActor
    private func searchableMenu(
        _ titles: [String], enabled: @escaping @MainActor (Int) -> Bool = { _ in true },
        picked: @escaping @MainActor (Int) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        ListPopover.attach(
            to: button, searchLabel: { "Search things" }, contents: { (titles, 0) }, isEnabled: enabled,
            activated: picked)
        host(button, width: 200, height: 40)
        return button
    }

    /// The popover's search entry: the first child of its box.
    @MainActor
    private func entry(of popover: UnsafeMutablePointer<GtkPopover>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_get_first_child(gtk_popover_get_child(popover))!
    }

    /// Emits the entry's `activate`, as Return in it does (g_signal_emit_by_name is variadic; gtk_widget_activate
    /// does not reach a GtkSearchEntry's own signal).
    @MainActor
    private func pressReturn(in entry: UnsafeMutablePointer<GtkWidget>) {
        var instance = GValue()
        g_value_init(&instance, gtk_search_entry_get_type())
        g_value_set_object(&instance, entry)
        g_signal_emitv(&instance, g_signal_lookup("activate", gtk_search_entry_get_type()), 0, nil)
        g_value_unset(&instance)
    }

    /// The titles the list shows, in order.
    @MainActor
    private func rows(of popover: UnsafeMutablePointer<GtkPopover>) -> [String] {
        listedTitles(listView(of: popover))
    }

    /// Types `text` into the entry and waits for the list to follow (the entry reports after a short delay).
    @MainActor
    private func search(_ popover: UnsafeMutablePointer<GtkPopover>, _ text: String, expecting count: Int) {
        gtk_editable_set_text(OpaquePointer(entry(of: popover)), text)
        XCTAssertTrue(pump(until: { rows(of: popover).count == count }), "'\(text)' lists \(count) rows")
    }

    /// A short list has no search: its entry is hidden and takes no keys (a hidden entry that captured the keys
    /// typed in the popover would narrow the list unseen). One popover, its list growing and shrinking.
    func testOnlyAListLongerThanThePopoverShowsTheSearchEntryAndTakesTheKeys() {
        onMain {
            /// How many titles the next opening lists.
            final class Length { var count = 3 }
            let length = Length()
            let button = gtk_menu_button_new()!
            ListPopover.attach(
                to: button, searchLabel: { "Search things" },
                contents: { ((0..<length.count).map { "Item \($0)" }, 0) },
                activated: { _ in })
            host(button, width: 200, height: 40)
            for titles in [3, ListPopover.searchableCount + 1, ListPopover.searchableCount, 40, 3] {
                length.count = titles
                let popover = openPopover(button)
                let searchable = titles > ListPopover.searchableCount
                let entry = entry(of: popover)
                XCTAssertEqual(gtk_widget_get_visible(entry) != 0, searchable, "\(titles) titles")
                let capture = gtk_search_entry_get_key_capture_widget(OpaquePointer(entry))
                XCTAssertTrue(capture == (searchable ? gcast(popover) : nil), "\(titles) titles: the popover's keys")
                gtk_menu_button_popdown(OpaquePointer(button))
            }
        }
    }

    func testTypingNarrowsTheRowsAndARowPicksItsOwnTitle() {
        onMain {
            var picked: [Int] = []
            let titles = (0..<40).map { "Segment \($0)" }
            let button = searchableMenu(titles) { picked.append($0) }
            let popover = openPopover(button)
            XCTAssertEqual(rows(of: popover).count, 40)
            search(popover, "SEGMENT 2", expecting: 13)
            XCTAssertEqual(
                rows(of: popover), ["Segment 2", "Segment 12"] + (20...29).map { "Segment \($0)" } + ["Segment 32"])
            // Emptied again, the list is whole, its current row selected.
            search(popover, " ", expecting: 40)
            let selection = gtk_list_view_get_model(OpaquePointer(listView(of: popover)))!
            XCTAssertEqual(gtk_single_selection_get_selected(selection), 0)
            search(popover, "SEGMENT 2", expecting: 13)
            emitListActivate(listView(of: popover), 3)
            XCTAssertEqual(picked, [21], "the fourth row shown is title 21, not title 3")
            XCTAssertEqual(gtk_widget_get_visible(gcast(popover)), 0, "a pick closes the popover")
        }
    }

    /// A search that matches nothing says so under the entry (the popover showed an empty white box), and the line
    /// goes as soon as something matches again, and at the next opening.
    func testASearchThatMatchesNothingSaysSo() {
        onMain {
            let button = gtk_menu_button_new()!
            ListPopover.attach(
                to: button, searchLabel: { "Search things" }, noMatchLabel: { "No thing matches" },
                contents: { ((0..<40).map { "Segment \($0)" }, 0) }, activated: { _ in })
            host(button, width: 200, height: 40)
            /// The no-match line if it shows: the box's last child, after the entry and the list.
            @MainActor func shownLine(_ popover: UnsafeMutablePointer<GtkPopover>) -> String? {
                let line = gtk_widget_get_last_child(gtk_popover_get_child(popover))!
                guard g_type_check_instance_is_a(gcast(line), gtk_label_get_type()) != 0 else { return nil }
                return gtk_widget_get_visible(line) != 0
                    ? String(cString: gtk_label_get_text(OpaquePointer(line))) : nil
            }
            var popover = openPopover(button)
            XCTAssertNil(shownLine(popover))
            search(popover, "zzz", expecting: 0)
            XCTAssertEqual(shownLine(popover), "No thing matches")
            search(popover, "Segment 39", expecting: 1)
            XCTAssertNil(shownLine(popover), "gone once something matches")
            search(popover, "zzz", expecting: 0)
            gtk_menu_button_popdown(OpaquePointer(button))
            popover = openPopover(button)
            XCTAssertNil(shownLine(popover), "each opening starts whole")
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// A search's single match fills the list: no empty band under it (a scrolled window that may show a scrollbar
    /// is as tall as the scrollbar's minimum, 46 px, under a 20 px row), while a long list still scrolls.
    func testASingleMatchLeavesNoEmptySpaceUnderIt() {
        onMain {
            let button = searchableMenu((0..<40).map { "Segment \($0)" }) { _ in }
            let popover = openPopover(button)
            let list = listView(of: popover)
            let scroller = gtk_widget_get_parent(list)!
            /// The scrolled window's height over the list's, once the popover has drawn its new size.
            @MainActor func heights() -> (scroller: gint, list: gint) {
                gtk_test_widget_wait_for_draw(gcast(popover))
                pump()
                var list: gint = 0
                gtk_widget_measure(listView(of: popover), GTK_ORIENTATION_VERTICAL, -1, nil, &list, nil, nil)
                return (gtk_widget_get_height(scroller), list)
            }
            XCTAssertGreaterThan(heights().list, heights().scroller, "40 rows scroll")
            for (text, count) in [("Segment 39", 1), ("Segment 3", 13), ("Segment 1", 13), ("Segment 38", 1)] {
                search(popover, text, expecting: count)
                let (scroller, rows) = heights()
                if count == 1 {
                    XCTAssertEqual(scroller, rows, "'\(text)': the scrolled window is its one row's height")
                } else {
                    XCTAssertLessThanOrEqual(scroller, 360, "'\(text)'")
                }
            }
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// The search folds text as GtkStringFilter does (GLib's compatibility decomposition, then case folding).
    func testSearchFoldsCaseAndAccentsAsAGtkDropDownDoes() {
        onMain {
            let titles =
                [
                    "Caf\u{E9}", "Cafe\u{301} au lait", "Coffee", "Stra\u{DF}e", "STRASSE",
                    "\u{395}\u{3BB}\u{3BB}\u{3AC}\u{3B4}\u{3B1}",
                ]
                + (0..<30).map { "Segment \($0)" }
            let button = searchableMenu(titles) { _ in }
            let popover = openPopover(button)
            search(popover, "cafe", expecting: 2)
            XCTAssertEqual(rows(of: popover), ["Caf\u{E9}", "Cafe\u{301} au lait"], "both compositions, accents aside")
            search(popover, "caf\u{E9}", expecting: 2)
            search(popover, "strasse", expecting: 2)
            search(popover, "stra\u{DF}e", expecting: 2)
            search(popover, "\u{3B5}\u{3BB}\u{3BB}", expecting: 1)
            search(popover, "coffe\u{301}", expecting: 0)
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// The row a search highlights is the one Return picks, scrolled into view: with the current title far down
    /// the list, the highlight stayed on the last match (and the list at the bottom) while Return picked the first.
    func testTheHighlightedMatchIsTheOneReturnPicks() {
        onMain {
            var picked: [Int] = []
            let titles = (1...1_000).map { "Topic \($0)" }
            let button = gtk_menu_button_new()!
            ListPopover.attach(
                to: button, searchLabel: { "Search things" }, contents: { (titles, 999) }, isEnabled: { $0 != 49 },
                activated: { picked.append($0) })
            host(button, width: 200, height: 40)
            let popover = openPopover(button)
            let list = listView(of: popover)
            let selection = gtk_list_view_get_model(OpaquePointer(list))!
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(gtk_widget_get_parent(list)))
            XCTAssertTrue(pump(until: { gtk_adjustment_get_value(adjustment) > 0 }), "opened at the current title")
            // Topic 50 first, which cannot be picked, then the other matches: the second row is the one to pick.
            gtk_editable_set_text(OpaquePointer(entry(of: popover)), "ic 50")
            XCTAssertTrue(pump(until: { (2..<1_000).contains(rows(of: popover).count) }), "narrowed")
            let shown = rows(of: popover)
            XCTAssertEqual(shown.first, "Topic 50")
            XCTAssertEqual(gtk_single_selection_get_selected(selection), 1, "the first enabled match is highlighted")
            XCTAssertTrue(
                pump(until: { gtk_adjustment_get_value(adjustment) == 0 }), "in view, with the match before it")
            pressReturn(in: entry(of: popover))
            XCTAssertEqual(picked, [titles.firstIndex(of: shown[1])!], "Return picks the highlighted row")
            let reopened = openPopover(button)
            search(reopened, "no such topic", expecting: 0)
            XCTAssertEqual(gtk_single_selection_get_selected(selection), guint.max, "nothing to highlight")
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// A screen reader reads the list by its button's name and each row by its title: it read "GtkListView" and
    /// rows with no name.
    func testTheListAndItsRowsAreNamed() {
        onMain {
            let titles = ["Alpha", "Beta", "Gamma"]
            let button = searchableMenu(titles) { _ in }
            let popover = openPopover(button)
            let list = listView(of: popover)
            XCTAssertNil(
                cgtk_test_accessible_check_relation_ref(
                    OpaquePointer(list), GTK_ACCESSIBLE_RELATION_LABELLED_BY, OpaquePointer(button)
                ).map { String(cString: $0) }, "labelled by its button")
            var named: [String] = []
            var row = gtk_widget_get_first_child(list)
            while let current = row {
                if let label = gtk_widget_get_first_child(current),
                    g_type_check_instance_is_a(gcast(label), gtk_label_get_type()) != 0
                {
                    let title = String(cString: gtk_label_get_text(OpaquePointer(label)))
                    if cgtk_test_accessible_check_label(OpaquePointer(current), title) == nil { named.append(title) }
                }
                row = gtk_widget_get_next_sibling(current)
            }
            XCTAssertEqual(named, titles, "every row is named by its title")
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    func testReturnPicksTheFirstEnabledMatchAndAnEmptySearchNothing() {
        onMain {
            var picked: [Int] = []
            let titles = (0..<40).map { "Segment \($0)" }
            let button = searchableMenu(titles, enabled: { $0 != 30 }) { picked.append($0) }
            var popover = openPopover(button)
            search(popover, "nothing like it", expecting: 0)
            pressReturn(in: entry(of: popover))
            XCTAssertEqual(picked, [], "Return with no match picks nothing")
            // Return before the entry's delay has passed still picks from what the entry holds.
            gtk_editable_set_text(OpaquePointer(entry(of: popover)), "3")
            pressReturn(in: entry(of: popover))
            XCTAssertEqual(picked, [3])
            popover = openPopover(button)
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(entry(of: popover)))), "", "cleared")
            XCTAssertEqual(rows(of: popover).count, 40, "a new opening lists every title")
            // Every word must match: only "Segment 30", which cannot be picked.
            search(popover, "3 0", expecting: 1)
            pressReturn(in: entry(of: popover))
            XCTAssertEqual(picked, [3], "a disabled match is not picked")
            XCTAssertEqual(gtk_widget_get_visible(gcast(popover)), 1, "and the popover stays open")
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }
    /// A disabled row takes no selection, so it never shows the highlight of a row a click would pick (a single-click
    /// list selects the row under the pointer), and no activation.
    func testADisabledRowIsNeitherSelectedNorActivated() {
        onMain {
            var picked: [Int] = []
            let button = searchableMenu(["Alpha", "Beta", "Gamma"], enabled: { $0 != 1 }) { picked.append($0) }
            let popover = openPopover(button)
            let list = listView(of: popover)
            let selection = gtk_list_view_get_model(OpaquePointer(list))!
            @MainActor func row(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
                var found: UnsafeMutablePointer<GtkWidget>?
                func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
                    if g_type_check_instance_is_a(gcast(widget), gtk_label_get_type()) != 0,
                        String(cString: gtk_label_get_text(OpaquePointer(widget))) == title
                    {
                        found = gtk_widget_get_parent(widget)
                    }
                    var child = gtk_widget_get_first_child(widget)
                    while let current = child {
                        visit(current)
                        child = gtk_widget_get_next_sibling(current)
                    }
                }
                visit(list)
                return found
            }
            // The row's own action, as a pointer moving over it or a click runs it.
            @MainActor func select(_ title: String) {
                guard let widget = row(title) else { return XCTFail("no row \(title)") }
                var flags = [g_variant_new_boolean(0), g_variant_new_boolean(0)]
                let modifiers = g_variant_new_tuple(&flags, 2)
                gtk_widget_activate_action_variant(widget, "listitem.select", modifiers)
            }
            select("Gamma")
            XCTAssertEqual(gtk_selection_model_is_selected(selection, 2), 1, "an enabled row is")
            select("Beta")
            XCTAssertEqual(gtk_selection_model_is_selected(selection, 1), 0, "the disabled one is not")
            XCTAssertEqual(gtk_selection_model_is_selected(selection, 2), 1)
            XCTAssertEqual(picked, [])
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }
}
