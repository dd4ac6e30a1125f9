import SegmentCore
import Testing

/// Fitted 30 pt titles with 10 pt padding, reserving a 16 pt button and a 4 pt gap: 30 pt padding each side,
/// so each tab is 90 pt wide.
private func closableLayout(direction: LayoutDirection = .leftToRight) -> SegmentLayout {
    SegmentLayout(
        metrics: plainMetrics([30, 30, 30]), style: testStyle().reservingCloseButtons(CloseButtonSpec()),
        viewWidth: 400, viewHeight: 30, direction: direction)
}

@Suite struct CloseButtonTests {
    @Test func reservingKeepsTheTitleCentred() {
        let l = closableLayout()
        #expect(l.style.itemPadding == 30)
        #expect(l.itemFrame(0, at: 0).width == 90)
        // The title sits in the middle: 30 pt in from each side.
        #expect(l.contentRects(0, at: 0).title.x == 30)
    }

    @Test func theButtonSitsAtTheTrailingEnd() {
        let l = closableLayout()
        // Trailing edge 10 pt (the style's own padding) in from the tab's end at 90: 64–80, centred in 30 pt.
        let first = l.closeButtonRect(0, at: 0, button: CloseButtonSpec())
        #expect(first == SegmentRect(x: 64, y: 7, width: 16, height: 16))
        #expect(l.closeButtonRect(1, at: 0, button: CloseButtonSpec()).x == 154)
        // In right-to-left the first tab is 310–400 on screen and its button at its left end, 320–336.
        let rtl = closableLayout(direction: .rightToLeft)
        let view = rtl.viewRect(rtl.closeButtonRect(0, at: 0, button: CloseButtonSpec()), scrollOffset: 0)
        #expect(view == SegmentRect(x: 320, y: 7, width: 16, height: 16))
    }

    @Test func hitTestingFindsTheButtonOnlyWhereItIsShown() {
        let l = closableLayout()
        let spec = CloseButtonSpec()
        func hit(_ x: Double, _ shown: @escaping (Int) -> Bool = { _ in true }) -> Int? {
            l.closeButtonHit(viewX: x, scrollOffset: 0, at: 0, button: spec, slop: 2, isShown: shown)
        }
        #expect(hit(70) == 0)
        #expect(hit(62.5) == 0)  // within the 2 pt slop
        #expect(hit(61) == nil)
        #expect(hit(45) == nil)  // the title
        #expect(hit(160) == 1)
        #expect(hit(160, { $0 == 0 }) == nil)  // only the selected tab shows one
        #expect(hit(.nan) == nil)
        #expect(l.closeButtonHit(viewX: 70, scrollOffset: 0, at: 0, button: spec, slop: .nan) { _ in true } == nil)
        let rtl = closableLayout(direction: .rightToLeft)
        #expect(rtl.closeButtonHit(viewX: 328, scrollOffset: 0, at: 0, button: spec) { _ in true } == 0)
    }

    @Test func badNumbersAreClamped() {
        let spec = CloseButtonSpec(size: .nan, gap: -4)
        #expect(spec.size == 16 && spec.gap == 0)
        #expect(CloseButtonSpec(size: .infinity).size == SegmentLimits.maximumIconLength)
        let l = closableLayout()
        for index in [Int.min, -1, 3, Int.max] {
            for position in [Double.nan, .infinity, -1e300] {
                #expect(l.closeButtonRect(index, at: position, button: CloseButtonSpec(size: 1e9)).isFinite)
            }
        }
        // A huge button is clamped inside its tab.
        let huge = l.closeButtonRect(0, at: 0, button: CloseButtonSpec(size: 500))
        #expect(huge.x >= 0 && huge.maxX <= 90 && huge.height <= 30)
    }
}
