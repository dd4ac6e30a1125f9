import CGtk

/// A light child of a bar that stands for a part the bar draws itself and offers that part's one action to
/// assistive technologies, as a GtkStackSwitcher button offers "click".
///
/// GTK 4.8's AT-SPI bridge offers a widget's own actions, named `group.name`. Each kind of node is a node class
/// (``StyleNode/forwardRestyles(_:)``) whose action is installed on the class, which GTK keeps once per class: a node
/// needs no action group, action, closure and signal handler of its own, as each of a bar's tabs (one per segment on
/// screen) had. Activated, the action goes to the nearest bar, whose controller hands it to the owner of the node
/// (``SegmentBarController/accessibleActionActivated(_:)``).
@MainActor
enum ActionNode {
    /// What a node stands for, and so which action it offers.
    enum Kind {
        /// A tab, whose `tab.select` selects its segment as a click does.
        case tab
        /// A button the bar draws (a close button, an indicator icon), whose `button.click` acts as a click on it.
        case button
    }

    private static let tabRegistration = register("SegmentKitTabNode", action: "tab.select")
    private static let buttonRegistration = register("SegmentKitButtonNode", action: "button.click")

    /// Creates a floating node of `kind` named `cssName` with an accessible `role`.
    static func make(_ kind: Kind, cssName: String, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        let registration =
            switch kind {
            case .tab: tabRegistration
            case .button: buttonRegistration
            }
        return StyleNode.make(cssName: cssName, role: role, type: registration.type)
    }

    /// Registers `name`, a node type offering `action`.
    private static func register(_ name: String, action: String) -> WidgetType {
        WidgetType(name: name) { widgetClass in
            StyleNode.forwardRestyles(widgetClass)
            // GTK copies the name; the handler finds its node's bar, so it captures nothing.
            action.withCString {
                gtk_widget_class_install_action(widgetClass, $0, nil) { widget, _, _ in
                    MainActor.assumeIsolated { ActionNode.activated(widget) }
                }
            }
        }
    }

    /// The action of `node` was activated: tells the nearest bar above it. A node outside any bar does nothing.
    private static func activated(_ node: UnsafeMutablePointer<GtkWidget>?) {
        guard let node else { return }
        SegmentBarType.controller(above: node)?.accessibleActionActivated(node)
    }
}
