import CGtk
import SegmentCore

/// The state behind one SegmentBar widget: model, style, layout, motion and input.
///
/// Owned by its GObject instance (created in `instance_init`, released in
/// `finalize`), so it lives exactly as long as the widget. All geometry
/// comes from ``SegmentLayout``; this class only feeds it sizes and events
/// and turns its rectangles into render nodes.
@MainActor
final class SegmentBarController: WidgetController, DigitSelecting, PageMoving {
    /// The GtkWidget this controller belongs to; valid for the controller's whole life.
    let widget: UnsafeMutablePointer<GtkWidget>

    private(set) var model = SegmentModel() {
        didSet { modelChanged(from: oldValue) }
    }
    /// The one item being replaced, inserted or removed, while ``model`` changes: ``modelChanged(from:)`` then
    /// looks at that item alone.
    private var edit: ItemEdit?
    /// An edit of one item (``replace(at:with:)``, ``insert(_:at:)``, ``remove(at:)``).
    private enum ItemEdit {
        case replaced(Int)
        case inserted(Int)
        case removed(Int)
    }

    /// Runs `body`, which changes ``model`` by `edit` alone, with ``edit`` set; nothing of the app's runs inside.
    private func editing<R>(_ edit: ItemEdit, _ body: () throws(SegmentError) -> R) throws(SegmentError) -> R {
        self.edit = edit
        defer { self.edit = nil }
        return try body()
    }
    /// The style the app set: its behaviour (width mode, indicator width, elasticity, scrolling) and its
    /// CSS class; its appearance fields are replaced by CSS in ``style``.
    var requestedStyle: SegmentStyle = .underline {
        didSet {
            guard requestedStyle != oldValue else { return }
            resolvedStyle = nil
            invalidateMetrics()
            updateStyleClasses()
            makeNeededNodes()
            SegmentBarType.properties.notify(
                widget, .styleName, from: SegmentStyle.presetName(of: oldValue),
                to: SegmentStyle.presetName(of: requestedStyle))
            notifyWidthMode(from: oldValue.widthMode)
        }
    }
    /// The width mode the style had before a fixed width or count replaced it (``notifyWidthMode(from:)``), which
    /// `segment-width` 0 and `segments-per-view` 0 restore.
    var widthModeBeforeFixing: WidthMode?
    /// What the core lays out with: ``requestedStyle`` with its appearance read from CSS, once per style change.
    var style: SegmentStyle {
        if let resolvedStyle { return resolvedStyle }
        let resolved = tabStrip.reserving(
            requestedStyle.withAppearance(appearance.metrics), closeButton: nodes.closeButton,
            indicator: nodes.tabIndicator)
        resolvedStyle = resolved
        return resolved
    }
    private var resolvedStyle: SegmentStyle?
    /// The bar's CSS, read once per style change (see ``styleChanged()``).
    var appearance: BarAppearance {
        if let appearanceStorage { return appearanceStorage }
        installStylesheetPartsBeforeReading()
        let read = BarAppearance(nodes: nodes, bar: CSSNode(widget: widget), direction: direction)
        appearanceStorage = read
        return read
    }
    private(set) var appearanceStorage: BarAppearance?
    /// Reads the CSS after a restyle reported by ``styleChanged()``, and drops the measurements when what the
    /// core lays out with changed; called before metrics are used (measuring, laying out).
    func settleRestyle() {
        guard restylePending else { return }
        restylePending = false
        if appearance.metrics != metricsBeforeRestyle { dropMetrics() }
    }
    /// Whether ``styleChanged()`` reported a restyle that has not been read yet.
    var restylePending = false
    /// What the core laid out with before that restyle (`nil` when nothing had been read), compared with
    /// the CSS once it is next read.
    var metricsBeforeRestyle: BarAppearance.Metrics?

    /// Forgets what was read from CSS, so the next use reads it again.
    func forgetAppearance() {
        appearanceStorage = nil
        resolvedStyle = nil
    }
    /// How arrow keys behave.
    var activationMode: ActivationMode = .automatic {
        didSet { SegmentBarType.properties.notify(widget, .activationMode, from: oldValue, to: activationMode) }
    }
    /// The axis the segments are laid out along (`orientation`, GtkOrientable); see ``axisChanged(from:)``.
    var axis: LayoutAxis = .horizontal {
        didSet { axisChanged(from: oldValue) }
    }
    /// Where a pager placed this bar (`nil` for a bar on its own): after the pages (`.bottom`, `.end`) the
    /// indicator and the underline's border turn to the edge facing them.
    var pagerPlacement: BarPlacement? {
        didSet { pagerPlacementChanged(from: oldValue) }
    }
    /// Whether a press selects at once, before the release (`SegmentBar.selectsOnPress`).
    var selectsOnPress = false {
        didSet { SegmentBarType.properties.notify(widget, .selectsOnPress, from: oldValue, to: selectsOnPress) }
    }
    /// Whether a drag that starts anywhere on the bar moves the tracker (`SegmentBar.dragsTrackerFromAnywhere`).
    var dragsTrackerFromAnywhere = false {
        didSet {
            SegmentBarType.properties.notify(
                widget, .dragsTrackerFromAnywhere, from: oldValue, to: dragsTrackerFromAnywhere)
        }
    }
    /// Length of the selection animation in seconds.
    var animationDuration = 0.2 {
        didSet { SegmentBarType.properties.notify(widget, .animationDuration, from: oldValue, to: animationDuration) }
    }

