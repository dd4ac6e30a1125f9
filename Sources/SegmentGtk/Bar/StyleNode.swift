import CGtk

/// A light child widget that exists for its CSS node and its accessibility role, never for drawing.
///
/// GTK 4.8 has no public CSS nodes without widgets and no custom
/// accessible objects, so SegmentBar uses these: one node per part it draws
/// (`segment:selected`, `indicator`, `badge`, … see ``BarNodes``), whose CSS it
/// reads and renders, and one `segment` node per visible segment with the tab role.
@MainActor
enum StyleNode {
    private static let registration: WidgetType = WidgetType(
        name: "SegmentKitNode",
        setUpClass: { widgetClass in
            // A stylesheet may restyle only these nodes (`segmentbar > indicator { … }`), which does not
            // change the bar's own style, so each node tells its bar to read its CSS again.
            widgetClass.pointee.css_changed = { widget, change in
                MainActor.assumeIsolated {
                    StyleNode.registration.parentClass?.pointee.css_changed?(widget, change)
                    // Nodes nest (`segment > image`, `indicator > label`): the bar is the nearest SegmentBar above.
                    var ancestor = gtk_widget_get_parent(widget)
                    while let current = ancestor, SegmentBarType.controller(current) == nil {
                        ancestor = gtk_widget_get_parent(current)
                    }
                    SegmentBarType.controller(ancestor)?.styleChanged()
                }
            }
        })

    /// Creates a floating node widget named `cssName` with an accessible `role`.
    static func make(cssName: String, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_PRESENTATION)
        -> UnsafeMutablePointer<GtkWidget>
    {
        var values = [GValue(), GValue()]
        g_value_init(&values[0], cgtk_type_string())
        cssName.withCString { g_value_set_string(&values[0], $0) }
        g_value_init(&values[1], gtk_accessible_role_get_type())
        g_value_set_enum(&values[1], gint(role.rawValue))
        let object = ["css-name", "accessible-role"].withCStringArray { names in
            g_object_new_with_properties(registration.type, 2, names, values)
        }
        for index in values.indices { g_value_unset(&values[index]) }
        let widget: UnsafeMutablePointer<GtkWidget> = gcast(object)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_can_focus(widget, 0)
        return widget
    }
}
