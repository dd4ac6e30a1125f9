//! `SegmentBar`: the segmented control / tab strip.

use crate::enums::{ActivationMode, CloseButtonPolicy};
use crate::{error, ffi, signals};
use gtk::glib;
use gtk::glib::signal::SignalHandlerId;
use gtk::glib::translate::*;
use gtk::prelude::*;

glib::wrapper! {
    /// A custom-drawn segmented control or tab strip with an animated indicator (CSS name `segmentbar`,
    /// accessible role tab list). Implements `GtkOrientable`: a vertical bar stacks its segments.
    pub struct SegmentBar(Object<ffi::SegmentBar, ffi::SegmentBarClass>)
        @extends gtk::Widget, @implements gtk::Accessible, gtk::Buildable, gtk::ConstraintTarget, gtk::Orientable;

    match fn {
        type_ => || ffi::segment_bar_get_type(),
    }
}

impl SegmentBar {
    /// Creates a bar without segments, in the `underline` style.
    pub fn new() -> SegmentBar {
        crate::assert_main_thread();
        unsafe { gtk::Widget::from_glib_none(ffi::segment_bar_new()).unsafe_cast() }
    }

    /// Creates a bar with one segment per title, the first selected.
    pub fn with_titles(titles: &[&str]) -> SegmentBar {
        crate::assert_main_thread();
        unsafe { gtk::Widget::from_glib_none(ffi::segment_bar_new_with_titles(titles.to_glib_none().0)).unsafe_cast() }
    }

    /// Replaces every segment with one per title, in one change (notified once).
    pub fn set_titles(&self, titles: &[&str]) {
        unsafe { ffi::segment_bar_set_titles(self.to_glib_none().0, titles.to_glib_none().0) }
    }

    /// The segments' titles, in order.
    pub fn titles(&self) -> Vec<String> {
        unsafe { FromGlibPtrContainer::from_glib_full(ffi::segment_bar_get_titles(self.to_glib_none().0)) }
    }

    /// The number of segments.
    pub fn n_items(&self) -> u32 {
        unsafe { ffi::segment_bar_get_n_items(self.to_glib_none().0) }
    }

    /// Inserts a segment titled `title` at `index` (0 to [`n_items`](Self::n_items)).
    pub fn insert(&self, index: u32, title: &str) {
        unsafe { ffi::segment_bar_insert(self.to_glib_none().0, index, title.to_glib_none().0) }
    }

    /// Removes segment `index`.
    pub fn remove(&self, index: u32) {
        unsafe { ffi::segment_bar_remove(self.to_glib_none().0, index) }
    }

    /// Moves segment `from` to `to`; the selected segment stays selected.
    pub fn move_item(&self, from: u32, to: u32) {
        unsafe { ffi::segment_bar_move(self.to_glib_none().0, from, to) }
    }

    /// Renames segment `index`.
    pub fn rename(&self, index: u32, title: &str) {
        unsafe { ffi::segment_bar_rename(self.to_glib_none().0, index, title.to_glib_none().0) }
    }

    /// The title of segment `index`, `None` when there is no such segment.
    pub fn title(&self, index: u32) -> Option<String> {
        unsafe { from_glib_full(ffi::segment_bar_get_title(self.to_glib_none().0, index)) }
    }

    /// Sets the icons of segment `index`: a theme icon name or an image file path, and the icon shown when it
    /// is selected (`None`: the same).
    pub fn set_icon(&self, index: u32, icon: Option<&str>, selected_icon: Option<&str>) {
        unsafe {
            ffi::segment_bar_set_icon(
                self.to_glib_none().0,
                index,
                icon.to_glib_none().0,
                selected_icon.to_glib_none().0,
            )
        }
    }

    /// Shows a small dot at segment `index`'s title.
    pub fn set_badge_dot(&self, index: u32) {
        unsafe { ffi::segment_bar_set_badge_dot(self.to_glib_none().0, index) }
    }

    /// Shows a number on segment `index` (0 or less: nothing; more than 99: "99+").
    pub fn set_badge_count(&self, index: u32, count: i32) {
        unsafe { ffi::segment_bar_set_badge_count(self.to_glib_none().0, index, count) }
    }

    /// Shows a short text, such as "new", on segment `index`.
    pub fn set_badge_text(&self, index: u32, text: &str) {
        unsafe { ffi::segment_bar_set_badge_text(self.to_glib_none().0, index, text.to_glib_none().0) }
    }

