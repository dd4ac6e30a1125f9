import SegmentCore
import Testing

/// `titles` with the first `pinned` of them pinned.
private func model(_ titles: String, pinned: Int) -> SegmentModel {
    SegmentModel(
        items: titles.enumerated().map { index, title in
            var item = SegmentItem(String(title))
            item.isPinned = index < pinned
            return item
        })
}

private func describe(_ model: SegmentModel) -> String {
    model.items.map { $0.isPinned ? $0.title.lowercased() : $0.title }.joined()
}

/// Pinned segments (AdwTabView's pinned pages): first, moved only among themselves, kept so by every edit.
@Suite struct PinnedSegmentsTests {
    @Test func pinningMovesASegmentAfterThePinnedOnes() throws {
        var m = model("ABCDE", pinned: 1)
        try m.select(3)
        let (change, index) = try m.setPinned(true, at: 3)
        #expect(describe(m) == "adBCE")
        #expect(index == 1)
        #expect(change == .shifted(index: 1))
        #expect(m.selectedIndex == 1)
        #expect(m.pinnedCount == 2)
    }

    @Test func unpinningMovesItToTheStartOfTheOthers() throws {
        var m = model("ABCDE", pinned: 3)
        let (_, index) = try m.setPinned(false, at: 0)
        #expect(describe(m) == "bcADE")
        #expect(index == 2)
        #expect(m.pinnedCount == 2)
        #expect(m.selectedIndex == 2)
    }

    @Test func pinningWhatIsPinnedChangesNothing() throws {
        var m = model("ABC", pinned: 1)
        let before = m
        #expect(try m.setPinned(true, at: 0).index == 0)
        #expect(try m.setPinned(false, at: 2).change == .unchanged)
        #expect(m == before)
        #expect(throws: SegmentError.indexOutOfRange(index: 3, count: 3)) { try m.setPinned(true, at: 3) }
        #expect(throws: SegmentError.indexOutOfRange(index: Int.min, count: 3)) { try m.setPinned(true, at: .min) }
        var empty = SegmentModel()
        #expect(throws: SegmentError.empty) { try empty.setPinned(true, at: 0) }
        #expect(m == before)
    }

    @Test func aMoveStaysAmongItsOwnKind() throws {
        var m = model("ABCDE", pinned: 2)
        #expect(m.reorderGroup(of: 0) == 0..<2)
        #expect(m.reorderGroup(of: 4) == 2..<5)
        #expect(m.reorderGroup(of: -1) == 2..<5)
        #expect(m.moveTarget(from: 0, to: 4) == 1)
        #expect(m.moveTarget(from: 3, to: 0) == 2)
        #expect(m.moveTarget(from: 3, to: .max) == 4)
        try m.move(from: 0, to: 4)
        #expect(describe(m) == "baCDE")
        try m.move(from: 4, to: 0)
        #expect(describe(m) == "baECD")
        // Out of range is still refused, not clamped.
        #expect(throws: SegmentError.indexOutOfRange(index: 5, count: 5)) { try m.move(from: 0, to: 5) }
    }

    @Test func insertsKeepThePinnedFirst() throws {
        var m = model("ABC", pinned: 1)
        var pinned = SegmentItem("X")
        pinned.isPinned = true
        // Right after the pinned ones it stays as given; further on it cannot be pinned.
        try m.insert(pinned, at: 1)
        #expect(describe(m) == "axBC")
        try m.insert(pinned, at: 4)
        #expect(describe(m) == "axBCX")
        // Among the pinned ones a segment is pinned.
        try m.insert(SegmentItem("Y"), at: 1)
        #expect(describe(m) == "ayxBCX")
        #expect(m.pinnedCount == 3)
    }

    @Test func replacingKeepsTheSegmentPinnedOrNot() throws {
        var m = model("ABC", pinned: 1)
        try m.replace(at: 0, with: SegmentItem("Z"))
        var pinned = SegmentItem("Y")
        pinned.isPinned = true
        try m.replace(at: 2, with: pinned)
        #expect(describe(m) == "zBY")
    }

    @Test func newItemsKeepOnlyTheLeadingPinnedOnes() {
        var pinned = SegmentItem("P")
        pinned.isPinned = true
        var m = SegmentModel(items: [pinned, SegmentItem("A"), pinned, pinned])
        #expect(describe(m) == "pAPP")
        m.setItems([pinned, pinned, SegmentItem("B"), pinned])
        #expect(describe(m) == "ppBP")
        #expect(m.pinnedCount == 2)
        m.setItems([pinned, pinned])
        #expect(m.pinnedCount == 2)
        #expect(m.reorderGroup(of: 1) == 0..<2)
    }

