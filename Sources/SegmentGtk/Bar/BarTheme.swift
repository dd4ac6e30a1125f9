import CGtk

/// The colours a SegmentBar draws with, read from CSS through probe nodes.
///
/// Each colour is the CSS `color` of one node, so an app restyles the bar
/// with ordinary CSS (see the README's node table). Probes are children of
/// the bar, allocated at zero size and never drawn.
struct BarColors {
    /// Unselected titles and icons (`segment`).
    var normal: GdkRGBA
    /// The selected title and icon (`segment:selected`).
    var selected: GdkRGBA
    /// Disabled titles (`segment:disabled`).
    var disabled: GdkRGBA
    /// The indicator (`indicator`).
    var indicator: GdkRGBA
    /// Text drawn over a capsule or box indicator (`indicator > label`-like `tracker-text` node).
    var onIndicator: GdkRGBA
    /// Badge pills and dots (`badge`).
    var badge: GdkRGBA
    /// Badge text (`badge-text`).
    var badgeText: GdkRGBA
    /// Separators and the bottom border (`separator`).
    var separator: GdkRGBA
    /// Hover and press feedback (`segment:hover`'s colour, drawn translucent behind the segment).
    var hover: GdkRGBA
    /// The background the edge fades of an overflowing bar blend into (`edge`).
    var edge: GdkRGBA
}

/// Owns the probe nodes and caches the colours they resolve to.
@MainActor
final class BarTheme {
    private enum Probe: CaseIterable {
        case normal, selected, disabled, hover, indicator, onIndicator, badge, badgeText, separator, edge
    }

    private var probes: [Probe: UnsafeMutablePointer<GtkWidget>] = [:]
    private var cached: BarColors?

    /// Creates the probes as children of `bar`.
    init(bar: UnsafeMutablePointer<GtkWidget>) {
        for probe in Probe.allCases {
            let name: String
            var flags = GTK_STATE_FLAG_NORMAL
            switch probe {
            case .normal: name = "segment"
            case .selected:
                name = "segment"
                flags = GTK_STATE_FLAG_SELECTED
            case .disabled:
                name = "segment"
                flags = GTK_STATE_FLAG_INSENSITIVE
            case .hover:
                name = "segment"
                flags = GTK_STATE_FLAG_PRELIGHT
            case .indicator: name = "indicator"
            case .onIndicator: name = "tracker-text"
            case .badge: name = "badge"
            case .badgeText: name = "badge-text"
            case .separator: name = "separator"
            case .edge: name = "edge"
            }
            let node = StyleNode.make(cssName: name)
            if flags != GTK_STATE_FLAG_NORMAL { gtk_widget_set_state_flags(node, flags, 0) }
            gtk_widget_set_parent(node, bar)
            probes[probe] = node
        }
    }

    /// The current colours, resolved once per CSS change.
    var colors: BarColors {
        if let cached { return cached }
        func color(_ probe: Probe) -> GdkRGBA {
            var rgba = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(probes[probe]), &rgba)
            return rgba
        }
        let resolved = BarColors(
            normal: color(.normal), selected: color(.selected), disabled: color(.disabled),
            indicator: color(.indicator), onIndicator: color(.onIndicator), badge: color(.badge),
            badgeText: color(.badgeText), separator: color(.separator), hover: color(.hover),
            edge: color(.edge))
        cached = resolved
        return resolved
    }

    /// Forgets the cached colours; called when the CSS of the bar changes (theme, dark mode, a provider).
    func invalidate() {
        cached = nil
    }

    /// Gives each probe a zero-size allocation, as GTK expects of every visible child.
    func allocate() {
        var zero = GtkAllocation(x: 0, y: 0, width: 0, height: 0)
        for node in probes.values { gtk_widget_size_allocate(node, &zero, -1) }
    }

    /// Unparents the probes; part of the bar's dispose.
    func dispose() {
        for node in probes.values { gtk_widget_unparent(node) }
        probes.removeAll()
    }
}
