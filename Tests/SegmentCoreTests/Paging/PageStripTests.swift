import SegmentCore
import Testing

@Suite struct PageStripTests {
    @Test func pagesSitOnePageWidthApartInReadingOrder() {
        let strip = PageStrip(pageWidth: 400)
        #expect(strip.pageX(2, at: 2) == 0)
        #expect(strip.pageX(3, at: 2.25) == 300)
        #expect(strip.pageX(2, at: 2.25) == -100)
        let rtl = PageStrip(pageWidth: 400, direction: .rightToLeft)
        #expect(rtl.pageX(3, at: 2.25) == -300, "later pages come in from the left")
        #expect(rtl.pageX(2, at: 2.25) == 100)
    }

    @Test func allocationsAreWholePointsAndShiftsReproduceThem() {
        let strip = PageStrip(pageWidth: 333)
        #expect(strip.allocationX(1, at: 0.5) == 167, "166.5 rounds like an allocation")
        #expect(strip.drawingShift(1, at: 0.5, allocatedX: 333) == -166, "lands on the allocation 0.5 would give")
        #expect(PageStrip(pageWidth: 400).drawingShift(1, at: 0.25, allocatedX: 400) == -100)
        let rtl = PageStrip(pageWidth: 400, direction: .rightToLeft)
        #expect(rtl.drawingShift(1, at: 0.5, allocatedX: rtl.allocationX(1, at: 0)) == 200, "slides right in RTL")
        #expect(strip.drawingShift(0, at: 0, allocatedX: 0) == 0)
    }

    @Test func dragTranslationMapsToPagesAndMirrors() {
        #expect(PageStrip(pageWidth: 400).positionDelta(forTranslation: -100) == 0.25)
        #expect(PageStrip(pageWidth: 400, direction: .rightToLeft).positionDelta(forTranslation: -100) == -0.25)
        #expect(PageStrip(pageWidth: 0).positionDelta(forTranslation: 50) == 0)
        #expect(PageStrip(pageWidth: .nan).pageWidth == 0)
        #expect(PageStrip(pageWidth: 400).positionDelta(forTranslation: .infinity) == 0)
    }

    @Test func visibleAndRequiredPages() {
        #expect(PageStrip.visiblePages(at: 2, pageCount: 5) == 2...2)
        #expect(PageStrip.visiblePages(at: 2.5, pageCount: 5) == 2...3)
        #expect(PageStrip.visiblePages(at: -0.3, pageCount: 5) == 0...0)
        #expect(PageStrip.requiredPages(at: 2.5, pageCount: 5) == 1...4)
        #expect(PageStrip.requiredPages(at: 0, pageCount: 5, adjacent: 2) == 0...2)
        #expect(PageStrip.requiredPages(at: 0, pageCount: 0) == nil)
        #expect(PageStrip.visiblePages(at: .nan, pageCount: 3) == nil)
    }
}
