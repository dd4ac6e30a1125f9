// GtkDropTarget::drop passes the dropped GValue before the point: a handler given only the point is not its shape.
// expect: contextual closure type
import CGtk

@testable import SegmentGtk

@MainActor func connectWrongShape(_ target: OpaquePointer) {
    GtkSignals.dropTargetDrop.connect(target) { (x: Double, y: Double) -> Bool in x < y }
}
