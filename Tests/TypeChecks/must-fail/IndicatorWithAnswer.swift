// SegmentBar::indicator-activated passes the tab's index and returns nothing: a handler that answers, as a
// close-requested handler does, is not its shape.
// expect: is incompatible with contextual type 'Void'
import CGtk

@testable import SegmentGtk

@MainActor func connectWrongShape(_ bar: SegmentBar) {
    SegmentSignals.indicatorActivated.connect(bar.widget) { (_: UInt32) -> gboolean in 1 }
}
