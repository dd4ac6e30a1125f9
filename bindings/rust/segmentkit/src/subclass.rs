//! Subclassing SegmentKit's widgets from Rust, as gtk4-rs subclasses GTK's: implement [`SegmentBarImpl`],
//! [`PagedStackImpl`] or [`SegmentedPagerImpl`] on a `glib::object_subclass` whose `ParentType` is the widget, and
//! override its signals' class handlers. SegmentKit's own handlers do nothing, so the default methods (which
//! chain up) are always safe to call.

use crate::{ffi, PagedStack, SegmentBar, SegmentedPager};
use gtk::glib;
use gtk::glib::translate::*;
use gtk::glib::Cast;
use gtk::subclass::prelude::*;

/// What `use segmentkit::subclass::prelude::*` brings: these traits and gtk4-rs's subclassing prelude.
pub mod prelude {
    pub use super::{
        PagedStackImpl, PagedStackImplExt, SegmentBarImpl, SegmentBarImplExt, SegmentedPagerImpl, SegmentedPagerImplExt,
    };
    pub use gtk::subclass::prelude::*;
}

/// Class handlers a [`SegmentBar`] subclass can override; each runs after the connected handlers.
pub trait SegmentBarImpl: SegmentBarImplExt + WidgetImpl {
    /// `selection-changed`: segment `index` was selected by the user or a notifying `select`.
    fn selection_changed(&self, bar: &Self::Type, index: u32) {
        self.parent_selection_changed(bar, index)
    }

    /// `reselected`: the selected segment `index` was activated again.
    fn reselected(&self, bar: &Self::Type, index: u32) {
        self.parent_reselected(bar, index)
    }

    /// `drag-progress`: the dragged tracker is at fractional `position`.
    fn drag_progress(&self, bar: &Self::Type, position: f64) {
        self.parent_drag_progress(bar, position)
    }

    /// `close-requested`: tab `index` is to be closed; `true` keeps it.
    fn close_requested(&self, bar: &Self::Type, index: u32) -> bool {
        self.parent_close_requested(bar, index)
    }

    /// `segment-moved`: the segment at `from` is now at `to`.
    fn segment_moved(&self, bar: &Self::Type, from: u32, to: u32) {
        self.parent_segment_moved(bar, from, to)
    }

    /// `indicator-activated`: tab `index`'s activatable indicator icon was clicked.
    fn indicator_activated(&self, bar: &Self::Type, index: u32) {
        self.parent_indicator_activated(bar, index)
    }

    /// `extra-drag-drop`: `value` was dropped on segment `index`; true takes the drop.
    fn extra_drag_drop(&self, bar: &Self::Type, index: u32, value: &glib::Value) -> bool {
        self.parent_extra_drag_drop(bar, index, value)
    }
}

/// Chaining up from a [`SegmentBarImpl`] to SegmentKit's class handlers.
pub trait SegmentBarImplExt: ObjectSubclass {
    /// Runs the parent class's `selection-changed` handler.
    fn parent_selection_changed(&self, bar: &Self::Type, index: u32);
    /// Runs the parent class's `reselected` handler.
    fn parent_reselected(&self, bar: &Self::Type, index: u32);
    /// Runs the parent class's `drag-progress` handler.
    fn parent_drag_progress(&self, bar: &Self::Type, position: f64);
    /// Runs the parent class's `close-requested` handler: whether it keeps the tab.
    fn parent_close_requested(&self, bar: &Self::Type, index: u32) -> bool;
    /// Runs the parent class's `segment-moved` handler.
    fn parent_segment_moved(&self, bar: &Self::Type, from: u32, to: u32);
    /// Runs the parent class's `indicator-activated` handler.
    fn parent_indicator_activated(&self, bar: &Self::Type, index: u32);
    /// Runs the parent class's `extra-drag-drop` handler: whether it took the drop.
    fn parent_extra_drag_drop(&self, bar: &Self::Type, index: u32, value: &glib::Value) -> bool;
}

