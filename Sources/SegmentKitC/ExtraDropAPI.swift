import CGtk
import SegmentCore
import SegmentGtk

// The C API of drops on segments: AdwTabBar's `adw_tab_bar_setup_extra_drop_target()`, with the
// `extra-drag-drop` signal each drop emits.

/// `segment_bar_setup_extra_drop_target`: takes drops of `types` on the segments with `actions` (copy, move and link;
/// other bits are ignored); no types (or no actions) stop taking them.
///
/// A NULL `types` with a count, more than ``maximumDropTypes`` types, or a type that is `G_TYPE_INVALID`, or a
/// fundamental type that holds no value (`G_TYPE_NONE`, an interface, an id no type has), is a critical and leaves
/// the target as it was.
@MainActor @_cdecl("segment_bar_setup_extra_drop_target")
public func segmentBarSetupExtraDropTarget(
    _ bar: UnsafeMutableRawPointer?, _ actions: GdkDragAction, _ types: UnsafePointer<GType>?, _ count: gsize
) {
    let function = "segment_bar_setup_extra_drop_target"
    guard let bar = Instances.bar(bar, function) else { return }
    guard count == 0 || types != nil else {
        assertionFailed("types != NULL || n_types == 0", in: function)
        return
    }
    guard count <= maximumDropTypes else {
        assertionFailed("n_types <= \(maximumDropTypes)", in: function)
        return
    }
    let list = types.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    guard !list.contains(0) else {
        assertionFailed("types[i] != G_TYPE_INVALID", in: function)
        return
    }
    // A fundamental type id can be looked up safely: G_TYPE_NONE, an interface or an id no type has is no value a
    // drop can carry. (A derived GType is a pointer into GLib's type table, which only GLib can check.)
    guard list.allSatisfy({ $0 > fundamentalMaximum || g_type_check_is_value_type($0) != 0 }) else {
        assertionFailed("G_TYPE_IS_VALUE_TYPE (types[i])", in: function)
        return
    }
    // As GtkDropTarget takes them: copy, move and link (`GDK_ACTION_ASK` and other bits are left out).
    let dragActions = GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue | GDK_ACTION_LINK.rawValue
    bar.setUpExtraDropTarget(actions: GdkDragAction(actions.rawValue & dragActions), types: list)
}

/// `G_TYPE_FUNDAMENTAL_MAX` (a macro Swift does not import): type ids up to it are fundamental types' own.
private let fundamentalMaximum = GType(255 << 2)

/// The most types one drop target takes: far more than any app offers (AdwTabBar's callers give one to three), and
/// a bound on what a wrong count makes SegmentKit read.
let maximumDropTypes: gsize = 64
