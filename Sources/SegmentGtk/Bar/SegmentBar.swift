import CGtk
import SegmentCore

/// A custom-drawn segmented control / tab strip with an animated indicator, as a GTK 4 widget.
///
/// `SegmentBar` is a Swift handle on a GObject of type `SegmentBar` (CSS
/// name `segmentbar`, accessible role tab list). Put ``widget`` in any GTK
/// container; the handle keeps a reference, so the widget lives at least as
/// long as the handle.
///
/// ```swift
/// let bar = SegmentBar(items: ["Inbox", "Sent", "Archive"].map { SegmentItem($0) }, style: .underline)
/// bar.onSelectionChanged { index in print("now on", index) }
/// gtk_box_append(box, bar.widget)
/// ```
///
/// The bar of a ``SegmentedPager`` passes edits of its items, selection and position to the pager, so its
/// pages follow: `pager.bar.insert(item, at: 0)` is `pager.insert(item, at: 0)`.
@MainActor
public final class SegmentBar: WidgetHandle {
    var controller: SegmentBarController {
        // The controller lives as long as the GObject, which this handle keeps alive.
        SegmentBarType.controller(widget)!
    }

    /// Creates a bar with `items` in `style`, selecting the first enabled item.
    public init(items: [SegmentItem] = [], style: SegmentStyle = .underline) {
        // The stylesheet is read once, with the parts the style and the items need.
        DefaultStylesheet.holdLoads()
        defer { DefaultStylesheet.releaseLoads() }
        super.init(creating: SegmentBarType.registration)
        controller.requestedStyle = style
        controller.setItems(items)
    }

