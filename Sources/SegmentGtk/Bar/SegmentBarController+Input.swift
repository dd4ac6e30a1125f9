import CGtk
import SegmentCore

/// What a press on the bar turned into once the pointer moved.
enum DragState {
    /// Pressed on segment `index`, not yet moved past the drag threshold: still a click.
    case pending(startX: Double, index: Int?)
    /// Dragging the capsule/box tracker, the pill under the selected segment.
    case tracker(TrackerDrag)
    /// Dragging the content of an overflowing bar, from this scroll offset; `lastTime` is in seconds of the
    /// events' own clock (``eventTime(_:)``).
    case scrolling(startOffset: Double, lastX: Double, lastTime: Double, velocity: Double)
    /// Dragging a tab of a reorderable strip to a new place (``TabStrip/reorder``).
    case reordering

    /// Whether the bar moves something of its own under the pointer (the tracker, its content, a tab), so the
    /// press is the bar's alone: a header bar must not move the window with it, nor a pager swipe its pages.
    var movesBarContent: Bool {
        if case .pending = self { return false }
        return true
    }
}

/// A click that chose a segment, kept so a quick second click goes to the same segment.
struct LastClick {
    /// Where the click was, in view coordinates.
    var x: Double
    /// When it was, in microseconds of `g_get_monotonic_time`.
    var time: Int
    /// The segment it activated.
    var index: Int
}

