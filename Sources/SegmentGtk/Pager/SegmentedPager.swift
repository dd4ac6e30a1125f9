import CGtk
import SegmentCore

/// A SegmentBar linked live to swipeable pages: the one-line way to use SegmentKit.
///
/// `SegmentedPager` is a Swift handle on a GObject of type `SegmentedPager`
/// (CSS name `segmentedpager`) holding a ``SegmentBar`` above (or below) a
/// ``PagedStack``. While the pages are swiped the indicator follows them
/// continuously; a click on a segment pages the content with one animation;
/// clicking the selected segment brings its page back to the top.
///
/// ```swift
/// let pager = SegmentedPager(items: ["Inbox", "Sent"].map { SegmentItem($0) }, style: .cursor) { index in
///     makeList(for: index)          // called the first time page `index` comes into view
/// }
/// pager.onSelectionChanged { index in print("now on", index) }
/// gtk_window_set_child(window, pager.widget)
/// ```
@MainActor
public final class SegmentedPager: WidgetHandle {
    private var controller: SegmentedPagerController {
        // The controller lives as long as the GObject, which this handle keeps alive.
        SegmentedPagerType.controller(widget)!
    }

    private init(
        items: [SegmentItem], style: SegmentStyle, placement: BarPlacement,
        pages: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?, pageWidgets: [UnsafeMutablePointer<GtkWidget>]?
    ) {
        // The stylesheet is read once, with the parts of the bar's style; those of its items (icons, badges) wait for
        // the window. Not the items under the hold: they make pages, and a page function is the app's code.
        DefaultStylesheet.holdLoads()
        super.init(creating: SegmentedPagerType.registration)
        controller.placement = placement
        controller.bar.style = style
        DefaultStylesheet.releaseLoads()
        // The source first: the items then make their pages once, not placeholders to be dropped right after.
        controller.setPageSource(factory: pages, widgets: pageWidgets)
        controller.setItems(items)
    }

    /// Creates a pager whose pages are made lazily by `pages` (return `nil` and an empty placeholder shows, with a log line).
    public convenience init(
        items: [SegmentItem], style: SegmentStyle = .underline, placement: BarPlacement = .top,
        pages: @escaping @MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?
    ) {
        self.init(items: items, style: style, placement: placement, pages: pages, pageWidgets: nil)
    }

    /// Creates a pager with one ready-made page per item; a count mismatch is logged and missing pages show a placeholder.
    public convenience init(
        items: [SegmentItem], style: SegmentStyle = .underline, placement: BarPlacement = .top,
        pageWidgets: [UnsafeMutablePointer<GtkWidget>]
    ) {
        self.init(items: items, style: style, placement: placement, pages: nil, pageWidgets: pageWidgets)
    }

