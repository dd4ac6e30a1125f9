import CGtk

/// The GTK and GLib signals SegmentKit connects to, each with its class and the handler shape GTK documents.
///
/// This table is the one place where a signal's C signature is written down: ``Signal/connect(_:_:)`` only
/// accepts a closure of that shape, and `SignalTableTests` checks every entry against `g_signal_query`.
@MainActor
package enum GtkSignals {
    /// `GtkGestureDrag::drag-begin (start_x, start_y)`.
    package static let dragBegin = Signal<PointArguments>("drag-begin") { gtk_gesture_drag_get_type() }
    /// `GtkGestureDrag::drag-update (offset_x, offset_y)`.
    package static let dragUpdate = Signal<PointArguments>("drag-update") { gtk_gesture_drag_get_type() }
    /// `GtkGestureDrag::drag-end (offset_x, offset_y)`.
    package static let dragEnd = Signal<PointArguments>("drag-end") { gtk_gesture_drag_get_type() }
    /// `GtkGesture::cancel (GdkEventSequence *sequence)`.
    package static let cancel = Signal<SequenceArgument>("cancel") { gtk_gesture_get_type() }
    /// `GtkEventControllerMotion::motion (x, y)`.
    package static let motion = Signal<PointArguments>("motion") { gtk_event_controller_motion_get_type() }
    /// `GtkEventControllerMotion::leave ()`.
    package static let leave = Signal<NoArguments>("leave") { gtk_event_controller_motion_get_type() }
    /// `GtkEventControllerScroll::scroll (dx, dy)`, returning whether it was handled.
    package static let scroll = Signal<ScrollArguments>("scroll") { gtk_event_controller_scroll_get_type() }
    /// `GtkEventControllerScroll::scroll-end ()`.
    package static let scrollEnd = Signal<NoArguments>("scroll-end") { gtk_event_controller_scroll_get_type() }
    /// `GtkEventControllerScroll::decelerate (vel_x, vel_y)`.
    package static let decelerate = Signal<PointArguments>("decelerate") { gtk_event_controller_scroll_get_type() }
    /// `GtkDropControllerMotion::enter (x, y)`.
    package static let dropEnter = Signal<PointArguments>("enter") { gtk_drop_controller_motion_get_type() }
    /// `GtkDropControllerMotion::motion (x, y)`.
    package static let dropMotion = Signal<PointArguments>("motion") { gtk_drop_controller_motion_get_type() }
    /// `GtkDropControllerMotion::leave ()`.
    package static let dropLeave = Signal<NoArguments>("leave") { gtk_drop_controller_motion_get_type() }
    /// `GtkDropTarget::enter (x, y) -> GdkDragAction`.
    package static let dropTargetEnter = Signal<DropPointQuestion>("enter") { gtk_drop_target_get_type() }
    /// `GtkDropTarget::motion (x, y) -> GdkDragAction`.
    package static let dropTargetMotion = Signal<DropPointQuestion>("motion") { gtk_drop_target_get_type() }
    /// `GtkDropTarget::leave ()`.
    package static let dropTargetLeave = Signal<NoArguments>("leave") { gtk_drop_target_get_type() }
    /// `GtkDropTarget::drop (const GValue *value, x, y) -> gboolean`.
    package static let dropTargetDrop = Signal<DropArguments>("drop") { gtk_drop_target_get_type() }
    /// `GtkSignalListItemFactory::setup (GObject *object)`.
    package static let setup = Signal<ObjectArgument>("setup") { gtk_signal_list_item_factory_get_type() }
    /// `GtkSignalListItemFactory::bind (GObject *object)`.
    package static let bind = Signal<ObjectArgument>("bind") { gtk_signal_list_item_factory_get_type() }
    /// `GtkListView::activate (guint position)`.
    package static let listActivate = Signal<IndexArgument>("activate") { gtk_list_view_get_type() }
    /// `GtkSearchEntry::search-changed ()`: the text changed, after the entry's short delay.
    package static let searchChanged = Signal<NoArguments>("search-changed") { gtk_search_entry_get_type() }
    /// `GtkEditable::changed ()` of a GtkSearchEntry: the text changed, at once.
    package static let editableChanged = Signal<NoArguments>("changed") { gtk_search_entry_get_type() }
    /// `GtkSearchEntry::activate ()`: Return in the entry.
    package static let searchActivate = Signal<NoArguments>("activate") { gtk_search_entry_get_type() }
    /// `GtkSearchEntry::stop-search ()`: Escape in the entry.
    package static let stopSearch = Signal<NoArguments>("stop-search") { gtk_search_entry_get_type() }
    /// `GtkListBox::row-activated (GtkListBoxRow *row)`.
    package static let rowActivated = Signal<ObjectArgument>("row-activated") { gtk_list_box_get_type() }
    /// `GApplication::activate ()`.
    package static let applicationActivate = Signal<NoArguments>("activate") { g_application_get_type() }
    /// `GtkWidget::query-tooltip (x, y, keyboard_mode, GtkTooltip *tooltip)`, returning whether a tooltip shows.
    package static let queryTooltip = Signal<TooltipArguments>("query-tooltip") { gtk_widget_get_type() }
    /// `GtkWidget::destroy ()`.
    package static let destroy = Signal<NoArguments>("destroy") { gtk_widget_get_type() }
    /// `GtkWidget::state-flags-changed (GtkStateFlags previous)`.
    package static let stateFlagsChanged = Signal<StateFlagsArgument>("state-flags-changed") { gtk_widget_get_type() }
    /// `GtkGestureClick::pressed (n_press, x, y)`.
    package static let clickPressed = Signal<ClickArguments>("pressed") { gtk_gesture_click_get_type() }
    /// `GtkGestureClick::released (n_press, x, y)`.
    package static let clickReleased = Signal<ClickArguments>("released") { gtk_gesture_click_get_type() }
    /// `GtkGestureLongPress::pressed (x, y)`.
    package static let longPressed = Signal<PointArguments>("pressed") { gtk_gesture_long_press_get_type() }
    /// `GSimpleAction::activate (GVariant *parameter)`.
    package static let actionActivate = Signal<VariantArgument>("activate") { g_simple_action_get_type() }
    /// `GtkPopover::closed ()`: the popover was hidden (a choice, Escape, a click outside it).
    package static let popoverClosed = Signal<NoArguments>("closed") { gtk_popover_get_type() }
    /// `GtkButton::clicked ()`.
    package static let clicked = Signal<NoArguments>("clicked") { gtk_button_get_type() }
    /// `GtkCheckButton::toggled ()`.
    package static let toggled = Signal<NoArguments>("toggled") { gtk_check_button_get_type() }
    /// `GdkFrameClock::before-paint ()`.
    package static let beforePaint = Signal<NoArguments>("before-paint") { gdk_frame_clock_get_type() }
    /// `GdkFrameClock::after-paint ()`.
    package static let afterPaint = Signal<NoArguments>("after-paint") { gdk_frame_clock_get_type() }

    /// `GtkCssProvider::parsing-error (GtkCssSection *section, GError *error)`.
    package static let cssParsingError = Signal<CSSParsingErrorArguments>("parsing-error") {
        gtk_css_provider_get_type()
    }
    /// `GFileMonitor::changed (GFile *file, GFile *other_file, GFileMonitorEvent event_type)`.
    package static let fileChanged = Signal<FileMonitorArguments>("changed") { g_file_monitor_get_type() }

    /// `GObject::notify::<property> (GParamSpec *pspec)`: the property's change notification.
    package static func notify(_ property: String) -> Signal<ParamArgument> {
        Signal("notify::\(property)") { cgtk_type_object() }
    }

    /// `GtkWindow::notify::mnemonics-visible`: Alt pressed or released, so mnemonics show or hide.
    package static let mnemonicsVisible = Signal<ParamArgument>("notify::mnemonics-visible") { gtk_window_get_type() }

    /// `GtkSettings::notify::gtk-theme-name`: the theme changed, perhaps to or from a high-contrast one.
    package static let themeName = Signal<ParamArgument>("notify::gtk-theme-name") { gtk_settings_get_type() }
    /// `GdkPixbufLoader::size-prepared (int width, int height)`: the image's size, known from its header.
    package static let sizePrepared = Signal<SizeArguments>("size-prepared") { gdk_pixbuf_loader_get_type() }

    /// Every fixed entry, for the test that checks them against GLib.
    package static let all: [any SignalEntry] = [
        dragBegin, dragUpdate, dragEnd, cancel, motion, leave, scroll, scrollEnd, decelerate, dropEnter,
        dropMotion, dropLeave, dropTargetEnter, dropTargetMotion, dropTargetLeave, dropTargetDrop, setup, bind,
        listActivate, editableChanged, searchChanged, searchActivate, stopSearch,
        rowActivated, applicationActivate, destroy, popoverClosed, clicked,
        toggled, beforePaint, afterPaint, cssParsingError, fileChanged, notify("visible"), clickPressed, clickReleased,
        longPressed, actionActivate, queryTooltip, mnemonicsVisible, themeName, sizePrepared, stateFlagsChanged,
    ]
}