    /// Wraps a SegmentBar made elsewhere, for instance by GtkBuilder; `nil` if `widget` is not one.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(wrapping: widget, type: SegmentBarType.registration)
    }

    /// Wraps the SegmentBar that a GtkBuilder file declares with `id`; `nil` when there is no such object or it is
    /// of another type (or `builder` is `nil`). Call ``SegmentKit/registerTypes()`` before loading the file.
    public convenience init?(builder: OpaquePointer?, id: String) {
        guard let builder, let object = gtk_builder_get_object(builder, id) else { return nil }
        self.init(wrapping: gcast(object))
    }

    /// The GType of SegmentBar widgets, registering it on first use (call before loading a `.ui` file that names it).
    public static var gtype: GType { SegmentBarType.registration.type }

    // MARK: Items

    /// The segments, in reading order. Setting them keeps the selected index when it is still valid.
    ///
    /// When the selection moves (the first items of an empty bar select the first; fewer items than the selected
    /// index select the last), `selection-changed` is emitted, as for a click.
    public var items: [SegmentItem] {
        get { controller.model.items }
        set {
            if let pager = controller.pager { return pager.setItems(newValue) }
            controller.setItems(newValue)
        }
    }

    /// Inserts a segment at `index` (`0...count`); the selected segment stays selected.
    public func insert(_ item: SegmentItem, at index: Int) throws(SegmentError) {
        if let pager = controller.pager { return try pager.insert(item, page: nil, at: index) }
        try controller.insert(item, at: index)
    }

    /// Removes the segment at `index`; removing the selected one selects its neighbour and reports it.
    public func remove(at index: Int) throws(SegmentError) {
        if let pager = controller.pager { return try pager.remove(at: index) }
        try controller.remove(at: index)
    }

    /// Moves a segment; the selected segment stays selected.
    public func move(from: Int, to: Int) throws(SegmentError) {
        if let pager = controller.pager { return try pager.move(from: from, to: to) }
        try controller.move(from: from, to: to)
    }

    /// Replaces one segment: rename it, change its badge or icon, enable or disable it.
    public func replace(at index: Int, with item: SegmentItem) throws(SegmentError) {
        if let pager = controller.pager { return try pager.replace(at: index, with: item) }
        try controller.replace(at: index, with: item)
    }

    /// Sets the badge of segment `index`.
    public func setBadge(_ badge: Badge, at index: Int) throws(SegmentError) {
        if let pager = controller.pager { return try pager.setBadge(badge, at: index) }
        try controller.setBadge(badge, at: index)
    }

    /// Sets whether segment `index`'s page is loading: a spinner turns in its icon's place and its tab reads as
    /// busy (AdwTabPage's `loading`). A segment without an icon makes room for the spinner.
    public func setLoading(_ loading: Bool, at index: Int) throws(SegmentError) {
        try controller.model.check(index)
        var item = items[index]
        guard item.isLoading != loading else { return }
        item.isLoading = loading
        try replace(at: index, with: item)
    }

    // MARK: Style

    /// The style: a preset's CSS class and its behaviour.
    ///
    /// The bar keeps from it the width mode, the indicator's shape, width mode, placement and elasticity,
    /// whether separators hide next to the selection, the badge count limit and the title width limit,
    /// and adds the preset's name (or, for a custom style, the indicator shape's) as a CSS class.
    /// Everything that is appearance (fonts, paddings, spacing, icon and badge sizes, the indicator's
    /// thickness and margins, separators, colours) comes from CSS on the bar's nodes (see the README's
    /// node table); reading this property gives back the style as set.
    public var style: SegmentStyle {
        get { controller.requestedStyle }
        set { controller.requestedStyle = newValue }
    }

    /// Whether arrow keys select immediately or move a focus ring first.
    public var activationMode: ActivationMode {
        get { controller.activationMode }
        set { controller.activationMode = newValue }
    }

    /// Draws the capsule or box tracker with the image at `path` (PNG, JPEG or SVG), stretched to its shape;
    /// `nil` goes back to the CSS colour.
    ///
    /// An image larger than 2048 pixels on a side is scaled down at load to fit 2048 × 2048, since a tracker never
    /// shows more: memory and drawing stay bounded whatever the file says. An SVG is rendered at twice its size
    /// within that bound, so it stays sharp on a HiDPI (scale 2) screen.
    ///
    /// - Throws: ``TrackerImageError`` with GTK's one-line reason when the file cannot be loaded, or when a raster
    ///   image is above 8192 × 8192 pixels (it would be decoded whole first); the tracker is unchanged.
    public func setTrackerImage(_ path: String?) throws(TrackerImageError) {
        guard let path else {
            controller.trackerTexture = nil
            return
        }
        controller.trackerTexture = try TrackerImage.load(path)
    }

    /// Whether an overflowing bar shows a button at its trailing end listing every segment (default true).
    public var showsOverflowMenu: Bool {
        get { controller.showsOverflowMenu }
        set { controller.showsOverflowMenu = newValue }
    }

    /// The selection animation's length in seconds (default 0.2); 0 disables it for this bar.
    ///
    /// Negative lengths are 0, lengths above 60 s are 60 s (so an indicator always arrives; the same range as
    /// the `animation-duration` property's), and NaN or infinity restore the default.
    public var animationDuration: Double {
        get { controller.animationDuration }
        // `max(0, -0.0)` is -0.0, which the getter then returned; adding 0 makes it 0.
        set { controller.animationDuration = newValue.isFinite ? min(max(0, newValue), 60) + 0 : 0.2 }
    }

    // MARK: Selection

    /// The selected segment, `nil` only when there are no segments.
    public var selectedIndex: Int? { controller.model.selectedIndex }

    /// Selects segment `index`.
    ///
    /// - Parameters:
    ///   - animated: slide the indicator (when animations are enabled) or jump.
    ///   - notify: false selects silently: no `selection-changed` (to restore a saved state without handlers firing).
    /// - Throws: ``SegmentError`` for an index out of range, a disabled segment or an empty bar; nothing changes then.
    public func select(_ index: Int, animated: Bool = true, notify: Bool = true) throws(SegmentError) {
        if let pager = controller.pager { return try pager.select(index, animated: animated, notify: notify) }
        try controller.select(index, animated: animated, notify: notify)
    }

    /// The indicator's fractional position; set it to drive the indicator from a pager, a scrolled window or a carousel.
    ///
    /// Setting it does not change the selection. Values are clamped to `0...count-1`.
    public var position: Double { controller.position }

    /// Moves the indicator to `position` at once; throws ``SegmentError/notFinite(_:)`` for NaN or infinity (nothing changes).
    ///
    /// In a ``SegmentedPager`` this moves the pages, and the indicator follows them.
    public func setPosition(_ position: Double) throws(SegmentError) {
        if let pager = controller.pager { return try pager.setPosition(position) }
        try controller.setPosition(position)
    }

    /// The current scroll offset of an overflowing bar, in points from the leading end.
    public var scrollOffset: Double { controller.scrollOffset }

    /// The layout currently on screen, for inspection and tests; `nil` before the first allocation.
    public var layout: SegmentLayout? { controller.layout }

    // MARK: Events

    /// Calls `handler` with the new index whenever the selection changes with notification (signal `selection-changed`).
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.barSelectionChanged.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` when the user activates the segment that is already selected (signal `reselected`).
    public func onReselected(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.barReselected.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` with the fractional position while the user drags the tracker (signal `drag-progress`).
    public func onDragProgress(_ handler: @escaping @MainActor (Double) -> Void) {
        SegmentSignals.dragProgress.connect(widget) { (position: Double) in handler(position) }
    }

    /// Calls `handler` with the index and item when the user or the app selects with notification (`selection-changed` with the item).
    public func onActivated(_ handler: @escaping @MainActor (Int, SegmentItem) -> Void) {
        let widget = self.widget
        SegmentSignals.barSelectionChanged.connect(widget) { (index: UInt32) in
            // The handler lives only as long as the widget, so the captured pointer stays valid.
            guard let controller = SegmentBarType.controller(widget),
                controller.model.items.indices.contains(Int(index))
            else { return }
            handler(Int(index), controller.model.items[Int(index)])
        }
    }
}

/// A tracker image that could not be loaded.
public struct TrackerImageError: Error, CustomStringConvertible {
    /// The path that was asked for.
    public var path: String
    /// GTK's reason, such as "No such file or directory".
    public var reason: String

    /// A one-line message.
    public var description: String { "cannot load tracker image \(path): \(reason)" }
}
