import CGtk
import SegmentCore

/// The `PagedStack` GType: class set-up, virtual functions, signals, properties, actions and shortcuts.
///
/// Each virtual function finds the instance's ``PagedStackController`` and forwards to it.
@MainActor
enum PagedStackType {
    /// Signal ids, filled in by `class_init`.
    struct SignalIDs {
        var pageChanged: guint = 0
        var pageAppeared: guint = 0
        var pageDisappeared: guint = 0
    }

    /// Property ids; 0 is reserved by GObject.
    enum Property: guint {
        case position = 1
        case page = 2
    }

    // Written once by class_init on the main thread, read-only afterwards.
    nonisolated(unsafe) static var signals = SignalIDs()

    /// `PagedStackClass`'s own fields: the class handlers of `page-changed`, `page-appeared` and
    /// `page-disappeared`, then 8 pointers of padding for later ones.
    static let classSlots = 3 + 8

    /// The properties' specs, kept from `class_init` for `g_object_notify_by_pspec`.
    static let properties = InstalledProperties(owner: "PagedStack")

    /// The registered type; registering happens on first use.
    ///
    /// In a `.ui` file, pages are `<child>` elements, and `page` and `position` are applied once the file is
    /// read, after the pages, wherever they are written.
    static let registration = WidgetType(
        name: "PagedStack", classSlots: PagedStackType.classSlots, controller: { PagedStackController(widget: $0) },
        children: BuildableChildren(
            add: { stack, page in
                BuilderPages.add(page, to: stack)
                return true
            },
            finished: { stack in BuilderPages.adopt(into: stack) },
            propertiesAfterChildren: ["page", "position"]),
        orientable: true, setUpClass: { PagedStackType.classInit($0) })

    private static var parentClass: UnsafeMutablePointer<GtkWidgetClass>? { registration.parentClass }

    /// The controller of a PagedStack instance.
    static func controller(_ widget: UnsafeMutableRawPointer?) -> PagedStackController? {
        registration.controller(of: widget)
    }

