import CGtk
import SegmentCore

/// The tab-strip parts of one SegmentBar: its settings, the close buttons' size and accessible buttons, the
/// dragged tab, the context menu and the action widgets (the close button's CSS nodes are the bar's, in
/// ``BarNodes``).
///
/// Owned by the bar's controller; every part is opt-in, so a bar that uses none of it draws and behaves as
/// before. Nothing here is per segment: close buttons are drawn and hit-tested by the bar, and only the
/// segments that have an accessible tab (those on screen) get an accessible close button.
@MainActor
final class TabStrip {
    private let bar: UnsafeMutablePointer<GtkWidget>

    /// Whether the user may drag segments to reorder them and move the selected one with the keyboard.
    var isReorderable = false
    /// Which segments show a close button.
    var closeButtons: CloseButtonPolicy = .none
    /// The icon of a pinned tab without one of its own (``SegmentBar/defaultIconName``).
    var defaultIconName = SegmentItem.pinnedIcon
    /// Whether any segment has an indicator icon (``SegmentItem/indicatorIcon``): the strip then keeps room for it
    /// at every tab's start.
    var hasIndicatorIcons = false
    /// The tab buttons' size and gap, read from the `button.close` node (or, in a strip without close buttons, the
    /// `button.tab-indicator` one) whenever the bar's style resolves: the room kept on each side of a tab.
    private(set) var buttonSpec = CloseButtonSpec()

    /// What the tabs keep after the pointer closed one, until it leaves the strip
    /// (``SegmentBarController/holdTabWidths(closing:)``); `nil` when they share the bar as usual.
    var heldTabs: TabWidthHold?
    /// The tab being dragged to a new place, once the press moved past the drag threshold.
    var reorder: TabReorder?
    /// Where the press that drags the tab began (view x), to know where the pointer is.
    var reorderPressX = 0.0
    /// Where the dragged tab's place began (content x) in the layout it was last drawn in, kept from the first edit
    /// of the segments until the next layout measures how far the edits moved it (``TabReorder/placeShift``).
    var reorderPlace: Double?
    /// The frame-clock callback scrolling the strip while a dragged tab is held near one of its ends; 0 for none.
    var autoscrollTick: guint = 0
    /// The frame time of the last autoscroll step, in seconds.
    var autoscrollTime: Double?
    /// A press on a tab's close button or activatable indicator icon; the button acts on release over it.
    var buttonPress: TabButtonPress?
    /// Whether a secondary-button press on a tab waits for its release to open the context menu.
    var menuPress = false
    /// The tab button under the pointer and its segment, as last drawn.
    var buttonHover: (button: TabButton, index: Int)?
    /// Called when an assistive technology clicks a tab's accessible close button or indicator icon, with which and
    /// its segment.
    var buttonClicked: ((TabButton, Int) -> Void)?
    /// Whether the bar has the strip's gestures (``SegmentBarController/installTabStripGestures()``).
    var hasGestures = false

    /// The context menu's model (`GMenuModel`), kept with a reference; `nil` for no context menu.
    private(set) var menuModel: UnsafeMutablePointer<GMenuModel>?
    /// The popover showing ``menuModel``, a child of the bar while it exists.
    private(set) var popover: UnsafeMutablePointer<GtkWidget>?
    /// The segment the context menu is open for (``SegmentBarController/menuTarget``).
    var menuTarget: Int?

    /// The widget at the start of the strip (GtkNotebook's and AdwTabBar's start action widget).
    private(set) var startWidget: UnsafeMutablePointer<GtkWidget>?
    /// The widget at the end of the strip.
    private(set) var endWidget: UnsafeMutablePointer<GtkWidget>?

    /// Accessible buttons named "Close <title>", one per on-screen segment that shows a close button.
    private let closeAccessibles: AccessibleButtons
    /// Accessible buttons over the activatable indicator icons on screen.
    private let indicatorAccessibles: AccessibleButtons
    /// Whether the bar was disposed: it takes no more child widgets.
    private(set) var disposed = false

    /// The tab-strip parts of the SegmentBar `bar`.
    init(bar: UnsafeMutablePointer<GtkWidget>) {
        self.bar = bar
        closeAccessibles = AccessibleButtons(bar: bar, cssName: "closebutton")
        indicatorAccessibles = AccessibleButtons(bar: bar, cssName: "indicatorbutton")
        closeAccessibles.clicked = { [unowned self] in self.buttonClicked?(.close, $0) }
        indicatorAccessibles.clicked = { [unowned self] in self.buttonClicked?(.indicator, $0) }
    }

