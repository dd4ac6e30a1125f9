import SegmentCore
import Testing

/// Two pinned 36 pt segments (a 16 pt icon, 10 pt padding), then ten 50 pt ones, 4 pt apart: the scrolling
/// segments rest from x 80 (the sticky extent) to 616, so a 300 pt view scrolls up to 316.
private func pinnedLayout(
    viewWidth: Double = 300, direction: LayoutDirection = .leftToRight, axis: LayoutAxis = .horizontal,
    pinned: Int = 2, badges: Set<Int> = [], separators: Bool = false
) -> SegmentLayout {
    let metrics = (0..<12).map { index in
        index < pinned
            ? ItemMetrics(
                titleWidth: 0, titleHeight: 14, iconExtent: 16, hasDot: badges.contains(index), isCompact: true)
            : ItemMetrics(titleWidth: 30, titleHeight: 14, hasDot: badges.contains(index))
    }
    let separatorStyle = separators ? SeparatorStyle(isVisible: true, thickness: 1) : SeparatorStyle()
    let (width, height) = axis == .horizontal ? (viewWidth, 30.0) : (120.0, viewWidth)
    return SegmentLayout(
        metrics: metrics, style: testStyle(spacing: 4, separators: separatorStyle), viewWidth: width,
        viewHeight: height, direction: direction, axis: axis)
}

/// Segment `index`'s frame as seen at `offset`.
private func seen(_ layout: SegmentLayout, _ index: Int, offset: Double, at position: Double = 0) -> SegmentRect {
    layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: offset)
}

@Suite struct StickyTests {
    @Test func theLeadingPinnedSegmentsStick() {
        let l = pinnedLayout()
        #expect(l.stickyCount == 2)
        #expect(l.stickyExtent == 80)
        #expect(l.maxScrollOffset(at: 0) == 316)
        #expect(l.isSticky(1) && !l.isSticky(2) && !l.isSticky(-1))
    }

    @Test func nothingSticksWithoutRoomOrWithoutOthers() {
        #expect(pinnedLayout(pinned: 0).stickyCount == 0)
        // Every segment pinned: nothing would scroll beside them.
        #expect(pinnedLayout(pinned: 12).stickyCount == 0)
        // 80 pt of pinned segments in a 150 pt bar would leave the others less than half: they all scroll.
        let narrow = pinnedLayout(viewWidth: 150)
        #expect(narrow.stickyCount == 0 && narrow.stickyExtent == 0)
        #expect(seen(narrow, 0, offset: 50).x == -50)
        #expect(pinnedLayout(viewWidth: 160).stickyCount == 2)
    }

    @Test func stickySegmentsStayInPlaceWhileTheOthersScroll() {
        let l = pinnedLayout()
        for offset in [0.0, 120, 316] {
            #expect(seen(l, 0, offset: offset).x == 0)
            #expect(seen(l, 1, offset: offset).x == 40)
            #expect(seen(l, 2, offset: offset).x == 80 - offset)
            // Their parts too: a badge, the title box.
            #expect(l.viewRect(l.contentRects(1, at: 0).icon!, scrollOffset: offset).x >= 40)
        }
        let rtl = pinnedLayout(direction: .rightToLeft)
        #expect(seen(rtl, 0, offset: 200).maxX == 300)
        #expect(seen(rtl, 2, offset: 200).maxX == 220 + 200)
    }

