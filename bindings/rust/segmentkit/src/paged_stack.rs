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
}

/// The methods of [`PagedStack`], for it and its subclasses (`use segmentkit::prelude::*`).
pub trait PagedStackExt: 'static {
    /// Makes pages with `make` from now on, each the first time it is about to be visible. The closure is
    /// dropped when it is replaced or the stack is finalized; pages made earlier stay until
    /// [`reload_pages`](Self::reload_pages).
    ///
    /// A panic in `make` (its message printed by the panic hook) makes no page: the stack shows an empty placeholder,
    /// logs one warning, and calls `make` again the next time that page is needed. A panic in a signal handler, by
    /// contrast, ends the program: it cannot unwind through GTK's C frames.
    fn set_page_func<W: IsA<gtk::Widget>, F: Fn(u32) -> W + 'static>(&self, make: F);

    /// Sets the number of pages (counts above `i32::MAX` are `i32::MAX`).
    fn set_n_pages(&self, n_pages: u32);

    /// The number of pages.
    fn n_pages(&self) -> u32;

    /// Inserts a page at `index`; the page on screen stays on screen.
    fn insert_page(&self, index: u32);

    /// Removes page `index`.
    fn remove_page(&self, index: u32);

    /// Moves page `from` to `to`; the page on screen stays on screen.
    fn move_page(&self, from: u32, to: u32);

    /// Drops every page; the page function makes them again when shown.
    fn reload_pages(&self);

    /// Page `index`'s widget, if it exists now.
    fn page(&self, index: u32) -> Option<gtk::Widget>;

    /// Shows page `index`, sliding when `animated`; `notify` emits `page-changed`.
    fn select(&self, index: u32, animated: bool, notify: bool);

    /// The page the stack last settled on, `None` when there are no pages.
    fn current_page(&self) -> Option<u32>;

    /// The fractional page on screen (1.5: half-way between the second and third page).
    fn position(&self) -> f64;

    /// Scrolls to a fractional page at once, clamped to the pages.
    fn set_position(&self, position: f64);

    /// How many pages exist now (made and not yet released).
    fn n_alive_pages(&self) -> u32;

    /// The page the stack is on or sliding to (`target-page`), `None` when there are no pages.
    fn target_page(&self) -> Option<u32>;

    /// Whether the pages are sliding to a page (`animating`).
    fn is_animating(&self) -> bool;

    /// Whether the user is dragging the pages (`dragging`).
    fn is_dragging(&self) -> bool;

    /// Sets how many pages may exist at once, the least recently shown released first (`alive-limit`; `None`,
    /// the default: every page that has been shown stays). The pages on screen exist whatever the limit.
    fn set_alive_limit(&self, limit: Option<u32>);

    /// How many pages may exist at once, `None` for no limit.
    fn alive_limit(&self) -> Option<u32>;

    /// Sets whether the pages follow swipes, drags and the wheel (`interactive`).
    fn set_interactive(&self, interactive: bool);

    /// Whether the pages follow swipes, drags and the wheel.
    fn is_interactive(&self) -> bool;

    /// Sets whether a mouse drag swipes the pages (`allow-mouse-drag`).
    fn set_allow_mouse_drag(&self, allow: bool);

    /// Whether a mouse drag swipes the pages.
    fn allows_mouse_drag(&self) -> bool;

    /// Sets whether a fast flick carries the pages across several pages (`allow-long-swipes`).
    fn set_allow_long_swipes(&self, allow: bool);

    /// Whether a fast flick carries the pages across several pages.
    fn allows_long_swipes(&self) -> bool;

    /// Sets whether the scroll wheel pages (`allow-scroll-wheel`).
    fn set_allow_scroll_wheel(&self, allow: bool);

    /// Whether the scroll wheel pages.
    fn allows_scroll_wheel(&self) -> bool;

    /// Sets whether pulling past the first or the last page rubber-bands (`bounces`).
    fn set_bounces(&self, bounces: bool);

    /// Whether pulling past the ends rubber-bands.
    fn bounces(&self) -> bool;

    /// Sets whether selecting a page slides to it rather than jumping (`animate-selection`).
    fn set_animate_selection(&self, animate: bool);

    /// Whether selecting a page slides to it.
    fn animates_selection(&self) -> bool;

    /// Sets whether Ctrl+Page Up/Down, Ctrl+Tab and Alt+digits move the pages from anywhere in the window
    /// (`window-shortcuts`), as AdwTabView's shortcuts do.
    fn set_window_shortcuts(&self, on: bool);

    /// Whether the page keys work from anywhere in the window.
    fn has_window_shortcuts(&self) -> bool;

    /// Connects to `page-changed`: the stack settled on page `index`.
    fn connect_page_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `page-appeared`: page `index` came on screen.
    fn connect_page_appeared<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;

    /// Connects to `page-disappeared`: page `index` left the screen.
    fn connect_page_disappeared<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId;
}

