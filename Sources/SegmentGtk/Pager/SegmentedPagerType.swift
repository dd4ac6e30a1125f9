import CGtk

/// The `SegmentedPager` GType: a vertical box-laid-out widget owning a SegmentBar and a PagedStack.
@MainActor
enum SegmentedPagerType {
    /// The registered type; registering happens on first use.
    static let registration = WidgetType(
        name: "SegmentedPager", controller: { SegmentedPagerController(widget: $0) },
        setUpClass: { SegmentedPagerType.classInit($0) })

    /// The controller of a SegmentedPager instance.
    static func controller(_ widget: UnsafeMutableRawPointer?) -> SegmentedPagerController? {
        registration.controller(of: widget)
    }

    private static func classInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        gtk_widget_class_set_css_name(widgetClass, "segmentedpager")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_class_set_layout_manager_type(widgetClass, gtk_box_layout_get_type())
        widgetClass.pointee.direction_changed = { widget, _ in
            MainActor.assumeIsolated {
                // GTK 4 children do not inherit an explicitly set direction; the bar and the pages must mirror together.
                SegmentedPagerType.controller(widget)?.directionChanged()
            }
        }
    }
}
