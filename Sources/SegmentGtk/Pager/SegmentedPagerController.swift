import CGtk
import SegmentCore

/// The link between a SegmentBar and a PagedStack: one selection, one motion.
///
/// The pages' position is the only position: the bar is a view of it
/// (``BarPositionOwner``). Every move the bar would make — a click, a key,
/// the overflow menu, a tracker drag — is a request that moves the pages,
/// and the indicator is drawn at the pages' position on every frame they
/// move. The selection lives in the bar's model: a click changes it at
/// once; a swipe or a key on the pages changes it when they come to rest.
///
/// Every edit goes through this class, whichever handle it came from (the pager, its bar, its stack), so the
/// bar always has one segment per page: this class edits the bar's and the stack's controllers directly, and
/// their handles send their edits here. While the page factory runs, edits wait until it has returned
/// (``PagedStackController/perform(_:_:)``).
@MainActor
final class SegmentedPagerController: WidgetController, BarPositionOwner {
    let widget: UnsafeMutablePointer<GtkWidget>
    let bar: SegmentBar
    let stack: PagedStack

    var reselectBehavior: ReselectBehavior = .scrollToStart {
        didSet {
            SegmentedPagerType.properties.notify(
                widget, .reselectBehavior, from: oldValue.enumValue, to: reselectBehavior.enumValue)
        }
    }
    var placement: BarPlacement = .top {
        didSet {
            guard placement != oldValue else { return }
            placeBar()
            SegmentedPagerType.properties.notify(widget, .placement)
        }
    }
    /// The app's page factory, when pages are made lazily.
    var factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?
    /// The app's pages (one reference each), when they were given up front.
    private(set) var pageWidgets: [UnsafeMutablePointer<GtkWidget>?]?

    /// Whether a silent select (`notify: false`) is moving the pages: then the stack keeps quiet too.
    private var selectingSilently = false
    /// The handlers on the bar and the stack that reach the pager (its signals, its mirrored notifications),
    /// disconnected when the pager is disposed.
    private var linkHandlers: [(instance: UnsafeMutablePointer<GtkWidget>, id: gulong)] = []

    /// Pages declared as `<child>` elements of a `.ui` file, adopted once the file is read.
    var builderPages: [UnsafeMutablePointer<GtkWidget>] = []

