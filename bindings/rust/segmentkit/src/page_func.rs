//! A Rust closure as a `SegmentPageFunc`: boxed, called by the trampoline, freed by GLib's destroy notify.

use crate::ffi;
use gtk::glib;
use gtk::glib::translate::ToGlibPtr;
use gtk::prelude::*;
use std::os::raw::c_uint;

/// The three C arguments of a `set_page_func` call for `make`: the trampoline, the boxed closure as user data,
/// and the destroy notify that frees it when the function is replaced or the widget is finalized.
pub(crate) fn parts<W, F>(make: F) -> (ffi::SegmentPageFunc, glib::ffi::gpointer, glib::ffi::GDestroyNotify)
where
    W: IsA<gtk::Widget>,
    F: Fn(u32) -> W + 'static,
{
    unsafe extern "C" fn trampoline<W: IsA<gtk::Widget>, F: Fn(u32) -> W + 'static>(
        index: c_uint,
        data: glib::ffi::gpointer,
    ) -> *mut gtk::ffi::GtkWidget {
        let make = &*(data as *const F);
        // The page function returns a full reference: the library keeps it, Rust drops its own. A closure that
        // panics (its message printed by the panic hook) makes no page: SegmentKit shows a placeholder with one
        // log line, as for a C page function that returns NULL or a Python one that raises.
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| make(index))) {
            Ok(page) => page.upcast_ref::<gtk::Widget>().to_glib_full(),
            Err(_) => std::ptr::null_mut(),
        }
    }
    unsafe extern "C" fn destroy<F>(data: glib::ffi::gpointer) {
        drop(Box::from_raw(data as *mut F));
    }
    let data = Box::into_raw(Box::new(make)) as glib::ffi::gpointer;
    (Some(trampoline::<W, F>), data, Some(destroy::<F>))
}
