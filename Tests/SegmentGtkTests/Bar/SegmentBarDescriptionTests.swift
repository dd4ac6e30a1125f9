import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// What a bar tells a screen reader through its description: the current tab when it takes the focus, selects
/// while focused or its selected tab closes, and a keyboard move; each taken back once it is no longer true.
final class SegmentBarDescriptionTests: GtkTestCase, @unchecked Sendable {
    /// The bar's description, `nil` when it has none.
    @MainActor
    private func description(_ bar: SegmentBar) -> String? {
        guard gtk_test_accessible_has_property(OpaquePointer(bar.widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0
        else { return nil }
        // GTK 4.8 has no getter: the check returns NULL when the value is the one expected.
        for index in bar.items.indices {
            let item = bar.items[index]
            let text = "\(item.title), \(index + 1) of \(bar.items.count)"
            if cgtk_test_accessible_check_description(OpaquePointer(bar.widget), text) == nil { return text }
        }
        return "something else"
    }

    /// A strip of ``fourItems`` with a button after it to take the focus away, shown; animations off.
    @MainActor
    private func focusableStrip() -> (SegmentBar, elsewhere: UnsafeMutablePointer<GtkWidget>) {
        setAnimations(false)
        let bar = SegmentBar(items: fourItems, style: .underline)
        bar.isReorderable = true
        bar.closeButtonPolicy = .all
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let elsewhere = gtk_button_new_with_label("Elsewhere")!
        gtk_box_append(gcast(box), bar.widget)
        gtk_box_append(gcast(box), elsewhere)
        host(box, width: 400, height: 90)
        return (bar, elsewhere)
    }

    func testTakingTheFocusTellsTheCurrentTabAndLeavingTakesItBack() {
        onMain {
            let (bar, elsewhere) = focusableStrip()
            try? bar.select(1, animated: false)
            XCTAssertNil(description(bar), "nothing told before the focus comes")
            gtk_widget_grab_focus(bar.widget)
            pump()
            XCTAssertEqual(description(bar), "Week, 2 of 4", "Tab into the bar says which tab is current")
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(
                description(bar), "Month, 3 of 4",
                "an arrow key's selection is told: screen readers are on the bar, not on its tabs")
            try? bar.select(0, animated: false)
            XCTAssertEqual(description(bar), "Day, 1 of 4", "so is any other while the bar has the focus")
            gtk_widget_grab_focus(elsewhere)
            pump()
            XCTAssertNil(description(bar))
            try? bar.select(3, animated: false)
            XCTAssertNil(description(bar), "a selection made elsewhere tells nothing")
        }
    }

    /// The name and the place are joined as the language joins the description's parts: "Week، 2 من 4" in Arabic,
    /// not with an ASCII comma.
    func testTheToldTabIsJoinedInTheUsersLanguage() throws {
        try onMain {
            let (bar, _) = focusableStrip()
            try bar.select(1, animated: false)
            try inLocale("en_US.UTF-8", language: "ar") {
                gtk_widget_grab_focus(bar.widget)
                pump()
                let told = cgtk_test_accessible_check_description(OpaquePointer(bar.widget), "Week، 2 من 4")
                XCTAssertNil(told.map { String(cString: $0) })
            }
        }
    }

    /// A keyboard move is told once, then taken back by the next selection or the focus leaving: it stayed on the
    /// bar, read again (and wrong) at every return to it.
    func testAMoveIsToldUntilTheNextSelectionOrTheFocusLeaving() {
        onMain {
            let (bar, elsewhere) = focusableStrip()
            gtk_widget_grab_focus(bar.widget)
            pump()
            gtk_widget_activate_action_variant(bar.widget, "segment.move-tab", g_variant_new_string("forward"))
            XCTAssertEqual(bar.items.map(\.title), ["Week", "Day", "Month", "Year"])
            XCTAssertEqual(description(bar), "something else", "the move is told")
            gtk_widget_grab_focus(elsewhere)
            pump()
            XCTAssertNil(description(bar), "and taken back when the focus leaves")
            gtk_widget_grab_focus(bar.widget)
            pump()
            XCTAssertEqual(description(bar), "Day, 2 of 4", "coming back tells the current tab, not the old move")
        }
    }

    /// Closing the selected tab selects its neighbour in the tab that stood for it, which tells no change of state:
    /// the bar tells the tab now current.
    func testClosingTheSelectedTabTellsTheTabNowCurrent() throws {
        try onMain {
            let (bar, _) = focusableStrip()
            try bar.select(1, animated: false)
            gtk_widget_grab_focus(bar.widget)
            pump()
            try bar.requestClose(at: 1)
            XCTAssertEqual(bar.items.map(\.title), ["Day", "Month", "Year"])
            XCTAssertEqual(description(bar), "Month, 2 of 3")
            try bar.requestClose(at: 2)
            XCTAssertNil(description(bar), "closing another tab takes back the place told, now stale")
        }
    }
}
