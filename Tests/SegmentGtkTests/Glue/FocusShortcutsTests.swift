import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// A bar and a stack get their key shortcuts when the keyboard focus first enters them, and the keys then act.
final class FocusShortcutsTests: GtkTestCase, @unchecked Sendable {
    /// The names of `widget`'s local shortcut controllers and how many shortcuts each holds.
    @MainActor
    private func shortcutCounts(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String: Int] {
        var found: [String: Int] = [:]
        for controller in shortcutControllers(of: widget, scope: GTK_SHORTCUT_SCOPE_LOCAL) {
            let name = gtk_event_controller_get_name(controller).map { String(cString: $0) } ?? "unnamed"
            found[name] = Int(g_list_model_get_n_items(controller))
        }
        return found
    }

    /// Activates `widget`'s shortcut for `keyval` with `modifiers`, as GTK does for a key press that reaches it;
    /// false when none matches or the action refuses.
    @MainActor
    private func press(_ keyval: Int32, _ modifiers: UInt32 = 0, on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        activateShortcut(on: widget, scope: GTK_SHORTCUT_SCOPE_LOCAL) {
            isKeyTrigger($0, keyval, modifiers: modifiers)
        } ?? false
    }

    /// A window whose first focus is a button, with `widget` after it.
    @MainActor
    private func windowFocusingAButton(before widget: UnsafeMutablePointer<GtkWidget>)
        -> (window: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>)
    {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let button = gtk_button_new_with_label("First")!
        gtk_box_append(gcast(box), button)
        gtk_box_append(gcast(box), widget)
        let window = host(box, width: 400, height: 300)
        gtk_widget_grab_focus(button)
        pump()
        return (window, button)
    }

