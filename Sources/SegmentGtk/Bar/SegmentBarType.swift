import CGtk
import SegmentCore

/// The `SegmentBar` GType: class set-up, virtual functions, actions, shortcuts, signals and properties.
///
/// Each virtual function finds the instance's ``SegmentBarController`` and
/// forwards to it; nothing here computes geometry.
@MainActor
enum SegmentBarType {
    /// Signal ids, filled in by `class_init`.
    struct SignalIDs {
        var selectionChanged: guint = 0
        var reselected: guint = 0
        var dragProgress: guint = 0
    }

    /// Property ids; 0 is reserved by GObject.
    enum Property: guint, CaseIterable {
        case selected = 1
        case position
        case styleName = 3
    }

    // Written once by class_init on the main thread, read-only afterwards.
    nonisolated(unsafe) static var signals = SignalIDs()

    /// The registered type; registering happens on first use.
    static let registration = WidgetType(
        name: "SegmentBar", controller: { SegmentBarController(widget: $0) },
        setUpClass: { SegmentBarType.classInit($0) })

    private static var parentClass: UnsafeMutablePointer<GtkWidgetClass>? { registration.parentClass }

    /// The controller of a SegmentBar instance.
    static func controller(_ widget: UnsafeMutableRawPointer?) -> SegmentBarController? {
        registration.controller(of: widget)
    }

