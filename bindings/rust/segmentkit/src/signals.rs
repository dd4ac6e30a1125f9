//! Typed connections to SegmentKit's signals, in the shape gir generates for GTK's: each helper accepts only a
//! closure of its signal's C signature, boxes it, and hands GLib the box with a destroy notify (in
//! `glib::signal::connect_raw`), so the closure lives exactly as long as its handler.

use gtk::glib;
use gtk::glib::object::ObjectType;
use gtk::glib::signal::{connect_raw, SignalHandlerId};
use gtk::glib::translate::{from_glib_borrow, FromGlibPtrBorrow, IntoGlib};
use std::convert::identity;
use std::mem::transmute;

/// Defines a helper that connects a closure `Fn(&T, $value) -> $ret` to a signal whose C handlers have the shape
/// `$c_ret (*)(T *self, $value, gpointer)`; `$to_c` turns the closure's answer into the C return value.
/// (`u32` and `f64` are `guint` and `gdouble` on every platform GTK runs on.)
macro_rules! typed_connect {
    ($(#[$doc:meta])* $name:ident($value:ty) -> $ret:ty as $c_ret:ty, $to_c:path) => {
        $(#[$doc])*
        pub(crate) fn $name<T, F>(object: &T, signal: &'static [u8], f: F) -> SignalHandlerId
        where
            T: ObjectType + FromGlibPtrBorrow<*mut <T as ObjectType>::GlibType>,
            F: Fn(&T, $value) -> $ret + 'static,
        {
            unsafe extern "C" fn trampoline<T, F>(this: *mut T::GlibType, value: $value, f: glib::ffi::gpointer) -> $c_ret
            where
                T: ObjectType + FromGlibPtrBorrow<*mut <T as ObjectType>::GlibType>,
                F: Fn(&T, $value) -> $ret + 'static,
            {
                let f = &*(f as *const F);
                $to_c(f(&from_glib_borrow(this), value))
            }
            unsafe {
                connect_raw(
                    object.as_ptr() as *mut _,
                    signal.as_ptr() as *const _,
                    Some(transmute::<_, unsafe extern "C" fn()>(trampoline::<T, F> as *const ())),
                    Box::into_raw(Box::new(f)),
                )
            }
        }
    };
}

typed_connect!(
    /// Connects `f` to `signal` (a NUL-terminated name) of shape `void (*)(T *self, guint index, gpointer)`.
    connect_index(u32) -> () as (), identity
);

typed_connect!(
    /// Connects `f` to `signal` of shape `void (*)(T *self, gdouble position, gpointer)`.
    connect_position(f64) -> () as (), identity
);

typed_connect!(
    /// Connects `f` to `signal` of shape `gboolean (*)(T *self, guint index, gpointer)`.
    connect_index_returning_bool(u32) -> bool as glib::ffi::gboolean, IntoGlib::into_glib
);
