//! Raw declarations of libsegmentkit-1's C API (`include/segmentkit.h`), as a gir-generated `-sys` crate would
//! have them: the instance and class structs, the enums as C integers, the callback types and every function.
//! The safe types in this crate are built on these; an app never needs to call them itself.

#![allow(non_camel_case_types)]

use gtk::{gdk, glib};
use std::os::raw::{c_char, c_double, c_int, c_uint};

/// `SegmentActivationMode`: what the arrow keys do in a bar.
pub type SegmentActivationMode = c_int;
pub const SEGMENT_ACTIVATION_MODE_AUTOMATIC: SegmentActivationMode = 0;
pub const SEGMENT_ACTIVATION_MODE_MANUAL: SegmentActivationMode = 1;

/// `SegmentReselectBehavior`: what a pager does when its selected segment is activated again.
pub type SegmentReselectBehavior = c_int;
pub const SEGMENT_RESELECT_BEHAVIOR_NOTHING: SegmentReselectBehavior = 0;
pub const SEGMENT_RESELECT_BEHAVIOR_SCROLL_TO_START: SegmentReselectBehavior = 1;

/// `SegmentBarPlacement`: where a pager puts its bar.
pub type SegmentBarPlacement = c_int;
pub const SEGMENT_BAR_PLACEMENT_TOP: SegmentBarPlacement = 0;
pub const SEGMENT_BAR_PLACEMENT_BOTTOM: SegmentBarPlacement = 1;
pub const SEGMENT_BAR_PLACEMENT_START: SegmentBarPlacement = 2;
pub const SEGMENT_BAR_PLACEMENT_END: SegmentBarPlacement = 3;

/// `SegmentCloseButtonPolicy`: which tabs of a tab strip show a close button.
pub type SegmentCloseButtonPolicy = c_int;
pub const SEGMENT_CLOSE_BUTTON_POLICY_NONE: SegmentCloseButtonPolicy = 0;
pub const SEGMENT_CLOSE_BUTTON_POLICY_SELECTED: SegmentCloseButtonPolicy = 1;
pub const SEGMENT_CLOSE_BUTTON_POLICY_ALL: SegmentCloseButtonPolicy = 2;

/// `SegmentKitError`: codes of the `SEGMENT_KIT_ERROR` domain.
pub type SegmentKitError = c_int;
pub const SEGMENT_KIT_ERROR_UNKNOWN_STYLE: SegmentKitError = 0;
pub const SEGMENT_KIT_ERROR_IMAGE: SegmentKitError = 1;

/// `SegmentPageFunc`: makes page `index`; returns a full reference (or NULL for a placeholder).
pub type SegmentPageFunc =
    Option<unsafe extern "C" fn(index: c_uint, user_data: glib::ffi::gpointer) -> *mut gtk::ffi::GtkWidget>;

/// `SegmentIndicatorFunc`: draws a bar's indicator into `snapshot` at the given rectangle.
pub type SegmentIndicatorFunc = Option<
    unsafe extern "C" fn(
        bar: *mut SegmentBar,
        snapshot: *mut gtk::ffi::GtkSnapshot,
        x: c_double,
        y: c_double,
        width: c_double,
        height: c_double,
        user_data: glib::ffi::gpointer,
    ),
>;

/// `SegmentBar`'s instance struct (its fields are private).
#[repr(C)]
#[derive(Copy, Clone)]
pub struct SegmentBar {
    pub parent_instance: gtk::ffi::GtkWidget,
    pub priv_: glib::ffi::gpointer,
}

/// `SegmentBarClass`: the class handlers of its signals.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct SegmentBarClass {
    pub parent_class: gtk::ffi::GtkWidgetClass,
    pub selection_changed: Option<unsafe extern "C" fn(*mut SegmentBar, c_uint)>,
    pub reselected: Option<unsafe extern "C" fn(*mut SegmentBar, c_uint)>,
    pub drag_progress: Option<unsafe extern "C" fn(*mut SegmentBar, c_double)>,
    pub close_requested: Option<unsafe extern "C" fn(*mut SegmentBar, c_uint) -> glib::ffi::gboolean>,
    pub segment_moved: Option<unsafe extern "C" fn(*mut SegmentBar, c_uint, c_uint)>,
    pub indicator_activated: Option<unsafe extern "C" fn(*mut SegmentBar, c_uint)>,
    pub extra_drag_drop:
        Option<unsafe extern "C" fn(*mut SegmentBar, c_uint, *mut glib::gobject_ffi::GValue) -> glib::ffi::gboolean>,
    pub padding: [glib::ffi::gpointer; 4],
}

