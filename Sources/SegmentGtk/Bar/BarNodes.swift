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
///
/// Nodes of parts a bar may never draw (``Parts``: the pointer's boxes, dimmed titles, icons, titles over
/// a pill, badges, the keyboard focus outline, close buttons, a dragged tab's box, a drop's target) are made the first time the bar needs them (``make(_:)``):
/// each node is a widget with its own style and accessible object, about 0.1 M instructions before a plain
/// bar's first frame.
@MainActor
final class BarNodes {
    /// Parts whose nodes are made on first need.
    struct Parts: OptionSet {
        let rawValue: Int
        /// `segment:hover` and `segment:active`: the pointer is or was over the bar.
        static let pointer = Parts(rawValue: 1 << 0)
        /// `segment:disabled`: a segment is disabled.
        static let disabled = Parts(rawValue: 1 << 1)
        /// `segment > image`: a segment has an icon.
        static let icons = Parts(rawValue: 1 << 2)
        /// `indicator > label`: titles are drawn over a capsule or box indicator.
        static let titlesOnIndicator = Parts(rawValue: 1 << 3)
        /// `badge` and `badge.dot`: a segment has a badge.
        static let badges = Parts(rawValue: 1 << 4)
        /// `segment:focus-visible` and `segment:selected:focus-visible`: the bar has had the keyboard focus.
        static let focus = Parts(rawValue: 1 << 5)
        /// `segment > button.close` (plain, `:hover`, `:active`): the bar has had close buttons.
        static let closeButtons = Parts(rawValue: 1 << 6)
        /// `segment.dragged`: the bar has been reorderable.
        static let dragged = Parts(rawValue: 1 << 7)
        /// `segment > button.tab-indicator` (plain, `:hover`, `:active`): a segment has had an indicator icon.
        static let indicatorIcons = Parts(rawValue: 1 << 8)
        /// `segment:drop(active)`: the bar has accepted drops of the app's own values on its segments.
        static let dropTargets = Parts(rawValue: 1 << 9)
    }

    /// `segment`: unselected titles and icons.
    let segment: CSSNode
    /// `segment:selected`: the selected title's colour and font.
    let selected: CSSNode
    /// `indicator` (with the shape's class): the selection indicator's box.
    let indicator: CSSNode
    /// `separator`: lines between segments (always there: CSS alone decides whether they show).
    let separator: CSSNode
    /// `edge`: the fades at an overflowing bar's ends (`color`, `min-width`).
    let edge: CSSNode

