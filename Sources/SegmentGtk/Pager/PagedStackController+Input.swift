import CGtk
import SegmentCore

/// A finger (or two on a touchpad) holding the pages.
struct PageDrag {
    /// Where a pointer or a scroll comes from; scrolls end on `scroll-end` instead of a release.
    enum Source {
        case pointer
        case scroll
    }

    var source: Source
    /// The unbounded position under the finger when the drag began (undoing any rubber band).
    var startRaw: Double
    /// Pressed but not yet moved past the threshold: still possibly a click or a vertical scroll.
    var pending: Bool
    /// A settle was running when the finger came down; a press that turns out to be a click resumes it.
    var interrupted: Bool
    /// View-space translation so far (scrolls accumulate their deltas here).
    var translation: Double = 0
    var tracker = VelocityTracker()
    /// The frames on screen when a pointer came down, kept child-visible until it is released.
    ///
    /// GTK delivers a press's motion and release to the widget it was pressed on (its implicit grab) and drops the
    /// grab when that widget is unmapped. A page slid off screen and hidden mid-drag took the grab with it: once the
    /// pointer left the stack, its drag gesture saw no more motion and no release, and the pages stayed between
    /// two pages for good. Off screen they are still neither drawn (``PagedStackController/snapshot(_:)``) nor
    /// hit, as they lie outside the stack.
    var held: [UnsafeMutablePointer<GtkWidget>] = []

    /// Moves the drag's reference after an edit of the pages, so the same page stays under the finger.
    mutating func shift(by delta: Double) {
        startRaw += delta
        tracker.shift(by: delta)
    }
}

extension PagedStackController {
    /// Adds the drag gesture and the scroll controller; the widget owns them from then on.
    func installControllers() {
        let drag = gtk_gesture_drag_new()!
        // Capture phase, so a swipe that starts on a button in the page still moves the pages once it is a swipe.
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        GtkSignals.dragBegin.connect(drag) { [unowned self] (x: Double, y: Double) in
            // A press on a widget that drags by itself (a scale, text to select) is the page's (``PageContentInput``).
            if PageContentInput.takesDrags(in: self.widget, x: x, y: y) { return self.claim(GTK_EVENT_SEQUENCE_DENIED) }
            self.pointerPressed(time: eventTime(drag))
        }
        GtkSignals.dragUpdate.connect(drag) { [unowned self] (dx: Double, dy: Double) in
            self.pointerMoved(dx: dx, dy: dy, time: eventTime(drag))
        }
        GtkSignals.dragEnd.connect(drag) { [unowned self] (dx: Double, dy: Double) in
            self.pointerReleased(dx: dx, dy: dy, time: eventTime(drag))
        }
        GtkSignals.cancel.connect(drag) { [unowned self] in self.pointerCancelled() }
        gtk_widget_add_controller(widget, drag)
        dragGesture = drag

        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        // Capture phase: pages are often scrolled windows, which take every wheel event in the bubble phase,
        // even a horizontal one they cannot use. ``scrolled(dx:dy:wheel:shift:time:)`` only claims horizontal
        // and Shift+wheel motion, so vertical scrolling still reaches the page's content.
        gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
        GtkSignals.scroll.connect(scroll) { [unowned self] (dx: Double, dy: Double) -> Bool in
            let state = gtk_event_controller_get_current_event_state(scroll).rawValue
            return self.scrolled(
                dx: dx, dy: dy, wheel: gtk_event_controller_scroll_get_unit(scroll) == GDK_SCROLL_UNIT_WHEEL,
                shift: state & GDK_SHIFT_MASK.rawValue != 0, time: eventTime(scroll))
        }
        GtkSignals.scrollEnd.connect(scroll) { [unowned self] in self.scrollEnded(time: eventTime(scroll)) }
        gtk_widget_add_controller(widget, scroll)

        // Where the pointer is, for the wheel: scroll events carry no position, and a scrolled window under the
        // pointer that can scroll along the pages takes the wheel first (``PageContentInput``).
        let motion = gtk_event_controller_motion_new()!
        gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
        GtkSignals.motion.connect(motion) { [unowned self] (x: Double, y: Double) in self.pointerAt = (x, y) }
        GtkSignals.leave.connect(motion) { [unowned self] in self.pointerAt = nil }
        gtk_widget_add_controller(widget, motion)
    }

