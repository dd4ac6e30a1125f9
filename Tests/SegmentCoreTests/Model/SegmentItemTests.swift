import SegmentCore
import Testing

@Suite struct SegmentItemTests {
    @Test func iconsAndBadgeRoundTripAndPlainItemsCompareAlike() {
        var item = SegmentItem("Inbox")
        #expect(item == SegmentItem("Inbox"))
        #expect(!item.hasIcon)
        item.badge = .count(3)
        item.icon = "mail-symbolic"
        #expect(item.badge == .count(3), "setting the icon keeps the badge")
        #expect(item.icon == "mail-symbolic")
        #expect(item.selectedIcon == nil)
        #expect(item.hasIcon)
        item.selectedIcon = "mail-open-symbolic"
        #expect(
            item == SegmentItem("Inbox", icon: "mail-symbolic", selectedIcon: "mail-open-symbolic", badge: .count(3)))
        #expect(
            item.hashValue
                == SegmentItem("Inbox", icon: "mail-symbolic", selectedIcon: "mail-open-symbolic", badge: .count(3))
                .hashValue)
        item.isEnabled = false
        #expect(!item.isEnabled)
        #expect(item.badge == .count(3), "disabling keeps the badge")
        item.icon = nil
        item.selectedIcon = nil
        item.badge = .none
        #expect(item != SegmentItem("Inbox"), "still disabled")
        item.isEnabled = true
        #expect(item == SegmentItem("Inbox"), "clearing everything is a plain item again")
        #expect(item.hashValue == SegmentItem("Inbox").hashValue)
    }

    /// Ten thousand segments must stay cheap: a title and one reference for the rare extras.
    @Test func aPlainItemCostsATitleAndAReference() {
        #expect(MemoryLayout<SegmentItem>.stride <= 24)
        #expect(SegmentItem("Off", isEnabled: false) != SegmentItem("Off"))
    }
}
