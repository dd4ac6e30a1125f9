import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The titles' Pango layouts: one per title and font, shared by measuring and drawing.
final class TextLayoutCacheTests: GtkTestCase, @unchecked Sendable {
    /// A short bar measures its titles with the layouts that then draw them, so its first frame shapes each
    /// title once; an equal-width bar draws under a narrower limit than it measured with, and reuses them too.
    func testAShortBarShapesEachTitleOnceForItsFirstFrame() {
        onMain {
            for mode in [WidthMode.fitted(fillWhenNarrower: false), .equal] {
                var style = SegmentStyle.underline
                style.widthMode = mode
                let bar = SegmentBar(items: fourItems, style: style)
                let window = host(bar.widget)
                let controller = bar.testController
                XCTAssertEqual(controller.texts.made, fourItems.count, "\(mode): one layout per title")
                XCTAssertEqual(controller.measurer.measured, 0, "\(mode): no title shaped again to measure it")
                destroy(window)
            }
        }
    }
}
