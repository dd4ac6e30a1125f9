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
        // The page function returns a full reference: the library keeps it, Rust drops its own.
        make(index).upcast_ref::<gtk::Widget>().to_glib_full()
    }
    unsafe extern "C" fn destroy<F>(data: glib::ffi::gpointer) {
        drop(Box::from_raw(data as *mut F));
    }
    let data = Box::into_raw(Box::new(make)) as glib::ffi::gpointer;
    (Some(trampoline::<W, F>), data, Some(destroy::<F>))
}
