import SegmentCore
import Testing

/// Four equal 100 pt segments in a 400 pt bar: frames 0–100, 100–200, 200–300, 300–400; centres 50, 150, 250, 350.
private func equalLayout(direction: LayoutDirection = .leftToRight, count: Int = 4) -> SegmentLayout {
    SegmentLayout(
        metrics: plainMetrics(Array(repeating: 30, count: count)), style: testStyle(widthMode: .equal),
        viewWidth: 100 * Double(count), viewHeight: 30, direction: direction)
}

@Suite struct TabReorderTests {
    @Test func aTabLandsOnceItsCentrePassesTheNeighboursCentre() {
        let l = equalLayout()
        // Tab 1 (centre 150) dragged 99 pt right: its centre is at 249, short of tab 2's 250.
        #expect(TabReorder(source: 1, viewTranslation: 99).target(in: l, at: 1) == 1)
        // 100 pt: its centre reaches 250, so it takes tab 2's place.
        #expect(TabReorder(source: 1, viewTranslation: 100).target(in: l, at: 1) == 2)
        #expect(TabReorder(source: 1, viewTranslation: 201).target(in: l, at: 1) == 3)
        // Leftwards: centre 150 - 100 = 50 reaches tab 0's centre.
        #expect(TabReorder(source: 1, viewTranslation: -99).target(in: l, at: 1) == 1)
        #expect(TabReorder(source: 1, viewTranslation: -100).target(in: l, at: 1) == 0)
        #expect(TabReorder(source: 1).target(in: l, at: 1) == 1)
    }

    @Test func theDraggedTabStaysWithinTheStrip() {
        let l = equalLayout()
        // Tab 1 can travel 200 pt right (its end meets the last tab's end) and 100 pt left.
        #expect(TabReorder(source: 1, viewTranslation: 5000).translation(in: l, at: 1) == 200)
        #expect(TabReorder(source: 1, viewTranslation: -5000).translation(in: l, at: 1) == -100)
        #expect(TabReorder(source: 1, viewTranslation: 5000).target(in: l, at: 1) == 3)
        #expect(TabReorder(source: 1, viewTranslation: -5000).target(in: l, at: 1) == 0)
        #expect(TabReorder(source: 1, viewTranslation: 30).draggedFrame(in: l, at: 1).x == 130)
    }

    @Test func aWideTabHeldAtAnEndTakesTheNarrowTabsPlaceThere() {
        // 50, 150, 50 and 150 pt tabs (0–50, 50–200, 200–250, 250–400). Held at an end of the strip or of its
        // group, a wide tab's centre stops short of a narrow one's there, but its edge reaches the end: it lands.
        let l = SegmentLayout(
            metrics: plainMetrics([30, 130, 30, 130]), style: testStyle(), viewWidth: 400, viewHeight: 30)
        #expect(TabReorder(source: 1, viewTranslation: -5_000).target(in: l, at: 1) == 0)
        #expect(TabReorder(source: 3, viewTranslation: -5_000, group: 2..<4).target(in: l, at: 3) == 2)
        #expect(TabReorder(source: 1, viewTranslation: 5_000, group: 0..<3).target(in: l, at: 1) == 2)
        // Short of the end the centres decide: 20 pt left, tab 1's centre (105) is far from tab 0's (25).
        #expect(TabReorder(source: 1, viewTranslation: -20).target(in: l, at: 1) == 1)
    }

    @Test func passedTabsSlideBackByTheDraggedTabsWidth() {
        let l = equalLayout()
        let right = TabReorder(source: 1, viewTranslation: 201)
        let target = right.target(in: l, at: 1)
        #expect(target == 3)
        #expect(right.shift(of: 0, target: target, in: l, at: 1) == 0)
        #expect(right.shift(of: 1, target: target, in: l, at: 1) == 200)  // clamped travel
        #expect(right.shift(of: 2, target: target, in: l, at: 1) == -100)
        #expect(right.shift(of: 3, target: target, in: l, at: 1) == -100)
        let left = TabReorder(source: 2, viewTranslation: -120)
        let leftTarget = left.target(in: l, at: 2)
        #expect(leftTarget == 1)
        #expect(left.shift(of: 1, target: leftTarget, in: l, at: 2) == 100)
        #expect(left.shift(of: 0, target: leftTarget, in: l, at: 2) == 0)
        #expect(left.shift(of: 3, target: leftTarget, in: l, at: 2) == 0)
    }

