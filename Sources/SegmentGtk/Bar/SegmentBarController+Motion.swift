import CGtk
import SegmentCore

/// A running animation of the indicator and/or the scroll offset, sampled per frame.
struct Motion {
    /// The indicator's position over time, if it is moving.
    var position: TimedCurve?
    /// The scroll offset over time (centring or kinetic), if it is moving.
    var scroll: (any AnimationCurve)?
    /// Frame time of the first tick, in seconds; set by the first tick so every motion starts at elapsed 0.
    var start: Double?

    /// The same motion with its positions moved by `delta` items, after an edit before the selection.
    func shifted(by delta: Double) -> Motion {
        var copy = self
        if var curve = position {
            curve.from += delta
            curve.target += delta
            copy.position = curve
        }
        return copy
    }
}

extension SegmentBarController {
    /// Whether motion should be animated: the widget is mapped and `gtk-enable-animations` is on.
    var animationsEnabled: Bool {
        gtk_widget_get_mapped(widget) != 0 && cgtk_animations_enabled(widget) != 0
    }

    /// Animates the indicator (and the centring scroll) to `target`, starting from wherever it is now;
    /// a linked bar asks its owner to slide there instead.
    func animate(to target: Double) {
        if let positionOwner {
            positionOwner.barRequestsMove(to: Int(target.rounded()), animated: true)
            return
        }
        guard animationsEnabled, let layout, animationDuration > 0 else {
            jump(to: target)
            return
        }
        let scrollTarget = followingScroll(in: layout, at: target)
        motion = Motion(
            position: TimedCurve(from: position, to: target, duration: animationDuration),
            scroll: TimedCurve(from: scrollOffset, to: scrollTarget, duration: animationDuration))
        ensureTick()
    }

    /// Starts kinetic scrolling at `velocity` points per second (content direction).
    func fling(velocity: Double) {
        guard animationsEnabled, velocity.isFinite, layout?.isScrollable(at: position) == true else { return }
        var next = motion ?? Motion()
        next.scroll = DecelerationCurve(from: scrollOffset, initialVelocity: velocity)
        next.start = nil
        if next.position != nil {
            // Keep the indicator's remaining motion on its own clock by restarting it from where it is.
            next.position = TimedCurve(from: position, to: next.position!.target, duration: animationDuration)
        }
        motion = next
        ensureTick()
    }

    /// Puts the indicator on `target` at once, centring the scroll; a linked bar asks its owner to.
    func jump(to target: Double) {
        if let positionOwner {
            positionOwner.barRequestsMove(to: Int(target.rounded()), animated: false)
            return
        }
        stopMotion()
        position = model.clampedPosition(target)
        scrollOffset = layout.map { followingScroll(in: $0, at: position) } ?? 0
        positionChanged(resting: true)
    }

    /// Draws a linked bar's indicator at its owner's `value` (clamped to the segments), centring the scroll
    /// unless the user is scrolling the bar; the owner calls this on every frame it moves, `ownerMoving` while
    /// its pages slide or follow a finger (the tabs then hold their segments: ``heldTabRange``).
    func follow(_ value: Double, ownerMoving: Bool = false) {
        guard value.isFinite else { return }
        // The pages came to rest: the tabs take the segments on screen at once.
        let stopped = self.ownerMoving && !ownerMoving
        self.ownerMoving = ownerMoving
        position = model.clampedPosition(value)
        if case .scrolling = drag {
        } else {
            stopScrollMotion()
            scrollOffset = layout.map { followingScroll(in: $0, at: position) } ?? 0
        }
        positionChanged(resting: stopped)
    }

    /// The scroll offset that shows the selection with the indicator at `position`
    /// (``SegmentLayout/followingScrollOffset(selected:current:at:)``): centred, unless a sticky segment is
    /// selected, or a drag resting on the selected segment selected it (``dropHoverSelection``), which leave the
    /// strip where it is.
    ///
    /// A drag resting on a tab selects it (``dropHovered(x:)``) and then drops on the tab under the pointer:
    /// centred, the tab slid away from the pointer, another slid under it, and the drag selected and dropped on
    /// that one instead. Any other selection (the app's, after the drop) is centred.
    func followingScroll(in layout: SegmentLayout, at position: Double) -> Double {
        if let held = dropHoverSelection, held == model.selectedIndex {
            return layout.clampedScrollOffset(scrollOffset, at: position)
        }
        return layout.followingScrollOffset(selected: model.selectedIndex, current: scrollOffset, at: position)
    }

    /// Slides the strip to show the selection (``followingScroll(in:at:)``) where the indicator is, when it does
    /// not already: after a linked bar's owner came to rest on a segment it followed there while a sticky one was
    /// still selected.
    func revealSelection() {
        guard let layout, motion == nil, drag == nil else { return }
        let target = followingScroll(in: layout, at: position)
        guard abs(target - scrollOffset) > 0.5 else { return }
        guard animationsEnabled, animationDuration > 0 else {
            scrollOffset = target
            positionChanged(resting: true)
            return
        }
        motion = Motion(position: nil, scroll: TimedCurve(from: scrollOffset, to: target, duration: animationDuration))
        ensureTick()
    }

    /// Ends any animation where it is headed and removes the tick callback.
    func stopMotion() {
        if let curve = motion?.position { position = curve.target }
        motion = nil
        if tickID != 0 {
            gtk_widget_remove_tick_callback(widget, tickID)
            tickID = 0
        }
    }

    /// Stops only the scroll part of a motion, when the user takes over scrolling.
    func stopScrollMotion() {
        motion?.scroll = nil
        if motion?.position == nil { stopMotion() }
    }

    private func ensureTick() {
        guard tickID == 0 else { return }
        tickID = MainLoop.addTick(widget) { [unowned self] frameTime in
            self.step(frameTime: frameTime)
        }
    }

    /// Samples the curves for one frame; returns false (removing the tick) once everything has settled.
    ///
    /// The motion is stored before the new position and offset are notified: a `notify::position` handler that
    /// selects another segment starts a new motion from here, which this callback (still the registered tick)
    /// goes on driving, and one that stops the motion ends it.
    private func step(frameTime: Double) -> Bool {
        guard var current = motion, let layout else {
            tickID = 0
            motion = nil
            return false
        }
        if current.start == nil { current.start = frameTime }
        let elapsed = frameTime - current.start!
        var running = false
        var nextPosition = position
        var nextScroll = scrollOffset
        if let curve = current.position {
            nextPosition = layout.clampedPosition(curve.value(at: elapsed))
            if curve.isFinished(at: elapsed) { current.position = nil } else { running = true }
        }
        if let curve = current.scroll {
            let raw = curve.value(at: elapsed)
            nextScroll = layout.clampedScrollOffset(raw, at: nextPosition)
            let pinned = raw != nextScroll && curve is DecelerationCurve
            if curve.isFinished(at: elapsed) || pinned { current.scroll = nil } else { running = true }
        }
        motion = running ? current : nil
        // Handlers see the position and the offset of this frame together, and anything they start or stop
        // is not overwritten by this frame's values.
        holdingNotifications {
            position = nextPosition
            scrollOffset = nextScroll
        }
        positionChanged(resting: motion == nil)
        guard motion != nil else {
            tickID = 0
            return false
        }
        return true
    }
}
