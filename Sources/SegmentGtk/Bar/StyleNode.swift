import CGtk

/// A light child widget that exists for its CSS node and its accessibility role, never for drawing.
///
/// GTK 4.8 has no public CSS nodes without widgets and no custom
/// accessible objects, so SegmentBar uses these: one node per part it draws
/// (`segment:selected`, `indicator`, `badge`, … see ``BarNodes``), whose CSS it
/// reads and renders, and one `segment` node per visible segment with the tab role.
@MainActor
enum StyleNode {
    private static let registration = WidgetType(name: "SegmentKitNode", setUpClass: forwardRestyles)

    /// Has the node class `widgetClass`, a direct subclass of GtkWidget, tell its bar when its CSS changes.
    ///
    /// A stylesheet may restyle only these nodes (`segmentbar > indicator { … }`), which does not change the
    /// bar's own style, so each node tells its bar to read its CSS again. ``ActionNode``'s kinds are classes of
    /// their own beside this one (a Swift-registered type is not subclassed by another: ``WidgetType`` chains
    /// dispose and finalize to the parent of the instance's registration).
    static func forwardRestyles(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        widgetClass.pointee.css_changed = { widget, change in
            MainActor.assumeIsolated {
                let widgetType: UnsafeMutablePointer<GtkWidgetClass> = gcast(g_type_class_peek(gtk_widget_get_type()))
                widgetType.pointee.css_changed?(widget, change)
                StyleNode.restyled(widget)
            }
        }
    }

    /// The `image` node's type: a GtkImage, which GTK sizes from `-gtk-icon-size` (a plain node ignores it), that
    /// tells its bar of restyles as the other nodes do. Registered when a bar first shows an icon.
    private static let imageRegistration: WidgetType = WidgetType(
        name: "SegmentKitImageNode", parent: gtk_image_get_type(),
        setUpClass: { widgetClass in
            widgetClass.pointee.css_changed = { widget, change in
                MainActor.assumeIsolated {
                    StyleNode.imageRegistration.parentClass?.pointee.css_changed?(widget, change)
                    StyleNode.restyled(widget)
                }
            }
        })

    /// Tells the bar above `widget` that its CSS changed. Nodes nest (`segment > image`, `indicator > label`):
    /// the bar is the nearest SegmentBar above.
    private static func restyled(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        SegmentBarType.controller(above: widget)?.styleChanged()
    }

    /// Creates a floating, empty `image` node: GTK sizes it from the CSS alone, where an image with an icon name
    /// would load the icon.
    static func makeImage() -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget> = gcast(imageRegistration.make())
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_can_focus(widget, 0)
        return widget
    }

    /// Creates a floating node widget named `cssName` with an accessible `role`, of the node type or of `type`,
    /// another node class (``forwardRestyles(_:)``).
    static func make(
        cssName: String, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_PRESENTATION, type: GType? = nil
    ) -> UnsafeMutablePointer<GtkWidget> {
        var values = [GValue(), GValue()]
        g_value_init(&values[0], cgtk_type_string())
        cssName.withCString { g_value_set_string(&values[0], $0) }
        g_value_init(&values[1], gtk_accessible_role_get_type())
        g_value_set_enum(&values[1], gint(role.rawValue))
        let object = ["css-name", "accessible-role"].withCStringArray { names in
            g_object_new_with_properties(type ?? registration.type, 2, names, values)
        }
        for index in values.indices { g_value_unset(&values[index]) }
        let widget: UnsafeMutablePointer<GtkWidget> = gcast(object)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_can_focus(widget, 0)
        return widget
    }
}