    @Test func theGapBetweenTabsSlidesToo() {
        // Fitted 30 pt titles with 10 pt padding and 6 pt spacing: 50 pt tabs at 0, 56, 112.
        let l = SegmentLayout(
            metrics: plainMetrics([30, 30, 30]), style: testStyle(spacing: 6), viewWidth: 400, viewHeight: 30)
        #expect(l.itemFrame(1, at: 0).x == 56)
        let drag = TabReorder(source: 0, viewTranslation: 56)
        #expect(drag.target(in: l, at: 0) == 1)
        #expect(drag.shift(of: 1, target: 1, in: l, at: 0) == -56)
    }

    @Test func rightToLeftMirrorsThePointer() {
        let l = equalLayout(direction: .rightToLeft)
        // Leftwards on screen is forwards in right-to-left.
        #expect(TabReorder(source: 1, viewTranslation: -100).target(in: l, at: 1) == 2)
        #expect(TabReorder(source: 1, viewTranslation: 100).target(in: l, at: 1) == 0)
        #expect(TabReorder(source: 1, viewTranslation: -100).translation(in: l, at: 1) == 100)
    }

    @Test func aSidebarReordersDownwardsInBothDirections() {
        // Rows 14 + 2 × 8 = 30 high; a vertical bar runs top to bottom in right-to-left too.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = SegmentLayout(
                metrics: plainMetrics(Array(repeating: 30, count: 4)), style: testStyle(), viewWidth: 120,
                viewHeight: 300, direction: direction, axis: .vertical)
            #expect(TabReorder(source: 1, viewTranslation: 30).target(in: l, at: 1) == 2)
            #expect(TabReorder(source: 1, viewTranslation: 30).translation(in: l, at: 1) == 30)
            #expect(TabReorder(source: 1, viewTranslation: -30).target(in: l, at: 1) == 0)
            #expect(TabReorder(source: 1, viewTranslation: 30).shift(of: 2, target: 2, in: l, at: 1) == -30)
        }
    }

    @Test func aSidebarScrollsNearItsTopAndBottom() {
        // 20 rows of 30 pt in a 300 pt tall sidebar (wider than it is tall would not tell the axes apart).
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = SegmentLayout(
                metrics: plainMetrics(Array(repeating: 30, count: 20)), style: testStyle(), viewWidth: 120,
                viewHeight: 300, direction: direction, axis: .vertical)
            #expect(TabReorder.autoscrollSpeed(pointerX: 150, in: l) == 0)
            #expect(TabReorder.autoscrollSpeed(pointerX: 300, in: l) == 800, "the bottom is the far end")
            #expect(TabReorder.autoscrollSpeed(pointerX: 0, in: l) == -800)
        }
    }

    @Test func scrollingCarriesTheDraggedTab() {
        let l = equalLayout(count: 10)
        var drag = TabReorder(source: 1, viewTranslation: 50)
        drag.scrollTravel = 300
        // 50 pt of pointer and 300 pt of scrolling: centre 150 + 350 = 500 passes tab 4's centre at 450.
        #expect(drag.translation(in: l, at: 1) == 350)
        #expect(drag.target(in: l, at: 1) == 4)
        drag.scrollTravel = .nan
        #expect(drag.scrollTravel == 0)
    }

    @Test func aDragFollowsItsTabThroughEdits() {
        let drag = TabReorder(source: 2, viewTranslation: 40)
        #expect(drag.following(.insert(at: 0))?.source == 3)
        #expect(drag.following(.insert(at: 3))?.source == 2)
        #expect(drag.following(.remove(at: 1))?.source == 1)
        #expect(drag.following(.remove(at: 2)) == nil, "the dragged tab went: nothing to drop")
        #expect(drag.following(.move(from: 2, to: 0))?.source == 0)
        #expect(drag.following(.move(from: 0, to: 3))?.source == 1)
        #expect(drag.following(.insert(at: 0))?.viewTranslation == 40, "the pointer's travel is kept")
        #expect(TabReorder(source: Int.max).following(.insert(at: 0)) == nil)
    }

    @Test func aPlaceShiftKeepsTheDraggedTabUnderThePointer() throws {
        let l = equalLayout(count: 10)
        // Tab 2 (200–300) dragged 40 pt right is drawn at 240; a tab inserted before it moves its place to
        // 300–400, and the shift puts it back at 240.
        let before = TabReorder(source: 2, viewTranslation: 40)
        let place = try #require(before.place(in: l, at: 0))
        #expect(place == 200)
        var drag = before.following(.insert(at: 0))!
        drag.shiftPlace(from: place, in: l, at: 0)
        #expect(drag.placeShift == 100)
        #expect(drag.draggedFrame(in: l, at: 0).x == 240)
        #expect(TabReorder(source: 10).place(in: l, at: 0) == nil, "no such segment: no place")
        // Its place is now 300–400: centre 290 is left of its own (350) but short of tab 2's (250), so it stays.
        #expect(drag.target(in: l, at: 0) == 3)
        drag.placeShift = .infinity
        #expect(drag.placeShift == 0)
    }

    @Test func theStripScrollsNearItsEnds() {
        // A 400 pt strip with 40 pt insets: its segments show from 40 to 360; a 32 pt edge at each end.
        let l = SegmentLayout(
            metrics: plainMetrics(Array(repeating: 30, count: 20)),
            style: testStyle(insets: EdgeInsets(leading: 40, trailing: 40)), viewWidth: 400, viewHeight: 30)
        #expect(TabReorder.autoscrollSpeed(pointerX: 200, in: l) == 0)
        #expect(TabReorder.autoscrollSpeed(pointerX: 360, in: l) == 800)
        #expect(TabReorder.autoscrollSpeed(pointerX: 344, in: l) == 400)
        #expect(TabReorder.autoscrollSpeed(pointerX: 56, in: l) == -400)
        #expect(TabReorder.autoscrollSpeed(pointerX: 0, in: l) == -800)
        let rtl = SegmentLayout(
            metrics: plainMetrics(Array(repeating: 30, count: 20)),
            style: testStyle(insets: EdgeInsets(leading: 40, trailing: 40)), viewWidth: 400, viewHeight: 30,
            direction: .rightToLeft)
        #expect(TabReorder.autoscrollSpeed(pointerX: 0, in: rtl) == 800, "the left end is the far end in RTL")
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(TabReorder.autoscrollSpeed(pointerX: bad, in: l) == 0)
            #expect(TabReorder.autoscrollSpeed(pointerX: 0, in: l, edge: bad, maxSpeed: 10) == 0)
            #expect(abs(TabReorder.autoscrollSpeed(pointerX: 0, in: l, edge: 10, maxSpeed: bad)) <= 10_000)
        }
    }

    @Test func tenThousandTabsAnswerByBinarySearch() {
        let l = equalLayout(count: 10_000)
        // Tab 5,000 dragged 3,000 pt right lands 30 places further.
        #expect(TabReorder(source: 5_000, viewTranslation: 3_000).target(in: l, at: 5_000) == 5_030)
        #expect(TabReorder(source: 5_000, viewTranslation: -3_000).target(in: l, at: 5_000) == 4_970)
    }

    @Test func badInputHasADefinedAnswer() {
        let empty = SegmentLayout(metrics: [], style: testStyle(), viewWidth: 100, viewHeight: 30)
        for travel in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1e300, -0.0] {
            for source in [Int.min, -1, 0, 3, 4, Int.max] {
                let drag = TabReorder(source: source, viewTranslation: travel)
                #expect(drag.translation(in: empty, at: 0) == 0)
                #expect(drag.target(in: empty, at: 0) == 0)
                let l = equalLayout()
                let target = drag.target(in: l, at: .nan)
                #expect((0..<4).contains(target))
                #expect(drag.translation(in: l, at: 1).isFinite)
                #expect(drag.draggedFrame(in: l, at: 1).isFinite)
                #expect(drag.shift(of: source, target: target, in: l, at: 1).isFinite)
            }
        }
    }
}

