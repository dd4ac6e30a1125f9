import CGtk
import SegmentCore

/// What a bar takes when it is dropped on a segment (``SegmentBar/acceptDrops(_:actions:)``).
public enum SegmentDropType: Sendable, Hashable, CaseIterable {
    /// Text (`G_TYPE_STRING`): a selection, a link.
    case text
    /// Files (`GDK_TYPE_FILE_LIST`): from a file manager, or another app's attachments.
    case files

    /// The GType GTK transfers the value as.
    @MainActor
    var gtype: GType {
        switch self {
        case .text: cgtk_type_string()
        case .files: gdk_file_list_get_type()
        }
    }
}

/// What a drop on a segment may do to its source: `GdkDragAction`'s copy, move and link.
public struct SegmentDropActions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    /// Creates the actions of GdkDragAction's bits `rawValue`; bits other than copy, move and link are dropped.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue & (GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue | GDK_ACTION_LINK.rawValue)
    }
    /// The value is copied; the source keeps it (the default).
    public static let copy = SegmentDropActions(rawValue: GDK_ACTION_COPY.rawValue)
    /// The value is moved: the source deletes it once the drop is taken.
    public static let move = SegmentDropActions(rawValue: GDK_ACTION_MOVE.rawValue)
    /// A link to the value is made.
    public static let link = SegmentDropActions(rawValue: GDK_ACTION_LINK.rawValue)
}

/// A value dropped on a segment (``SegmentBar/onExtraDrop(_:)``).
public enum SegmentDroppedValue: Sendable, Equatable {
    /// Dropped text.
    case text(String)
    /// Dropped files, as URIs (`file:///…`; other schemes from apps that offer them), in the order of the drag.
    case files([String])

    /// The value `value` holds, if it is of a ``SegmentDropType``.
    @MainActor
    init?(_ value: UnsafePointer<GValue>) {
        let type = value.pointee.g_type
        if type == cgtk_type_string() {
            self = .text(g_value_get_string(value).map { String(cString: $0) } ?? "")
        } else if type == gdk_file_list_get_type() {
            var uris: [String] = []
            // A NULL list is an empty one.
            guard let list = g_value_get_boxed(value) else {
                self = .files([])
                return
            }
            var node = gdk_file_list_get_files(OpaquePointer(list))
            let head = node
            while let current = node {
                if let uri = g_file_get_uri(OpaquePointer(current.pointee.data)) {
                    uris.append(String(cString: uri))
                    g_free(uri)
                }
                node = current.pointee.next
            }
            g_slist_free(head)
            self = .files(uris)
        } else {
            return nil
        }
    }
}

/// Drops of the app's own values on segments, as AdwTabBar's extra drop target: files onto a file manager's tab,
/// a link onto a browser's tab, a snippet onto an editor's.
///
/// ```swift
/// bar.acceptDrops([.files, .text], actions: [.copy, .move])
/// bar.onExtraDrop { index, value in
///     guard case .files(let uris) = value else { return false }
///     return folders[index].receive(uris)          // true takes the drop; false lets GTK slide it back
/// }
/// ```
///
/// The segment under the pointer is boxed (`segment:drop(active)`) while a value of those types is dragged over it,
/// and resting there selects it after half a second, as for any drag; a drop between segments, on a disabled one or
/// on the bar's own buttons is refused. In C: `segment_bar_setup_extra_drop_target()` and the `extra-drag-drop`
/// signal, with a GValue of any GType.
extension SegmentBar {
    /// Takes drops of `types` on the segments, with `actions` (default copy); an empty list stops taking them.
    ///
    /// Each drop emits `extra-drag-drop`; handle it with ``onExtraDrop(_:)``. GTK reads a drop as the first of the
    /// bar's types the drag offers, and file managers offer files as text too (their paths), so files are asked
    /// for before text whatever the order given.
    public func acceptDrops(_ types: [SegmentDropType], actions: SegmentDropActions = .copy) {
        let ordered = [SegmentDropType.files, .text].filter(types.contains)
        controller.setUpExtraDropTarget(actions: GdkDragAction(actions.rawValue), types: ordered.map(\.gtype))
    }

    /// The types the bar takes drops of (``acceptDrops(_:actions:)``), files first; empty when it takes none, or
    /// when a C or binding caller set up types SegmentKit's Swift API has no case for.
    public var acceptedDropTypes: [SegmentDropType] {
        let types = controller.extraDropTypes
        let known = types.compactMap { type in SegmentDropType.allCases.first { $0.gtype == type } }
        return known.count == types.count ? known : []
    }

    /// Takes drops of values of any GTypes `types` with `actions`, as `segment_bar_setup_extra_drop_target()` does
    /// for C and the bindings; no types stop taking them.
    package func setUpExtraDropTarget(actions: GdkDragAction, types: [GType]) {
        controller.setUpExtraDropTarget(actions: actions, types: types)
    }

    /// The segment a value dragged over the bar would land on now, boxed as `segment:drop(active)`; `nil` when no
    /// drag of an accepted type is over a segment.
    public var dropTargetIndex: Int? { controller.extraDropIndex }

    /// Calls `handler` with the segment's index and the value when one of the accepted types is dropped on a
    /// segment (signal `extra-drag-drop`). Return true to take the drop (a move then deletes it at its source),
    /// false to refuse it; the first handler that returns true stops the others. Values of types the Swift API has
    /// no case for (set up from C) are left to other handlers.
    public func onExtraDrop(_ handler: @escaping @MainActor (Int, SegmentDroppedValue) -> Bool) {
        SegmentSignals.extraDragDrop.connect(widget) { (index: UInt32, value: UnsafePointer<GValue>) in
            guard let dropped = SegmentDroppedValue(value) else { return false }
            return handler(Int(index), dropped)
        }
    }
}
