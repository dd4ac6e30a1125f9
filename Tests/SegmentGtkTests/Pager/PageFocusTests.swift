import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The keyboard focus follows the pages: the page that held it leaves the screen, and the focus goes into the
/// page the stack comes to rest on, as GtkNotebook moves it (``PagedStackController/giveOwedFocus(to:)``).
final class PageFocusTests: GtkTestCase, @unchecked Sendable {
    /// A pager of four pages, each a box with a label and two buttons, in a window after an "Elsewhere" button;
    /// `buttons()[i]` is page i's first button, `buttons()[100 + i]` its second.
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
            let second = gtk_button_new_with_label("Second button \(index)")!
            gtk_box_append(gcast(box), second)
            buttons[100 + index] = second
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

    /// ``pagerOfButtons()`` with animations off and `button` focused.
    @MainActor
    private func pagerFocusing(_ button: Int) -> (
        pager: SegmentedPager, buttons: () -> [Int: UnsafeMutablePointer<GtkWidget>]
    )? {
        setAnimations(false)
        let (pager, buttons, _) = pagerOfButtons()
        guard let focused = buttons()[button] else {
            XCTFail("no button \(button)")
            return nil
        }
        gtk_widget_grab_focus(focused)
        return (pager, buttons)
    }

    /// Selects `page` and lets GTK run.
    @MainActor
    private func show(_ page: Int, of pager: SegmentedPager) {
        try? pager.select(page)
        pump()
    }

    func testTheFocusFollowsIntoTheNextPage() {
        onMain {
            guard let (pager, buttons) = pagerFocusing(0) else { return }
            show(2, of: pager)
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertEqual(focus(of: pager.widget), buttons()[2], "the focus is on the new page's button")
        }
    }

    func testTheFocusFollowsASlideOnceItRests() {
        onMain {
            guard let (pager, buttons) = pagerFocusing(0) else { return }
            setAnimations(true)
            defer { setAnimations(false) }
            try? pager.select(1)
            XCTAssertTrue(pager.stack.isAnimating, "the app's own select slides")
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 1 && !pager.stack.isAnimating }))
            XCTAssertEqual(focus(of: pager.widget), buttons()[1], "the focus is on the page the slide came to")
        }
    }

    /// A page key pressed with the focus in a page switches at once, and the focus is in the new page before the
    /// next key, as in GtkNotebook: during a slide the page left kept the focus, so the words typed right after
    /// Ctrl+Page Down went into the document just left. With the focus on the bar the pages still slide.
    func testAPageKeyFromInsideAPageSwitchesAtOnceWithTheFocus() {
        onMain {
            guard let (pager, buttons) = pagerFocusing(0) else { return }
            setAnimations(true)
            defer { setAnimations(false) }
            gtk_widget_activate_action_variant(pager.stack.widget, "pager.move", g_variant_new_string("next"))
            XCTAssertEqual(pager.stack.currentPage, 1, "switched before the next key")
            XCTAssertFalse(pager.stack.isAnimating)
            XCTAssertEqual(focus(of: pager.widget), buttons()[1], "the next key goes to the new page")
            XCTAssertTrue(pager.stack.testController.keyboardSelect(3), "Alt+4")
            XCTAssertEqual(pager.stack.currentPage, 3)
            XCTAssertEqual(focus(of: pager.widget), buttons()[3])
            gtk_widget_grab_focus(pager.bar.widget)
            gtk_widget_activate_action_variant(pager.stack.widget, "pager.move", g_variant_new_string("previous"))
            XCTAssertTrue(pager.stack.isAnimating, "from the bar the pages slide")
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 2 && !pager.stack.isAnimating }))
            XCTAssertEqual(focus(of: pager.widget), pager.bar.widget, "and the focus stays on the bar")
        }
    }

    func testAFocusElsewhereStaysThere() {
        onMain {
            setAnimations(false)
            let (pager, buttons, elsewhere) = pagerOfButtons()
            gtk_widget_grab_focus(elsewhere)
            show(1, of: pager)
            XCTAssertEqual(focus(of: pager.widget), elsewhere, "a page change does not take a focus outside the pager")
            // The bar's own focus stays on the bar too.
            gtk_widget_grab_focus(pager.bar.widget)
            show(3, of: pager)
            XCTAssertEqual(focus(of: pager.widget), pager.bar.widget)
            XCTAssertNotNil(buttons()[3])
        }
    }

    func testAPageComesBackWithItsFocusWhereItWas() {
        onMain {
            guard let (pager, buttons) = pagerFocusing(100) else { return }
            show(1, of: pager)
            XCTAssertEqual(focus(of: pager.widget), buttons()[1], "a page never focused gets its first widget")
            show(0, of: pager)
            XCTAssertEqual(focus(of: pager.widget), buttons()[100], "the first page gets back its second button")
        }
    }

    func testAFocusWidgetDestroyedMeanwhileIsForgotten() {
        onMain {
            guard let (pager, buttons) = pagerFocusing(100), let second = buttons()[100] else { return }
            show(1, of: pager)
            gtk_widget_unparent(second)  // the page's second button goes away while the page is off screen
            show(0, of: pager)
            XCTAssertEqual(focus(of: pager.widget), buttons()[0], "the page's first widget takes the focus instead")
        }
    }

    func testClosingThePageWithTheFocusHandsItToTheNextOne() {
        onMain {
            guard let (pager, buttons) = pagerFocusing(0) else { return }
            show(1, of: pager)
            XCTAssertEqual(focus(of: pager.widget), buttons()[1])
            do { try pager.remove(at: 1) } catch { return XCTFail("remove: \(error)") }
            pump()
            XCTAssertEqual(pager.stack.currentPage, 1, "the page after it takes its place")
            // The page now current may have been made after the edit, under its new index: find its button.
            let now = focus(of: pager.widget)
            XCTAssertNotNil(now)
            if let now, let page = pager.currentPage {
                XCTAssertTrue(gtk_widget_is_ancestor(now, page) != 0, "the focus is in the page that took its place")
                XCTAssertEqual(gtk_button_get_label(gcast(now)).map { String(cString: $0) }, "Button 2")
            }
        }
    }
}
