//! `SegmentedPager`: a bar linked to its pages.

use crate::enums::{BarPlacement, ReselectBehavior};
use crate::{error, ffi, page_func, signals, PagedStack, SegmentBar};
use gtk::glib;
use gtk::glib::signal::SignalHandlerId;
use gtk::glib::translate::*;
use gtk::prelude::*;

glib::wrapper! {
    /// A [`SegmentBar`] linked to a [`PagedStack`]: the indicator follows the pages while they are swiped, and
    /// a click on a segment pages the content (CSS name `segmentedpager`).
    pub struct SegmentedPager(Object<ffi::SegmentedPager, ffi::SegmentedPagerClass>)
        @extends gtk::Widget, @implements gtk::Accessible, gtk::Buildable, gtk::ConstraintTarget, gtk::Orientable;

    match fn {
        type_ => || ffi::segmented_pager_get_type(),
    }
}

impl SegmentedPager {
    /// Creates a pager without segments.
    pub fn new() -> SegmentedPager {
        crate::assert_main_thread();
        unsafe { gtk::Widget::from_glib_none(ffi::segmented_pager_new()).unsafe_cast() }
    }
}

/// The methods of [`SegmentedPager`], for it and its subclasses (`use segmentkit::prelude::*`).
pub trait SegmentedPagerExt: 'static {
    /// Replaces every segment (and page) with one per title.
    fn set_titles(&self, titles: &[&str]);

    /// The segments' titles, in order.
    fn titles(&self) -> Vec<String>;

    /// The number of segments, and of pages.
    fn n_items(&self) -> u32;

    /// Makes pages with `make` from now on, each the first time it is about to be visible; every page is made
    /// again when next shown. The closure is dropped when replaced or when the pager is finalized. A panic in
    /// `make` shows an empty placeholder page with one warning, as with `PagedStackExt::set_page_func`.
    fn set_page_func<W: IsA<gtk::Widget>, F: Fn(u32) -> W + 'static>(&self, make: F);

    /// Uses ready-made pages, one per segment.
    fn set_pages(&self, pages: &[gtk::Widget]);

    /// Inserts a segment titled `title` at `index`, with `page` when the pager was given ready-made pages.
    fn insert(&self, index: u32, title: &str, page: Option<&impl IsA<gtk::Widget>>);

    /// Removes segment `index` and its page.
    fn remove(&self, index: u32);

    /// Moves segment `from` and its page to `to`.
    fn move_item(&self, from: u32, to: u32);

    /// Renames segment `index`.
    fn rename(&self, index: u32, title: &str);

    /// Shows a number on segment `index` (0 or less: nothing).
    fn set_badge_count(&self, index: u32, count: i32);

    /// Enables or disables segment `index` (and swiping onto its page).
    fn set_item_enabled(&self, index: u32, enabled: bool);

    /// Sets whether page `index` is loading: its segment shows a spinner.
    fn set_item_loading(&self, index: u32, loading: bool);

    /// Gives page `index`'s tab an indicator icon (see `SegmentBarExt::set_item_indicator_icon`); its clicks are
    /// heard on the pager's bar (`connect_indicator_activated`).
    fn set_item_indicator_icon(&self, index: u32, icon_name: Option<&str>, tooltip: Option<&str>, activatable: bool);

    /// Pins or unpins tab `index`, its page moving with it (see `SegmentBarExt::set_item_pinned`).
    fn set_item_pinned(&self, index: u32, pinned: bool);

    /// Selects segment `index` and pages to it, sliding when `animated`; `notify` emits `selection-changed`.
    fn select(&self, index: u32, animated: bool, notify: bool);

    /// The selected segment, `None` when there are none.
    fn selected(&self) -> Option<u32>;

    /// The fractional page on screen, which the bar's indicator follows.
    fn position(&self) -> f64;

    /// Moves the pages to a fractional page (clamped to the pages), and the indicator with them, without
    /// selecting: as a finger would hold them. NaN or an infinity: one critical, nothing changes.
    fn set_position(&self, position: f64);

    /// Applies a style preset to the bar (see [`SegmentBarExt::set_style_name`](crate::SegmentBarExt::set_style_name)).
    fn set_style_name(&self, name: &str) -> Result<(), glib::Error>;

    /// The bar's style preset name, or `custom` once a preset was changed.
    fn style_name(&self) -> String;

    /// Page `index`'s widget, if it exists now.
    fn page(&self, index: u32) -> Option<gtk::Widget>;

    /// The bar, for styling and its own signals; edit segments through the pager.
    fn bar(&self) -> SegmentBar;

    /// The pages.
    fn stack(&self) -> PagedStack;

    /// Sets what activating the selected segment again does.
    fn set_reselect_behavior(&self, behavior: ReselectBehavior);

    /// What activating the selected segment again does.
    fn reselect_behavior(&self) -> ReselectBehavior;

    /// Puts the bar above, below, or beside the pages as a vertical sidebar.
    fn set_placement(&self, placement: BarPlacement);

    /// Where the bar is.
    fn placement(&self) -> BarPlacement;

    /// Shows the bar beside the pages, or (`false`) leaves it to the app to place elsewhere in the window, such
    /// as a header bar's title widget, still linked to the pages.
    fn set_shows_bar(&self, shows: bool);

    /// Whether the bar is shown beside the pages.
    fn shows_bar(&self) -> bool;

    /// Sets whether the pages follow swipes, drags and the wheel.
    fn set_interactive(&self, interactive: bool);

    /// Whether the pages follow swipes, drags and the wheel.
    fn is_interactive(&self) -> bool;

    /// Sets whether a mouse drag swipes the pages, as a finger or a touchpad does.
    fn set_allow_mouse_drag(&self, allow: bool);

    /// Whether a mouse drag swipes the pages.
    fn allows_mouse_drag(&self) -> bool;

    /// Sets whether a fast swipe can move more than one page.
    fn set_allow_long_swipes(&self, allow: bool);

    /// Whether a fast swipe can move more than one page.
    fn allows_long_swipes(&self) -> bool;

    /// Sets whether the scroll wheel pages.
    fn set_allow_scroll_wheel(&self, allow: bool);

    /// Whether the scroll wheel pages.
    fn allows_scroll_wheel(&self) -> bool;

    /// Sets whether a swipe past the first or last page gives way and springs back.
    fn set_bounces(&self, bounces: bool);

    /// Whether a swipe past the ends springs back.
    fn bounces(&self) -> bool;

    /// Sets whether selecting a segment slides the pages (rather than jumping).
    fn set_animate_selection(&self, animate: bool);

    /// Whether selecting a segment slides the pages.
    fn animates_selection(&self) -> bool;

    /// Sets whether Ctrl+Page Up/Down, Ctrl+Tab and Alt+digits move the pages from anywhere in the window
    /// (`window-shortcuts`), as AdwTabView's shortcuts do: for an app's main tabs.
    fn set_window_shortcuts(&self, on: bool);

    /// Whether the page keys work from anywhere in the window.
    fn has_window_shortcuts(&self) -> bool;

    /// Connects to `selection-changed`: the user (or a `select` with `notify`) selected segment `index`.
    fn connect_selection_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `reselected`: the selected segment `index` was activated again.
    fn connect_reselected<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `notify::selected`, which follows every change of the selection, signal or not.
    fn connect_selected_notify<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId;
}

