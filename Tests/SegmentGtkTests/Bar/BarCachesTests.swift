import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// A bar's caches hold what its segments use, not everything they ever showed: an app that puts a count in its
/// titles or swaps icons on every message grew a bar by 1.2 KB a `set_titles` and 1.7 KB a new icon, for good.
final class BarCachesTests: GtkTestCase, @unchecked Sendable {
    func testTitlesReplacedOverAndOverKeepTheSizeCacheBounded() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget, width: 600)
            for round in 0..<300 {
                bar.items = (0..<10).map { SegmentItem("Inbox \($0) (\(round))") }
                _ = bar.testController.currentMetrics()
                if round % 50 == 0 { gtk_test_widget_wait_for_draw(window) }
            }
            try bar.replace(at: 0, with: SegmentItem("Renamed"))
            let kept = bar.testController.measuredTextCount
            XCTAssertLessThanOrEqual(kept, MeasurementCache.limit(forItemCount: 10) + 20, "3,000 titles measured")
            XCTAssertEqual(bar.items.map(\.title).first, "Renamed")
            destroy(window)
        }
    }

    /// A bar's titles set again and again, as a row of a recycled list's are on every bind, keep the layouts of its
    /// titles only: it kept up to 512 layouts of titles it no longer had, about 0.6 MB a bar (120 MB more in a list
    /// of 5,000 rows scrolled through, as a Python developer measured).
    func testTitlesReplacedOverAndOverKeepOnlyTheirOwnLayouts() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget, width: 600)
            for round in 0..<200 {
                bar.items = (0..<3).map { SegmentItem("Row \(round) item \($0)") }
                gtk_test_widget_wait_for_draw(window)
            }
            let kept = bar.testController.texts.count
            XCTAssertGreaterThan(kept, 0, "the titles on screen have theirs")
            XCTAssertLessThanOrEqual(kept, 12, "the layouts of the three titles in the fonts they are drawn in")
            destroy(window)
        }
    }

    func testIconsReplacedOverAndOverAreLetGo() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems.map { SegmentItem($0.title, icon: "mail-unread-symbolic") })
            let window = host(bar.widget, width: 600)
            gtk_test_widget_wait_for_draw(window)
            for round in 0..<200 {
                // A name per round, as an app showing a different icon each time would (most are not in the theme).
                try bar.replace(at: 1, with: SegmentItem("Item", icon: "segmentkit-test-\(round)-symbolic"))
                gtk_widget_queue_draw(window)
                gtk_test_widget_wait_for_draw(window)
            }
            let kept = bar.testController.icons.count
            XCTAssertLessThanOrEqual(kept, 64, "200 icon names looked up, a handful in use")
            XCTAssertGreaterThanOrEqual(kept, 2, "the icons in use stay")
            destroy(window)
        }
    }
}