    /// Removes segment `index`'s badge, if it has one.
    pub fn clear_badge(&self, index: u32) {
        unsafe { ffi::segment_bar_clear_badge(self.to_glib_none().0, index) }
    }

    /// Enables or disables segment `index`; a disabled segment cannot be selected.
    pub fn set_item_enabled(&self, index: u32, enabled: bool) {
        unsafe { ffi::segment_bar_set_item_enabled(self.to_glib_none().0, index, enabled.into_glib()) }
    }

    /// Whether segment `index` can be selected (`false` for an index out of range).
    pub fn is_item_enabled(&self, index: u32) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_item_enabled(self.to_glib_none().0, index)) }
    }

    /// Sets segment `index`'s tooltip (`None`: the title, when the bar shortens it).
    pub fn set_item_tooltip(&self, index: u32, tooltip: Option<&str>) {
        unsafe { ffi::segment_bar_set_item_tooltip(self.to_glib_none().0, index, tooltip.to_glib_none().0) }
    }

    /// Gives segment `index` a title in Pango markup (`<b>`, `<i>`, `<small>`, colours).
    pub fn set_item_markup(&self, index: u32, markup: &str) {
        unsafe { ffi::segment_bar_set_item_markup(self.to_glib_none().0, index, markup.to_glib_none().0) }
    }

    /// Selects segment `index`, sliding the indicator when `animated`; `notify` emits `selection-changed`.
    pub fn select(&self, index: u32, animated: bool, notify: bool) {
        unsafe { ffi::segment_bar_select(self.to_glib_none().0, index, animated.into_glib(), notify.into_glib()) }
    }

    /// The selected segment, `None` when there are no segments.
    pub fn selected(&self) -> Option<u32> {
        let selected = unsafe { ffi::segment_bar_get_selected(self.to_glib_none().0) };
        if selected < 0 {
            None
        } else {
            Some(selected as u32)
        }
    }

    /// Moves the indicator at once to a fractional index (2.5: half-way between the third and fourth segment)
    /// without changing the selection.
    pub fn set_position(&self, position: f64) {
        unsafe { ffi::segment_bar_set_position(self.to_glib_none().0, position) }
    }

    /// The indicator's fractional position.
    pub fn position(&self) -> f64 {
        unsafe { ffi::segment_bar_get_position(self.to_glib_none().0) }
    }

    /// Applies a style preset: `underline`, `scrollable`, `capsule`, `icons` or `cursor`. An unknown name is
    /// [`Error::UnknownStyle`](crate::Error::UnknownStyle) and leaves the style as it was.
    pub fn set_style_name(&self, name: &str) -> Result<(), glib::Error> {
        let mut failure = std::ptr::null_mut();
        unsafe { ffi::segment_bar_set_style_name(self.to_glib_none().0, name.to_glib_none().0, &mut failure) };
        error::result(failure)
    }

    /// The style preset's name, or `custom` once a preset was changed.
    pub fn style_name(&self) -> String {
        unsafe { from_glib_full(ffi::segment_bar_get_style_name(self.to_glib_none().0)) }
    }

    /// Sets what the arrow keys do.
    pub fn set_activation_mode(&self, mode: ActivationMode) {
        unsafe { ffi::segment_bar_set_activation_mode(self.to_glib_none().0, mode.to_c()) }
    }

    /// What the arrow keys do.
    pub fn activation_mode(&self) -> ActivationMode {
        ActivationMode::from_c(unsafe { ffi::segment_bar_get_activation_mode(self.to_glib_none().0) })
    }

    /// Sets how long the indicator takes to slide to a newly selected segment, in seconds (0: no animation).
    pub fn set_animation_duration(&self, seconds: f64) {
        unsafe { ffi::segment_bar_set_animation_duration(self.to_glib_none().0, seconds) }
    }

    /// How long the indicator takes to slide, in seconds.
    pub fn animation_duration(&self) -> f64 {
        unsafe { ffi::segment_bar_get_animation_duration(self.to_glib_none().0) }
    }

    /// Sets whether an overflowing bar shows a button listing every segment.
    pub fn set_shows_overflow_menu(&self, shows: bool) {
        unsafe { ffi::segment_bar_set_shows_overflow_menu(self.to_glib_none().0, shows.into_glib()) }
    }

    /// Whether an overflowing bar shows a button listing every segment.
    pub fn shows_overflow_menu(&self) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_shows_overflow_menu(self.to_glib_none().0)) }
    }

    /// Sets whether an underscore in a title marks its mnemonic (Alt+letter selects the segment).
    pub fn set_use_underline(&self, use_underline: bool) {
        unsafe { ffi::segment_bar_set_use_underline(self.to_glib_none().0, use_underline.into_glib()) }
    }

    /// Whether an underscore in a title marks its mnemonic.
    pub fn uses_underline(&self) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_use_underline(self.to_glib_none().0)) }
    }

    // Tab strip

    /// Sets whether tabs can be dragged, and moved with Ctrl+Shift+Page Up / Page Down.
    pub fn set_reorderable(&self, reorderable: bool) {
        unsafe { ffi::segment_bar_set_reorderable(self.to_glib_none().0, reorderable.into_glib()) }
    }

    /// Whether tabs can be reordered.
    pub fn is_reorderable(&self) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_reorderable(self.to_glib_none().0)) }
    }

    /// Sets which tabs show a close button.
    pub fn set_close_button_policy(&self, policy: CloseButtonPolicy) {
        unsafe { ffi::segment_bar_set_close_button_policy(self.to_glib_none().0, policy.to_c()) }
    }

    /// Which tabs show a close button.
    pub fn close_button_policy(&self) -> CloseButtonPolicy {
        CloseButtonPolicy::from_c(unsafe { ffi::segment_bar_get_close_button_policy(self.to_glib_none().0) })
    }

    /// Asks to close tab `index`, as its close button does: `close-requested` is emitted, and unless a
    /// handler returns `true` the tab (and its page, in a pager) is removed.
    pub fn request_close(&self, index: u32) {
        unsafe { ffi::segment_bar_request_close(self.to_glib_none().0, index) }
    }

    /// Sets the menu a right click, a long touch, Menu or Shift+F10 opens on a tab.
    pub fn set_menu_model(&self, model: Option<&impl IsA<gtk::gio::MenuModel>>) {
        self.set_property("menu-model", model.map(|model| model.as_ref()))
            .expect("SegmentBar has a menu-model property");
    }

    /// The tab the last context menu was opened for, `None` once that tab is closed.
    pub fn menu_target(&self) -> Option<u32> {
        let target = unsafe { ffi::segment_bar_get_menu_target(self.to_glib_none().0) };
        if target < 0 {
            None
        } else {
            Some(target as u32)
        }
    }

    /// Puts a widget (such as a "new tab" button) at the end of the strip; the tabs scroll beside it.
    pub fn set_end_action_widget(&self, widget: Option<&impl IsA<gtk::Widget>>) {
        self.set_property("end-action-widget", widget.map(|widget| widget.as_ref()))
            .expect("SegmentBar has an end-action-widget property");
    }

    /// Puts a widget at the start of the strip.
    pub fn set_start_action_widget(&self, widget: Option<&impl IsA<gtk::Widget>>) {
        self.set_property("start-action-widget", widget.map(|widget| widget.as_ref()))
            .expect("SegmentBar has a start-action-widget property");
    }

    // Signals

    /// Connects to `selection-changed`: the user (or a `select` with `notify`) selected segment `index`.
    pub fn connect_selection_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index(self, b"selection-changed\0", f)
    }

    /// Connects to `reselected`: the selected segment `index` was activated again.
    pub fn connect_reselected<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index(self, b"reselected\0", f)
    }

    /// Connects to `drag-progress`: the pill of a bar whose tracker is dragged is at fractional `position`.
    pub fn connect_drag_progress<F: Fn(&Self, f64) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_position(self, b"drag-progress\0", f)
    }

    /// Connects to `close-requested`: tab `index` is to be closed. Return `true` to keep it (a veto, or the
    /// app closes it itself later); the first handler that does stops the emission.
    pub fn connect_close_requested<F: Fn(&Self, u32) -> bool + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index_returning_bool(self, b"close-requested\0", f)
    }

    /// Connects to `notify::selected`, which follows every change of the selection, signal or not.
    pub fn connect_selected_notify<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId {
        self.connect_notify_local(Some("selected"), move |bar, _| f(bar))
    }
}

impl Default for SegmentBar {
    fn default() -> Self {
        Self::new()
    }
}