    private static func classInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let objectClass: UnsafeMutablePointer<GObjectClass> = gcast(widgetClass)
        gtk_widget_class_set_css_name(widgetClass, "pagedstack")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)

        objectClass.pointee.set_property = { object, id, value, _ in
            MainActor.assumeIsolated {
                if PagedStackProperties.table.set(object, id: id, value: value) { return }
                if PagingSwitchProperties.stack.set(object, id: id, value: value) { return }
                if Orientable.set(id: id, value: value, apply: { PagedStackType.controller(object)?.axis = $0 }) {
                    return
                }
                PagedStackType.setProperty(object, id, value)
            }
        }
        objectClass.pointee.get_property = { object, id, value, _ in
            MainActor.assumeIsolated {
                if PagedStackProperties.table.get(object, id: id, value: value) { return }
                if PagingSwitchProperties.stack.get(object, id: id, value: value) { return }
                if Orientable.get(id: id, value: value, axis: PagedStackType.controller(object)?.axis) { return }
                PagedStackType.getProperty(object, id, value)
            }
        }
        installProperties(objectClass)
        PagedStackProperties.table.install(on: objectClass, into: properties)
        PagingSwitchProperties.stack.install(on: objectClass, into: properties)
        Orientable.install(on: objectClass, into: properties)

        widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minBaseline, natBaseline in
            MainActor.assumeIsolated {
                let size = PagedStackController.measureStack(widget, orientation: orientation, forSize: forSize)
                minimum?.pointee = size.minimum
                natural?.pointee = size.natural
                minBaseline?.pointee = -1
                natBaseline?.pointee = -1
            }
        }
        widgetClass.pointee.size_allocate = { widget, width, height, _ in
            MainActor.assumeIsolated {
                PagedStackType.controller(widget)?.allocate(width: width, height: height)
            }
        }
        widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
            MainActor.assumeIsolated { ChildExpansion.answer(for: widget, hexpand, vexpand) }
        }
        widgetClass.pointee.get_request_mode = { widget in
            MainActor.assumeIsolated { PagedStackType.requestMode(widget) }
        }
        widgetClass.pointee.snapshot = { widget, snapshot in
            MainActor.assumeIsolated { PagedStackType.controller(widget)?.snapshot(snapshot) }
        }
        widgetClass.pointee.direction_changed = { widget, previous in
            MainActor.assumeIsolated {
                PagedStackType.parentClass?.pointee.direction_changed?(widget, previous)
                gtk_widget_queue_allocate(widget)
            }
        }
        widgetClass.pointee.map = { widget in
            MainActor.assumeIsolated {
                PagedStackType.parentClass?.pointee.map?(widget)
                PagedStackType.controller(widget)?.mapped()
            }
        }
        widgetClass.pointee.unmap = { widget in
            MainActor.assumeIsolated {
                PagedStackType.controller(widget)?.finishMotion()
                PagedStackType.parentClass?.pointee.unmap?(widget)
            }
        }
        widgetClass.pointee.state_flags_changed = { widget, previous in
            MainActor.assumeIsolated {
                PagedStackType.parentClass?.pointee.state_flags_changed?(widget, previous)
                if let widget, let controller = PagedStackType.controller(widget) {
                    PagedStackType.focusShortcuts.attachOnFocus(widget, attached: &controller.hasFocusShortcuts)
                }
            }
        }
        installSignals(widgetClass)
        installActions(widgetClass)
    }

    /// Height for width when a page asks for it (a wrapping label, a flow box), as GtkStack answers for its
    /// pages; width for height when one asks for that instead, and constant otherwise.
    ///
    /// GTK's default for a widget without a layout manager is constant size, so GTK measured the pages' height for
    /// no width: a page of wrapping text got one line's height in a narrow window, where GtkNotebook grew the
    /// window to show all of it.
    private static func requestMode(_ stack: UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode {
        var widthForHeight = false
        var child = gtk_widget_get_first_child(stack)
        while let page = child {
            switch gtk_widget_get_request_mode(page) {
            case GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH: return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
            case GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT: widthForHeight = true
            default: break
            }
            child = gtk_widget_get_next_sibling(page)
        }
        return widthForHeight ? GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT : GTK_SIZE_REQUEST_CONSTANT_SIZE
    }

    private static func installSignals(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let klass = UnsafeMutableRawPointer(widgetClass)
        signals.pageChanged = SegmentSignals.pageChanged.define(on: klass)
        signals.pageAppeared = SegmentSignals.pageAppeared.define(on: klass)
        signals.pageDisappeared = SegmentSignals.pageDisappeared.define(on: klass)
    }

    private static func installProperties(_ objectClass: UnsafeMutablePointer<GObjectClass>) {
        let flags = GParamFlags(G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        properties.install(
            g_param_spec_double(
                "position", "Position", "Fractional index of the page on screen", -Double.greatestFiniteMagnitude,
                Double.greatestFiniteMagnitude, 0, flags), id: Property.position.rawValue, on: objectClass)
        properties.install(
            g_param_spec_int("page", "Page", "Index of the current page, -1 for none", -1, Int32.max, -1, flags),
            id: Property.page.rawValue, on: objectClass)
    }

    private static func setProperty(
        _ object: UnsafeMutablePointer<GObject>?, _ id: guint, _ value: UnsafePointer<GValue>?
    ) {
        guard let controller = controller(object), let property = Property(rawValue: id) else { return }
        switch property {
        case .position:
            do { try controller.requestPosition(g_value_get_double(value)) } catch {
                Log.warning("PagedStack: cannot set position: \(error.description(for: .stack))")
            }
        case .page:
            let index = Int(g_value_get_int(value))
            // -1 is "no page", which only an empty stack is in: setting it there changes nothing.
            if index < 0 && controller.pageCount == 0 { return }
            // A `.ui` file's value is the initial page, not news for the file's own handlers.
            let notify = !WidgetType.isApplyingBuilderValues
            do { try controller.requestSelect(index, animated: false, notify: notify) } catch {
                Log.warning("PagedStack: cannot select page \(index): \(error.description(for: .stack))")
            }
        }
    }

    private static func getProperty(
        _ object: UnsafeMutablePointer<GObject>?, _ id: guint, _ value: UnsafeMutablePointer<GValue>?
    ) {
        guard let controller = controller(object), let property = Property(rawValue: id) else { return }
        switch property {
        case .position: g_value_set_double(value, controller.position)
        case .page: g_value_set_int(value, gint(controller.currentPage ?? -1))
        }
    }

    private static func installActions(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        gtk_widget_class_install_action(widgetClass, "pager.move", "s") { widget, _, parameter in
            MainActor.assumeIsolated {
                guard let name = ActionParameter.string(parameter, of: "pager.move", owner: "PagedStack") else {
                    return
                }
                guard let move = NavigationMove(actionName: name) else {
                    return Log.warning("PagedStack: pager.move has no move '\(name)' (\(NavigationMove.actionNames))")
                }
                PagedStackType.controller(widget)?.keyboardMove(move)
            }
        }
    }

    /// The stack's key shortcuts, which a stack gets when the keyboard focus first enters one of its pages
    /// (``FocusShortcuts``): Page Up and Page Down, Home and End move the pages when the page's own widgets do not
    /// use them; Ctrl+Page Up and Ctrl+Page Down, Ctrl+Tab and Ctrl+Shift+Tab (which go round from the last page
    /// to the first and back) and Alt+1 to Alt+0 (the first ten pages) act before the page's widgets see them,
    /// as AdwTabView's do: a text view would take Ctrl+Page Down and Ctrl+Tab for itself.
    static let focusShortcuts = FocusShortcuts(
        {
            let bindings: [(Int32, String)] = [
                (GDK_KEY_Page_Down, "next"), (GDK_KEY_KP_Page_Down, "next"),
                (GDK_KEY_Page_Up, "previous"), (GDK_KEY_KP_Page_Up, "previous"),
                (GDK_KEY_Home, "first"), (GDK_KEY_KP_Home, "first"),
                (GDK_KEY_End, "last"), (GDK_KEY_KP_End, "last"),
            ]
            return bindings.map { FocusShortcuts.named($0.0, 0, "pager.move", $0.1) }
        },
        capturing: { FocusShortcuts.pageMoves() + FocusShortcuts.digits() })
}
