import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// An overflowing bar: the menu button appears, reserves room at the end, and lists every segment.
final class SegmentBarOverflowTests: GtkTestCase, @unchecked Sendable {
    func testMenuButtonShowsOnlyWhenTheBarOverflows() {
        onMain {
            let many = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(many.widget)
            let button = shownOverflowButton(many)
            XCTAssertEqual(gtk_widget_get_visible(button), 1)
            let width = many.testController.overflow.width
            XCTAssertGreaterThanOrEqual(width, OverflowMenu.minimumWidth)
            XCTAssertEqual(Double(gtk_widget_get_width(button)), width, accuracy: 1)
            // The scrollable bar's own 5 px inset is its CSS padding, around the content box.
            XCTAssertEqual(many.layout?.style.contentInsets.trailing ?? 0, width, "room reserved")

            let few = SegmentBar(items: fourItems, style: .scrollable)
            host(few.widget)
            XCTAssertEqual(gtk_widget_get_visible(few.testController.overflow.button), 0)

            many.showsOverflowMenu = false
            pump()
            gtk_test_widget_wait_for_draw(gtk_widget_get_parent(many.widget))
            XCTAssertEqual(gtk_widget_get_visible(button), 0)
        }
    }

    /// A bar as tall as it asks to be still shows its button: the button fits the bar, the bar does not grow for it.
    ///
    /// The theme's button (24 px and its padding and border, 34 px in Adwaita) was taller than an underline
    /// bar's 33 px, so an overflowing underline bar hid its button and left an empty gap at its end.
    func testEveryPresetShowsTheMenuButtonAtItsNaturalHeight() {
        onMain {
            for name in SegmentStyle.presetNames {
                var style = SegmentStyle.preset(named: name)!
                style.widthMode = .fitted(fillWhenNarrower: false)
                let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: style)
                var natural: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_VERTICAL, 400, nil, &natural, nil, nil)
                let window = host(bar.widget, width: 400, height: natural)
                let button = shownOverflowButton(bar)
                XCTAssertEqual(gtk_widget_get_visible(button), 1, "\(name): \(natural) px tall")
                XCTAssertEqual(
                    gtk_widget_get_allocated_height(bar.widget), natural, "\(name): the bar keeps its height")
                XCTAssertLessThanOrEqual(gtk_widget_get_height(button), gtk_widget_get_height(bar.widget), name)
                destroy(window)
            }
        }
    }

    /// A vertical bar as narrow as it asks to be, with one-character titles, still shows its button.
    func testEveryPresetShowsTheMenuButtonAtItsNaturalWidthWhenVertical() {
        onMain {
            for name in SegmentStyle.presetNames {
                // Equal widths divide the bar among the segments and never overflow.
                var style = SegmentStyle.preset(named: name)!
                style.widthMode = .fitted(fillWhenNarrower: false)
                let bar = SegmentBar(items: (0..<40).map { SegmentItem(String($0 % 10)) }, style: style)
                bar.orientation = .vertical
                var natural: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, 300, nil, &natural, nil, nil)
                let window = host(bar.widget, width: natural, height: 300)
                let button = shownOverflowButton(bar)
                XCTAssertEqual(gtk_widget_get_visible(button), 1, "\(name): \(natural) px wide")
                XCTAssertEqual(gtk_widget_get_allocated_width(bar.widget), natural, "\(name): the bar keeps its width")
                destroy(window)
            }
        }
    }

    func testPopoverListsEverySegmentAndActivatingARowSelectsIt() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let button = shownOverflowButton(bar)
            gtk_menu_button_popup(OpaquePointer(button))
            pump()
            let popover = gtk_menu_button_get_popover(OpaquePointer(button))!
            let list = listView(of: popover)
            let model = gtk_list_view_get_model(OpaquePointer(list))!
            XCTAssertEqual(g_list_model_get_n_items(model), 40)
            emitListActivate(list, 27)
            XCTAssertEqual(bar.selectedIndex, 27)
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// The menu keeps one popover (one X window) across openings, and each opening lists the segments, their
    /// enabled state and the selection as they are then.
    func testReopenedMenuKeepsItsPopoverAndListsTheSegmentsAsTheyAreThen() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let button = shownOverflowButton(bar)
            XCTAssertNil(gtk_menu_button_get_popover(OpaquePointer(button)), "nothing made before the first opening")
            gtk_menu_button_popup(OpaquePointer(button))
            pump()
            let popover = gtk_menu_button_get_popover(OpaquePointer(button))!
            let list = listView(of: popover)
            emitListActivate(list, 3)
            pump()
            XCTAssertEqual(gtk_widget_get_visible(gcast(popover)), 0, "a pick closes the menu")

            try? bar.insert(SegmentItem("Inserted"), at: 0)
            try? bar.replace(at: 5, with: SegmentItem("Renamed", isEnabled: false))
            try? bar.select(6)
            gtk_menu_button_popup(OpaquePointer(button))
            pump()
            XCTAssertTrue(gtk_menu_button_get_popover(OpaquePointer(button)) == popover, "the same popover")
            XCTAssertEqual(gtk_widget_get_visible(gcast(popover)), 1)
            let selection = gtk_list_view_get_model(OpaquePointer(list))!
            XCTAssertEqual(g_list_model_get_n_items(selection), 41)
            XCTAssertEqual(gtk_single_selection_get_selected(selection), 6)
            // The rows the list shows now (the first screenful): their titles, and whether each is enabled.
            var rows: [String: Bool] = [:]
            var row = gtk_widget_get_first_child(list)
            while let item = row {
                if let label = gtk_widget_get_first_child(item), let text = gtk_label_get_text(OpaquePointer(label)) {
                    rows[String(cString: text)] = gtk_widget_get_sensitive(label) == 1
                }
                row = gtk_widget_get_next_sibling(item)
            }
            XCTAssertEqual(rows["Inserted"], true, "\(rows)")
            XCTAssertEqual(rows["Renamed"], false, "a disabled segment's row is insensitive: \(rows)")
            XCTAssertEqual(rows["Segment 5"], true, "\(rows)")
            XCTAssertNil(rows["Segment 4"], "replaced: \(rows)")
            emitListActivate(list, 0)
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(bar.items[0].title, "Inserted")
        }
    }

    func testTheOpenedListHasTheKeyboardFocusOnTheSelectedSegment() {
        onMain {
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            try? bar.select(30)
            let button = shownOverflowButton(bar)
            gtk_menu_button_popup(OpaquePointer(button))
            let root = gtk_widget_get_root(bar.widget)!
            // The title of the list row that has the keyboard focus, nil when the focus is elsewhere.
            func focusedTitle() -> String? {
                guard let focus = gtk_root_get_focus(root), let list = gtk_widget_get_parent(focus),
                    g_type_check_instance_is_a(gcast(list), gtk_list_view_get_type()) == 1,
                    let label = gtk_widget_get_first_child(focus)
                else { return nil }
                return gtk_label_get_text(OpaquePointer(label)).map { String(cString: $0) }
            }
            // Row 30 is far below the first screenful: the list scrolls to it, and Down then goes on from it.
            XCTAssertTrue(pump(until: { focusedTitle() == "Segment 30" }), "focus on \(focusedTitle() ?? "no row")")
            gtk_menu_button_popdown(OpaquePointer(button))
            // Opened again (the same popover, refilled) after another segment was selected: the focus is on it.
            try? bar.select(3)
            gtk_menu_button_popup(OpaquePointer(button))
            XCTAssertTrue(pump(until: { focusedTitle() == "Segment 3" }), "focus on \(focusedTitle() ?? "no row")")
            gtk_menu_button_popdown(OpaquePointer(button))
            // Once more with a segment whose row is in view where the list was left: the focus moves to it and
            // the list does not scroll (it scrolled that row to the top when it read the last titles' rows).
            let popover = gtk_menu_button_get_popover(OpaquePointer(button))!
            let list = listView(of: popover)
            let scrolled = gtk_scrollable_get_vadjustment(OpaquePointer(list))!
            let left = gtk_adjustment_get_value(scrolled)
            try? bar.select(5)
            gtk_menu_button_popup(OpaquePointer(button))
            XCTAssertTrue(pump(until: { focusedTitle() == "Segment 5" }), "focus on \(focusedTitle() ?? "no row")")
            pump()
            XCTAssertEqual(gtk_adjustment_get_value(scrolled), left, "scrolled by")
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// The button's tooltip and accessible name, and the bar's own name, follow the user's language.
    func testTheButtonIsNamedInTheUsersLanguage() throws {
        try onMain {
            try inLocale("de_DE.UTF-8") {
                let bar = SegmentBar(items: (0..<40).map { SegmentItem("Unterhaltung \($0)") }, style: .scrollable)
                host(bar.widget)
                let button = shownOverflowButton(bar)
                XCTAssertNil(accessibleLabelMismatch(button, "Alle Segmente"))
                XCTAssertEqual(gtk_widget_get_tooltip_text(button).map { String(cString: $0) }, "Alle Segmente")
                XCTAssertNil(accessibleLabelMismatch(bar.widget, "Segmente"))
            }
        }
    }

    func testPopoverRowsShowWholeTitlesAndTheButtonIsNamed() {
        onMain {
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Entertainment \($0)") }, style: .scrollable)
            host(bar.widget)
            let button = shownOverflowButton(bar)
            XCTAssertNil(
                accessibleLabelMismatch(button, "All segments"), "named for screen readers, not \"GtkMenuButton\"")
            // Set while the button is still hidden (see ``OverflowMenu``), and shown once the bar overflows.
            XCTAssertEqual(gtk_widget_get_tooltip_text(button).map { String(cString: $0) }, "All segments")
            XCTAssertEqual(gtk_widget_get_has_tooltip(button), 1)
            XCTAssertEqual(gtk_widget_get_visible(button), 1)
            let list = openList(button)
            let row = gtk_widget_get_first_child(list)!
            let label = gtk_widget_get_first_child(row)!
            var natural: gint = 0
            gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            let margins = gtk_widget_get_margin_start(label) + gtk_widget_get_margin_end(label)
            XCTAssertGreaterThanOrEqual(
                gtk_widget_get_width(label) + margins, natural,
                "a row is as wide as its whole title (was cut to \"E…\")")
            let layout = gtk_label_get_layout(OpaquePointer(label))
            XCTAssertEqual(pango_layout_is_ellipsized(layout), 0)
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// Opens the overflow `button`'s popover and returns its list view once drawn.
    @MainActor
    private func openList(_ button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        listView(of: openPopover(button))
    }

    /// The list shows each title on one line as the bar draws it: a newline made a row of two lines and a
    /// control character a box; a segment with no title is listed by its place.
    func testPopoverRowsShowTitlesOnOneLine() {
        onMain {
            let titles = ["line1\nline2", "", "ctl\u{1}x", "   "] + (4..<40).map { "Entertainment \($0)" }
            let bar = SegmentBar(items: titles.map { SegmentItem($0) }, style: .scrollable)
            host(bar.widget)
            let button = shownOverflowButton(bar)
            let list = openList(button)
            var rows: [String] = []
            var row = gtk_widget_get_first_child(list)
            while let current = row, rows.count < 4 {
                let label = gtk_widget_get_first_child(current)!
                rows.append(String(cString: gtk_label_get_text(OpaquePointer(label))))
                row = gtk_widget_get_next_sibling(current)
            }
            XCTAssertEqual(rows, ["line1 line2", "Segment 2", "ctl x", "Segment 4"])
            gtk_menu_button_popdown(OpaquePointer(button))
        }
    }

    /// Mail arrives while the list is open: the list shows the segments as they are now, and a row selects the
    /// segment it shows. It listed them as they were at the opening, so a row selected whichever segment had taken
    /// its index. A search under way narrows the new segments.
    func testAnOpenListFollowsEditsOfTheSegments() {
        onMain {
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let button = shownOverflowButton(bar)
            let popover = openPopover(button)
            let list = listView(of: popover)
            try? bar.insert(SegmentItem("New"), at: 0)
            try? bar.remove(at: 5)
            let expected = ["New", "Segment 0", "Segment 1", "Segment 2", "Segment 3", "Segment 5"]
            XCTAssertEqual(Array(listedTitles(list).prefix(6)), expected)
            emitListActivate(list, 3)
            XCTAssertEqual(bar.selectedIndex.map { bar.items[$0].title }, "Segment 2", "the row picks what it shows")

            let again = openPopover(button)
            let entry = gtk_widget_get_first_child(gtk_popover_get_child(again))!
            gtk_editable_set_text(OpaquePointer(entry), "Segment 3")
            XCTAssertTrue(pump(until: { listedTitles(list).count == 13 }), "Segment 3, 13, 23, 30 to 39")
            try? bar.insert(SegmentItem("Segment 3 (new)"), at: 0)
            XCTAssertEqual(listedTitles(list).first, "Segment 3 (new)", "the search narrows the new segments")
            emitListActivate(list, 1)
            XCTAssertEqual(bar.selectedIndex.map { bar.items[$0].title }, "Segment 3")
        }
    }

    /// A list the user scrolled stays where it is when segments come and go elsewhere: it went back to the top.
    func testAnOpenListKeepsItsPlaceThroughEdits() {
        onMain {
            let bar = SegmentBar(items: (0..<200).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let popover = openPopover(shownOverflowButton(bar))
            let list = listView(of: popover)
            let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(list))!
            // The list scrolls to the current row on one of its first five frames: the user scrolls after that.
            for _ in 0..<6 {
                gtk_widget_queue_draw(list)
                gtk_test_widget_wait_for_draw(gcast(popover))
            }
            gtk_adjustment_set_value(adjustment, 1_500)
            gtk_test_widget_wait_for_draw(gcast(popover))
            try? bar.insert(SegmentItem("New"), at: 199)
            try? bar.remove(at: 0)
            pump()
            gtk_test_widget_wait_for_draw(gcast(popover))
            XCTAssertEqual(listedTitles(list).count, 200)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 1_500, accuracy: 40, "about a row at most")
        }
    }

    func testClickOnTheMenuButtonIsNotASegmentClick() {
        onMain {
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            bar.testController.pressBegan(x: 400 - bar.testController.overflow.width / 2)
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(changes.values, [])
        }
    }

    /// The segment scrolled under the button is not highlighted while the pointer is over the button.
    func testPointerOverTheMenuButtonHighlightsNoSegment() {
        onMain {
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let controller = bar.testController
            let overButton = 400 - controller.overflow.width / 2
            XCTAssertNotNil(controller.index(atX: overButton), "a segment lies under the button")
            controller.hover(x: overButton)
            XCTAssertNil(controller.hoverIndex)
            controller.hover(x: 20)
            XCTAssertNotNil(controller.hoverIndex, "beside the button segments still highlight")
        }
    }
}

/// nil when `widget`'s accessible label is `expected`, else GTK's message.
@MainActor
func accessibleLabelMismatch(_ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String) -> String? {
    guard let text = cgtk_test_accessible_check_label(OpaquePointer(widget), expected) else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}
