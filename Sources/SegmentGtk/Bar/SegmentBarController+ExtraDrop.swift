import CGtk
import SegmentCore

/// A bar's drop target for the app's own values (files, text, a type of its own) on its segments, as AdwTabBar's
/// extra drop target: a file manager's tab takes files moved into its folder, a browser's tab a link to open.
///
/// A drop lands on the segment under the pointer, which is boxed while the drag is over it
/// (`segment:drop(active)`); between segments, over a disabled one or over the bar's own buttons it is refused,
/// so GTK slides the drag back (and, as for AdwTabBar's target, a drop target of an ancestor does not get it).
/// Resting on a segment still selects it after half a second (``dropHovered(x:)``).
struct ExtraDropTarget {
    /// The bar's `GtkDropTarget`, which the bar owns.
    let controller: OpaquePointer
    /// Where the drag is along the bar (view coordinates), `nil` when it is elsewhere.
    var along: Double?
}

extension SegmentBarController {
    /// The segment a value dragged over the bar would be dropped on, derived on each use (as ``hoverIndex`` is), so
    /// edits and scrolling under a resting drag move the box with the segments.
    var extraDropIndex: Int? {
        guard let x = extraDrop?.along, !isOverChildWidget(x) else { return nil }
        return index(atX: x)
    }

    /// Takes drops of values of `types` on the segments with `actions`; no types (or no actions) take none.
    ///
    /// Each drop emits `extra-drag-drop (index, value)`; a value no handler takes is refused. The bar makes its one
    /// `GtkDropTarget` on the first call and changes it in place afterwards, as AdwTabBar does: a handler that
    /// changes the types during a drop, or a drag under way when they change, still ends on the target it began on.
    func setUpExtraDropTarget(actions: GdkDragAction, types: [GType]) {
        let actions = types.isEmpty ? GdkDragAction(0) : actions
        var types = actions.rawValue == 0 ? [] : types
        if let target = extraDrop?.controller {
            types.withUnsafeMutableBufferPointer {
                gtk_drop_target_set_gtypes(target, $0.baseAddress, gsize($0.count))
            }
            gtk_drop_target_set_actions(target, actions)
            return
        }
        guard !types.isEmpty, let target = gtk_drop_target_new(0, actions) else { return }
        gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
        // Weak: GTK holds the target while another app's data is read for a drop, which may outlive the bar.
        GtkSignals.dropTargetEnter.connect(target) { [weak self] (x: Double, y: Double) -> GdkDragAction in
            self?.extraDragMoved(x: x, y: y) ?? GdkDragAction(0)
        }
        GtkSignals.dropTargetMotion.connect(target) { [weak self] (x: Double, y: Double) -> GdkDragAction in
            self?.extraDragMoved(x: x, y: y) ?? GdkDragAction(0)
        }
        GtkSignals.dropTargetLeave.connect(target) { [weak self] in self?.extraDragLeft() }
        GtkSignals.dropTargetDrop.connect(target) {
            [weak self] (value: UnsafePointer<GValue>, x: Double, y: Double) -> Bool in
            self?.extraDropped(value, x: x, y: y) ?? false
        }
        gtk_widget_add_controller(widget, target)
        extraDrop = ExtraDropTarget(controller: target)
        makeNeededNodes()
    }

    /// The types the bar takes drops of, in the order the app gave them; empty when it takes none.
    var extraDropTypes: [GType] {
        guard let target = extraDrop?.controller else { return [] }
        var count: gsize = 0
        guard let types = gtk_drop_target_get_gtypes(target, &count) else { return [] }
        return Array(UnsafeBufferPointer(start: types, count: Int(count)))
    }

    /// The actions the bar's drop target offers; none when it takes no drops.
    var extraDropActions: GdkDragAction {
        extraDrop.map { gtk_drop_target_get_actions($0.controller) } ?? GdkDragAction(0)
    }

    /// A drag entered or moved over the bar: boxes the segment it would land on, and answers the action a drop
    /// there takes (none between segments).
    func extraDragMoved(x: Double, y: Double) -> GdkDragAction {
        let before = extraDropIndex
        extraDrop?.along = mainCoordinate(x, y)
        let now = extraDropIndex
        if now != before { gtk_widget_queue_draw(widget) }
        guard now != nil, let target = extraDrop?.controller else { return GdkDragAction(0) }
        return Self.preferredAction(gtk_drop_target_get_actions(target), offered: currentDropActions(target))
    }

    func extraDragLeft() {
        guard extraDrop?.along != nil else { return }
        extraDrop?.along = nil
        gtk_widget_queue_draw(widget)
    }

    /// A value was dropped at (x, y): `extra-drag-drop` for the segment there, whose answer accepts the drop.
    func extraDropped(_ value: UnsafePointer<GValue>, x: Double, y: Double) -> Bool {
        extraDrop?.along = mainCoordinate(x, y)
        let index = extraDropIndex
        extraDragLeft()
        // The drop's tab may be centred now (GTK sends no `leave` after a drop).
        dragEnded()
        guard let index else { return false }
        return cgtk_emit_uint_value_boolean(widget, SegmentBarType.signals.extraDragDrop, guint(index), value) != 0
    }

    /// The actions the drag under way offers, all of them when GTK does not say.
    private func currentDropActions(_ target: OpaquePointer) -> GdkDragAction {
        guard let drop = gtk_drop_target_get_current_drop(target) else { return GdkDragAction(0xff) }
        return gdk_drop_get_actions(drop)
    }

    /// One action out of the target's `actions` that the drag `offered`: copy before move before link, as
    /// GtkDropTarget itself chooses.
    nonisolated static func preferredAction(_ actions: GdkDragAction, offered: GdkDragAction) -> GdkDragAction {
        let both = actions.rawValue & offered.rawValue
        for action in [GDK_ACTION_COPY, GDK_ACTION_MOVE, GDK_ACTION_LINK] where both & action.rawValue != 0 {
            return action
        }
        return GdkDragAction(0)
    }
}