    /// The bar's state, edited directly: the bar's handle would send the edit back here.
    var barController: SegmentBarController { bar.controller }
    /// The stack's state, edited directly: the stack's handle would send the edit back here.
    var stackController: PagedStackController { stack.controller }

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        bar = SegmentBar()
        stack = PagedStack { _ in nil }
        bar.controller.pager = self
        stack.controller.pager = self
        gtk_widget_set_hexpand(stack.widget, 1)
        gtk_widget_set_vexpand(stack.widget, 1)
        gtk_widget_set_parent(stack.widget, widget)
        gtk_widget_set_parent(bar.widget, widget)
        placeBar()
        link()
    }

    /// Whether the pager shows its bar beside its pages (``SegmentedPager/showsBar``); see ``setShowsBar(_:)``.
    private(set) var showsBar = true

    /// Shows the bar beside the pages again, or takes it out of the pager so the app can place it anywhere in the
    /// window (a header bar's title widget, as GNOME apps place a view switcher), still linked to the pages; false
    /// after one warning when asked to show a bar the app has put in another widget (take it out first).
    @discardableResult
    func setShowsBar(_ shows: Bool) -> Bool {
        guard shows != showsBar else { return true }
        if shows, let parent = gtk_widget_get_parent(bar.widget), parent != widget {
            Log.warning("SegmentedPager: shows-bar: the bar is in another widget; take it out of it first")
            return false
        }
        showsBar = shows
        if !shows, gtk_widget_get_parent(bar.widget) == widget { gtk_widget_unparent(bar.widget) }
        placeBar()
        SegmentedPagerType.properties.notify(widget, .showsBar)
        return true
    }

    private func placeBar() {
        // After dispose the bar and the stack are on their own (an app may keep their handles) and the pager has no
        // layout manager: placing them would parent them to the dead pager again, with two GTK criticals.
        guard gtk_widget_get_parent(stack.widget) == widget else { return }
        guard showsBar else { return orientBar() }
        if gtk_widget_get_parent(bar.widget) == nil { gtk_widget_set_parent(bar.widget, widget) }
        switch placement {
        case .top, .start: gtk_widget_insert_before(bar.widget, widget, stack.widget)
        case .bottom, .end: gtk_widget_insert_after(bar.widget, widget, stack.widget)
        }
        orientBar()
    }

    private func link() {
        stackController.factory = { [weak self] index in self?.makePage(index) }
        stackController.pageTitle = { [weak self] index in
            guard let bar = self?.bar, case let items = bar.items, items.indices.contains(index) else { return "" }
            return bar.controller.mnemonics.spokenTitle(items[index])
        }
        stackController.isPageEnabled = { [weak self] index in
            guard let items = self?.bar.items, items.indices.contains(index) else { return false }
            return items[index].isEnabled
        }
        // Every move, not only changes of the `position` property: the bar re-centres even when the pages did not move.
        stackController.onMove = { [weak self] position in
            guard let self else { return }
            self.barController.follow(position, ownerMoving: self.stackController.isMoving)
        }
        stackController.onRest = { [weak self] page in self?.barController.selectWhereOwnerRests(page) }
        // The pager's own GObject signals, so C, Python or Vala code can connect to the pager itself. These
        // handlers hold the pager's pointer: ``dispose()`` disconnects them, since an app may keep the bar or the
        // stack after the pager is gone.
        let pager = widget
        let selectionChanged = SegmentSignals.barSelectionChanged.connect(bar.widget) { (index: UInt32) in
            cgtk_emit_uint(pager, SegmentedPagerType.signals.selectionChanged, guint(index))
        }
        linkHandlers.append((bar.widget, selectionChanged))
        // The pager's selection, style, titles and count are its bar's, and its position its stack's: each of
        // their notifications is the pager's too, so the pager notifies exactly when they change.
        let mirrored: [(PropertyName, UnsafeMutablePointer<GtkWidget>)] = [
            (.selected, bar.widget), (.styleName, bar.widget), (.titles, bar.widget), (.nItems, bar.widget),
            (.position, stack.widget), (.orientation, stack.widget),
        ]
        for (name, source) in mirrored {
            let id = GtkSignals.notify(name.rawValue).connect(source) { [weak self] in
                // The pager's `orientation` is its pages': its style class follows them.
                if name == .orientation, let self { Orientable.updateClasses(pager, self.stackController.axis) }
                SegmentedPagerType.properties.notify(pager, name)
            }
            linkHandlers.append((source, id))
        }
        let reselected = SegmentSignals.barReselected.connect(bar.widget) { [weak self] (index: UInt32) in
            self?.barReselected(Int(index))
            cgtk_emit_uint(pager, SegmentedPagerType.signals.reselected, index)
        }
        linkHandlers.append((bar.widget, reselected))
    }

    // MARK: Bar position owner

    /// A click, a key, the overflow menu or `select` on the bar: the pages slide (or cut) there, and the stack
    /// reports `page-changed` when they settle, as it does after a swipe, unless the selection was silent.
    func barRequestsMove(to index: Int, animated: Bool) {
        try? stackController.select(index, animated: animated, notify: !selectingSilently)
    }

    /// A page key on the stack (Ctrl+Page Down, Alt+digit, Page Down on the pages) chose `index`: the bar selects it
    /// as a key of its own does, which moves the pages, sliding them when `animated`. False when the bar has it
    /// selected already (the pages were swiped away from it): the stack then moves the pages back itself.
    func selectByKey(_ index: Int, animated: Bool) -> Bool {
        guard bar.selectedIndex != index else { return false }
        try? barController.select(index, animated: animated, notify: true)
        return true
    }

    /// The bar's tracker is dragged: the pages follow the finger.
    func barRequestsScrub(to position: Double) {
        try? stackController.setPosition(position)
    }

    // MARK: Pages

    /// Uses `factory` for pages, or `widgets` (referenced until removed) when given; logs a count mismatch.
    func setPages(
        factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?, widgets: [UnsafeMutablePointer<GtkWidget>]?
    ) {
        setPageSource(factory: factory, widgets: widgets)
        checkCounts()
        // New pages start on the bar's selection.
        stackController.setPageCount(bar.items.count)
        alignPagesAfterEdit()
        barController.follow(stack.position)
    }

    /// Puts the pages on the bar's selection after their widgets or count changed, unless a slide already heads
    /// there (the stack keeps it, and its `page-changed` comes as it lands: a jump ended it silently). A page
    /// that changes so is announced, as when the pages rest.
    private func alignPagesAfterEdit() {
        guard let selected = bar.selectedIndex, stackController.motion == nil || stack.targetPage != selected else {
            return
        }
        try? stackController.select(selected, animated: false, notify: true)
    }

    /// Takes `factory` or `widgets` (referenced until removed) as where pages come from, and nothing more: the
    /// pages are made by the next change of items or count (``setPages(factory:widgets:)`` makes them now).
    func setPageSource(
        factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?, widgets: [UnsafeMutablePointer<GtkWidget>]?
    ) {
        releasePageWidgets()
        self.factory = factory
        pageWidgets = widgets.map { list in list.map { gcast(g_object_ref_sink($0)) } }
    }

    /// Makes the pages with `factory` from now on (``PagedStack/setFactory(_:)`` on the pager's stack); every
    /// page is made again.
    func setPages(factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?) {
        try? stackController.perform("setFactory") { [weak self] _ in self?.setPages(factory: factory, widgets: nil) }
    }

    private func makePage(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        if let pageWidgets { return pageWidgets.indices.contains(index) ? pageWidgets[index] : nil }
        return factory?(index)
    }

    /// One line on standard error when titles and given pages disagree; missing pages show a placeholder.
    private func checkCounts() {
        guard let pageWidgets, pageWidgets.count != bar.items.count, !bar.items.isEmpty else { return }
        let titles = bar.items.count
        let pages = pageWidgets.count
        let consequence =
            pages < titles
            ? (titles - pages == 1
                ? "the segment at index \(pages) shows an empty placeholder page"
                : "the segments at index \(pages) to \(titles - 1) show an empty placeholder page")
            : "the last \(pages - titles) page(s) are not shown"
        Log.warning("SegmentedPager: \(titles) title(s) but \(pages) page(s); \(consequence)")
    }

    private func releasePageWidgets() {
        for page in pageWidgets ?? [] { if let page { g_object_unref(page) } }
        pageWidgets = nil
    }

    /// Whether pages have a source yet (a factory or given widgets). Until then the stack has one empty page
    /// per segment, made without a word, so the pages and the indicator follow the selection as usual, and a
    /// pager being built from a `.ui` file does not complain about pages it is about to receive.
    var hasPageSource: Bool { factory != nil || pageWidgets != nil }

    /// Uses the pages a `.ui` file declared; counts are checked once, now that the whole file was read.
    /// A file that declares no pages leaves the pager waiting for a page factory (as a bindings app gives it).
    func adoptBuilderPages() {
        guard !hasPageSource, !builderPages.isEmpty else { return }
        setPages(factory: nil, widgets: builderPages)
        builderPages = []
    }

    // MARK: Edits

    /// Tries an edit on a copy of the bar's model, so a bad index throws at once even when the edit itself
    /// waits for the page factory (``perform(_:_:)``).
    private func check(_ attempt: (inout SegmentModel) throws(SegmentError) -> Void) throws(SegmentError) {
        var model = barController.model
        try attempt(&model)
    }

    /// Runs a public edit now, or once the page factory has returned when it is running.
    private func perform(
        _ name: String, _ edit: @escaping @MainActor (SegmentedPagerController) throws(SegmentError) -> Void
    ) throws(SegmentError) {
        try stackController.perform(name) { [weak self] _ throws(SegmentError) in
            guard let self else { return }
            try edit(self)
        }
    }

    /// Inserts a segment and its page (`page`, for pages given up front).
    func insert(_ item: SegmentItem, page: UnsafeMutablePointer<GtkWidget>?, at index: Int) throws(SegmentError) {
        // Held by a reference until it is inserted: an edit that waits for the factory may be dropped.
        let held = page.map { PageReference($0) }
        try check { model throws(SegmentError) in try model.insert(item, at: index) }
        try perform("insert(at: \(index))") { pager throws(SegmentError) in
            try pager.edit(
                bar: { [bar = pager.barController] () throws(SegmentError) in try bar.insert(item, at: index) },
                pages: .insert(at: index), inserting: held?.widget)
        }
    }

    /// Removes a segment and its page.
    func remove(at index: Int) throws(SegmentError) {
        try check { model throws(SegmentError) in try model.remove(at: index) }
        try perform("remove(at: \(index))") { pager throws(SegmentError) in
            try pager.edit(
                bar: { [bar = pager.barController] () throws(SegmentError) in try bar.remove(at: index) },
                pages: .remove(at: index))
        }
    }

    /// Moves a segment and its page.
    func move(from: Int, to requested: Int) throws(SegmentError) {
        try check { model throws(SegmentError) in try model.move(from: from, to: requested) }
        try perform("move(from: \(from), to: \(requested))") { pager throws(SegmentError) in
            // Within the segment's pinned or unpinned ones, as the bar moves it, so the page lands with it.
            let to = pager.barController.model.moveTarget(from: from, to: requested)
            let pages: PageIndexEdit? = from == to ? nil : .move(from: from, to: to)
            try pager.edit(
                bar: { [bar = pager.barController] () throws(SegmentError) in try bar.move(from: from, to: to) },
                pages: pages)
            // Once the page has moved too, so a handler finds each page at its segment's index.
            pager.barController.announceMove(from: from, to: to)
        }
    }

    /// Pins or unpins a segment, its page moving with it (``SegmentBarController/pin(_:at:)``).
    func setPinned(_ pinned: Bool, at index: Int) throws(SegmentError) {
        try check { model throws(SegmentError) in try model.setPinned(pinned, at: index) }
        try perform("setPinned(at: \(index))") { pager throws(SegmentError) in
            let to = pager.barController.model.pinDestination(of: index, pinned: pinned)
            try pager.edit(
                bar: { [bar = pager.barController] () throws(SegmentError) in try bar.pin(pinned, at: index) },
                pages: to == index ? nil : .move(from: index, to: to))
            pager.barController.announceMove(from: index, to: to)
        }
    }

    /// Replaces a segment; its page stays.
    func replace(at index: Int, with item: SegmentItem) throws(SegmentError) {
        try check { model throws(SegmentError) in try model.replace(at: index, with: item) }
        try perform("replace(at: \(index))") { pager throws(SegmentError) in
            try pager.edit(
                bar: { [bar = pager.barController] () throws(SegmentError) in try bar.replace(at: index, with: item) },
                pages: nil)
        }
    }

    /// Sets the badge of segment `index`.
    func setBadge(_ badge: Badge, at index: Int) throws(SegmentError) {
        try check { model throws(SegmentError) in try model.check(index) }
        try perform("setBadge(at: \(index))") { pager throws(SegmentError) in
            try pager.barController.setBadge(badge, at: index)
        }
    }

    /// Runs an edit of the bar and the pages as one step: the selection stays on the same page, a swipe keeps going.
    private func edit(
        bar editBar: () throws(SegmentError) -> Void, pages edit: PageIndexEdit?,
        inserting page: UnsafeMutablePointer<GtkWidget>? = nil
    ) throws(SegmentError) {
        // Handlers of the bar's (and so the pager's) signals and notifications find the pages edited too.
        try barController.holdingSignals { () throws(SegmentError) in
            try editBar()
            if let edit {
                editPageWidgets(edit, inserting: page)
                stackController.apply(edit)
            }
            stackController.refreshTitles()
            realign()
        }
    }

    private func editPageWidgets(_ edit: PageIndexEdit, inserting page: UnsafeMutablePointer<GtkWidget>?) {
        if pageWidgets == nil, factory == nil, page != nil, case .insert = edit {
            // A pager without pages that is given one with a segment, as a GtkNotebook is built page by page:
            // it takes ready-made pages, and the segments it already had (the new one is in the bar) get none.
            pageWidgets = Array(repeating: nil, count: max(0, bar.items.count - 1))
        }
        guard pageWidgets != nil else {
            // A pager with a page factory makes its own pages: a widget given to insert is a mistake to report.
            if page != nil, case .insert(let at) = edit {
                Log.warning(
                    "SegmentedPager: insert(at: \(at)) was given a page, but this pager makes its pages with a "
                        + "page factory; the page is ignored")
            }
            return
        }
        switch edit {
        case .insert(let at):
            let page = page.map { gcast(g_object_ref_sink($0)) as UnsafeMutablePointer<GtkWidget> }
            pageWidgets!.insert(page, at: min(at, pageWidgets!.count))
        case .remove(let at):
            guard pageWidgets!.indices.contains(at) else { return }
            if let page = pageWidgets!.remove(at: at) { g_object_unref(page) }
        case .move(let from, let to):
            guard pageWidgets!.indices.contains(from), pageWidgets!.indices.contains(to) else { return }
            pageWidgets!.insert(pageWidgets!.remove(at: from), at: to)
        }
    }

    /// Replaces every item and reloads every page (now, or once the page factory has returned).
    func setItems(_ items: [SegmentItem]) {
        try? stackController.perform("items = …") { [weak self] _ in self?.setItemsNow(items) }
    }

    private func setItemsNow(_ items: [SegmentItem]) {
        // Handlers of the bar's (and so the pager's) signals and notifications find the pages counted again too.
        barController.holdingSignals {
            barController.setItems(items)
            checkCounts()
            stackController.setPageCount(items.count)
            // No items is no pages, as the titles' setters say: the pages given go too (they were kept, and the next
            // titles found pages they had not asked for). The pager still takes pages given with later inserts.
            if items.isEmpty, let given = pageWidgets, !given.isEmpty {
                releasePageWidgets()
                pageWidgets = []
            }
            alignPagesAfterEdit()
            stackController.refreshTitles()
            barController.follow(stack.position)
        }
    }

    /// After an edit: unless a finger holds the pages, make them head for the bar's selection.
    private func realign() {
        if !stack.isDragging, let selected = bar.selectedIndex, stack.targetPage != selected {
            try? stackController.select(selected, animated: true, notify: false)
        }
        barController.follow(stack.position)
    }

    // MARK: Selection

    /// Selects `index` and moves the pages there; `notify: false` is silent (restoring a saved state).
    func select(_ index: Int, animated: Bool, notify: Bool) throws(SegmentError) {
        try check { model throws(SegmentError) in try model.select(index, notify: notify) }
        try perform("select(\(index))") { pager throws(SegmentError) in
            try pager.selectNow(index, animated: animated, notify: notify)
        }
    }

    private func selectNow(_ index: Int, animated: Bool, notify: Bool) throws(SegmentError) {
        // The bar is linked: selecting it asks this class to move the pages (``barRequestsMove(to:animated:)``).
        selectingSilently = !notify
        defer { selectingSilently = false }
        try barController.select(index, animated: animated, notify: notify)
    }

    /// Moves the pages to `position` (the `position` property, or the bar's ``SegmentBar/setPosition(_:)``); the
    /// indicator follows them.
    func setPosition(_ position: Double) throws(SegmentError) {
        try stackController.requestPosition(position)
    }

    /// The selected segment was activated again: bring its page back to its start.
    private func barReselected(_ index: Int) {
        if stack.position != Double(index) { try? stackController.select(index, animated: true, notify: false) }
        switch reselectBehavior {
        case .nothing:
            break
        case .scrollToStart:
            if let page = stack.page(at: index) { ScrollToStart.perform(on: page) }
        case .custom(let action):
            action(index, stack.page(at: index))
        }
    }

    /// Gives the bar and the pages the pager's own direction: none of their own while it is the default one, so
    /// that `gtk_widget_set_default_direction` reaches them (GTK skips a widget whose direction is set, and
    /// setting the new default on them explicitly would change nothing GTK tells them of).
    func directionChanged() {
        let direction = gtk_widget_get_direction(widget)
        let theirs = direction == gtk_widget_get_default_direction() ? GTK_TEXT_DIR_NONE : direction
        gtk_widget_set_direction(bar.widget, theirs)
        gtk_widget_set_direction(stack.widget, theirs)
    }

    // MARK: Life cycle

    /// Lets go of the pages and unparents the bar and the stack.
    ///
    /// GObject may run dispose more than once; unparenting a widget that has no parent does nothing, and the
    /// bar and stack stay alive (this controller holds them) until the pager is finalized.
    func dispose() {
        stack.controller.dispose()
        // A bar the app placed elsewhere (``setShowsBar(_:)``) stays there, on its own.
        if gtk_widget_get_parent(bar.widget) == widget { gtk_widget_unparent(bar.widget) }
        gtk_widget_unparent(stack.widget)
        releasePageWidgets()
        factory = nil
        // From now on the bar and the stack are on their own (an app may keep their handles): nothing of theirs
        // may reach the pager, which may be finalized before them.
        for (instance, id) in linkHandlers { g_signal_handler_disconnect(gcast(instance), id) }
        linkHandlers.removeAll()
        barController.pager = nil
        stackController.pager = nil
    }
}

/// One reference to a page widget given to ``SegmentedPagerController/insert(_:page:at:)``, kept until the
/// insert has run (it may wait for the page factory, or be dropped), so a floating page is never leaked.
@MainActor
private final class PageReference {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = gcast(g_object_ref_sink(widget))
    }

    isolated deinit {
        g_object_unref(widget)
    }
}
