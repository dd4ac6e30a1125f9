import CGtk
import SegmentCore

/// Pages side by side, one on screen at a time, swiped with a finger, a touchpad, Shift+wheel or the keyboard.
///
/// `PagedStack` is a Swift handle on a GObject of type `PagedStack` (CSS
/// name `pagedstack`). Pages are made lazily by a factory the first time
/// they are visible or next to the visible one, so ten thousand pages cost
/// nothing until visited. The neighbours of a page swiped or jumped to are
/// made right after the frame that shows it, and a stack shown right after
/// it is built makes its neighbours after the window's first frame. Each
/// page is wrapped in a `page` node with the tab-panel role. The continuous
/// ``position`` is notified every frame (`notify::position`), and
/// `page-changed` fires once a move settles.
///
/// ```swift
/// let stack = PagedStack(pageCount: 3) { index in gtk_label_new("Page \(index)") }
/// stack.onPageChanged { page in print("now on", page) }
/// ```
///
/// Edits made from inside the page factory (to this stack, or to the pager it belongs to) are applied in
/// order on the next main-loop turn, once the page being made is in place; edits made by a handler of
/// another edit (its `notify::position` or `selection-changed`) run right after that edit, before it returns.
/// The stack of a
/// ``SegmentedPager`` passes structural edits (``insertPage(at:)``, ``removePage(at:)``,
/// ``movePage(from:to:)``, ``select(_:animated:notify:)``, ``setFactory(_:)``) to the pager, so its bar keeps
/// one segment per page.
@MainActor
public final class PagedStack: WidgetHandle {
    var controller: PagedStackController {
        // The controller lives as long as the GObject, which this handle keeps alive.
        PagedStackType.controller(widget)!
    }

    /// Creates a stack of `pageCount` pages made by `factory` when first needed (return `nil` and an empty placeholder shows).
    ///
    /// A negative `pageCount` makes no pages, and one above `Int32.max` (page indices are `gint` in GObject) `Int32.max`.
    public init(pageCount: Int = 0, factory: @escaping @MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?) {
        super.init(creating: PagedStackType.registration)
        controller.factory = factory
        controller.setPageCount(pageCount)
    }

