import SegmentCore
import Testing

/// Ten 50 pt segments in a 200 pt view (content 500 pt, largest offset 300); items 0, 4 and 9 carry badges.
private func badgedBar(direction: LayoutDirection = .leftToRight) -> SegmentLayout {
    let metrics = (0..<10).map { i in
        ItemMetrics(titleWidth: 30, titleHeight: 14, hasDot: [0, 4, 9].contains(i))
    }
    return SegmentLayout(metrics: metrics, style: testStyle(), viewWidth: 200, viewHeight: 30, direction: direction)
}

@Suite struct OverflowTests {
    @Test func badgeCountsAnyRangeAndClampsIt() {
        let l = badgedBar()
        #expect(l.badgeCount(in: 0..<10) == 3)
        #expect(l.badgeCount(in: 1..<4) == 0)
        #expect(l.badgeCount(in: 4..<5) == 1)
        #expect(l.badgeCount(in: -5..<100) == 3)
        #expect(l.badgeCount(in: 20..<30) == 0)
    }

    @Test func edgesFollowTheScrollOffset() {
        let l = badgedBar()
        // At offset 0 items 0-3 are visible (0..<200): nothing hidden before, 4-9 hidden after (badges 4 and 9).
        #expect(
            l.overflowEdges(scrollOffset: 0, at: 0)
                == OverflowEdges(leading: false, trailing: true, leadingBadge: false, trailingBadge: true))
        // At offset 100 items 2-5 are visible: 0-1 hidden before (badge 0), 6-9 after (badge 9).
        #expect(
            l.overflowEdges(scrollOffset: 100, at: 0)
                == OverflowEdges(leading: true, trailing: true, leadingBadge: true, trailingBadge: true))
        // At the end (300) items 6-9 are visible: only the leading edge hides segments.
        #expect(
            l.overflowEdges(scrollOffset: 300, at: 0)
                == OverflowEdges(leading: true, trailing: false, leadingBadge: true, trailingBadge: false))
    }

    @Test func aSegmentWhollyUnderTheOverflowButtonIsHiddenAndShowsNothing() {
        // Ten 50 pt segments, a badge on 4; a 30 pt overflow button reserved at the end of the 200 pt view.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let metrics = (0..<10).map { ItemMetrics(titleWidth: 30, titleHeight: 14, hasDot: $0 == 4) }
            let style = testStyle().reserving(30, at: .trailing, along: .horizontal)
            let l = SegmentLayout(metrics: metrics, style: style, viewWidth: 200, viewHeight: 30, direction: direction)
            #expect(l.clearSpan(scrollOffset: 0, sticky: false) == 0...170)
            #expect(l.clearSpan(scrollOffset: 20, sticky: false) == 20...190)
            // Scrolled by 20, segment 4 (200-250) lies under the button and past the view: hidden, hinted at.
            #expect(l.overflowEdges(scrollOffset: 20, at: 0).trailingBadge)
            // By 40 its first 10 pt show (160 to 170 in view), its dot (centre 243 in content) still under the button.
            #expect(l.overflowEdges(scrollOffset: 40, at: 0).trailingBadge)
            #expect(!l.overflowEdges(scrollOffset: 80, at: 0).trailingBadge, "the dot's centre shows at 203 in view")
            // The part of each segment a tab covers, in view coordinates.
            let mirror = { (x: Double, w: Double) in direction == .leftToRight ? x : 200 - x - w }
            #expect(
                l.shownViewRect(2, scrollOffset: 0, at: 0)
                    == SegmentRect(x: mirror(100, 50), y: 0, width: 50, height: 30))
            #expect(
                l.shownViewRect(3, scrollOffset: 0, at: 0)
                    == SegmentRect(x: mirror(150, 20), y: 0, width: 20, height: 30))
            #expect(
                l.shownViewRect(3, scrollOffset: 20, at: 0)
                    == SegmentRect(x: mirror(130, 40), y: 0, width: 40, height: 30))
            #expect(l.shownViewRect(4, scrollOffset: 20, at: 0).width == 0, "under the button")
            #expect(l.shownViewRect(0, scrollOffset: 60, at: 0).width == 0, "scrolled away before the start")
            // Whole only clear of the button: segment 3 (150-200) is cut by it at 0 and whole from 30 on.
            #expect(l.showsWhole(2, scrollOffset: 0, at: 0))
            #expect(!l.showsWhole(3, scrollOffset: 0, at: 0), "under the overflow button")
            #expect(!l.showsWhole(3, scrollOffset: 20, at: 0))
            #expect(l.showsWhole(3, scrollOffset: 30, at: 0))
            #expect(!l.showsWhole(0, scrollOffset: 30, at: 0), "partly scrolled away")
            #expect(l.showsWhole(0, scrollOffset: .nan, at: 0), "NaN counts as 0")
        }
    }

    @Test func aSegmentLongerThanTheClearSpanShowsWholeWhenItCoversIt() {
        let metrics = [ItemMetrics(titleWidth: 280, titleHeight: 14), ItemMetrics(titleWidth: 30, titleHeight: 14)]
        let style = testStyle().reserving(30, at: .trailing, along: .horizontal)
        let l = SegmentLayout(metrics: metrics, style: style, viewWidth: 200, viewHeight: 30)
        #expect(l.itemFrame(0, at: 0).width > 170)
        #expect(l.showsWhole(0, scrollOffset: 0, at: 0), "as much of it as can show")
        #expect(!l.showsWhole(0, scrollOffset: l.maxScrollOffset(at: 0), at: 0), "scrolled on, its start is gone")
        let empty = SegmentLayout(metrics: [], style: style, viewWidth: 200, viewHeight: 30)
        #expect(!empty.showsWhole(0, scrollOffset: 0, at: 0))
    }

    @Test func aPartOfASegmentShowsOnlyWhereTheSegmentShows() {
        // Ten 50 pt segments, a 30 pt overflow button at the end of the 200 pt view: at offset 0 the clear span is
        // 0...170. A 16 pt button at 160 in segment 3 is cut by the overflow button; one in segment 5 (at 260) is
        // off screen, as the tab of a segment kept in the margin is.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let metrics = (0..<10).map { _ in ItemMetrics(titleWidth: 30, titleHeight: 14) }
            let style = testStyle().reserving(30, at: .trailing, along: .horizontal)
            let l = SegmentLayout(metrics: metrics, style: style, viewWidth: 200, viewHeight: 30, direction: direction)
            let mirror = { (x: Double, w: Double) in direction == .leftToRight ? x : 200 - x - w }
            let button = { (x: Double) in SegmentRect(x: x, y: 7, width: 16, height: 16) }
            #expect(
                l.shownViewRect(button(110), of: 2, scrollOffset: 0)
                    == SegmentRect(x: mirror(110, 16), y: 7, width: 16, height: 16), "wholly shown")
            #expect(
                l.shownViewRect(button(160), of: 3, scrollOffset: 0)
                    == SegmentRect(x: mirror(160, 10), y: 7, width: 10, height: 16), "cut by the overflow button")
            let margin = l.shownViewRect(button(260), of: 5, scrollOffset: 0)
            #expect(margin.width == 0 && margin.x == mirror(170, 0), "off screen: nothing, at the span's end")
            #expect(
                l.shownViewRect(button(260), of: 5, scrollOffset: 100)
                    == SegmentRect(x: mirror(160, 10), y: 7, width: 10, height: 16), "scrolled into view")
            #expect(
                l.shownViewRect(l.itemFrame(3, at: 0), of: 3, scrollOffset: 20)
                    == l.shownViewRect(3, scrollOffset: 20, at: 0), "a whole frame is the segment's shown part")
        }
    }

    @Test func aBadgeMoreThanHalfWayIntoAFadeIsHinted() {
        // Segment 4 of ten 50 pt ones (200-250 in content) has a dot centred at 243; a 30 pt overflow button, and
        // fades 24 pt long: a badge reads up to half a fade (12 pt) into each.
        let metrics = (0..<10).map { ItemMetrics(titleWidth: 30, titleHeight: 14, hasDot: $0 == 4) }
        let style = testStyle().reserving(30, at: .trailing, along: .horizontal)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = SegmentLayout(metrics: metrics, style: style, viewWidth: 200, viewHeight: 30, direction: direction)
            // The clear part ends at offset + 170: at 80 the dot is 7 pt short of it, so 5 pt past half the fade.
            #expect(l.overflowEdges(scrollOffset: 80, at: 0, fade: 24).trailingBadge)
            #expect(!l.overflowEdges(scrollOffset: 90, at: 0, fade: 24).trailingBadge)
            // Scrolled on, the dot comes to the leading fade, which starts at the offset.
            #expect(!l.overflowEdges(scrollOffset: 230, at: 0, fade: 24).leadingBadge)
            #expect(l.overflowEdges(scrollOffset: 235, at: 0, fade: 24).leadingBadge)
            #expect(!l.overflowEdges(scrollOffset: 235, at: 0).leadingBadge, "no fade: the dot shows")
            #expect(!l.overflowEdges(scrollOffset: 235, at: 0, fade: -.infinity).leadingBadge, "a bad fade is none")
        }
    }

    @Test func aBarThatFitsHasNoOverflow() {
        let l = SegmentLayout(metrics: plainMetrics([30, 30]), style: testStyle(), viewWidth: 200, viewHeight: 30)
        #expect(l.overflowEdges(scrollOffset: 0, at: 0) == .none)
    }

    @Test func edgeStripsMirrorInRightToLeft() {
        let ltr = badgedBar()
        #expect(ltr.edgeRect(.leading, width: 32) == SegmentRect(x: 0, y: 0, width: 32, height: 30))
        #expect(ltr.edgeRect(.trailing, width: 32) == SegmentRect(x: 168, y: 0, width: 32, height: 30))
        let rtl = badgedBar(direction: .rightToLeft)
        #expect(rtl.edgeRect(.leading, width: 32) == SegmentRect(x: 168, y: 0, width: 32, height: 30))
        #expect(rtl.edgeRect(.trailing, width: 500) == SegmentRect(x: 0, y: 0, width: 200, height: 30))
    }

    @Test func edgeHintSitsInsideTheOuterEnd() {
        let l = badgedBar()
        // 6 pt dot, 4 pt from the end, its top 1.5 diameters above the middle (15 − 9 = 6).
        #expect(l.edgeHintRect(.leading, diameter: 6) == SegmentRect(x: 4, y: 6, width: 6, height: 6))
        #expect(l.edgeHintRect(.trailing, diameter: 6) == SegmentRect(x: 190, y: 6, width: 6, height: 6))
    }

    @Test func aVerticalBarsEdgeHintSitsOnTheTrailingSideOfTheArrow() {
        // A 100 × 300 sidebar: the overflow button's arrow is centred across it (x = 50). The dot goes one diameter
        // past the middle on the trailing side (x 56–62, or 38–44 mirrored), raised to 4 + 3·6 pt above the end.
        let metrics = (0..<20).map { i in ItemMetrics(titleWidth: 30, titleHeight: 14, hasDot: i == 19) }
        for (direction, x) in [(LayoutDirection.leftToRight, 56.0), (.rightToLeft, 38)] {
            let l = SegmentLayout(
                metrics: metrics, style: testStyle(), viewWidth: 100, viewHeight: 300, direction: direction,
                axis: .vertical)
            #expect(l.edgeHintRect(.trailing, diameter: 6) == SegmentRect(x: x, y: 278, width: 6, height: 6))
            #expect(l.edgeHintRect(.leading, diameter: 6) == SegmentRect(x: x, y: 4, width: 6, height: 6))
        }
    }

    @Test func fadesRunFromTheOuterEndInward() {
        let ltr = badgedBar()
        let leading = ltr.edgeFade(.leading, width: 32)
        #expect((leading.outerX, leading.innerX, leading.solidStop) == (0, 32, 0))
        #expect(leading.rect == SegmentRect(x: 0, y: 0, width: 32, height: 30))
        let trailing = ltr.edgeFade(.trailing, width: 32)
        #expect((trailing.outerX, trailing.innerX) == (200, 168))
        let rtl = badgedBar(direction: .rightToLeft)
        let mirrored = rtl.edgeFade(.leading, width: 32)
        #expect((mirrored.outerX, mirrored.innerX) == (200, 168))
    }

    @Test func aFadeStaysSolidUnderAButtonAtTheEnd() {
        let fade = badgedBar().edgeFade(.trailing, width: 32, solid: 32)
        #expect(fade.rect == SegmentRect(x: 136, y: 0, width: 64, height: 30))
        #expect((fade.outerX, fade.innerX) == (200, 136))
        #expect(fade.solidStop == 0.5, "opaque over the button's 32 points, then clearing")
        #expect(badgedBar().edgeFade(.trailing, width: 32, solid: .nan).solidStop == 0)
    }

    /// A selected segment is centred in the part its neighbours scroll in, clear of the overflow button reserved at
    /// the end: centred in the whole view, it sat half a button's width into the fade beside the button.
    @Test func theSelectionIsCentredBesideTheOverflowButton() {
        let metrics = (0..<10).map { _ in ItemMetrics(titleWidth: 30, titleHeight: 14) }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = SegmentLayout(
                metrics: metrics, style: testStyle().reserving(30, at: .trailing, along: .horizontal), viewWidth: 200,
                viewHeight: 30, direction: direction)
            let offset = l.centeringScrollOffset(at: 5)
            let frame = l.viewRect(l.itemFrame(5, at: 5), scrollOffset: offset)
            #expect(frame.midX == (direction == .leftToRight ? 85 : 115), "\(direction)")
        }
    }

    /// The dot goes in past the app's action widget at that end, onto the overflow button beside it; at the
    /// leading edge only when no sticky segment already lies after the start widget.
    @Test func theHintDotGoesInPastAnActionWidget() {
        let ltr = badgedBar()
        #expect(ltr.edgeHintRect(.trailing, diameter: 6, outerInset: 40).x == 200 - 40 - 4 - 6)
        #expect(ltr.edgeHintRect(.leading, diameter: 6, outerInset: 30).x == 34)
        #expect(badgedBar(direction: .rightToLeft).edgeHintRect(.trailing, diameter: 6, outerInset: 40).x == 44)
        for inset in [-5, .nan, .infinity] {
            #expect(
                ltr.edgeHintRect(.trailing, diameter: 6, outerInset: inset) == ltr.edgeHintRect(.trailing, diameter: 6))
        }
        #expect(ltr.edgeHintRect(.trailing, diameter: 6, outerInset: 1e9).x >= 0)
    }

    /// A bar at its minimum width with a pinned tab and a wide end widget: the solid part under the widget and the
    /// overflow button is longer than what the sticky tab leaves, and GTK crashed on the colour stop past the
    /// gradient's end. The fade keeps to the scrolling part, and its stop to `0...1`, in both directions.
    @Test func aFadeKeepsToWhatTheStickySegmentsLeave() {
        let metrics =
            [ItemMetrics(titleWidth: 30, titleHeight: 14, isCompact: true)]
            + (0..<5).map { _ in ItemMetrics(titleWidth: 30, titleHeight: 14) }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = SegmentLayout(
                metrics: metrics, style: testStyle(), viewWidth: 120, viewHeight: 30, direction: direction)
            #expect(l.stickyCount == 1)
            let scrolling = l.mainLength - l.stickyExtent
            for solid in [0.0, 40, scrolling, scrolling + 1, 500, .infinity] {
                let fade = l.edgeFade(.trailing, width: 32, solid: solid)
                #expect((0...1).contains(fade.solidStop), "solid \(solid), \(direction)")
                #expect(fade.rect.width <= scrolling && fade.rect.x >= 0 && fade.rect.maxX <= 120)
            }
        }
    }

    /// A fade hides what lies under its solid part and up to half-way from there to clear, and past the bar's end;
    /// in either direction, and never with no length.
    @Test func aFadeHidesUpToHalfWayToClear() {
        let leading = badgedBar().edgeFade(.leading, width: 32)
        #expect(leading.hides(-3) && leading.hides(0) && leading.hides(15.9))
        #expect(!leading.hides(16) && !leading.hides(40) && !leading.hides(.nan))
        // Trailing, solid over 32 points (136...200 from the bar's end inward): hidden down to 200 - 32 - 16.
        let trailing = badgedBar().edgeFade(.trailing, width: 32, solid: 32)
        #expect(trailing.hides(201) && trailing.hides(170) && trailing.hides(152.1))
        #expect(!trailing.hides(152) && !trailing.hides(100))
        let rtl = badgedBar(direction: .rightToLeft).edgeFade(.leading, width: 32)
        #expect(rtl.hides(190) && !rtl.hides(184))
        #expect(!badgedBar().edgeFade(.leading, width: 0).hides(0))
    }
}