    private static func classInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let objectClass: UnsafeMutablePointer<GObjectClass> = gcast(widgetClass)
        gtk_widget_class_set_css_name(widgetClass, "segmentbar")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_TAB_LIST)

        objectClass.pointee.set_property = { object, id, value, _ in
            MainActor.assumeIsolated { SegmentBarType.setProperty(object, id, value) }
        }
        objectClass.pointee.get_property = { object, id, value, _ in
            MainActor.assumeIsolated { SegmentBarType.getProperty(object, id, value) }
        }
        installProperties(objectClass)

        widgetClass.pointee.measure = { widget, orientation, _, minimum, natural, minBaseline, natBaseline in
            MainActor.assumeIsolated {
                let size = SegmentBarType.controller(widget)?.measure(
                    horizontal: orientation == GTK_ORIENTATION_HORIZONTAL)
                minimum?.pointee = gint(size?.minimum ?? 0)
                natural?.pointee = gint(size?.natural ?? 0)
                minBaseline?.pointee = -1
                natBaseline?.pointee = -1
            }
        }
        widgetClass.pointee.size_allocate = { widget, width, height, _ in
            MainActor.assumeIsolated {
                SegmentBarType.controller(widget)?.allocate(width: Double(width), height: Double(height))
            }
        }
        widgetClass.pointee.snapshot = { widget, snapshot in
            MainActor.assumeIsolated { SegmentBarType.controller(widget)?.snapshot(snapshot!) }
        }
        widgetClass.pointee.direction_changed = { widget, previous in
            MainActor.assumeIsolated {
                SegmentBarType.controller(widget)?.invalidateMetrics()
                SegmentBarType.parentClass?.pointee.direction_changed?(widget, previous)
            }
        }
        widgetClass.pointee.css_changed = { widget, change in
            MainActor.assumeIsolated {
                SegmentBarType.parentClass?.pointee.css_changed?(widget, change)
                SegmentBarType.controller(widget)?.styleChanged()
            }
        }
        widgetClass.pointee.system_setting_changed = { widget, setting in
            MainActor.assumeIsolated {
                SegmentBarType.parentClass?.pointee.system_setting_changed?(widget, setting)
                SegmentBarType.controller(widget)?.systemSettingChanged(setting)
            }
        }
        widgetClass.pointee.unmap = { widget in
            MainActor.assumeIsolated {
                SegmentBarType.controller(widget)?.stopMotion()
                SegmentBarType.parentClass?.pointee.unmap?(widget)
            }
        }
        widgetClass.pointee.state_flags_changed = { widget, previous in
            MainActor.assumeIsolated {
                SegmentBarType.parentClass?.pointee.state_flags_changed?(widget, previous)
                gtk_widget_queue_draw(widget)
            }
        }
        installSignals(objectClass)
        installActions(widgetClass)
    }

    private static func installSignals(_ objectClass: UnsafeMutablePointer<GObjectClass>) {
        let type = registration.type
        func define(_ name: String, _ argument: GType) -> guint {
            var types = [argument]
            return g_signal_newv(
                name, type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, cgtk_type_none(), 1, &types)
        }
        signals.selectionChanged = define("selection-changed", cgtk_type_uint())
        signals.reselected = define("reselected", cgtk_type_uint())
        signals.dragProgress = define("drag-progress", cgtk_type_double())
    }

    private static func installProperties(_ objectClass: UnsafeMutablePointer<GObjectClass>) {
        let flags = GParamFlags(G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        g_object_class_install_property(
            objectClass, Property.selected.rawValue,
            g_param_spec_int(
                "selected", "Selected", "Index of the selected segment, -1 for none", -1, Int32.max, -1, flags))
        g_object_class_install_property(
            objectClass, Property.position.rawValue,
            g_param_spec_double(
                "position", "Position", "Fractional position of the indicator", 0, Double.greatestFiniteMagnitude, 0,
                flags))
        g_object_class_install_property(
            objectClass, Property.styleName.rawValue,
            g_param_spec_string(
                "style-name", "Style name", "One of underline, scrollable, capsule, icons, cursor", "underline", flags))
    }

    private static func setProperty(
        _ object: UnsafeMutablePointer<GObject>?, _ id: guint, _ value: UnsafePointer<GValue>?
    ) {
        guard let controller = controller(object), let property = Property(rawValue: id) else { return }
        switch property {
        case .selected:
            let index = Int(g_value_get_int(value))
            guard index >= 0 else { return }
            do { try controller.select(index, animated: false, notify: true) } catch {
                printError("SegmentBar: cannot select \(index): \(error)")
            }
        case .position:
            try? controller.setPosition(g_value_get_double(value))
        case .styleName:
            let name = g_value_get_string(value).map { String(cString: $0) } ?? ""
            if let style = SegmentStyle.preset(named: name) {
                controller.style = style
            } else {
                printError(
                    "SegmentBar: unknown style-name '\(name)' (known: \(SegmentStyle.presetNames.joined(separator: ", ")))"
                )
            }
        }
    }

    private static func getProperty(
        _ object: UnsafeMutablePointer<GObject>?, _ id: guint, _ value: UnsafeMutablePointer<GValue>?
    ) {
        guard let controller = controller(object), let property = Property(rawValue: id) else { return }
        switch property {
        case .selected: g_value_set_int(value, gint(controller.model.selectedIndex ?? -1))
        case .position: g_value_set_double(value, controller.position)
        case .styleName: g_value_set_string(value, SegmentStyle.presetName(of: controller.style) ?? "custom")
        }
    }

    private static func installActions(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        gtk_widget_class_install_action(widgetClass, "segment.move", "s") { widget, _, parameter in
            MainActor.assumeIsolated {
                guard let parameter, let name = g_variant_get_string(parameter, nil).map({ String(cString: $0) }),
                    let move = NavigationMove(actionName: name)
                else { return }
                SegmentBarType.controller(widget)?.keyboardMove(move)
            }
        }
        gtk_widget_class_install_action(widgetClass, "segment.activate", nil) { widget, _, _ in
            MainActor.assumeIsolated { SegmentBarType.controller(widget)?.keyboardActivate() }
        }
        gtk_widget_class_install_action(widgetClass, "segment.select", "u") { widget, _, parameter in
            MainActor.assumeIsolated {
                guard let parameter else { return }
                SegmentBarType.controller(widget)?.activate(Int(g_variant_get_uint32(parameter)))
            }
        }
        let moves: [(guint, String)] = [
            (guint(GDK_KEY_Left), "left"), (guint(GDK_KEY_KP_Left), "left"),
            (guint(GDK_KEY_Right), "right"), (guint(GDK_KEY_KP_Right), "right"),
            (guint(GDK_KEY_Home), "first"), (guint(GDK_KEY_KP_Home), "first"),
            (guint(GDK_KEY_End), "last"), (guint(GDK_KEY_KP_End), "last"),
        ]
        for (key, move) in moves {
            let shortcut = gtk_shortcut_new(
                gtk_keyval_trigger_new(key, GdkModifierType(0)), gtk_named_action_new("segment.move"))
            gtk_shortcut_set_arguments(shortcut, g_variant_new_string(move))
            gtk_widget_class_add_shortcut(widgetClass, shortcut)
            g_object_unref(UnsafeMutableRawPointer(shortcut))
        }
        for key in [GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter] {
            let shortcut = gtk_shortcut_new(
                gtk_keyval_trigger_new(guint(key), GdkModifierType(0)), gtk_named_action_new("segment.activate"))
            gtk_widget_class_add_shortcut(widgetClass, shortcut)
            g_object_unref(UnsafeMutableRawPointer(shortcut))
        }
    }
}

extension NavigationMove {
    /// The move named by a `segment.move` action parameter.
    init?(actionName: String) {
        switch actionName {
        case "left": self = .left
        case "right": self = .right
        case "first": self = .first
        case "last": self = .last
        case "next": self = .next
        case "previous": self = .previous
        default: return nil
        }
    }
}

/// Writes one line to standard error: SegmentKit's answer to bad input that has no caller to return an error to.
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