/// Class handlers a [`PagedStack`] subclass can override.
pub trait PagedStackImpl: PagedStackImplExt + WidgetImpl {
    /// `page-changed`: the stack settled on page `index`.
    fn page_changed(&self, stack: &Self::Type, index: u32) {
        self.parent_page_changed(stack, index)
    }

    /// `page-appeared`: page `index` came on screen.
    fn page_appeared(&self, stack: &Self::Type, index: u32) {
        self.parent_page_appeared(stack, index)
    }

    /// `page-disappeared`: page `index` left the screen.
    fn page_disappeared(&self, stack: &Self::Type, index: u32) {
        self.parent_page_disappeared(stack, index)
    }
}

/// Chaining up from a [`PagedStackImpl`] to SegmentKit's class handlers.
pub trait PagedStackImplExt: ObjectSubclass {
    /// Runs the parent class's `page-changed` handler.
    fn parent_page_changed(&self, stack: &Self::Type, index: u32);
    /// Runs the parent class's `page-appeared` handler.
    fn parent_page_appeared(&self, stack: &Self::Type, index: u32);
    /// Runs the parent class's `page-disappeared` handler.
    fn parent_page_disappeared(&self, stack: &Self::Type, index: u32);
}

/// Class handlers a [`SegmentedPager`] subclass can override.
pub trait SegmentedPagerImpl: SegmentedPagerImplExt + WidgetImpl {
    /// `selection-changed`: segment `index` was selected by the user or a notifying `select`.
    fn selection_changed(&self, pager: &Self::Type, index: u32) {
        self.parent_selection_changed(pager, index)
    }

    /// `reselected`: the selected segment `index` was activated again.
    fn reselected(&self, pager: &Self::Type, index: u32) {
        self.parent_reselected(pager, index)
    }
}

/// Chaining up from a [`SegmentedPagerImpl`] to SegmentKit's class handlers.
pub trait SegmentedPagerImplExt: ObjectSubclass {
    /// Runs the parent class's `selection-changed` handler.
    fn parent_selection_changed(&self, pager: &Self::Type, index: u32);
    /// Runs the parent class's `reselected` handler.
    fn parent_reselected(&self, pager: &Self::Type, index: u32);
}

/// The parent class of `T`'s type, as SegmentKit's class struct `C`.
unsafe fn parent_class<T: ObjectSubclass, C>() -> *const C {
    T::type_data().as_ref().parent_class() as *const C
}

/// Calls the parent class's handler `$field` of `$class` with `$object` (as `$parent`) and the rest of the
/// arguments; `$default` when the parent has none.
macro_rules! chain_up {
    ($class:ty, $field:ident, $parent:ty, $object:expr, $default:expr $(, $arg:expr)*) => {
        unsafe {
            match (*parent_class::<T, $class>()).$field {
                Some(f) => f($object.unsafe_cast_ref::<$parent>().to_glib_none().0 $(, $arg)*),
                None => $default,
            }
        }
    };
}

impl<T: SegmentBarImpl> SegmentBarImplExt for T {
    fn parent_selection_changed(&self, bar: &Self::Type, index: u32) {
        chain_up!(ffi::SegmentBarClass, selection_changed, SegmentBar, bar, (), index)
    }

    fn parent_reselected(&self, bar: &Self::Type, index: u32) {
        chain_up!(ffi::SegmentBarClass, reselected, SegmentBar, bar, (), index)
    }

    fn parent_drag_progress(&self, bar: &Self::Type, position: f64) {
        chain_up!(ffi::SegmentBarClass, drag_progress, SegmentBar, bar, (), position)
    }

    fn parent_close_requested(&self, bar: &Self::Type, index: u32) -> bool {
        let keep = chain_up!(
            ffi::SegmentBarClass,
            close_requested,
            SegmentBar,
            bar,
            glib::ffi::GFALSE,
            index
        );
        keep != glib::ffi::GFALSE
    }

