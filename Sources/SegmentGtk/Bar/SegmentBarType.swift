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
        var closeRequested: guint = 0
        var segmentMoved: guint = 0
        var indicatorActivated: guint = 0
        var extraDragDrop: guint = 0
    }

    // Written once by class_init on the main thread, read-only afterwards.
    nonisolated(unsafe) static var signals = SignalIDs()

    /// `SegmentBarClass`'s own fields: the class handlers of `selection-changed`, `reselected`, `drag-progress`,
    /// `close-requested`, `segment-moved`, `indicator-activated` and `extra-drag-drop`, then 4 pointers of padding
    /// for later ones.
    static let classSlots = 7 + 4

    /// The properties' specs, kept from `class_init` for `g_object_notify_by_pspec`.
    static let properties = InstalledProperties(owner: "SegmentBar")

    /// The registered type; registering happens on first use.
    ///
    /// In a `.ui` file, `selected` and `position` are applied once the file is read, whatever their place
    /// relative to `titles`; `<child type="start">` and `<child type="end">` are the action widgets, as in a
    /// GtkHeaderBar; an untyped `<child>` is refused with a warning (a bar's segments come from `titles`).
    static let registration = WidgetType(
        name: "SegmentBar", classSlots: SegmentBarType.classSlots, controller: { SegmentBarController(widget: $0) },
        children: BuildableChildren(
            add: { _, child in
                let type = String(cString: g_type_name_from_instance(gcast(child)))
                Log.warning(
                    "SegmentBar: a bar has no child widgets (its segments come from 'titles'); the <child> \(type) is ignored"
                )
                return true
            },
            finished: { _ in },
            addTyped: { bar, child, type in
                guard type == "start" || type == "end", let controller = controller(bar) else { return false }
                controller.setActionWidget(child, atStart: type == "start")
                return true
            },
            propertiesAfterChildren: ["selected", "position"]),
        orientable: true, setUpClass: { SegmentBarType.classInit($0) })

    private static var parentClass: UnsafeMutablePointer<GtkWidgetClass>? { registration.parentClass }

    /// The controller of a SegmentBar instance.
    static func controller(_ widget: UnsafeMutableRawPointer?) -> SegmentBarController? {
        registration.controller(of: widget)
    }

    /// The controller of the nearest SegmentBar above `widget` (a node's bar: nodes nest, `segment > image`).
    static func controller(above widget: UnsafeMutablePointer<GtkWidget>?) -> SegmentBarController? {
        guard let parent = widget.flatMap({ gtk_widget_get_parent($0) }) else { return nil }
        return controller(gtk_widget_get_ancestor(parent, registration.type))
    }

    private static func classInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let objectClass: UnsafeMutablePointer<GObjectClass> = gcast(widgetClass)
        gtk_widget_class_set_css_name(widgetClass, "segmentbar")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_TAB_LIST)

        objectClass.pointee.set_property = { object, id, value, _ in
            MainActor.assumeIsolated {
                if SegmentBarProperties.table.set(object, id: id, value: value) { return }
                if TabStripProperties.table.set(object, id: id, value: value) { return }
                if MnemonicProperties.table.set(object, id: id, value: value) { return }
                if Orientable.set(id: id, value: value, apply: { SegmentBarType.controller(object)?.axis = $0 }) {
                    return
                }
                SegmentProperties.set(SegmentBarType.controller(object), owner: "SegmentBar", id: id, value: value)
            }
        }
        objectClass.pointee.get_property = { object, id, value, _ in
            MainActor.assumeIsolated {
                if SegmentBarProperties.table.get(object, id: id, value: value) { return }
                if TabStripProperties.table.get(object, id: id, value: value) { return }
                if MnemonicProperties.table.get(object, id: id, value: value) { return }
                if Orientable.get(id: id, value: value, axis: SegmentBarType.controller(object)?.axis) { return }
                SegmentProperties.get(SegmentBarType.controller(object), id: id, value: value)
            }
        }
        SegmentProperties.install(on: objectClass, into: properties)
        SegmentBarProperties.table.install(on: objectClass, into: properties)
        TabStripProperties.table.install(on: objectClass, into: properties)
        MnemonicProperties.table.install(on: objectClass, into: properties)
        Orientable.install(on: objectClass, into: properties)

        widgetClass.pointee.measure = { widget, orientation, _, minimum, natural, minBaseline, natBaseline in
            MainActor.assumeIsolated {
                let size = SegmentBarType.controller(widget)?.measure(
                    horizontal: orientation == GTK_ORIENTATION_HORIZONTAL)
                // GTK wants 0 <= minimum <= natural; extreme style values must give it that, never a trap.
                let least = max(0, gint(saturating: size?.minimum ?? 0))
                minimum?.pointee = least
                natural?.pointee = max(least, gint(saturating: size?.natural ?? 0))
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
        widgetClass.pointee.focus = { widget, direction in
            MainActor.assumeIsolated {
                if let moved = SegmentBarType.controller(widget)?.moveFocus(direction) { return moved ? 1 : 0 }
                return SegmentBarType.parentClass?.pointee.focus?(widget, direction) ?? 0
            }
        }
        widgetClass.pointee.root = { widget in
            MainActor.assumeIsolated {
                SegmentBarType.parentClass?.pointee.root?(widget)
                let controller = SegmentBarType.controller(widget)
                controller?.mnemonics.rooted()
                controller?.installStylesheetParts()
            }
        }
        widgetClass.pointee.unroot = { widget in
            MainActor.assumeIsolated {
                SegmentBarType.controller(widget)?.mnemonics.unrooted()
                // GTK 4.8 can leave a removed widget as its window's focus (and keep a reference to it and its
                // ancestors); a bar leaving its window hands the focus back first.
                if let widget, let root = gtk_widget_get_root(widget), gtk_root_get_focus(root) == widget {
                    gtk_root_set_focus(root, nil)
                }
                SegmentBarType.parentClass?.pointee.unroot?(widget)
            }
        }
        widgetClass.pointee.unmap = { widget in
            MainActor.assumeIsolated {
                let controller = SegmentBarType.controller(widget)
                controller?.cancelPressUnderway()
                controller?.stopMotion()
                // No `leave` comes to a bar that goes off screen under the pointer.
                controller?.releaseTabWidths()
                SegmentBarType.parentClass?.pointee.unmap?(widget)
            }
        }
        widgetClass.pointee.state_flags_changed = { widget, previous in
            MainActor.assumeIsolated {
                SegmentBarType.parentClass?.pointee.state_flags_changed?(widget, previous)
                if let widget, let controller = SegmentBarType.controller(widget) {
                    controller.makeFocusNodesOnFirstFocus()
                    controller.focusFlagChanged(from: previous)
                    SegmentBarType.focusShortcuts.attachOnFocus(widget, attached: &controller.hasFocusShortcuts)
                }
                gtk_widget_queue_draw(widget)
            }
        }
        installSignals(widgetClass)
        installActions(widgetClass)
        TabStripProperties.installActions(widgetClass)
    }

    private static func installSignals(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let klass = UnsafeMutableRawPointer(widgetClass)
        signals.selectionChanged = SegmentSignals.barSelectionChanged.define(on: klass)
        signals.reselected = SegmentSignals.barReselected.define(on: klass)
        signals.dragProgress = SegmentSignals.dragProgress.define(on: klass)
        signals.closeRequested = SegmentSignals.closeRequested.define(on: klass)
        signals.segmentMoved = SegmentSignals.segmentMoved.define(on: klass)
        signals.indicatorActivated = SegmentSignals.indicatorActivated.define(on: klass)
        signals.extraDragDrop = SegmentSignals.extraDragDrop.define(on: klass)
    }

    private static func installActions(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        gtk_widget_class_install_action(widgetClass, "segment.move", "s") { widget, _, parameter in
            MainActor.assumeIsolated {
                guard let name = ActionParameter.string(parameter, of: "segment.move", owner: "SegmentBar") else {
                    return
                }
                guard let move = NavigationMove(actionName: name) else {
                    return Log.warning("SegmentBar: segment.move has no move '\(name)' (\(NavigationMove.actionNames))")
                }
                SegmentBarType.controller(widget)?.keyboardMove(move)
            }
        }
        gtk_widget_class_install_action(widgetClass, "segment.activate", nil) { widget, _, parameter in
            MainActor.assumeIsolated {
                guard ActionParameter.isNone(parameter, of: "segment.activate", owner: "SegmentBar") else { return }
                SegmentBarType.controller(widget)?.keyboardActivate()
            }
        }
        gtk_widget_class_install_action(widgetClass, "segment.select", "u") { widget, _, parameter in
            MainActor.assumeIsolated {
                guard let controller = SegmentBarType.controller(widget),
                    let number = ActionParameter.uint32(parameter, of: "segment.select", owner: "SegmentBar")
                else { return }
                let index = Int(number)
                guard index < controller.model.count else {
                    let error = SegmentError.indexOutOfRange(index: index, count: controller.model.count)
                    return Log.warning("SegmentBar: segment.select: \(error)")
                }
                controller.activate(index)
            }
        }
    }

    /// The bar's key shortcuts, which a bar gets when the keyboard focus first enters it (``FocusShortcuts``):
    /// the arrows, Home and End move the selection (Up, Down, Page Up and Page Down too in a vertical bar),
    /// Space and Enter activate, Alt+1 to Alt+0 select the first ten segments, a tab strip's keys move tabs
    /// and open the context menu, and in a pager's bar Ctrl+Page Up/Down, Ctrl+Tab and Ctrl+Shift+Tab move the
    /// pages. The segments' own keys (all but the digits and the page moves) act only while the bar itself has the
    /// focus, not its action widgets or overflow button (``FocusShortcuts/focused(_:_:_:_:)``).
    static let focusShortcuts = FocusShortcuts {
        let moves: [(Int32, String)] = [
            (GDK_KEY_Left, "left"), (GDK_KEY_KP_Left, "left"), (GDK_KEY_Right, "right"), (GDK_KEY_KP_Right, "right"),
            (GDK_KEY_Home, "first"), (GDK_KEY_KP_Home, "first"), (GDK_KEY_End, "last"), (GDK_KEY_KP_End, "last"),
        ]
        let activations = [GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter]
        return moves.map { FocusShortcuts.focused($0.0, 0, "segment.move", $0.1) } + verticalArrowShortcuts()
            + activations.map { FocusShortcuts.focused($0, 0, "segment.activate") } + TabStripProperties.shortcuts()
            + FocusShortcuts.digits() + FocusShortcuts.pageMoves()
    }
}

extension NavigationMove {
    /// The move named by a `segment.move` or `pager.move` action parameter; `backward` and `forward` are
    /// `previous` and `next`, as `segment.move-tab` names them.
    init?(actionName: String) {
        switch actionName {
        case "left": self = .left
        case "right": self = .right
        case "first": self = .first
        case "last": self = .last
        case "next", "forward": self = .next
        case "previous", "backward": self = .previous
        case "next-looping": self = .nextLooping
        case "previous-looping": self = .previousLooping
        default: return nil
        }
    }

    /// The parameters ``init(actionName:)`` knows, for a log line about one it does not.
    static let actionNames =
        "known: left, right, previous, next, backward, forward, first, last, previous-looping, next-looping"
}
