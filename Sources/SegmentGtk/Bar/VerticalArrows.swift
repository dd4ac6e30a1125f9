import CGtk

extension SegmentBarType {
    /// Up and Down, Page Up and Page Down (and their keypad keys) move the selection of a vertical bar, as
    /// they move through a vertical list, and Alt+Up and Alt+Down move a reorderable vertical bar's selected tab
    /// (Alt+Left and Alt+Right move a horizontal strip's); part of the bar's ``SegmentBarType/focusShortcuts``.
    ///
    /// Callback shortcuts rather than `segment.move`: the callback returns false in a horizontal bar (and Alt+Up
    /// and Alt+Down in a bar that does not reorder), so there the keys are not handled and still reach GTK's
    /// focus navigation or the app's own shortcuts, as they did before bars had an orientation.
    static func verticalArrowShortcuts() -> [OpaquePointer] {
        let alt = GDK_ALT_MASK.rawValue
        let keys: [(guint, UInt32, Bool)] = [
            (guint(GDK_KEY_Up), 0, false), (guint(GDK_KEY_KP_Up), 0, false),
            (guint(GDK_KEY_Down), 0, true), (guint(GDK_KEY_KP_Down), 0, true),
            (guint(GDK_KEY_Page_Up), 0, false), (guint(GDK_KEY_KP_Page_Up), 0, false),
            (guint(GDK_KEY_Page_Down), 0, true), (guint(GDK_KEY_KP_Page_Down), 0, true),
            (guint(GDK_KEY_Up), alt, false), (guint(GDK_KEY_KP_Up), alt, false),
            (guint(GDK_KEY_Down), alt, true), (guint(GDK_KEY_KP_Down), alt, true),
        ]
        return keys.map { key, modifiers, down in
            // A C callback captures nothing: the key travels as the user data, bit 0 for Down, bit 1 for Alt.
            let bits = (down ? 1 : 0) | (modifiers == 0 ? 0 : 2)
            let action = gtk_callback_action_new(
                { widget, _, data in
                    let bits = Int(bitPattern: data)
                    return MainActor.assumeIsolated {
                        SegmentBarType.controller(widget)?.verticalArrow(down: bits & 1 != 0, movingTab: bits & 2 != 0)
                            ?? false
                    } ? 1 : 0
                }, UnsafeMutableRawPointer(bitPattern: bits), nil)
            return gtk_shortcut_new(gtk_keyval_trigger_new(key, GdkModifierType(modifiers)), action)!
        }
    }
}