impl<O: IsA<SegmentedPager>> SegmentedPagerExt for O {
    fn set_titles(&self, titles: &[&str]) {
        unsafe { ffi::segmented_pager_set_titles(self.as_ref().to_glib_none().0, titles.to_glib_none().0) }
    }

    fn titles(&self) -> Vec<String> {
        unsafe { FromGlibPtrContainer::from_glib_full(ffi::segmented_pager_get_titles(self.as_ref().to_glib_none().0)) }
    }

    fn n_items(&self) -> u32 {
        unsafe { ffi::segmented_pager_get_n_items(self.as_ref().to_glib_none().0) }
    }

    fn set_page_func<W: IsA<gtk::Widget>, F: Fn(u32) -> W + 'static>(&self, make: F) {
        let (func, data, destroy) = page_func::parts(make);
        unsafe { ffi::segmented_pager_set_page_func(self.as_ref().to_glib_none().0, func, data, destroy) }
    }

    fn set_pages(&self, pages: &[gtk::Widget]) {
        let mut pointers: Vec<*mut gtk::ffi::GtkWidget> = pages.iter().map(|page| page.as_ptr()).collect();
        unsafe {
            ffi::segmented_pager_set_pages(
                self.as_ref().to_glib_none().0,
                pointers.as_mut_ptr(),
                pointers.len() as u32,
            )
        }
    }

    fn insert(&self, index: u32, title: &str, page: Option<&impl IsA<gtk::Widget>>) {
        unsafe {
            ffi::segmented_pager_insert(
                self.as_ref().to_glib_none().0,
                index,
                title.to_glib_none().0,
                page.map(|page| page.as_ref()).to_glib_none().0,
            )
        }
    }

    fn remove(&self, index: u32) {
        unsafe { ffi::segmented_pager_remove(self.as_ref().to_glib_none().0, index) }
    }

    fn move_item(&self, from: u32, to: u32) {
        unsafe { ffi::segmented_pager_move(self.as_ref().to_glib_none().0, from, to) }
    }

    fn rename(&self, index: u32, title: &str) {
        unsafe { ffi::segmented_pager_rename(self.as_ref().to_glib_none().0, index, title.to_glib_none().0) }
    }

    fn set_badge_count(&self, index: u32, count: i32) {
        unsafe { ffi::segmented_pager_set_badge_count(self.as_ref().to_glib_none().0, index, count) }
    }

    fn set_item_enabled(&self, index: u32, enabled: bool) {
        unsafe { ffi::segmented_pager_set_item_enabled(self.as_ref().to_glib_none().0, index, enabled.into_glib()) }
    }

    fn set_item_loading(&self, index: u32, loading: bool) {
        unsafe { ffi::segmented_pager_set_item_loading(self.as_ref().to_glib_none().0, index, loading.into_glib()) }
    }

    fn set_item_indicator_icon(&self, index: u32, icon_name: Option<&str>, tooltip: Option<&str>, activatable: bool) {
        unsafe {
            ffi::segmented_pager_set_item_indicator_icon(
                self.as_ref().to_glib_none().0,
                index,
                icon_name.to_glib_none().0,
                tooltip.to_glib_none().0,
                activatable.into_glib(),
            )
        }
    }

    fn set_item_pinned(&self, index: u32, pinned: bool) {
        unsafe { ffi::segmented_pager_set_item_pinned(self.as_ref().to_glib_none().0, index, pinned.into_glib()) }
    }

    fn select(&self, index: u32, animated: bool, notify: bool) {
        unsafe {
            ffi::segmented_pager_select(
                self.as_ref().to_glib_none().0,
                index,
                animated.into_glib(),
                notify.into_glib(),
            )
        }
    }

    fn selected(&self) -> Option<u32> {
        crate::index_or_none(unsafe { ffi::segmented_pager_get_selected(self.as_ref().to_glib_none().0) })
    }

    fn position(&self) -> f64 {
        unsafe { ffi::segmented_pager_get_position(self.as_ref().to_glib_none().0) }
    }

    fn set_position(&self, position: f64) {
        unsafe { ffi::segmented_pager_set_position(self.as_ref().to_glib_none().0, position) }
    }

    fn set_style_name(&self, name: &str) -> Result<(), glib::Error> {
        let mut failure = std::ptr::null_mut();
        unsafe {
            ffi::segmented_pager_set_style_name(self.as_ref().to_glib_none().0, name.to_glib_none().0, &mut failure)
        };
        error::result(failure)
    }

    fn style_name(&self) -> String {
        unsafe { from_glib_full(ffi::segmented_pager_get_style_name(self.as_ref().to_glib_none().0)) }
    }

    fn page(&self, index: u32) -> Option<gtk::Widget> {
        unsafe { from_glib_none(ffi::segmented_pager_get_page(self.as_ref().to_glib_none().0, index)) }
    }

    fn bar(&self) -> SegmentBar {
        unsafe { from_glib_none(ffi::segmented_pager_get_bar(self.as_ref().to_glib_none().0)) }
    }

    fn stack(&self) -> PagedStack {
        unsafe { from_glib_none(ffi::segmented_pager_get_stack(self.as_ref().to_glib_none().0)) }
    }

    fn set_reselect_behavior(&self, behavior: ReselectBehavior) {
        unsafe { ffi::segmented_pager_set_reselect_behavior(self.as_ref().to_glib_none().0, behavior.to_c()) }
    }

    fn reselect_behavior(&self) -> ReselectBehavior {
        ReselectBehavior::from_c(unsafe { ffi::segmented_pager_get_reselect_behavior(self.as_ref().to_glib_none().0) })
    }

    fn set_placement(&self, placement: BarPlacement) {
        unsafe { ffi::segmented_pager_set_placement(self.as_ref().to_glib_none().0, placement.to_c()) }
    }

    fn placement(&self) -> BarPlacement {
        BarPlacement::from_c(unsafe { ffi::segmented_pager_get_placement(self.as_ref().to_glib_none().0) })
    }

    fn set_shows_bar(&self, shows: bool) {
        unsafe { ffi::segmented_pager_set_shows_bar(self.as_ref().to_glib_none().0, shows.into_glib()) }
    }

    fn shows_bar(&self) -> bool {
        unsafe { from_glib(ffi::segmented_pager_get_shows_bar(self.as_ref().to_glib_none().0)) }
    }

    fn set_interactive(&self, interactive: bool) {
        unsafe { ffi::segmented_pager_set_interactive(self.as_ref().to_glib_none().0, interactive.into_glib()) }
    }

    fn is_interactive(&self) -> bool {
        unsafe { from_glib(ffi::segmented_pager_get_interactive(self.as_ref().to_glib_none().0)) }
    }

    fn set_allow_mouse_drag(&self, allow: bool) {
        unsafe { ffi::segmented_pager_set_allow_mouse_drag(self.as_ref().to_glib_none().0, allow.into_glib()) }
    }

    fn allows_mouse_drag(&self) -> bool {
        unsafe {
            from_glib(ffi::segmented_pager_get_allow_mouse_drag(
                self.as_ref().to_glib_none().0,
            ))
        }
    }

    fn set_allow_long_swipes(&self, allow: bool) {
        unsafe { ffi::segmented_pager_set_allow_long_swipes(self.as_ref().to_glib_none().0, allow.into_glib()) }
    }

    fn allows_long_swipes(&self) -> bool {
        unsafe {
            from_glib(ffi::segmented_pager_get_allow_long_swipes(
                self.as_ref().to_glib_none().0,
            ))
        }
    }

    fn set_allow_scroll_wheel(&self, allow: bool) {
        unsafe { ffi::segmented_pager_set_allow_scroll_wheel(self.as_ref().to_glib_none().0, allow.into_glib()) }
    }

    fn allows_scroll_wheel(&self) -> bool {
        unsafe {
            from_glib(ffi::segmented_pager_get_allow_scroll_wheel(
                self.as_ref().to_glib_none().0,
            ))
        }
    }

    fn set_bounces(&self, bounces: bool) {
        unsafe { ffi::segmented_pager_set_bounces(self.as_ref().to_glib_none().0, bounces.into_glib()) }
    }

    fn bounces(&self) -> bool {
        unsafe { from_glib(ffi::segmented_pager_get_bounces(self.as_ref().to_glib_none().0)) }
    }

    fn set_animate_selection(&self, animate: bool) {
        unsafe { ffi::segmented_pager_set_animate_selection(self.as_ref().to_glib_none().0, animate.into_glib()) }
    }

    fn animates_selection(&self) -> bool {
        unsafe {
            from_glib(ffi::segmented_pager_get_animate_selection(
                self.as_ref().to_glib_none().0,
            ))
        }
    }

    fn set_window_shortcuts(&self, on: bool) {
        unsafe { ffi::segmented_pager_set_window_shortcuts(self.as_ref().to_glib_none().0, on.into_glib()) }
    }

    fn has_window_shortcuts(&self) -> bool {
        unsafe {
            from_glib(ffi::segmented_pager_get_window_shortcuts(
                self.as_ref().to_glib_none().0,
            ))
        }
    }

    fn connect_selection_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<SegmentedPager, _, _>(self, b"selection-changed\0", f)
    }

    fn connect_reselected<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<SegmentedPager, _, _>(self, b"reselected\0", f)
    }

    fn connect_selected_notify<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId {
        self.connect_notify_local(Some("selected"), move |pager, _| f(pager))
    }
}

impl Default for SegmentedPager {
    fn default() -> Self {
        Self::new()
    }
}
