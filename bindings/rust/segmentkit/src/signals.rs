//! Typed connections to SegmentKit's signals, in the shape gir generates for GTK's: each helper accepts only a
//! closure of its signal's C signature, boxes it, and hands GLib the box with a destroy notify (in
//! `glib::signal::connect_raw`), so the closure lives exactly as long as its handler.

use gtk::glib;
use gtk::glib::object::{Cast, IsA, ObjectType};
use gtk::glib::signal::{connect_raw, SignalHandlerId};
use gtk::glib::translate::{from_glib_borrow, FromGlibPtrBorrow, IntoGlib};
use std::convert::identity;
use std::mem::transmute;

/// Defines a helper that connects a closure `Fn(&P, $value...) -> $ret` to a signal of widget type `W` (or of a
/// subclass `P` of it) whose C handlers have the shape `$c_ret (*)(W *self, $value..., gpointer)`; `$to_c` turns
/// the closure's answer into the C return value. (`u32` and `f64` are `guint` and `gdouble` on every platform GTK
/// runs on.)
macro_rules! typed_connect {
    ($(#[$doc:meta])* $name:ident($($arg:ident: $value:ty),+) -> $ret:ty as $c_ret:ty, $to_c:path) => {
        $(#[$doc])*
        pub(crate) fn $name<W, P, F>(object: &P, signal: &'static [u8], f: F) -> SignalHandlerId
        where
            W: ObjectType + FromGlibPtrBorrow<*mut <W as ObjectType>::GlibType>,
            P: IsA<W>,
            F: Fn(&P, $($value),+) -> $ret + 'static,
        {
            unsafe extern "C" fn trampoline<W, P, F>(
                this: *mut W::GlibType,
                $($arg: $value,)+
                f: glib::ffi::gpointer,
            ) -> $c_ret
            where
                W: ObjectType + FromGlibPtrBorrow<*mut <W as ObjectType>::GlibType>,
                P: IsA<W>,
                F: Fn(&P, $($value),+) -> $ret + 'static,
            {
                let f = &*(f as *const F);
                crate::no_unwind(|| $to_c(f(from_glib_borrow::<_, W>(this).unsafe_cast_ref::<P>(), $($arg),+)))
            }
            unsafe {
                connect_raw(
                    object.as_ptr() as *mut _,
                    signal.as_ptr() as *const _,
                    Some(transmute::<_, unsafe extern "C" fn()>(trampoline::<W, P, F> as *const ())),
                    Box::into_raw(Box::new(f)),
                )
            }
        }
    };
}

typed_connect!(
    /// Connects `f` to `signal` (a NUL-terminated name) of shape `void (*)(T *self, guint index, gpointer)`.
    connect_index(index: u32) -> () as (), identity
);

typed_connect!(
    /// Connects `f` to `signal` of shape `void (*)(T *self, gdouble position, gpointer)`.
    connect_position(position: f64) -> () as (), identity
);

typed_connect!(
    /// Connects `f` to `signal` of shape `gboolean (*)(T *self, guint index, gpointer)`.
    connect_index_returning_bool(index: u32) -> bool as glib::ffi::gboolean, IntoGlib::into_glib
);

typed_connect!(
    /// Connects `f` to `signal` of shape `void (*)(T *self, guint from, guint to, gpointer)`.
    connect_index_pair(from: u32, to: u32) -> () as (), identity
);

/// Connects `f` to `signal` of shape `gboolean (*)(T *self, guint index, GValue *value, gpointer)`: a value
/// dropped on a segment, lent to the closure for the call.
pub(crate) fn connect_index_value_returning_bool<W, P, F>(object: &P, signal: &'static [u8], f: F) -> SignalHandlerId
where
    W: ObjectType + FromGlibPtrBorrow<*mut <W as ObjectType>::GlibType>,
    P: IsA<W>,
    F: Fn(&P, u32, &glib::Value) -> bool + 'static,
{
    unsafe extern "C" fn trampoline<W, P, F>(
        this: *mut W::GlibType,
        index: u32,
        value: *mut glib::gobject_ffi::GValue,
        f: glib::ffi::gpointer,
    ) -> glib::ffi::gboolean
    where
        W: ObjectType + FromGlibPtrBorrow<*mut <W as ObjectType>::GlibType>,
        P: IsA<W>,
        F: Fn(&P, u32, &glib::Value) -> bool + 'static,
    {
        let f = &*(f as *const F);
        // `glib::Value` is a transparent wrapper of `GValue`; GLib owns the value for the emission. An emitter may
        // pass NULL (from C or a binding): nothing was dropped, so nothing is taken.
        if value.is_null() {
            return glib::ffi::GFALSE;
        }
        let value = &*(value as *const glib::Value);
        crate::no_unwind(|| f(from_glib_borrow::<_, W>(this).unsafe_cast_ref::<P>(), index, value).into_glib())
    }
    unsafe {
        connect_raw(
            object.as_ptr() as *mut _,
            signal.as_ptr() as *const _,
            Some(transmute::<_, unsafe extern "C" fn()>(
                trampoline::<W, P, F> as *const (),
            )),
            Box::into_raw(Box::new(f)),
        )
    }
}
