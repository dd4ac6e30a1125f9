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
///
/// Keys that a page's own widgets also use (Ctrl+Page Up in a text view, Ctrl+Tab, which a text view takes to move
/// the focus) are given in a second list, `capturing`, whose controller runs in the capture phase, before the
/// focused widget sees the key, as AdwTabView's shortcuts do; the keys a page should keep (Page Up, Home) stay in
/// the first list, which runs after it.
@MainActor
final class FocusShortcuts {
    /// The controller's name, for the tests and GTK's inspector.
    static let controllerName = "segmentkit-focus-shortcuts"
    /// The name of the controller of the `capturing` shortcuts.
    static let capturingControllerName = "segmentkit-focus-shortcuts-capture"
    /// The name of the controller that gives the `capturing` shortcuts to the whole window (``windowController``).
    static let windowControllerName = "segmentkit-window-shortcuts"

    private let make: @MainActor () -> [OpaquePointer]
    private let makeCapturing: (@MainActor () -> [OpaquePointer])?
    /// The shortcuts (`GListStore`s of `GtkShortcut`), made on the first focus; they live as long as the type.
    private var list: OpaquePointer?
    private var capturingList: OpaquePointer?

    /// Shortcuts that `make` builds, in matching order, on the type's first focus, and those that `capturing`
    /// builds, which act before the focused widget sees the key; each returns new references, which the lists
    /// take over.
    init(_ make: @escaping @MainActor () -> [OpaquePointer], capturing: (@MainActor () -> [OpaquePointer])? = nil) {
        self.make = make
        self.makeCapturing = capturing
    }

    /// Adds a controller for the shortcuts to `widget` once the keyboard focus is in it or one of its children
    /// (`GTK_STATE_FLAG_FOCUS_WITHIN`), and one in the capture phase for the capturing ones; `attached` is the
    /// widget's own record that it has them. Call on every change of the widget's state flags: the flag is set
    /// before the first key reaches the widget.
    func attachOnFocus(_ widget: UnsafeMutablePointer<GtkWidget>, attached: inout Bool) {
        guard !attached, gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
        else { return }
        attached = true
        Self.addController(to: widget, named: Self.controllerName, for: Self.store(&list, make))
        if let makeCapturing {
            let controller = Self.addController(
                to: widget, named: Self.capturingControllerName, for: Self.store(&capturingList, makeCapturing))
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        }
    }

    /// Adds or removes a controller that gives the capturing shortcuts to the whole window `widget` is in (scope
    /// global, in the capture phase, as AdwTabView's), as `wanted` asks; returns the controller `widget` then has.
    ///
    /// The shortcuts' actions still act on `widget`, and leave a key to a nearer owner of the focus (a bar, an inner
    /// pager), whose own shortcuts then take it.
    func windowController(_ wanted: Bool, current: OpaquePointer?, on widget: UnsafeMutablePointer<GtkWidget>)
        -> OpaquePointer?
    {
        guard wanted != (current != nil), let makeCapturing else { return current }
        guard wanted else {
            if let current { gtk_widget_remove_controller(widget, current) }
            return nil
        }
        guard let controller = gtk_shortcut_controller_new_for_model(Self.store(&capturingList, makeCapturing))
        else { return nil }
        Self.windowControllerName.withCString { gtk_event_controller_set_name(controller, $0) }
        // Scoped before it is added: GTK hands a global controller to the window's shortcut manager when it is
        // rooted, now or when the widget comes into a window.
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, controller)
        return controller
    }

    @discardableResult
    private static func addController(
        to widget: UnsafeMutablePointer<GtkWidget>, named name: String, for shortcuts: OpaquePointer
    ) -> OpaquePointer? {
        guard let controller = gtk_shortcut_controller_new_for_model(shortcuts) else { return nil }
        name.withCString { gtk_event_controller_set_name(controller, $0) }
        gtk_widget_add_controller(widget, controller)
        return controller
    }

    private static func store(_ list: inout OpaquePointer?, _ make: @MainActor () -> [OpaquePointer]) -> OpaquePointer {
        if let list { return list }
        let store = g_list_store_new(gtk_shortcut_get_type())!
        for shortcut in make() {
            g_list_store_append(store, UnsafeMutableRawPointer(shortcut))
            g_object_unref(UnsafeMutableRawPointer(shortcut))
        }
        list = store
        return store
    }

    /// The controller of `widget` that takes one of its shortcuts' keys now: `widget` is on screen (a window's
    /// shortcuts reach widgets off screen too, such as a pager on a hidden GtkStack page), has a controller of type
    /// `Owner` that `owns` the key, and no widget nearer the focus has one that does (``nearerOwner(than:_:owns:)``).
    static func keyOwner<Owner>(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ type: Owner.Type, owns: (Owner) -> Bool = { _ in true }
    ) -> Owner? {
        let raw = UnsafeMutableRawPointer(widget)
        guard gtk_widget_get_mapped(widget) != 0,
            let owner = WidgetType.registration(ofInstance: raw)?.controller(of: raw, as: Owner.self), owns(owner),
            !nearerOwner(than: widget, type, owns: owns)
        else { return nil }
        return owner
    }

    /// Whether a widget between the keyboard focus and `widget` (the focus itself included, `widget` not) has a
    /// controller of type `Owner`, which then owns the keys: a pager inside a page of another pager takes
    /// Ctrl+Page Down for its own pages, which the outer one's capturing shortcut sees first.
    ///
    /// `owns` narrows it to the controllers that take the keys now (a bar takes a pager's keys only in a pager).
    static func nearerOwner<Owner>(
        than widget: UnsafeMutablePointer<GtkWidget>, _: Owner.Type, owns: (Owner) -> Bool = { _ in true }
    ) -> Bool {
        guard let root = gtk_widget_get_root(widget), var current = gtk_root_get_focus(root) else { return false }
        while current != widget {
            let raw = UnsafeMutableRawPointer(current)
            if let owner = WidgetType.registration(ofInstance: raw)?.controller(of: raw, as: Owner.self), owns(owner) {
                return true
            }
            guard let parent = gtk_widget_get_parent(current) else { return false }
            current = parent
        }
        return false
    }
}