    /// Whether the page's own scrolled window under the pointer can take a scroll of `dx`, `dy` along the pages
    /// (``PageContentInput/scrollsItself(in:x:y:along:delta:)``); Shift turns a vertical wheel sideways, as GTK's
    /// scrolled windows do.
    private func pageScrollsItself(dx: Double, dy: Double, shift: Bool) -> Bool {
        guard let (x, y) = pointerAt else { return false }
        if axis == .vertical {
            return PageContentInput.scrollsItself(in: widget, x: x, y: y, along: GTK_ORIENTATION_VERTICAL, delta: dy)
        }
        let sideways = dx != 0 ? dx : (shift ? dy : 0)
        return PageContentInput.scrollsItself(
            in: widget, x: x, y: y, along: GTK_ORIENTATION_HORIZONTAL, delta: sideways)
    }

    private func claim(_ state: GtkEventSequenceState) {
        guard let dragGesture, gtk_gesture_is_active(dragGesture) != 0 else { return }
        gtk_gesture_set_state(dragGesture, state)
    }

    // MARK: Pointer

    /// A finger or button came down: catch the pages where they are.
    func pointerPressed(time: Double) {
        guard pageCount > 0, switches.isInteractive else { return }
        let interrupted = motion != nil
        beginDrag(.pointer, pending: true, interrupted: interrupted, time: time)
    }

    /// Stops any motion and starts a drag from where the pages are (undoing a rubber band), its speed tracked from now.
    private func beginDrag(_ source: PageDrag.Source, pending: Bool, interrupted: Bool, time: Double) {
        stopMotion()
        var next = PageDrag(
            source: source, startRaw: physics.unrubberBanded(position, pageCount: pageCount), pending: pending,
            interrupted: interrupted)
        if source == .pointer { next.held = shownFrames }
        next.tracker.add(next.startRaw, at: time)
        drag = next
    }

    /// The pointer moved `dx`, `dy` from the press: the pages follow it 1:1 once it is a swipe along ``axis``.
    func pointerMoved(dx: Double, dy: Double, time: Double) {
        guard var current = drag, current.source == .pointer else { return }
        if current.pending {
            guard (dx * dx + dy * dy).squareRoot() >= InputSettings.dragThreshold(widget) else { return }
            guard abs(along(dx, dy)) > abs(across(dx, dy)) else {
                // A gesture across the pages belongs to the page (a list scrolling): let it go.
                drag = nil
                claim(GTK_EVENT_SEQUENCE_DENIED)
                if current.interrupted { releasePages(velocity: 0) }
                return
            }
            current.pending = false
            claim(GTK_EVENT_SEQUENCE_CLAIMED)
        }
        current.translation = along(dx, dy)
        follow(&current, time: time)
    }

    /// The pointer was released: settle on the page the position and speed call for.
    func pointerReleased(dx: Double, dy: Double, time: Double) {
        guard var current = drag, current.source == .pointer else { return }
        if current.pending {
            drag = nil
            if current.interrupted { releasePages(velocity: 0) }
            return
        }
        current.translation = along(dx, dy)
        follow(&current, time: time)
        drag = nil
        releasePages(velocity: current.tracker.velocity)
    }

    /// The gesture was taken over (by a parent, or the window lost the pointer): settle without a flick.
    func pointerCancelled() {
        guard let current = drag, current.source == .pointer else { return }
        drag = nil
        if !current.pending || current.interrupted { releasePages(velocity: 0) }
    }

