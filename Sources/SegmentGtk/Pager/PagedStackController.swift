import CGtk
import SegmentCore

/// The state behind one PagedStack widget: page count, position, lazily created pages, motion and input.
///
/// Owned by its GObject instance (created in `instance_init`, released in
/// `finalize`). Page placement comes from ``PageStrip``, which pages exist
/// from ``PageCache``, and every motion from ``PagerPhysics``: this class
/// only turns their answers into children, allocations and signals.
@MainActor
final class PagedStackController: WidgetController, DigitSelecting, PageMoving {
    /// The GtkWidget this controller belongs to.
    let widget: UnsafeMutablePointer<GtkWidget>

    /// Makes the widget for a page the first time it is needed; `nil` means it failed (a placeholder is shown).
    var factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?
    /// The accessible label of each page; "Page N" when unset.
    var pageTitle: (@MainActor (Int) -> String)?
    /// Pages a swipe or key may settle on; every page when unset.
    var isPageEnabled: (@MainActor (Int) -> Bool)?
    /// Called whenever the pages come to rest on a page, changed or not (a pager's bar adopts it as the selection).
    var onRest: (@MainActor (Int) -> Void)?
    var physics = PagerPhysics()
    /// Which kinds of input move the pages, and how (``PagingSwitches``); set through ``setSwitch(_:to:)``.
    var switches = PagingSwitches()
    var cache = PageCache()