extension FocusShortcuts {
    /// A new shortcut: `keyval` with `modifiers` activates the action `action`, with `argument` as its string
    /// parameter when given.
    static func named(_ keyval: Int32, _ modifiers: UInt32 = 0, _ action: String, _ argument: String? = nil)
        -> OpaquePointer
    {
        shortcut(keyval, modifiers, action.withCString(gtk_named_action_new), argument)
    }

    /// A new shortcut like ``named(_:_:_:_:)`` that acts only while the widget itself has the keyboard focus, not
    /// one of its children: a bar's arrows, Space, Menu and tab moves belong to its segments, as GtkNotebook's and
    /// AdwTabBar's belong to their tabs. On a child (a tab strip's action widget, the overflow button) the key is
    /// left unhandled and goes on to GTK's own focus navigation; the bar's keys had moved the selection under a
    /// focused button, and Menu had opened a tab's menu from it.
    ///
    /// The action's name travels as the callback's data, a copy that GLib frees with the action.
    static func focused(_ keyval: Int32, _ modifiers: UInt32 = 0, _ action: String, _ argument: String? = nil)
        -> OpaquePointer
    {
        let callback = gtk_callback_action_new(
            { widget, arguments, data in
                MainActor.assumeIsolated {
                    guard let widget, let data, gtk_widget_is_focus(widget) != 0 else { return 0 }
                    return gtk_widget_activate_action_variant(
                        widget, data.assumingMemoryBound(to: CChar.self), arguments)
                }
            }, g_strdup(action), g_free)
        return shortcut(keyval, modifiers, callback, argument)
    }