    /// Wraps a PagedStack made elsewhere, for instance by GtkBuilder; `nil` if `widget` is not one.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(wrapping: widget, type: PagedStackType.registration)
    }

    /// Wraps the PagedStack that a GtkBuilder file declares with `id`; `nil` when there is no such object or it is
    /// of another type (or `builder` is `nil`). Call ``SegmentKit/registerTypes()`` before loading the file.
    public convenience init?(builder: OpaquePointer?, id: String) {
        guard let builder, let object = gtk_builder_get_object(builder, id) else { return nil }
        self.init(wrapping: gcast(object))
    }

    /// The GType of PagedStack widgets, registering it on first use.
    public static var gtype: GType { PagedStackType.registration.type }

    // MARK: Pages

    /// The number of pages. Setting it drops every page that exists; they are made again when shown.
    ///
    /// The current page stays, or the last page takes its place; a slide towards a page that is still there goes
    /// on, and that page takes the place of a current page that is gone.
    ///
    /// Negative counts are 0, counts above `Int32.max` are `Int32.max`. A ``SegmentedPager``'s stack has one page
    /// per item: there, setting another count is refused with one warning (set the pager's items).
    public var pageCount: Int {
        get { controller.pageCount }
        set { controller.requestPageCount(newValue) }
    }

    /// Replaces the page factory; pages a factory made stay until ``reloadPages()``, and empty placeholders are made
    /// by the new one, so `pageCount` may be set before or after it (in a pager: the pager's pages come from
    /// `factory` from now on, made again).
    ///
    /// `nil` removes it: pages made from then on are empty placeholders, with nothing logged (a factory that
    /// returns `nil` logs one line per page, since it was meant to make one).
    public func setFactory(_ factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?) {
        controller.requestFactory(factory)
    }

    /// Inserts a page at `index` (`0...pageCount`); the page on screen stays on screen, even mid-swipe.
    ///
    /// In a ``SegmentedPager`` an untitled segment is inserted with it. A stack that has `Int32.max` pages
    /// already inserts none (one warning).
    public func insertPage(at index: Int) throws(SegmentError) {
        try controller.requestInsert(at: index)
    }

    /// Removes the page at `index`; removing the current page shows the next one (else the previous) and reports it.
    ///
    /// During a slide to another page, that page becomes current at once and is reported when the slide ends.
    ///
    /// In a ``SegmentedPager`` its segment goes with it.
    public func removePage(at index: Int) throws(SegmentError) {
        try controller.requestRemove(at: index)
    }

    /// Moves a page; the page on screen stays on screen. In a ``SegmentedPager`` its segment moves with it.
    public func movePage(from: Int, to: Int) throws(SegmentError) {
        try controller.requestMove(from: from, to: to)
    }

    /// Drops page `index` so the factory makes it again the next time it is needed.
    public func reloadPage(at index: Int) throws(SegmentError) {
        try controller.requestReload(index)
    }

    /// Drops every page; they are made again when shown.
    public func reloadPages() {
        controller.requestReloadAll()
    }

    /// The app's widget for page `index` if it exists now (`nil` for pages never shown, released, or placeholders);
    /// in a pager of ready-made pages, the widget given for it, shown or not, unless the stack refused it (a
    /// placeholder shows instead).
    public func page(at index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        controller.content(of: index)
    }

    /// The indices of the pages that exist now, in order.
    public var alivePages: [Int] { controller.cache.alive }

    /// How many pages may exist at once (the least recently shown are released first); `nil` keeps every visited page.
    ///
    /// Negative limits are 0; the pages on screen and their neighbours (made ahead for a swipe) exist whatever
    /// the limit.
    public var aliveLimit: Int? {
        get { controller.cache.aliveLimit }
        set { controller.requestAliveLimit(newValue) }
    }

    /// The accessible label of each page (its tab panel); "Page N" when unset or empty.
    public func setTitleProvider(_ provider: @escaping @MainActor (Int) -> String) {
        controller.pageTitle = provider
        controller.refreshTitles()
    }

    /// Updates the accessible labels after titles changed.
    public func refreshTitles() {
        controller.refreshTitles()
    }

    /// Which pages a swipe or a key may settle on; a swipe towards a disabled page goes on to the next enabled one.
    ///
    /// See ``PagerPhysics/swipeTarget(to:from:pageCount:isEnabled:)``.
    ///
    /// Refused with one warning in a ``SegmentedPager``, whose pages are enabled as its items are.
    public func setEnabledProvider(_ provider: @escaping @MainActor (Int) -> Bool) {
        controller.requestEnabledProvider(provider)
    }

    // MARK: Motion

    /// Release, rubber-band and spring parameters.
    public var physics: PagerPhysics {
        get { controller.physics }
        set { controller.physics = newValue }
    }

    /// The fractional page on screen (1.5 is half-way between the second and third page).
    public var position: Double { controller.position }

    /// Moves the pages to `position` at once (clamped to the pages) without changing ``currentPage``; throws for NaN or infinity.
    ///
    /// A slide it stops has made its target the current page first, as the selection that started it did.
    public func setPosition(_ position: Double) throws(SegmentError) {
        try controller.requestPosition(position)
    }

    /// The page the stack last settled on; `nil` when there are no pages.
    public var currentPage: Int? { controller.currentPage }

    /// The page the stack is on or sliding to.
    public var targetPage: Int? { controller.targetPage }

    /// Whether the pages are settling on the frame clock.
    public var isAnimating: Bool { controller.motion != nil }

    /// Whether a finger or a touchpad swipe is holding the pages.
    public var isDragging: Bool { controller.isDragging }

    /// Shows page `index`, sliding from wherever the pages are (when animations are on) or at once.
    ///
    /// In a ``SegmentedPager`` the pager selects `index`, segment and page together.
    ///
    /// - Parameter notify: false changes the page without `page-changed`.
    /// - Throws: ``SegmentError`` for an empty stack or an index out of range (in a pager, also a disabled
    ///   segment); nothing changes then.
    public func select(_ index: Int, animated: Bool = true, notify: Bool = true) throws(SegmentError) {
        try controller.requestSelect(index, animated: animated, notify: notify)
    }

    // MARK: Events

    /// Calls `handler` with the new page once a move settles on a different page (signal `page-changed`).
    public func onPageChanged(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.pageChanged.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` with the position on every frame the pages move (`notify::position`, emitted only when
    /// the position changed).
    public func onPositionChanged(_ handler: @escaping @MainActor (Double) -> Void) {
        let widget = self.widget
        GtkSignals.notify("position").connect(widget) {
            // The handler lives only as long as the widget, so the captured pointer stays valid.
            guard let controller = PagedStackType.controller(widget) else { return }
            handler(controller.position)
        }
    }

    /// Calls `handler` when a page starts to be visible (signal `page-appeared`).
    public func onPageAppeared(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.pageAppeared.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` when a page stops being visible (signal `page-disappeared`), also when the stack is
    /// destroyed: every page announced to appear is announced once to disappear.
    public func onPageDisappeared(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.pageDisappeared.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }
}
