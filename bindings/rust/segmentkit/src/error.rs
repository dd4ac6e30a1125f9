//! The `SEGMENT_KIT_ERROR` domain, so that a `glib::Error` from SegmentKit can be matched with `kind()`.

use crate::ffi;
use gtk::glib;
use gtk::glib::translate::from_glib;

/// The failures a program should handle (a style name or an image file from user input), the codes of
/// SegmentKit's `GError` domain: `error.kind::<segmentkit::Error>() == Some(segmentkit::Error::Image)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Error {
    /// The style name is not one of the presets.
    UnknownStyle,
    /// An image file could not be loaded.
    Image,
}

impl glib::error::ErrorDomain for Error {
    fn domain() -> glib::Quark {
        unsafe { from_glib(ffi::segment_kit_error_quark()) }
    }

    fn code(self) -> i32 {
        match self {
            Error::UnknownStyle => ffi::SEGMENT_KIT_ERROR_UNKNOWN_STYLE,
            Error::Image => ffi::SEGMENT_KIT_ERROR_IMAGE,
        }
    }

    fn from(code: i32) -> Option<Self> {
        match code {
            ffi::SEGMENT_KIT_ERROR_UNKNOWN_STYLE => Some(Error::UnknownStyle),
            ffi::SEGMENT_KIT_ERROR_IMAGE => Some(Error::Image),
            _ => None,
        }
    }
}

/// Turns a C call's `GError` out-parameter into a `Result`.
pub(crate) fn result(error: *mut glib::ffi::GError) -> Result<(), glib::Error> {
    if error.is_null() {
        Ok(())
    } else {
        Err(unsafe { glib::translate::from_glib_full(error) })
    }
}