@Suite struct TabMoveTests {
    @Test func movesStopAtTheEnds() {
        #expect(TabMove.backward.destination(from: 2, count: 5) == 1)
        #expect(TabMove.forward.destination(from: 2, count: 5) == 3)
        #expect(TabMove.first.destination(from: 2, count: 5) == 0)
        #expect(TabMove.last.destination(from: 2, count: 5) == 4)
        #expect(TabMove.backward.destination(from: 0, count: 5) == nil)
        #expect(TabMove.forward.destination(from: 4, count: 5) == nil)
        #expect(TabMove.last.destination(from: 4, count: 5) == nil)
        for index in [Int.min, -1, 5, Int.max] { #expect(TabMove.forward.destination(from: index, count: 5) == nil) }
        #expect(TabMove.forward.destination(from: 0, count: 0) == nil)
        #expect(TabMove.forward.destination(from: Int.max - 1, count: Int.max) == nil)
    }

    @Test func arrowsFollowTheReadingDirection() {
        #expect(TabMove.arrow(leftward: true, direction: .leftToRight) == .backward)
        #expect(TabMove.arrow(leftward: false, direction: .leftToRight) == .forward)
        #expect(TabMove.arrow(leftward: true, direction: .rightToLeft) == .forward)
        #expect(TabMove.arrow(leftward: false, direction: .rightToLeft) == .backward)
    }
}

/// A tab dragged among its pinned or unpinned ones (``TabReorder/group``).
@Suite struct TabReorderGroupTests {
    @Test func aDraggedTabStaysWithinItsGroup() {
        let l = equalLayout(count: 5)
        // Tabs 0 and 1 are pinned: tab 1 can travel 100 pt left, not right, and lands on 0 or itself.
        let pinned = TabReorder(source: 1, viewTranslation: 5000, group: 0..<2)
        #expect(pinned.translation(in: l, at: 1) == 0)
        #expect(pinned.target(in: l, at: 1) == 1)
        #expect(TabReorder(source: 1, viewTranslation: -5000, group: 0..<2).target(in: l, at: 1) == 0)
        // Tab 3 among 2...4: never past tab 2's start.
        let other = TabReorder(source: 3, viewTranslation: -5000, group: 2..<5)
        #expect(other.translation(in: l, at: 3) == -100)
        #expect(other.target(in: l, at: 3) == 2)
        #expect(TabReorder(source: 3, viewTranslation: 5000, group: 2..<5).target(in: l, at: 3) == 4)
    }

