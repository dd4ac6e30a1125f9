import SegmentCore
import Testing

/// Fitted 30 pt titles with 10 pt padding in a strip that reserves the default button on each side and uses the
/// leading room for indicator icons: each tab 90 pt wide, its title 30 pt in.
private func strip(direction: LayoutDirection = .leftToRight, metrics: [ItemMetrics] = plainMetrics([30, 30, 30]))
    -> SegmentLayout
{
    SegmentLayout(
        metrics: metrics, style: testStyle().reservingCloseButtons(CloseButtonSpec()).reservingIndicatorIcons(),
        viewWidth: 400, viewHeight: 30, direction: direction)
}

/// A sidebar 200 wide with rows of 40, 80 and 20 pt titles, reserving the default button and using the leading
/// room for indicator icons.
private func sidebar(direction: LayoutDirection = .leftToRight, indicators: Bool = true) -> SegmentLayout {
    let style = testStyle().reservingCloseButtons(CloseButtonSpec())
    return SegmentLayout(
        metrics: [40.0, 80, 20].map { ItemMetrics(titleWidth: $0, titleHeight: 14) },
        style: indicators ? style.reservingIndicatorIcons() : style, viewWidth: 200, viewHeight: 300,
        direction: direction, axis: .vertical)
}

@Suite struct IndicatorIconTests {
    @Test func theIconSitsAtTheLeadingEndOppositeTheCloseButton() {
        let l = strip()
        let spec = CloseButtonSpec()
        // 10 pt (the style's own padding) in from the tab's start, centred in 30 pt; the close button at 64.
        #expect(l.indicatorIconRect(0, at: 0, button: spec) == SegmentRect(x: 10, y: 7, width: 16, height: 16))
        #expect(l.indicatorIconRect(1, at: 0, button: spec).x == 100)
        #expect(l.closeButtonRect(0, at: 0, button: spec).x == 64)
        // The title keeps its place between them: centred, 30 pt in, clear of the icon's 26.
        #expect(l.contentRects(0, at: 0).title.x == 30)
        // In right-to-left the first tab is 310–400 on screen and the icon at its right end, 374–390.
        let rtl = strip(direction: .rightToLeft)
        #expect(
            rtl.viewRect(rtl.indicatorIconRect(0, at: 0, button: spec), scrollOffset: 0)
                == SegmentRect(x: 374, y: 7, width: 16, height: 16))
    }

    @Test func hitTestingFindsTheIconOnlyWhereItTakesClicks() {
        let l = strip()
        let spec = CloseButtonSpec()
        func hit(_ x: Double, _ shown: @escaping (Int) -> Bool = { _ in true }) -> Int? {
            l.indicatorIconHit(along: x, across: 15, scrollOffset: 0, at: 0, button: spec, slop: 2, isShown: shown)
        }
        #expect(hit(18) == 0)
        #expect(hit(27.5) == 0)  // within the 2 pt slop
        #expect(hit(29) == nil)
        #expect(hit(45) == nil)  // the title
        #expect(hit(70) == nil)  // the close button
        #expect(hit(108) == 1)
        #expect(hit(108, { $0 == 0 }) == nil)
        #expect(hit(.nan) == nil)
        #expect(l.indicatorIconHit(along: 18, across: 0, scrollOffset: .nan, at: 0, button: spec) { _ in true } == nil)
        let rtl = strip(direction: .rightToLeft)
        #expect(rtl.indicatorIconHit(along: 380, across: 0, scrollOffset: 0, at: 0, button: spec) { _ in true } == 0)
        // Scrolled by 50, the second tab's icon (100–116) is seen at 50–66.
        #expect(l.indicatorIconHit(along: 58, across: 0, scrollOffset: 50, at: 0, button: spec) { _ in true } == 1)
    }

    @Test func theHitRectIsTheIconAcrossItsWholeTab() {
        let spec = CloseButtonSpec()
        let l = strip()
        #expect(
            l.indicatorIconHitRect(1, at: 0, button: spec, scrollOffset: 20)
                == SegmentRect(x: 80, y: 0, width: 16, height: 30))
        // A sidebar row: the icon's span across the bar, the row's height along it.
        let s = sidebar()
        #expect(
            s.indicatorIconHitRect(1, at: 0, button: spec, scrollOffset: 0)
                == SegmentRect(x: 10, y: 30, width: 16, height: 30))
        // Every point of it hits the icon with no slop, and nothing just beside it.
        #expect(
            l.indicatorIconHit(along: 80, across: 29, scrollOffset: 20, at: 0, button: spec, slop: 0) { _ in true } == 1
        )
        #expect(
            l.indicatorIconHit(along: 79.5, across: 0, scrollOffset: 20, at: 0, button: spec, slop: 0) { _ in true }
                == nil)
    }

    @Test func aPinnedTabShowsItWhereItsIconIs() {
        let pinned = ItemMetrics(titleWidth: 0, iconExtent: 16, isCompact: true)
        let l = strip(metrics: [pinned] + plainMetrics([30, 30]))
        let icon = l.contentRects(0, at: 0).icon!
        let rect = l.indicatorIconRect(0, at: 0, button: CloseButtonSpec())
        #expect(rect.midX == icon.midX)
        #expect(rect.midY == icon.midY)
        #expect(rect.width == 16)
    }

    @Test func aSidebarRowStartsWithTheIconThenItsTitle() {
        let l = sidebar()
        let spec = CloseButtonSpec()
        // The row's title starts after the icon's room (30 pt in) instead of at the style's padding (10 pt).
        #expect(l.viewRect(l.contentRects(1, at: 0).title, scrollOffset: 0).x == 30)
        #expect(
            sidebar(indicators: false).viewRect(
                sidebar(indicators: false).contentRects(1, at: 0).title, scrollOffset: 0
            ).x == 10)
        #expect(
            l.viewRect(l.indicatorIconRect(1, at: 0, button: spec), scrollOffset: 0)
                == SegmentRect(x: 10, y: 37, width: 16, height: 16))
        // Mirrored in right-to-left: at the row's right end, the close button at its left end.
        let rtl = sidebar(direction: .rightToLeft)
        #expect(
            rtl.viewRect(rtl.indicatorIconRect(1, at: 0, button: spec), scrollOffset: 0)
                == SegmentRect(x: 174, y: 37, width: 16, height: 16))
        // Hit across the row (view x), found along the bar (view y).
        #expect(l.indicatorIconHit(along: 45, across: 18, scrollOffset: 0, at: 0, button: spec) { _ in true } == 1)
        #expect(l.indicatorIconHit(along: 45, across: 100, scrollOffset: 0, at: 0, button: spec) { _ in true } == nil)
    }

    @Test func badNumbersStayFinite() {
        let l = strip()
        for index in [-5, 0, 2, 99, Int.max, Int.min] {
            for position in [-1e300, .nan, .infinity, 0.5, 1e300] {
                let rect = l.indicatorIconRect(index, at: position, button: CloseButtonSpec(size: .nan, gap: .infinity))
                #expect(rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite)
            }
        }
        let empty = SegmentLayout(metrics: [], style: testStyle(), viewWidth: 100, viewHeight: 30)
        #expect(empty.indicatorIconRect(0, at: 0, button: CloseButtonSpec()).width.isFinite)
        #expect(
            empty.indicatorIconHit(along: 5, across: 5, scrollOffset: 0, at: 0, button: CloseButtonSpec()) { _ in true }
                == nil)
    }
}
