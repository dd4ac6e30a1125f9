import CGtk

/// The `SegmentedPager` GType: a vertical box-laid-out widget owning a SegmentBar and a PagedStack.
@MainActor
enum SegmentedPagerType {
    /// Signal ids, filled in by `class_init`.
    struct SignalIDs {
        var selectionChanged: guint = 0
        var reselected: guint = 0
    }

    // Written once by class_init on the main thread, read-only afterwards.
    nonisolated(unsafe) static var signals = SignalIDs()

    /// `SegmentedPagerClass`'s own fields: the class handlers of `selection-changed` and `reselected`, then 8
    /// pointers of padding for later ones.
    static let classSlots = 2 + 8

    /// The properties' specs, kept from `class_init` for `g_object_notify_by_pspec`.
    static let properties = InstalledProperties(owner: "SegmentedPager")

    /// The registered type; registering happens on first use. Pages can be `<child>` elements of a `.ui` file, and
    /// its bar and stack `<child internal-child="bar">` and `"stack"` (a tab strip's close buttons, action widgets
    /// and menu set there); `selected` and `position` are applied once the file is read, after `titles` and the pages.
    static let registration = WidgetType(
        name: "SegmentedPager", classSlots: SegmentedPagerType.classSlots,
        controller: { SegmentedPagerController(widget: $0) },
        children: BuildableChildren(
            add: { pager, page in
                SegmentedPagerType.controller(pager)?.builderPages.append(page)
                return true
            },
            finished: { pager in SegmentedPagerType.controller(pager)?.adoptBuilderPages() },
            internalChild: { pager, name in
                guard let controller = controller(pager) else { return nil }
                switch name {
                case "bar": return controller.bar.widget
                case "stack": return controller.stack.widget
                default: return nil
                }
            },
            propertiesAfterChildren: ["selected", "position"]),
        orientable: true, setUpClass: { SegmentedPagerType.classInit($0) })

    /// The controller of a SegmentedPager instance.
    static func controller(_ widget: UnsafeMutableRawPointer?) -> SegmentedPagerController? {
        registration.controller(of: widget)
    }

    private static func classInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let objectClass: UnsafeMutablePointer<GObjectClass> = gcast(widgetClass)
        objectClass.pointee.set_property = { object, id, value, _ in
            MainActor.assumeIsolated {
                if SegmentedPagerProperties.table.set(object, id: id, value: value) { return }
                if PagingSwitchProperties.pager.set(object, id: id, value: value) { return }
                if Orientable.set(
                    id: id, value: value, apply: { SegmentedPagerType.controller(object)?.stackController.axis = $0 })
                {
                    return
                }
                SegmentProperties.set(
                    SegmentedPagerType.controller(object), owner: "SegmentedPager", id: id, value: value)
            }
        }
        objectClass.pointee.get_property = { object, id, value, _ in
            MainActor.assumeIsolated {
                if SegmentedPagerProperties.table.get(object, id: id, value: value) { return }
                if PagingSwitchProperties.pager.get(object, id: id, value: value) { return }
                let axis = SegmentedPagerType.controller(object)?.stackController.axis
                if Orientable.get(id: id, value: value, axis: axis) { return }
                SegmentProperties.get(SegmentedPagerType.controller(object), id: id, value: value)
            }
        }
        SegmentProperties.install(on: objectClass, into: properties)
        SegmentedPagerProperties.table.install(on: objectClass, into: properties)
        PagingSwitchProperties.pager.install(on: objectClass, into: properties)
        Orientable.install(on: objectClass, into: properties)
        signals.selectionChanged = SegmentSignals.pagerSelectionChanged.define(on: UnsafeMutableRawPointer(widgetClass))
        signals.reselected = SegmentSignals.pagerReselected.define(on: UnsafeMutableRawPointer(widgetClass))
        gtk_widget_class_set_css_name(widgetClass, "segmentedpager")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_class_set_layout_manager_type(widgetClass, gtk_box_layout_get_type())
        // The pages', not the stack's own (set so the box gives it the pager's room) nor the bar's: as GtkNotebook
        // passes on its pages' and not its tabs'.
        widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
            MainActor.assumeIsolated {
                ChildExpansion.answer(for: SegmentedPagerType.controller(widget)?.stack.widget, hexpand, vexpand)
            }
        }
        widgetClass.pointee.direction_changed = { widget, _ in
            MainActor.assumeIsolated {
                // GTK 4 children do not inherit an explicitly set direction; the bar and the pages must mirror together.
                SegmentedPagerType.controller(widget)?.directionChanged()
            }
        }
    }
}
