// GtkGesture::cancel passes a GdkEventSequence: a handler reading a pointer argument is not its shape.
// expect: contextual closure type '@MainActor @Sendable () -> Void' expects 0 arguments, but 1 was used
import CGtk

@testable import SegmentGtk

@MainActor func connectWrongShape(_ gesture: OpaquePointer) {
    GtkSignals.cancel.connect(gesture) { (_: gpointer?) in }
}