    /// A new shortcut: `keyval` with `modifiers` runs `action` (taken over), with `argument` as its string
    /// parameter when given.
    private static func shortcut(
        _ keyval: Int32, _ modifiers: UInt32, _ action: OpaquePointer?, _ argument: String?
    ) -> OpaquePointer {
        let shortcut = gtk_shortcut_new(gtk_keyval_trigger_new(guint(keyval), GdkModifierType(modifiers)), action)!
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
    /// the last item goes on to other widgets, as AdwTabView leaves it, and so does every digit while a nearer
    /// ``DigitSelecting`` widget holds the focus (``keyOwner(_:_:owns:)``). The callback captures nothing and gets
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
                            let controller = FocusShortcuts.keyOwner(widget, (any DigitSelecting).self)
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

/// A widget controller that moves pages for Ctrl+Page Up and Page Down, Ctrl+Tab and Ctrl+Shift+Tab
/// (``FocusShortcuts/pageMoves()``): a stack, and a pager's bar.
@MainActor
protocol PageMoving: WidgetController {
    /// Whether the widget takes the page keys now: a bar only while it is a pager's.
    var takesPageKeys: Bool { get }
    /// Moves the pages by `move` for its key.
    func keyboardPageMove(_ move: NavigationMove)
    /// Moves the selected tab of a pager's reorderable bar by `move` (a `segment.move-tab` name) for its key;
    /// false, leaving the key to other widgets, when there is no such bar.
    func keyboardPageTabMove(_ move: String) -> Bool
}

extension FocusShortcuts {
    /// Ctrl+Page Down and Ctrl+Page Up (the next and previous page), Ctrl+Tab and Ctrl+Shift+Tab (the same, going
    /// round from the last page to the first and back): AdwTabView's keys, which GtkNotebook also takes from its
    /// tabs.
    ///
    /// Each shortcut hands its move (the shortcut's `s` argument, a `pager.move` name) to the focused widget's
    /// controller, a ``PageMoving`` that ``PageMoving/takesPageKeys``, unless a nearer one holds the focus (a pager
    /// in one of the pages, or its bar: ``keyOwner(_:_:owns:)``); otherwise the key goes on to other
    /// widgets. The callback captures nothing and gets no data, so a type's one list of shortcuts holds no box.
    static func pageMoves() -> [OpaquePointer] {
        let control = GDK_CONTROL_MASK.rawValue
        let moves: [(Int32, UInt32, String)] = [
            (GDK_KEY_Page_Down, control, "next"), (GDK_KEY_Page_Up, control, "previous"),
            (GDK_KEY_Tab, control, "next-looping"),
            (GDK_KEY_ISO_Left_Tab, control | GDK_SHIFT_MASK.rawValue, "previous-looping"),
        ]
        return moves.map { keyval, modifiers, move in
            let action = gtk_callback_action_new(
                { widget, arguments, _ in
                    MainActor.assumeIsolated {
                        guard let widget, let arguments, g_variant_classify(arguments) == G_VARIANT_CLASS_STRING,
                            let name = g_variant_get_string(arguments, nil),
                            let move = NavigationMove(actionName: String(cString: name)),
                            let controller = FocusShortcuts.keyOwner(
                                widget, (any PageMoving).self, owns: \.takesPageKeys)
                        else { return 0 }
                        controller.keyboardPageMove(move)
                        return 1
                    }
                }, nil, nil)
            let shortcut = gtk_shortcut_new(gtk_keyval_trigger_new(guint(keyval), GdkModifierType(modifiers)), action)!
            gtk_shortcut_set_arguments(shortcut, move.withCString(g_variant_new_string))
            return shortcut
        } + tabMoves()
    }

    /// Ctrl+Shift+Page Up, Page Down, Home and End: the selected tab of a pager's reorderable bar moves back,
    /// forward, first or last, from anywhere in the pager (from the window with `window-shortcuts`), as
    /// AdwTabView's keys move its page from the page's text view; the bar took them only while it had the focus.
    private static func tabMoves() -> [OpaquePointer] {
        let control = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
        let moves: [(Int32, String)] = [
            (GDK_KEY_Page_Up, "backward"), (GDK_KEY_Page_Down, "forward"), (GDK_KEY_Home, "first"),
            (GDK_KEY_End, "last"),
        ]
        return moves.map { keyval, move in
            let action = gtk_callback_action_new(
                { widget, arguments, _ in
                    MainActor.assumeIsolated {
                        guard let widget, let arguments, g_variant_classify(arguments) == G_VARIANT_CLASS_STRING,
                            let name = g_variant_get_string(arguments, nil),
                            let controller = FocusShortcuts.keyOwner(
                                widget, (any PageMoving).self, owns: \.takesPageKeys)
                        else { return 0 }
                        return controller.keyboardPageTabMove(String(cString: name)) ? 1 : 0
                    }
                }, nil, nil)
            let shortcut = gtk_shortcut_new(gtk_keyval_trigger_new(guint(keyval), GdkModifierType(control)), action)!
            gtk_shortcut_set_arguments(shortcut, move.withCString(g_variant_new_string))
            return shortcut
        }
    }
}
