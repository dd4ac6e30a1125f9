import CGtk
import SegmentCore

/// Tab-strip mode: reordering, close buttons, a context menu and action widgets, each opt-in.
///
/// ```swift
/// bar.isReorderable = true                   // drag tabs; Ctrl+Shift+Page Up/Down or Alt+arrows move the selected one
/// bar.closeButtonPolicy = .all               // a close button on every tab; middle click closes too
/// bar.onCloseRequested { index in unsaved(index) }   // return true to keep the tab (veto) or close it later
/// bar.onSegmentMoved { from, to in documents.insert(documents.remove(at: from), at: to) }   // keep a model in step
/// bar.setMenuModel(menu)                     // right click, Menu, Shift+F10 or a long touch; read `menuTarget`
/// bar.endActionWidget = gtk_button_new_from_icon_name("tab-new-symbolic")
/// try bar.setPinned(true, at: 2)             // a compact tab, first, never closed by the bar
/// try bar.setIndicatorIcon(TabIndicatorIcon("audio-volume-high-symbolic", tooltip: "Mute Tab", isActivatable: true), at: 1)
/// bar.onIndicatorActivated { index in toggleMute(index) }   // a click on the speaker, not a selection
/// ```
///
/// In a ``SegmentedPager`` the pages follow: a moved tab takes its page along and a closed tab's page goes too.
/// A vertical bar (``orientation``, or a pager's ``BarPlacement/start``) makes vertical tabs: close buttons at the
/// end of each row, tabs dragged up and down, action widgets above and below.
extension SegmentBar {
    /// Whether the user can drag segments to reorder them (the others slide aside) and move the selected segment
    /// with Ctrl+Shift+Page Up/Page Down/Home/End (as AdwTabView) or Alt+Left/Right/Home/End (as GtkNotebook;
    /// arrows mirrored in right-to-left), and Alt+Up/Down in a vertical bar. Default false. GObject property
    /// `reorderable`.
    public var isReorderable: Bool {
        get { controller.isReorderable }
        set { controller.isReorderable = newValue }
    }

    /// Which segments show a close button (default `.none`), at each segment's trailing end: after the title, or at
    /// the end of a vertical bar's row. A click on the button or a middle click on a segment
    /// emits `close-requested`; unless a handler returns true, the segment (and its page) is removed and its
    /// neighbour selected. GObject property `close-button-policy`.
    public var closeButtonPolicy: CloseButtonPolicy {
        get { controller.tabStrip.closeButtons }
        set { controller.closeButtonPolicy = newValue }
    }

    /// The context menu's model (a `GMenuModel`), shown as a GtkPopoverMenu on right click, Menu, Shift+F10 or a
    /// long touch; `nil` (the default) for no context menu. GObject property `menu-model`.
    public var menuModel: UnsafeMutablePointer<GMenuModel>? { controller.tabStrip.menuModel }

    /// Sets the context menu's model; the bar keeps a reference.
    public func setMenuModel(_ model: UnsafeMutablePointer<GMenuModel>?) {
        controller.setMenuModel(model)
    }

    /// The segment the context menu is open for, so the menu's actions know which tab they act on; `nil` when no
    /// menu is open. It follows the tab when tabs move, and becomes `nil` when that tab closes, and once the menu
    /// has closed and the entry chosen has run its action (in the next idle turn), as AdwTabView's `setup-menu`
    /// with no page.
    /// GObject property `menu-target` (-1 for none).
    public var menuTarget: Int? { controller.menuTarget }

    /// A widget at the start of the strip, such as a "new tab" button (`gtk_notebook_set_action_widget`,
    /// AdwTabBar's `start-action-widget`); the bar makes it its child. A widget that has a parent, the bar itself, one
    /// of its ancestors or a window is refused with one warning. GObject property `start-action-widget`.
    public var startActionWidget: UnsafeMutablePointer<GtkWidget>? {
        get { controller.tabStrip.startWidget }
        set { controller.setActionWidget(newValue, atStart: true) }
    }

    /// A widget at the end of the strip. GObject property `end-action-widget`.
    public var endActionWidget: UnsafeMutablePointer<GtkWidget>? {
        get { controller.tabStrip.endWidget }
        set { controller.setActionWidget(newValue, atStart: false) }
    }

