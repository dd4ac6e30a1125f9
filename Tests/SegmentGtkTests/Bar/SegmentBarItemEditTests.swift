import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// An edit of one item (a badge, a rename, an insert, a removal) is taken in by looking at that item alone, as a
/// live app makes them many times a second on bars of thousands of segments; what depends on every item must
/// still follow: the nodes of the parts the items draw, whether any tab has an indicator icon, and `titles`.
final class SegmentBarItemEditTests: GtkTestCase, @unchecked Sendable {
    func testOneItemsEditMakesTheNodesItDraws() throws {
        try onMain {
            let bar = fourSegmentBar()
            let parts = { bar.testController.nodes.parts }
            XCTAssertFalse(parts().contains(.badges), "plain titles draw no badge")
            try bar.setBadge(.count(3), at: 1)
            XCTAssertTrue(parts().contains(.badges), "a badge set on one item makes the badge nodes")
            var item = bar.items[2]
            item.isEnabled = false
            try bar.replace(at: 2, with: item)
            XCTAssertTrue(parts().contains(.disabled), "an item disabled by a replacement makes the disabled node")
            XCTAssertFalse(parts().contains(.icons))
            try bar.insert(SegmentItem("Mail", icon: "mail-send-symbolic"), at: 0)
            XCTAssertTrue(parts().contains(.icons), "an inserted item with an icon makes the icon node")
        }
    }

    func testWhetherAnyTabHasAnIndicatorIconFollowsOneItemsEdits() throws {
        try onMain {
            let bar = fourSegmentBar()
            let speaker = TabIndicatorIcon("audio-volume-high-symbolic", tooltip: "Mute Tab", isActivatable: true)
            let has = { bar.testController.tabStrip.hasIndicatorIcons }
            try bar.setIndicatorIcon(speaker, at: 1)
            XCTAssertTrue(has(), "given to one tab")
            try bar.setBadge(.count(2), at: 1)
            XCTAssertTrue(has(), "kept through another change of that tab")
            try bar.setIndicatorIcon(nil, at: 1)
            XCTAssertFalse(has(), "taken from the only tab that had one")
            var item = SegmentItem("Radio")
            item.indicatorIcon = speaker
            try bar.insert(item, at: 4)
            XCTAssertTrue(has(), "an inserted tab with one")
            try bar.remove(at: 4)
            XCTAssertFalse(has(), "gone with the removed tab")
        }
    }

    func testTitlesIsNotifiedWhenATitleChangesOnly() throws {
        try onMain {
            let bar = fourSegmentBar()
            var notified = 0
            GtkSignals.notify("titles").connect(bar.widget) { notified += 1 }
            try bar.setBadge(.count(5), at: 0)
            XCTAssertEqual(notified, 0, "a badge changes no title")
            var item = bar.items[1]
            item.title = "Fortnight"
            try bar.replace(at: 1, with: item)
            XCTAssertEqual(notified, 1, "a rename does")
            XCTAssertEqual(bar.items.map(\.title), ["Day", "Fortnight", "Month", "Year"])
            try bar.insert(SegmentItem("Hour"), at: 0)
            try bar.remove(at: 4)
            XCTAssertEqual(notified, 3, "an insert and a removal do")
        }
    }
}
