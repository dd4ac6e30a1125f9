import CGtk
import SegmentCore

/// A widget type's key shortcuts, given to each of its widgets when the keyboard focus first enters it rather
/// than to the class in `class_init`.
///
/// A widget's key shortcuts act only while the focus is in it (their scope is local), and most bars and
/// stacks in an app never have it. As class shortcuts they were made before a type's first widget existed:
/// a `GtkShortcut` with its trigger and action, about 12 K instructions each, and `SegmentBar` and
/// `PagedStack` have 42 of them (0.5 M instructions on the way to a pager's first frame, callgrind). Here
/// the shortcuts are made once, when the first widget of the type takes the focus, into one list that each
/// focused widget's shortcut controller reads, as GTK's own controller for class shortcuts reads the class's
/// list; the actions they activate stay the class's, so `gtk_widget_activate_action` works from the start.
@MainActor
final class FocusShortcuts {
    /// The controller's name, for the tests and GTK's inspector.
    static let controllerName = "segmentkit-focus-shortcuts"

    private let make: @MainActor () -> [OpaquePointer]
    /// The shortcuts (a `GListStore` of `GtkShortcut`), made on the first focus; they live as long as the type.
    private var list: OpaquePointer?

    /// Shortcuts that `make` builds, in matching order, on the type's first focus; it returns new references,
    /// which the list takes over.
    init(_ make: @escaping @MainActor () -> [OpaquePointer]) {
        self.make = make
    }

    /// Adds a controller for the shortcuts to `widget` once the keyboard focus is in it or one of its children
    /// (`GTK_STATE_FLAG_FOCUS_WITHIN`); `attached` is the widget's own record that it has one. Call on every
    /// change of the widget's state flags: the flag is set before the first key reaches the widget.
    func attachOnFocus(_ widget: UnsafeMutablePointer<GtkWidget>, attached: inout Bool) {
        guard !attached, gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
        else { return }
        attached = true
        guard let controller = gtk_shortcut_controller_new_for_model(shortcuts()) else { return }
        Self.controllerName.withCString { gtk_event_controller_set_name(controller, $0) }
        gtk_widget_add_controller(widget, controller)
    }

    private func shortcuts() -> OpaquePointer {
        if let list { return list }
        let store = g_list_store_new(gtk_shortcut_get_type())!
        for shortcut in make() {
            g_list_store_append(store, UnsafeMutableRawPointer(shortcut))
            g_object_unref(UnsafeMutableRawPointer(shortcut))
        }
        list = store
        return store
    }
}

extension FocusShortcuts {
    /// A new shortcut: `keyval` with `modifiers` activates the action `action`, with `argument` as its string
    /// parameter when given.
    static func named(_ keyval: Int32, _ modifiers: UInt32 = 0, _ action: String, _ argument: String? = nil)
        -> OpaquePointer
    {
        let shortcut = gtk_shortcut_new(
            gtk_keyval_trigger_new(guint(keyval), GdkModifierType(modifiers)), action.withCString(gtk_named_action_new))!
        if let argument { gtk_shortcut_set_arguments(shortcut, argument.withCString(g_variant_new_string)) }
        return shortcut
    }
}

/// A widget controller that selects an item for Alt+digit (``FocusShortcuts/digits()``).
@MainActor
protocol DigitSelecting: WidgetController {
    /// Selects the item at `index` for its Alt+digit key; returns whether the widget took the key (false leaves
    /// it to other widgets: no such item).
    func keyboardSelect(_ index: Int) -> Bool
}

extension FocusShortcuts {
    /// Alt+1 to Alt+9 and Alt+0, on the number row or the keypad: AdwTabView's keys for the first ten tabs.
    ///
    /// Each shortcut hands the index its digit names (``DigitShortcut``, the shortcut's `u` argument) to the
    /// focused widget's controller, a ``DigitSelecting``, whose answer says whether the key was taken: a digit past
    /// the last item goes on to other widgets, as AdwTabView leaves it. The callback captures nothing and gets
    /// no data, so a type's one list of shortcuts holds no box.
    static func digits() -> [OpaquePointer] {
        let alt = GdkModifierType(GDK_ALT_MASK.rawValue)
        return (0...9).compactMap { digit in
            guard let index = DigitShortcut.index(ofDigit: digit) else { return nil }
            let trigger = gtk_alternative_trigger_new(
                gtk_keyval_trigger_new(guint(GDK_KEY_0 + Int32(digit)), alt),
                gtk_keyval_trigger_new(guint(GDK_KEY_KP_0 + Int32(digit)), alt))
            let action = gtk_callback_action_new(
                { widget, arguments, _ in
                    MainActor.assumeIsolated {
                        guard let widget, let arguments, g_variant_classify(arguments) == G_VARIANT_CLASS_UINT32,
                            let controller = WidgetType.registration(ofInstance: UnsafeMutableRawPointer(widget))?
                                .controller(of: UnsafeMutableRawPointer(widget), as: (any DigitSelecting).self)
                        else { return 0 }
                        return controller.keyboardSelect(Int(g_variant_get_uint32(arguments))) ? 1 : 0
                    }
                }, nil, nil)
            let shortcut = gtk_shortcut_new(trigger, action)!
            gtk_shortcut_set_arguments(shortcut, g_variant_new_uint32(guint32(index)))
            return shortcut
        }
    }
}
