import CGtk
import SegmentCore

extension SegmentBarController {
    // MARK: Settings

    /// See ``SegmentBar/isReorderable``; turning it off drops a dragged tab back in its place.
    var isReorderable: Bool {
        get { tabStrip.isReorderable }
        set {
            guard newValue != tabStrip.isReorderable else { return }
            if !newValue { endReorder(cancelled: true) }
            tabStrip.isReorderable = newValue
            if newValue { makeNeededNodes() }
            gtk_widget_action_set_enabled(widget, "segment.move-tab", newValue ? 1 : 0)
            SegmentBarType.properties.notify(widget, .reorderable)
        }
    }

    /// See ``SegmentBar/closeButtonPolicy``: segments grow or shrink by the button's room.
    var closeButtonPolicy: CloseButtonPolicy {
        get { tabStrip.closeButtons }
        set {
            guard newValue != tabStrip.closeButtons else { return }
            tabStrip.closeButtons = newValue
            overflow.saysTabs = newValue != .none
            if newValue != .none { installTabStripGestures() }
            makeNeededNodes()
            invalidateMetrics()
            SegmentBarType.properties.notify(widget, .closeButtonPolicy)
        }
    }

    /// See ``SegmentBar/defaultIconName``: only drawing changes, a pinned tab keeping its width.
    var defaultIconName: String {
        get { tabStrip.defaultIconName }
        set {
            let name = newValue.isEmpty ? SegmentItem.pinnedIcon : newValue
            guard name != tabStrip.defaultIconName else { return }
            tabStrip.defaultIconName = name
            gtk_widget_queue_draw(widget)
            SegmentBarType.properties.notify(widget, .defaultIconName)
        }
    }

    /// The icon drawn in `item` (``SegmentItem/shownIcon(selected:defaultIcon:)``): a pinned tab without one of
    /// its own shows ``defaultIconName``.
    func iconName(of item: SegmentItem, selected: Bool) -> String? {
        item.shownIcon(selected: selected, defaultIcon: tabStrip.defaultIconName)
    }

    /// See ``SegmentBar/setMenuModel(_:)``.
    func setMenuModel(_ model: UnsafeMutablePointer<GMenuModel>?) {
        guard model != tabStrip.menuModel else { return }
        tabStrip.setMenuModel(model)
        if model != nil { installTabStripGestures() }
        gtk_widget_action_set_enabled(widget, "menu.popup", model != nil ? 1 : 0)
        SegmentBarType.properties.notify(widget, .menuModel)
    }

    /// See ``SegmentBar/startActionWidget``.
    func setActionWidget(_ child: UnsafeMutablePointer<GtkWidget>?, atStart: Bool) {
        guard child != (atStart ? tabStrip.startWidget : tabStrip.endWidget) else { return }
        // As gtk_notebook_set_action_widget: the widget must be free (not the bar, not in another container). The
        // bar's window or another of its ancestors has no parent to show it is taken: parenting it to the bar made
        // a loop in the widget tree, and GTK crashed walking it.
        if let child, let refusal = ChildRefusal.reason(child, joining: widget, hostName: "the bar") {
            Log.warning("SegmentBar: an action widget cannot be \(refusal); ignored")
            return
        }
        // A disposed bar (`g_object_run_dispose()`, a binding's teardown) is finalized with whatever children it
        // has: GTK warned, and the widget leaked with it.
        if child != nil, tabStrip.disposed {
            return Log.warning("SegmentBar: the bar was disposed and takes no action widget; ignored")
        }
        tabStrip.setActionWidget(child, atStart: atStart, before: overflow.madeButton)
        needsLayout()
        SegmentBarType.properties.notify(widget, atStart ? .startActionWidget : .endActionWidget)
    }

    // MARK: Set-up

    /// Turns the tab strip's actions off until their features are turned on (reordering, a context menu).
    func disableTabStripActions() {
        gtk_widget_action_set_enabled(widget, "segment.move-tab", 0)
        gtk_widget_action_set_enabled(widget, "menu.popup", 0)
    }

