import CGtk
import XCTest

@testable import SegmentGtk

extension GtkTestCase {
    /// `bar`'s overflow button once it is made and shown: it is made in the idle turn after the frame that first
    /// lays out an overflowing bar, and placed by the next frame.
    @MainActor
    func shownOverflowButton(_ bar: SegmentBar) -> UnsafeMutablePointer<GtkWidget> {
        _ = pump(until: { bar.testController.overflow.madeButton.map { gtk_widget_get_visible($0) != 0 } ?? false })
        return bar.testController.overflow.button
    }

    /// Opens the popover of `button` (a GtkMenuButton) and returns it once drawn.
    @MainActor
    func openPopover(_ button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkPopover> {
        gtk_menu_button_popup(OpaquePointer(button))
        pump()
        let popover = gtk_menu_button_get_popover(OpaquePointer(button))!
        gtk_test_widget_wait_for_draw(gcast(popover))
        pump()
        return popover
    }
}

/// The list view of a list popover: the popover's scrolled window's child, between the search entry and the
/// no-match line when there are those.
@MainActor
func listView(of popover: UnsafeMutablePointer<GtkPopover>) -> UnsafeMutablePointer<GtkWidget> {
    var child = gtk_popover_get_child(popover)!
    if g_type_check_instance_is_a(gcast(child), gtk_box_get_type()) != 0 {
        child = gtk_widget_get_first_child(child)!
        while g_type_check_instance_is_a(gcast(child), gtk_scrolled_window_get_type()) == 0 {
            child = gtk_widget_get_next_sibling(child)!
        }
    }
    return gtk_scrolled_window_get_child(OpaquePointer(child))!
}

/// The titles a list popover's list view shows, in order.
@MainActor
func listedTitles(_ list: UnsafeMutablePointer<GtkWidget>) -> [String] {
    let model = gtk_list_view_get_model(OpaquePointer(list))!
    return (0..<g_list_model_get_n_items(model)).map { position in
        let item = g_list_model_get_item(model, position)!
        defer { g_object_unref(item) }
        return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
    }
}

/// Emits GtkListView::activate(position), as a row click does (g_signal_emit_by_name is variadic).
@MainActor
func emitListActivate(_ list: UnsafeMutablePointer<GtkWidget>, _ position: guint) {
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