    /// Measured content of each item; `nil` means "measure everything again".
    private var metrics: [ItemMetrics]? {
        didSet { naturalLengths = nil }
    }
    /// The natural lengths along and across the bar for ``metrics``, with the style and axis they were found
    /// for: GTK measures a bar on every resize and relayout (in a swipe, whenever a tab comes or goes), and
    /// each length is a pass over every segment's metrics (with `-Osize`, 3.7 ms of one swipe frame at
    /// 100,000 segments).
    var naturalLengths: (style: SegmentStyle, axis: LayoutAxis, main: Double, least: Double, cross: Double)?
    /// Items whose estimated metrics an exact measurement confirmed; emptied whenever indices or metrics are redone.
    private var confirmedEstimates = Set<Int>()
    private(set) var layout: SegmentLayout?
    private var measurerStorage: PangoMeasurer?
    private var sizes = MeasurementCache()
    /// How many text sizes the bar remembers (``MeasurementCache/trim(forItemCount:)`` bounds them).
    var measuredTextCount: Int { sizes.count }
    let texts = TextLayoutCache()
    /// The segments' icons and indicator icons, and a tab's close icon.
    private(set) lazy var icons = IconCache { [unowned self] in
        var names: Set<String> = [Self.closeIconName]
        for item in model.items {
            if let icon = iconName(of: item, selected: false) { names.insert(icon) }
            if let icon = item.selectedIcon { names.insert(icon) }
            if let icon = item.indicatorIcon { names.insert(icon.iconName) }
        }
        return names
    }
    /// The theme icon of a tab's close button.
    static let closeIconName = "window-close-symbolic"
    let nodes: BarNodes
    let tabs: SegmentTabs
    /// The `use-underline` state, the window's mnemonics-visible state and the Alt+letter shortcuts.
    let mnemonics: BarMnemonics
    let overflow: OverflowMenu
    /// Close buttons, reordering, the context menu and the action widgets (all opt-in).
    let tabStrip: TabStrip
    /// Whether an overflowing bar shows a menu button listing every segment.
    var showsOverflowMenu = true {
        didSet {
            guard showsOverflowMenu != oldValue else { return }
            needsLayout()
            SegmentBarType.properties.notify(widget, .showsOverflowMenu)
        }
    }
    /// Set when items, metrics or style changed since the layout was built.
    private var layoutIsStale = true
    /// An image drawn as the capsule/box tracker instead of its colour (`SegmentBar.setTrackerImage`).
    var trackerTexture: OpaquePointer? {
        didSet {
            if let oldValue { unref(oldValue) }
            gtk_widget_queue_draw(widget)
        }
    }
    /// Draws the `custom` indicator shape (`SegmentBar.setIndicatorDrawer`); `nil` draws it as CSS.
    var indicatorDrawer: (@MainActor (IndicatorDrawing) -> Void)? {
        didSet { gtk_widget_queue_draw(widget) }
    }
    /// A `GdkPaintable` drawn under the segments across the whole bar (`SegmentBar.backgroundImage`); one reference.
    var backgroundImage: OpaquePointer? {
        didSet {
            guard backgroundImage != oldValue else { return }
            if let oldValue { unref(oldValue) }
            gtk_widget_queue_draw(widget)
            SegmentBarType.properties.notify(widget, .backgroundImage)
        }
    }
    /// Where the overflow menu button sits, in view coordinates; `nil` while it is hidden.
    private(set) var menuRect: SegmentRect?

    /// The fractional position the indicator is drawn at: the bar's own, or its owner's when linked.
    ///
    /// Every change is notified as `position` at once, from wherever it came (a frame, a drag, an edit).
    var position: Double = 0 {
        didSet { SegmentBarType.properties.notify(widget, .position, from: oldValue, to: position) }
    }
    /// The pages that own this bar's position when it is part of a pager; `nil` for a bar on its own.
    var positionOwner: (any BarPositionOwner)? { pager }
    /// The current scroll offset in content coordinates.
    var scrollOffset: Double = 0 {
        didSet { SegmentBarType.properties.notify(widget, .scrollOffset, from: oldValue, to: scrollOffset) }
    }
    /// The running animation, if any.
    var motion: Motion?
    /// How many of the app's edits are running, one inside another (``guarded(_:_:)``).
    private var editNesting = 0
    /// How many edits handlers asked for inside the outermost edit running now.
    private var editsFromHandlers = 0
    /// Whether a linked bar's owner is moving its pages (``follow(_:ownerMoving:)``).
    var ownerMoving = false
    /// The segments whose `close-requested` handlers are running, the innermost last, followed through the edits
    /// the handlers make as the press is (``indicesFollow(_:)``); `nil` once a handler removed the segment or
    /// replaced every item (``requestClose(_:)``).
    var closeRequests: [Int?] = []
    /// The changes whose signals wait for a pager's edit to finish (``holdingSignals(_:)``); `nil` outside one.
    private var heldChanges: [SelectionChange]?
    var tickID: guint = 0
    /// Measures exactly with the layouts that will draw the titles (see ``TextLayoutCache``).
    lazy var drawingMeasurer = DrawingLayoutMeasurer(bar: self)
    /// Measures the segments within ``tabMargin`` of the view exactly right after the frame, so they are
    /// exact before they can slide in without an allocation, while the frame itself measures only what it shows.
    private lazy var marginRefinement = DeferredWork { [weak self] in
        guard let self, self.refineEstimates(margin: Self.tabMargin) else { return }
        gtk_widget_queue_allocate(self.widget)
    }
    /// Re-places the tabs once a move rests; moves are drawn at once, without an allocation.
    lazy var settledAllocation = SettledAllocation(widget: widget)