    /// `style` with room for a button on each side of every tab when any segment shows a close button or an
    /// indicator icon; reads the CSS of `closeButton` (the `segment > button.close` node), or of `indicator` (the
    /// `segment > button.tab-indicator` node) in a strip without close buttons, first. Each node is asked for only
    /// then; the gap is on the side that faces the title.
    func reserving(
        _ style: SegmentStyle, closeButton: @autoclosure () -> CSSNode, indicator: @autoclosure () -> CSSNode
    ) -> SegmentStyle {
        if closeButtons != .none {
            let node = closeButton()
            buttonSpec = CloseButtonSpec(size: max(1, node.contentWidth), gap: Double(node.margin.left))
        } else if hasIndicatorIcons {
            let node = indicator()
            buttonSpec = CloseButtonSpec(size: max(1, node.contentWidth), gap: Double(node.margin.right))
        } else {
            return style
        }
        let reserved = style.reservingCloseButtons(buttonSpec)
        return hasIndicatorIcons ? reserved.reservingIndicatorIcons() : reserved
    }

    // MARK: Context menu

    /// Replaces the context menu's model; `nil` removes the context menu.
    func setMenuModel(_ model: UnsafeMutablePointer<GMenuModel>?) {
        if let model { g_object_ref(UnsafeMutableRawPointer(model)) }
        if let menuModel { g_object_unref(UnsafeMutableRawPointer(menuModel)) }
        menuModel = model
        // An open menu is closed, and unparented once idle as any closed menu is: unparented at once (its model
        // taken away while it showed), it left GTK's tooltip code a surface that was gone, and GTK logged two
        // criticals a moment later.
        if let popover, gtk_widget_get_visible(popover) != 0 {
            gtk_popover_popdown(gcast(popover))
        } else {
            dropPopover()
        }
    }

    /// Opens the context menu, named `name` (its tab's), pointing at `rect` (bar coordinates); false when there is
    /// no menu model.
    func popUpMenu(at rect: SegmentRect, name: String) -> Bool {
        guard let menuModel else { return false }
        // A new popover for each opening, so it opens on its first entry, as the first did: GTK 4.8's popover menu
        // gave the focus back to the entry it had last, or to one the app showed since (Pin Tab or Unpin Tab, as
        // the menu opens for a tab), and Menu then Return ran that entry's action. One still open is reused.
        if let popover, gtk_widget_get_visible(popover) == 0 { dropPopover() }
        let popover = self.popover ?? makePopover(menuModel)
        // Named after its tab, as a screen reader reads it: "README.md, menu".
        name.withCString { cgtk_accessible_set_string(OpaquePointer(popover), GTK_ACCESSIBLE_PROPERTY_LABEL, $0) }
        var target = GdkRectangle(
            x: gint(saturating: rect.x.rounded()), y: gint(saturating: rect.y.rounded()),
            width: max(1, gint(saturating: rect.width.rounded())),
            height: max(1, gint(saturating: rect.height.rounded())))
        gtk_popover_set_pointing_to(gcast(popover), &target)
        gtk_popover_popup(gcast(popover))
        return true
    }

    private func makePopover(_ model: UnsafeMutablePointer<GMenuModel>) -> UnsafeMutablePointer<GtkWidget> {
        let popover = gtk_popover_menu_new_from_model(model)!
        gtk_popover_set_has_arrow(gcast(popover), 0)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_parent(popover, bar)
        // Unparented once closed, when idle (not inside the release that chose an entry and closed it): GTK 4.8 on
        // X11 at times sent the next press on the bar to the closed popover still parented to it, so the first
        // click after a choice (a tab's speaker, another right click) did nothing.
        GtkSignals.popoverClosed.connect(popover) { [weak self] in
            MainLoop.whenIdle { [weak self] in
                guard let self, self.popover == popover, gtk_widget_get_visible(popover) == 0 else { return }
                self.dropPopover()
                self.menuClosed?()
            }
        }
        self.popover = popover
        return popover
    }

    /// Called once a closed menu is dropped, in the idle turn after it closed, so the entry chosen has run its
    /// action; not when another menu opened meanwhile.
    var menuClosed: (@MainActor () -> Void)?

    /// Closes the context menu if it is showing.
    func popDownMenu() {
        if let popover, gtk_widget_get_visible(popover) != 0 { gtk_popover_popdown(gcast(popover)) }
    }

    /// Whether the context menu is showing.
    var isMenuOpen: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    private func dropPopover() {
        guard let popover else { return }
        gtk_widget_unparent(popover)
        self.popover = nil
    }

    // MARK: Action widgets

    /// Replaces the start (`atStart`) or end action widget (one without a parent); `nil` removes it. The bar holds
    /// the widget as its child: the start widget as its first, the end widget before `next` (the overflow button),
    /// or last, in the order assistive technologies read them (``SegmentBarController/orderAccessibleChildren()``).
    func setActionWidget(
        _ widget: UnsafeMutablePointer<GtkWidget>?, atStart: Bool, before next: UnsafeMutablePointer<GtkWidget>?
    ) {
        let old = atStart ? startWidget : endWidget
        guard old != widget else { return }
        if let old { gtk_widget_unparent(old) }
        if let widget {
            if atStart {
                gtk_widget_insert_after(widget, bar, nil)
            } else {
                gtk_widget_insert_before(widget, bar, next)
            }
        }
        if atStart { startWidget = widget } else { endWidget = widget }
    }

