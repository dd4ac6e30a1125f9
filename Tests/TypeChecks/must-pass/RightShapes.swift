// Every handler here has the shape of its signal's C signature, so this file compiles.
import CGtk

@testable import SegmentGtk

@MainActor func connectRightShapes(_ gesture: OpaquePointer, _ scroll: OpaquePointer, _ bar: SegmentBar) {
    GtkSignals.cancel.connect(gesture) {}
    GtkSignals.dragBegin.connect(gesture) { (_: Double, _: Double) in }
    GtkSignals.scroll.connect(scroll) { (_: Double, _: Double) -> Bool in true }
    GtkSignals.notify("selected").connect(bar.widget) {}
    SegmentSignals.barSelectionChanged.connect(bar.widget) { (_: UInt32) in }
    bar.onSelectionChanged { (_: Int) in }
    SegmentSignals.segmentMoved.connect(bar.widget) { (_: UInt32, _: UInt32) in }
    SegmentSignals.indicatorActivated.connect(bar.widget) { (_: UInt32) in }
    bar.onSegmentMoved { (_: Int, _: Int) in }
    GtkSignals.dropTargetDrop.connect(gesture) { (_: UnsafePointer<GValue>, _: Double, _: Double) -> Bool in true }
    GtkSignals.dropTargetMotion.connect(gesture) { (_: Double, _: Double) -> GdkDragAction in GDK_ACTION_COPY }
    SegmentSignals.extraDragDrop.connect(bar.widget) { (_: UInt32, _: UnsafePointer<GValue>) -> Bool in false }
    bar.onExtraDrop { (_: Int, value: SegmentDroppedValue) -> Bool in value == .text("") }
}