    fn parent_segment_moved(&self, bar: &Self::Type, from: u32, to: u32) {
        chain_up!(ffi::SegmentBarClass, segment_moved, SegmentBar, bar, (), from, to)
    }

    fn parent_indicator_activated(&self, bar: &Self::Type, index: u32) {
        chain_up!(ffi::SegmentBarClass, indicator_activated, SegmentBar, bar, (), index)
    }

    fn parent_extra_drag_drop(&self, bar: &Self::Type, index: u32, value: &glib::Value) -> bool {
        let taken = chain_up!(
            ffi::SegmentBarClass,
            extra_drag_drop,
            SegmentBar,
            bar,
            glib::ffi::GFALSE,
            index,
            value.to_glib_none().0 as *mut _
        );
        taken != glib::ffi::GFALSE
    }
}

impl<T: PagedStackImpl> PagedStackImplExt for T {
    fn parent_page_changed(&self, stack: &Self::Type, index: u32) {
        chain_up!(ffi::PagedStackClass, page_changed, PagedStack, stack, (), index)
    }

    fn parent_page_appeared(&self, stack: &Self::Type, index: u32) {
        chain_up!(ffi::PagedStackClass, page_appeared, PagedStack, stack, (), index)
    }

    fn parent_page_disappeared(&self, stack: &Self::Type, index: u32) {
        chain_up!(ffi::PagedStackClass, page_disappeared, PagedStack, stack, (), index)
    }
}

impl<T: SegmentedPagerImpl> SegmentedPagerImplExt for T {
    fn parent_selection_changed(&self, pager: &Self::Type, index: u32) {
        chain_up!(
            ffi::SegmentedPagerClass,
            selection_changed,
            SegmentedPager,
            pager,
            (),
            index
        )
    }

    fn parent_reselected(&self, pager: &Self::Type, index: u32) {
        chain_up!(ffi::SegmentedPagerClass, reselected, SegmentedPager, pager, (), index)
    }
}

/// The subclass's implementation behind a C instance pointer, and the instance as its Rust type.
unsafe fn implementation<'a, T: ObjectSubclass, P>(ptr: *mut P) -> (&'a T, Borrowed<T::Type>)
where
    T::Type: FromGlibPtrBorrow<*mut <T::Type as glib::object::ObjectType>::GlibType>,
{
    let instance = &*(ptr as *mut T::Instance);
    (
        instance.impl_(),
        from_glib_borrow(ptr as *mut <T::Type as glib::object::ObjectType>::GlibType),
    )
}

unsafe impl<T: SegmentBarImpl> IsSubclassable<T> for SegmentBar {
    fn class_init(class: &mut glib::Class<Self>) {
        <gtk::Widget as IsSubclassable<T>>::class_init(class);
        let klass = class.as_mut();
        klass.selection_changed = Some(bar_selection_changed::<T>);
        klass.reselected = Some(bar_reselected::<T>);
        klass.drag_progress = Some(bar_drag_progress::<T>);
        klass.close_requested = Some(bar_close_requested::<T>);
        klass.segment_moved = Some(bar_segment_moved::<T>);
        klass.indicator_activated = Some(bar_indicator_activated::<T>);
        klass.extra_drag_drop = Some(bar_extra_drag_drop::<T>);
    }

    fn instance_init(instance: &mut glib::subclass::InitializingObject<T>) {
        <gtk::Widget as IsSubclassable<T>>::instance_init(instance);
    }
}

unsafe extern "C" fn bar_selection_changed<T: SegmentBarImpl>(ptr: *mut ffi::SegmentBar, index: u32) {
    let (imp, bar) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.selection_changed(&bar, index))
}

unsafe extern "C" fn bar_reselected<T: SegmentBarImpl>(ptr: *mut ffi::SegmentBar, index: u32) {
    let (imp, bar) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.reselected(&bar, index))
}