    /// Wraps a SegmentedPager made elsewhere, for instance by GtkBuilder; `nil` if `widget` is not one.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(wrapping: widget, type: SegmentedPagerType.registration)
    }

    /// Wraps the SegmentedPager that a GtkBuilder file declares with `id`; `nil` when there is no such object or it is
    /// of another type (or `builder` is `nil`). Call ``SegmentKit/registerTypes()`` before loading the file.
    public convenience init?(builder: OpaquePointer?, id: String) {
        guard let builder, let object = gtk_builder_get_object(builder, id) else { return nil }
        self.init(wrapping: gcast(object))
    }

    /// The GType of SegmentedPager widgets, registering it on first use.
    public static var gtype: GType { SegmentedPagerType.registration.type }

    /// The bar, for styling and its own events.
    ///
    /// Edits through it (items, insert, remove, move, replace, badges, select, setPosition, and the same
    /// GObject properties) are the pager's edits: its pages follow, so the bar always has one segment per page.
    public var bar: SegmentBar { controller.bar }

    /// The pages.
    ///
    /// Edits through it keep the pager consistent: inserting, removing or moving a page does so with its
    /// segment (an inserted page gets an untitled segment), selecting selects the segment too, a new factory
    /// makes the pager's pages; setting another `pageCount` or an enabled provider is refused with one warning.
    public var stack: PagedStack { controller.stack }

    /// Where the bar sits.
    public var placement: BarPlacement {
        get { controller.placement }
        set { controller.placement = newValue }
    }

    /// Whether the pager shows its bar beside its pages (default true); GObject property `shows-bar`.
    ///
    /// False takes ``bar`` out of the pager, still linked to the pages, for the app to place anywhere in the same
    /// window, as GNOME apps put a view switcher in the header bar:
    ///
    /// ```swift
    /// pager.showsBar = false
    /// gtk_header_bar_set_title_widget(header, pager.bar.widget)
    /// ```
    ///
    /// The bar then has no side (no `.top` class; ``placement`` applies again once it is shown). Setting it true
    /// while the app has the bar in another widget logs one warning and changes nothing: take it out first. A
    /// pager disposed of leaves such a bar where it is, on its own.
    public var showsBar: Bool {
        get { controller.showsBar }
        set { controller.setShowsBar(newValue) }
    }

    /// What clicking the selected segment does besides firing `reselected`; ``ReselectBehavior/scrollToStart`` by default.
    public var reselectBehavior: ReselectBehavior {
        get { controller.reselectBehavior }
        set { controller.reselectBehavior = newValue }
    }

    // MARK: Items and pages

    /// The segments; setting them reloads every page (the selected index is kept when still valid).
    ///
    /// With ready-made pages each page stays with its index; setting no items removes those pages too (later
    /// inserts still take pages), and a count that differs from theirs is logged once.
    public var items: [SegmentItem] {
        get { controller.bar.items }
        set { controller.setItems(newValue) }
    }

    /// Inserts a segment and its page at `index`; `page` is used when the pager was given ready-made pages.
    ///
    /// A pager without pages yet (no factory, no page widgets) takes `page` as its first ready-made page, so a
    /// pager can be built segment by segment, as a GtkNotebook is; segments it had before then show an empty
    /// page. A pager that makes its pages with a factory ignores `page`, with one warning.
    public func insert(_ item: SegmentItem, page: UnsafeMutablePointer<GtkWidget>? = nil, at index: Int)
        throws(SegmentError)
    {
        try controller.insert(item, page: page, at: index)
    }

    /// Removes a segment and its page; removing the selected one selects its neighbour and reports it.
    public func remove(at index: Int) throws(SegmentError) {
        try controller.remove(at: index)
    }

    /// Moves a segment and its page; the selected page stays selected and on screen.
    public func move(from: Int, to: Int) throws(SegmentError) {
        try controller.move(from: from, to: to)
    }

    /// Replaces a segment (rename, icon, badge, enabled); its page stays.
    public func replace(at index: Int, with item: SegmentItem) throws(SegmentError) {
        try controller.replace(at: index, with: item)
    }

    /// Sets the badge of segment `index`.
    public func setBadge(_ badge: Badge, at index: Int) throws(SegmentError) {
        try controller.setBadge(badge, at: index)
    }

    /// Sets whether page `index` is loading: its segment shows a spinner; see ``SegmentBar/setLoading(_:at:)``.
    public func setLoading(_ loading: Bool, at index: Int) throws(SegmentError) {
        try bar.setLoading(loading, at: index)
    }

    /// Pins or unpins segment `index`, its page moving with it; see ``SegmentBar/setPinned(_:at:)``.
    public func setPinned(_ pinned: Bool, at index: Int) throws(SegmentError) {
        try controller.setPinned(pinned, at: index)
    }

    /// Gives page `index`'s segment an indicator icon, or takes it away; see ``SegmentBar/setIndicatorIcon(_:at:)``
    /// (its clicks are heard with the bar's ``SegmentBar/onIndicatorActivated(_:)``).
    public func setIndicatorIcon(_ icon: TabIndicatorIcon?, at index: Int) throws(SegmentError) {
        try bar.setIndicatorIcon(icon, at: index)
    }

    /// The app's widget for page `index` if it exists now; with ready-made pages, the one given for it, shown
    /// or not, unless the stack refused it (a placeholder shows instead).
    public func page(at index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        controller.stack.page(at: index)
    }

    /// The selected page's widget, if it exists.
    public var currentPage: UnsafeMutablePointer<GtkWidget>? {
        controller.bar.selectedIndex.flatMap { controller.stack.page(at: $0) }
    }

    // MARK: Selection

    /// The selected segment and page; `nil` only when there are none.
    public var selectedIndex: Int? { controller.bar.selectedIndex }

    /// The pages' fractional position (the indicator follows it).
    public var position: Double { controller.stack.position }

    /// Selects segment and page `index`, sliding both together or jumping.
    ///
    /// - Parameter notify: false selects silently, without `selection-changed` (to restore a saved state without handlers firing).
    /// - Throws: ``SegmentError`` for an index out of range, a disabled segment or no segments; nothing changes then.
    public func select(_ index: Int, animated: Bool = true, notify: Bool = true) throws(SegmentError) {
        try controller.select(index, animated: animated, notify: notify)
    }

    // MARK: Events

    /// Calls `handler` once per selection change with notification: a click, a key, or a swipe once it settles.
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.pagerSelectionChanged.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` when the selected segment is activated again (a click or Space on the tab already shown).
    public func onReselected(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.pagerReselected.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` with the pages' position on every frame they move.
    public func onPositionChanged(_ handler: @escaping @MainActor (Double) -> Void) {
        controller.stack.onPositionChanged(handler)
    }
}
