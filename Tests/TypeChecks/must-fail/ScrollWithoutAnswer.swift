// GtkEventControllerScroll::scroll returns gboolean: a handler returning nothing is not its shape.
// expect: cannot convert value of type
import CGtk

@testable import SegmentGtk

@MainActor func connectWrongShape(_ scroll: OpaquePointer) {
    let handler: @MainActor (Double, Double) -> Void = { _, _ in }
    GtkSignals.scroll.connect(scroll, handler)
}
