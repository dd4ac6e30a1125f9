import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

extension GtkTestCase {
    /// Drags tab `index` of a reorderable bar `dx` points along it through the bar's gesture handlers, in two
    /// motions, and drops it unless `release` is false.
    @MainActor
    func dragTab(_ bar: SegmentBar, from index: Int, by dx: Double, release: Bool = true) {
        let controller = bar.testController
        controller.pressBegan(x: bar.viewCenter(of: index))
        controller.pressMoved(dx: dx / 2)
        controller.pressMoved(dx: dx)
        if release { controller.pressEnded(dx: dx) }
    }

    /// A pager of ``fourItems`` with reorderable tabs and a label per page, shown at 400 × 200 with animations off.
    @MainActor
    func reorderablePager() -> SegmentedPager {
        setAnimations(false)
        let pager = SegmentedPager(items: fourItems, style: .underline) { gtk_label_new("page \($0)") }
        pager.bar.isReorderable = true
        host(pager.widget, width: 400, height: 200)
        return pager
    }
}
