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

    /// Replaces every segment (and page) with one per title.
    pub fn set_titles(&self, titles: &[&str]) {
        unsafe { ffi::segmented_pager_set_titles(self.to_glib_none().0, titles.to_glib_none().0) }
    }

    /// The segments' titles, in order.
    pub fn titles(&self) -> Vec<String> {
        unsafe { FromGlibPtrContainer::from_glib_full(ffi::segmented_pager_get_titles(self.to_glib_none().0)) }
    }

    /// The number of segments, and of pages.
    pub fn n_items(&self) -> u32 {
        unsafe { ffi::segmented_pager_get_n_items(self.to_glib_none().0) }
    }

    /// Makes pages with `make` from now on, each the first time it is about to be visible; every page is made
    /// again when next shown. The closure is dropped when replaced or when the pager is finalized.
    pub fn set_page_func<W: IsA<gtk::Widget>, F: Fn(u32) -> W + 'static>(&self, make: F) {
        let (func, data, destroy) = page_func::parts(make);
        unsafe { ffi::segmented_pager_set_page_func(self.to_glib_none().0, func, data, destroy) }
    }

    /// Uses ready-made pages, one per segment.
    pub fn set_pages(&self, pages: &[gtk::Widget]) {
        let mut pointers: Vec<*mut gtk::ffi::GtkWidget> = pages.iter().map(|page| page.as_ptr()).collect();
        unsafe { ffi::segmented_pager_set_pages(self.to_glib_none().0, pointers.as_mut_ptr(), pointers.len() as u32) }
    }

    /// Inserts a segment titled `title` at `index`, with `page` when the pager was given ready-made pages.
    pub fn insert(&self, index: u32, title: &str, page: Option<&impl IsA<gtk::Widget>>) {
        unsafe {
            ffi::segmented_pager_insert(
                self.to_glib_none().0,
                index,
                title.to_glib_none().0,
                page.map(|page| page.as_ref()).to_glib_none().0,
            )
        }
    }

    /// Removes segment `index` and its page.
    pub fn remove(&self, index: u32) {
        unsafe { ffi::segmented_pager_remove(self.to_glib_none().0, index) }
    }

    /// Moves segment `from` and its page to `to`.
    pub fn move_item(&self, from: u32, to: u32) {
        unsafe { ffi::segmented_pager_move(self.to_glib_none().0, from, to) }
    }

    /// Renames segment `index`.
    pub fn rename(&self, index: u32, title: &str) {
        unsafe { ffi::segmented_pager_rename(self.to_glib_none().0, index, title.to_glib_none().0) }
    }

    /// Shows a number on segment `index` (0 or less: nothing).
    pub fn set_badge_count(&self, index: u32, count: i32) {
        unsafe { ffi::segmented_pager_set_badge_count(self.to_glib_none().0, index, count) }
    }

    /// Enables or disables segment `index` (and swiping onto its page).
    pub fn set_item_enabled(&self, index: u32, enabled: bool) {
        unsafe { ffi::segmented_pager_set_item_enabled(self.to_glib_none().0, index, enabled.into_glib()) }
    }

    /// Selects segment `index` and pages to it, sliding when `animated`; `notify` emits `selection-changed`.
    pub fn select(&self, index: u32, animated: bool, notify: bool) {
        unsafe { ffi::segmented_pager_select(self.to_glib_none().0, index, animated.into_glib(), notify.into_glib()) }
    }

    /// The selected segment, `None` when there are none.
    pub fn selected(&self) -> Option<u32> {
        let selected = unsafe { ffi::segmented_pager_get_selected(self.to_glib_none().0) };
        if selected < 0 {
            None
        } else {
            Some(selected as u32)
        }
    }

    /// The fractional page on screen, which the bar's indicator follows.
    pub fn position(&self) -> f64 {
        unsafe { ffi::segmented_pager_get_position(self.to_glib_none().0) }
    }

    /// Applies a style preset to the bar (see [`SegmentBar::set_style_name`]).
    pub fn set_style_name(&self, name: &str) -> Result<(), glib::Error> {
        let mut failure = std::ptr::null_mut();
        unsafe { ffi::segmented_pager_set_style_name(self.to_glib_none().0, name.to_glib_none().0, &mut failure) };
        error::result(failure)
    }

    /// Page `index`'s widget, if it exists now.
    pub fn page(&self, index: u32) -> Option<gtk::Widget> {
        unsafe { from_glib_none(ffi::segmented_pager_get_page(self.to_glib_none().0, index)) }
    }

    /// The bar, for styling and its own signals; edit segments through the pager.
    pub fn bar(&self) -> SegmentBar {
        unsafe { from_glib_none(ffi::segmented_pager_get_bar(self.to_glib_none().0)) }
    }

    /// The pages.
    pub fn stack(&self) -> PagedStack {
        unsafe { from_glib_none(ffi::segmented_pager_get_stack(self.to_glib_none().0)) }
    }

    /// Sets what activating the selected segment again does.
    pub fn set_reselect_behavior(&self, behavior: ReselectBehavior) {
        unsafe { ffi::segmented_pager_set_reselect_behavior(self.to_glib_none().0, behavior.to_c()) }
    }

    /// What activating the selected segment again does.
    pub fn reselect_behavior(&self) -> ReselectBehavior {
        ReselectBehavior::from_c(unsafe { ffi::segmented_pager_get_reselect_behavior(self.to_glib_none().0) })
    }

    /// Puts the bar above, below, or beside the pages as a vertical sidebar.
    pub fn set_placement(&self, placement: BarPlacement) {
        unsafe { ffi::segmented_pager_set_placement(self.to_glib_none().0, placement.to_c()) }
    }

    /// Where the bar is.
    pub fn placement(&self) -> BarPlacement {
        BarPlacement::from_c(unsafe { ffi::segmented_pager_get_placement(self.to_glib_none().0) })
    }

    /// Sets whether the pages follow swipes, drags and the wheel.
    pub fn set_interactive(&self, interactive: bool) {
        unsafe { ffi::segmented_pager_set_interactive(self.to_glib_none().0, interactive.into_glib()) }
    }

    /// Whether the pages follow swipes, drags and the wheel.
    pub fn is_interactive(&self) -> bool {
        unsafe { from_glib(ffi::segmented_pager_get_interactive(self.to_glib_none().0)) }
    }

    /// Sets whether selecting a segment slides the pages (rather than jumping).
    pub fn set_animate_selection(&self, animate: bool) {
        unsafe { ffi::segmented_pager_set_animate_selection(self.to_glib_none().0, animate.into_glib()) }
    }

    /// Whether selecting a segment slides the pages.
    pub fn animates_selection(&self) -> bool {
        unsafe { from_glib(ffi::segmented_pager_get_animate_selection(self.to_glib_none().0)) }
    }

    /// Connects to `selection-changed`: the user (or a `select` with `notify`) selected segment `index`.
    pub fn connect_selection_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index(self, b"selection-changed\0", f)
    }

    /// Connects to `reselected`: the selected segment `index` was activated again.
    pub fn connect_reselected<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index(self, b"reselected\0", f)
    }

    /// Connects to `notify::selected`, which follows every change of the selection, signal or not.
    pub fn connect_selected_notify<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId {
        self.connect_notify_local(Some("selected"), move |pager, _| f(pager))
    }
}

impl Default for SegmentedPager {
    fn default() -> Self {
        Self::new()
    }
}