    /// `segment:hover`: the title colour and the box drawn behind the segment under the pointer.
    var hover: CSSNode { node(.hover, of: .pointer) }
    /// `segment:active`: the title colour and the box drawn behind the pressed segment.
    var active: CSSNode { node(.active, of: .pointer) }
    /// `segment:selected:hover`: the box drawn behind the selected segment under the pointer, so a stylesheet's
    /// `segment:selected` box stays on it there, as on a checked button under the pointer.
    var selectedHover: CSSNode { node(.selectedHover, of: .pointer) }
    /// `segment:selected:active`: the box drawn behind the selected segment while it is pressed.
    var selectedActive: CSSNode { node(.selectedActive, of: .pointer) }
    /// `segment:disabled`: titles of disabled segments.
    var disabled: CSSNode { node(.disabled, of: .disabled) }
    /// `segment:focus-visible`: the keyboard focus outline around an unselected segment.
    var focus: CSSNode { node(.focus, of: .focus) }
    /// `segment:selected:focus-visible`: the focus outline around the selected segment.
    var selectedFocus: CSSNode { node(.selectedFocus, of: .focus) }
    /// `segment > image`: the icon size (`-gtk-icon-size`) and the gap to the title (`margin`).
    var image: CSSNode { node(.image, of: .icons) }
    /// `indicator > label`: titles drawn over a capsule or box indicator.
    var indicatorLabel: CSSNode { node(.indicatorLabel, of: .titlesOnIndicator) }
    /// `segment > button.close`: the close button's icon colour and size (`min-width`) and its gap
    /// (`margin-left`).
    var closeButton: CSSNode { node(.closeButton, of: .closeButtons) }
    /// `segment > button.close:hover`: the close button's box and colour under the pointer.
    var closeButtonHover: CSSNode { node(.closeButtonHover, of: .closeButtons) }
    /// `segment > button.close:active`: the close button's box and colour while pressed.
    var closeButtonActive: CSSNode { node(.closeButtonActive, of: .closeButtons) }
    /// `segment > button.tab-indicator`: an indicator icon's colour; in a strip without close buttons also the room
    /// kept for it (`min-width` its size, `margin-right` its gap to the title), which a closable strip takes from
    /// `button.close`.
    var tabIndicator: CSSNode { node(.tabIndicator, of: .indicatorIcons) }
    /// `segment > button.tab-indicator:hover`: an activatable indicator icon's box and colour under the pointer.
    var tabIndicatorHover: CSSNode { node(.tabIndicatorHover, of: .indicatorIcons) }
    /// `segment > button.tab-indicator:active`: an activatable indicator icon's box and colour while pressed.
    var tabIndicatorActive: CSSNode { node(.tabIndicatorActive, of: .indicatorIcons) }
    /// `segment.dragged:active`: the box a dragged tab is lifted on, opaque in the default stylesheet, so the titles
    /// it slides over do not show through it. One node with the tab's whole state, so a stylesheet's rules for it
    /// cascade as on any element (a plain `segment` box drew over the `.dragged` one).
    var dragged: CSSNode { node(.dragged, of: .dragged) }
    /// `segment.dragged:selected:active`: the same for the selected tab, which keeps a `segment:selected` box.
    var draggedSelected: CSSNode { node(.draggedSelected, of: .dragged) }
    /// `segment:drop(active)`: the box of the segment a value dragged over the bar would be dropped on.
    var dropTarget: CSSNode { node(.dropTarget, of: .dropTargets) }
    /// `badge`: count and text badges.
    var badge: CSSNode { node(.badge, of: .badges) }
    /// `badge.dot`: dot badges and the hint of a badge scrolled out of view.
    var badgeDot: CSSNode { node(.badgeDot, of: .badges) }

    /// The parts whose nodes exist.
    private(set) var parts: Parts = []
    private var lazyNodes: [(name: LazyNode, node: CSSNode)] = []
    private let bar: UnsafeMutablePointer<GtkWidget>
    /// Every node that is a direct child of the bar, in the order they were made.
    private var children: [UnsafeMutablePointer<GtkWidget>] = []
    /// Nodes nested in another node (`segment > image`, `indicator > label`, `segment > button.close`).
    private var nested: [UnsafeMutablePointer<GtkWidget>] = []
    private var disposed = false

    /// The nodes made on need, each under its name.
    private enum LazyNode {
        case hover, active, selectedHover, selectedActive, disabled, image, indicatorLabel, badge, badgeDot, focus,
            selectedFocus
        case closeButton, closeButtonHover, closeButtonActive, dragged, draggedSelected, dropTarget
        case tabIndicator, tabIndicatorHover, tabIndicatorActive
    }

    /// Creates the nodes every bar draws as children of `bar`; the others wait for ``make(_:)``.
    init(bar: UnsafeMutablePointer<GtkWidget>) {
        self.bar = bar
        var made: [UnsafeMutablePointer<GtkWidget>] = []
        func node(_ name: String, _ flags: GtkStateFlags = GTK_STATE_FLAG_NORMAL) -> CSSNode {
            CSSNode(widget: Self.child(of: bar, name, flags, into: &made))
        }
        segment = node("segment")
        selected = node("segment", GTK_STATE_FLAG_SELECTED)
        indicator = node("indicator")
        separator = node("separator")
        edge = node("edge")
        children = made
        keepState(selected.widget, GTK_STATE_FLAG_SELECTED)
    }

    /// A node named `name` for the state `flags` (and `cssClass`), a child of the bar after the other nodes, whose
    /// flags ``keepState(_:_:)`` keeps.
    private func stateChild(_ name: String, _ flags: GtkStateFlags, cssClass: String? = nil)
        -> UnsafeMutablePointer<GtkWidget>
    {
        let widget = Self.child(of: bar, name, flags, cssClass: cssClass, into: &children)
        keepState(widget, flags)
        return widget
    }