/// `PagedStack`'s instance struct (its fields are private).
#[repr(C)]
#[derive(Copy, Clone)]
pub struct PagedStack {
    pub parent_instance: gtk::ffi::GtkWidget,
    pub priv_: glib::ffi::gpointer,
}

/// `PagedStackClass`: the class handlers of its signals.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct PagedStackClass {
    pub parent_class: gtk::ffi::GtkWidgetClass,
    pub page_changed: Option<unsafe extern "C" fn(*mut PagedStack, c_uint)>,
    pub page_appeared: Option<unsafe extern "C" fn(*mut PagedStack, c_uint)>,
    pub page_disappeared: Option<unsafe extern "C" fn(*mut PagedStack, c_uint)>,
    pub padding: [glib::ffi::gpointer; 8],
}

/// `SegmentedPager`'s instance struct (its fields are private).
#[repr(C)]
#[derive(Copy, Clone)]
pub struct SegmentedPager {
    pub parent_instance: gtk::ffi::GtkWidget,
    pub priv_: glib::ffi::gpointer,
}

/// `SegmentedPagerClass`: the class handlers of its signals.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct SegmentedPagerClass {
    pub parent_class: gtk::ffi::GtkWidgetClass,
    pub selection_changed: Option<unsafe extern "C" fn(*mut SegmentedPager, c_uint)>,
    pub reselected: Option<unsafe extern "C" fn(*mut SegmentedPager, c_uint)>,
    pub padding: [glib::ffi::gpointer; 8],
}

