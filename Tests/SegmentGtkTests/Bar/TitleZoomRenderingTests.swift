import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The selected title's zoom, measured on rendered pixels along a swipe.
final class TitleZoomRenderingTests: GtkTestCase, @unchecked Sendable {
    func testTheSelectedTitleGrowsSmoothlyAlongASwipe() throws {
        try onMain {
            setAnimations(false)
            // The scrollable style draws the selected title larger and bold (XKCollectionView).
            let bar = SegmentBar(items: ["Music", "Segment", "Video"].map { SegmentItem($0) }, style: .scrollable)
            let window = host(bar.widget, width: 360, height: 44)
            var sizes: [(width: Int, height: Int)] = []
            for step in 0...20 {
                let position = Double(step) / 20
                try bar.setPosition(position)
                gtk_widget_queue_draw(window)
                gtk_test_widget_wait_for_draw(window)
                let layout = bar.layout!
                // The segment's whole frame above the indicator, so a title drawn too wide would show too.
                var area = layout.viewRect(layout.itemFrame(1, at: position), scrollOffset: bar.scrollOffset)
                let title = layout.contentRects(1, at: position).title
                area.y = title.y - 2
                area.height = title.height + 2
                let ink = try Ink.measure(bar, in: area)
                sizes.append((ink.width, ink.height))
            }
            let first = try XCTUnwrap(sizes.first)
            let last = try XCTUnwrap(sizes.last)
            XCTAssertGreaterThan(last.width, first.width + 10, "the selected title is drawn larger: \(sizes)")
            XCTAssertGreaterThan(last.height, first.height, "and taller: \(sizes)")
            // Half the growth (about 11 px for this title) was the jump at emphasis 0.5 before; now each of the
            // twenty steps adds about a twentieth of it, never shrinks (beyond a pixel of antialiasing) and
            // never jumps.
            for (before, after) in zip(sizes, sizes.dropFirst()) {
                XCTAssertGreaterThanOrEqual(after.width, before.width - 1, "monotonic width: \(sizes)")
                XCTAssertLessThanOrEqual(after.width - before.width, 3, "continuous width: \(sizes)")
                XCTAssertGreaterThanOrEqual(after.height, before.height - 1, "monotonic height: \(sizes)")
                XCTAssertLessThanOrEqual(after.height - before.height, 2, "continuous height: \(sizes)")
            }
        }
    }
}
