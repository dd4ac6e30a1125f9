import SegmentCore
import Testing

@Suite struct TitleZoomTests {
    /// XKCollectionView's scrollable bar: 11 pt titles, the selected one 14 pt bold (wider than 14/11 of the
    /// normal width, as bold text is).
    private func layout() -> SegmentLayout {
        var style = testStyle()
        style.titleFont = FontSpec(size: 11)
        style.selectedTitleFont = FontSpec(size: 14, isBold: true)
        let metrics = [
            ItemMetrics(titleWidth: 40, selectedTitleWidth: 56, titleHeight: 17),
            ItemMetrics(titleWidth: 60, selectedTitleWidth: 84, titleHeight: 17),
        ]
        return SegmentLayout(metrics: metrics, style: style, viewWidth: 400, viewHeight: 40)
    }

    @Test func theEndsAreDrawnUnscaledInTheirOwnFont() {
        let l = layout()
        #expect(l.titleZoom(1, at: 0) == TitleZoom(usesSelectedFont: false, scaleX: 1, scaleY: 1))
        #expect(l.titleZoom(1, at: 1) == TitleZoom(usesSelectedFont: true, scaleX: 1, scaleY: 1))
    }

    @Test func halfWayBothFontsDrawTheSameSize() {
        // At emphasis 0.5 the width is (60 + 84) / 2 = 72 and the font size 12.5: the normal font is stretched
        // 72/60 × 12.5/11, the selected font squeezed 72/84 × 12.5/14, so the size drawn does not jump.
        let l = layout()
        let below = l.titleZoom(1, at: 0.5 - 1e-9)
        let at = l.titleZoom(1, at: 0.5)
        #expect(!below.usesSelectedFont && at.usesSelectedFont)
        #expect(approx(60 * below.scaleX, 72, 1e-6) && approx(84 * at.scaleX, 72))
        #expect(approx(11 * below.scaleY, 12.5, 1e-6) && approx(14 * at.scaleY, 12.5))
    }

    @Test func aSwipeGrowsTheDrawnTitleMonotonicallyAndContinuously() {
        // Sample a swipe from segment 0 to 1 in steps of 1/200: the drawn width (laid-out width × scaleX) and
        // height (font size × scaleY) of segment 1's title only grow, by at most the step's share of the
        // whole change (plus rounding): no frame jumps, including the one where the font switches.
        let l = layout()
        let steps = 200
        var previous: (width: Double, height: Double)?
        for step in 0...steps {
            let p = Double(step) / Double(steps)
            let zoom = l.titleZoom(1, at: p)
            let width = (zoom.usesSelectedFont ? 84 : 60) * zoom.scaleX
            let height = (zoom.usesSelectedFont ? 14 : 11) * zoom.scaleY
            #expect(approx(width, l.contentRects(1, at: p).title.width, 1e-9), "drawn as wide as laid out")
            if let previous {
                #expect(width >= previous.width && width - previous.width <= 24.0 / Double(steps) + 1e-9)
                #expect(height >= previous.height && height - previous.height <= 3.0 / Double(steps) + 1e-9)
            }
            previous = (width, height)
        }
    }

    @Test func aTitleCutToAFixedSegmentScalesOnlyInHeight() {
        // In an 80 pt fixed segment with 10 pt padding the 60/84 pt title is cut to 60 pt in both fonts.
        var style = layout().style
        style.widthMode = .fixed(80)
        let l = SegmentLayout(metrics: layout().metrics, style: style, viewWidth: 400, viewHeight: 40)
        #expect(l.titleZoom(1, at: 0.75).scaleX == 1)
        #expect(approx(l.titleZoom(1, at: 0.75).scaleY, lerp(11, 14, 0.75) / 14))
    }
}
