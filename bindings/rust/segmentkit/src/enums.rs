//! SegmentKit's enumerations, converted to and from their C values.

use crate::ffi;
use std::os::raw::c_int;

/// What the arrow keys do in a [`SegmentBar`](crate::SegmentBar) (`SegmentActivationMode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ActivationMode {
    /// Arrow keys select the segment they land on (the default).
    Automatic,
    /// Arrow keys move a focus ring; Space or Enter selects.
    Manual,
}

/// What a [`SegmentedPager`](crate::SegmentedPager) does when its selected segment is activated again
/// (`SegmentReselectBehavior`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReselectBehavior {
    /// Only the `reselected` signal.
    Nothing,
    /// Also scroll the page's first `GtkScrolledWindow` back to the top (the default).
    ScrollToStart,
}

/// Where a [`SegmentedPager`](crate::SegmentedPager) puts its bar (`SegmentBarPlacement`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BarPlacement {
    /// Above the pages (the default).
    Top,
    /// Below the pages.
    Bottom,
    /// A vertical sidebar at the start of the pages (left in left-to-right).
    Start,
    /// A vertical sidebar at the end of the pages.
    End,
}

/// Which tabs of a tab strip show a close button (`SegmentCloseButtonPolicy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CloseButtonPolicy {
    /// No close buttons (the default).
    None,
    /// Only the selected tab's.
    Selected,
    /// Every tab's.
    All,
}

/// Conversions between an enumeration and its C value; a value the C API does not define reads as the default.
macro_rules! c_enum {
    ($name:ident { $($variant:ident = $value:path),+ $(,)? }) => {
        impl $name {
            pub(crate) fn to_c(self) -> c_int {
                match self { $($name::$variant => $value),+ }
            }

            pub(crate) fn from_c(value: c_int) -> Self {
                $(if value == $value { return $name::$variant; })+
                Self::default()
            }
        }
    };
}

c_enum!(ActivationMode {
    Automatic = ffi::SEGMENT_ACTIVATION_MODE_AUTOMATIC,
    Manual = ffi::SEGMENT_ACTIVATION_MODE_MANUAL,
});
c_enum!(ReselectBehavior {
    Nothing = ffi::SEGMENT_RESELECT_BEHAVIOR_NOTHING,
    ScrollToStart = ffi::SEGMENT_RESELECT_BEHAVIOR_SCROLL_TO_START,
});
c_enum!(BarPlacement {
    Top = ffi::SEGMENT_BAR_PLACEMENT_TOP,
    Bottom = ffi::SEGMENT_BAR_PLACEMENT_BOTTOM,
    Start = ffi::SEGMENT_BAR_PLACEMENT_START,
    End = ffi::SEGMENT_BAR_PLACEMENT_END,
});
c_enum!(CloseButtonPolicy {
    None = ffi::SEGMENT_CLOSE_BUTTON_POLICY_NONE,
    Selected = ffi::SEGMENT_CLOSE_BUTTON_POLICY_SELECTED,
    All = ffi::SEGMENT_CLOSE_BUTTON_POLICY_ALL,
});

impl Default for ActivationMode {
    fn default() -> Self {
        ActivationMode::Automatic
    }
}

impl Default for ReselectBehavior {
    fn default() -> Self {
        ReselectBehavior::ScrollToStart
    }
}

impl Default for BarPlacement {
    fn default() -> Self {
        BarPlacement::Top
    }
}

impl Default for CloseButtonPolicy {
    fn default() -> Self {
        CloseButtonPolicy::None
    }
}