    @Test func hitsFindTheStickySegmentsOverTheScrolledOnes() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = pinnedLayout(direction: direction)
            func hit(_ along: Double) -> Int? {
                l.hitTest(viewX: direction == .leftToRight ? along : 300 - along, scrollOffset: 200, at: 0)
            }
            #expect(hit(10) == 0)
            #expect(hit(50) == 1)
            #expect(hit(78) == nil, "the gap after the last pinned segment")
            // Content 290: the scrolling segment from 242 to 292, the sixth.
            #expect(hit(90) == 5)
            #expect(l.contentX(forViewX: direction == .leftToRight ? 10 : 290, scrollOffset: 200) == 10)
        }
    }

    @Test func theVisibleSegmentsAreTheStickyOnesAndTheScrollingOnesInView() {
        let l = pinnedLayout()
        // The scrolling part shows content 280..<500 at offset 200.
        #expect(l.visibleRange(scrollOffset: 200, at: 0) == 5..<10)
        let visible = l.visibleSegments(scrollOffset: 200, at: 0)
        #expect(Array(visible) == [0, 1, 5, 6, 7, 8, 9])
        #expect(visible.count == 7 && visible.contains(1) && !visible.contains(4))
        // Brute force: every scrolling segment reaching into the part of the view it can show in.
        for offset in stride(from: 0.0, through: 316, by: 7) {
            let expected = (2..<12).filter {
                let frame = seen(l, $0, offset: offset)
                return frame.maxX > 80 && frame.x < 300
            }
            #expect(Array(l.visibleRange(scrollOffset: offset, at: 0)) == expected, "offset \(offset)")
        }
        #expect(l.visibleRange(scrollOffset: 200, at: 0, margin: 9) == 2..<12, "a margin never reaches the sticky ones")
        #expect(visible.covers(l.visibleSegments(scrollOffset: 210, at: 0)))
        #expect(!visible.covers(l.visibleSegments(scrollOffset: 0, at: 0)))
    }

    @Test func centringUsesThePartOfTheViewBesideTheStickySegments() {
        let l = pinnedLayout()
        let offset = l.centeringScrollOffset(at: 6)
        #expect(seen(l, 6, offset: offset, at: 6).midX == 190)
        #expect(l.centeringScrollOffset(forItem: 6, at: 0) == offset)
        #expect(l.centeringScrollOffset(at: 1) == 0, "a sticky selection scrolls back to the start")
    }

    @Test func theIndicatorSlidesBetweenWhereAStickyAndAScrolledSegmentAreSeen() {
        let l = pinnedLayout()
        let offset = 100.0
        let atPinned = l.indicatorViewRect(at: 1, scrollOffset: offset)!
        let atScrolled = l.indicatorViewRect(at: 2, scrollOffset: offset)!
        #expect(atPinned == l.viewRect(l.indicatorRect(forItem: 1, at: 1), scrollOffset: offset))
        #expect(atScrolled == l.viewRect(l.indicatorRect(forItem: 2, at: 2), scrollOffset: offset))
        #expect(atPinned.x > 40 && atPinned.maxX < 76, "on the sticky segment, unscrolled")
        var last = atPinned
        for step in 1...100 {
            let rect = l.indicatorViewRect(at: 1 + Double(step) / 100, scrollOffset: offset)!
            #expect(abs(rect.x - last.x) < 2.5 && abs(rect.width - last.width) < 0.5, "continuous at step \(step)")
            last = rect
        }
        #expect(last == atScrolled)
        #expect(!l.indicatorScrolls(at: 1.5) && l.indicatorScrolls(at: 2) && l.indicatorScrolls(at: 4.5))
        #expect(!pinnedLayout(pinned: 0).indicatorScrolls(at: 4), "nothing to slide under")
        // Between two scrolling segments it is the content indicator, scrolled.
        #expect(
            l.indicatorViewRect(at: 4.5, scrollOffset: offset)
                == l.viewRect(l.indicatorRect(at: 4.5)!, scrollOffset: offset))
    }

    @Test func theLeadingFadeAndHintStartAfterTheStickySegments() {
        let l = pinnedLayout(badges: [0, 3])
        let fade = l.edgeFade(.leading, width: 20)
        #expect(fade.rect.x == 80 && fade.outerX == 80 && fade.innerX == 100)
        #expect(l.edgeHintRect(.leading, diameter: 6).x == 84)
        let rtl = pinnedLayout(direction: .rightToLeft)
        let rtlFade = rtl.edgeFade(.leading, width: 20)
        #expect(rtlFade.rect.maxX == 220 && rtlFade.outerX == 220 && rtlFade.innerX == 200)
        #expect(rtl.edgeHintRect(.leading, diameter: 6).maxX == 216)
        #expect(l.edgeFade(.trailing, width: 20).rect.maxX == 300)
        // A start action widget lies before the sticky segments: the leading fade after them is not solid under it.
        let beside = l.edgeFade(.leading, width: 20, solid: 30)
        #expect(beside.rect.x == 80 && beside.rect.width == 20 && beside.solidStop == 0)
        #expect(l.edgeFade(.trailing, width: 20, solid: 30).solidStop == 0.6, "the trailing one still is")
        #expect(pinnedLayout(pinned: 0).edgeFade(.leading, width: 20, solid: 30).solidStop == 0.6)
        #expect(l.edgeRect(.leading, width: 20).x == 0, "the bar's own end is where it was")
    }

    @Test func aBadgeOnAStickySegmentIsNeverHidden() {
        let pinnedBadge = pinnedLayout(badges: [0])
        #expect(pinnedBadge.overflowEdges(scrollOffset: 200, at: 0).leading)
        #expect(!pinnedBadge.overflowEdges(scrollOffset: 200, at: 0).leadingBadge)
        #expect(pinnedLayout(badges: [3]).overflowEdges(scrollOffset: 200, at: 0).leadingBadge)
    }

    @Test func scrollingSegmentsShowBesideTheStickyOnes() {
        #expect(pinnedLayout().scrollingViewRect == SegmentRect(x: 80, y: 0, width: 220, height: 30))
        #expect(
            pinnedLayout(direction: .rightToLeft).scrollingViewRect == SegmentRect(x: 0, y: 0, width: 220, height: 30))
        let vertical = pinnedLayout(axis: .vertical)
        #expect(
            vertical.scrollingViewRect
                == SegmentRect(x: 0, y: vertical.stickyExtent, width: 120, height: 300 - vertical.stickyExtent))
        #expect(pinnedLayout(pinned: 0).scrollingViewRect == nil)
    }

    @Test func aVerticalBarKeepsItsStickyRowsAtTheTop() {
        let l = pinnedLayout(axis: .vertical)
        #expect(l.stickyCount == 2)
        let rows = (0..<3).map { l.viewRect(l.itemFrame($0, at: 0), scrollOffset: 150) }
        #expect(rows[0].y == 0)
        #expect(rows[2].y == l.stickyExtent - 150)
        #expect(l.hitTest(viewX: 10, scrollOffset: 150, at: 0) == 0)
    }

    @Test func theSeparatorAfterTheStickySegmentsStaysInPlace() {
        let l = pinnedLayout(separators: true)
        let rects = l.separatorRects(in: l.visibleSegments(scrollOffset: 200, at: 0), at: 0)
        let seenRects = rects.map { l.viewRect($0, scrollOffset: 200) }
        // Before segment 1 and before segment 2 (in the gap at 76...80), then those of the scrolling ones in view
        // (before the sixth to the eleventh).
        #expect(seenRects.prefix(2).map(\.midX) == [38, 78])
        #expect(rects.count == 2 + 6)
        #expect(zip(rects.dropFirst(2), seenRects.dropFirst(2)).allSatisfy { $1.x == $0.x - 200 }, "the others scroll")
    }

    @Test func aDraggedTabIsHeldOutFromUnderTheStickyOnes() {
        let l = pinnedLayout()
        // Tab 6 (50 pt) rests at content 296; dragged 400 pt towards the start with the strip scrolled by 150, it
        // stops with its centre where the sticky ones end on screen.
        var drag = TabReorder(source: 6, viewTranslation: -400, group: 2..<12, scrollOffset: 150)
        #expect(l.viewRect(drag.draggedFrame(in: l, at: 6), scrollOffset: 150).midX == 80)
        #expect(drag.target(in: l, at: 6) == 5)
        // Held there while the strip scrolls back to its start, it reaches the first place after them.
        drag.scrollTravel = -150
        #expect(drag.draggedFrame(in: l, at: 6).x == 80)
        #expect(drag.target(in: l, at: 6) == 2)
        // A sticky tab moves among the sticky ones, never held.
        let pinned = TabReorder(source: 1, viewTranslation: -400, group: 0..<2, scrollOffset: 150)
        #expect(pinned.draggedFrame(in: l, at: 6).x == 0)
        #expect(pinned.target(in: l, at: 6) == 0)
        // Without sticky segments nothing changes: the strip's first segment is the limit.
        let plain = pinnedLayout(pinned: 0)
        let free = TabReorder(source: 6, viewTranslation: -1_000, scrollOffset: 150)
        #expect(free.draggedFrame(in: plain, at: 6).x == 0)
    }

    @Test func draggingNearTheStickySegmentsScrollsBack() {
        let l = pinnedLayout()
        #expect(TabReorder.autoscrollSpeed(pointerX: 112, in: l) == 0)
        #expect(TabReorder.autoscrollSpeed(pointerX: 96, in: l) == -400)
        let rtl = pinnedLayout(direction: .rightToLeft)
        #expect(TabReorder.autoscrollSpeed(pointerX: 300 - 96, in: rtl) == -400)
        // A dragged pinned tab never scrolls the strip; a dragged scrolling one does.
        #expect(TabReorder(source: 1, group: 0..<2).autoscrollSpeed(pointerX: 96, in: l) == 0)
        #expect(TabReorder(source: 5, group: 2..<12).autoscrollSpeed(pointerX: 96, in: l) == -400)
    }

    @Test func visibleSegmentsAreLimitedAroundAnAnchor() {
        let all = VisibleSegments(sticky: 0..<10, scrolling: 10..<10_000)
        #expect(all.limited(to: 20_000, around: 5) == all, "within the limit: all of them")
        let near = all.limited(to: 128, around: 5_000)
        #expect(near.count == 128)
        #expect(near.sticky == 0..<10, "the pinned ones first (up to a quarter)")
        #expect(near.scrolling == 4_941..<5_059, "then a window around the anchor")
        #expect(all.limited(to: 128, around: Int.min).scrolling == 10..<128, "moved inside the range")
        #expect(all.limited(to: 128, around: Int.max).scrolling == 9_882..<10_000)
        let manyPinned = VisibleSegments(sticky: 0..<500, scrolling: 500..<600)
        #expect(manyPinned.limited(to: 128, around: 550) == VisibleSegments(sticky: 0..<32, scrolling: 502..<598))
        #expect(all.limited(to: -1, around: 0).count == 0)
        #expect(all.limited(to: 0, around: 0).isEmpty)
    }
}