extension SegmentBarController {
    /// Adds the gestures and event controllers; the widget owns them from then on.
    func installControllers() {
        let drag = gtk_gesture_drag_new()!
        // Coordinates along the bar: x, or y in a vertical bar (``mainCoordinate(_:_:)``).
        GtkSignals.dragBegin.connect(drag) { [unowned self] (x: Double, y: Double) in
            self.pressBegan(x: self.mainCoordinate(x, y), across: self.axis.crossCoordinate(x: x, y: y))
        }
        GtkSignals.dragUpdate.connect(drag) { [unowned self] (dx: Double, dy: Double) in
            self.pressMoved(dx: self.mainCoordinate(dx, dy), time: eventTime(drag))
            // Claimed as GtkScale claims its slider's drag: the ancestors' gestures for the same press stop
            // (GtkWindowHandle in a header bar, which moves the window past the same drag threshold).
            if self.drag?.movesBarContent == true, gtk_gesture_is_active(drag) != 0 {
                gtk_gesture_set_state(drag, GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
        GtkSignals.dragEnd.connect(drag) { [unowned self] (dx: Double, dy: Double) in
            self.pressEnded(dx: self.mainCoordinate(dx, dy), dAcross: self.axis.crossCoordinate(x: dx, y: dy))
        }
        GtkSignals.cancel.connect(drag) { [unowned self] in self.pressCancelled() }
        gtk_widget_add_controller(widget, drag)
        dragGesture = drag

        let motion = gtk_event_controller_motion_new()!
        GtkSignals.motion.connect(motion) { [unowned self] (x: Double, y: Double) in
            self.hover(x: self.mainCoordinate(x, y), across: self.axis.crossCoordinate(x: x, y: y))
        }
        GtkSignals.leave.connect(motion) { [unowned self] in
            self.hover(x: nil)
            self.releaseTabWidths()
        }
        gtk_widget_add_controller(widget, motion)

        let scroll = gtk_event_controller_scroll_new(
            GtkEventControllerScrollFlags(
                GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue))!
        GtkSignals.scroll.connect(scroll) { [unowned self] (dx: Double, dy: Double) -> Bool in
            self.scrolled(dx: dx, dy: dy, wheel: gtk_event_controller_scroll_get_unit(scroll) == GDK_SCROLL_UNIT_WHEEL)
        }
        GtkSignals.decelerate.connect(scroll) { [unowned self] (vx: Double, vy: Double) in
            self.fling(velocity: self.logicalDelta(dx: vx, dy: vy))
        }
        gtk_widget_add_controller(widget, scroll)

        let drop = gtk_drop_controller_motion_new()!
        GtkSignals.dropEnter.connect(drop) { [unowned self] (x: Double, y: Double) in
            self.dropHovered(x: self.mainCoordinate(x, y))
        }
        GtkSignals.dropMotion.connect(drop) { [unowned self] (x: Double, y: Double) in
            self.dropHovered(x: self.mainCoordinate(x, y))
        }
        GtkSignals.dropLeave.connect(drop) { [unowned self] in self.dragEnded() }
        gtk_widget_add_controller(widget, drop)
    }

    /// The segment under view x (view y in a vertical bar), enabled ones only.
    func index(atX x: Double) -> Int? {
        layout?.hitTest(viewX: x, scrollOffset: scrollOffset, at: position)
    }

    /// Whether `x` (along the bar) is over the overflow button's place, which no segment shows through.
    func isOverOverflowButton(_ x: Double) -> Bool {
        menuRect.map { axis.spans($0, x) } ?? false
    }

    /// Whether `x` is over a widget of the bar's own (the overflow button, an action widget), not a segment.
    func isOverChildWidget(_ x: Double) -> Bool {
        isOverOverflowButton(x) || isOverActionWidget(x)
    }

    /// A scroll delta in content direction: horizontal motion mirrors in right-to-left, vertical wheels scroll
    /// forward; a vertical bar follows vertical motion only.
    private func logicalDelta(dx: Double, dy: Double) -> Double {
        if axis == .vertical { return dy }
        return (direction == .leftToRight ? dx : -dx) + dy
    }

    // MARK: Press, drag, click

    /// A press at `x` along the bar and `across` it (see ``pointer``); a NaN `across` is on no sidebar close button.
    func pressBegan(x: Double, across: Double = .nan) {
        // A press while an earlier one still drags (a second pointer, or a release GTK never delivered) ends that
        // drag as a cancel would, so a tracker is never left between two segments.
        if drag != nil { pressCancelled() }
        // The overflow button handles its own presses; the bar must not also treat them as a click.
        if isOverOverflowButton(x) {
            drag = nil
            return
        }
        keyboardFocusShown = false
        // A tab's button acts on release; action widgets handle their own presses.
        let repeated = repeatedClick(atX: x)
        if beginButtonPress(along: x, across: across, repeating: repeated?.index) || isOverActionWidget(x) {
            drag = nil
            return
        }
        if !nodes.parts.contains(.pointer) { makeNeededNodes(.pointer) }
        pressedIndex = repeated?.index ?? index(atX: x)
        if selectsOnPress, let index = pressedIndex {
            // Chosen now (CRMMultipleSwitch's touch-down): the release has nothing left to activate.
            drag = .pending(startX: x, index: nil)
            choose(index, atX: x)
        } else {
            drag = .pending(startX: x, index: pressedIndex)
        }
        gtk_widget_queue_draw(widget)
    }

    /// Keeps what refers to segments by index on the same segments through an edit of the items: the press, the
    /// last click, the focus ring, a close button's press, the dragged tab, the context menu's target and the tabs
    /// asked to close while their handlers run. A release
    /// then goes to the segment pressed, not to the one an insert slid under the pointer, and Space to the segment
    /// the ring is on; a press on a removed segment clicks nothing, its close button closes nothing, its drag drops
    /// nothing, and its focus ring goes to the segment that takes its place.
    func indicesFollow(_ edit: PageIndexEdit) {
        pressedIndex = pressedIndex.flatMap(edit.map)
        if let focus = focusIndex {
            if let kept = edit.map(focus) {
                focusIndex = kept
            } else {
                // A removed segment's ring goes to the segment that takes its place (else the one before), as a list
                // moves its focus, skipping disabled ones; not back to the selection, away from where the user was.
                focusIndex = model.nearestEnabled(to: focus)
                describeFocusRing()
            }
        }
        if case .pending(let startX, let index) = drag {
            drag = .pending(startX: startX, index: index.flatMap(edit.map))
        }
        lastClick = lastClick.flatMap { last in
            edit.map(last.index).map { LastClick(x: last.x, time: last.time, index: $0) }
        }
        // Found again from the pointer at the next motion.
        tabStrip.buttonHover = nil
        tabStrip.buttonPress = tabStrip.buttonPress.flatMap { press in
            edit.map(press.index).map {
                TabButtonPress(button: press.button, index: $0, along: press.along, across: press.across)
            }
        }
        closeRequests = closeRequests.map { $0.flatMap(edit.map) }
        reorderFollows(edit)
        menuTargetFollows(edit)
    }

    /// Every segment was replaced: a press, a click, the focus ring, a close button's press or a drag under way
    /// refers to none.
    func indicesForgotten() {
        pressedIndex = nil
        focusIndex = nil
        if case .pending(let startX, _) = drag { drag = .pending(startX: startX, index: nil) }
        lastClick = nil
        tabStrip.buttonPress = nil
        tabStrip.buttonHover = nil
        closeRequests = closeRequests.map { _ in nil }
        endReorder(cancelled: true)
    }

    /// The previous click when a press at view `x` repeats it (a double click, by GTK's `gtk-double-click-time`
    /// and `gtk-double-click-distance`).
    ///
    /// The first click may have scrolled the bar to centre its segment, so the second press lands on whatever
    /// slid under the pointer; a repeat goes to the segment the first click chose, as the user meant.
    private func repeatedClick(atX x: Double) -> LastClick? {
        guard let last = lastClick else { return nil }
        let limits = InputSettings.doubleClick(widget)
        let repeats = g_get_monotonic_time() - last.time <= limits.time && abs(x - last.x) <= limits.distance
        return repeats && model.items.indices.contains(last.index) ? last : nil
    }

    /// The pointer moved `dx` from the press, at `time` (seconds; the event's own time from GTK, the monotonic
    /// clock when a test calls this directly).
    func pressMoved(dx: Double, time: Double = Double(g_get_monotonic_time()) / 1_000_000) {
        guard let layout, let state = drag else { return }
        switch state {
        case .pending(let startX, let pressed):
            guard abs(dx) >= InputSettings.dragThreshold(widget) else { return }
            pressedIndex = nil
            // A tab strip drags the pressed tab to a new place rather than its tracker or its content.
            if beginReorder(from: pressed, dx: dx) { return }
            let shape = style.indicator.shape
            let onTracker =
                (shape == .capsule || shape == .box)
                && (dragsTrackerFromAnywhere
                    || (layout.indicatorViewRect(at: position, scrollOffset: scrollOffset).map {
                        axis.spans($0, startX)
                    } ?? false))
            if onTracker {
                stopMotion()
                drag = .tracker(TrackerDrag(layout: layout, position: position))
            } else if layout.isScrollable(at: position) {
                stopScrollMotion()
                drag = .scrolling(startOffset: scrollOffset, lastX: dx, lastTime: time, velocity: 0)
            } else {
                drag = nil
                gtk_widget_queue_draw(widget)
                return
            }
            pressMoved(dx: dx, time: time)
        case .tracker(let tracker):
            // Clamped by the model too: after an edit mid-drag the layout is rebuilt only at the next allocation.
            let dragged = model.clampedPosition(tracker.position(translation: dx, layout: layout))
            if let positionOwner {
                positionOwner.barRequestsScrub(to: dragged)
            } else {
                position = dragged
                scrollOffset = layout.centeringScrollOffset(at: position)
                positionChanged()
            }
            cgtk_emit_double(widget, SegmentBarType.signals.dragProgress, dragged)
        case .scrolling(let start, let lastX, let lastTime, let velocity):
            let forward = layout.mainDirection == .leftToRight
            let logical = forward ? dx : -dx
            scrollOffset = layout.clampedScrollOffset(start - logical, at: position)
            let seconds = time - lastTime
            let instant = seconds > 0 ? -(forward ? dx - lastX : lastX - dx) / seconds : velocity
            drag = .scrolling(startOffset: start, lastX: dx, lastTime: time, velocity: lerp(velocity, instant, 0.5))
            positionChanged()
        case .reordering:
            reorderMoved(dx: dx)
        }
    }

    /// The press ended `dx` along the bar and `dAcross` across it from where it began.
    func pressEnded(dx: Double, dAcross: Double = 0) {
        let state = drag
        drag = nil
        defer {
            pressedIndex = nil
            gtk_widget_queue_draw(widget)
        }
        switch state {
        case .pending(let startX, let index):
            guard let index, index == pressedIndex else { return }
            choose(index, atX: startX)
        case .tracker:
            // Dropping the pill chooses a segment as a click does, so the bar takes the keyboard focus too.
            gtk_widget_grab_focus(widget)
            settleTracker()
        case .scrolling(_, _, _, let velocity):
            fling(velocity: velocity)
        case .reordering:
            // A dropped tab is chosen as a click chooses it: the strip takes the keyboard focus, so the keys that
            // move tabs (Ctrl+Shift+Page Down) go on from there, as they do after a drag in GtkNotebook.
            gtk_widget_grab_focus(widget)
            endReorder(cancelled: false)
        case nil:
            endButtonPress(dx: dx, dAcross: dAcross)
        }
    }

    /// A click (or, with ``selectsOnPress``, a press) at view `x` chose segment `index`.
    private func choose(_ index: Int, atX x: Double) {
        lastClick = LastClick(x: x, time: g_get_monotonic_time(), index: index)
        gtk_widget_grab_focus(widget)
        activate(index)
    }

    /// Ends a press under way as a cancel does: the tracker and a dragged tab go back to where they were.
    ///
    /// For a bar that left the screen (hidden, removed from its window), where GTK 4.8 neither ends nor cancels the
    /// drag, and one turned to the other orientation, where a press measured along the old axis means nothing:
    /// otherwise a tracker would stay between two segments and a dragged tab lifted.
    func cancelPressUnderway() {
        if let dragGesture, gtk_gesture_is_active(dragGesture) != 0 { gtk_event_controller_reset(dragGesture) }
        if drag != nil || tabStrip.reorder != nil { pressCancelled() }
    }

    /// A press that ends without a release (GTK's cancel, the bar leaving the screen, a new press before the release):
    /// nothing is chosen. The tracker slides back to the selected segment, as a dragged tab goes back to its place,
    /// a swipe of the pages back to its page and GtkSwitch's handle back to its state; it selected the segment
    /// nearest to where it was cut off, which the user never let go on.
    func pressCancelled() {
        if case .tracker = drag, let selected = model.selectedIndex { animate(to: Double(selected)) }
        endReorder(cancelled: true)
        tabStrip.buttonPress = nil
        drag = nil
        pressedIndex = nil
        gtk_widget_queue_draw(widget)
    }

    /// Snaps a released tracker to the nearest enabled item and selects it.
    private func settleTracker() {
        guard let target = TrackerDrag.snapTarget(for: position, in: model) else { return }
        if target == model.selectedIndex {
            animate(to: Double(target))
        } else {
            activate(target)
        }
    }

    // MARK: Hover, wheel, drag-and-drop

    /// The pointer moved to `x` along the bar and `across` it, or left it (`nil`).
    func hover(x: Double?, across: Double = .nan) {
        if x != nil, dropHoverSelection != nil { dragEnded() }
        let before = hoverIndex
        if x != nil, !nodes.parts.contains(.pointer) { makeNeededNodes(.pointer) }
        pointer = x.map { ($0, across) }
        let buttonChanged = tabButtonHoverChanged()
        if hoverIndex != before || buttonChanged { gtk_widget_queue_draw(widget) }
    }

    /// Scrolls an overflowing bar; returns false when there is nothing to scroll so parents get the event.
    func scrolled(dx: Double, dy: Double, wheel: Bool) -> Bool {
        guard let layout, layout.isScrollable(at: position) else { return false }
        stopScrollMotion()
        let step = wheel ? 48.0 : 1.0
        scrollOffset = layout.clampedScrollOffset(scrollOffset + logicalDelta(dx: dx, dy: dy) * step, at: position)
        positionChanged()
        return true
    }

    /// During drag-and-drop, hovering over a segment for half a second selects it (GtkStackSwitcher's convention).
    func dropHovered(x: Double) {
        guard !isOverChildWidget(x), let hovered = index(atX: x) else {
            cancelDropHover()
            return
        }
        guard dropHover?.index != hovered else { return }
        cancelDropHover()
        let source = MainLoop.after(milliseconds: 500) { [weak self] in
            guard let self else { return }
            self.dropHover = nil
            self.dropHoverSelection = hovered
            self.activate(hovered)
        }
        dropHover = (hovered, source)
    }

    /// A drag left the bar, or dropped on it: GTK 4.8 sends no `leave` to a `GtkDropControllerMotion` after a drop
    /// its widget took, so the drop itself and the next plain pointer motion (none reaches a widget during a drag)
    /// end it too. A tab the drag selected is centred again from then on, as any selection is.
    func dragEnded() {
        dropHoverSelection = nil
        cancelDropHover()
    }

    func cancelDropHover() {
        if let pending = dropHover { g_source_remove(pending.source) }
        dropHover = nil
    }

    // MARK: Keyboard (through the widget's actions)

    /// `segment.move`: arrow keys, Home and End; selects or moves the focus ring depending on the activation mode.
    func keyboardMove(_ move: NavigationMove) {
        showFocus()
        var probe = model
        if activationMode == .manual, let focus = focusIndex { _ = try? probe.select(focus, notify: false) }
        guard let target = probe.target(of: move, direction: direction) else {
            gtk_widget_error_bell(widget)
            return
        }
        switch activationMode {
        case .automatic:
            // Moving onto the segment already selected (Home on the first) is navigation, not a reselect.
            guard target != model.selectedIndex else { return }
            activate(target)
        case .manual:
            focusIndex = target
            describeFocusRing()
            if let layout, !layout.showsWhole(target, scrollOffset: scrollOffset, at: position) {
                scrollOffset = layout.centeringScrollOffset(forItem: target, at: position)
                positionChanged()
            }
            gtk_widget_queue_draw(widget)
        }
    }

    /// Alt+1 to Alt+9 and Alt+0: select the segment the digit names, in either activation mode, as a click does
    /// (AdwTabView's keys). Returns whether the bar took the key: a digit past the last segment is left to other
    /// widgets; a disabled segment rings the bell; the selected one stays as it is (navigation, not a reselect).
    func keyboardSelect(_ index: Int) -> Bool {
        guard index < model.count else { return false }
        showFocus()
        guard model.items[index].isEnabled else {
            gtk_widget_error_bell(widget)
            return true
        }
        if index != model.selectedIndex { activate(index) }
        return true
    }

    /// See ``PageMoving/takesPageKeys``: a pager's bar moves its pages, as GtkNotebook's tabs do; another bar
    /// leaves the keys to other widgets.
    var takesPageKeys: Bool { pager != nil }

    /// Ctrl+Page Up and Page Down, Ctrl+Tab and Ctrl+Shift+Tab in a pager's bar move its pages, as they do from the
    /// pages (``FocusShortcuts/pageMoves()``); the focus stays in the bar, its ring on the new selection.
    func keyboardPageMove(_ move: NavigationMove) {
        guard let pager else { return }
        showFocus()
        focusIndex = nil
        pager.stackController.keyboardMove(move)
    }

    /// Ctrl+Shift+Page Up, Page Down, Home and End in a pager's reorderable bar move the selected tab, as the bar's
    /// own keys do.
    func keyboardPageTabMove(_ move: String) -> Bool {
        guard pager != nil, tabStrip.isReorderable else { return false }
        keyboardMoveTab(move)
        return true
    }

    /// `segment.activate`: Space and Enter select the focused segment, or reselect the selected one.
    func keyboardActivate() {
        showFocus()
        guard let index = focusIndex ?? model.selectedIndex else { return }
        activate(index)
    }

    /// Keyboard navigation in the bar shows where the focus is, until the next press of the pointer.
    ///
    /// GTK hides focus rings after a click and shows them again when the focus moves with the keyboard
    /// (the window's `focus-visible`); arrow keys inside the bar do not move GTK's focus, and GTK turns
    /// `focus-visible` off again right after they are handled, so the bar keeps this state itself.
    private func showFocus() {
        guard !keyboardFocusShown else { return }
        keyboardFocusShown = true
        gtk_widget_queue_draw(widget)
    }

}
