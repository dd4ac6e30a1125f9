//! `PagedStack`: swipeable pages made lazily.

use crate::{ffi, page_func, signals};
use gtk::glib;
use gtk::glib::signal::SignalHandlerId;
use gtk::glib::translate::*;
use gtk::prelude::*;

glib::wrapper! {
    /// Pages side by side, one on screen at a time, swiped with a finger, a touchpad or the keyboard, made
    /// lazily by a page function (CSS name `pagedstack`). Implements `GtkOrientable`: vertical pages sit one
    /// above the other.
    pub struct PagedStack(Object<ffi::PagedStack, ffi::PagedStackClass>)
        @extends gtk::Widget, @implements gtk::Accessible, gtk::Buildable, gtk::ConstraintTarget, gtk::Orientable;

    match fn {
        type_ => || ffi::paged_stack_get_type(),
    }
}

impl PagedStack {
    /// Creates a stack without pages.
    pub fn new() -> PagedStack {
        crate::assert_main_thread();
        unsafe { gtk::Widget::from_glib_none(ffi::paged_stack_new()).unsafe_cast() }
    }

    /// Makes pages with `make` from now on, each the first time it is about to be visible. The closure is
    /// dropped when it is replaced or the stack is finalized; pages made earlier stay until
    /// [`reload_pages`](Self::reload_pages).
    pub fn set_page_func<W: IsA<gtk::Widget>, F: Fn(u32) -> W + 'static>(&self, make: F) {
        let (func, data, destroy) = page_func::parts(make);
        unsafe { ffi::paged_stack_set_page_func(self.to_glib_none().0, func, data, destroy) }
    }

    /// Sets the number of pages (counts above `i32::MAX` are `i32::MAX`).
    pub fn set_n_pages(&self, n_pages: u32) {
        unsafe { ffi::paged_stack_set_n_pages(self.to_glib_none().0, n_pages) }
    }

    /// The number of pages.
    pub fn n_pages(&self) -> u32 {
        unsafe { ffi::paged_stack_get_n_pages(self.to_glib_none().0) }
    }

    /// Inserts a page at `index`; the page on screen stays on screen.
    pub fn insert_page(&self, index: u32) {
        unsafe { ffi::paged_stack_insert_page(self.to_glib_none().0, index) }
    }

    /// Removes page `index`.
    pub fn remove_page(&self, index: u32) {
        unsafe { ffi::paged_stack_remove_page(self.to_glib_none().0, index) }
    }

    /// Moves page `from` to `to`; the page on screen stays on screen.
    pub fn move_page(&self, from: u32, to: u32) {
        unsafe { ffi::paged_stack_move_page(self.to_glib_none().0, from, to) }
    }

    /// Drops every page; the page function makes them again when shown.
    pub fn reload_pages(&self) {
        unsafe { ffi::paged_stack_reload_pages(self.to_glib_none().0) }
    }

    /// Page `index`'s widget, if it exists now.
    pub fn page(&self, index: u32) -> Option<gtk::Widget> {
        unsafe { from_glib_none(ffi::paged_stack_get_page(self.to_glib_none().0, index)) }
    }

    /// Shows page `index`, sliding when `animated`; `notify` emits `page-changed`.
    pub fn select(&self, index: u32, animated: bool, notify: bool) {
        unsafe { ffi::paged_stack_select(self.to_glib_none().0, index, animated.into_glib(), notify.into_glib()) }
    }

    /// The page the stack last settled on, `None` when there are no pages.
    pub fn current_page(&self) -> Option<u32> {
        let page = unsafe { ffi::paged_stack_get_current_page(self.to_glib_none().0) };
        if page < 0 {
            None
        } else {
            Some(page as u32)
        }
    }

    /// The fractional page on screen (1.5: half-way between the second and third page).
    pub fn position(&self) -> f64 {
        unsafe { ffi::paged_stack_get_position(self.to_glib_none().0) }
    }

    /// Scrolls to a fractional page at once, clamped to the pages.
    pub fn set_position(&self, position: f64) {
        unsafe { ffi::paged_stack_set_position(self.to_glib_none().0, position) }
    }

    /// How many pages exist now (made and not yet released).
    pub fn n_alive_pages(&self) -> u32 {
        unsafe { ffi::paged_stack_get_n_alive_pages(self.to_glib_none().0) }
    }

    /// Connects to `page-changed`: the stack settled on page `index`.
    pub fn connect_page_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index(self, b"page-changed\0", f)
    }

    /// Connects to `page-appeared`: page `index` came on screen.
    pub fn connect_page_appeared<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index(self, b"page-appeared\0", f)
    }

    /// Connects to `page-disappeared`: page `index` left the screen.
    pub fn connect_page_disappeared<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index(self, b"page-disappeared\0", f)
    }
}

impl Default for PagedStack {
    fn default() -> Self {
        Self::new()
    }
}