    /// Adds the gestures of the tab strip, once, when the bar first has close buttons or a context menu: middle
    /// click closes, right click and a long touch open the menu.
    ///
    /// Without either feature the gestures claim nothing; most bars have neither, and each gesture is a
    /// controller made before the bar's first frame and run on every press.
    func installTabStripGestures() {
        guard !tabStrip.hasGestures else { return }
        tabStrip.hasGestures = true
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, 0)
        GtkSignals.clickPressed.connect(click) { [unowned self] (_: Int32, x: Double, y: Double) in
            let button = gtk_gesture_single_get_current_button(click)
            if self.auxiliaryPress(button: button, x: x, y: y) {
                gtk_gesture_set_state(click, GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
        GtkSignals.clickReleased.connect(click) { [unowned self] (_: Int32, x: Double, y: Double) in
            self.auxiliaryRelease(x: x, y: y)
        }
        gtk_widget_add_controller(widget, click)

        let longPress = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(longPress, 1)
        GtkSignals.longPressed.connect(longPress) { [unowned self] (x: Double, y: Double) in
            if self.openContextMenu(atX: x, y: y) {
                gtk_gesture_set_state(longPress, GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
        gtk_widget_add_controller(widget, longPress)
    }

    /// A press of a button other than the primary one: the middle button closes the tab under the pointer
    /// (when the strip has close buttons; not a pinned tab, as in AdwTabBar), the secondary one opens the context
    /// menu. Returns whether it acted.
    func auxiliaryPress(button: guint, x: Double, y: Double) -> Bool {
        switch button {
        case guint(GDK_BUTTON_MIDDLE):
            guard tabStrip.closeButtons != .none, let index = tabIndex(x: x, y: y), !model.items[index].isPinned
            else { return false }
            holdTabWidths(closing: index)
            requestClose(index)
            return true
        case guint(GDK_BUTTON_SECONDARY):
            // The menu opens on release: a popover that takes the pointer while the button is still down leaves
            // GTK 4.8 counting the bar as pressed ("Broken accounting of active state").
            guard tabStrip.menuModel != nil, tabIndex(x: x, y: y) != nil else { return false }
            tabStrip.menuPress = true
            return true
        default:
            return false
        }
    }

    /// The release of a press ``auxiliaryPress(button:x:y:)`` claimed: the secondary button opens the menu here.
    func auxiliaryRelease(x: Double, y: Double) {
        guard tabStrip.menuPress else { return }
        tabStrip.menuPress = false
        _ = openContextMenu(atX: x, y: y)
    }

    /// The segment under view point (`x`, `y`), disabled ones included (they can be closed, moved and given a menu
    /// too): found along the bar, by y in a vertical one (``mainCoordinate(_:_:)``).
    private func tabIndex(x: Double, y: Double) -> Int? {
        layout?.hitTest(viewX: mainCoordinate(x, y), scrollOffset: scrollOffset, at: position, includeDisabled: true)
    }

    // MARK: Closing

    /// Whether segment `index` shows a close button now: never a pinned one, which shows its icon alone, nor an
    /// index the items no longer have (a layout not yet rebuilt after a removal still counts it).
    func showsCloseButton(_ index: Int) -> Bool {
        tabStrip.closeButtons.shows(index, selected: model.selectedIndex) && model.items.indices.contains(index)
            && !model.items[index].isPinned
    }

    /// The segment whose close button is at `along` the bar and `across` it (see ``pointer``), if any; `fades` are
    /// ``shownFades``, found once by the caller.
    private func closeButtonIndex(along: Double, across: Double, fades: [EdgeFade]) -> Int? {
        guard tabStrip.closeButtons != .none else { return nil }
        return layout?.closeButtonHit(
            along: along, across: across, scrollOffset: scrollOffset, at: position, button: tabStrip.buttonSpec,
            fades: fades, isShown: { [self] in showsCloseButton($0) })
    }

    /// The fades drawn at the bar's ends now (``edgeFades(_:layout:appearance:)``): a tab button they all but hide
    /// takes no clicks, which fall to its tab instead.
    var shownFades: [EdgeFade] {
        guard let layout else { return [] }
        let appearance = self.appearance
        let edges = layout.overflowEdges(scrollOffset: scrollOffset, at: position, fade: appearance.metrics.fadeWidth)
        return edgeFades(edges, layout: layout, appearance: appearance)
    }

    /// The tab button at `along` the bar and `across` it and its segment: a close button, or an indicator icon that
    /// takes clicks there (``TabIndicatorIcon/acceptsClick(selected:pinned:)``); `nil` over neither.
    func tabButton(along: Double, across: Double) -> (button: TabButton, index: Int)? {
        guard tabStrip.closeButtons != .none || tabStrip.hasIndicatorIcons, tabStrip.reorder == nil else { return nil }
        let fades = shownFades
        if let index = closeButtonIndex(along: along, across: across, fades: fades) { return (.close, index) }
        return indicatorIconIndex(along: along, across: across, fades: fades).map { (.indicator, $0) }
    }

    /// The tab button under the pointer, if any.
    var hoveredTabButton: (button: TabButton, index: Int)? {
        pointer.flatMap { tabButton(along: $0.along, across: $0.across) }
    }

    /// The segment whose `button` is under the pointer, if any.
    func hovered(_ button: TabButton) -> Int? {
        hoveredTabButton.flatMap { $0.button == button ? $0.index : nil }
    }

    /// Asks the app whether segment `index` may close (`close-requested`); closes it unless a handler returned TRUE
    /// or it is pinned.
    ///
    /// A handler that returns TRUE has vetoed the close or will close the tab itself later (after a "save changes?"
    /// dialog, say) with ``SegmentBar/remove(at:)``, as with AdwTabView's `close-page`. A pinned tab is never closed
    /// by the bar (AdwTabView's default), but its handlers still hear the request and may remove it themselves.
    func requestClose(_ index: Int) {
        guard model.items.indices.contains(index) else { return }
        // A close-requested handler that asks to close its own tab again would emit the signal for ever (the stack
        // overflowed); that tab's request is already under way, as AdwTabView lets a closing page be.
        guard !closeRequests.contains(index) else {
            return Log.warning(
                "SegmentBar: segment \(index) is already being closed (a close-requested handler asked again)")
        }
        closeRequests.append(index)
        let handled = cgtk_emit_uint_boolean(widget, SegmentBarType.signals.closeRequested, guint(index)) != 0
        // A handler that let the tab close may have edited the bar first (another tab closed, a tab inserted or
        // moved before it): the tab closes where it went, not whichever took its index. One the handler closed
        // itself, or that went with new items, is not there to close. A pinned tab is the app's to close.
        guard let target = closeRequests.removeLast(), !handled, !model.items[target].isPinned else { return }
        do {
            if let pager { try pager.remove(at: target) } else { try remove(at: target) }
        } catch {
            Log.warning("SegmentBar: cannot close segment \(target): \(error)")
        }
    }

    /// Whether the pointer moved onto or off a tab button since the last call (its `:hover` box needs drawing).
    func tabButtonHoverChanged() -> Bool {
        let hovered = hoveredTabButton
        defer { tabStrip.buttonHover = hovered }
        return hovered?.button != tabStrip.buttonHover?.button || hovered?.index != tabStrip.buttonHover?.index
    }

    /// Starts a press on a tab button at `along` the bar and `across` it; returns false when that is not on one, or
    /// when it is the indicator icon of segment `repeating`, whose tab the press clicks again (a double click on a
    /// pinned tab: the first click selected it, and so made its icon clickable, but the second one is the tab's).
    func beginButtonPress(along: Double, across: Double, repeating: Int? = nil) -> Bool {
        guard let (button, index) = tabButton(along: along, across: across),
            button == .close || index != repeating
        else { return false }
        tabStrip.buttonPress = TabButtonPress(button: button, index: index, along: along, across: across)
        gtk_widget_queue_draw(widget)
        return true
    }

    /// Ends a press on a tab button, `dx` along the bar and `dAcross` across it from the press: a release over the
    /// same button closes its segment, or activates its indicator icon.
    func endButtonPress(dx: Double, dAcross: Double) {
        guard let press = tabStrip.buttonPress else { return }
        tabStrip.buttonPress = nil
        gtk_widget_queue_draw(widget)
        guard let released = tabButton(along: press.along + dx, across: press.across + dAcross),
            released.button == press.button, released.index == press.index
        else { return }
        switch press.button {
        case .close:
            holdTabWidths(closing: press.index)
            requestClose(press.index)
        case .indicator: activateIndicator(press.index)
        }
    }

    /// Before the pointer closes tab `index`: the tabs keep their widths until the pointer leaves the strip
    /// (``releaseTabWidths()``) as the layout says (``SegmentLayout/closingHold``), so the next tab slides under
    /// the pointer with its close button where the closed one's was, as in AdwTabBar. They widened to share the
    /// room at once, and the next click landed on a title and selected it.
    func holdTabWidths(closing index: Int) {
        guard let layout, (0..<layout.count).contains(index), let hold = layout.closingHold else { return }
        tabStrip.heldTabs = hold
    }

    /// The pointer left the strip: tabs held at their widths share the bar again.
    func releaseTabWidths() {
        guard tabStrip.heldTabs != nil else { return }
        tabStrip.heldTabs = nil
        needsLayout()
    }

    /// An assistive technology activated `node`, one of the bar's ``ActionNode``s: its tab or button acts as a
    /// click on it does. Each owner checks that the node is one of its own.
    func accessibleActionActivated(_ node: UnsafeMutablePointer<GtkWidget>) {
        tabs.activate(node)
        tabStrip.accessibleClick(node)
    }

    /// An assistive technology clicked segment `index`'s accessible close button or indicator icon: it acts as a
    /// click on the button does, if the segment still shows it.
    func accessibleButtonClicked(_ button: TabButton, _ index: Int) {
        switch button {
        case .close where showsCloseButton(index): requestClose(index)
        case .indicator where indicatorTakesClicks(index): activateIndicator(index)
        default: break
        }
    }

    // MARK: Reordering

    /// Turns a press on segment `index` that moved past the drag threshold into dragging the tab; false when
    /// the bar is not reorderable.
    func beginReorder(from index: Int?, dx: Double) -> Bool {
        guard tabStrip.isReorderable, let index, model.items.indices.contains(index) else { return false }
        guard case .pending(let startX, _) = drag else { return false }
        stopScrollMotion()
        tabStrip.reorder = TabReorder(
            source: index, viewTranslation: dx, group: model.reorderGroup(of: index), scrollOffset: scrollOffset)
        tabStrip.reorderPressX = startX
        drag = .reordering
        reorderMoved(dx: dx)
        return true
    }

    /// The pointer moved `dx` from the press while dragging a tab; near an end of an overflowing strip the strip
    /// scrolls on every frame (``TabReorder/autoscrollSpeed(pointerX:in:edge:maxSpeed:)``), carrying the tab.
    func reorderMoved(dx: Double) {
        tabStrip.reorder?.viewTranslation = dx
        gtk_widget_queue_draw(widget)
        guard tabStrip.autoscrollTick == 0, dragAutoscrollSpeed != 0 else { return }
        tabStrip.autoscrollTime = nil
        tabStrip.autoscrollTick = MainLoop.addTick(widget) { [weak self] seconds in
            self?.autoscrollStep(at: seconds) ?? false
        }
    }

    /// One frame of scrolling while a tab is dragged near an end; false (stop) once the pointer left the edge.
    private func autoscrollStep(at seconds: Double) -> Bool {
        let speed = dragAutoscrollSpeed
        guard speed != 0, let layout else {
            // Returning false removes this callback: only forget its id.
            tabStrip.autoscrollTick = 0
            return false
        }
        let elapsed = min(0.05, max(0, seconds - (tabStrip.autoscrollTime ?? seconds)))
        tabStrip.autoscrollTime = seconds
        let before = scrollOffset
        scrollOffset = layout.clampedScrollOffset(scrollOffset + speed * elapsed, at: position)
        tabStrip.reorder?.scrollTravel += scrollOffset - before
        positionChanged()
        return true
    }

    /// How fast the strip scrolls under the dragged tab now (``TabReorder/autoscrollSpeed(pointerX:in:)``, 0 for a
    /// pinned one); 0 without a drag.
    private var dragAutoscrollSpeed: Double {
        guard let reorder = tabStrip.reorder, let layout else { return 0 }
        return reorder.autoscrollSpeed(pointerX: tabStrip.reorderPressX + reorder.viewTranslation, in: layout)
    }

    /// Ends the autoscroll (from outside its callback).
    func stopAutoscroll() {
        guard tabStrip.autoscrollTick != 0 else { return }
        gtk_widget_remove_tick_callback(widget, tabStrip.autoscrollTick)
        tabStrip.autoscrollTick = 0
    }

    /// Drops the dragged tab where it is (or back at its place, `cancelled`); the moved tab is then selected.
    func endReorder(cancelled: Bool) {
        guard let reorder = tabStrip.reorder else { return }
        tabStrip.reorder = nil
        tabStrip.reorderPlace = nil
        stopAutoscroll()
        gtk_widget_queue_draw(widget)
        guard let layout, !cancelled, model.items.indices.contains(reorder.source) else { return }
        let target = min(reorder.target(in: layout, at: position), model.count - 1)
        moveTab(from: reorder.source, to: target)
        if model.selectedIndex != target { activate(target) }
    }

    /// Keeps a dragged tab on its tab through an edit of the segments (``TabReorder/following(_:)``; `nil`: one
    /// changed in place, perhaps its width), and where it is drawn, under the pointer: the next layout measures how
    /// far its place moved (``reorderPlaceSettles(in:)``). An edit that removes the dragged tab ends the drag, and
    /// the release drops nothing.
    func reorderFollows(_ edit: PageIndexEdit?) {
        guard let reorder = tabStrip.reorder else { return }
        if tabStrip.reorderPlace == nil, let layout { tabStrip.reorderPlace = reorder.place(in: layout, at: position) }
        guard let edit else { return }
        guard var followed = reorder.following(edit) else { return endReorder(cancelled: true) }
        // Its pinned or unpinned ones, which an edit may have grown or shrunk.
        followed.group = model.reorderGroup(of: followed.source)
        tabStrip.reorder = followed
    }

    /// Adds how far the edits since the last layout moved the dragged tab's place, now that `layout` shows them.
    func reorderPlaceSettles(in layout: SegmentLayout) {
        defer { tabStrip.reorderPlace = nil }
        guard let place = tabStrip.reorderPlace else { return }
        tabStrip.reorder?.shiftPlace(from: place, in: layout, at: position)
    }

    /// See ``SegmentBar/setPinned(_:at:)`` for a bar of its own (a pager's pins through the pager, which moves
    /// the page too): pins or unpins segment `index` (``pin(_:at:)``), then emits `segment-moved` if it moved.
    func setPinned(_ pinned: Bool, at index: Int) throws(SegmentError) {
        let to = try pin(pinned, at: index)
        announceMove(from: index, to: to)
    }

    /// Moves a tab (with its page in a pager) and tells assistive technologies where it went.
    private func moveTab(from: Int, to: Int) {
        guard from != to else { return }
        do {
            if let pager { try pager.move(from: from, to: to) } else { try move(from: from, to: to) }
        } catch {
            Log.warning("SegmentBar: cannot move segment \(from) to \(to): \(error)")
            return
        }
        // A `segment-moved` handler may have edited the segments since.
        guard model.items.indices.contains(to) else { return }
        let item = model.items[to]
        // Named as its tab is, so an untitled tab is announced by its icon or its new place.
        let title = TabDescription.name(mnemonics.spokenTitle(item), of: item, at: to)
        let (place, count) = (Translation.number(to + 1), Translation.number(model.count))
        // Translators: said when a tab was moved with the keyboard: "Inbox moved to position 2 of 5".
        let moved = Translation.formatted("%1$s moved to position %2$s of %3$s", title, place, count)
        tell(moved)
    }

    /// `segment.move-tab`: moves the selected tab (Ctrl+Shift+Page Up/Down and Home/End as AdwTabView,
    /// Alt+arrows as GtkNotebook); rings the bell at an end. From a pager's page (`showingFocus` false) the bar
    /// shows no focus ring, as the focus stays in the page.
    func keyboardMoveTab(_ name: String, showingFocus: Bool = true) {
        guard tabStrip.isReorderable, let selected = model.selectedIndex else { return }
        let move: TabMove
        switch name {
        case "left", "right": move = .arrow(leftward: name == "left", direction: direction)
        case "backward": move = .backward
        case "forward": move = .forward
        case "first": move = .first
        case "last": move = .last
        default:
            return Log.warning(
                "SegmentBar: segment.move-tab has no move '\(name)' (known: backward, forward, first, last, left, right)"
            )
        }
        guard let target = move.destination(from: selected, within: model.reorderGroup(of: selected)) else {
            gtk_widget_error_bell(widget)
            return
        }
        if showingFocus { keyboardFocusShown = true }
        moveTab(from: selected, to: target)
    }

    /// How far segment `index` is drawn from its place while a tab is dragged, in view coordinates.
    func reorderShift(of index: Int, target: Int?) -> Double {
        guard let reorder = tabStrip.reorder, let layout, let target else { return 0 }
        let logical = reorder.shift(of: index, target: target, in: layout, at: position)
        return layout.mainDirection == .leftToRight ? logical : -logical
    }

    /// Where the dragged tab would land now; `nil` when no tab is dragged.
    var reorderTarget: Int? {
        guard let reorder = tabStrip.reorder, let layout else { return nil }
        return reorder.target(in: layout, at: position)
    }

    // MARK: Context menu

    /// The segment the context menu is open for (`menu-target`), notified when it changes and each time the menu
    /// opens (``targetMenu(at:)``); `nil` again once the menu has closed and the entry chosen has run its action.
    var menuTarget: Int? {
        get { tabStrip.menuTarget }
        set {
            let old = tabStrip.menuTarget
            tabStrip.menuTarget = newValue
            SegmentBarType.properties.notify(widget, .menuTarget, from: old, to: newValue)
        }
    }

    /// Keeps ``menuTarget`` on its tab through an edit of the items (cleared when that tab is removed, and the menu,
    /// open for a tab that is gone, closed: its actions would act on no tab).
    func menuTargetFollows(_ edit: PageIndexEdit) {
        guard let target = tabStrip.menuTarget else { return }
        menuTarget = edit.map(target)
        if menuTarget == nil { tabStrip.popDownMenu() }
    }

    /// Makes `index` the menu's target as it opens, and notifies `menu-target` even when it is the same tab again:
    /// an app updates its actions there (Pin or Unpin), and a second right click on a tab pinned meanwhile opened
    /// the menu with the actions as they were.
    private func targetMenu(at index: Int) {
        let old = tabStrip.menuTarget
        menuTarget = index
        if old == index { SegmentBarType.properties.notify(widget, .menuTarget) }
        // Drawn as hovered while its menu is open.
        gtk_widget_queue_draw(widget)
    }

    /// Opens the context menu for the segment under view `(x, y)`, pointing at the pointer.
    func openContextMenu(atX x: Double, y: Double) -> Bool {
        guard tabStrip.menuModel != nil, let index = tabIndex(x: x, y: y) else { return false }
        targetMenu(at: index)
        return tabStrip.popUpMenu(at: SegmentRect(x: x, y: y, width: 1, height: 1), name: spokenName(of: index))
    }

    /// Segment `index`'s name as its tab reads it (the context menu takes it: a screen reader read "GtkPopoverMenu").
    private func spokenName(of index: Int) -> String {
        let item = model.items[index]
        return TabDescription.name(mnemonics.spokenTitle(item), of: item, at: index)
    }

    /// `menu.popup` (Menu, Shift+F10): opens the context menu for the focused or selected segment, below it.
    func keyboardContextMenu() {
        guard let layout, let index = focusIndex ?? model.selectedIndex, index < layout.count else { return }
        targetMenu(at: index)
        let frame = layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: scrollOffset)
        _ = tabStrip.popUpMenu(at: frame, name: spokenName(of: index))
    }

    // MARK: Layout and drawing

    /// What the strip's ends take for the action widgets: their natural lengths along the bar (0 without one).
    var actionInsets: (leading: Double, trailing: Double) {
        (tabStrip.actionLength(atStart: true, along: axis), tabStrip.actionLength(atStart: false, along: axis))
    }

    /// Whether `x` along the bar (view y in a vertical bar) is over an action widget, which handles its own presses.
    func isOverActionWidget(_ x: Double) -> Bool {
        guard let layout else { return false }
        let (start, end) = actionInsets
        return (start > 0 && axis.spans(layout.edgeRect(.leading, width: start), x))
            || (end > 0 && axis.spans(layout.edgeRect(.trailing, width: end), x))
    }

    /// Allocates the action widgets at the strip's ends and presents the menu.
    func allocateTabStrip() {
        guard let layout else { return }
        let (start, end) = actionInsets
        tabStrip.allocate(
            start: start > 0 ? layout.edgeRect(.leading, width: start) : nil,
            end: end > 0 ? layout.edgeRect(.trailing, width: end) : nil)
    }

    /// Gives the on-screen segments that show a close button their accessible "Close <title>" buttons, placed over
    /// the buttons; with the accessible tabs, whenever the selection, the items or the position change.
    func placeCloseButtons() {
        guard let layout else { return }
        var titles: [String] = []
        var rects: [SegmentRect] = []
        var segments: [Int] = []
        if tabStrip.closeButtons != .none {
            for index in tabs.range where index < layout.count && showsCloseButton(index) {
                let item = model.items[index]
                titles.append(TabDescription.name(mnemonics.spokenTitle(item), of: item, at: index))
                // Cut to what shows, as the tab is: a tab in the margin kept off screen has its button there too.
                rects.append(
                    layout.shownViewRect(
                        layout.closeButtonRect(index, at: position, button: tabStrip.buttonSpec), of: index,
                        scrollOffset: scrollOffset))
                segments.append(index)
            }
        }
        tabStrip.updateAccessibleCloseButtons(titles: titles, rects: rects, segments: segments)
    }

    /// The segments of `range` in drawing order: the dragged tab last, so it slides over the others.
    func drawingOrder(_ range: VisibleSegments) -> [Int] {
        guard let source = tabStrip.reorder?.source, range.contains(source) else { return Array(range) }
        return range.filter { $0 != source } + [source]
    }

    /// Runs `draw` with the snapshot moved `dx` along the bar; the dragged tab, at `lifting` (its
    /// ``liftedFrame(layout:target:)``), gets the `segment.dragged:active` box behind it (`:selected` too when it is
    /// the selected tab), so it reads as picked up and the titles it slides over do not show through.
    func shifted(_ snapshot: OpaquePointer, by dx: Double, lifting frame: SegmentRect?, _ draw: () -> Void) {
        if let frame {
            let selected = layout.map { tabStrip.reorder?.source == $0.selectedSegment(at: position) } ?? false
            renderBox(snapshot, selected ? nodes.draggedSelected : nodes.dragged, frame)
        }
        guard dx != 0 else { return draw() }
        let offset = axis.moved(SegmentRect(x: 0, y: 0, width: 0, height: 0), by: dx)
        drawTranslated(snapshot, by: offset, draw)
    }

    /// The dragged tab's frame in view coordinates, where it is drawn lifted; `nil` when no tab is dragged.
    func liftedFrame(layout: SegmentLayout, target: Int?) -> SegmentRect? {
        guard let source = tabStrip.reorder?.source, (0..<layout.count).contains(source) else { return nil }
        return axis.moved(
            layout.viewRect(layout.itemFrame(source, at: position), scrollOffset: scrollOffset),
            by: reorderShift(of: source, target: target))
    }

    /// Runs `draw`, which draws at `rect` something of segment `index` that comes after the lifted tab (`lifted`)
    /// but lies under it, clipped to what the lifted tab leaves showing (``LayoutAxis/uncovered(_:by:)``).
    func drawUnderLiftedTab(
        _ snapshot: OpaquePointer, _ rect: SegmentRect, of index: Int?, lifted: SegmentRect?, _ draw: () -> Void
    ) {
        guard let lifted, index != tabStrip.reorder?.source else { return draw() }
        guard let showing = axis.uncovered(rect, by: lifted) else { return }
        guard showing != rect else { return draw() }
        var clip = grapheneRect(showing)
        gtk_snapshot_push_clip(snapshot, &clip)
        draw()
        gtk_snapshot_pop(snapshot)
    }

    /// Runs `draw` with the snapshot moved by `offset`'s origin.
    private func drawTranslated(_ snapshot: OpaquePointer, by offset: SegmentRect, _ draw: () -> Void) {
        var origin = graphene_point_t(x: Float(offset.x), y: Float(offset.y))
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &origin)
        draw()
        gtk_snapshot_restore(snapshot)
    }

    /// Draws the close buttons of the segments in `range` that show one: the `button.close` node's box
    /// under the pointer or while pressed, and `window-close-symbolic` in the node's colour.
    /// The lifted tab's own button is drawn whole; the others are clipped to what the lifted tab (at `lifted`)
    /// leaves showing. `hovered` is the segment whose close button is under the pointer, found once per frame.
    func drawCloseButtons(
        _ snapshot: OpaquePointer, layout: SegmentLayout, range: VisibleSegments, target: Int?, lifted: SegmentRect?,
        hovered: Int?
    ) {
        guard tabStrip.closeButtons != .none, nodes.parts.contains(.closeButtons) else { return }
        let spec = tabStrip.buttonSpec
        for index in drawingOrder(range) where showsCloseButton(index) {
            let rect = axis.moved(
                layout.viewRect(layout.closeButtonRect(index, at: position, button: spec), scrollOffset: scrollOffset),
                by: reorderShift(of: index, target: target))
            drawUnderLiftedTab(snapshot, rect, of: index, lifted: lifted) {
                clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                    drawCloseButton(snapshot, index, at: rect, hovered: hovered)
                }
            }
        }
    }

    /// Draws segment `index`'s close button at view rectangle `rect`.
    private func drawCloseButton(_ snapshot: OpaquePointer, _ index: Int, at rect: SegmentRect, hovered: Int?) {
        let node: CSSNode
        if tabStrip.buttonPress?.button == .close && tabStrip.buttonPress?.index == index && hovered == index {
            node = nodes.closeButtonActive
        } else if hovered == index {
            node = nodes.closeButtonHover
        } else {
            node = nodes.closeButton
        }
        if node.widget != nodes.closeButton.widget { renderButtonBox(snapshot, node, rect) }
        guard let icon = icons.paintable(Self.closeIconName, size: rect.width, widget: widget) else { return }
        var colors = (node.color, node.color, node.color, node.color)
        drawTranslated(snapshot, by: rect) {
            withUnsafePointer(to: &colors) {
                $0.withMemoryRebound(to: GdkRGBA.self, capacity: 4) {
                    gtk_symbolic_paintable_snapshot_symbolic(icon, snapshot, rect.width, rect.height, $0, 4)
                }
            }
        }
    }
}
