import CGtk

/// The wrapper around each page: a `page` CSS node with the tab-panel role, labelled by its segment's title.
///
/// GTK 4.8 takes accessible roles per widget, and an app's page may be a
/// list or a box with its own role, so every page sits in one of these
/// (GtkStack does the same with its pages). A frame without a child is the
/// empty placeholder shown when a page could not be made.
@MainActor
enum PageFrame {
    /// Unparents the page on dispose, as every GTK 4 widget must do with its children.
    private final class Controller: WidgetController {
        let widget: UnsafeMutablePointer<GtkWidget>
        /// The segment's title, the frame's accessible label while no tab labels it.
        var title = ""
        /// Whether a tab labels the frame (`LABELLED_BY`): GTK 4.8 names a node after its labelling nodes *and*
        /// its label, so the label is withdrawn meanwhile, or the panel would be read "Inbox Inbox".
        var isLabelledByTab = false

        init(widget: UnsafeMutablePointer<GtkWidget>) {
            self.widget = widget
        }

        func dispose() {
            while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
        }
    }

    private static let registration = WidgetType(
        name: "SegmentKitPage", controller: { Controller(widget: $0) },
        setUpClass: { widgetClass in
            gtk_widget_class_set_css_name(widgetClass, "page")
            gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_TAB_PANEL)
            gtk_widget_class_set_layout_manager_type(widgetClass, gtk_bin_layout_get_type())
            widgetClass.pointee.compute_expand = { frame, hexpand, vexpand in
                MainActor.assumeIsolated { ChildExpansion.answer(for: frame, hexpand, vexpand) }
            }
        })

    /// A new floating frame holding `child` (or nothing, as a placeholder), labelled `title`.
    static func make(child: UnsafeMutablePointer<GtkWidget>?, title: String) -> UnsafeMutablePointer<GtkWidget> {
        let frame = registration.make()
        if let child {
            gtk_widget_set_parent(child, frame)
        } else {
            gtk_widget_add_css_class(frame, "placeholder")
        }
        setTitle(title, of: frame)
        return frame
    }

    /// Shows or hides `frame` as the stack's pages come on and go off screen, for drawing and for assistive
    /// technologies alike.
    ///
    /// A page off screen is not child-visible, as in GtkStack. GTK 4.8 still lists such a widget over AT-SPI,
    /// where it was last allocated and marked no less visible than the page on screen, so a screen reader met
    /// the pages either side of the current one (and, after a jump, the one left) in place: the frame is also
    /// marked `HIDDEN`, which takes it out of the accessibility tree, as later GTK versions do for GtkStack's
    /// pages. A tab's `CONTROLS` relation still names its panel.
    static func setShown(_ shown: Bool, _ frame: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_child_visible(frame, shown ? 1 : 0)
        cgtk_accessible_set_state_bool(OpaquePointer(frame), GTK_ACCESSIBLE_STATE_HIDDEN, shown ? 0 : 1)
    }

    /// Updates the accessible label (kept back while a tab labels the frame, see ``label(_:by:)``).
    static func setTitle(_ title: String, of frame: UnsafeMutablePointer<GtkWidget>) {
        let controller = registration.controller(of: frame, as: Controller.self)
        controller?.title = title
        guard controller?.isLabelledByTab != true else { return }
        title.withCString { cgtk_accessible_set_string(OpaquePointer(frame), GTK_ACCESSIBLE_PROPERTY_LABEL, $0) }
    }

    /// Whether a tab labels `frame` (see ``label(_:by:)``).
    static func isLabelledByTab(_ frame: UnsafeMutablePointer<GtkWidget>) -> Bool {
        registration.controller(of: frame, as: Controller.self)?.isLabelledByTab ?? false
    }

    /// Makes `tab` the frame's label (`LABELLED_BY`), or with `nil` goes back to its title as label.
    static func label(_ frame: UnsafeMutablePointer<GtkWidget>, by tab: UnsafeMutablePointer<GtkWidget>?) {
        guard let controller = registration.controller(of: frame, as: Controller.self) else { return }
        controller.isLabelledByTab = tab != nil
        if let tab {
            gtk_accessible_reset_property(OpaquePointer(frame), GTK_ACCESSIBLE_PROPERTY_LABEL)
            cgtk_accessible_set_relation_ref(
                OpaquePointer(frame), GTK_ACCESSIBLE_RELATION_LABELLED_BY, OpaquePointer(tab))
        } else {
            gtk_accessible_reset_relation(OpaquePointer(frame), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            controller.title.withCString {
                cgtk_accessible_set_string(OpaquePointer(frame), GTK_ACCESSIBLE_PROPERTY_LABEL, $0)
            }
        }
    }

    /// The app's page widget inside `frame`; `nil` for a placeholder.
    static func content(of frame: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_first_child(frame)
    }
}
