import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// `shows-bar`: a pager's bar taken out of the pager and put in a header bar, as GNOME apps place a view switcher,
/// stays linked to the pages: a click there moves them, the indicator follows them, and the pager gets it back.
final class PagerShowsBarTests: GtkTestCase, @unchecked Sendable {
    /// A window with `pager` as its child and a header bar whose title widget is the pager's bar, shown and drawn.
    @MainActor
    private func windowWithBarInHeader(_ pager: SegmentedPager) -> (
        window: UnsafeMutablePointer<GtkWidget>, header: UnsafeMutablePointer<GtkWidget>
    ) {
        let window = gtk_window_new()!
        gtk_window_set_default_size(gcast(window), 500, 300)
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_title_widget(OpaquePointer(header), pager.bar.widget)
        gtk_window_set_titlebar(gcast(window), header)
        gtk_window_set_child(gcast(window), pager.widget)
        gtk_window_present(gcast(window))
        HostedWindows.open.append(window)
        gtk_test_widget_wait_for_draw(window)
        pump()
        return (window, header)
    }

    /// A bar handed out expands as any widget does: the pager had set `hexpand` for its own box, and in a header
    /// bar the capsule stretched across the title area (626 pt for its 235).
    func testABarHandedOutSitsAtItsNaturalWidthInTheHeaderBar() {
        onMain {
            let pager = SegmentedPager(items: ["Inbox", "Sent", "Archive"].map { SegmentItem($0) }, style: .capsule) {
                gtk_label_new("Page \($0)")
            }
            pager.showsBar = false
            XCTAssertEqual(gtk_widget_get_hexpand(pager.bar.widget), 0)
            XCTAssertEqual(gtk_widget_get_hexpand_set(pager.bar.widget), 0)
            XCTAssertEqual(gtk_widget_get_vexpand_set(pager.bar.widget), 0)
            let (_, header) = windowWithBarInHeader(pager)
            var natural: gint = 0
            gtk_widget_measure(pager.bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertEqual(
                Double(gtk_widget_get_width(pager.bar.widget)), Double(natural), accuracy: 8,
                "centred at its natural width (less the title area's margins), not across the header")
            gtk_header_bar_set_title_widget(OpaquePointer(header), nil)
            pager.showsBar = true
            XCTAssertEqual(gtk_widget_get_parent(pager.bar.widget), pager.widget)
            XCTAssertEqual(
                gtk_widget_compute_expand(pager.bar.widget, GTK_ORIENTATION_HORIZONTAL), 1, "back across the pager")
        }
    }

    func testABarInTheHeaderBarStaysLinkedToThePages() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: ["Inbox", "Sent", "Archive"].map { SegmentItem($0) }) { index in
                gtk_label_new("Page \(index)")
            }
            let notified = NotifyCount(pager.widget, "shows-bar")
            pager.showsBar = false
            pager.showsBar = false
            XCTAssertEqual(notified.count, 1, "notified once, on the change")
            XCTAssertNil(gtk_widget_get_parent(pager.bar.widget), "the pager let it go")
            XCTAssertEqual(gtk_widget_get_first_child(pager.widget), pager.stack.widget, "only the pages are left")
            let (_, header) = windowWithBarInHeader(pager)
            XCTAssertEqual(gtk_widget_has_css_class(pager.bar.widget, "top"), 0, "a bar of no side")
            // A click on the header's bar moves the pages; the pages moving move its indicator.
            pager.bar.testController.pressBegan(x: pager.bar.viewCenter(of: 2))
            pager.bar.testController.pressEnded(dx: 0)
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 2 }), "the pages went to the clicked segment")
            XCTAssertEqual(pager.selectedIndex, 2)
            try pager.stack.setPosition(0.5)
            XCTAssertEqual(pager.bar.position, 0.5, "the indicator follows the pages")
            try pager.select(0, animated: false)
            // Shown again while it is in the header: refused, nothing changes.
            expectLogged(1) { pager.showsBar = true }
            XCTAssertFalse(pager.showsBar)
            XCTAssertEqual(notified.count, 1)
            gtk_header_bar_set_title_widget(OpaquePointer(header), nil)
            pager.showsBar = true
            XCTAssertTrue(pager.showsBar)
            XCTAssertEqual(gtk_widget_get_parent(pager.bar.widget), pager.widget, "back in the pager")
            XCTAssertEqual(gtk_widget_get_first_child(pager.widget), pager.bar.widget, "above its pages")
            XCTAssertNotEqual(gtk_widget_has_css_class(pager.bar.widget, "top"), 0)
            pager.placement = .end
            XCTAssertEqual(gtk_widget_get_last_child(pager.widget), pager.bar.widget, "placed as the placement says")
        }
    }

    /// A pager disposed of (its window closed) while its bar is in a header bar leaves the bar there, on its own.
    func testAPagerDisposedOfLeavesItsBarWhereTheAppPutIt() throws {
        try onMain {
            let pager = SegmentedPager(items: ["A", "B"].map { SegmentItem($0) }) { _ in gtk_label_new("p") }
            pager.showsBar = false
            let (window, header) = windowWithBarInHeader(pager)
            gtk_window_set_child(gcast(window), nil)
            g_object_run_dispose(gcast(pager.widget))
            pump()
            XCTAssertEqual(
                gtk_widget_get_parent(pager.bar.widget).map { gtk_widget_get_ancestor($0, gtk_header_bar_get_type()) },
                header)
            try pager.bar.select(1, animated: false)
            XCTAssertEqual(pager.bar.selectedIndex, 1)
        }
    }
}
