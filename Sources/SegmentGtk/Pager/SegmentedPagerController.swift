import CGtk
import SegmentCore

/// The link between a SegmentBar and a PagedStack: one selection, one motion.
///
/// Whoever moves drives the other: while the pages move (finger, touchpad,
/// keys, settle) the bar's indicator is put on the pages' position every
/// frame; a click on the bar starts the pages' animation and the indicator
/// rides on it (``SegmentBar/setPosition(_:)`` stops the bar's own
/// animation); while the bar's tracker is dragged the pages follow it.
/// The selection lives in the bar's model and changes once per settled move.
@MainActor
final class SegmentedPagerController: WidgetController {
    let widget: UnsafeMutablePointer<GtkWidget>
    let bar: SegmentBar
    let stack: PagedStack

    var reselectBehavior: ReselectBehavior = .scrollToStart
    var placement: BarPlacement = .top {
        didSet { placeBar() }
    }
    /// The app's page factory, when pages are made lazily.
    var factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?
    /// The app's pages (one reference each), when they were given up front.
    private(set) var pageWidgets: [UnsafeMutablePointer<GtkWidget>?]?

    /// Pages declared as `<child>` elements of a `.ui` file, adopted once the file is read.
    var builderPages: [UnsafeMutablePointer<GtkWidget>] = []

    /// Set while this class changes the selection itself, so the bar's signal is not taken for a click.
    private var syncing = false
    /// Set while the bar's tracker drives the pages.
    private var scrubbing = false

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        bar = SegmentBar()
        stack = PagedStack { _ in nil }
        gtk_orientable_set_orientation(OpaquePointer(gtk_widget_get_layout_manager(widget)), GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_hexpand(bar.widget, 1)
        gtk_widget_set_hexpand(stack.widget, 1)
        gtk_widget_set_vexpand(stack.widget, 1)
        gtk_widget_set_parent(stack.widget, widget)
        gtk_widget_set_parent(bar.widget, widget)
        placeBar()
        link()
    }

    private func placeBar() {
        switch placement {
        case .top: gtk_widget_insert_before(bar.widget, widget, stack.widget)
        case .bottom: gtk_widget_insert_after(bar.widget, widget, stack.widget)
        }
    }

    private func link() {
        stack.setFactory { [weak self] index in self?.makePage(index) }
        stack.setTitleProvider { [weak self] index in
            guard let items = self?.bar.items, items.indices.contains(index) else { return "" }
            return items[index].title
        }
        stack.setEnabledProvider { [weak self] index in
            guard let items = self?.bar.items, items.indices.contains(index) else { return false }
            return items[index].isEnabled
        }
        stack.onPositionChanged { [weak self] position in self?.pagesMoved(position) }
        stack.onPageChanged { [weak self] page in self?.pagesSettled(page) }
        bar.onSelectionChanged { [weak self] index in self?.barSelected(index) }
        bar.onReselected { [weak self] index in self?.barReselected(index) }
        // The pager's own GObject signals, so C, Python or Vala code can connect to the pager itself.
        let pager = widget
        bar.onSelectionChanged { index in
            cgtk_emit_uint(pager, SegmentedPagerType.signals.selectionChanged, guint(index))
            g_object_notify(gcast(pager), "selected")
        }
        bar.onReselected { index in cgtk_emit_uint(pager, SegmentedPagerType.signals.reselected, guint(index)) }
        bar.onDragProgress { [weak self] position in self?.trackerDragged(position) }
        let barWidget = bar.widget
        GtkSignals.notify("position").connect(barWidget) { [weak self] in self?.barMoved() }
    }

    // MARK: Pages

    /// Uses `factory` for pages, or `widgets` (referenced until removed) when given; logs a count mismatch.
    func setPages(
        factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?, widgets: [UnsafeMutablePointer<GtkWidget>]?
    ) {
        releasePageWidgets()
        self.factory = factory
        pageWidgets = widgets.map { list in list.map { gcast(g_object_ref_sink($0)) } }
        checkCounts()
        // New pages start on the bar's selection; the stack settling on page 0 first is not a user's choice.
        syncing = true
        defer { syncing = false }
        stack.pageCount = bar.items.count
        if let selected = bar.selectedIndex { try? stack.select(selected, animated: false, notify: false) }
        alignBar()
    }

    private func makePage(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        if let pageWidgets { return pageWidgets.indices.contains(index) ? pageWidgets[index] : nil }
        return factory?(index)
    }

    /// One line on standard error when titles and given pages disagree; missing pages show a placeholder.
    private func checkCounts() {
        guard let pageWidgets, pageWidgets.count != bar.items.count else { return }
        let titles = bar.items.count
        let pages = pageWidgets.count
        let consequence =
            pages < titles
            ? "segment(s) \(pages + 1) to \(titles) show an empty placeholder page"
            : "the last \(pages - titles) page(s) are not shown"
        printError("SegmentedPager: \(titles) title(s) but \(pages) page(s); \(consequence)")
    }

    private func releasePageWidgets() {
        for page in pageWidgets ?? [] { if let page { g_object_unref(page) } }
        pageWidgets = nil
    }

    /// Whether pages have a source yet (a factory or given widgets). Until then the stack has no pages, so a
    /// pager being built from a `.ui` file neither makes nor complains about pages it is about to receive.
    private var hasPageSource: Bool { factory != nil || pageWidgets != nil }

    /// Uses the pages a `.ui` file declared; counts are checked once, now that the whole file was read.
    func adoptBuilderPages() {
        guard !hasPageSource else { return }
        setPages(factory: nil, widgets: builderPages)
        builderPages = []
    }

