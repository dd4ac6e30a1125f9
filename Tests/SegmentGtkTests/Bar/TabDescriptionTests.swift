import SegmentCore
import XCTest

@testable import SegmentGtk

/// The place and state a tab's description gives a screen reader, as text.
final class TabDescriptionTests: XCTestCase {
    func testCountsAreGroupedInThousandsWithCommas() {
        let expected: [(Int, String)] = [
            (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (1001, "1,001"), (1010, "1,010"),
            (10_000, "10,000"), (100_099, "100,099"), (1_234_567, "1,234,567"), (-1, "-1"), (-1000, "-1,000"),
            (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
        ]
        for (number, text) in expected {
            XCTAssertEqual(TabDescription.grouped(number), text, "\(number)")
        }
    }

    func testADescriptionSaysThePlaceThenTheTooltipBadgeAndState() {
        var item = SegmentItem("Inbox", badge: .count(12), isEnabled: false)
        item.tooltip = "Unread mail"
        XCTAssertEqual(
            TabDescription.of(item, index: 4_999, count: 10_000),
            "5,000 of 10,000, Unread mail, 12 new items, Unavailable")
        XCTAssertEqual(
            TabDescription.of(SegmentItem("One", badge: .count(1)), index: 0, count: 3), "1 of 3, 1 new item")
        XCTAssertEqual(TabDescription.of(SegmentItem("New", badge: .dot), index: 2, count: 3), "3 of 3, New")
    }
}
