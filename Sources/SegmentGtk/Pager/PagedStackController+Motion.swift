import CGtk
import SegmentCore

/// A running settle of the pages towards a page, sampled per frame.
struct PageMotion {
    /// The spring from where the pages were to the target page.
    var curve: SpringCurve
    /// Frame time of the first tick, in seconds; set by that tick so every motion starts at elapsed 0.
    var start: Double?
    /// Elapsed time at the last sampled frame, so an interruption knows the current speed.
    var lastElapsed: Double = 0
    /// Whether reaching the target emits `page-changed`.
    var notify: Bool

    /// The pages' speed at the last frame, in pages per second.
    var velocity: Double { curve.velocity(at: lastElapsed) }
    /// The page the motion ends on.
    var targetPage: Int { Int(curve.target.rounded()) }
}

extension PagedStackController {
    /// Whether to slide: the widget is mapped and `gtk-enable-animations` is on.
    var animationsEnabled: Bool {
        gtk_widget_get_mapped(widget) != 0 && cgtk_animations_enabled(widget) != 0
    }

    /// The page the stack is on or heading to.
    var targetPage: Int? { motion?.targetPage ?? currentPage }

    /// Selects `index` as the app asks: slide there from wherever the pages are (at their current speed), or jump.
    func select(_ index: Int, animated: Bool, notify: Bool) throws(SegmentError) {
        guard pageCount > 0 else { throw .empty }
        guard (0..<pageCount).contains(index) else { throw .indexOutOfRange(index: index, count: pageCount) }
        drag = nil
        if animated && switches.animatesSelection {
            settle(to: index, velocity: motion?.velocity ?? 0, notify: notify)
        } else {
            jump(to: index, notify: notify)
        }
    }

    /// Springs the pages to `page` from the current position and `velocity` (pages per second); jumps when animations are off.
    ///
    /// A page more than ``PagerPhysics/maximumSlide`` pages away is reached from that many pages short of it.
    func settle(to page: Int, velocity: Double, notify: Bool) {
        // Already resting there: no slide, so `animating` does not blink on and off (an app that loads a page once
        // the pages stop animating loaded it again at each select of the page shown).
        let resting = motion == nil && drag == nil && position == Double(page) && velocity == 0
        guard animationsEnabled, !resting else {
            jump(to: page, notify: notify)
            return
        }
        // A slide to this page already promised its listeners a `page-changed`: a silent select on the way there
        // (a pager realigning after an edit) must not take it back.
        let notify = notify || (motion?.targetPage == page && motion?.notify == true)
        var velocity = velocity
        let start = physics.slideStart(from: position, to: Double(page))
        let cuts = start != position
        if cuts {
            // A far page: cut to a few pages short of it and slide only the rest of the way.
            position = start
            velocity = 0
            syncPages(prefetch: false)
        }
        motion = PageMotion(
            curve: physics.settleCurve(from: position, velocity: velocity, to: Double(page)), notify: notify)
        // The cut is the slide's first move: told once the slide is under way, so a pager's bar takes it as part of
        // the slide (its tabs hold until the pages rest).
        if cuts { positionChanged() }
        ensureTick()
    }

    /// Puts the pages on `page` at once.
    func jump(to page: Int, notify: Bool) {
        holdingMotionState { jumpNow(to: page, notify: notify) }
    }

    private func jumpNow(to page: Int, notify: Bool) {
        stopMotion()
        position = Double(page)
        syncPages(prefetch: false)
        positionChanged(resting: true)
        commitWhereResting(notify: notify)
    }

    /// Commits the page the pages rest on once a jump or a slide's last frame has been announced.
    ///
    /// Not necessarily the page the move was for: handlers of that move (`page-appeared`, `notify::position`)
    /// may have inserted or removed pages before it, which shifts it, or moved the pages on, where a jump
    /// commits its own page and a slide commits where it ends.
    private func commitWhereResting(notify: Bool) {
        let page = position.rounded()
        guard motion == nil, drag == nil, position == page, (0..<pageCount).contains(Int(page)) else { return }
        commit(Int(page), notify: notify)
    }

    /// Ends a motion (or a drag) where it was headed; used when the widget is unmapped.
    func finishMotion() {
        if let running = motion {
            jump(to: running.targetPage, notify: running.notify)
        } else if drag != nil {
            drag = nil
            jump(to: physics.releaseTarget(position: position, velocity: 0, pageCount: pageCount), notify: true)
        }
    }

    /// Stops the motion where the pages are now (a finger caught them) and removes the tick callback.
    func stopMotion() {
        motion = nil
        if tickID != 0 {
            gtk_widget_remove_tick_callback(widget, tickID)
            tickID = 0
        }
    }