    private(set) var pageCount = 0 {
        didSet { PagedStackType.properties.notify(widget, .nPages, from: oldValue, to: pageCount) }
    }
    /// The fractional page on screen; outside `0...count-1` only while rubber-banding.
    ///
    /// An edit may set it more than once on its way; ``positionChanged(resting:)``, which follows every move,
    /// notifies `position` when it differs from what was last notified.
    var position: Double = 0
    /// The position last notified as `position`.
    private var notifiedPosition: Double = 0
    /// Called on every move, changed or not (a pager's bar follows the pages with it).
    var onMove: (@MainActor (Double) -> Void)?
    /// The page the stack last settled on; `nil` when there are no pages.
    var currentPage: Int? {
        didSet {
            notifyMotionState()
            if currentPage != oldValue { nameAfterCurrentPage() }
        }
    }
    /// `target-page`, `animating` and `dragging` as last notified.
    private var notifiedMotionState = MotionState(targetPage: -1, animating: false, dragging: false)
    /// The page frames that exist, by page index (a ``SmallMap``: a pager at its first frame has two or three).
    var frames = SmallMap<Int, UnsafeMutablePointer<GtkWidget>>()
    var motion: PageMotion? {
        didSet { notifyMotionState() }
    }
    var tickID: guint = 0
    var drag: PageDrag? {
        didSet { notifyMotionState() }
    }
    /// Whether a finger or a touchpad swipe holds the pages (`dragging`): a drag still pending, which may yet turn
    /// out to be a click or a scroll across the pages, does not.
    var isDragging: Bool { drag.map { !$0.pending } ?? false }
    /// Whether the pages are moving on their own or under the user's finger (an `animating` or `dragging` stack).
    var isMoving: Bool { motion != nil || isDragging }
    var dragGesture: OpaquePointer?
    /// Whether a drag whose page went away left the pages between two pages, to settle right after the edit
    /// (``abandonHeldDrag()``): they are not at rest yet, though nothing moves them.
    private(set) var settleOwed = false
    /// Whether the current page went away while the pages were on their way to another one: the page they come
    /// to rest on is then announced with `page-changed` (see ``commit(_:notify:)``), even when it is the page the
    /// stack took as current meanwhile, and nothing is announced before, for a page that was never shown at rest.
    private var pageChangeOwed = false
    /// The controller that gives the page keys to the whole window while `window-shortcuts` is on.
    var windowShortcuts: OpaquePointer?
    /// Pending fallback that ends a touchpad scroll when the device sends no scroll-end.
    var scrollEndSource: guint = 0
    /// Where the pointer is over the stack, in its coordinates; `nil` while it is elsewhere.
    var pointerAt: (x: Double, y: Double)?
    /// Whether the stack has its key shortcuts (``PagedStackType/focusShortcuts``): since the focus first entered it.
    var hasFocusShortcuts = false
    /// Whether a page that held the keyboard focus left the screen, so the focus goes into the page the stack
    /// comes to rest on (``giveOwedFocus(to:)``).
    var focusOwed = false
    /// Where the focus was in each page that left the screen with it (``PageFocusMemory``).
    let focusMemory = PageFocusMemory()
    /// The width the pages were last allocated at.
    private(set) var allocatedWidth: Int32 = 0
    /// The height the pages were last allocated at.
    private(set) var allocatedHeight: Int32 = 0
    /// The axis the pages slide along (`orientation`, GtkOrientable); see ``axisChanged(from:)``.
    var axis: LayoutAxis = .horizontal {
        didSet { axisChanged(from: oldValue) }
    }
    /// The x each shown or prepared frame was last allocated at; a frame without one must be allocated before
    /// it is drawn.
    var allocatedX = FrameOffsets()
    /// Measures and allocates the hidden neighbours right after a frame (``prepareHiddenPages()``).
    lazy var preparation = DeferredWork { [weak self] in self?.prepareHiddenPages() }
    /// Prepares the pages next to one jumped to, right after the frame that shows it.
    private lazy var neighbours = DeferredWork { [weak self] in self?.syncPages(makingNeighbours: true) }
    /// Re-allocates the pages once a slide rests; until then ``snapshot(_:)`` moves them.
    lazy var settledAllocation = SettledAllocation(widget: widget)
    /// Fractions of a wheel notch not yet turned into a page step (high-resolution wheels send small deltas).
    var wheelAccumulator = 0.0
    /// The pager this stack belongs to, if any: edits through the stack's own handle go to it (see
    /// ``requestInsert(at:)``), so its bar keeps one segment per page.
    weak var pager: SegmentedPagerController? {
        didSet { nameAfterCurrentPage() }
    }
    /// How many calls of the page factory are running now; while one is, edits are held (``perform(_:_:)``).
    var factoryDepth = 0
    /// How many public edits are running now; one asked for by a handler of an edit waits for it (``perform(_:_:)``).
    var editDepth = 0
    /// A public edit waiting to run, named for the log.
    typealias WaitingEdit = (name: String, edit: @MainActor (PagedStackController) throws(SegmentError) -> Void)
    /// Edits asked for by handlers of a running edit, in order.
    var editsFromHandlers: [WaitingEdit] = []
    /// Edits asked for while the page factory ran, in order.
    var heldEdits: [WaitingEdit] = []
    /// Applies ``heldEdits`` on the next main-loop turn.
    lazy var heldEditWork = DeferredWork { [weak self] in self?.applyHeldEdits() }
    /// Consecutive turns whose held edits made the factory ask for more edits.
    var heldEditRounds = 0
    /// Held edits applied in those turns.
    var heldEditsInARow = 0

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_focusable(widget, 1)
        // Its focus ring (`pagedstack:focus:focus-visible`) is in the stylesheet's core, which every bar loads too.
        DefaultStylesheet.install(for: gtk_widget_get_display(widget))
        Orientable.updateClasses(widget, axis)
        installControllers()
    }

    var direction: LayoutDirection {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    var strip: PageStrip {
        PageStrip(pageWidth: Double(max(allocatedLength, mainSize)), direction: axis.mainDirection(direction))
    }

    var lastPage: Double { Double(max(0, pageCount - 1)) }

    // MARK: Pages

    /// Sets the number of pages; every existing page is dropped and made again when next shown.
    ///
    /// A different current page is announced with `page-changed` unless `announce` is false: the pages a `.ui`
    /// file declares are where the stack starts, not news for the file's own handlers (``BuilderPages``).
    func setPageCount(_ count: Int, announce: Bool = true) {
        holdingMotionState { setPageCountNow(count, announce: announce) }
    }

    private func setPageCountNow(_ count: Int, announce: Bool) {
        dropAllPages()
        pageCount = min(max(0, count), Self.maximumPageCount)
        drag = nil
        let previous = currentPage
        currentPage = pageCount > 0 ? min(previous ?? 0, pageCount - 1) : nil
        if let running = motion, running.targetPage < pageCount {
            // A slide towards a page that is still there goes on.
            position = clamp(position, 0, lastPage)
            restartMotion(towards: running.curve.target)
            if let old = previous, old >= pageCount {
                currentPage = running.targetPage
                pageChangeOwed = true
            }
        } else {
            stopMotion()
            position = Double(currentPage ?? 0)
        }
        if pageCount == 0 { pageChangeOwed = false }
        syncPages()
        positionChanged()
        currentPageEdited(from: previous, changed: announce && currentPage != previous && !pageChangeOwed)
    }

    /// Applies an insert, remove or move to the pages, keeping the same page on screen and any swipe going.
    func apply(_ edit: PageIndexEdit) {
        holdingMotionState { applyNow(edit) }
    }

    private func applyNow(_ edit: PageIndexEdit) {
        let focused = frameHoldingFocus()
        var moved = SmallMap<Int, UnsafeMutablePointer<GtkWidget>>()
        for (index, frame) in frames.entries {
            if let new = edit.map(index) { moved[new] = frame } else { discard(frame) }
        }
        frames = moved
        // A removed page that held the focus (a closed tab) hands it to the page that takes its place.
        noteFocus(leaving: focused)
        cache.apply(edit)
        pageCount = edit.count(after: pageCount)
        // With no page left there is nothing to hold: a swipe going on would otherwise leave the strip rubber-banded.
        if pageCount == 0 { drag = nil }
        let oldPosition = position
        position = pageCount > 0 ? edit.map(position: position) : 0
        // A press that has not become a swipe holds nothing yet: it must not keep the pages past the last one.
        if drag?.pending ?? true, motion == nil { position = clamp(position, 0, lastPage) }
        let delta = position - oldPosition
        drag?.shift(by: delta)
        let previous = currentPage
        currentPage = currentPage.flatMap { edit.map($0) ?? min($0, pageCount - 1) }
        if pageCount == 0 { currentPage = nil }
        // A stack that was empty shows the page just inserted into it (at 0, where the position already is).
        if previous == nil, pageCount > 0 { currentPage = 0 }
        if let running = motion {
            let target = edit.map(Int(running.curve.target)) ?? min(Int(running.curve.target), pageCount - 1)
            if target < 0 { stopMotion() } else { restartMotion(towards: Double(target)) }
        }
        var removedCurrent = false
        if case .remove(let at) = edit, previous == at { removedCurrent = true }
        if removedCurrent, let running = motion {
            // The pages are on their way to another page: it is the current one from now on, announced when
            // they reach it (not the page that took the removed one's place, which they only pass).
            currentPage = running.targetPage
            pageChangeOwed = true
        }
        if pageCount == 0 { pageChangeOwed = false }
        refreshTitles()
        syncPages()
        positionChanged()
        if let currentPage { giveOwedFocus(to: currentPage) }
        currentPageEdited(from: previous, changed: (removedCurrent && !pageChangeOwed) || previous == nil)
    }

    /// Restarts the running slide from where the pages are now, at the speed they had, towards `target`: after an
    /// edit moved the pages under it, the old curve would make them jump.
    private func restartMotion(towards target: Double) {
        guard var running = motion else { return }
        running.curve = physics.settleCurve(from: position, velocity: running.velocity, to: target)
        running.start = nil
        motion = running
    }

    /// Tells listeners about the current page after an edit: `notify::page` whenever its index moved, and
    /// `page-changed` when `changed`, i.e. a different page is now current (not the same page at a new index).
    private func currentPageEdited(from previous: Int?, changed: Bool) {
        if currentPage != previous { PagedStackType.properties.notify(widget, .page) }
        if changed, let currentPage { emit(PagedStackType.signals.pageChanged, currentPage) }
    }

    /// Drops the empty placeholders (pages made while there was no factory, or that a factory did not make), so a
    /// new factory makes them: a stack given its count before its factory kept page 0 blank until a reload. Pages a
    /// factory made stay, as ``PagedStack/setFactory(_:)`` says.
    func remakePlaceholders() {
        let placeholders = frames.entries.filter { PageFrame.content(of: $0.value) == nil }
        guard !placeholders.isEmpty else { return }
        for (index, frame) in placeholders {
            frames.removeValue(forKey: index)
            discard(frame)
            cache.forget(index)
        }
        syncPages()
    }

    /// Drops page `index`'s widget so the factory makes it again when it is next needed.
    func reloadPage(_ index: Int) {
        if let frame = frames.removeValue(forKey: index) { discard(frame) }
        cache.forget(index)
        syncPages()
    }

    /// Creates, releases, shows and hides pages for the current position. Cheap when nothing changed.
    ///
    /// With `prefetch` false only the pages on screen are made now, and the neighbours right after the
    /// frame: a jump then shows its page without paying for two more in the same frame. A stack that is not
    /// mapped yet always waits for them, so a window's first frame pays only for the pages it shows
    /// (see ``mapped()``).
    func syncPages(prefetch: Bool = true) {
        syncPages(makingNeighbours: prefetch && gtk_widget_get_mapped(widget) != 0)
    }

    /// ``syncPages(prefetch:)`` without the wait for the first frame: what the deferred neighbours run.
    private func syncPages(makingNeighbours prefetch: Bool) {
        // Asked for while a page is being made (a factory that runs the main loop): the pass that called the
        // factory is not done placing its pages, so this one runs right after it instead of inside it.
        guard factoryDepth == 0 else {
            neighbours.schedule()
            return
        }
        let changes = cache.update(position: position, pageCount: pageCount, prefetch: prefetch)
        if !prefetch { neighbours.schedule() }
        guard !changes.isEmpty else { return }
        let focused = frameHoldingFocus()
        defer { noteFocus(leaving: focused) }
        for index in changes.released {
            if let frame = frames.removeValue(forKey: index) { discard(frame) }
        }
        for index in changes.created {
            let frame = makeFrame(index)
            PageFrame.setShown(false, frame)
            // Appended, not slotted in page order: a child inserted among others makes GTK recompute the
            // style of every later sibling and all inside it (gtk_css_node_reposition), so a jump's new page
            // cost a frame in proportion to the pages visited. Order is not needed: GTK sorts focus by
            // geometry and `snapshot` draws the visible pages by index.
            gtk_widget_insert_before(frame, widget, nil)
            frames[index] = frame
        }
        var shownChanged = false
        var newlyShown: [UnsafeMutablePointer<GtkWidget>] = []
        let previouslyShown = shownFrames
        for (index, frame) in frames.entries {
            // A frame a pointer is holding stays shown until the release (see PageDrag.held).
            let shown = cache.visible?.contains(index) ?? false || drag?.held.contains(frame) == true
            if (gtk_widget_get_child_visible(frame) != 0) != shown {
                PageFrame.setShown(shown, frame)
                shownChanged = true
                if shown { newlyShown.append(frame) }
            }
        }
        // The stack's size is that of the pages on screen (see measureStack); a page prepared off screen
        // that asks for the same size needs no new layout, only its own allocation confirmed and to be drawn.
        if shownChanged {
            if shownPagesArePrepared(previouslyShown: previouslyShown) {
                for frame in newlyShown { reallocatePrepared(frame) }
            } else {
                gtk_widget_queue_resize(widget)
            }
        }
        preparation.schedule()
        for index in changes.disappeared { emit(PagedStackType.signals.pageDisappeared, index) }
        for index in changes.appeared { emit(PagedStackType.signals.pageAppeared, index) }
        if !changes.appeared.isEmpty { pager?.bar.controller.linkPanels() }
    }

    /// The stack is mapped: neighbours still waiting for the main loop wait for the end of the first frame
    /// instead, since a window shown right after it was built runs that frame before any other main-loop work.
    func mapped() {
        guard neighbours.isScheduled else { return }
        neighbours.cancel()
        // A tick runs at the start of the frame; work scheduled from it runs once the frame is painted.
        MainLoop.addTick(widget) { [weak self] _ in
            self?.neighbours.schedule()
            return false
        }
    }

    /// The frames GTK shows now (child-visible): the pages on screen, and any a pointer holds (``PageDrag/held``).
    var shownFrames: [UnsafeMutablePointer<GtkWidget>] {
        frames.values.filter { gtk_widget_get_child_visible($0) != 0 }
    }

    /// Removes a frame from the stack; its allocation record goes with it, since its address may be reused.
    private func discard(_ frame: UnsafeMutablePointer<GtkWidget>) {
        allocatedX[frame] = nil
        focusMemory.forget(frame)
        if drag?.held.contains(frame) == true { abandonHeldDrag() }
        gtk_widget_unparent(frame)
    }

    /// Ends a pointer drag whose page is going away: GTK drops the pointer's grab with it, so the drag gesture
    /// would wait for a release that never comes (see ``PageDrag/held``).
    ///
    /// The gesture is reset and the pages settle right after the pass that discards the page, not inside it,
    /// which is still placing the pages; unless a new drag or a slide has taken them by then. That runs above
    /// GTK's painting, so no frame shows the pages left between two pages; until then ``settleOwed`` says so.
    private func abandonHeldDrag() {
        drag = nil
        settleOwed = true
        MainLoop.after(milliseconds: 0) { [weak self] in
            guard let self else { return }
            settleOwed = false
            if let dragGesture { gtk_event_controller_reset(dragGesture) }
            guard drag == nil, motion == nil, position != currentPage.map(Double.init) else { return }
            releasePages(velocity: 0)
        }
    }

    /// Makes the frame for page `index`, with a placeholder when the factory fails: one warning when it
    /// returned nothing or a widget that cannot be a page. Without a factory the placeholder is all there is to
    /// show, as a list without an item factory shows nothing, and nothing is logged.
    private func makeFrame(_ index: Int) -> UnsafeMutablePointer<GtkWidget> {
        factoryDepth += 1
        var child = factory?(index)
        factoryDepth -= 1
        if let made = child, let reason = refusal(of: made) {
            // A pager's ready-made pages come through its factory too; the app gave those, so they are named.
            let what =
                pager?.pageWidgets != nil
                ? "the widget given as page \(index) is \(reason)"
                : "the page factory returned \(reason) for page \(index)"
            Log.warning("PagedStack: \(what); showing an empty page")
            // Never the case for the widgets refused here (they all have an owner), but a floating one would leak.
            if g_object_is_floating(gcast(made)) != 0 { g_object_unref(g_object_ref_sink(gcast(made))) }
            child = nil
        } else if child == nil, pager.map({ $0.pageWidgets == nil && $0.factory != nil }) ?? (factory != nil) {
            // Only a factory's nil is a failure: a ready-made page that is missing was counted once when the
            // pages were given (or was inserted as none), and without any source every page is empty.
            Log.warning(
                "PagedStack: no widget for page \(index) (the page factory returned none); showing an empty page")
        }
        return PageFrame.make(child: child, title: title(of: index))
    }

    /// Why `page` cannot be put in a page frame (parenting it would make a cycle, a second parent or a
    /// parented window), or `nil` when it can.
    private func refusal(of page: UnsafeMutablePointer<GtkWidget>) -> String? {
        ChildRefusal.reason(page, joining: widget, hostName: "the stack")
    }

    func title(of index: Int) -> String {
        let title = pageTitle?(index) ?? ""
        // Translators: the accessible name of a page that has no title: "Page 3".
        return title.isEmpty ? Translation.formatted("Page %1$s", Translation.number(index + 1)) : title
    }

    /// Updates every existing page's accessible label (after a rename or an edit that shifted indices).
    func refreshTitles() {
        for (index, frame) in frames.entries { PageFrame.setTitle(title(of: index), of: frame) }
        nameAfterCurrentPage()
    }

    /// In a pager, names the stack after the page it shows: the stack is a Tab stop (its keys move the pages),
    /// and a screen reader moving the focus there heard an unnamed panel. A stack of its own keeps the name its
    /// app gives it; a pager's stack is the pager's, which no app names.
    func nameAfterCurrentPage() {
        guard pager != nil else { return }
        guard let currentPage else {
            return gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
        }
        title(of: currentPage).withCString {
            cgtk_accessible_set_string(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, $0)
        }
    }

    /// The app's widget for page `index`: the page made for it, or in a pager of ready-made pages the one
    /// given for it, shown or not (the pager holds it, as a GtkNotebook holds its pages).
    func content(of index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        // Given pages past the segments are kept (titles may grow back), but they are no page of the stack.
        guard (0..<pageCount).contains(index) else { return nil }
        let shown = frames[index].flatMap { PageFrame.content(of: $0) }
        guard let given = pager?.pageWidgets else { return shown }
        guard given.indices.contains(index), let page = given[index] else { return nil }
        // A given widget the stack refused (itself, an ancestor, a window, a widget with another parent) is no page:
        // an empty placeholder shows instead, as for a page function's refused widget.
        if frames[index] != nil { return shown == page ? page : nil }
        return refusal(of: page) == nil ? page : nil
    }

    private func dropAllPages() {
        for frame in frames.values { discard(frame) }
        frames.removeAll()
        cache.removeAll()
    }

    // MARK: Layout

    /// Minimum and natural size: the largest of the pages on screen.
    ///
    /// Pages kept alive off screen are left out, so measuring never grows with how many pages were
    /// visited (a long swipe or many jumps), only with the one or two that are shown.
    static func measureStack(_ widget: UnsafeMutablePointer<GtkWidget>?, orientation: GtkOrientation, forSize: gint)
        -> (minimum: gint, natural: gint)
    {
        var minimum: gint = 0
        var natural: gint = 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            guard gtk_widget_get_child_visible(current) != 0 else { continue }
            var childMinimum: gint = 0
            var childNatural: gint = 0
            gtk_widget_measure(current, orientation, forSize, &childMinimum, &childNatural, nil, nil)
            minimum = max(minimum, childMinimum)
            natural = max(natural, childNatural)
        }
        return (minimum, natural)
    }

    /// Places each visible page one page width from its neighbour; hidden pages need no allocation.
    func allocate(width: Int32, height: Int32) {
        allocatedWidth = width
        allocatedHeight = height
        let strip = PageStrip(pageWidth: Double(allocatedLength), direction: axis.mainDirection(direction))
        settledAllocation.cancel()
        allocatedX.removeAll()
        for (index, frame) in frames.entries where gtk_widget_get_child_visible(frame) != 0 {
            let x = strip.allocationX(index, at: position)
            var allocation = pageAllocation(at: x, width: width, height: height)
            gtk_widget_size_allocate(frame, &allocation, -1)
            gtk_widget_set_can_target(frame, 1)
            allocatedX[frame] = x
        }
        preparation.schedule()
    }

    /// Draws the shown pages where the position puts them, shifting any that slid since their allocation.
    func snapshot(_ snapshot: OpaquePointer?) {
        // Only the visible pages are shown, so this never walks the pages kept alive off screen.
        guard let visible = cache.visible else { return }
        let strip = self.strip
        for index in visible {
            guard let frame = frames[index], gtk_widget_get_child_visible(frame) != 0 else { continue }
            var shift = 0.0
            if let x = allocatedX[frame] { shift = strip.drawingShift(index, at: position, allocatedX: x) }
            guard shift != 0 else {
                gtk_widget_snapshot_child(widget, frame, snapshot)
                continue
            }
            gtk_snapshot_save(snapshot)
            var offset = slideOffset(shift)
            gtk_snapshot_translate(snapshot, &offset)
            gtk_widget_snapshot_child(widget, frame, snapshot)
            gtk_snapshot_restore(snapshot)
        }
    }

    /// Whether every shown page has an allocation at the current width, so a move can be drawn as a slide.
    private var canSlide: Bool {
        guard mainSize == allocatedLength else { return false }
        guard let visible = cache.visible else { return true }
        for index in visible {
            guard let frame = frames[index] else { continue }
            if gtk_widget_get_child_visible(frame) != 0 && allocatedX[frame] == nil { return false }
        }
        return true
    }

    // MARK: Position

    /// Moves the pages to `value` at once without changing the current page (a bar's tracker scrubbing them).
    func setPosition(_ value: Double) throws(SegmentError) {
        guard value.isFinite else { throw .notFinite(value) }
        drag = nil
        let cut = motion
        stopMotion()
        position = clamp(value, 0, lastPage)
        // Called on every frame of a scrub: the neighbours are made right after the frame, not in it.
        syncPages(prefetch: false)
        positionChanged()
        // A slide cut short still made its page the current one: it was a selection (a pager's bar has selected
        // that page already), held on the way where the position puts the pages, not undone.
        if let cut, cut.targetPage != currentPage { commit(cut.targetPage, notify: cut.notify) }
    }

    /// Redraws after the position moved and tells listeners (`notify::position`).
    ///
    /// While the same pages stay on screen they slide in the snapshot, untargetable
    /// so no click lands on a page that is not where it looks; they are allocated
    /// once they rest (``SettledAllocation``), or at once when `resting` or when
    /// a page comes on screen.
    func positionChanged(resting: Bool = false) {
        if canSlide {
            if !settledAllocation.isPending {
                for frame in allocatedX.frames { gtk_widget_set_can_target(frame, 0) }
            }
            settledAllocation.moved(resting: resting)
            gtk_widget_queue_draw(widget)
        } else {
            gtk_widget_queue_allocate(widget)
        }
        onMove?(position)
        if position != notifiedPosition {
            notifiedPosition = position
            PagedStackType.properties.notify(widget, .position)
        }
    }

    /// The read-only properties that follow from the motion, the drag and the current page, as GValues hold them.
    private struct MotionState: Equatable {
        var targetPage: Int32
        var animating: Bool
        var dragging: Bool
    }

    /// While positive, ``notifyMotionState()`` waits: a step that ends a motion clears it before it commits
    /// the page, and `target-page` would otherwise pass through the old page on its way.
    private var motionStateHolds = 0

    /// Runs `body`, notifying `target-page`, `animating` and `dragging` once afterwards, for the values it left.
    func holdingMotionState<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        motionStateHolds += 1
        defer {
            motionStateHolds -= 1
            notifyMotionState()
        }
        return try body()
    }

    /// Notifies `target-page`, `animating` and `dragging` when their values differ from the last notified.
    private func notifyMotionState() {
        guard motionStateHolds == 0 else { return }
        let now = MotionState(
            targetPage: Int32(clamping: targetPage ?? -1), animating: motion != nil,
            dragging: isDragging)
        let old = notifiedMotionState
        guard now != old else { return }
        notifiedMotionState = now
        let properties = PagedStackType.properties
        properties.notify(widget, .targetPage, from: old.targetPage, to: now.targetPage)
        properties.notify(widget, .animating, from: old.animating, to: now.animating)
        properties.notify(widget, .dragging, from: old.dragging, to: now.dragging)
    }

    /// Makes `page` the current page, telling listeners when asked and when it changed.
    func commit(_ page: Int, notify: Bool) {
        guard (0..<pageCount).contains(page) else { return }
        let changed = page != currentPage
        currentPage = page
        // A pager's bar selects the page here; a `selection-changed` handler may move the pages on, and its
        // commit is then the news, not this one.
        onRest?(page)
        if currentPage == page { giveOwedFocus(to: page) }
        guard currentPage == page else { return }
        if changed { PagedStackType.properties.notify(widget, .page) }
        guard changed || pageChangeOwed else { return }
        pageChangeOwed = false
        if notify { emit(PagedStackType.signals.pageChanged, page) }
    }

    func emit(_ signal: guint, _ index: Int) {
        cgtk_emit_uint(widget, signal, guint(index))
    }

    // MARK: Life cycle

    /// Stops everything that could call back into a dying widget and drops the pages.
    ///
    /// GObject may run dispose more than once; every step here is safe to repeat.
    func dispose() {
        drag = nil
        stopMotion()
        // The pages on screen go with the stack: each page-appeared gets its page-disappeared (an app that starts
        // media per page stops it), while the stack is still whole for the handlers. A second dispose owes none.
        for index in cache.removeAllAnnouncingNow() {
            emit(PagedStackType.signals.pageDisappeared, index)
        }
        settledAllocation.cancel()
        neighbours.cancel()
        preparation.cancel()
        if scrollEndSource != 0 {
            g_source_remove(scrollEndSource)
            scrollEndSource = 0
        }
        dropAllPages()
        heldEditWork.cancel()
        heldEdits.removeAll()
        editsFromHandlers.removeAll()
        factory = nil
        pageTitle = nil
        isPageEnabled = nil
        onRest = nil
    }
}