    func testABarGetsItsKeysWhenTheFocusFirstEntersIt() {
        onMain {
            let bar = SegmentBar(items: ["One", "Two", "Three"].map { SegmentItem($0) }, style: .underline)
            _ = windowFocusingAButton(before: bar.widget)
            XCTAssertEqual(shortcutCounts(bar.widget), [:], "no key shortcuts before the bar has the focus")
            XCTAssertFalse(press(GDK_KEY_Right, on: bar.widget))

            gtk_widget_grab_focus(bar.widget)
            // 8 moves, 8 vertical arrows and 4 Alt ones, 4 activations, the tab strip's 10 and 10 Alt+digits: one
            // controller holds them all.
            XCTAssertEqual(shortcutCounts(bar.widget), [FocusShortcuts.controllerName: 52])
            XCTAssertTrue(press(GDK_KEY_Right, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 1, "Right moves the selection")
            XCTAssertTrue(press(GDK_KEY_End, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 2, "End selects the last segment")

            // The focus leaving and coming back adds nothing more.
            let other = gtk_widget_get_prev_sibling(bar.widget)!
            gtk_widget_grab_focus(other)
            gtk_widget_grab_focus(bar.widget)
            XCTAssertEqual(shortcutCounts(bar.widget), [FocusShortcuts.controllerName: 52])
        }
    }

    func testTheSegmentsKeysActOnlyWhileTheBarItselfHasTheFocus() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: ["One", "Two", "Three"].map { SegmentItem($0) }, style: .underline)
            bar.isReorderable = true
            let add = gtk_button_new_with_label("+")!
            bar.endActionWidget = add
            _ = windowFocusingAButton(before: bar.widget)
            // The focus on the bar's action widget: the bar has its keys (the focus is within it), but the arrows,
            // Home and End, Space, the tab moves and Menu are left to GTK's focus navigation.
            gtk_widget_grab_focus(add)
            XCTAssertEqual(shortcutCounts(bar.widget), [FocusShortcuts.controllerName: 52])
            for (keyval, modifiers) in [
                (GDK_KEY_Right, 0), (GDK_KEY_End, 0), (GDK_KEY_space, 0), (GDK_KEY_Menu, 0),
                (GDK_KEY_Left, GDK_ALT_MASK.rawValue),
                (GDK_KEY_Page_Down, GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue),
            ] {
                XCTAssertFalse(press(keyval, modifiers, on: bar.widget), "key \(keyval) on the action widget")
            }
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(bar.items.map(\.title), ["One", "Two", "Three"])
            bar.orientation = .vertical
            pump()
            XCTAssertFalse(press(GDK_KEY_Down, on: bar.widget), "a sidebar's Down on its action widget")
            XCTAssertEqual(bar.selectedIndex, 0)
            // The digits still select from anywhere in the bar, as AdwTabView's do.
            XCTAssertTrue(press(GDK_KEY_2, GDK_ALT_MASK.rawValue, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 1)

            gtk_widget_grab_focus(bar.widget)
            XCTAssertTrue(press(GDK_KEY_Down, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 2, "Down moves the selection once the bar has the focus")
            bar.orientation = .horizontal
            pump()
            XCTAssertTrue(press(GDK_KEY_Home, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 0)
        }
    }

    func testAStackGetsItsKeysWhenTheFocusFirstEntersOneOfItsPages() {
        onMain {
            setAnimations(false)
            var pageButtons: [UnsafeMutablePointer<GtkWidget>] = []
            let stack = PagedStack(pageCount: 4) { index in
                let button = gtk_button_new_with_label("Page \(index)")!
                pageButtons.append(button)
                return button
            }
            _ = windowFocusingAButton(before: stack.widget)
            XCTAssertEqual(shortcutCounts(stack.widget), [:], "no key shortcuts before a page has the focus")

            guard let page = pageButtons.first else { return XCTFail("the stack made no page") }
            gtk_widget_grab_focus(page)
            // Page Up, Page Down, Home and End (8 keys) after the page's widgets; Ctrl+Page Up and Down, Ctrl+Tab,
            // Ctrl+Shift+Tab, the 4 tab moves and 10 Alt+digits before them, in the capture phase, as AdwTabView's.
            XCTAssertEqual(
                shortcutCounts(stack.widget),
                [FocusShortcuts.controllerName: 8, FocusShortcuts.capturingControllerName: 18])
            let phases = shortcutControllers(of: stack.widget, scope: GTK_SHORTCUT_SCOPE_LOCAL).map {
                (
                    gtk_event_controller_get_name($0).map { String(cString: $0) },
                    gtk_event_controller_get_propagation_phase($0)
                )
            }
            XCTAssertEqual(phases.count, 2)
            for (name, phase) in phases {
                XCTAssertEqual(
                    phase, name == FocusShortcuts.capturingControllerName ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE)
            }
            XCTAssertTrue(press(GDK_KEY_Page_Down, on: stack.widget))
            XCTAssertTrue(pump(until: { stack.currentPage == 1 }), "Page Down shows the next page")
            XCTAssertTrue(press(GDK_KEY_Page_Down, GDK_CONTROL_MASK.rawValue, on: stack.widget))
            XCTAssertTrue(pump(until: { stack.currentPage == 2 }), "so does Ctrl+Page Down")
        }
    }

    /// Ctrl+Shift+Page Up, Page Down, Home and End move a pager's selected tab from a text field in its page, as
    /// AdwTabView's keys do from the page's text view, when its bar is reorderable; the focus stays in the field.
    /// They moved the tab only while the bar had the focus. Without reordering the keys stay the field's.
    func testTabMoveKeysWorkFromInsideAPage() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: ["A", "B", "C", "D"].map { SegmentItem($0) }) { _ in gtk_entry_new() }
            host(pager.widget, width: 400, height: 300)
            try pager.select(1, animated: false)
            pump()
            let entry = try XCTUnwrap(pager.page(at: 1))
            gtk_widget_grab_focus(entry)
            pump()
            let control = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            XCTAssertFalse(press(GDK_KEY_Page_Down, control, on: pager.stack.widget), "not reorderable: the field's")
            pager.bar.isReorderable = true
            XCTAssertTrue(press(GDK_KEY_Page_Down, control, on: pager.stack.widget))
            XCTAssertEqual(pager.items.map(\.title), ["A", "C", "B", "D"])
            XCTAssertTrue(press(GDK_KEY_End, control, on: pager.stack.widget))
            XCTAssertEqual(pager.items.map(\.title), ["A", "C", "D", "B"])
            XCTAssertTrue(press(GDK_KEY_Home, control, on: pager.stack.widget))
            XCTAssertEqual(pager.items.map(\.title), ["B", "A", "C", "D"])
            XCTAssertEqual(pager.selectedIndex, 0, "the tab stays selected")
            XCTAssertEqual(pager.page(at: 0), entry, "with its page")
            let focus = gtk_root_get_focus(gtk_widget_get_root(entry))
            XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, entry) != 0 } ?? false, "the focus stays in the field")
            XCTAssertFalse(pager.bar.testController.keyboardFocusShown, "no focus ring on the bar")
        }
    }

    func testAltDigitsSelectABarsFirstTenSegments() {
        onMain {
            var items = (1...12).map { SegmentItem("Tab \($0)") }
            items[5].isEnabled = false
            let bar = SegmentBar(items: items, style: .underline)
            _ = windowFocusingAButton(before: bar.widget)
            var changes: [Int] = []
            var reselects: [Int] = []
            bar.onSelectionChanged { changes.append($0) }
            bar.onReselected { reselects.append($0) }
            gtk_widget_grab_focus(bar.widget)
            let alt = GDK_ALT_MASK.rawValue

            XCTAssertTrue(press(GDK_KEY_3, alt, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 2, "Alt+3 selects the third segment")
            XCTAssertTrue(press(GDK_KEY_0, alt, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 9, "Alt+0 selects the tenth")
            XCTAssertTrue(press(GDK_KEY_KP_1, alt, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 0, "the keypad's digits count too")
            XCTAssertTrue(press(GDK_KEY_1, alt, on: bar.widget), "the selected segment's digit is the bar's key")
            XCTAssertTrue(press(GDK_KEY_6, alt, on: bar.widget), "a disabled segment's digit rings the bell")
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(changes, [2, 9, 0])
            XCTAssertEqual(reselects, [], "a digit names a segment; it does not reselect it")
        }
    }

    func testAnAltDigitPastTheLastSegmentIsLeftToOtherWidgets() {
        onMain {
            let bar = SegmentBar(items: ["One", "Two", "Three"].map { SegmentItem($0) }, style: .underline)
            _ = windowFocusingAButton(before: bar.widget)
            gtk_widget_grab_focus(bar.widget)
            XCTAssertFalse(press(GDK_KEY_4, GDK_ALT_MASK.rawValue, on: bar.widget))
            XCTAssertFalse(press(GDK_KEY_0, GDK_ALT_MASK.rawValue, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertTrue(press(GDK_KEY_3, GDK_ALT_MASK.rawValue, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 2)
        }
    }

    func testAltDigitsInAPageMoveThePagerAndItsBar() {
        onMain {
            setAnimations(false)
            var pageButtons: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
            var items = (1...4).map { SegmentItem("Page \($0)") }
            items[1].isEnabled = false
            let pager = SegmentedPager(items: items, style: .underline) { index in
                let button = gtk_button_new_with_label("Page \(index)")!
                pageButtons[index] = button
                return button
            }
            _ = windowFocusingAButton(before: pager.widget)
            guard let page = pageButtons[0] else { return XCTFail("the pager made no first page") }
            gtk_widget_grab_focus(page)
            let stack = pager.stack.widget

            XCTAssertTrue(press(GDK_KEY_3, GDK_ALT_MASK.rawValue, on: stack))
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 2 }), "Alt+3 in a page shows the third page")
            XCTAssertEqual(pager.bar.selectedIndex, 2, "and the bar follows")
            XCTAssertFalse(press(GDK_KEY_5, GDK_ALT_MASK.rawValue, on: stack), "there is no fifth page")
            XCTAssertTrue(press(GDK_KEY_2, GDK_ALT_MASK.rawValue, on: stack), "the disabled second page rings the bell")
            pump()
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertEqual(pager.bar.selectedIndex, 2)
        }
    }

    func testAPagerInAPageTakesThePageKeysFromTheOuterOne() {
        onMain {
            setAnimations(false)
            var innerButtons: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
            let inner = SegmentedPager(items: (1...3).map { SegmentItem("Inner \($0)") }, style: .underline) {
                index in
                let button = gtk_button_new_with_label("Inner page \(index)")!
                innerButtons[index] = button
                return button
            }
            let outer = SegmentedPager(items: (1...3).map { SegmentItem("Outer \($0)") }, style: .underline) {
                index in index == 0 ? inner.widget : gtk_button_new_with_label("Outer page \(index)")
            }
            _ = windowFocusingAButton(before: outer.widget)
            guard let page = innerButtons[0] else { return XCTFail("the inner pager made no first page") }
            gtk_widget_grab_focus(page)
            let control = GDK_CONTROL_MASK.rawValue
            // The outer stack's capturing shortcut sees the key first and leaves it to the inner one.
            XCTAssertFalse(press(GDK_KEY_Page_Down, control, on: outer.stack.widget))
            XCTAssertFalse(press(GDK_KEY_2, GDK_ALT_MASK.rawValue, on: outer.stack.widget))
            XCTAssertTrue(press(GDK_KEY_Page_Down, control, on: inner.stack.widget))
            XCTAssertTrue(pump(until: { inner.stack.currentPage == 1 }), "the inner pager moves")
            XCTAssertEqual(outer.stack.currentPage, 0, "the outer one stays")
            // With the focus on the outer pager's own page area, the key is the outer one's.
            gtk_widget_grab_focus(outer.stack.widget)
            XCTAssertTrue(press(GDK_KEY_Page_Down, control, on: outer.stack.widget))
            XCTAssertTrue(pump(until: { outer.stack.currentPage == 1 }), "the outer pager moves")
        }
    }

    /// In a pager's bar the page keys move the pages, as GtkNotebook's Ctrl+Page Down does from its tabs: they did
    /// nothing there. A bar that is not a pager's leaves them to other widgets, and the bar of a pager inside a page
    /// takes them from the outer pager.
    func testAPagersBarTakesThePageKeys() {
        onMain {
            setAnimations(false)
            let inner = SegmentedPager(items: (1...3).map { SegmentItem("Inner \($0)") }, style: .underline) {
                gtk_label_new("Inner page \($0)")
            }
            let outer = SegmentedPager(items: (1...4).map { SegmentItem("Outer \($0)") }, style: .underline) {
                index in index == 0 ? inner.widget : gtk_button_new_with_label("Outer page \(index)")
            }
            _ = windowFocusingAButton(before: outer.widget)
            let control = GDK_CONTROL_MASK.rawValue
            gtk_widget_grab_focus(outer.bar.widget)
            XCTAssertTrue(press(GDK_KEY_Page_Down, control, on: outer.bar.widget))
            XCTAssertTrue(pump(until: { outer.stack.currentPage == 1 }), "Ctrl+Page Down in the bar moves the pages")
            // GTK's trigger for Ctrl+Shift+Tab holds Tab (it maps ISO_Left_Tab to Tab).
            XCTAssertTrue(press(GDK_KEY_Tab, control | GDK_SHIFT_MASK.rawValue, on: outer.bar.widget))
            XCTAssertTrue(pump(until: { outer.stack.currentPage == 0 }), "Ctrl+Shift+Tab goes back")
            XCTAssertTrue(press(GDK_KEY_Tab, control | GDK_SHIFT_MASK.rawValue, on: outer.bar.widget))
            XCTAssertTrue(pump(until: { outer.stack.currentPage == 3 }), "and round to the last page")
            XCTAssertEqual(outer.selectedIndex, 3)
            XCTAssertTrue(gtk_widget_has_focus(outer.bar.widget) != 0, "the focus stays in the bar")
            try? outer.select(0, animated: false)
            pump()

            let innerBar = inner.bar
            gtk_widget_grab_focus(innerBar.widget)
            XCTAssertFalse(press(GDK_KEY_Page_Down, control, on: outer.stack.widget), "the outer stack lets it pass")
            XCTAssertTrue(press(GDK_KEY_Page_Down, control, on: innerBar.widget))
            XCTAssertEqual(innerBar.selectedIndex, 1, "the inner pager's bar moves the inner pages")
            XCTAssertEqual(outer.stack.currentPage, 0)

            let plain = SegmentBar(items: fourItems, style: .underline)
            _ = windowFocusingAButton(before: plain.widget)
            gtk_widget_grab_focus(plain.widget)
            XCTAssertFalse(press(GDK_KEY_Page_Down, control, on: plain.widget), "a bar without pages leaves the key")
            XCTAssertEqual(plain.selectedIndex, 0)
        }
    }
}