/// SegmentKit's own signals, defined from these entries when each class is initialised.
///
/// `classSlot` is the signal's class-handler field in the owner's class struct, in the order
/// `include/segmentkit.h` declares them (`SegmentBarClass`, `PagedStackClass`, `SegmentedPagerClass`); the
/// `classSlots` each `*Type.registration` asks for count these fields and the padding after them.
@MainActor
package enum SegmentSignals {
    /// `SegmentBar::selection-changed (guint index)`.
    package static let barSelectionChanged = Signal<IndexArgument>("selection-changed", classSlot: 0) {
        SegmentBarType.registration.type
    }
    /// `SegmentBar::reselected (guint index)`.
    package static let barReselected = Signal<IndexArgument>("reselected", classSlot: 1) {
        SegmentBarType.registration.type
    }
    /// `SegmentBar::drag-progress (gdouble position)`.
    package static let dragProgress = Signal<DoubleArgument>("drag-progress", classSlot: 2) {
        SegmentBarType.registration.type
    }
    /// `SegmentBar::close-requested (guint index) -> gboolean`: TRUE when a handler took care of it (vetoed, or
    /// will close the tab itself); FALSE lets the bar remove the segment.
    package static let closeRequested = Signal<IndexQuestion>("close-requested", classSlot: 3) {
        SegmentBarType.registration.type
    }
    /// `SegmentBar::segment-moved (guint from, guint to)`: a segment moved, by the user or by a move call.
    package static let segmentMoved = Signal<IndexPairArguments>("segment-moved", classSlot: 4) {
        SegmentBarType.registration.type
    }
    /// `SegmentBar::indicator-activated (guint index)`: the user clicked a tab's activatable indicator icon.
    package static let indicatorActivated = Signal<IndexArgument>("indicator-activated", classSlot: 5) {
        SegmentBarType.registration.type
    }
    /// `SegmentBar::extra-drag-drop (guint index, GValue *value) -> gboolean`: a value of a type the app accepts
    /// (``SegmentBar/acceptDrops(_:actions:)``) was dropped on a segment; TRUE when a handler took it.
    package static let extraDragDrop = Signal<IndexValueQuestion>("extra-drag-drop", classSlot: 6) {
        SegmentBarType.registration.type
    }
    /// `PagedStack::page-changed (guint index)`.
    package static let pageChanged = Signal<IndexArgument>("page-changed", classSlot: 0) {
        PagedStackType.registration.type
    }
    /// `PagedStack::page-appeared (guint index)`.
    package static let pageAppeared = Signal<IndexArgument>("page-appeared", classSlot: 1) {
        PagedStackType.registration.type
    }
    /// `PagedStack::page-disappeared (guint index)`.
    package static let pageDisappeared = Signal<IndexArgument>("page-disappeared", classSlot: 2) {
        PagedStackType.registration.type
    }
    /// `SegmentedPager::selection-changed (guint index)`.
    package static let pagerSelectionChanged = Signal<IndexArgument>("selection-changed", classSlot: 0) {
        SegmentedPagerType.registration.type
    }
    /// `SegmentedPager::reselected (guint index)`.
    package static let pagerReselected = Signal<IndexArgument>("reselected", classSlot: 1) {
        SegmentedPagerType.registration.type
    }

    /// Every entry, for the test that checks them against GLib.
    package static let all: [any SignalEntry] = [
        barSelectionChanged, barReselected, dragProgress, closeRequested, segmentMoved, indicatorActivated,
        extraDragDrop,
        pageChanged, pageAppeared, pageDisappeared, pagerSelectionChanged, pagerReselected,
    ]
}

/// A table entry seen without its shape, so a test can walk the whole table.
package protocol SignalEntry {
    /// The detailed signal name.
    var name: String { get }
    /// The GType of the class that defines the signal.
    var owner: @MainActor @Sendable () -> GType { get }
    /// The fundamental GTypes of the arguments the shape's trampoline reads.
    var argumentTypes: [GType] { get }
    /// The fundamental GType the shape's trampoline returns.
    var returnType: GType { get }
    /// The class-struct slot of the signal's class handler; `nil` for GTK's signals.
    var classSlot: Int? { get }
}

extension Signal: SignalEntry {
    /// See ``SignalEntry/argumentTypes``.
    package var argumentTypes: [GType] { Shape.argumentTypes }
    /// See ``SignalEntry/returnType``.
    package var returnType: GType { Shape.returnType }
}