impl<O: IsA<PagedStack>> PagedStackExt for O {
    fn set_page_func<W: IsA<gtk::Widget>, F: Fn(u32) -> W + 'static>(&self, make: F) {
        let (func, data, destroy) = page_func::parts(make);
        unsafe { ffi::paged_stack_set_page_func(self.as_ref().to_glib_none().0, func, data, destroy) }
    }

    fn set_n_pages(&self, n_pages: u32) {
        unsafe { ffi::paged_stack_set_n_pages(self.as_ref().to_glib_none().0, n_pages) }
    }

    fn n_pages(&self) -> u32 {
        unsafe { ffi::paged_stack_get_n_pages(self.as_ref().to_glib_none().0) }
    }

    fn insert_page(&self, index: u32) {
        unsafe { ffi::paged_stack_insert_page(self.as_ref().to_glib_none().0, index) }
    }

    fn remove_page(&self, index: u32) {
        unsafe { ffi::paged_stack_remove_page(self.as_ref().to_glib_none().0, index) }
    }

    fn move_page(&self, from: u32, to: u32) {
        unsafe { ffi::paged_stack_move_page(self.as_ref().to_glib_none().0, from, to) }
    }

    fn reload_pages(&self) {
        unsafe { ffi::paged_stack_reload_pages(self.as_ref().to_glib_none().0) }
    }

    fn page(&self, index: u32) -> Option<gtk::Widget> {
        unsafe { from_glib_none(ffi::paged_stack_get_page(self.as_ref().to_glib_none().0, index)) }
    }

    fn select(&self, index: u32, animated: bool, notify: bool) {
        unsafe {
            ffi::paged_stack_select(
                self.as_ref().to_glib_none().0,
                index,
                animated.into_glib(),
                notify.into_glib(),
            )
        }
    }

    fn current_page(&self) -> Option<u32> {
        crate::index_or_none(unsafe { ffi::paged_stack_get_current_page(self.as_ref().to_glib_none().0) })
    }

    fn position(&self) -> f64 {
        unsafe { ffi::paged_stack_get_position(self.as_ref().to_glib_none().0) }
    }

    fn set_position(&self, position: f64) {
        unsafe { ffi::paged_stack_set_position(self.as_ref().to_glib_none().0, position) }
    }

    fn n_alive_pages(&self) -> u32 {
        unsafe { ffi::paged_stack_get_n_alive_pages(self.as_ref().to_glib_none().0) }
    }

    fn target_page(&self) -> Option<u32> {
        crate::index_or_none(property(self, "target-page"))
    }

    fn is_animating(&self) -> bool {
        property(self, "animating")
    }

    fn is_dragging(&self) -> bool {
        property(self, "dragging")
    }

    fn set_alive_limit(&self, limit: Option<u32>) {
        let limit = limit.map_or(-1, |limit| limit.min(i32::MAX as u32) as i32);
        self.set_property("alive-limit", limit)
            .expect("PagedStack has an alive-limit property");
    }

    fn alive_limit(&self) -> Option<u32> {
        crate::index_or_none(property(self, "alive-limit"))
    }

    fn set_interactive(&self, interactive: bool) {
        self.set_property("interactive", interactive)
            .expect("PagedStack has an interactive property");
    }

    fn is_interactive(&self) -> bool {
        property(self, "interactive")
    }

    fn set_allow_mouse_drag(&self, allow: bool) {
        self.set_property("allow-mouse-drag", allow)
            .expect("PagedStack has an allow-mouse-drag property");
    }

    fn allows_mouse_drag(&self) -> bool {
        property(self, "allow-mouse-drag")
    }

    fn set_allow_long_swipes(&self, allow: bool) {
        self.set_property("allow-long-swipes", allow)
            .expect("PagedStack has an allow-long-swipes property");
    }

    fn allows_long_swipes(&self) -> bool {
        property(self, "allow-long-swipes")
    }

    fn set_allow_scroll_wheel(&self, allow: bool) {
        self.set_property("allow-scroll-wheel", allow)
            .expect("PagedStack has an allow-scroll-wheel property");
    }

    fn allows_scroll_wheel(&self) -> bool {
        property(self, "allow-scroll-wheel")
    }

    fn set_bounces(&self, bounces: bool) {
        self.set_property("bounces", bounces)
            .expect("PagedStack has a bounces property");
    }

    fn bounces(&self) -> bool {
        property(self, "bounces")
    }

    fn set_animate_selection(&self, animate: bool) {
        self.set_property("animate-selection", animate)
            .expect("PagedStack has an animate-selection property");
    }

    fn animates_selection(&self) -> bool {
        property(self, "animate-selection")
    }

    fn set_window_shortcuts(&self, on: bool) {
        self.set_property("window-shortcuts", on)
            .expect("PagedStack has a window-shortcuts property");
    }

    fn has_window_shortcuts(&self) -> bool {
        property(self, "window-shortcuts")
    }

    fn connect_page_changed<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<PagedStack, _, _>(self, b"page-changed\0", f)
    }

    fn connect_page_appeared<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<PagedStack, _, _>(self, b"page-appeared\0", f)
    }

    fn connect_page_disappeared<F: Fn(&Self, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        signals::connect_index::<PagedStack, _, _>(self, b"page-disappeared\0", f)
    }
}

impl Default for PagedStack {
    fn default() -> Self {
        Self::new()
    }
}

/// Reads property `name` of a stack, which PagedStack installs with type `T` (what its C getter returns).
fn property<T: for<'a> glib::value::FromValue<'a> + 'static>(stack: &impl IsA<PagedStack>, name: &str) -> T {
    stack
        .property(name)
        .and_then(|value| value.get::<T>().map_err(|error| glib::bool_error!("{}", error)))
        .unwrap_or_else(|error| panic!("PagedStack's {} property: {}", name, error))
}