    /// Asks to close segment `index` as its close button does: emits `close-requested`, and removes the segment
    /// (with its page) unless a handler returns true. For a menu's "Close" entry: `try bar.requestClose(at: target)`.
    ///
    /// - Throws: ``SegmentError`` for an index out of range or an empty bar; nothing happens then.
    public func requestClose(at index: Int) throws(SegmentError) {
        try controller.model.check(index)
        controller.requestClose(index)
    }

    /// Pins or unpins segment `index` (AdwTabView's `set_page_pinned`): a pinned tab shows its icon alone (its title
    /// in its tooltip; ``defaultIconName`` without an icon), has no close button, ignores a middle click (as in
    /// AdwTabBar), is not closed by ``requestClose(at:)`` (its `close-requested` handlers still hear it), and is dragged and moved only
    /// among the other pinned tabs, which stay first.
    ///
    /// Pinning moves the segment (with its page in a pager) after the pinned ones, unpinning to the start of the
    /// others, as a ``move(from:to:)`` does: `segment-moved` tells where it went. Nothing happens when it already is
    /// so.
    /// - Throws: ``SegmentError`` for an index out of range or an empty bar; nothing happens then.
    public func setPinned(_ pinned: Bool, at index: Int) throws(SegmentError) {
        if let pager = controller.pager { return try pager.setPinned(pinned, at: index) }
        try controller.setPinned(pinned, at: index)
    }

    /// How many segments are pinned: the first ones (``setPinned(_:at:)``).
    public var pinnedCount: Int { controller.model.pinnedCount }

    /// The theme icon (or image file) a pinned tab without an icon of its own shows, as AdwTabView's
    /// `default-icon`: `text-x-generic-symbolic` (``SegmentItem/pinnedIcon``) unless set. GObject property
    /// `default-icon-name`.
    ///
    /// An empty name restores the default: a pinned tab shows no title, so it always shows an icon.
    public var defaultIconName: String {
        get { controller.defaultIconName }
        set { controller.defaultIconName = newValue }
    }

    /// Gives segment `index` an indicator icon, or takes it away (`nil`): an icon at the tab's start, opposite the
    /// close button, that says something about its page and may act on it (``TabIndicatorIcon``, AdwTabPage's
    /// `indicator-icon`). While any segment has one, the strip keeps room for it at every tab's start, so titles do
    /// not move when it comes and goes; a pinned tab shows it in its icon's place.
    ///
    /// - Throws: ``SegmentError`` for an index out of range or an empty bar; nothing happens then.
    public func setIndicatorIcon(_ icon: TabIndicatorIcon?, at index: Int) throws(SegmentError) {
        try controller.model.check(index)
        var item = items[index]
        item.indicatorIcon = icon
        guard item != items[index] else { return }
        try replace(at: index, with: item)
    }

    /// Calls `handler` with the index when the user clicks a tab's activatable indicator icon (signal
    /// `indicator-activated`); the tab is not selected by that click. The app shows the new state by giving the
    /// tab another icon (``setIndicatorIcon(_:at:)``).
    public func onIndicatorActivated(_ handler: @escaping @MainActor (Int) -> Void) {
        SegmentSignals.indicatorActivated.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` with the index when the user (or ``requestClose(at:)``) asks to close a segment (signal
    /// `close-requested`). Return true to keep it (a veto, or the app closes it later with ``remove(at:)``),
    /// false to let the bar close it. The first handler that returns true stops the others. A handler that returns
    /// false may edit the bar first (close another tab, insert or move one): the segment asked about closes where it
    /// went.
    public func onCloseRequested(_ handler: @escaping @MainActor (Int) -> Bool) {
        SegmentSignals.closeRequested.connect(widget) { (index: UInt32) in handler(Int(index)) }
    }

    /// Calls `handler` with where a segment was and where it is now, after it moved (signal `segment-moved`): the
    /// user dragged it or moved it with the keys, or the app called ``move(from:to:)``. An app that keeps a
    /// document per tab moves its own entry the same way; in a ``SegmentedPager`` the page has moved already.
    public func onSegmentMoved(_ handler: @escaping @MainActor (_ from: Int, _ to: Int) -> Void) {
        SegmentSignals.segmentMoved.connect(widget) { (from: UInt32, to: UInt32) in handler(Int(from), Int(to)) }
    }
}
