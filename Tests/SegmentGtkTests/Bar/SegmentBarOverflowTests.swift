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
            let button = many.testController.overflow.button
            XCTAssertEqual(gtk_widget_get_visible(button), 1)
            let width = many.testController.overflow.width
            XCTAssertGreaterThanOrEqual(width, OverflowMenu.minimumWidth)
            XCTAssertEqual(Double(gtk_widget_get_width(button)), width, accuracy: 1)
            XCTAssertEqual(many.layout?.style.contentInsets.trailing ?? 0, 5 + width, "room reserved")

            let few = SegmentBar(items: fourItems, style: .scrollable)
            host(few.widget)
            XCTAssertEqual(gtk_widget_get_visible(few.testController.overflow.button), 0)

            many.showsOverflowMenu = false
            pump()
            gtk_test_widget_wait_for_draw(gtk_widget_get_parent(many.widget))
            XCTAssertEqual(gtk_widget_get_visible(button), 0)
        }
    }

    func testPopoverListsEverySegmentAndActivatingARowSelectsIt() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<40).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let button = bar.testController.overflow.button
            gtk_menu_button_popup(OpaquePointer(button))
            pump()
            let popover = gtk_menu_button_get_popover(OpaquePointer(button))!
            let scroller = gtk_popover_get_child(popover)!
            let list = gtk_scrolled_window_get_child(OpaquePointer(scroller))!
            let model = gtk_list_view_get_model(OpaquePointer(list))!
            XCTAssertEqual(g_list_model_get_n_items(model), 40)
            emitListActivate(list, 27)
            XCTAssertEqual(bar.selectedIndex, 27)
            gtk_menu_button_popdown(OpaquePointer(button))
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
}

/// Emits GtkListView::activate(position), as a row click does (g_signal_emit_by_name is variadic).
@MainActor
private func emitListActivate(_ list: UnsafeMutablePointer<GtkWidget>, _ position: guint) {
    let id = g_signal_lookup("activate", gtk_list_view_get_type())
    var params = [GValue(), GValue()]
    g_value_init(&params[0], gtk_list_view_get_type())
    g_value_set_object(&params[0], list)
    g_value_init(&params[1], cgtk_type_uint())
    g_value_set_uint(&params[1], position)
    g_signal_emitv(&params, id, 0, nil)
    g_value_unset(&params[0])
    g_value_unset(&params[1])
}