    private func ensureTick() {
        guard tickID == 0 else { return }
        tickID = MainLoop.addTick(widget) { [unowned self] frameTime in
            self.step(frameTime: frameTime)
        }
    }

    /// Samples the spring for one frame; returns false (removing the tick) once the pages rest on the target.
    private func step(frameTime: Double) -> Bool {
        holdingMotionState { stepNow(frameTime: frameTime) }
    }

    private func stepNow(frameTime: Double) -> Bool {
        guard var current = motion else {
            tickID = 0
            return false
        }
        if current.start == nil { current.start = frameTime }
        let elapsed = frameTime - current.start!
        current.lastElapsed = elapsed
        position = current.curve.value(at: elapsed)
        let finished = current.curve.isFinished(at: elapsed)
        motion = finished ? nil : current
        // The neighbours are made (and prepared off screen) right after this frame, not in it.
        syncPages(prefetch: false)
        positionChanged(resting: finished)
        guard finished else { return true }
        commitWhereResting(notify: current.notify)
        // A new slide, started by that handler or by a `page-changed` handler of the commit, found this tick
        // registered (see ``ensureTick()``): the tick goes on driving it.
        guard motion == nil else { return true }
        tickID = 0
        return false
    }

    // MARK: Keyboard

    /// `pager.move`: Page Up/Down, Ctrl+Tab, Home and End, counted from the page the stack is heading to.
    func keyboardMove(_ move: NavigationMove, bell: Bool = true, byWheel: Bool = false) {
        guard pageCount > 0, let base = targetPage else { return }
        let enabled = isPageEnabled ?? { _ in true }
        let candidate = move.target(
            from: base, count: pageCount, direction: axis.mainDirection(direction), isEnabled: enabled)
        guard let target = candidate, target != base || position != Double(base) else {
            if bell { gtk_widget_error_bell(widget) }
            return
        }
        moveByKey(to: target, byWheel: byWheel)
    }

    /// See ``PageMoving/takesPageKeys``: a stack always does.
    var takesPageKeys: Bool { true }

    /// Ctrl+Page Up and Page Down, Ctrl+Tab and Ctrl+Shift+Tab (``FocusShortcuts/pageMoves()``).
    func keyboardPageMove(_ move: NavigationMove) {
        keyboardMove(move)
    }

    /// Ctrl+Shift+Page Up, Page Down, Home and End from a page move a pager's selected tab, when its bar is
    /// reorderable (``FocusShortcuts/pageMoves()``); the focus stays in the page.
    func keyboardPageTabMove(_ move: String) -> Bool {
        guard let bar = pager?.barController, bar.tabStrip.isReorderable else { return false }
        bar.keyboardMoveTab(move, showingFocus: false)
        return true
    }

    /// Alt+1 to Alt+9 and Alt+0: go to the page the digit names (AdwTabView's keys). Returns whether the stack
    /// took the key: a digit past the last page is left to other widgets; a disabled page rings the bell.
    func keyboardSelect(_ page: Int) -> Bool {
        guard page < pageCount, let base = targetPage else { return false }
        guard isPageEnabled?(page) ?? true else {
            gtk_widget_error_bell(widget)
            return true
        }
        if page != base || position != Double(page) { moveByKey(to: page) }
        return true
    }

    /// Goes to `target` for a key: sliding there, or cutting to it when `animate-selection` is off or the keyboard
    /// focus is in a page.
    ///
    /// With the focus in a page the key switches at once, as GtkNotebook's do, and the focus goes into the new page
    /// before the next key: during a slide the page left held the focus until the pages came to rest, so the words
    /// typed right after Ctrl+Page Down or Alt+2 went into the document just left (an editor's port found it 8
    /// times in 8). In a pager the bar selects the page at once, as a key on the bar does (GtkNotebook and
    /// AdwTabView switch on the key too), and that moves the pages. A wheel notch (`byWheel`) turns the pages as a
    /// key does, but like a swipe selects where they come to rest, as AdwCarousel reports only where it settles:
    /// three quick notches selected three segments, and notches back and forth selected each in turn.
    private func moveByKey(to target: Int, byWheel: Bool = false) {
        drag = nil
        let animated = switches.animatesSelection && frameHoldingFocus() == nil
        if !byWheel, let pager, pager.selectByKey(target, animated: animated) { return }
        if animated {
            settle(to: target, velocity: motion?.velocity ?? 0, notify: true)
        } else {
            jump(to: target, notify: true)
        }
    }
}
