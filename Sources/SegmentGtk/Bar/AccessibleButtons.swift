import CGtk
import SegmentCore

/// Accessible buttons a bar places over buttons it draws itself (its tabs' close buttons and indicator icons), so
/// assistive technologies find each by name where it is on screen, and can click it.
///
/// Each is a light child of the bar with the button role and no drawing of its own; only the segments on screen
/// have one. Its action `button.click`, which GTK's AT-SPI bridge offers as the button's action (GTK exports a
/// widget's own actions), calls ``clicked`` with the button's segment: a screen reader's "click" closes the tab or
/// mutes it as the pointer does.
@MainActor
final class AccessibleButtons {
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let cssName: String
    /// The buttons, in order.
    private(set) var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    /// The buttons' names, in order.
    private(set) var names: [String] = []
    /// The segment of each button, in order.
    private var segments: [Int] = []
    /// Called with a button's segment when an assistive technology clicks it.
    var clicked: ((Int) -> Void)?

    /// Buttons of `bar` with the CSS name `cssName`; not "button": the theme's button rules (padding, minimum size)
    /// would shrink them below their place.
    init(bar: UnsafeMutablePointer<GtkWidget>, cssName: String) {
        self.bar = bar
        self.cssName = cssName
    }

    /// Makes one button per name, named so, placed at the rectangle of the same place in `rects` (bar coordinates)
    /// and standing for the segment of the same place in `segments`; the others go.
    func update(names newNames: [String], rects: [SegmentRect], segments: [Int]) {
        self.segments = segments
        while widgets.count < newNames.count {
            // Its `button.click` action comes back through the bar to ``click(_:)``.
            let button = ActionNode.make(.button, cssName: cssName, role: GTK_ACCESSIBLE_ROLE_BUTTON)
            gtk_widget_set_parent(button, bar)
            widgets.append(button)
            names.append("\u{0}")
        }
        while widgets.count > newNames.count {
            gtk_widget_unparent(widgets.removeLast())
            names.removeLast()
        }
        for (slot, name) in newNames.enumerated() {
            if names[slot] != name {
                name.withCString {
                    cgtk_accessible_set_string(OpaquePointer(widgets[slot]), GTK_ACCESSIBLE_PROPERTY_LABEL, $0)
                }
                names[slot] = name
            }
            let rect = rects[slot]
            var allocation = GtkAllocation(
                x: gint(saturating: rect.x.rounded()), y: gint(saturating: rect.y.rounded()),
                width: max(0, gint(saturating: rect.width.rounded())),
                height: max(0, gint(saturating: rect.height.rounded())))
            gtk_widget_size_allocate(widgets[slot], &allocation, -1)
        }
    }

    /// The button standing for segment `index`, if it has one.
    func button(for index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard let slot = segments.firstIndex(of: index), slot < widgets.count else { return nil }
        return widgets[slot]
    }

    /// An assistive technology clicked `button`: calls ``clicked`` with its segment, if it is one of these buttons
    /// and still has one.
    func click(_ button: UnsafeMutablePointer<GtkWidget>) {
        guard let slot = widgets.firstIndex(of: button), slot < segments.count else { return }
        clicked?(segments[slot])
    }
}
