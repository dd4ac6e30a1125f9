import SegmentCore
import Testing

/// Ten 50 pt segments (30 pt titles, 10 pt padding): 500 pt of content; in a 200 pt view the largest offset is 300.
private func tenItems(viewWidth: Double = 200, direction: LayoutDirection = .leftToRight) -> SegmentLayout {
    SegmentLayout(
        metrics: plainMetrics(Array(repeating: 30, count: 10)), style: testStyle(), viewWidth: viewWidth,
        viewHeight: 30, direction: direction)
}

/// The indices whose frames overlap `[offset, offset + width)`, by looking at every one.
private func bruteForceVisible(_ layout: SegmentLayout, offset: Double, at p: Double) -> [Int] {
    (0..<layout.count).filter {
        let f = layout.itemFrame($0, at: p)
        return f.maxX > offset && f.x < offset + layout.viewWidth
    }
}

@Suite struct ScrollingTests {
    /// Across the bar the padding is drawn into (a segment's shadow, a focus ring outside it); along it only while
    /// nothing scrolls, so the padding never shows titles the edge fades hid.
    @Test func theDrawingClipTakesThePaddingAcrossAndAlongOnlyWhenNothingScrolls() {
        let scrolling = tenItems()
        #expect(
            scrolling.drawingClip(left: 5, top: 3, right: 7, bottom: 4, at: 0)
                == SegmentRect(x: 0, y: -3, width: 200, height: 37))
        let fitting = tenItems(viewWidth: 600)
        #expect(
            fitting.drawingClip(left: 5, top: 3, right: 7, bottom: 4, at: 0)
                == SegmentRect(x: -5, y: -3, width: 612, height: 37))
        #expect(
            fitting.drawingClip(left: -.infinity, top: .nan, right: -2, bottom: .infinity, at: 0)
                == SegmentRect(x: 0, y: 0, width: 600, height: 30), "bad paddings count as 0")
        let vertical = SegmentLayout(
            metrics: plainMetrics(Array(repeating: 30, count: 40)), style: testStyle(), viewWidth: 80,
            viewHeight: 200, direction: .leftToRight, axis: .vertical)
        #expect(vertical.isScrollable(at: 0))
        #expect(
            vertical.drawingClip(left: 5, top: 3, right: 7, bottom: 4, at: 0)
                == SegmentRect(x: -5, y: 0, width: 92, height: 200), "a vertical bar scrolls along y")
    }

    @Test func centringOffsetIsClampedAtBothEnds() {
        let l = tenItems()
        #expect(l.maxScrollOffset(at: 0) == 300)
        #expect(l.centeringScrollOffset(at: 0) == 0)  // centre 25 − 100 < 0
        #expect(l.centeringScrollOffset(at: 1) == 0)  // 75 − 100 < 0
        #expect(l.centeringScrollOffset(at: 2) == 25)  // 125 − 100
        #expect(l.centeringScrollOffset(at: 5) == 175)  // 275 − 100
        #expect(l.centeringScrollOffset(at: 2.5) == 50)  // centre 150 − 100
        #expect(l.centeringScrollOffset(at: 9) == 300)  // 475 − 100 = 375, clamped
    }

    @Test func centringPutsTheSegmentInTheMiddleOfTheView() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let l = tenItems(direction: direction)
            let offset = l.centeringScrollOffset(at: 5)
            #expect(l.viewRect(l.itemFrame(5, at: 5), scrollOffset: offset).midX == 100)
        }
    }

    @Test func centringAGivenItem() {
        let l = tenItems()
        #expect(l.centeringScrollOffset(forItem: 5, at: 0) == 175)
        #expect(l.centeringScrollOffset(forItem: 2, at: 7) == 25)
        #expect(l.centeringScrollOffset(forItem: -3, at: 0) == 0)  // index clamped to the first item
        #expect(l.centeringScrollOffset(forItem: 99, at: 0) == 300)  // ...and to the last
        let empty = SegmentLayout(metrics: [], style: testStyle(), viewWidth: 200, viewHeight: 30)
        #expect(empty.centeringScrollOffset(forItem: 0, at: 0) == 0)
    }

    @Test func noScrollingWhenContentFits() {
        let l = tenItems(viewWidth: 600)
        #expect(l.maxScrollOffset(at: 0) == 0)
        #expect(!l.isScrollable(at: 4))
        for p in stride(from: 0.0, through: 9, by: 0.5) {
            #expect(l.centeringScrollOffset(at: p) == 0)
        }
    }

    @Test func scrollOffsetsAreClamped() {
        let l = tenItems()
        #expect(l.clampedScrollOffset(.nan, at: 0) == 0)
        #expect(l.clampedScrollOffset(-5, at: 0) == 0)
        #expect(l.clampedScrollOffset(1000, at: 0) == 300)
        #expect(l.clampedScrollOffset(.infinity, at: 0) == 300)
        #expect(l.clampedScrollOffset(123, at: 0) == 123)
    }

    @Test func centringIsContinuousInFractionalPositions() {
        // With a 40 pt selection growth on alternate items, widths and the centre both move with the position.
        var widths: [Double] = []
        var selected: [Double] = []
        for i in 0..<10 {
            widths.append(Double(20 + 7 * i))
            selected.append(Double(20 + 7 * i) + (i % 2 == 0 ? 40 : 0))
        }
        let l = SegmentLayout(
            metrics: plainMetrics(widths, selected: selected), style: testStyle(spacing: 4), viewWidth: 180,
            viewHeight: 30)
        let step = 0.0005
        var previous = l.centeringScrollOffset(at: 0)
        var p = step
        var largestJump = 0.0
        while p <= 9 {
            let offset = l.centeringScrollOffset(at: p)
            largestJump = max(largestJump, abs(offset - previous))
            #expect(offset >= 0 && offset <= l.maxScrollOffset(at: p))
            previous = offset
            p += step
        }
        // Neighbouring centres are at most ~130 pt apart and growth shifts them by at most 40 more per unit.
        #expect(largestJump < 200 * step)
    }

    @Test func visibleRangeWorkedExamples() {
        let l = tenItems()
        #expect(l.visibleRange(scrollOffset: 0, at: 0) == 0..<4)  // item 4 starts at 200, just outside
        #expect(l.visibleRange(scrollOffset: 25, at: 0) == 0..<5)
        #expect(l.visibleRange(scrollOffset: 300, at: 0) == 6..<10)
        #expect(l.visibleRange(scrollOffset: 1000, at: 0) == 10..<10)
        #expect(l.visibleRange(scrollOffset: -1000, at: 0) == 0..<0)
    }

    @Test func visibleRangeMatchesABruteForceScan() {
        var widths: [Double] = []
        for i in 0..<60 { widths.append(Double((i * 37) % 90)) }  // includes zero-width titles
        for mode in [WidthMode.equal, .fitted(fillWhenNarrower: false)] {
            for spacing in [0.0, 6] {
                let l = SegmentLayout(
                    metrics: plainMetrics(widths, selected: widths.map { $0 * 1.5 }),
                    style: testStyle(
                        widthMode: mode, padding: 3, spacing: spacing, insets: EdgeInsets(leading: 9, trailing: 4)),
                    viewWidth: 333, viewHeight: 30)
                for p in [0.0, 13.4, 59] {
                    var offset = -50.0
                    while offset < l.contentWidth(at: p) + 50 {
                        let range = l.visibleRange(scrollOffset: offset, at: p)
                        #expect(Array(range) == bruteForceVisible(l, offset: offset, at: p))
                        offset += 7.25
                    }
                }
            }
        }
    }

    @Test func visibleRangeOfAnEmptyViewIsEmpty() {
        #expect(tenItems(viewWidth: 0).visibleRange(scrollOffset: 0, at: 0).isEmpty)
    }
}
