import CGtk

/// The pointer thresholds GTK's settings give every widget, so SegmentKit's gestures feel like GTK's own.
@MainActor
enum InputSettings {
    /// `gtk-dnd-drag-threshold`: how far in points a press travels before it becomes a drag (at least 1).
    static func dragThreshold(_ widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        Double(max(1, cgtk_settings_int(widget, "gtk-dnd-drag-threshold")))
    }

    /// `gtk-double-click-time` in microseconds and `gtk-double-click-distance` in points: how soon and how
    /// near a second click must come to count as a double click.
    static func doubleClick(_ widget: UnsafeMutablePointer<GtkWidget>) -> (time: Int, distance: Double) {
        (
            Int(cgtk_settings_int(widget, "gtk-double-click-time")) * 1000,
            Double(cgtk_settings_int(widget, "gtk-double-click-distance"))
        )
    }
}