    /// Keeps `flags` on the state node `widget`: GTK takes `:hover` and `:active` (and `:disabled`, with the
    /// bar's own) from a widget's children when the widget loses them, so once the pointer had left the bar the
    /// `segment:hover` node was a plain `segment`, and no segment under the pointer, nor the tab of an open context
    /// menu, got its hover box again.
    private func keepState(_ widget: UnsafeMutablePointer<GtkWidget>, _ flags: GtkStateFlags) {
        GtkSignals.stateFlagsChanged.connect(widget) { _ in
            guard gtk_widget_get_state_flags(widget).rawValue & flags.rawValue != flags.rawValue else { return }
            gtk_widget_set_state_flags(widget, flags, 0)
        }
    }

    /// A new node named `name` with `flags` and `cssClass`, a child of `bar` right after the last node in
    /// `list`, or first when `list` is empty (so the nodes stay together before the bar's other children,
    /// whenever they are made), added to it.
    private static func child(
        of bar: UnsafeMutablePointer<GtkWidget>, _ name: String, _ flags: GtkStateFlags = GTK_STATE_FLAG_NORMAL,
        cssClass: String? = nil, into list: inout [UnsafeMutablePointer<GtkWidget>]
    ) -> UnsafeMutablePointer<GtkWidget> {
        let widget = StyleNode.make(cssName: name)
        if flags != GTK_STATE_FLAG_NORMAL { gtk_widget_set_state_flags(widget, flags, 0) }
        if let cssClass { cssClass.withCString { gtk_widget_add_css_class(widget, $0) } }
        gtk_widget_insert_after(widget, bar, list.last)
        list.append(widget)
        return widget
    }

    /// Makes the nodes of `wanted` that do not exist yet; returns whether it made any, after which the bar
    /// must read its CSS again. Call it outside a snapshot: a node is a child widget of the bar.
    @discardableResult
    func make(_ wanted: Parts) -> Bool {
        let missing = wanted.subtracting(parts)
        guard !missing.isEmpty, !disposed else { return false }
        parts.formUnion(missing)
        if missing.contains(.pointer) {
            lazyNodes.append(
                (.hover, CSSNode(widget: stateChild("segment", GTK_STATE_FLAG_PRELIGHT))))
            lazyNodes.append(
                (.active, CSSNode(widget: stateChild("segment", GTK_STATE_FLAG_ACTIVE))))
            for (name, state) in [
                (LazyNode.selectedHover, GTK_STATE_FLAG_PRELIGHT), (.selectedActive, GTK_STATE_FLAG_ACTIVE),
            ] {
                let flags = GtkStateFlags(GTK_STATE_FLAG_SELECTED.rawValue | state.rawValue)
                lazyNodes.append((name, CSSNode(widget: stateChild("segment", flags))))
            }
        }
        if missing.contains(.disabled) {
            let widget = stateChild("segment", GTK_STATE_FLAG_INSENSITIVE)
            lazyNodes.append((.disabled, CSSNode(widget: widget)))
        }
        if missing.contains(.icons) {
            // A real GtkImage, so `-gtk-icon-size` sizes it exactly as it sizes the icons of GTK's own widgets
            // (an empty one, ``StyleNode/makeImage()``), which tells the bar when a stylesheet restyles it.
            let image = StyleNode.makeImage()
            gtk_widget_set_parent(image, segment.widget)
            nested.append(image)
            lazyNodes.append((.image, CSSNode(widget: image)))
        }
        if missing.contains(.titlesOnIndicator) {
            let label = StyleNode.make(cssName: "label")
            gtk_widget_set_parent(label, indicator.widget)
            nested.append(label)
            lazyNodes.append((.indicatorLabel, CSSNode(widget: label)))
        }
        if missing.contains(.focus) {
            let focus = stateChild("segment", GTK_STATE_FLAG_FOCUS_VISIBLE)
            lazyNodes.append((.focus, CSSNode(widget: focus)))
            let selectedFlags = GTK_STATE_FLAG_SELECTED.rawValue | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue
            let selectedFocus = stateChild("segment", GtkStateFlags(selectedFlags))
            lazyNodes.append((.selectedFocus, CSSNode(widget: selectedFocus)))
        }
        if missing.contains(.closeButtons) {
            makeButtonNodes("close", [.closeButton, .closeButtonHover, .closeButtonActive])
        }
        if missing.contains(.indicatorIcons) {
            makeButtonNodes("tab-indicator", [.tabIndicator, .tabIndicatorHover, .tabIndicatorActive])
        }
        if missing.contains(.dragged) {
            let selected = GtkStateFlags(GTK_STATE_FLAG_SELECTED.rawValue | GTK_STATE_FLAG_ACTIVE.rawValue)
            for (name, flags) in [(LazyNode.dragged, GTK_STATE_FLAG_ACTIVE), (.draggedSelected, selected)] {
                let widget = stateChild("segment", flags, cssClass: "dragged")
                lazyNodes.append((name, CSSNode(widget: widget)))
            }
        }
        if missing.contains(.dropTargets) {
            let widget = stateChild("segment", GTK_STATE_FLAG_DROP_ACTIVE)
            lazyNodes.append((.dropTarget, CSSNode(widget: widget)))
        }
        if missing.contains(.badges) {
            lazyNodes.append((.badge, CSSNode(widget: Self.child(of: bar, "badge", into: &children))))
            lazyNodes.append(
                (.badgeDot, CSSNode(widget: Self.child(of: bar, "badge", cssClass: "dot", into: &children))))
        }
        return true
    }