    @Test func aGroupPastTheStripIsLimitedToIt() {
        let l = equalLayout(count: 3)
        #expect(TabReorder(source: 1, group: 1..<9).span(in: l) == 1...2)
        #expect(TabReorder(source: 1, group: -4..<0).span(in: l) == 0...0)
        #expect(TabReorder(source: 1, group: 3..<3).span(in: l) == 0...2)
        #expect(TabReorder(source: 1, group: 7..<9).span(in: l) == 2...2)
        #expect(TabReorder(source: 1, group: 7..<9).target(in: l, at: 1) == 1)
        let empty = SegmentLayout(
            metrics: [], style: testStyle(widthMode: .equal), viewWidth: 100, viewHeight: 30)
        #expect(TabReorder(source: 0).span(in: empty) == nil)
    }

    @Test func keyMovesStayWithinTheGroup() {
        #expect(TabMove.first.destination(from: 3, within: 2..<5) == 2)
        #expect(TabMove.last.destination(from: 0, within: 0..<2) == 1)
        #expect(TabMove.forward.destination(from: 1, within: 0..<2) == nil)
        #expect(TabMove.backward.destination(from: 2, within: 2..<5) == nil)
        #expect(TabMove.forward.destination(from: 7, within: 2..<5) == nil)
        #expect(TabMove.last.destination(from: 4, count: 5) == nil)
        #expect(TabMove.first.destination(from: 4, count: 5) == 0)
    }
}
