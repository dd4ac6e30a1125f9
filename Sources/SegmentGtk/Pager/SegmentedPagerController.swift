import CGtk
import SegmentCore

/// The link between a SegmentBar and a PagedStack: one position, one selection, one motion.
///
/// The pages' position is the only position: the bar is a view of it
/// (``BarPositionOwner``). Every move the bar would make — a click, a key,
/// the overflow menu, a tracker drag — is a request that moves the pages,
/// and the indicator is drawn at the pages' position on every frame they
/// move. The selection lives in the bar's model: a click changes it at
/// once; a swipe or a key on the pages changes it when they come to rest.
@MainActor
final class SegmentedPagerController: WidgetController, BarPositionOwner {
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
        bar.controller.positionOwner = self
        stack.onPositionChanged { [weak self] position in self?.bar.controller.follow(position) }
        stack.controller.onRest = { [weak self] page in self?.bar.controller.selectWhereOwnerRests(page) }
        // The pager's own GObject signals, so C, Python or Vala code can connect to the pager itself.
        let pager = widget
        bar.onSelectionChanged { index in
            cgtk_emit_uint(pager, SegmentedPagerType.signals.selectionChanged, guint(index))
            g_object_notify(gcast(pager), "selected")
        }
        bar.onReselected { [weak self] index in
            self?.barReselected(index)
            cgtk_emit_uint(pager, SegmentedPagerType.signals.reselected, guint(index))
        }
    }

    // MARK: Bar position owner

    /// A click, a key, the overflow menu or `select` on the bar: the pages slide (or cut) there.
    func barRequestsMove(to index: Int, animated: Bool) {
        try? stack.select(index, animated: animated, notify: false)
    }

    /// The bar's tracker is dragged: the pages follow the finger.
    func barRequestsScrub(to position: Double) {
        try? stack.setPosition(position)
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
        // New pages start on the bar's selection.
        stack.pageCount = bar.items.count
        if let selected = bar.selectedIndex { try? stack.select(selected, animated: false, notify: false) }
        bar.controller.follow(stack.position)
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
    /// A file that declares no pages leaves the pager waiting for a page factory (as a bindings app gives it).
    func adoptBuilderPages() {
        guard !hasPageSource, !builderPages.isEmpty else { return }
        setPages(factory: nil, widgets: builderPages)
        builderPages = []
    }

    // MARK: Edits

    /// Runs an edit of the bar and the pages as one step: the selection stays on the same page, a swipe keeps going.
    func edit(bar editBar: () throws(SegmentError) -> Void, pages edit: PageIndexEdit?) throws(SegmentError) {
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
        bar.items = items
        checkCounts()
        stack.pageCount = hasPageSource ? items.count : 0
        if let selected = bar.selectedIndex { try? stack.select(selected, animated: false, notify: false) }
        stack.refreshTitles()
        bar.controller.follow(stack.position)
    }

    /// After an edit: unless a finger holds the pages, make them head for the bar's selection.
    private func realign() {
        if !stack.isDragging, let selected = bar.selectedIndex, stack.targetPage != selected {
            try? stack.select(selected, animated: true, notify: false)
        }
        bar.controller.follow(stack.position)
    }

    // MARK: Selection

    /// Selects `index` and moves the pages there; `notify: false` is silent (setDefaultSelectedPageIndex).
    func select(_ index: Int, animated: Bool, notify: Bool) throws(SegmentError) {
        try bar.controller.select(index, animated: animated, notify: notify)
    }

    /// The selected segment was activated again: bring its page back to its start.
    private func barReselected(_ index: Int) {
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

    /// Gives the bar and the pages the pager's own direction.
    func directionChanged() {
        let direction = gtk_widget_get_direction(widget)
        gtk_widget_set_direction(bar.widget, direction)
        gtk_widget_set_direction(stack.widget, direction)
    }

    // MARK: Life cycle

    func dispose() {
        stack.controller.dispose()
        gtk_widget_unparent(bar.widget)
        gtk_widget_unparent(stack.widget)
        releasePageWidgets()
        factory = nil
    }
}
