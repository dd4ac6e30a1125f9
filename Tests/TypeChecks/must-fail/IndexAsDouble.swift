// SegmentBar::selection-changed carries a guint: a handler taking a double is not its shape.
// expect: cannot convert value of type
import CGtk

@testable import SegmentGtk

@MainActor func connectWrongShape(_ bar: SegmentBar) {
    SegmentSignals.barSelectionChanged.connect(bar.widget) { (_: Double) in }
}
