//! Rust bindings of SegmentKit (libsegmentkit-1), a segmented control and tab strip for GTK 4.
//!
//! Three widgets, GtkWidget subclasses like any in gtk4-rs: [`SegmentBar`] (a custom-drawn segmented control or
//! tab strip with an animated indicator), [`PagedStack`] (swipeable pages made lazily by a closure) and
//! [`SegmentedPager`] (a bar linked to its pages). Their methods come from the traits in [`prelude`], so that
//! subclasses ([`subclass`]) have them too. They wrap the C API of `include/segmentkit.h` the way
//! gir-generated crates wrap GTK's: every signal is connected through a closure of the signal's own shape
//! (`connect_selection_changed(|pager, index| …)`), so a handler of the wrong shape does not compile, and each
//! closure is freed by GLib's destroy notify when its handler is disconnected or its widget finalized.
//!
//! Call [`init`] once after GTK is initialised if a `GtkBuilder` file names SegmentKit's classes before any of
//! them was created from code. Like GTK, use the widgets on the main thread only. Indices out of range follow
//! the C API: one critical in the `SegmentKit` log domain, and nothing changes.

#![warn(missing_docs)]

#[allow(missing_docs)]
pub mod ffi;

mod enums;
mod error;
mod page_func;
mod paged_stack;
mod segment_bar;
mod segmented_pager;
mod signals;
pub mod subclass;

pub use enums::{ActivationMode, BarPlacement, CloseButtonPolicy, ReselectBehavior};
pub use error::Error;
pub use paged_stack::{PagedStack, PagedStackExt};
pub use segment_bar::{SegmentBar, SegmentBarExt};
pub use segmented_pager::{SegmentedPager, SegmentedPagerExt};

/// The traits that give SegmentKit's widgets, and subclasses of them, their methods: `use segmentkit::prelude::*`.
pub mod prelude {
    pub use crate::{PagedStackExt, SegmentBarExt, SegmentedPagerExt};
}

/// Registers SegmentKit's types with GObject, so that `GtkBuilder` finds `SegmentBar`, `PagedStack` and
/// `SegmentedPager` by name; creating any of the widgets from code does the same.
///
/// # Panics
/// When GTK is not initialised or this is not the main thread.
pub fn init() {
    assert_main_thread();
    unsafe { ffi::segment_kit_init() }
}

/// Panics unless GTK is initialised and this is its main thread, as gtk4-rs's own constructors do.
pub(crate) fn assert_main_thread() {
    assert!(
        gtk::is_initialized_main_thread(),
        "SegmentKit: GTK is not initialised, or this is not the main thread (call gtk::init() first)"
    );
}

/// Runs a Rust callback called from C. A panic must not unwind into C frames (undefined behaviour with the
/// Rust of Debian 12), so it ends the program once the panic hook has printed its message, as gtk4-rs's own
/// callbacks do with newer Rust.
pub(crate) fn no_unwind<R>(callback: impl FnOnce() -> R) -> R {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(callback)) {
        Ok(result) => result,
        Err(_) => std::process::abort(),
    }
}

/// An index the C API returns as a signed int, -1 (or any negative value) meaning none.
pub(crate) fn index_or_none(index: i32) -> Option<u32> {
    if index < 0 {
        None
    } else {
        Some(index as u32)
    }
}