    @Test func aPinnedSegmentShowsItsIconAlone() {
        var item = SegmentItem("Mail")
        #expect(item.shownIcon(selected: false) == nil)
        #expect(item.showsTitle)
        item.isPinned = true
        #expect(!item.showsTitle)
        #expect(item.hasIcon)
        #expect(item.shownIcon(selected: true) == SegmentItem.pinnedIcon)
        item.icon = "mail-symbolic"
        item.selectedIcon = "mail-open-symbolic"
        #expect(item.shownIcon(selected: false) == "mail-symbolic")
        #expect(item.shownIcon(selected: true) == "mail-open-symbolic")
    }

    @Test func aPinnedSegmentIsMeasuredWithoutItsTitle() {
        var cache = MeasurementCache()
        let style = SegmentStyle.underline
        var item = SegmentItem("A long title")
        let plain = ItemMetrics.measure(item, style: style, cache: &cache, measurer: MonospaceMeasurer(advance: 6))
        item.isPinned = true
        let pinned = ItemMetrics.measure(item, style: style, cache: &cache, measurer: MonospaceMeasurer(advance: 6))
        #expect(plain.titleWidth > 0)
        #expect(pinned.titleWidth == 0)
        #expect(pinned.selectedTitleWidth == 0)
        #expect(pinned.iconExtent == style.iconSize)
        #expect(pinned.titleHeight == plain.titleHeight)
    }

    @Test func aPinnedTabLeavesOutTheCloseButtonsRoom() {
        // Padding 10 plus a close button's 20 on each side: 60 around each content.
        let style = testStyle(padding: 10).reservingCloseButtons(CloseButtonSpec(size: 16, gap: 4))
        var metrics = plainMetrics([40, 50, 30])
        metrics[0] = ItemMetrics(titleWidth: 0, titleHeight: 14, iconExtent: 16, isCompact: true)
        let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: 1_000, viewHeight: 30)
        #expect(layout.itemFrame(0, at: 1).width == 36, "icon 16 and its own padding, 10 each side")
        #expect(layout.itemFrame(1, at: 1).width == 110)
        #expect(layout.itemFrame(1, at: 1).x == 36)
        #expect(layout.contentWidth(at: 1) == NaturalSize.width(metrics: metrics, style: style))
        #expect(layout.contentRects(0, at: 1).icon?.x == 10, "the icon centred in it")
        // A vertical bar's reservation is across it: a pinned row is as tall as the others.
        let sidebar = SegmentLayout(metrics: metrics, style: style, viewWidth: 200, viewHeight: 1_000, axis: .vertical)
        #expect(sidebar.itemFrame(0, at: 1).height == sidebar.itemFrame(2, at: 1).height)
        // Without close buttons nothing is left out.
        let plain = SegmentLayout(metrics: metrics, style: testStyle(padding: 10), viewWidth: 1_000, viewHeight: 30)
        #expect(plain.itemFrame(0, at: 1).width == 36)
        #expect(SegmentLayout.fittedPadding(60, of: metrics[0], reservation: .nan) == 60)
        #expect(SegmentLayout.fittedPadding(60, of: metrics[0], reservation: 1_000) == 0)
        #expect(SegmentLayout.fittedPadding(60, of: metrics[1], reservation: 20) == 60)
    }

    @Test func aPinnedSegmentWithoutPaddingIsStillAComfortableTarget() {
        // The cursor style has no padding of its own: a pinned tab would be its 16 pt icon alone.
        var metrics = plainMetrics([40, 50])
        metrics[0] = ItemMetrics(titleWidth: 0, titleHeight: 14, iconExtent: 16, isCompact: true)
        let style = testStyle(padding: 0, spacing: 12)
        let layout = SegmentLayout(metrics: metrics, style: style, viewWidth: 1_000, viewHeight: 30)
        #expect(layout.itemFrame(0, at: 1).width == SegmentLayout.minimumCompactWidth)
        #expect(layout.contentRects(0, at: 1).icon?.x == 8, "the icon centred in it")
        #expect(layout.itemFrame(1, at: 1).width == 50, "the others keep their own width")
        #expect(layout.contentWidth(at: 1) == NaturalSize.width(metrics: metrics, style: style))
        // A wider pinned segment keeps its width; a sidebar's pinned row is as tall as its content asks.
        #expect(
            SegmentLayout(metrics: metrics, style: testStyle(padding: 20), viewWidth: 1_000, viewHeight: 30)
                .itemFrame(0, at: 1).width == 56)
        let sidebar = SegmentLayout(metrics: metrics, style: style, viewWidth: 200, viewHeight: 1_000, axis: .vertical)
        #expect(sidebar.itemFrame(0, at: 1).height == sidebar.itemFrame(1, at: 1).height)
        #expect(SegmentLayout.fittedPadding(0, of: metrics[0], reservation: 0, minimumWidth: .nan) == 0)
        #expect(SegmentLayout.fittedPadding(0, of: metrics[0], reservation: 0, minimumWidth: -.infinity) == 0)
        #expect(SegmentLayout.fittedPadding(0, of: metrics[1], reservation: 0, minimumWidth: 100) == 0)
    }
}