    // MARK: Edits

    /// Runs an edit of the bar and the pages as one step: the selection stays on the same page, a swipe keeps going.
    func edit(bar editBar: () throws(SegmentError) -> Void, pages edit: PageIndexEdit?) throws(SegmentError) {
        syncing = true
        defer { syncing = false }
        try editBar()
        if let edit {
            editPageWidgets(edit)
            stack.controller.apply(edit)
        }
        stack.refreshTitles()
        realign()
    }

    /// The page to insert next (for ``edit(bar:pages:)`` with `.insert`), for pages given up front.
    var pendingInsert: UnsafeMutablePointer<GtkWidget>?

    private func editPageWidgets(_ edit: PageIndexEdit) {
        guard pageWidgets != nil else { return }
        switch edit {
        case .insert(let at):
            let page = pendingInsert.map { gcast(g_object_ref_sink($0)) as UnsafeMutablePointer<GtkWidget> }
            pageWidgets!.insert(page, at: min(at, pageWidgets!.count))
        case .remove(let at):
            guard pageWidgets!.indices.contains(at) else { return }
            if let page = pageWidgets!.remove(at: at) { g_object_unref(page) }
        case .move(let from, let to):
            guard pageWidgets!.indices.contains(from), pageWidgets!.indices.contains(to) else { return }
            pageWidgets!.insert(pageWidgets!.remove(at: from), at: to)
        }
        pendingInsert = nil
    }

    /// Replaces every item and reloads every page.
    func setItems(_ items: [SegmentItem]) {
        syncing = true
        defer { syncing = false }
        bar.items = items
        checkCounts()
        stack.pageCount = hasPageSource ? items.count : 0
        if let selected = bar.selectedIndex { try? stack.select(selected, animated: false, notify: false) }
        stack.refreshTitles()
        alignBar()
    }

    /// After an edit: unless a finger holds the pages, make them head for the bar's selection.
    private func realign() {
        if !stack.isDragging, let selected = bar.selectedIndex, stack.targetPage != selected {
            try? stack.select(selected, animated: true, notify: false)
        }
        alignBar()
    }

    private func alignBar() {
        guard !bar.items.isEmpty else { return }
        try? bar.setPosition(stack.position)
    }

    // MARK: Selection

    /// Selects `index` in the bar and the pages together; `notify: false` is silent (setDefaultSelectedPageIndex).
    func select(_ index: Int, animated: Bool, notify: Bool) throws(SegmentError) {
        syncing = true
        defer { syncing = false }
        scrubbing = false
        try bar.select(index, animated: false, notify: notify)
        try? stack.select(index, animated: animated, notify: false)
        alignBar()
    }

    // MARK: Link

    /// The pages moved (any cause but the tracker): the indicator follows, position and width.
    private func pagesMoved(_ position: Double) {
        guard !scrubbing, !bar.items.isEmpty else { return }
        try? bar.setPosition(position)
        // A slide towards the bar's new selection that a key or a swipe turned back to the page the stack had
        // settled on ends without `page-changed` (the stack's page did not change); the bar must follow it anyway.
        if !stack.isAnimating, !stack.isDragging, let page = stack.currentPage, position == Double(page),
            page != bar.selectedIndex
        {
            pagesSettled(page)
        }
    }

    /// The pages settled on `page` after a swipe or a key: the selection changes, once.
    private func pagesSettled(_ page: Int) {
        guard !syncing, bar.selectedIndex != page else { return }
        syncing = true
        defer { syncing = false }
        do { try bar.select(page, animated: false, notify: true) } catch {
            printError("SegmentedPager: the pages settled on page \(page), which the bar cannot select: \(error)")
        }
        alignBar()
    }

    /// The user (or the app through the bar) chose a segment: page the content, with the indicator riding along.
    private func barSelected(_ index: Int) {
        guard !syncing else { return }
        scrubbing = false
        try? stack.select(index, animated: true, notify: false)
        // Stops the bar's own slide at once, so only one animation runs.
        alignBar()
    }

    /// The selected segment was activated again: bring its page back to its start.
    private func barReselected(_ index: Int) {
        scrubbing = false
        if stack.position != Double(index) { try? stack.select(index, animated: true, notify: false) }
        switch reselectBehavior {
        case .nothing:
            break
        case .scrollToStart:
            if let page = stack.page(at: index) { ScrollToStart.perform(on: page) }
        case .custom(let action):
            action(index, stack.page(at: index))
        }
    }

    /// The bar's tracker is being dragged: the pages follow it.
    private func trackerDragged(_ position: Double) {
        scrubbing = true
        try? stack.setPosition(position)
    }

    /// The bar's indicator moved by itself; while scrubbing that is the tracker settling, and the pages come along.
    private func barMoved() {
        guard scrubbing else { return }
        try? stack.setPosition(bar.position)
        if let selected = bar.selectedIndex, bar.position == Double(selected) { scrubbing = false }
    }

    /// Gives the bar and the pages the pager's own direction.
    func directionChanged() {
        let direction = gtk_widget_get_direction(widget)
        gtk_widget_set_direction(bar.widget, direction)
        gtk_widget_set_direction(stack.widget, direction)
    }

    // MARK: Life cycle

    /// Lets go of the pages and unparents the bar and the stack.
    ///
    /// GObject may run dispose more than once; unparenting a widget that has no parent does nothing, and the
    /// bar and stack stay alive (this controller holds them) until the pager is finalized.
    func dispose() {
        stack.controller.dispose()
        gtk_widget_unparent(bar.widget)
        gtk_widget_unparent(stack.widget)
        releasePageWidgets()
        factory = nil
    }
}
