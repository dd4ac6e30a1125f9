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
}

/// The methods of [`SegmentBar`], for it and its subclasses (`use segmentkit::prelude::*`).
pub trait SegmentBarExt: 'static {
    /// Replaces every segment with one per title, in one change (notified once).
    fn set_titles(&self, titles: &[&str]);

    /// The segments' titles, in order.
    fn titles(&self) -> Vec<String>;

    /// The number of segments.
    fn n_items(&self) -> u32;

    /// Inserts a segment titled `title` at `index` (0 to [`n_items`](Self::n_items)).
    fn insert(&self, index: u32, title: &str);

    /// Removes segment `index`.
    fn remove(&self, index: u32);

    /// Moves segment `from` to `to`; the selected segment stays selected.
    fn move_item(&self, from: u32, to: u32);

    /// Renames segment `index`.
    fn rename(&self, index: u32, title: &str);

    /// The title of segment `index`, `None` when there is no such segment.
    fn title(&self, index: u32) -> Option<String>;

    /// Sets the icons of segment `index`: a theme icon name or an image file path, and the icon shown when it
    /// is selected (`None`: the same).
    fn set_icon(&self, index: u32, icon: Option<&str>, selected_icon: Option<&str>);

    /// Shows a small dot at segment `index`'s title.
    fn set_badge_dot(&self, index: u32);

    /// Shows a number on segment `index` (0 or less: nothing; more than 99: "99+").
    fn set_badge_count(&self, index: u32, count: i32);

    /// Shows a short text, such as "new", on segment `index`.
    fn set_badge_text(&self, index: u32, text: &str);

    /// Removes segment `index`'s badge, if it has one.
    fn clear_badge(&self, index: u32);

    /// Enables or disables segment `index`; a disabled segment cannot be selected.
    fn set_item_enabled(&self, index: u32, enabled: bool);

    /// Whether segment `index` can be selected (`false` for an index out of range).
    fn is_item_enabled(&self, index: u32) -> bool;

    /// Sets whether segment `index`'s page is loading: a spinner turns in its icon's place.
    fn set_item_loading(&self, index: u32, loading: bool);

    /// Whether segment `index` shows a spinner (`false` for an index out of range).
    fn is_item_loading(&self, index: u32) -> bool;

    /// Sets segment `index`'s tooltip (`None`: the title, when the bar shortens it).
    fn set_item_tooltip(&self, index: u32, tooltip: Option<&str>);

    /// Gives segment `index` a title in Pango markup (`<b>`, `<i>`, `<small>`, colours).
    fn set_item_markup(&self, index: u32, markup: &str);

    /// Selects segment `index`, sliding the indicator when `animated`; `notify` emits `selection-changed`.
    fn select(&self, index: u32, animated: bool, notify: bool);

    /// The selected segment, `None` when there are no segments.
    fn selected(&self) -> Option<u32>;

    /// Moves the indicator at once to a fractional index (2.5: half-way between the third and fourth segment)
    /// without changing the selection.
    fn set_position(&self, position: f64);

    /// The indicator's fractional position.
    fn position(&self) -> f64;

    /// Applies a style preset: `underline`, `scrollable`, `capsule`, `icons` or `cursor`. An unknown name is
    /// [`Error::UnknownStyle`](crate::Error::UnknownStyle) and leaves the style as it was.
    fn set_style_name(&self, name: &str) -> Result<(), glib::Error>;

    /// The style preset's name, or `custom` once a preset was changed.
    fn style_name(&self) -> String;

    /// How far the segments are scrolled along the bar, in points (0 at the start).
    fn scroll_offset(&self) -> f64;

    /// Sets what the arrow keys do.
    fn set_activation_mode(&self, mode: ActivationMode);

    /// What the arrow keys do.
    fn activation_mode(&self) -> ActivationMode;

    /// Sets how long the indicator takes to slide to a newly selected segment, in seconds (0: no animation).
    fn set_animation_duration(&self, seconds: f64);

    /// How long the indicator takes to slide, in seconds.
    fn animation_duration(&self) -> f64;

    /// Sets whether an overflowing bar shows a button listing every segment.
    fn set_shows_overflow_menu(&self, shows: bool);

    /// Whether an overflowing bar shows a button listing every segment.
    fn shows_overflow_menu(&self) -> bool;

    /// Sets whether an underscore in a title marks its mnemonic (Alt+letter selects the segment).
    fn set_use_underline(&self, use_underline: bool);

    /// Whether an underscore in a title marks its mnemonic.
    fn uses_underline(&self) -> bool;

    /// Sets whether pressing a segment selects it at once, before the release (CRMMultipleSwitch's touch-down).
    fn set_selects_on_press(&self, selects: bool);

    /// Whether pressing a segment selects it at once.
    fn selects_on_press(&self) -> bool;

    /// Sets whether a drag that starts anywhere on a capsule or box bar moves the tracker (not only one that
    /// starts on it).
    fn set_drags_tracker_from_anywhere(&self, drags: bool);

    /// Whether a drag that starts anywhere moves the tracker.
    fn drags_tracker_from_anywhere(&self) -> bool;

    /// Gives every segment one width in points (0 to 10,000), the rest scrolling; 0 ends a fixed width (the
    /// segments share the bar as the style had them share it before). Outside that range: one critical, nothing
    /// changes.
    fn set_segment_width(&self, width: f64);

    /// The fixed segment width, 0 when segments are not of one fixed width.
    fn segment_width(&self) -> f64;

    /// Sizes segments so that `count` (at most 1,000) fit the bar, the rest scrolling; 0 ends this mode.
    fn set_segments_per_view(&self, count: u32);

    /// How many segments fit the bar, 0 when the bar is not in that mode.
    fn segments_per_view(&self) -> u32;

    /// Draws `paintable` under the segments (`None`: the CSS background alone).
    fn set_background_image(&self, paintable: Option<&impl IsA<gtk::gdk::Paintable>>);

    /// The image drawn under the segments.
    fn background_image(&self) -> Option<gtk::gdk::Paintable>;

    /// Draws the capsule or box tracker with the image at `path` (PNG, JPEG or SVG; `None`: the CSS colour). A
    /// file that cannot be loaded is [`Error::Image`](crate::Error::Image) and leaves the tracker as it was.
    fn set_tracker_image(&self, path: Option<&std::path::Path>) -> Result<(), glib::Error>;

    /// Colour-codes segment `index`: its title, its selected title and the indicator on it (`None`: CSS's).
    fn set_item_colors(
        &self,
        index: u32,
        title: Option<&gtk::gdk::RGBA>,
        selected_title: Option<&gtk::gdk::RGBA>,
        indicator: Option<&gtk::gdk::RGBA>,
    );

    /// Sets the indicator's shape: `none`, `underline`, `overline`, `capsule`, `box`, `dot`, `triangle`, `css`
    /// or `custom` (drawn by [`set_indicator_func`](Self::set_indicator_func)). An unknown name is
    /// [`Error::UnknownStyle`](crate::Error::UnknownStyle) and leaves the shape as it was.
    fn set_indicator_shape(&self, name: &str) -> Result<(), glib::Error>;

    /// Draws the `custom` indicator with `draw(bar, snapshot, x, y, width, height)` on every frame the bar
    /// draws it, at the indicator's rectangle for the current position. The closure is dropped when replaced
    /// or when the bar is finalized.
    fn set_indicator_func<F: Fn(&SegmentBar, &gtk::Snapshot, f64, f64, f64, f64) + 'static>(&self, draw: F);

    /// Removes the function [`set_indicator_func`](Self::set_indicator_func) set (dropping its closure): a
    /// `custom` indicator is then drawn by nothing.
    fn unset_indicator_func(&self);

    // Tab strip
    /// Sets whether tabs can be dragged, and moved with Ctrl+Shift+Page Up / Page Down.
    fn set_reorderable(&self, reorderable: bool);

    /// Whether tabs can be reordered.
    fn is_reorderable(&self) -> bool;

    /// Sets which tabs show a close button.
    fn set_close_button_policy(&self, policy: CloseButtonPolicy);

    /// Which tabs show a close button.
    fn close_button_policy(&self) -> CloseButtonPolicy;

    /// Asks to close tab `index`, as its close button does: `close-requested` is emitted, and unless a
    /// handler returns `true` the tab (and its page, in a pager) is removed.
    fn request_close(&self, index: u32);

    /// Pins or unpins tab `index` (`AdwTabView`'s pinned pages): it moves after the pinned tabs, or first of
    /// the others, shows its icon alone, has no close button, is not closed by the bar and moves only among
    /// the pinned tabs.
    fn set_item_pinned(&self, index: u32, pinned: bool);

    /// Whether tab `index` is pinned (`false` for an index out of range).
    fn is_item_pinned(&self, index: u32) -> bool;

    /// How many tabs are pinned: the first ones.
    fn n_pinned(&self) -> u32;

    /// Sets the icon a pinned tab without one of its own shows (`AdwTabView`'s `default-icon`); `None` or an
    /// empty name restores `text-x-generic-symbolic`.
    fn set_default_icon_name(&self, icon_name: Option<&str>);

    /// The icon a pinned tab without one of its own shows.
    fn default_icon_name(&self) -> String;

    /// Gives tab `index` an indicator icon at its start (`AdwTabPage`'s `indicator-icon`), such as a speaker while
    /// its page plays sound, with a tooltip; an `activatable` one emits `indicator-activated` when clicked instead
    /// of selecting the tab. `None` or an empty name removes it.
    fn set_item_indicator_icon(&self, index: u32, icon_name: Option<&str>, tooltip: Option<&str>, activatable: bool);

    /// The name of tab `index`'s indicator icon (`None` without one, or for an index out of range).
    fn item_indicator_icon(&self, index: u32) -> Option<String>;

    /// The tooltip of tab `index`'s indicator icon (`None` without one).
    fn item_indicator_tooltip(&self, index: u32) -> Option<String>;

    /// Whether a click on tab `index`'s indicator icon emits `indicator-activated`.
    fn is_item_indicator_activatable(&self, index: u32) -> bool;

    /// Lets the user drop values of `types` on the segments with `actions` (`AdwTabBar`'s extra drop target):
    /// files on a file manager's tab, a link on a browser's tab. Each drop emits `extra-drag-drop`; an empty
    /// `types` stops taking drops.
    fn setup_extra_drop_target(&self, actions: gtk::gdk::DragAction, types: &[glib::Type]);

    /// Sets the menu a right click, a long touch, Menu or Shift+F10 opens on a tab.
    fn set_menu_model(&self, model: Option<&impl IsA<gtk::gio::MenuModel>>);

    /// The menu a tab's context menu shows, if any.
    fn menu_model(&self) -> Option<gtk::gio::MenuModel>;

    /// The tab the context menu is open for, `None` once that tab is closed or the menu has closed.
    fn menu_target(&self) -> Option<u32>;

    /// Puts a widget (such as a "new tab" button) at the end of the strip; the tabs scroll beside it.
    fn set_end_action_widget(&self, widget: Option<&impl IsA<gtk::Widget>>);

    /// Puts a widget at the start of the strip.
    fn set_start_action_widget(&self, widget: Option<&impl IsA<gtk::Widget>>);

    /// The widget at the end of the strip, if any.
    fn end_action_widget(&self) -> Option<gtk::Widget>;

    /// The widget at the start of the strip, if any.
    fn start_action_widget(&self) -> Option<gtk::Widget>;

    // Signals
    /// Connects to `selection-changed`: the user (or a `select` with `notify`) selected segment `index`.
    fn connect_selection_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `reselected`: the selected segment `index` was activated again.
    fn connect_reselected<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `drag-progress`: the pill of a bar whose tracker is dragged is at fractional `position`.
    fn connect_drag_progress<F: Fn(&Self, f64) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `close-requested`: tab `index` is to be closed. Return `true` to keep it (a veto, or the
    /// app closes it itself later); the first handler that does stops the emission.
    fn connect_close_requested<F: Fn(&Self, u32) -> bool + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `segment-moved`: a segment moved from index `from` to `to` (dragged, moved with the keys or
    /// by `move_item`); an app that keeps a list per tab moves its entry the same way.
    fn connect_segment_moved<F: Fn(&Self, u32, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `indicator-activated`: the user clicked tab `index`'s activatable indicator icon (the tab was
    /// not selected by that click).
    fn connect_indicator_activated<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `extra-drag-drop`: `value` was dropped on segment `index`; return true to take the drop (the
    /// first handler that does stops the others), false to refuse it.
    fn connect_extra_drag_drop<F: Fn(&Self, u32, &glib::Value) -> bool + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `notify::selected`, which follows every change of the selection, signal or not.
    fn connect_selected_notify<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId;
}

impl<O: IsA<SegmentBar>> SegmentBarExt for O {
    fn set_titles(&self, titles: &[&str]) {
        unsafe { ffi::segment_bar_set_titles(self.as_ref().to_glib_none().0, titles.to_glib_none().0) }
    }

    fn titles(&self) -> Vec<String> {
        unsafe { FromGlibPtrContainer::from_glib_full(ffi::segment_bar_get_titles(self.as_ref().to_glib_none().0)) }
    }

    fn n_items(&self) -> u32 {
        unsafe { ffi::segment_bar_get_n_items(self.as_ref().to_glib_none().0) }
    }

    fn insert(&self, index: u32, title: &str) {
        unsafe { ffi::segment_bar_insert(self.as_ref().to_glib_none().0, index, title.to_glib_none().0) }
    }

    fn remove(&self, index: u32) {
        unsafe { ffi::segment_bar_remove(self.as_ref().to_glib_none().0, index) }
    }

    fn move_item(&self, from: u32, to: u32) {
        unsafe { ffi::segment_bar_move(self.as_ref().to_glib_none().0, from, to) }
    }

    fn rename(&self, index: u32, title: &str) {
        unsafe { ffi::segment_bar_rename(self.as_ref().to_glib_none().0, index, title.to_glib_none().0) }
    }

    fn title(&self, index: u32) -> Option<String> {
        unsafe { from_glib_full(ffi::segment_bar_get_title(self.as_ref().to_glib_none().0, index)) }
    }

    fn set_icon(&self, index: u32, icon: Option<&str>, selected_icon: Option<&str>) {
        unsafe {
            ffi::segment_bar_set_icon(
                self.as_ref().to_glib_none().0,
                index,
                icon.to_glib_none().0,
                selected_icon.to_glib_none().0,
            )
        }
    }

    fn set_badge_dot(&self, index: u32) {
        unsafe { ffi::segment_bar_set_badge_dot(self.as_ref().to_glib_none().0, index) }
    }

    fn set_badge_count(&self, index: u32, count: i32) {
        unsafe { ffi::segment_bar_set_badge_count(self.as_ref().to_glib_none().0, index, count) }
    }

    fn set_badge_text(&self, index: u32, text: &str) {
        unsafe { ffi::segment_bar_set_badge_text(self.as_ref().to_glib_none().0, index, text.to_glib_none().0) }
    }

    fn clear_badge(&self, index: u32) {
        unsafe { ffi::segment_bar_clear_badge(self.as_ref().to_glib_none().0, index) }
    }

    fn set_item_enabled(&self, index: u32, enabled: bool) {
        unsafe { ffi::segment_bar_set_item_enabled(self.as_ref().to_glib_none().0, index, enabled.into_glib()) }
    }

    fn is_item_enabled(&self, index: u32) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_item_enabled(self.as_ref().to_glib_none().0, index)) }
    }

    fn set_item_loading(&self, index: u32, loading: bool) {
        unsafe { ffi::segment_bar_set_item_loading(self.as_ref().to_glib_none().0, index, loading.into_glib()) }
    }

    fn is_item_loading(&self, index: u32) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_item_loading(self.as_ref().to_glib_none().0, index)) }
    }

    fn set_item_tooltip(&self, index: u32, tooltip: Option<&str>) {
        unsafe { ffi::segment_bar_set_item_tooltip(self.as_ref().to_glib_none().0, index, tooltip.to_glib_none().0) }
    }

    fn set_item_markup(&self, index: u32, markup: &str) {
        unsafe { ffi::segment_bar_set_item_markup(self.as_ref().to_glib_none().0, index, markup.to_glib_none().0) }
    }

    fn select(&self, index: u32, animated: bool, notify: bool) {
        unsafe {
            ffi::segment_bar_select(
                self.as_ref().to_glib_none().0,
                index,
                animated.into_glib(),
                notify.into_glib(),
            )
        }
    }

    fn selected(&self) -> Option<u32> {
        crate::index_or_none(unsafe { ffi::segment_bar_get_selected(self.as_ref().to_glib_none().0) })
    }

    fn set_position(&self, position: f64) {
        unsafe { ffi::segment_bar_set_position(self.as_ref().to_glib_none().0, position) }
    }

    fn position(&self) -> f64 {
        unsafe { ffi::segment_bar_get_position(self.as_ref().to_glib_none().0) }
    }

    fn set_style_name(&self, name: &str) -> Result<(), glib::Error> {
        let mut failure = std::ptr::null_mut();
        unsafe { ffi::segment_bar_set_style_name(self.as_ref().to_glib_none().0, name.to_glib_none().0, &mut failure) };
        error::result(failure)
    }

    fn style_name(&self) -> String {
        unsafe { from_glib_full(ffi::segment_bar_get_style_name(self.as_ref().to_glib_none().0)) }
    }

    fn scroll_offset(&self) -> f64 {
        unsafe { ffi::segment_bar_get_scroll_offset(self.as_ref().to_glib_none().0) }
    }

    fn set_activation_mode(&self, mode: ActivationMode) {
        unsafe { ffi::segment_bar_set_activation_mode(self.as_ref().to_glib_none().0, mode.to_c()) }
    }

    fn activation_mode(&self) -> ActivationMode {
        ActivationMode::from_c(unsafe { ffi::segment_bar_get_activation_mode(self.as_ref().to_glib_none().0) })
    }

    fn set_animation_duration(&self, seconds: f64) {
        unsafe { ffi::segment_bar_set_animation_duration(self.as_ref().to_glib_none().0, seconds) }
    }

    fn animation_duration(&self) -> f64 {
        unsafe { ffi::segment_bar_get_animation_duration(self.as_ref().to_glib_none().0) }
    }

    fn set_shows_overflow_menu(&self, shows: bool) {
        unsafe { ffi::segment_bar_set_shows_overflow_menu(self.as_ref().to_glib_none().0, shows.into_glib()) }
    }

    fn shows_overflow_menu(&self) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_shows_overflow_menu(self.as_ref().to_glib_none().0)) }
    }

    fn set_use_underline(&self, use_underline: bool) {
        unsafe { ffi::segment_bar_set_use_underline(self.as_ref().to_glib_none().0, use_underline.into_glib()) }
    }

    fn uses_underline(&self) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_use_underline(self.as_ref().to_glib_none().0)) }
    }

    fn set_selects_on_press(&self, selects: bool) {
        unsafe { ffi::segment_bar_set_selects_on_press(self.as_ref().to_glib_none().0, selects.into_glib()) }
    }

    fn selects_on_press(&self) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_selects_on_press(self.as_ref().to_glib_none().0)) }
    }

    fn set_drags_tracker_from_anywhere(&self, drags: bool) {
        unsafe { ffi::segment_bar_set_drags_tracker_from_anywhere(self.as_ref().to_glib_none().0, drags.into_glib()) }
    }

    fn drags_tracker_from_anywhere(&self) -> bool {
        unsafe {
            from_glib(ffi::segment_bar_get_drags_tracker_from_anywhere(
                self.as_ref().to_glib_none().0,
            ))
        }
    }

    fn set_segment_width(&self, width: f64) {
        unsafe { ffi::segment_bar_set_segment_width(self.as_ref().to_glib_none().0, width) }
    }

    fn segment_width(&self) -> f64 {
        unsafe { ffi::segment_bar_get_segment_width(self.as_ref().to_glib_none().0) }
    }

    fn set_segments_per_view(&self, count: u32) {
        unsafe { ffi::segment_bar_set_segments_per_view(self.as_ref().to_glib_none().0, count) }
    }

    fn segments_per_view(&self) -> u32 {
        unsafe { ffi::segment_bar_get_segments_per_view(self.as_ref().to_glib_none().0) }
    }

    fn set_background_image(&self, paintable: Option<&impl IsA<gtk::gdk::Paintable>>) {
        unsafe {
            ffi::segment_bar_set_background_image(
                self.as_ref().to_glib_none().0,
                paintable.map(|paintable| paintable.as_ref()).to_glib_none().0,
            )
        }
    }

    fn background_image(&self) -> Option<gtk::gdk::Paintable> {
        unsafe { from_glib_none(ffi::segment_bar_get_background_image(self.as_ref().to_glib_none().0)) }
    }

    fn set_tracker_image(&self, path: Option<&std::path::Path>) -> Result<(), glib::Error> {
        let mut failure = std::ptr::null_mut();
        unsafe {
            ffi::segment_bar_set_tracker_image(self.as_ref().to_glib_none().0, path.to_glib_none().0, &mut failure)
        };
        error::result(failure)
    }

    fn set_item_colors(
        &self,
        index: u32,
        title: Option<&gtk::gdk::RGBA>,
        selected_title: Option<&gtk::gdk::RGBA>,
        indicator: Option<&gtk::gdk::RGBA>,
    ) {
        unsafe {
            ffi::segment_bar_set_item_colors(
                self.as_ref().to_glib_none().0,
                index,
                title.to_glib_none().0,
                selected_title.to_glib_none().0,
                indicator.to_glib_none().0,
            )
        }
    }

    fn set_indicator_shape(&self, name: &str) -> Result<(), glib::Error> {
        let mut failure = std::ptr::null_mut();
        unsafe {
            ffi::segment_bar_set_indicator_shape(self.as_ref().to_glib_none().0, name.to_glib_none().0, &mut failure)
        };
        error::result(failure)
    }

    fn set_indicator_func<F: Fn(&SegmentBar, &gtk::Snapshot, f64, f64, f64, f64) + 'static>(&self, draw: F) {
        unsafe extern "C" fn trampoline<F: Fn(&SegmentBar, &gtk::Snapshot, f64, f64, f64, f64) + 'static>(
            bar: *mut ffi::SegmentBar,
            snapshot: *mut gtk::ffi::GtkSnapshot,
            x: f64,
            y: f64,
            width: f64,
            height: f64,
            data: glib::ffi::gpointer,
        ) {
            let draw = &*(data as *const F);
            crate::no_unwind(|| draw(&from_glib_borrow(bar), &from_glib_borrow(snapshot), x, y, width, height))
        }
        unsafe extern "C" fn destroy<F>(data: glib::ffi::gpointer) {
            drop(Box::from_raw(data as *mut F));
        }
        let data = Box::into_raw(Box::new(draw)) as glib::ffi::gpointer;
        unsafe {
            ffi::segment_bar_set_indicator_func(
                self.as_ref().to_glib_none().0,
                Some(trampoline::<F>),
                data,
                Some(destroy::<F>),
            )
        }
    }

    fn unset_indicator_func(&self) {
        unsafe { ffi::segment_bar_set_indicator_func(self.as_ref().to_glib_none().0, None, std::ptr::null_mut(), None) }
    }

    fn set_reorderable(&self, reorderable: bool) {
        unsafe { ffi::segment_bar_set_reorderable(self.as_ref().to_glib_none().0, reorderable.into_glib()) }
    }

    fn is_reorderable(&self) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_reorderable(self.as_ref().to_glib_none().0)) }
    }

    fn set_close_button_policy(&self, policy: CloseButtonPolicy) {
        unsafe { ffi::segment_bar_set_close_button_policy(self.as_ref().to_glib_none().0, policy.to_c()) }
    }

    fn close_button_policy(&self) -> CloseButtonPolicy {
        CloseButtonPolicy::from_c(unsafe { ffi::segment_bar_get_close_button_policy(self.as_ref().to_glib_none().0) })
    }

    fn request_close(&self, index: u32) {
        unsafe { ffi::segment_bar_request_close(self.as_ref().to_glib_none().0, index) }
    }

    fn set_item_pinned(&self, index: u32, pinned: bool) {
        unsafe { ffi::segment_bar_set_item_pinned(self.as_ref().to_glib_none().0, index, pinned.into_glib()) }
    }

    fn is_item_pinned(&self, index: u32) -> bool {
        unsafe { from_glib(ffi::segment_bar_get_item_pinned(self.as_ref().to_glib_none().0, index)) }
    }

    fn n_pinned(&self) -> u32 {
        unsafe { ffi::segment_bar_get_n_pinned(self.as_ref().to_glib_none().0) }
    }

    fn set_default_icon_name(&self, icon_name: Option<&str>) {
        unsafe { ffi::segment_bar_set_default_icon_name(self.as_ref().to_glib_none().0, icon_name.to_glib_none().0) }
    }

    fn default_icon_name(&self) -> String {
        unsafe { from_glib_full(ffi::segment_bar_get_default_icon_name(self.as_ref().to_glib_none().0)) }
    }

    fn set_item_indicator_icon(&self, index: u32, icon_name: Option<&str>, tooltip: Option<&str>, activatable: bool) {
        unsafe {
            ffi::segment_bar_set_item_indicator_icon(
                self.as_ref().to_glib_none().0,
                index,
                icon_name.to_glib_none().0,
                tooltip.to_glib_none().0,
                activatable.into_glib(),
            )
        }
    }

    fn setup_extra_drop_target(&self, actions: gtk::gdk::DragAction, types: &[glib::Type]) {
        let mut types: Vec<glib::ffi::GType> = types.iter().map(|t| t.into_glib()).collect();
        unsafe {
            ffi::segment_bar_setup_extra_drop_target(
                self.as_ref().to_glib_none().0,
                actions.into_glib(),
                types.as_mut_ptr(),
                types.len(),
            )
        }
    }

    fn item_indicator_icon(&self, index: u32) -> Option<String> {
        unsafe {
            from_glib_full(ffi::segment_bar_get_item_indicator_icon(
                self.as_ref().to_glib_none().0,
                index,
            ))
        }
    }

    fn item_indicator_tooltip(&self, index: u32) -> Option<String> {
        unsafe {
            from_glib_full(ffi::segment_bar_get_item_indicator_tooltip(
                self.as_ref().to_glib_none().0,
                index,
            ))
        }
    }

    fn is_item_indicator_activatable(&self, index: u32) -> bool {
        unsafe {
            from_glib(ffi::segment_bar_get_item_indicator_activatable(
                self.as_ref().to_glib_none().0,
                index,
            ))
        }
    }

    fn set_menu_model(&self, model: Option<&impl IsA<gtk::gio::MenuModel>>) {
        self.set_property("menu-model", model.map(|model| model.as_ref()))
            .expect("SegmentBar has a menu-model property");
    }

    fn menu_model(&self) -> Option<gtk::gio::MenuModel> {
        unsafe { from_glib_none(ffi::segment_bar_get_menu_model(self.as_ref().to_glib_none().0)) }
    }

    fn end_action_widget(&self) -> Option<gtk::Widget> {
        unsafe { from_glib_none(ffi::segment_bar_get_end_action_widget(self.as_ref().to_glib_none().0)) }
    }

    fn start_action_widget(&self) -> Option<gtk::Widget> {
        unsafe { from_glib_none(ffi::segment_bar_get_start_action_widget(self.as_ref().to_glib_none().0)) }
    }

    fn menu_target(&self) -> Option<u32> {
        crate::index_or_none(unsafe { ffi::segment_bar_get_menu_target(self.as_ref().to_glib_none().0) })
    }

    fn set_end_action_widget(&self, widget: Option<&impl IsA<gtk::Widget>>) {
        self.set_property("end-action-widget", widget.map(|widget| widget.as_ref()))
            .expect("SegmentBar has an end-action-widget property");
    }

    fn set_start_action_widget(&self, widget: Option<&impl IsA<gtk::Widget>>) {
        self.set_property("start-action-widget", widget.map(|widget| widget.as_ref()))
            .expect("SegmentBar has a start-action-widget property");
    }

    fn connect_selection_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<SegmentBar, _, _>(self, b"selection-changed\0", f)
    }

    fn connect_reselected<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<SegmentBar, _, _>(self, b"reselected\0", f)
    }

    fn connect_drag_progress<F: Fn(&Self, f64) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_position::<SegmentBar, _, _>(self, b"drag-progress\0", f)
    }

    fn connect_close_requested<F: Fn(&Self, u32) -> bool + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index_returning_bool::<SegmentBar, _, _>(self, b"close-requested\0", f)
    }

    fn connect_segment_moved<F: Fn(&Self, u32, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index_pair::<SegmentBar, _, _>(self, b"segment-moved\0", f)
    }

    fn connect_indicator_activated<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<SegmentBar, _, _>(self, b"indicator-activated\0", f)
    }

    fn connect_extra_drag_drop<F: Fn(&Self, u32, &glib::Value) -> bool + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index_value_returning_bool::<SegmentBar, _, _>(self, b"extra-drag-drop\0", f)
    }

    fn connect_selected_notify<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId {
        self.connect_notify_local(Some("selected"), move |bar, _| f(bar))
    }
}

impl Default for SegmentBar {
    fn default() -> Self {
        Self::new()
    }
}
