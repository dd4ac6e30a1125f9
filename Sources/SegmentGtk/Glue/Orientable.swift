import CGtk
import SegmentCore

/// GtkOrientable for SegmentKit's widget types: the interface on the GType and its `orientation` property.
///
/// The interface has no virtual functions, only the `orientation` property, which each class overrides
/// (`g_object_class_override_property`) under ``propertyID`` and notifies itself, by the overriding spec,
/// only when the value changes (GtkOrientable's spec is `G_PARAM_EXPLICIT_NOTIFY`, like every SegmentKit
/// property). Horizontal is every type's default.
@MainActor
enum Orientable {
    /// The property id every SegmentKit widget overrides `orientation` with, clear of the types' own ids.
    static let propertyID: guint = 100

    /// Adds GtkOrientable to `type`; call before the class is first used (right after registering it).
    static func implement(on type: GType) {
        var interface = GInterfaceInfo(interface_init: nil, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, gtk_orientable_get_type(), &interface)
    }

    /// Overrides `orientation` on `objectClass` and keeps its spec in `installed` for notification; call from
    /// `class_init`, after `set_property` and `get_property` are set.
    ///
    /// The spec kept is the one GObject finds for the class: GtkOrientable's own, which the override
    /// redirects to (so it is what `g_object_class_list_properties` and a `notify::orientation` handler see).
    static func install(on objectClass: UnsafeMutablePointer<GObjectClass>, into installed: InstalledProperties) {
        g_object_class_override_property(objectClass, propertyID, PropertyName.orientation.rawValue)
        installed.keep(g_object_class_find_property(objectClass, PropertyName.orientation.rawValue))
    }

    /// The axis a `GtkOrientation` value names.
    static func axis(_ orientation: GtkOrientation) -> LayoutAxis {
        orientation == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
    }

    /// The `GtkOrientation` of `axis`.
    static func orientation(_ axis: LayoutAxis) -> GtkOrientation {
        axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    }

    /// `set_property` for `orientation`: returns false for other ids. The value is a valid `GtkOrientation`
    /// (GObject checks enum values against the spec before they get here).
    static func set(id: guint, value: UnsafePointer<GValue>?, apply: (LayoutAxis) -> Void) -> Bool {
        guard id == propertyID else { return false }
        if let value { apply(axis(GtkOrientation(rawValue: UInt32(bitPattern: g_value_get_enum(value))))) }
        return true
    }

    /// `get_property` for `orientation`: returns false for other ids.
    static func get(id: guint, value: UnsafeMutablePointer<GValue>?, axis: LayoutAxis?) -> Bool {
        guard id == propertyID else { return false }
        g_value_set_enum(value, gint(bitPattern: orientation(axis ?? .horizontal).rawValue))
        return true
    }

    /// Gives `widget` the style class of `axis`, `.horizontal` or `.vertical`, and takes the other away, as GTK's
    /// own orientable widgets carry them (`gtk_widget_update_orientation`, private to GTK).
    static func updateClasses(_ widget: UnsafeMutablePointer<GtkWidget>, _ axis: LayoutAxis) {
        gtk_widget_remove_css_class(widget, axis == .vertical ? "horizontal" : "vertical")
        gtk_widget_add_css_class(widget, axis == .vertical ? "vertical" : "horizontal")
    }

    /// Tells assistive technologies which way `widget` is laid out (`GTK_ACCESSIBLE_PROPERTY_ORIENTATION`).
    static func updateAccessible(_ widget: UnsafeMutablePointer<GtkWidget>, _ axis: LayoutAxis) {
        var property = GTK_ACCESSIBLE_PROPERTY_ORIENTATION
        var value = GValue()
        // GTK collects the token-valued accessible properties as plain ints, not as their enum type.
        g_value_init(&value, cgtk_type_int())
        g_value_set_int(&value, gint(bitPattern: orientation(axis).rawValue))
        gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &value)
        g_value_unset(&value)
    }
}
