import CGtk
import SegmentCore

extension SegmentBarController {
    /// Makes the CSS nodes of the parts the items and style now draw, plus `extra` (``BarNodes/Parts``), and
    /// reads the CSS again when it made any, after adding the stylesheet parts they need; called when the
    /// items, the style, the orientation or the close buttons change, and on the pointer's first visit
    /// (`.pointer`).
    ///
    /// `scanning` are the items to look at for the parts items draw (icons, badges, disabled segments): all of
    /// them by default; after one item changed, that one alone, since nodes once made stay.
    func makeNeededNodes(_ extra: BarNodes.Parts = [], scanning items: [SegmentItem]? = nil) {
        var wanted = extra
        let shape = requestedStyle.indicator.shape
        if shape == .capsule || shape == .box { wanted.insert(.titlesOnIndicator) }
        if closeButtonPolicy != .none { wanted.insert(.closeButtons) }
        if tabStrip.hasIndicatorIcons { wanted.insert(.indicatorIcons) }
        if isReorderable { wanted.insert(.dragged) }
        if extraDrop != nil { wanted.insert(.dropTargets) }
        let perItem: BarNodes.Parts = [.disabled, .icons, .badges]
        if !nodes.parts.isSuperset(of: perItem) {
            for item in items ?? model.items {
                if !item.isEnabled { wanted.insert(.disabled) }
                if item.hasIconSlot { wanted.insert(.icons) }
                if item.badge != .none { wanted.insert(.badges) }
                if wanted.isSuperset(of: perItem) { break }
            }
        }
        let made = nodes.make(wanted)
        installStylesheetParts()
        if made { styleChanged() }
    }

    /// Adds the stylesheet parts the bar draws now to its display's stylesheet; also when the bar joins a window,
    /// which may put it in a header bar (``DefaultStylesheet/Part/headerBar``).
    ///
    /// Outside a window and a constructor (``DefaultStylesheet/holdLoads()``), only the parts that style the bar's
    /// own node are added at once (GTK reads that node before the bar's own code when the bar is measured); the
    /// others wait for the window, or for the bar's first read of its nodes' CSS
    /// (``installStylesheetPartsBeforeReading()``). Each added part has GTK parse the whole stylesheet again (about
    /// 0.2 ms): a tab strip made and then given close buttons, reordering, indicator icons and drops read it five
    /// times on the way to its first frame.
    func installStylesheetParts() {
        let parts = stylesheetParts
        let waits = gtk_widget_get_root(widget) == nil && !DefaultStylesheet.holdsLoads
        let asked = waits ? parts.intersection(.stylingTheBar) : parts
        // What was read from CSS before may lack the parts that wait: read again after them, measuring again if
        // what the layout uses changed.
        if asked != parts { styleChanged() }
        DefaultStylesheet.install(for: gtk_widget_get_display(widget), parts: asked)
    }

    /// Adds every part the bar draws now before it reads its nodes' CSS: a bar outside a window has waited with
    /// those that style only them (``installStylesheetParts()``).
    func installStylesheetPartsBeforeReading() {
        guard gtk_widget_get_root(widget) == nil else { return }
        DefaultStylesheet.install(for: gtk_widget_get_display(widget), parts: stylesheetParts)
    }

    /// Makes the focus outline's nodes (``BarNodes/Parts/focus``) when the bar first has the keyboard focus;
    /// called on every change of the bar's state flags, `FOCUSED` among them.
    ///
    /// Most bars in an app never take the focus, and each node is a widget GTK styles before the first frame.
    func makeFocusNodesOnFirstFocus() {
        // The FOCUSED flag, not gtk_widget_has_focus(): GTK 4.8 sets the flag before it records the focus.
        let focused = gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUSED.rawValue != 0
        if focused { nodes.make(.focus) }
    }
}

extension SegmentBarController {
    /// The parts of the default stylesheet this bar draws now (``DefaultStylesheet/Part``).
    var stylesheetParts: DefaultStylesheet.Part {
        var parts: DefaultStylesheet.Part = []
        switch SegmentStyle.familyName(of: requestedStyle) {
        case "capsule": parts.insert(.capsule)
        case "cursor": parts.insert(.cursor)
        case "icons": parts.insert(.iconsPreset)
        default: break
        }
        switch requestedStyle.indicator.shape {
        case .dot, .box, .triangle, .css, .custom: parts.insert(.shapes)
        case .none, .underline, .capsule: break
        }
        if axis == .vertical { parts.insert(.vertical) }
        if closeButtonPolicy != .none { parts.insert(.closeButtons) }
        if tabStrip.hasIndicatorIcons { parts.insert(.tabIndicators) }
        if isReorderable { parts.insert(.reordering) }
        if extraDrop != nil { parts.insert(.dropTargets) }
        if nodes.parts.contains(.icons) { parts.insert(.images) }
        if nodes.parts.contains(.badges) { parts.insert(.badges) }
        if isInHeaderLikeBar { parts.insert(.headerBar) }
        return parts
    }

    /// Whether a header bar, a search bar or an action bar holds the bar: a widget whose CSS node is `headerbar`,
    /// `searchbar` or `actionbar`, the nodes the header part's rules select. GTK's GtkHeaderBar is one, and so is
    /// libadwaita's AdwHeaderBar, which is no GtkHeaderBar.
    private var isInHeaderLikeBar: Bool {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if let name = gtk_widget_get_css_name(current),
                strcmp(name, "headerbar") == 0 || strcmp(name, "searchbar") == 0 || strcmp(name, "actionbar") == 0
            {
                return true
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return false
    }
}