    /// Puts the pages under the finger: `startRaw` plus the translation, rubber-banded past the ends.
    ///
    /// Without ``PagingSwitches/bounces`` the pages stop at the ends instead, and the drag's start moves with
    /// the finger there, so turning back moves the pages at once rather than after undoing the pull.
    private func follow(_ current: inout PageDrag, time: Double) {
        var raw = current.startRaw + strip.positionDelta(forTranslation: current.translation)
        if !switches.bounces {
            let held = clamp(raw, 0, lastPage)
            current.startRaw += held - raw
            raw = held
        }
        current.tracker.add(raw, at: time)
        drag = current
        position = physics.rubberBanded(raw, pageCount: pageCount)
        // The neighbours are made (and prepared off screen) right after this frame, not in it.
        syncPages(prefetch: false)
        positionChanged()
    }

    /// Settles after a release at `velocity` pages per second (toward later pages), skipping disabled pages.
    func releasePages(velocity: Double) {
        guard pageCount > 0 else { return }
        var target =
            switches.allowsLongSwipes
            ? physics.longSwipeTarget(position: position, velocity: velocity, pageCount: pageCount)
            : physics.releaseTarget(position: position, velocity: velocity, pageCount: pageCount)
        if let isPageEnabled {
            target =
                PagerPhysics.swipeTarget(
                    to: target, from: currentPage ?? target, pageCount: pageCount, isEnabled: isPageEnabled)
                ?? currentPage ?? target
        }
        settle(to: target, velocity: velocity, notify: true)
    }

    // MARK: Scrolling

    /// Touchpad swipes move the pages like a finger; a horizontal wheel (or Shift+wheel) turns one page per notch,
    /// and in a vertical stack the vertical wheel does (``wheelAmount(dx:dy:shift:)``).
    ///
    /// Returns false for scrolling across the pages so the page's own scrolled window gets it.
    func scrolled(dx: Double, dy: Double, wheel: Bool, shift: Bool, time: Double) -> Bool {
        guard pageCount > 0, switches.isInteractive, dx.isFinite, dy.isFinite else { return false }
        if wheel {
            // Not claimed, so the wheel reaches the page's content and the widgets around the stack.
            guard switches.allowsScrollWheel, !pageScrollsItself(dx: dx, dy: dy, shift: shift) else { return false }
            let amount = wheelAmount(dx: dx, dy: dy, shift: shift)
            guard amount != 0 else { return false }
            wheelAccumulator += amount
            while abs(wheelAccumulator) >= 1 {
                let forward = wheelAccumulator > 0
                wheelAccumulator -= forward ? 1 : -1
                keyboardMove(forward ? .next : .previous, bell: false, byWheel: true)
            }
            return true
        }
        if drag?.source != .scroll {
            guard abs(along(dx, dy)) > abs(across(dx, dy)), drag == nil,
                !pageScrollsItself(dx: dx, dy: dy, shift: false)
            else { return false }
            beginDrag(.scroll, pending: false, interrupted: false, time: time)
        }
        guard var current = drag else { return false }
        // A scroll delta moves the content the opposite way to a finger drag of the same sign.
        current.translation -= along(dx, dy)
        follow(&current, time: time)
        scheduleScrollEnd(lastEvent: time)
        return true
    }

    /// Two fingers left the touchpad: settle like a released drag.
    func scrollEnded(time: Double) {
        if scrollEndSource != 0 {
            g_source_remove(scrollEndSource)
            scrollEndSource = 0
        }
        guard var current = drag, current.source == .scroll else { return }
        drag = nil
        current.tracker.add(physics.unrubberBanded(position, pageCount: pageCount), at: time)
        releasePages(velocity: current.tracker.velocity)
    }

    /// Devices without scroll-end events still settle, 150 ms after their last event (at `lastEvent`, in the
    /// events' own clock).
    private func scheduleScrollEnd(lastEvent: Double) {
        if scrollEndSource != 0 { g_source_remove(scrollEndSource) }
        scrollEndSource = MainLoop.after(milliseconds: 150) { [weak self] in
            guard let self else { return }
            self.scrollEndSource = 0
            self.scrollEnded(time: lastEvent + 0.150)
        }
    }
}