    /// Makes `segment > button.cssClass` nodes called `names`: plain, `:hover` and `:active`.
    private func makeButtonNodes(_ cssClass: String, _ names: [LazyNode]) {
        let states = [GTK_STATE_FLAG_NORMAL, GTK_STATE_FLAG_PRELIGHT, GTK_STATE_FLAG_ACTIVE]
        for (name, flags) in zip(names, states) {
            let button = StyleNode.make(cssName: "button")
            cssClass.withCString { gtk_widget_add_css_class(button, $0) }
            if flags != GTK_STATE_FLAG_NORMAL {
                gtk_widget_set_state_flags(button, flags, 0)
                keepState(button, flags)
            }
            gtk_widget_set_parent(button, segment.widget)
            nested.append(button)
            lazyNodes.append((name, CSSNode(widget: button)))
        }
    }

    /// The node called `name`, with its `part` made first if it was missing (a late need, met in place).
    private func node(_ name: LazyNode, of part: Parts) -> CSSNode {
        make(part)
        // Made just above, so always found (the fallback only keeps this total).
        return lazyNodes.first { $0.name == name }?.node ?? segment
    }

    /// The CSS class of each indicator shape that has one, in ``IndicatorShape`` order.
    static let shapeClasses = ["underline", "capsule", "box", "dot", "triangle", "css", "custom"]

    /// The CSS class for `shape` (`underline`, `capsule`, `box`, `dot`, `triangle`, `css`, `custom`); `nil` for
    /// no indicator.
    static func cssClass(of shape: IndicatorShape) -> String? {
        switch shape {
        case .none: return nil
        case .underline: return "underline"
        case .capsule: return "capsule"
        case .box: return "box"
        case .dot: return "dot"
        case .triangle: return "triangle"
        case .css: return "css"
        case .custom: return "custom"
        }
    }

    /// Puts the indicator shape's class (see ``cssClass(of:)``) on the `indicator` node alone.
    func setIndicatorShape(_ shape: IndicatorShape) {
        let wanted = Self.cssClass(of: shape)
        for name in Self.shapeClasses where name != wanted {
            name.withCString { gtk_widget_remove_css_class(indicator.widget, $0) }
        }
        wanted?.withCString { gtk_widget_add_css_class(indicator.widget, $0) }
    }

    /// Gives each node a zero-size allocation, as GTK expects of every visible child.
    func allocate() {
        var zero = GtkAllocation(x: 0, y: 0, width: 0, height: 0)
        // Two loops, not `children + nested`: this runs on every allocation, and the sum is a new array.
        for node in children { gtk_widget_size_allocate(node, &zero, -1) }
        for node in nested { gtk_widget_size_allocate(node, &zero, -1) }
    }

    /// Unparents the nodes; part of the bar's dispose.
    ///
    /// Each node is kept (unparented) until the bar is finalized: a binding or `g_object_run_dispose()` may still
    /// call the disposed bar, whose style changes set classes on its nodes, and a freed node there was a use
    /// after free (seven GTK criticals for a style change). Nothing new is made after this (``make(_:)``).
    func dispose() {
        guard !disposed else { return }
        disposed = true
        for node in nested + children {
            g_object_ref(gcast(node))
            gtk_widget_unparent(node)
        }
    }

    isolated deinit {
        guard disposed else { return }
        for node in nested + children { g_object_unref(gcast(node)) }
    }
}
