import CGtk

/// A menu button's popover that lists titles, one row each, with the current one selected.
///
/// A GtkListView over a GtkStringList: the list creates rows only for what it shows, so a bar's overflow
/// menu of thousands of segments costs no more than a short one. It is made the first time the user opens the
/// menu, so nothing of it exists before, and then kept, as a GtkDropDown keeps its popover: each later
/// opening only refills the list with the titles and the selection as they are then, instead of making a
/// popover, a scrolled window, a list view and an item factory again, and destroying the last ones.
@MainActor
package final class ListPopover {
    /// What one opening lists: every title, and the index of the current one.
    package typealias Contents = (titles: [String], selected: Int?)

    private let button: UnsafeMutablePointer<GtkWidget>
    private let isEnabled: @MainActor (Int) -> Bool
    private let activated: @MainActor (Int) -> Void
    /// The popover and the parts of it a refill touches.
    private struct Parts {
        let popover: UnsafeMutablePointer<GtkWidget>
        let selection: OpaquePointer
        let list: UnsafeMutablePointer<GtkWidget>
    }
    /// The popover, once the menu has opened.
    private var made: Parts?

    private init(
        button: UnsafeMutablePointer<GtkWidget>, isEnabled: @escaping @MainActor (Int) -> Bool,
        activated: @escaping @MainActor (Int) -> Void
    ) {
        self.button = button
        self.isEnabled = isEnabled
        self.activated = activated
    }

    /// Gives `button` (a GtkMenuButton) a popover listing what `contents` returns each time it opens, with the
    /// current row selected and, once shown, scrolled to and holding the keyboard focus; activating a row (a
    /// click, or Return) closes the popover and calls `activated` with its index.
    ///
    /// A row for which `isEnabled` is false is shown insensitive. GTK calls a menu button's create-popup
    /// function on every opening, before it shows the popover; the closures live as long as the button.
    package static func attach(
        to button: UnsafeMutablePointer<GtkWidget>, contents: @escaping @MainActor () -> Contents,
        isEnabled: @escaping @MainActor (Int) -> Bool = { _ in true },
        activated: @escaping @MainActor (Int) -> Void
    ) {
        let menu = ListPopover(button: button, isEnabled: isEnabled, activated: activated)
        typealias Box = CallbackBox<@MainActor () -> Void>
        gtk_menu_button_set_create_popup_func(
            OpaquePointer(button),
            { _, data in MainActor.assumeIsolated { Box.from(data)?.body() } },
            Box { menu.open(contents()) }.retainedPointer(), { data in RetainedBox.release(data) })
    }

    /// Lists `contents` in the popover, making it on the first opening.
    private func open(_ contents: Contents) {
        let strings = contents.titles.withCStringArrayTerminated { gtk_string_list_new($0) }
        let parts: Parts
        if let made, gtk_menu_button_get_popover(OpaquePointer(button)) == made.popover {
            parts = made
            // Takes its own reference to the model; the list rebinds the rows it shows.
            gtk_single_selection_set_model(parts.selection, strings)
            g_object_unref(UnsafeMutableRawPointer(strings))
        } else {
            parts = make(strings)
            made = parts
        }
        if let selected = contents.selected, let row = guint(exactly: selected) {
            gtk_single_selection_set_selected(parts.selection, row)
            Self.focusRow(selected, of: parts.list)
        }
    }

    /// Makes the popover over `strings` (taking it) and sets it as the button's.
    private func make(_ strings: OpaquePointer?) -> Parts {
        let selection = gtk_single_selection_new(strings)!
        let factory = gtk_signal_list_item_factory_new()!
        GtkSignals.setup.connect(factory) { (item: gpointer?) in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            // An ellipsizing label asks for the width of "…" only; these give the rows a readable width.
            gtk_label_set_width_chars(OpaquePointer(label), 12)
            gtk_label_set_max_width_chars(OpaquePointer(label), 40)
            gtk_widget_set_margin_start(label, 6)
            gtk_widget_set_margin_end(label, 6)
            gtk_list_item_set_child(OpaquePointer(item), label)
        }
        GtkSignals.bind.connect(factory) { [isEnabled] (item: gpointer?) in
            let listItem = OpaquePointer(item)
            guard let label = gtk_list_item_get_child(listItem),
                let object = gtk_list_item_get_item(listItem)
            else { return }
            let position = Int(gtk_list_item_get_position(listItem))
            gtk_label_set_text(OpaquePointer(label), gtk_string_object_get_string(OpaquePointer(object)))
            gtk_widget_set_sensitive(label, isEnabled(position) ? 1 : 0)
            g_object_set_data(gcast(label), Self.rowKey, UnsafeMutableRawPointer(bitPattern: position + 1))
        }
        let list = gtk_list_view_new(selection, factory)!
        gtk_list_view_set_single_click_activate(OpaquePointer(list), 1)
        GtkSignals.listActivate.connect(list) { [button, activated] (position: UInt32) in
            gtk_menu_button_popdown(OpaquePointer(button))
            activated(Int(position))
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_width(OpaquePointer(scroller), 1)
        gtk_scrolled_window_set_max_content_height(OpaquePointer(scroller), 360)
        gtk_scrolled_window_set_min_content_width(OpaquePointer(scroller), 180)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
        let popover = gtk_popover_new()!
        gtk_popover_set_child(gcast(popover), scroller)
        gtk_menu_button_set_popover(OpaquePointer(button), popover)
        return Parts(popover: popover, selection: selection, list: list)
    }

    /// Names `button` (a GtkMenuButton) for screen readers, which would otherwise read its class
    /// ("GtkMenuButton").
    ///
    /// Only the menu button carries the name: GTK labels and describes the toggle button inside it, the one that
    /// takes focus, by the menu button (`LABELLED_BY`, `DESCRIBED_BY`), and a label of its own would be read
    /// after that one ("All segments All segments").
    package static func name(_ button: UnsafeMutablePointer<GtkWidget>, _ label: String, description: String? = nil) {
        label.withCString { cgtk_accessible_set_string(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_LABEL, $0) }
        description?.withCString {
            cgtk_accessible_set_string(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, $0)
        }
    }

    /// The object data key under which a row's label keeps its position plus one.
    private static let rowKey = "segmentkit-row"

    /// Moves the keyboard focus to the row at `position` once `list` is shown, so Up and Down start from the
    /// current item, as in a GtkDropDown's list.
    ///
    /// A GtkListView focuses its first row when its popover opens, and GTK 4.8 has no call to focus a row
    /// (`gtk_list_view_scroll_to` came in 4.12). Its `list.scroll-to-item` action makes the row's widget as
    /// soon as the list has a size, which is after the popover's first frame; the row's list item widget then
    /// takes the focus, and the list follows the focus from there. Tried on each frame from the second, five at
    /// most: on a reopened menu the list still has its last size at the first frame, but its rows and scroll
    /// range are those of the last titles until the list is laid out again, and the action, reading them, would
    /// scroll the row to the top even when it is already in view.
    private static func focusRow(_ position: Int, of list: UnsafeMutablePointer<GtkWidget>) {
        var frames = 0
        MainLoop.addTick(list) { _ in
            frames += 1
            if frames >= 2 && gtk_widget_get_width(list) > 0 {
                gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
                var row = gtk_widget_get_first_child(list)
                while let item = row {
                    if let label = gtk_widget_get_first_child(item),
                        Int(bitPattern: g_object_get_data(gcast(label), rowKey)) == position + 1
                    {
                        gtk_widget_grab_focus(item)
                        return false
                    }
                    row = gtk_widget_get_next_sibling(item)
                }
            }
            return frames < 5
        }
    }
}
