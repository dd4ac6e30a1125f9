import CGtk

extension SegmentBarType {
    /// Up and Down, Page Up and Page Down (and their keypad keys) move the selection of a vertical bar, as
    /// they move through a vertical list; part of the bar's ``SegmentBarType/focusShortcuts``.
    ///
    /// A callback shortcut rather than `segment.move`: the callback returns false in a horizontal bar, so
    /// there the keys are not handled and still move GTK's focus, as they did before bars had an orientation.
    static func verticalArrowShortcuts() -> [OpaquePointer] {
        let keys: [(guint, Bool)] = [
            (guint(GDK_KEY_Up), false), (guint(GDK_KEY_KP_Up), false),
            (guint(GDK_KEY_Down), true), (guint(GDK_KEY_KP_Down), true),
            (guint(GDK_KEY_Page_Up), false), (guint(GDK_KEY_KP_Page_Up), false),
            (guint(GDK_KEY_Page_Down), true), (guint(GDK_KEY_KP_Page_Down), true),
        ]
        return keys.map { key, down in
            // A C callback captures nothing: the direction travels as the user data, non-NULL for Down.
            let action = gtk_callback_action_new(
                { widget, _, data in
                    MainActor.assumeIsolated {
                        SegmentBarType.controller(widget)?.verticalArrow(down: data != nil) ?? false
                    } ? 1 : 0
                }, UnsafeMutableRawPointer(bitPattern: down ? 1 : 0), nil)
            return gtk_shortcut_new(gtk_keyval_trigger_new(key, GdkModifierType(0)), action)!
        }
    }
}