unsafe extern "C" fn bar_drag_progress<T: SegmentBarImpl>(ptr: *mut ffi::SegmentBar, position: f64) {
    let (imp, bar) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.drag_progress(&bar, position))
}

unsafe extern "C" fn bar_close_requested<T: SegmentBarImpl>(
    ptr: *mut ffi::SegmentBar,
    index: u32,
) -> glib::ffi::gboolean {
    let (imp, bar) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.close_requested(&bar, index).into_glib())
}

unsafe extern "C" fn bar_segment_moved<T: SegmentBarImpl>(ptr: *mut ffi::SegmentBar, from: u32, to: u32) {
    let (imp, bar) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.segment_moved(&bar, from, to))
}

unsafe extern "C" fn bar_indicator_activated<T: SegmentBarImpl>(ptr: *mut ffi::SegmentBar, index: u32) {
    let (imp, bar) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.indicator_activated(&bar, index))
}

unsafe extern "C" fn bar_extra_drag_drop<T: SegmentBarImpl>(
    ptr: *mut ffi::SegmentBar,
    index: u32,
    value: *mut glib::gobject_ffi::GValue,
) -> glib::ffi::gboolean {
    let (imp, bar) = implementation::<T, _>(ptr);
    // `glib::Value` is a transparent wrapper of `GValue`; GLib owns the value for the emission. An emitter may
    // pass NULL (from C or a binding): nothing was dropped, so nothing is taken.
    if value.is_null() {
        return glib::ffi::GFALSE;
    }
    let value = &*(value as *const glib::Value);
    crate::no_unwind(|| imp.extra_drag_drop(&bar, index, value)).into_glib()
}

unsafe impl<T: PagedStackImpl> IsSubclassable<T> for PagedStack {
    fn class_init(class: &mut glib::Class<Self>) {
        <gtk::Widget as IsSubclassable<T>>::class_init(class);
        let klass = class.as_mut();
        klass.page_changed = Some(stack_page_changed::<T>);
        klass.page_appeared = Some(stack_page_appeared::<T>);
        klass.page_disappeared = Some(stack_page_disappeared::<T>);
    }

    fn instance_init(instance: &mut glib::subclass::InitializingObject<T>) {
        <gtk::Widget as IsSubclassable<T>>::instance_init(instance);
    }
}

unsafe extern "C" fn stack_page_changed<T: PagedStackImpl>(ptr: *mut ffi::PagedStack, index: u32) {
    let (imp, stack) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.page_changed(&stack, index))
}

unsafe extern "C" fn stack_page_appeared<T: PagedStackImpl>(ptr: *mut ffi::PagedStack, index: u32) {
    let (imp, stack) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.page_appeared(&stack, index))
}

unsafe extern "C" fn stack_page_disappeared<T: PagedStackImpl>(ptr: *mut ffi::PagedStack, index: u32) {
    let (imp, stack) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.page_disappeared(&stack, index))
}

unsafe impl<T: SegmentedPagerImpl> IsSubclassable<T> for SegmentedPager {
    fn class_init(class: &mut glib::Class<Self>) {
        <gtk::Widget as IsSubclassable<T>>::class_init(class);
        let klass = class.as_mut();
        klass.selection_changed = Some(pager_selection_changed::<T>);
        klass.reselected = Some(pager_reselected::<T>);
    }

    fn instance_init(instance: &mut glib::subclass::InitializingObject<T>) {
        <gtk::Widget as IsSubclassable<T>>::instance_init(instance);
    }
}

unsafe extern "C" fn pager_selection_changed<T: SegmentedPagerImpl>(ptr: *mut ffi::SegmentedPager, index: u32) {
    let (imp, pager) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.selection_changed(&pager, index))
}

unsafe extern "C" fn pager_reselected<T: SegmentedPagerImpl>(ptr: *mut ffi::SegmentedPager, index: u32) {
    let (imp, pager) = implementation::<T, _>(ptr);
    crate::no_unwind(|| imp.reselected(&pager, index))
}
