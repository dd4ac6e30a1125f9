import CGtk

/// The `SegmentedPager` GType: a vertical box-laid-out widget owning a SegmentBar and a PagedStack.
@MainActor
enum SegmentedPagerType {
    nonisolated(unsafe) private static var parentObjectClass: UnsafeMutablePointer<GObjectClass>?

    /// The registered type; registering happens on first use.
    static let subclass: WidgetSubclass = WidgetSubclass(
        name: "SegmentedPager", parent: gtk_widget_get_type(),
        classInit: { klass, _ in
            nonisolated(unsafe) let klass = klass!
            MainActor.assumeIsolated { SegmentedPagerType.classInit(klass) }
        },
        instanceInit: { instance, _ in
            nonisolated(unsafe) let instance = instance
            MainActor.assumeIsolated {
                let widget: UnsafeMutablePointer<GtkWidget> = gcast(instance)
                SegmentedPagerType.subclass.attach(
                    SegmentedPagerController(widget: widget), to: UnsafeMutableRawPointer(instance!))
            }
        })

    /// The controller of a SegmentedPager instance.
    static func controller(_ widget: UnsafeMutableRawPointer?) -> SegmentedPagerController? {
        guard let widget else { return nil }
        return subclass.object(in: widget, as: SegmentedPagerController.self)
    }

    private static func classInit(_ klass: gpointer) {
        parentObjectClass = gcast(g_type_class_peek_parent(klass))
        let objectClass: UnsafeMutablePointer<GObjectClass> = gcast(klass)
        let widgetClass: UnsafeMutablePointer<GtkWidgetClass> = gcast(klass)
        gtk_widget_class_set_css_name(widgetClass, "segmentedpager")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_class_set_layout_manager_type(widgetClass, gtk_box_layout_get_type())
        widgetClass.pointee.direction_changed = { widget, _ in
            MainActor.assumeIsolated {
                // GTK 4 children do not inherit an explicitly set direction; the bar and the pages must mirror together.
                SegmentedPagerType.controller(widget)?.directionChanged()
            }
        }
        objectClass.pointee.dispose = { object in
            MainActor.assumeIsolated {
                SegmentedPagerType.controller(object)?.dispose()
                SegmentedPagerType.parentObjectClass?.pointee.dispose?(object)
            }
        }
        objectClass.pointee.finalize = { object in
            MainActor.assumeIsolated {
                SegmentedPagerType.subclass.detach(from: UnsafeMutableRawPointer(object!))
                SegmentedPagerType.parentObjectClass?.pointee.finalize?(object)
            }
        }
    }
}
