import CGtk

/// A menu button's popover that lists titles, one row each, with the current one selected.
///
/// A GtkListView over a GtkStringList: the list creates rows only for what it shows, so a bar's overflow
/// menu of thousands of segments costs no more than a short one. Made by a menu button's create-popup
/// function (``buildOnEveryOpen(_:_:)``), so nothing of it exists until the user opens the menu, and each
/// opening lists the titles and the selection as they are then.
@MainActor
package enum ListPopover {
    /// Has GTK call `build` (which attaches the popover) each time `button` (a GtkMenuButton) opens: GTK calls a
    /// menu button's create-popup function on every opening, and the new popover replaces the last one.
    package static func buildOnEveryOpen(
        _ button: UnsafeMutablePointer<GtkWidget>, _ build: @escaping @MainActor () -> Void
    ) {
        typealias Box = CallbackBox<@MainActor () -> Void>
        gtk_menu_button_set_create_popup_func(
            OpaquePointer(button),
            { _, data in MainActor.assumeIsolated { Box.from(data)?.body() } },
            Box(build).retainedPointer(), { data in RetainedBox.release(data) })
    }

    /// Names `button` (a GtkMenuButton) for screen readers, which would otherwise read its class
    /// ("GtkMenuButton"); the toggle button inside is what takes focus, so both carry the name.
    package static func name(_ button: UnsafeMutablePointer<GtkWidget>, _ label: String, description: String? = nil) {
        for accessible in [button, gtk_widget_get_first_child(button)].compactMap({ $0 }) {
            label.withCString {
                cgtk_accessible_set_string(OpaquePointer(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, $0)
            }
            description?.withCString {
                cgtk_accessible_set_string(OpaquePointer(accessible), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, $0)
            }
        }
    }

    /// Gives `button` (a GtkMenuButton) a popover listing `titles`, with the row at `selected` selected and,
    /// once the popover shows, scrolled to and holding the keyboard focus; activating a row (a click, or
    /// Return) closes the popover and calls `activated` with its index.
    ///
    /// A row for which `isEnabled` is false is shown insensitive.
    package static func attach(
        to button: UnsafeMutablePointer<GtkWidget>, titles: [String], selected: Int?,
        isEnabled: @escaping @MainActor (Int) -> Bool = { _ in true },
        activated: @escaping @MainActor (Int) -> Void
    ) {
        let strings = titles.withCStringArrayTerminated { gtk_string_list_new($0) }
        let selection = gtk_single_selection_new(strings)
        if let selected { gtk_single_selection_set_selected(selection, guint(selected)) }
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
        GtkSignals.bind.connect(factory) { (item: gpointer?) in
            let listItem = OpaquePointer(item)
            guard let label = gtk_list_item_get_child(listItem),
                let object = gtk_list_item_get_item(listItem)
            else { return }
            let position = Int(gtk_list_item_get_position(listItem))
            gtk_label_set_text(OpaquePointer(label), gtk_string_object_get_string(OpaquePointer(object)))
            gtk_widget_set_sensitive(label, isEnabled(position) ? 1 : 0)
            g_object_set_data(gcast(label), rowKey, UnsafeMutableRawPointer(bitPattern: position + 1))
        }
        let list = gtk_list_view_new(selection, factory)!
        gtk_list_view_set_single_click_activate(OpaquePointer(list), 1)
        GtkSignals.listActivate.connect(list) { (position: UInt32) in
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
        if let selected { focusRow(selected, of: list) }
    }

    /// The object data key under which a row's label keeps its position plus one.
    private static let rowKey = "segmentkit-row"

    /// Moves the keyboard focus to the row at `position` once `list` is shown, so Up and Down start from the
    /// current item, as in a GtkDropDown's list.
    ///
    /// A GtkListView focuses its first row when its popover opens, and GTK 4.8 has no call to focus a row
    /// (`gtk_list_view_scroll_to` came in 4.12). Its `list.scroll-to-item` action makes the row's widget as
    /// soon as the list has a size, which is after the popover's first frame; the row's list item widget then
    /// takes the focus, and the list follows the focus from there. Tried on each frame, five at most.
    private static func focusRow(_ position: Int, of list: UnsafeMutablePointer<GtkWidget>) {
        var frames = 0
        MainLoop.addTick(list) { _ in
            frames += 1
            if gtk_widget_get_width(list) > 0 {
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
