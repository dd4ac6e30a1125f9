// SegmentBar::segment-moved carries two guints, from and to: a handler of one index is not its shape.
// expect: expects 2 arguments
import CGtk

@testable import SegmentGtk

@MainActor func connectWrongShape(_ bar: SegmentBar) {
    SegmentSignals.segmentMoved.connect(bar.widget) { (_: UInt32) in }
}
