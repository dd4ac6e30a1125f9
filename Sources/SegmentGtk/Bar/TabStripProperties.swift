import CGtk
import SegmentCore

/// SegmentBar's tab-strip properties (`reorderable`, `close-button-policy`, `menu-model`, `menu-target`,
/// `start-action-widget`, `end-action-widget`, `default-icon-name`), its actions and its shortcuts.
@MainActor
enum TabStripProperties {
    /// Installed by `SegmentBarType`'s `class_init`, with ids after ``SegmentBarProperties/table``'s.
    static let table = PropertyTable<SegmentBar>(
        firstID: 40, handle: { $0.flatMap { SegmentBar(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } },
        [
            HandleProperty.flag(
                "reorderable", "Reorderable", "Whether segments can be dragged and moved to new places", default: false,
                get: { $0.isReorderable }, set: { $0.isReorderable = $1 }),
            HandleProperty(
                spec: {
                    g_param_spec_enum(
                        "close-button-policy", "Close button policy", "Which segments show a close button",
                        EnumTypes.closeButtonPolicy, 0, PropertyTable<SegmentBar>.readWrite)
                }, get: { g_value_set_enum($1, $0.closeButtonPolicy.enumValue) },
                set: { $0.closeButtonPolicy = CloseButtonPolicy(enumValue: g_value_get_enum($1)) }),
            HandleProperty(
                spec: {
                    g_param_spec_object(
                        "menu-model", "Menu model", "The context menu of the segments", g_menu_model_get_type(),
                        PropertyTable<SegmentBar>.readWrite)
                }, get: { g_value_set_object($1, $0.menuModel.map { UnsafeMutableRawPointer($0) }) },
                set: { $0.setMenuModel(g_value_get_object($1).map { gcast($0) }) }),
            HandleProperty(
                spec: {
                    g_param_spec_int(
                        "menu-target", "Menu target", "The segment the context menu is open for, or -1", -1,
                        gint.max, -1, PropertyTable<SegmentBar>.readOnly)
                }, get: { g_value_set_int($1, gint(clamping: $0.menuTarget ?? -1)) }, set: nil),
            HandleProperty(
                spec: {
                    g_param_spec_object(
                        "start-action-widget", "Start action widget", "A widget at the start of the strip",
                        gtk_widget_get_type(), PropertyTable<SegmentBar>.readWrite)
                }, get: { g_value_set_object($1, $0.startActionWidget) },
                set: { $0.startActionWidget = g_value_get_object($1).map { gcast($0) } }),
            HandleProperty(
                spec: {
                    g_param_spec_object(
                        "end-action-widget", "End action widget", "A widget at the end of the strip",
                        gtk_widget_get_type(), PropertyTable<SegmentBar>.readWrite)
                }, get: { g_value_set_object($1, $0.endActionWidget) },
                set: { $0.endActionWidget = g_value_get_object($1).map { gcast($0) } }),
            HandleProperty(
                spec: {
                    g_param_spec_string(
                        "default-icon-name", "Default icon name",
                        "The icon of a pinned tab without one of its own; empty or NULL restores text-x-generic-symbolic",
                        SegmentItem.pinnedIcon, PropertyTable<SegmentBar>.readWrite)
                }, get: { bar, value in bar.defaultIconName.withCString { g_value_set_string(value, $0) } },
                set: { $0.defaultIconName = g_value_get_string($1).map { String(cString: $0) } ?? "" }),
        ])

    /// Installs the actions `segment.move-tab (s)` and `menu.popup`; their keys are in ``shortcuts()``.
    ///
    /// Moves are AdwTabView's Ctrl+Shift+Page Up/Page Down/Home/End and GtkNotebook's Alt+Left/Right/Home/End;
    /// the context menu opens with Menu and Shift+F10, as in GtkNotebook and AdwTabBar. Both actions are
    /// disabled until the bar is reorderable or has a menu model, so the keys reach other widgets until then.
    static func installActions(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        gtk_widget_class_install_action(widgetClass, "segment.move-tab", "s") { widget, _, parameter in
            MainActor.assumeIsolated {
                guard let name = ActionParameter.string(parameter, of: "segment.move-tab", owner: "SegmentBar") else {
                    return
                }
                SegmentBarType.controller(widget)?.keyboardMoveTab(name)
            }
        }
        gtk_widget_class_install_action(widgetClass, "menu.popup", nil) { widget, _, parameter in
            MainActor.assumeIsolated {
                guard ActionParameter.isNone(parameter, of: "menu.popup", owner: "SegmentBar") else { return }
                SegmentBarType.controller(widget)?.keyboardContextMenu()
            }
        }
    }

    /// A tab strip's keys, part of the bar's ``SegmentBarType/focusShortcuts``: Ctrl+Shift+Page Up, Page Down,
    /// Home and End and Alt+Left, Right, Home and End move the selected tab; Menu and Shift+F10 open its menu. Each
    /// acts only while the bar itself has the focus (``FocusShortcuts/focused(_:_:_:_:)``).
    static func shortcuts() -> [OpaquePointer] {
        let control = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
        let alt = GDK_ALT_MASK.rawValue
        let moves: [(Int32, UInt32, String)] = [
            (GDK_KEY_Page_Up, control, "backward"), (GDK_KEY_Page_Down, control, "forward"),
            (GDK_KEY_Home, control, "first"), (GDK_KEY_End, control, "last"),
            (GDK_KEY_Left, alt, "left"), (GDK_KEY_Right, alt, "right"),
            (GDK_KEY_Home, alt, "first"), (GDK_KEY_End, alt, "last"),
        ]
        return moves.map { FocusShortcuts.focused($0.0, $0.1, "segment.move-tab", $0.2) } + [
            FocusShortcuts.focused(GDK_KEY_Menu, 0, "menu.popup"),
            FocusShortcuts.focused(GDK_KEY_F10, GDK_SHIFT_MASK.rawValue, "menu.popup"),
        ]
    }
}

extension CloseButtonPolicy {
    /// The `SegmentCloseButtonPolicy` value.
    package var enumValue: gint {
        switch self {
        case .none: 0
        case .selected: 1
        case .all: 2
        }
    }

    /// The policy for a `SegmentCloseButtonPolicy` value; unknown values are `.none`.
    package init(enumValue: gint) {
        switch enumValue {
        case 1: self = .selected
        case 2: self = .all
        default: self = .none
        }
    }
}
