import CGtk
import SegmentGtk

/// The Swift handles behind the `self` argument of C entry points, checked like GTK's `g_return_if_fail`.
///
/// A NULL or wrong-type instance logs one critical naming the function (`segment_bar_select: assertion
/// 'SEGMENT_IS_BAR (self)' failed`) and the entry point returns its default value without touching anything.
@MainActor
enum Instances {
    /// The SegmentBar at `pointer`, or `nil` after a critical.
    static func bar(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> SegmentBar? {
        guard let pointer, let bar = SegmentBar(wrapping: pointer.assumingMemoryBound(to: GtkWidget.self)) else {
            assertionFailed("SEGMENT_IS_BAR (self)", in: function)
            return nil
        }
        return bar
    }

    /// The PagedStack at `pointer`, or `nil` after a critical.
    static func stack(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> PagedStack? {
        guard let pointer, let stack = PagedStack(wrapping: pointer.assumingMemoryBound(to: GtkWidget.self)) else {
            assertionFailed("PAGED_IS_STACK (self)", in: function)
            return nil
        }
        return stack
    }

    /// The SegmentedPager at `pointer`, or `nil` after a critical.
    static func pager(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> SegmentedPager? {
        guard let pointer, let pager = SegmentedPager(wrapping: pointer.assumingMemoryBound(to: GtkWidget.self))
        else {
            assertionFailed("SEGMENTED_IS_PAGER (self)", in: function)
            return nil
        }
        return pager
    }

    /// Whether `object` is NULL or an instance of `type`; otherwise one critical naming `function` (`assertion` is
    /// the check as GTK words it: "model == NULL || G_IS_MENU_MODEL (model)").
    ///
    /// A widget or model of the wrong type (a mix-up in `gtk_builder_get_object`) would otherwise be kept and
    /// crash the app at its first use, far from the call that gave it.
    static func accepts(
        _ object: UnsafeMutableRawPointer?, of type: GType, _ assertion: String, in function: String
    ) -> Bool {
        guard let object, g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) == 0
        else { return true }
        assertionFailed(assertion, in: function)
        return false
    }

    /// A new floating instance of `type`, as `g_object_new` returns it (GtkBuilder makes them the same way).
    static func make(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(
            to: GtkWidget.self)
    }
}
