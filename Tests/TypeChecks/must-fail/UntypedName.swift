// No API takes a signal by name and a closure of any shape: the untyped `Signals.connect` is gone.
// expect: cannot find 'Signals' in scope
import CGtk

@testable import SegmentGtk

@MainActor func connectByName(_ gesture: OpaquePointer) {
    Signals.connect(gesture, "cancel") {}
}
