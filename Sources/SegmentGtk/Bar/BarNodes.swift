import CGtk
import SegmentCore

/// The CSS nodes of a SegmentBar, one per part it draws, as GTK's own widgets have.
///
/// Each node is a light child of the bar that is never drawn as a widget:
/// the bar reads its colour, box and font once per style change
/// (``BarAppearance``) and draws its CSS box with `gtk_snapshot_render_background`
/// and `gtk_snapshot_render_frame` at the rectangles SegmentCore computes.
/// States the bar tracks itself (`:hover`, `:active`, `:selected`,
/// `:focus-visible`) are fixed on dedicated nodes; states GTK propagates
/// (`:disabled`, `:backdrop`, `:dir()`) reach every node from the bar.
@MainActor
final class BarNodes {
    /// `segment`: unselected titles and icons.
    let segment: CSSNode
    /// `segment:hover`: the title colour and the box drawn behind the segment under the pointer.
    let hover: CSSNode
    /// `segment:active`: the title colour and the box drawn behind the pressed segment.
    let active: CSSNode
    /// `segment:selected`: the selected title's colour and font.
    let selected: CSSNode
    /// `segment:disabled`: titles of disabled segments.
    let disabled: CSSNode
    /// `segment:focus-visible`: the keyboard focus outline around an unselected segment.
    let focus: CSSNode
    /// `segment:selected:focus-visible`: the focus outline around the selected segment.
    let selectedFocus: CSSNode
    /// `segment > image`: the icon size (`-gtk-icon-size`) and the gap to the title (`margin`).
    let image: CSSNode
    /// `indicator` (with the shape's class): the selection indicator's box.
    let indicator: CSSNode
    /// `indicator > label`: titles drawn over a capsule or box indicator.
    let indicatorLabel: CSSNode
    /// `separator`: lines between segments.
    let separator: CSSNode
    /// `badge`: count and text badges.
    let badge: CSSNode
    /// `badge.dot`: dot badges and the hint of a badge scrolled out of view.
    let badgeDot: CSSNode
    /// `edge`: the fades at an overflowing bar's ends (`color`, `min-width`).
    let edge: CSSNode

    /// Every node that is a direct child of the bar.
    private let children: [UnsafeMutablePointer<GtkWidget>]
    private var disposed = false

    /// Creates the nodes as children of `bar`.
    init(bar: UnsafeMutablePointer<GtkWidget>) {
        func node(_ name: String, _ flags: GtkStateFlags = GTK_STATE_FLAG_NORMAL, cssClass: String? = nil)
            -> UnsafeMutablePointer<GtkWidget>
        {
            let widget = StyleNode.make(cssName: name)
            if flags != GTK_STATE_FLAG_NORMAL { gtk_widget_set_state_flags(widget, flags, 0) }
            if let cssClass { gtk_widget_add_css_class(widget, cssClass) }
            gtk_widget_set_parent(widget, bar)
            return widget
        }
        let segment = node("segment")
        let indicator = node("indicator")
        children = [
            segment, node("segment", GTK_STATE_FLAG_PRELIGHT), node("segment", GTK_STATE_FLAG_ACTIVE),
            node("segment", GTK_STATE_FLAG_SELECTED), node("segment", GTK_STATE_FLAG_INSENSITIVE),
            node("segment", GTK_STATE_FLAG_FOCUS_VISIBLE),
            node("segment", GtkStateFlags(GTK_STATE_FLAG_SELECTED.rawValue | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue)),
            indicator, node("separator"), node("badge"), node("badge", cssClass: "dot"), node("edge"),
        ]
        self.segment = CSSNode(widget: segment)
        hover = CSSNode(widget: children[1])
        active = CSSNode(widget: children[2])
        selected = CSSNode(widget: children[3])
        disabled = CSSNode(widget: children[4])
        focus = CSSNode(widget: children[5])
        selectedFocus = CSSNode(widget: children[6])
        self.indicator = CSSNode(widget: indicator)
        separator = CSSNode(widget: children[8])
        badge = CSSNode(widget: children[9])
        badgeDot = CSSNode(widget: children[10])
        edge = CSSNode(widget: children[11])
        // A real GtkImage, so `-gtk-icon-size` sizes it exactly as it sizes the icons of GTK's own widgets.
        // An empty one: GTK sizes it from the CSS alone, where an image with an icon name would load the
        // icon theme to measure it (about 2 ms before a bar's first frame, with or without icons to draw).
        let image = gtk_image_new()!
        gtk_widget_set_parent(image, segment)
        self.image = CSSNode(widget: image)
        let label = StyleNode.make(cssName: "label")
        gtk_widget_set_parent(label, indicator)
        indicatorLabel = CSSNode(widget: label)
    }

    /// Puts the indicator shape's class (`underline`, `capsule`, `box`, `dot`, `triangle`, `css`, `custom`) on the
    /// `indicator` node alone.
    func setIndicatorShape(_ shape: IndicatorShape) {
        for (candidate, name) in [
            (IndicatorShape.underline, "underline"), (.capsule, "capsule"), (.box, "box"), (.dot, "dot"),
            (.triangle, "triangle"), (.css, "css"), (.custom, "custom"),
        ] {
            if candidate == shape {
                gtk_widget_add_css_class(indicator.widget, name)
            } else {
                gtk_widget_remove_css_class(indicator.widget, name)
            }
        }
    }

    /// Gives each node a zero-size allocation, as GTK expects of every visible child.
    func allocate() {
        var zero = GtkAllocation(x: 0, y: 0, width: 0, height: 0)
        for node in children { gtk_widget_size_allocate(node, &zero, -1) }
        gtk_widget_size_allocate(image.widget, &zero, -1)
        gtk_widget_size_allocate(indicatorLabel.widget, &zero, -1)
    }

    /// Unparents the nodes; part of the bar's dispose.
    func dispose() {
        guard !disposed else { return }
        disposed = true
        gtk_widget_unparent(image.widget)
        gtk_widget_unparent(indicatorLabel.widget)
        for node in children { gtk_widget_unparent(node) }
    }
}