    /// The natural length along the bar of the action widget at one end (its width, or its height in a vertical
    /// bar; 0 without one, or while it is hidden).
    func actionLength(atStart: Bool, along axis: LayoutAxis) -> Double {
        guard let widget = atStart ? startWidget : endWidget, gtk_widget_get_visible(widget) != 0 else { return 0 }
        return Self.natural(widget, axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
    }

    /// The larger action widget's natural breadth across the bar (its height, or its width in a vertical bar;
    /// 0 without any).
    func actionBreadth(across axis: LayoutAxis) -> Double {
        let orientation = axis == .horizontal ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        return [startWidget, endWidget].compactMap { $0 }.filter { gtk_widget_get_visible($0) != 0 }
            .map { Self.natural($0, orientation) }.max() ?? 0
    }

    /// `widget`'s natural size in `orientation`.
    private static func natural(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation) -> Double {
        var natural: gint = 0
        gtk_widget_measure(widget, orientation, -1, nil, &natural, nil, nil)
        return Double(natural)
    }

    /// Allocates the action widgets at the rectangles the core gave for the strip's ends, and presents the menu.
    func allocate(start: SegmentRect?, end: SegmentRect?) {
        for (widget, rect) in [(startWidget, start), (endWidget, end)] {
            guard let widget, let rect, gtk_widget_get_visible(widget) != 0 else { continue }
            var allocation = GtkAllocation(
                x: gint(saturating: rect.x.rounded()), y: gint(saturating: rect.y.rounded()),
                width: max(0, gint(saturating: rect.width.rounded())),
                height: max(0, gint(saturating: rect.height.rounded())))
            gtk_widget_size_allocate(widget, &allocation, -1)
        }
        if let popover { gtk_popover_present(gcast(popover)) }
    }

    /// Draws the action widgets over the strip.
    func snapshotActionWidgets(_ snapshot: OpaquePointer) {
        for widget in [startWidget, endWidget].compactMap({ $0 }) { gtk_widget_snapshot_child(bar, widget, snapshot) }
    }

    // MARK: Accessibility

    /// Gives each on-screen segment that shows a close button (`segments`) an accessible button named
    /// "Close <title>", placed over the button (`rects`, bar coordinates, in the order of `titles`).
    func updateAccessibleCloseButtons(titles: [String], rects: [SegmentRect], segments: [Int]) {
        // A disposed bar only lets go of them: one made after would be finalized with the bar, which GTK warns of.
        guard !disposed || titles.isEmpty else { return }
        // Translators: the name of a tab's close button, "Close Inbox".
        let names = titles.map { Translation.formatted("Close %s", $0) }
        closeAccessibles.update(names: names, rects: rects, segments: segments)
    }

    /// The accessible close buttons' names, in order (for tests).
    var accessibleCloseNames: [String] { closeAccessibles.names }

    /// Gives each on-screen segment whose indicator icon takes clicks (`segments`) an accessible button, named
    /// `names` and placed over the icon (`rects`, bar coordinates).
    func updateAccessibleIndicators(names: [String], rects: [SegmentRect], segments: [Int]) {
        guard !disposed || names.isEmpty else { return }
        indicatorAccessibles.update(names: names, rects: rects, segments: segments)
    }

    /// The accessible buttons' widgets, close buttons then indicator icons (for tests).
    var accessibleButtonWidgets:
        (close: [UnsafeMutablePointer<GtkWidget>], indicator: [UnsafeMutablePointer<GtkWidget>])
    {
        (closeAccessibles.widgets, indicatorAccessibles.widgets)
    }

    /// The accessible indicator buttons' names, in order (for tests).
    var accessibleIndicatorNames: [String] { indicatorAccessibles.names }

    /// Segment `index`'s accessible buttons in the order they show: its indicator icon's, then its close button.
    func accessibleButtons(for index: Int) -> [UnsafeMutablePointer<GtkWidget>] {
        [indicatorAccessibles.button(for: index), closeAccessibles.button(for: index)].compactMap { $0 }
    }

    /// An assistive technology clicked `button`: the close button or indicator icon it stands for, if it is one
    /// of this strip's, reports its click (``buttonClicked``).
    func accessibleClick(_ button: UnsafeMutablePointer<GtkWidget>) {
        closeAccessibles.click(button)
        indicatorAccessibles.click(button)
    }

    /// Unparents everything this strip added to the bar; part of the bar's dispose, safe to repeat.
    func dispose() {
        guard !disposed else { return }
        disposed = true
        dropPopover()
        setMenuModel(nil)
        setActionWidget(nil, atStart: true, before: nil)
        setActionWidget(nil, atStart: false, before: nil)
        updateAccessibleCloseButtons(titles: [], rects: [], segments: [])
        updateAccessibleIndicators(names: [], rects: [], segments: [])
    }
}