// The library is found by build.rs through pkg-config (segmentkit-1).
extern "C" {
    pub fn segment_kit_error_quark() -> glib::ffi::GQuark;
    pub fn segment_kit_error_get_type() -> glib::ffi::GType;
    pub fn segment_activation_mode_get_type() -> glib::ffi::GType;
    pub fn segment_reselect_behavior_get_type() -> glib::ffi::GType;
    pub fn segment_bar_placement_get_type() -> glib::ffi::GType;
    pub fn segment_close_button_policy_get_type() -> glib::ffi::GType;
    pub fn segment_kit_init();
    pub fn segment_bar_get_type() -> glib::ffi::GType;
    pub fn segment_bar_new() -> *mut gtk::ffi::GtkWidget;
    pub fn segment_bar_new_with_titles(titles: *const *const c_char) -> *mut gtk::ffi::GtkWidget;
    pub fn segment_bar_set_titles(self_: *mut SegmentBar, titles: *const *const c_char);
    pub fn segment_bar_get_titles(self_: *mut SegmentBar) -> *mut *mut c_char;
    pub fn segment_bar_get_n_items(self_: *mut SegmentBar) -> c_uint;
    pub fn segment_bar_insert(self_: *mut SegmentBar, index: c_uint, title: *const c_char);
    pub fn segment_bar_remove(self_: *mut SegmentBar, index: c_uint);
    pub fn segment_bar_move(self_: *mut SegmentBar, from: c_uint, to: c_uint);
    pub fn segment_bar_rename(self_: *mut SegmentBar, index: c_uint, title: *const c_char);
    pub fn segment_bar_get_title(self_: *mut SegmentBar, index: c_uint) -> *mut c_char;
    pub fn segment_bar_set_icon(
        self_: *mut SegmentBar,
        index: c_uint,
        icon: *const c_char,
        selected_icon: *const c_char,
    );
    pub fn segment_bar_set_badge_dot(self_: *mut SegmentBar, index: c_uint);
    pub fn segment_bar_set_badge_count(self_: *mut SegmentBar, index: c_uint, count: c_int);
    pub fn segment_bar_set_badge_text(self_: *mut SegmentBar, index: c_uint, text: *const c_char);
    pub fn segment_bar_clear_badge(self_: *mut SegmentBar, index: c_uint);
    pub fn segment_bar_set_item_enabled(self_: *mut SegmentBar, index: c_uint, enabled: glib::ffi::gboolean);
    pub fn segment_bar_get_item_enabled(self_: *mut SegmentBar, index: c_uint) -> glib::ffi::gboolean;
    pub fn segment_bar_set_item_loading(self_: *mut SegmentBar, index: c_uint, loading: glib::ffi::gboolean);
    pub fn segment_bar_get_item_loading(self_: *mut SegmentBar, index: c_uint) -> glib::ffi::gboolean;
    pub fn segment_bar_set_item_indicator_icon(
        self_: *mut SegmentBar,
        index: c_uint,
        icon_name: *const c_char,
        tooltip: *const c_char,
        activatable: glib::ffi::gboolean,
    );
    pub fn segment_bar_get_item_indicator_icon(self_: *mut SegmentBar, index: c_uint) -> *mut c_char;
    pub fn segment_bar_get_item_indicator_tooltip(self_: *mut SegmentBar, index: c_uint) -> *mut c_char;
    pub fn segment_bar_get_item_indicator_activatable(self_: *mut SegmentBar, index: c_uint) -> glib::ffi::gboolean;
    pub fn segment_bar_setup_extra_drop_target(
        self_: *mut SegmentBar,
        actions: gdk::ffi::GdkDragAction,
        types: *mut glib::ffi::GType,
        n_types: usize,
    );
    pub fn segment_bar_select(
        self_: *mut SegmentBar,
        index: c_uint,
        animated: glib::ffi::gboolean,
        notify: glib::ffi::gboolean,
    );
    pub fn segment_bar_get_selected(self_: *mut SegmentBar) -> c_int;
    pub fn segment_bar_set_position(self_: *mut SegmentBar, position: c_double);
    pub fn segment_bar_get_position(self_: *mut SegmentBar) -> c_double;
    pub fn segment_bar_get_scroll_offset(self_: *mut SegmentBar) -> c_double;
    pub fn segment_bar_set_style_name(
        self_: *mut SegmentBar,
        name: *const c_char,
        error: *mut *mut glib::ffi::GError,
    ) -> glib::ffi::gboolean;
    pub fn segment_bar_get_style_name(self_: *mut SegmentBar) -> *mut c_char;
    pub fn segment_bar_set_activation_mode(self_: *mut SegmentBar, mode: SegmentActivationMode);
    pub fn segment_bar_get_activation_mode(self_: *mut SegmentBar) -> SegmentActivationMode;
    pub fn segment_bar_set_shows_overflow_menu(self_: *mut SegmentBar, shows: glib::ffi::gboolean);
    pub fn segment_bar_get_shows_overflow_menu(self_: *mut SegmentBar) -> glib::ffi::gboolean;
    pub fn segment_bar_set_reorderable(self_: *mut SegmentBar, reorderable: glib::ffi::gboolean);
    pub fn segment_bar_get_reorderable(self_: *mut SegmentBar) -> glib::ffi::gboolean;
    pub fn segment_bar_set_close_button_policy(self_: *mut SegmentBar, policy: SegmentCloseButtonPolicy);
    pub fn segment_bar_get_close_button_policy(self_: *mut SegmentBar) -> SegmentCloseButtonPolicy;
    pub fn segment_bar_request_close(self_: *mut SegmentBar, index: c_uint);
    pub fn segment_bar_set_item_pinned(self_: *mut SegmentBar, index: c_uint, pinned: glib::ffi::gboolean);
    pub fn segment_bar_get_item_pinned(self_: *mut SegmentBar, index: c_uint) -> glib::ffi::gboolean;
    pub fn segment_bar_get_n_pinned(self_: *mut SegmentBar) -> c_uint;
    pub fn segment_bar_set_default_icon_name(self_: *mut SegmentBar, icon_name: *const c_char);
    pub fn segment_bar_get_default_icon_name(self_: *mut SegmentBar) -> *mut c_char;
    pub fn segment_bar_get_menu_target(self_: *mut SegmentBar) -> c_int;
    pub fn segment_bar_set_menu_model(self_: *mut SegmentBar, model: *mut gtk::gio::ffi::GMenuModel);
    pub fn segment_bar_get_menu_model(self_: *mut SegmentBar) -> *mut gtk::gio::ffi::GMenuModel;
    pub fn segment_bar_set_start_action_widget(self_: *mut SegmentBar, widget: *mut gtk::ffi::GtkWidget);
    pub fn segment_bar_get_start_action_widget(self_: *mut SegmentBar) -> *mut gtk::ffi::GtkWidget;
    pub fn segment_bar_set_end_action_widget(self_: *mut SegmentBar, widget: *mut gtk::ffi::GtkWidget);
    pub fn segment_bar_get_end_action_widget(self_: *mut SegmentBar) -> *mut gtk::ffi::GtkWidget;
    pub fn segment_bar_set_animation_duration(self_: *mut SegmentBar, seconds: c_double);
    pub fn segment_bar_get_animation_duration(self_: *mut SegmentBar) -> c_double;
    pub fn segment_bar_set_selects_on_press(self_: *mut SegmentBar, selects: glib::ffi::gboolean);
    pub fn segment_bar_get_selects_on_press(self_: *mut SegmentBar) -> glib::ffi::gboolean;
    pub fn segment_bar_set_use_underline(self_: *mut SegmentBar, use_underline: glib::ffi::gboolean);
    pub fn segment_bar_get_use_underline(self_: *mut SegmentBar) -> glib::ffi::gboolean;
    pub fn segment_bar_set_drags_tracker_from_anywhere(self_: *mut SegmentBar, drags: glib::ffi::gboolean);
    pub fn segment_bar_get_drags_tracker_from_anywhere(self_: *mut SegmentBar) -> glib::ffi::gboolean;
    pub fn segment_bar_set_segment_width(self_: *mut SegmentBar, width: c_double);
    pub fn segment_bar_get_segment_width(self_: *mut SegmentBar) -> c_double;
    pub fn segment_bar_set_segments_per_view(self_: *mut SegmentBar, count: c_uint);
    pub fn segment_bar_get_segments_per_view(self_: *mut SegmentBar) -> c_uint;
    pub fn segment_bar_set_background_image(self_: *mut SegmentBar, paintable: *mut gdk::ffi::GdkPaintable);
    pub fn segment_bar_get_background_image(self_: *mut SegmentBar) -> *mut gdk::ffi::GdkPaintable;
    pub fn segment_bar_set_tracker_image(
        self_: *mut SegmentBar,
        path: *const c_char,
        error: *mut *mut glib::ffi::GError,
    ) -> glib::ffi::gboolean;
    pub fn segment_bar_set_item_markup(self_: *mut SegmentBar, index: c_uint, markup: *const c_char);
    pub fn segment_bar_set_item_tooltip(self_: *mut SegmentBar, index: c_uint, tooltip: *const c_char);
    pub fn segment_bar_set_item_colors(
        self_: *mut SegmentBar,
        index: c_uint,
        title: *const gdk::ffi::GdkRGBA,
        selected_title: *const gdk::ffi::GdkRGBA,
        indicator: *const gdk::ffi::GdkRGBA,
    );
    pub fn segment_bar_set_indicator_shape(
        self_: *mut SegmentBar,
        name: *const c_char,
        error: *mut *mut glib::ffi::GError,
    ) -> glib::ffi::gboolean;
    pub fn segment_bar_set_indicator_func(
        self_: *mut SegmentBar,
        func: SegmentIndicatorFunc,
        user_data: glib::ffi::gpointer,
        destroy: glib::ffi::GDestroyNotify,
    );
    pub fn paged_stack_get_type() -> glib::ffi::GType;
    pub fn paged_stack_new() -> *mut gtk::ffi::GtkWidget;
    pub fn paged_stack_set_page_func(
        self_: *mut PagedStack,
        func: SegmentPageFunc,
        user_data: glib::ffi::gpointer,
        destroy: glib::ffi::GDestroyNotify,
    );
    pub fn paged_stack_set_n_pages(self_: *mut PagedStack, n_pages: c_uint);
    pub fn paged_stack_get_n_pages(self_: *mut PagedStack) -> c_uint;
    pub fn paged_stack_insert_page(self_: *mut PagedStack, index: c_uint);
    pub fn paged_stack_remove_page(self_: *mut PagedStack, index: c_uint);
    pub fn paged_stack_move_page(self_: *mut PagedStack, from: c_uint, to: c_uint);
    pub fn paged_stack_reload_pages(self_: *mut PagedStack);
    pub fn paged_stack_get_page(self_: *mut PagedStack, index: c_uint) -> *mut gtk::ffi::GtkWidget;
    pub fn paged_stack_select(
        self_: *mut PagedStack,
        index: c_uint,
        animated: glib::ffi::gboolean,
        notify: glib::ffi::gboolean,
    );
    pub fn paged_stack_get_current_page(self_: *mut PagedStack) -> c_int;
    pub fn paged_stack_get_position(self_: *mut PagedStack) -> c_double;
    pub fn paged_stack_set_position(self_: *mut PagedStack, position: c_double);
    pub fn paged_stack_get_n_alive_pages(self_: *mut PagedStack) -> c_uint;
    pub fn paged_stack_set_alive_limit(self_: *mut PagedStack, limit: c_int);
    pub fn paged_stack_get_alive_limit(self_: *mut PagedStack) -> c_int;
    pub fn paged_stack_get_target_page(self_: *mut PagedStack) -> c_int;
    pub fn paged_stack_get_animating(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_get_dragging(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_set_interactive(self_: *mut PagedStack, on: glib::ffi::gboolean);
    pub fn paged_stack_get_interactive(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_set_allow_mouse_drag(self_: *mut PagedStack, on: glib::ffi::gboolean);
    pub fn paged_stack_get_allow_mouse_drag(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_set_allow_long_swipes(self_: *mut PagedStack, on: glib::ffi::gboolean);
    pub fn paged_stack_get_allow_long_swipes(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_set_allow_scroll_wheel(self_: *mut PagedStack, on: glib::ffi::gboolean);
    pub fn paged_stack_get_allow_scroll_wheel(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_set_bounces(self_: *mut PagedStack, on: glib::ffi::gboolean);
    pub fn paged_stack_get_bounces(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_set_animate_selection(self_: *mut PagedStack, on: glib::ffi::gboolean);
    pub fn paged_stack_get_animate_selection(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn paged_stack_set_window_shortcuts(self_: *mut PagedStack, on: glib::ffi::gboolean);
    pub fn paged_stack_get_window_shortcuts(self_: *mut PagedStack) -> glib::ffi::gboolean;
    pub fn segmented_pager_get_type() -> glib::ffi::GType;
    pub fn segmented_pager_new() -> *mut gtk::ffi::GtkWidget;
    pub fn segmented_pager_set_titles(self_: *mut SegmentedPager, titles: *const *const c_char);
    pub fn segmented_pager_get_titles(self_: *mut SegmentedPager) -> *mut *mut c_char;
    pub fn segmented_pager_get_n_items(self_: *mut SegmentedPager) -> c_uint;
    pub fn segmented_pager_set_page_func(
        self_: *mut SegmentedPager,
        func: SegmentPageFunc,
        user_data: glib::ffi::gpointer,
        destroy: glib::ffi::GDestroyNotify,
    );
    pub fn segmented_pager_set_pages(self_: *mut SegmentedPager, pages: *mut *mut gtk::ffi::GtkWidget, n_pages: c_uint);
    pub fn segmented_pager_insert(
        self_: *mut SegmentedPager,
        index: c_uint,
        title: *const c_char,
        page: *mut gtk::ffi::GtkWidget,
    );
    pub fn segmented_pager_remove(self_: *mut SegmentedPager, index: c_uint);
    pub fn segmented_pager_move(self_: *mut SegmentedPager, from: c_uint, to: c_uint);
    pub fn segmented_pager_rename(self_: *mut SegmentedPager, index: c_uint, title: *const c_char);
    pub fn segmented_pager_set_badge_count(self_: *mut SegmentedPager, index: c_uint, count: c_int);
    pub fn segmented_pager_set_item_enabled(self_: *mut SegmentedPager, index: c_uint, enabled: glib::ffi::gboolean);
    pub fn segmented_pager_set_item_loading(self_: *mut SegmentedPager, index: c_uint, loading: glib::ffi::gboolean);
    pub fn segmented_pager_set_item_indicator_icon(
        self_: *mut SegmentedPager,
        index: c_uint,
        icon_name: *const c_char,
        tooltip: *const c_char,
        activatable: glib::ffi::gboolean,
    );
    pub fn segmented_pager_set_item_pinned(self_: *mut SegmentedPager, index: c_uint, pinned: glib::ffi::gboolean);
    pub fn segmented_pager_select(
        self_: *mut SegmentedPager,
        index: c_uint,
        animated: glib::ffi::gboolean,
        notify: glib::ffi::gboolean,
    );
    pub fn segmented_pager_get_selected(self_: *mut SegmentedPager) -> c_int;
    pub fn segmented_pager_get_position(self_: *mut SegmentedPager) -> c_double;
    pub fn segmented_pager_set_position(self_: *mut SegmentedPager, position: c_double);
    pub fn segmented_pager_get_style_name(self_: *mut SegmentedPager) -> *mut c_char;
    pub fn segmented_pager_set_style_name(
        self_: *mut SegmentedPager,
        name: *const c_char,
        error: *mut *mut glib::ffi::GError,
    ) -> glib::ffi::gboolean;
    pub fn segmented_pager_get_page(self_: *mut SegmentedPager, index: c_uint) -> *mut gtk::ffi::GtkWidget;
    pub fn segmented_pager_get_bar(self_: *mut SegmentedPager) -> *mut SegmentBar;
    pub fn segmented_pager_get_stack(self_: *mut SegmentedPager) -> *mut PagedStack;
    pub fn segmented_pager_set_reselect_behavior(self_: *mut SegmentedPager, behavior: SegmentReselectBehavior);
    pub fn segmented_pager_get_reselect_behavior(self_: *mut SegmentedPager) -> SegmentReselectBehavior;
    pub fn segmented_pager_set_placement(self_: *mut SegmentedPager, placement: SegmentBarPlacement);
    pub fn segmented_pager_get_placement(self_: *mut SegmentedPager) -> SegmentBarPlacement;
    pub fn segmented_pager_set_shows_bar(self_: *mut SegmentedPager, shows: glib::ffi::gboolean);
    pub fn segmented_pager_get_shows_bar(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
    pub fn segmented_pager_set_interactive(self_: *mut SegmentedPager, on: glib::ffi::gboolean);
    pub fn segmented_pager_get_interactive(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
    pub fn segmented_pager_set_allow_mouse_drag(self_: *mut SegmentedPager, on: glib::ffi::gboolean);
    pub fn segmented_pager_get_allow_mouse_drag(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
    pub fn segmented_pager_set_allow_long_swipes(self_: *mut SegmentedPager, on: glib::ffi::gboolean);
    pub fn segmented_pager_get_allow_long_swipes(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
    pub fn segmented_pager_set_allow_scroll_wheel(self_: *mut SegmentedPager, on: glib::ffi::gboolean);
    pub fn segmented_pager_get_allow_scroll_wheel(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
    pub fn segmented_pager_set_bounces(self_: *mut SegmentedPager, on: glib::ffi::gboolean);
    pub fn segmented_pager_get_bounces(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
    pub fn segmented_pager_set_animate_selection(self_: *mut SegmentedPager, on: glib::ffi::gboolean);
    pub fn segmented_pager_get_animate_selection(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
    pub fn segmented_pager_set_window_shortcuts(self_: *mut SegmentedPager, on: glib::ffi::gboolean);
    pub fn segmented_pager_get_window_shortcuts(self_: *mut SegmentedPager) -> glib::ffi::gboolean;
}
