import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The keyboard focus follows the pages: the page that held it leaves the screen, and the focus goes into the
/// page the stack comes to rest on, as GtkNotebook moves it (``PagedStackController/giveOwedFocus(to:)``).
final class PageFocusTests: GtkTestCase, @unchecked Sendable {
    /// A pager of four pages, each a box with a label and a button, in a window after an "Elsewhere" button.
    @MainActor
    private func pagerOfButtons() -> (
        pager: SegmentedPager, buttons: () -> [Int: UnsafeMutablePointer<GtkWidget>],
        elsewhere: UnsafeMutablePointer<GtkWidget>
    ) {
        var buttons: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
        let pager = SegmentedPager(items: (1...4).map { SegmentItem("Page \($0)") }, style: .underline) { index in
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(gcast(box), gtk_label_new("Page \(index)"))
            let button = gtk_button_new_with_label("Button \(index)")!
            gtk_box_append(gcast(box), button)
            buttons[index] = button
            return box
        }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let elsewhere = gtk_button_new_with_label("Elsewhere")!
        gtk_box_append(gcast(box), elsewhere)
        gtk_box_append(gcast(box), pager.widget)
        host(box, width: 400, height: 300)
        return (pager, { buttons }, elsewhere)
    }

    @MainActor
    private func focus(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }
    }

    func testTheFocusFollowsIntoTheNextPage() {
        onMain {
            setAnimations(false)
            let (pager, buttons, _) = pagerOfButtons()
            guard let first = buttons()[0] else { return XCTFail("no first page") }
            gtk_widget_grab_focus(first)
            try? pager.select(2)
            pump()
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertEqual(focus(of: pager.widget), buttons()[2], "the focus is on the new page's button")
        }
    }

    func testTheFocusFollowsASlideOnceItRests() {
        onMain {
            setAnimations(true)
            defer { setAnimations(false) }
            let (pager, buttons, _) = pagerOfButtons()
            guard let first = buttons()[0] else { return XCTFail("no first page") }
            gtk_widget_grab_focus(first)
            gtk_widget_activate_action_variant(pager.stack.widget, "pager.move", g_variant_new_string("next"))
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 1 && !pager.stack.isAnimating }))
            XCTAssertEqual(focus(of: pager.widget), buttons()[1], "the focus is on the page the slide came to")
        }
    }

    func testAFocusElsewhereStaysThere() {
        onMain {
            setAnimations(false)
            let (pager, buttons, elsewhere) = pagerOfButtons()
            gtk_widget_grab_focus(elsewhere)
            try? pager.select(1)
            pump()
            XCTAssertEqual(focus(of: pager.widget), elsewhere, "a page change does not take a focus outside the pager")
            // The bar's own focus stays on the bar too.
            gtk_widget_grab_focus(pager.bar.widget)
            try? pager.select(3)
            pump()
            XCTAssertEqual(focus(of: pager.widget), pager.bar.widget)
            XCTAssertNotNil(buttons()[3])
        }
    }
}