    /// Where the pointer is over the bar, `nil` when it is elsewhere: `along` the bar (view x, or view y in a
    /// vertical bar), where segments are found, and `across` it, which a sidebar's close buttons need.
    var pointer: (along: Double, across: Double)?
    /// The segment under the pointer, derived on each use so a segment that scrolls away loses the highlight.
    ///
    /// None while the pointer is over the overflow button or an action widget: they cover the segment
    /// scrolled under them, which a click there does not reach either (``pressBegan(x:across:)``).
    var hoverIndex: Int? {
        guard let x = pointer?.along, !isOverChildWidget(x) else { return nil }
        return index(atX: x)
    }
    var pressedIndex: Int?
    /// The segment with the keyboard focus ring in manual activation mode.
    var focusIndex: Int? {
        didSet { if focusIndex == nil { forgetTold() } }
    }
    /// Whether the bar's accessible description holds what it told a screen reader (``tell(_:)``).
    var isTelling = false
    var drag: DragState?
    /// The press-and-drag gesture (``installControllers()``), reset when the bar leaves the screen mid-drag.
    var dragGesture: OpaquePointer?
    /// The last click that activated a segment, for double clicks.
    var lastClick: LastClick?
    /// The frame-clock callback that turns loading segments' spinners; 0 while none is on screen.
    var spinnerTick: guint = 0
    /// Whether the last frame drew a spinner, so the tick goes on.
    var drewSpinner = false
    /// Whether the keyboard was used in the bar since the last press of the pointer: the focus ring shows then.
    var keyboardFocusShown = false
    /// Whether the bar has its key shortcuts (``SegmentBarType/focusShortcuts``): since the focus first entered it.
    var hasFocusShortcuts = false
    var dropHover: (index: Int, source: guint)?
    /// The segment a drag resting on it selected (``dropHovered(x:)``), while that drag is over the bar
    /// (``dragEnded()``): the strip does not scroll it away from the pointer.
    var dropHoverSelection: Int?
    /// The drop target for the app's own values (``setUpExtraDropTarget(actions:types:)``), if it set one up.
    var extraDrop: ExtraDropTarget?
    /// The pager this bar belongs to, if any: edits through the bar's handle or properties go to it, so its
    /// pages follow (see ``SegmentBar``).
    weak var pager: SegmentedPagerController?

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        // The core rules; the parts the items and style need follow from ``makeNeededNodes(_:)``.
        DefaultStylesheet.install(for: gtk_widget_get_display(widget))
        nodes = BarNodes(bar: widget)
        tabs = SegmentTabs(bar: widget)
        mnemonics = BarMnemonics(bar: widget)
        overflow = OverflowMenu(bar: widget)
        tabStrip = TabStrip(bar: widget)
        overflow.madeLater = { [unowned self] in self.needsLayout() }
        tabStrip.buttonClicked = { [unowned self] in self.accessibleButtonClicked($0, $1) }
        // As AdwTabView's `setup-menu` with no page: an action shared with a key shortcut (`menu-target` or else the
        // selected tab) acted on the tab of a menu closed long before.
        tabStrip.menuClosed = { [unowned self] in
            self.menuTarget = nil
            gtk_widget_queue_draw(self.widget)
        }
        tabs.activated = { [unowned self] in self.activate($0) }
        tabs.trailingChild = { [unowned self] in self.trailingChild }
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        // A tab list without a label is read by its class name ("SegmentBar"); apps name theirs (`gtk_accessible_update_property`).
        // Translators: the name of a bar of segments (a tab list) that its app did not name.
        let name = Translation.string("Segments")
        // Through withCString: a Swift string passed straight to C is first copied into a new array.
        name.withCString { cgtk_accessible_set_string(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, $0) }
        installControllers()
        installTooltips()
        disableTabStripActions()
        updateStyleClasses()
        updateOrientationClasses()
    }

    var direction: LayoutDirection {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    var measurer: PangoMeasurer {
        if let measurerStorage { return measurerStorage }
        let created = PangoMeasurer(
            widget: widget, fonts: appearance.metrics.fonts, mnemonic: mnemonics.measuringMode)
        measurerStorage = created
        return created
    }

    // MARK: Metrics and layout

    /// Bars up to this many segments measure every title exactly; longer ones estimate the titles
    /// nobody can see yet (``AdvanceEstimator``) and measure each exactly when it comes on screen.
    static let exactMeasurementLimit = 256
    /// Bars up to this many segments, about a screenful, measure their titles with the layouts that draw
    /// them (``drawingMeasurer``), so the first frame shapes each title once instead of twice; longer bars
    /// measure with one reused layout rather than keep a layout for every title.
    static let drawingLayoutLimit = 32

    /// Drops every measurement: the font, direction, scale or style changed.
    func invalidateMetrics() {
        dropMetrics()
        gtk_widget_queue_resize(widget)
    }

    /// Forgets every measurement and marks the layout stale, without queueing a resize (the caller has, or
    /// is measuring).
    private func dropMetrics() {
        metrics = nil
        resolvedStyle = nil
        confirmedEstimates.removeAll()
        measurerStorage = nil
        sizes.removeAll()
        texts.removeAll()
        layoutIsStale = true
    }

    /// Marks the layout stale and asks GTK for a new size and allocation.
    func needsLayout() {
        layoutIsStale = true
        gtk_widget_queue_resize(widget)
    }

    /// The metrics of every item, measuring only what is not known yet.
    func currentMetrics() -> [ItemMetrics] {
        // A restyle not read yet may make the metrics stale: read the CSS first.
        settleRestyle()
        if let metrics { return metrics }
        sizes.trim(forItemCount: model.count)
        let measured: [ItemMetrics]
        if model.count <= Self.drawingLayoutLimit {
            measured = model.items.map {
                ItemMetrics.measure($0, style: style, cache: &sizes, measurer: drawingMeasurer)
            }
        } else {
            let exact = model.count <= Self.exactMeasurementLimit
            measured = model.items.map {
                ItemMetrics.measure($0, style: style, cache: &sizes, measurer: measurer, exact: exact)
            }
        }
        metrics = measured
        return measured
    }

    /// Measures one item exactly.
    ///
    /// Settles no restyle: edits call this while they hold the metrics (`metrics?.insert(exactMetrics(item), …)`).
    /// A pending restyle is settled at the next ``currentMetrics()``, which measures everything again if the
    /// CSS changed what the core lays out with.
    func exactMetrics(_ item: SegmentItem) -> ItemMetrics {
        ItemMetrics.measure(item, style: style, cache: &sizes, measurer: drawingMeasurer)
    }

    /// Re-measures one item after an edit, leaving the others alone.
    private func remeasure(_ index: Int) {
        guard metrics != nil else { return }
        sizes.trim(forItemCount: model.count)
        metrics![index] = exactMetrics(model.items[index])
    }

    /// Lays out for an allocation of `width` × `height`: rebuilds the layout only when something
    /// changed, so per-frame allocations (animations, scrolling) cost O(visible), not O(n).
    func allocate(width: Double, height: Double) {
        settleRestyle()
        settledAllocation.cancel()
        if layoutIsStale || layout?.viewWidth != width || layout?.viewHeight != height {
            relayout(width: width, height: height, recentring: true)
            layoutIsStale = false
        }
        refineEstimates(margin: 0)
        marginRefinement.schedule()
        // Every allocation of the bar allocates its children, as GTK expects before the next snapshot.
        overflow.place(menuRect)
        nodes.allocate()
        placeTabs()
        allocateTabStrip()
    }

    /// Replaces estimated metrics of the segments on screen and `margin` beyond with exact ones, relaying out
    /// only if a size differs; returns whether it did.
    ///
    /// Most estimates are exact already (no kerning in the title), and a relayout is O(n), so an estimate the
    /// exact measurement confirms is only remembered in ``confirmedEstimates``: scrolling a long bar then
    /// measures each newly visible title once and never rebuilds the layout for it.
    @discardableResult
    private func refineEstimates(margin: Int) -> Bool {
        var relaidOut = false
        for _ in 0..<3 {
            guard let layout, let current = metrics else { return relaidOut }
            let visible = visibleSegments(in: layout, margin: margin)
            var corrections: [(index: Int, metrics: ItemMetrics)] = []
            for index in visible where current[index].isEstimated && !confirmedEstimates.contains(index) {
                let exact = exactMetrics(model.items[index])
                var estimate = current[index]
                estimate.isEstimated = false
                if exact == estimate {
                    confirmedEstimates.insert(index)
                } else {
                    corrections.append((index, exact))
                }
            }
            guard !corrections.isEmpty else { return relaidOut }
            for correction in corrections { metrics![correction.index] = correction.metrics }
            relayout(width: layout.viewWidth, height: layout.viewHeight, recentring: false)
            relaidOut = true
        }
        return relaidOut
    }

    /// Builds the layout for the current allocation.
    ///
    /// A bar that may overflow gets the overflow button's width as extra trailing inset, so scrolling
    /// to the end shows the last segment clear of the button.
    /// With `recentring`, a resting bar centres its selection again; otherwise the scroll offset is kept (clamped).
    func relayout(width: Double, height: Double, recentring: Bool) {
        let metrics = currentMetrics()
        let actions = actionInsets
        let reserves =
            showsOverflowMenu
            && NaturalSize.overflows(
                metrics: metrics, style: style, axis: axis,
                mainLength: axis.mainLength(width: width, height: height) - actions.leading - actions.trailing)
        var laidOut = style.reserving(actions.leading, at: .leading, along: axis)
            .reserving(actions.trailing, at: .trailing, along: axis)
        if isAfterPages { laidOut.indicator.placement = laidOut.indicator.placement.opposite }
        // Tabs keep the widths they had while the pointer that closed one stays on the strip.
        if case .width(let held) = tabStrip.heldTabs { laidOut.widthMode = .fixed(held) }
        if reserves { laidOut = laidOut.reserving(overflow.width, at: .trailing, along: axis) }
        let layout = SegmentLayout(
            metrics: metrics, style: laidOut, viewWidth: width, viewHeight: height, direction: direction, axis: axis,
            holding: tabStrip.heldTabs)
        menuRect = reserves ? layout.edgeRect(.trailing, width: overflow.width, outerInset: actions.trailing) : nil
        self.layout = layout
        position = layout.clampedPosition(position)
        reorderPlaceSettles(in: layout)
        if recentring && motion == nil && drag == nil {
            scrollOffset = followingScroll(in: layout, at: position)
        } else {
            scrollOffset = layout.clampedScrollOffset(scrollOffset, at: position)
            retargetScroll(in: layout)
        }
    }

    /// Points a running slide's scroll (``animate(to:)``, ``revealSelection()``) at where the new `layout` shows
    /// the selection: it was aimed with the layout of its first frame, which a change of the items, the size or a
    /// measurement replaces. An app that gave 100,000 titles and selected the last at once slid the indicator
    /// there with the strip left at its start (its target came from the layout of the empty bar).
    private func retargetScroll(in layout: SegmentLayout) {
        guard let current = motion, var curve = current.scroll as? TimedCurve else { return }
        curve.target = followingScroll(in: layout, at: current.position?.target ?? position)
        motion?.scroll = curve
    }

    /// Re-places the accessible tabs for the current position and scroll offset (the first time, asks for them to be
    /// made right after the frame: ``SegmentTabs``).
    func placeTabs() {
        guard let layout else { return }
        let shown = visibleSegments(in: layout, margin: Self.tabMargin)
        let anchor = focusIndex ?? model.selectedIndex ?? 0
        let held = heldTabRange
        tabs.update(
            range: held ?? shown.limited(to: Self.maximumTabs, around: anchor), model: model,
            mnemonics: mnemonics.usesUnderline)
        if tabs.isMade {
            linkPanels()
        } else {
            tabs.makeSoon { [weak self] in self?.placeTabs() }
        }
        // Held tabs keep their place, and so do their buttons: their segments slide, and each move of each of
        // them was a `bounds-changed` event. The slide's last frame places them all.
        guard held == nil else { return }
        tabs.allocate(layout: layout, position: position, scrollOffset: scrollOffset)
        placeCloseButtons()
        placeIndicatorButtons()
        // A node that moved went through hidden and lost its place (a screen reader read a new tab's button at the
        // bar's corner, 0 wide); nodes move only when new ones are made, so placing them all again is rare.
        if orderAccessibleChildren() {
            tabs.allocate(layout: layout, position: position, scrollOffset: scrollOffset)
            placeCloseButtons()
            placeIndicatorButtons()
        }
    }

    /// The segments the tabs keep standing for while the strip animates (an animated selection, Home and End, a
    /// fling) or a linked bar's pages move: those they stood for when it started; `nil` when the tabs follow the
    /// segments on screen.
    ///
    /// Each frame of a slide brings other segments on screen, and the tabs, standing for those, were renamed and
    /// described again on every one: End in a bar of 1,000 sent a screen reader 231 events over its 0.2 s slide.
    /// Held, the tabs still change state (the selected one is announced at once, if it has a tab) and take their
    /// new segments in one step on the slide's last frame, which allocates the bar again.
    private var heldTabRange: VisibleSegments? {
        guard motion != nil || (ownerMoving && pager != nil), tabs.isMade, !tabs.range.isEmpty else { return nil }
        let range = tabs.range.clamped(to: 0..<model.count)
        return range.isEmpty ? nil : range
    }

    /// Segments beyond each edge of the view that get a tab (and an exact measurement) ahead of scrolling in.
    static let tabMargin = 2

    /// The most accessible tabs a bar has, those nearest the focus ring or the selection: an equal bar squeezes
    /// all its segments into view, and GTK 4.8's AT-SPI bridge walks a widget's siblings for each one it adds or
    /// removes (8 s for the 10,000 tabs of such a bar before its first frame, 7 s to drop them).
    static let maximumTabs = 128

    /// The segments on screen, and `margin` more each side.
    private func visibleSegments(in layout: SegmentLayout, margin: Int = 0) -> VisibleSegments {
        // Right after a removal the layout (rebuilt on the next allocation) still counts the removed items.
        layout.visibleSegments(scrollOffset: scrollOffset, at: position, margin: margin).clamped(to: 0..<model.count)
    }

    // MARK: Items

    /// Notifies what an edit of the model changed: `selected` (also for a silent select: `notify: false` holds
    /// back `selection-changed`, not the property's notification, which bindings such as
    /// `g_object_bind_property` rely on), `n-items` and `titles`.
    private func modelChanged(from old: SegmentModel) {
        let properties = SegmentBarType.properties
        properties.notify(widget, .selected, from: old.selectedIndex, to: model.selectedIndex)
        properties.notify(widget, .nItems, from: old.count, to: model.count)
        if let (removed, added) = editedItems(from: old) {
            itemsEdited(removed: removed, added: added)
        } else if old.items != model.items {
            // Equal arrays sharing storage compare at once, so a selection change costs nothing here.
            properties.notify(widget, .titles, from: old.items.map(\.title), to: model.items.map(\.title))
            mnemonics.register(model.items)
            indicatorIconsMayHaveChanged()
            makeNeededNodes()
            overflow.segmentsChanged()
        }
    }

    /// The item an ``edit`` took out of the model and the one it put in, read from the models before and after it;
    /// `nil` without an edit, or when the model did not change as the edit says.
    private func editedItems(from old: SegmentModel) -> (removed: SegmentItem?, added: SegmentItem?)? {
        switch edit {
        case .replaced(let index)
        where old.count == model.count && model.items.indices.contains(index):
            return (old.items[index], model.items[index])
        case .inserted(let index)
        where old.count + 1 == model.count && model.items.indices.contains(index):
            return (nil, model.items[index])
        case .removed(let index)
        where old.count == model.count + 1 && old.items.indices.contains(index):
            return (old.items[index], nil)
        case nil, .replaced, .inserted, .removed:
            return nil
        }
    }

    /// What ``modelChanged(from:)`` does for an edit of one item, looking at that item alone: a badge set on one of
    /// 10,000 segments went through every item (titles compared, parts looked for), 16 ms a call in a debug build,
    /// a live ticker's whole frame.
    private func itemsEdited(removed: SegmentItem?, added: SegmentItem?) {
        guard removed != added else { return }
        if removed?.title != added?.title || removed?.usesMarkup != added?.usesMarkup {
            SegmentBarType.properties.notify(widget, .titles)
            switch (edit, added) {
            case (.replaced(let index), let added?): mnemonics.replaced(at: index, with: added)
            case (.inserted(let index), let added?): mnemonics.inserted(added, at: index)
            case (.removed(let index), _): mnemonics.removed(at: index)
            case (nil, _), (.replaced, nil), (.inserted, nil): mnemonics.register(model.items)
            }
        }
        // Whether any segment has one changes only when an item with one comes or goes.
        if (removed?.indicatorIcon == nil) != (added?.indicatorIcon == nil) { indicatorIconsMayHaveChanged() }
        // Nodes are made, never dropped: only what the new item draws can add one.
        if let added { makeNeededNodes(scanning: [added]) }
        overflow.segmentsChanged()
    }

    /// Replaces every item.
    func setItems(_ items: [SegmentItem]) {
        guarded("setting the items") {
            holdingNotifications {
                MarkupText.warnIfInvalid(items)
                let change = model.setItems(items)
                texts.keepOnly(titlesOf: items)
                metrics = nil
                confirmedEstimates.removeAll()
                menuTarget = nil
                indicesForgotten()
                // Stopped first: stopping puts the indicator on the running slide's target, an index of the old items.
                stopMotion()
                position = Double(model.selectedIndex ?? 0)
                needsLayout()
                report(change)
            }
        }
    }

    /// Inserts an item, keeping the selection on the same item.
    func insert(_ item: SegmentItem, at index: Int) throws(SegmentError) {
        try guarded("an insert") { () throws(SegmentError) in try insertNow(item, at: index) }
    }

    private func insertNow(_ item: SegmentItem, at index: Int) throws(SegmentError) {
        try holdingNotifications { () throws(SegmentError) in
            let change = try editing(.inserted(index)) { () throws(SegmentError) in
                try model.insert(item, at: index)
            }
            MarkupText.warnIfInvalid([item])
            // Measured as the model holds it: inserted among the pinned tabs it is pinned, compact, with an icon.
            metrics?.insert(exactMetrics(model.items[index]), at: index)
            confirmedEstimates.removeAll()
            indicesFollow(.insert(at: index))
            followEdit(change)
            tellAfterEdit(change)
        }
    }

    /// Removes an item; removing the selected one selects a neighbour.
    func remove(at index: Int) throws(SegmentError) {
        try guarded("a removal") { () throws(SegmentError) in try removeNow(at: index) }
    }

    private func removeNow(at index: Int) throws(SegmentError) {
        try holdingNotifications { () throws(SegmentError) in
            let change = try editing(.removed(index)) { () throws(SegmentError) in try model.remove(at: index) }
            metrics?.remove(at: index)
            confirmedEstimates.removeAll()
            indicesFollow(.remove(at: index))
            followEdit(change)
            tellAfterEdit(change)
        }
    }

    /// Moves an item, keeping the selection on the same item, and emits `segment-moved`; a pager's bar leaves
    /// the signal to the pager, which emits it once the page has moved too.
    func move(from: Int, to requested: Int) throws(SegmentError) {
        try guarded("a move") { () throws(SegmentError) in try moveNow(from: from, to: requested) }
    }

    private func moveNow(from: Int, to requested: Int) throws(SegmentError) {
        // Out of range is refused; in range, limited to the segment's pinned or unpinned ones, as the model moves it.
        try model.check(from)
        try model.check(requested)
        let to = model.moveTarget(from: from, to: requested)
        try holdingNotifications { () throws(SegmentError) in
            let change = try model.move(from: from, to: to)
            followMove(from: from, to: to)
            followEdit(change)
        }
        if pager == nil { announceMove(from: from, to: to) }
    }

    /// Takes the measured metrics and every index the bar keeps (a press, a drag, the menu's tab) along with a
    /// segment the model moved from `from` to `to`.
    private func followMove(from: Int, to: Int) {
        guard from != to else { return }
        if metrics != nil { metrics!.insert(metrics!.remove(at: from), at: to) }
        confirmedEstimates.removeAll()
        indicesFollow(.move(from: from, to: to))
    }

    /// Emits `segment-moved` for a move that changed the order, after the properties it changed were notified.
    func announceMove(from: Int, to: Int) {
        guard from != to else { return }
        cgtk_emit_uint_uint(widget, SegmentBarType.signals.segmentMoved, guint(from), guint(to))
    }

    /// Sets the badge of item `index`.
    func setBadge(_ badge: Badge, at index: Int) throws(SegmentError) {
        try model.check(index)
        var item = model.items[index]
        item.badge = badge
        try replace(at: index, with: item)
    }

    /// Pins or unpins segment `index` in one edit (``SegmentModel/setPinned(_:at:)``): it moves to the end of the
    /// pinned ones or the start of the others, keeping the selection on it, and is re-measured, its title hiding or
    /// showing; returns its new index. Handlers of the notifications see it moved and pinned at once; `segment-moved`
    /// is the caller's to emit (a pager's, once the page has moved too).
    @discardableResult
    func pin(_ pinned: Bool, at index: Int) throws(SegmentError) -> Int {
        try holdingNotifications { () throws(SegmentError) in
            let (change, to) = try model.setPinned(pinned, at: index)
            followMove(from: index, to: to)
            reorderFollows(nil)
            remeasure(to)
            followEdit(change)
            return to
        }
    }

    /// Replaces one item (title, icon, badge, enabled) and re-measures only it.
    func replace(at index: Int, with item: SegmentItem) throws(SegmentError) {
        try guarded("a replacement") { () throws(SegmentError) in try replaceNow(at: index, with: item) }
    }

    private func replaceNow(at index: Int, with item: SegmentItem) throws(SegmentError) {
        try holdingNotifications { () throws(SegmentError) in
            let before = model.items.indices.contains(index) ? model.items[index] : nil
            try editing(.replaced(index)) { () throws(SegmentError) in try model.replace(at: index, with: item) }
            reorderFollows(nil)
            // Once per title the bar gets: a badge, tooltip or spinner set on a tab keeps its title.
            if before?.title != item.title || before?.usesMarkup != item.usesMarkup {
                MarkupText.warnIfInvalid([item])
            }
            remeasure(index)
            needsLayout()
        }
    }

    /// Keeps the indicator on the same item after an edit shifted indices, without animating.
    ///
    /// A linked bar only reports the change: its owner maps its own position through the same edit.
    private func followEdit(_ change: SelectionChange) {
        if positionOwner != nil {
            needsLayout()
            report(change)
            return
        }
        switch change {
        case .shifted(let index):
            let delta = Double(index) - (motion?.position?.target ?? position.rounded())
            if (0...Double(max(0, model.count - 1))).contains(position + delta) {
                position += delta
                motion = motion.map { $0.shifted(by: delta) }
            } else {
                // A slide whose selected segment moved far past where the indicator is: the shifted way would start
                // outside the bar (`position` read -1.1 after a move from 4 to 0 during a slide from 1), and is
                // drawn at the end anyway, so the indicator goes to the segment at once.
                stopMotion()
                position = Double(index)
            }
        case .selected(let index, _, _):
            animate(to: Double(index))
        case .cleared:
            stopMotion()
            position = 0
        case .unchanged, .reselected:
            break
        }
        needsLayout()
        report(change)
    }

    // MARK: Selection

    /// Selects `index` as the app asks.
    func select(_ index: Int, animated: Bool, notify: Bool) throws(SegmentError) {
        try guarded("a select") { () throws(SegmentError) in
            try holdingNotifications { () throws(SegmentError) in
                let change = try model.select(index, notify: notify)
                move(to: index, animated: animated, reporting: change)
            }
        }
    }

    /// Selects `index` as the user asks: clicking the selected segment reports reselected.
    ///
    /// Not while a pager's pages move away from it (a swipe settling towards the next page, which selects that page
    /// when it rests): the click brings them back, a way back rather than a second tap on the page shown, whose
    /// `reselected` scrolled that page to its top.
    func activate(_ index: Int) {
        holdingNotifications {
            guard let change = try? model.activate(index) else { return }
            focusIndex = nil
            if case .reselected = change, positionOwner != nil, position != Double(index) {
                return animate(to: Double(index))
            }
            guard case .selected = change else { return report(change) }
            move(to: index, animated: true, reporting: change)
        }
    }

    /// Moves the indicator to the newly selected `index`, sliding or not, and reports `change`.
    ///
    /// A pager's pages move after the report: its `selection-changed` then comes before the stack's `notify::position`
    /// and `page-changed` whether the pages cut there or slide (a slide reports its page when it rests). When they cut
    /// (a key in a page, no animations) the stack's signals came first, after a slide last. A `selection-changed`
    /// handler that selects another segment moves the pages there itself.
    private func move(to index: Int, animated: Bool, reporting change: SelectionChange) {
        guard positionOwner != nil else {
            if animated { animate(to: Double(index)) } else { jump(to: Double(index)) }
            return report(change)
        }
        report(change)
        guard model.selectedIndex == index else { return }
        if animated { animate(to: Double(index)) } else { jump(to: Double(index)) }
        // The report placed the tabs for where the indicator was; a cut put it far from there.
        placeTabs()
    }

    /// Selects `index` where the owner's position has come to rest (a swipe or a key on the pages): the
    /// indicator is there already, so only the selection changes, with notification, and the strip slides to show
    /// it if it stayed put for a sticky segment selected until now (``revealSelection()``).
    func selectWhereOwnerRests(_ index: Int) {
        if ownerMoving {
            ownerMoving = false
            gtk_widget_queue_allocate(widget)
        }
        holdingNotifications {
            guard model.selectedIndex != index, let change = try? model.select(index, notify: true) else { return }
            focusIndex = nil
            report(change)
            revealSelection()
        }
    }

    /// The most edits the handlers of an edit's signals and notifications may ask for, one inside another or one
    /// after another, before the outermost edit returns (``guarded(_:_:)``).
    static let maximumEditsFromHandlers = 256

    /// Runs `edit`, one of the app's edits of the bar, unless handlers have asked for too many inside the edit
    /// running now: a `selection-changed` handler that selects another segment runs inside that select, and one
    /// that always selects again overflowed the stack (about 3,000 selects deep), or, from `notify::selected`,
    /// never returned. Past ``maximumEditsFromHandlers`` such edits the rest of them are dropped, with one warning
    /// for the run, as a pager drops its handlers' edits.
    func guarded<E: Error>(_ name: String, _ edit: () throws(E) -> Void) throws(E) {
        if editNesting > 0 {
            editsFromHandlers += 1
            guard editsFromHandlers <= Self.maximumEditsFromHandlers else {
                if editsFromHandlers == Self.maximumEditsFromHandlers + 1 {
                    Log.warning(
                        "SegmentBar: handlers of the bar's signals asked for \(Self.maximumEditsFromHandlers) edits "
                            + "inside one edit; \(name) and the edits after it are dropped")
                }
                return
            }
        }
        editNesting += 1
        defer {
            editNesting -= 1
            if editNesting == 0 { editsFromHandlers = 0 }
        }
        try edit()
    }

    /// Runs `body` with the bar's property notifications held until it is done, as `g_object_set` does.
    ///
    /// An edit or a selection changes the model (which notifies `selected`, `n-items`, `titles`) before it
    /// brings the indicator, the measurements and the tabs into line; a `notify` handler that edits or selects
    /// from there would work on a half-done bar (an item list one longer than its measurements).
    ///
    /// The held notifications go out at the end, with the edit still counted as running (``guarded(_:_:)``): a
    /// user's click or key runs its `notify::selected` handlers here, and GLib dispatched a handler that selected
    /// again, again and again from this one thaw, past any count of edits nested inside each other.
    func holdingNotifications<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        editNesting += 1
        g_object_freeze_notify(gcast(widget))
        defer {
            g_object_thaw_notify(gcast(widget))
            editNesting -= 1
            if editNesting == 0 { editsFromHandlers = 0 }
        }
        return try body()
    }

    /// Runs `body`, which edits a pager's bar and its pages as one step, with the bar's property notifications and
    /// the signals its changes call for (``report(_:)``) held until the pages have followed: a `selection-changed`
    /// handler that removed a pager's selected last segment found the pages one longer than the segments and the
    /// position past the last, as if nothing had been removed. The signals come first, then the notifications, as
    /// outside a hold.
    func holdingSignals<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        guard heldChanges == nil else { return try body() }
        heldChanges = []
        return try holdingNotifications { () throws(E) -> R in
            defer {
                let held = heldChanges ?? []
                heldChanges = nil
                for change in held { emitSignals(change) }
            }
            return try body()
        }
    }

    /// Emits the signals a change calls for (unless ``holdingSignals(_:)``) and refreshes what shows the selection.
    func report(_ change: SelectionChange) {
        placeTabs()
        gtk_widget_queue_draw(widget)
        // What the bar told (a move, the tab current before) is not true any more: the new tab is told instead.
        if case .selected = change { tellSelection() }
        if heldChanges != nil {
            heldChanges!.append(change)
        } else {
            emitSignals(change)
        }
    }

    /// Emits `selection-changed` or `reselected` for `change`.
    private func emitSignals(_ change: SelectionChange) {
        switch change {
        case .selected(let index, _, let notify):
            // A handler that ran since the change (of `notify::position`, say) may have selected another segment
            // and reported it: this older change is not news any more.
            guard notify, model.selectedIndex == index else { return }
            cgtk_emit_uint(widget, SegmentBarType.signals.selectionChanged, guint(index))
        case .reselected(let index):
            cgtk_emit_uint(widget, SegmentBarType.signals.reselected, guint(index))
        case .shifted, .cleared, .unchanged:
            break
        }
    }

    /// Moves the indicator to an app-driven fractional position without changing the selection.
    ///
    /// A linked bar asks its owner to move there instead, so the pages come along.
    func setPosition(_ value: Double) throws(SegmentError) {
        guard value.isFinite else { throw .notFinite(value) }
        try guarded("a position") { () throws(SegmentError) in try setPositionNow(value) }
    }

    private func setPositionNow(_ value: Double) throws(SegmentError) {
        if let positionOwner {
            positionOwner.barRequestsScrub(to: value)
            return
        }
        stopMotion()
        // Clamped by the model: right after an insert the layout (rebuilt on the next allocation) is one item short.
        position = model.clampedPosition(value)
        scrollOffset = layout?.centeringScrollOffset(at: position) ?? 0
        positionChanged()
    }

    /// Redraws and re-places tabs after the position or scroll offset moved.
    ///
    /// The bar draws from its layout, so a move needs no allocation: only the
    /// accessible tabs sit at segment rectangles. While the same segments stay
    /// on screen the tabs are re-placed once the motion rests (``SettledAllocation``)
    /// or at once when `resting`; a segment coming on screen allocates now, to
    /// measure its title exactly and give it a tab.
    func positionChanged(resting: Bool = false) {
        let inView = layout.map { visibleSegments(in: $0) }
        if let inView, !layoutIsStale, tabs.range.covers(inView) {
            settledAllocation.moved(resting: resting)
        } else {
            gtk_widget_queue_allocate(widget)
        }
        gtk_widget_queue_draw(widget)
        // The strip came to rest under the pointer: a tooltip still shown names the tab now under it, not the one
        // that was there before the strip slid (GTK asks again only when the pointer moves).
        if pointer != nil, motion == nil, !ownerMoving, drag == nil { gtk_widget_trigger_tooltip_query(widget) }
    }

    // MARK: Life cycle

    /// Stops everything that could call back into a dying widget.
    ///
    /// GObject may run dispose more than once, so every step is safe to repeat (``OverflowMenu/dispose()``
    /// remembers that its button is gone; the tabs and probes empty their lists).
    func dispose() {
        stopMotion()
        settledAllocation.cancel()
        marginRefinement.cancel()
        cancelDropHover()
        stopAutoscroll()
        tabStrip.dispose()
        nodes.dispose()
        tabs.dispose()
        overflow.dispose()
        texts.removeAll()
        icons.removeAll()
        trackerTexture = nil
        indicatorDrawer = nil
        backgroundImage = nil
    }
}
