import SegmentCore
import Testing

@Suite struct TabIndicatorIconTests {
    @Test func anActivatableIconTakesClicksUnlessItsTabIsPinnedAndNotSelected() {
        let icon = TabIndicatorIcon("audio-volume-high-symbolic", isActivatable: true)
        #expect(icon.acceptsClick(selected: false, pinned: false))
        #expect(icon.acceptsClick(selected: true, pinned: false))
        #expect(icon.acceptsClick(selected: true, pinned: true))
        #expect(!icon.acceptsClick(selected: false, pinned: true))
        let shown = TabIndicatorIcon("audio-volume-high-symbolic")
        #expect(!shown.acceptsClick(selected: true, pinned: false))
    }

    @Test func anEmptyNameIsNoIcon() {
        var item = SegmentItem("Music")
        item.indicatorIcon = TabIndicatorIcon("")
        #expect(item.indicatorIcon == nil)
        #expect(item == SegmentItem("Music"))
        item.indicatorIcon = TabIndicatorIcon("audio-volume-muted-symbolic", tooltip: "Unmute Tab")
        #expect(item.indicatorIcon?.tooltip == "Unmute Tab")
        #expect(item != SegmentItem("Music"))
    }

    @Test func itTakesAPinnedTabsIconPlace() {
        var item = SegmentItem("Music", icon: "folder-music-symbolic")
        item.indicatorIcon = TabIndicatorIcon("audio-volume-high-symbolic")
        #expect(item.shownIcon(selected: false) == "folder-music-symbolic")
        #expect(!item.indicatorReplacesIcon)
        item.isPinned = true
        #expect(item.indicatorReplacesIcon)
        #expect(item.shownIcon(selected: true) == nil)
        item.indicatorIcon = nil
        #expect(item.shownIcon(selected: true) == "folder-music-symbolic")
    }
}
