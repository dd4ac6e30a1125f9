import SegmentCore
import Testing

/// Titles 40, 80 and 20 wide, 14 high, in a sidebar 200 wide reserving the default button: rows 14 + 2 × 8 = 30
/// high (the reservation widens rows, it does not heighten them), padding 30 pt on each side across.
private func closableSidebar(direction: LayoutDirection = .leftToRight) -> SegmentLayout {
    SegmentLayout(
        metrics: [40.0, 80, 20].map { ItemMetrics(titleWidth: $0, titleHeight: 14) },
        style: testStyle().reservingCloseButtons(CloseButtonSpec()), viewWidth: 200, viewHeight: 300,
        direction: direction, axis: .vertical)
}

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
            l.closeButtonHit(along: x, across: 15, scrollOffset: 0, at: 0, button: spec, slop: 2, isShown: shown)
        }
        #expect(hit(70) == 0)
        #expect(hit(62.5) == 0)  // within the 2 pt slop
        #expect(hit(61) == nil)
        #expect(hit(45) == nil)  // the title
        #expect(hit(160) == 1)
        #expect(hit(160, { $0 == 0 }) == nil)  // only the selected tab shows one
        #expect(hit(.nan) == nil)
        #expect(
            l.closeButtonHit(along: 70, across: 15, scrollOffset: 0, at: 0, button: spec, slop: .nan) { _ in true }
                == nil)
        // A horizontal bar's buttons span its height: where across the bar the press is does not matter.
        #expect(l.closeButtonHit(along: 70, across: .nan, scrollOffset: 0, at: 0, button: spec) { _ in true } == 0)
        let rtl = closableLayout(direction: .rightToLeft)
        #expect(rtl.closeButtonHit(along: 328, across: 0, scrollOffset: 0, at: 0, button: spec) { _ in true } == 0)
    }

    @Test func aSidebarPutsTheButtonAtTheRowsTrailingSide() {
        let l = closableSidebar()
        let spec = CloseButtonSpec()
        // The rows keep their height: the reservation goes across, after the titles, which start the row.
        #expect(l.viewRect(l.itemFrame(1, at: 0), scrollOffset: 0) == SegmentRect(x: 0, y: 30, width: 200, height: 30))
        #expect(l.viewRect(l.contentRects(1, at: 0).title, scrollOffset: 0).x == 10)
        // 10 pt (the style's own padding) in from the row's right end, centred in its height.
        let second = l.viewRect(l.closeButtonRect(1, at: 0, button: spec), scrollOffset: 0)
        #expect(second == SegmentRect(x: 174, y: 37, width: 16, height: 16))
        // Mirrored in right-to-left: at the row's left end.
        let rtl = closableSidebar(direction: .rightToLeft)
        #expect(
            rtl.viewRect(rtl.closeButtonRect(1, at: 0, button: spec), scrollOffset: 0)
                == SegmentRect(x: 10, y: 37, width: 16, height: 16))
        // Scrolling moves it down the bar with its row.
        #expect(l.viewRect(l.closeButtonRect(1, at: 0, button: spec), scrollOffset: 20).y == 17)
    }

    @Test func aSidebarsButtonIsHitAcrossTheRowNotUnderTheTitle() {
        let spec = CloseButtonSpec()
        for (direction, button) in [(LayoutDirection.leftToRight, 182.0), (.rightToLeft, 18)] {
            let l = closableSidebar(direction: direction)
            func hit(_ along: Double, _ across: Double) -> Int? {
                l.closeButtonHit(along: along, across: across, scrollOffset: 0, at: 0, button: spec) { _ in true }
            }
            // Anywhere in the row's height, at the button's x (and its 2 pt slop).
            #expect(hit(31, button) == 1)
            #expect(hit(59, button) == 1)
            #expect(hit(75, button) == 2)
            #expect(hit(45, button + (direction == .leftToRight ? 9 : -9)) == 1)
            // The title, the row's middle and the other side are the row, not its button.
            #expect(hit(45, 100) == nil)
            #expect(hit(45, 200 - button) == nil)
            #expect(hit(45, .nan) == nil)
            #expect(hit(.nan, button) == nil)
        }
    }

    /// A tab scrolled so far past the leading end that only its close button shows is not closed from that sliver:
    /// the press falls to the tab. Its title partly in view, the button closes it.
    @Test func aTabWhoseTitleIsOutOfViewIsNotClosedFromItsButton() {
        let l = SegmentLayout(
            metrics: plainMetrics([30, 30, 30]), style: testStyle().reservingCloseButtons(CloseButtonSpec()),
            viewWidth: 150, viewHeight: 30)
        func hit(_ x: Double, scrolled: Double) -> Int? {
            l.closeButtonHit(along: x, across: 15, scrollOffset: scrolled, at: 0, button: CloseButtonSpec()) { _ in true
            }
        }
        // Scrolled by 75: the first tab's title is at -45...-15, its button at -11...5.
        #expect(!l.showsContent(0, scrollOffset: 75, at: 0) && l.showsContent(1, scrollOffset: 75, at: 0))
        #expect(hit(2, scrolled: 75) == nil)
        #expect(l.hitTest(viewX: 2, scrollOffset: 75, at: 0) == 0, "the press lands on the tab")
        // Scrolled by 40: its title shows from 0 to 20, its button at 24...40.
        #expect(l.showsContent(0, scrollOffset: 40, at: 0))
        #expect(hit(30, scrolled: 40) == 0)
        #expect(
            !SegmentLayout(metrics: [], style: testStyle(), viewWidth: 100, viewHeight: 30).showsContent(
                0, scrollOffset: 0, at: 0))
    }

    /// A button the leading fade all but hides (its centre less than half-way out of the fade) takes no clicks, though
    /// its title still shows a sliver: the faint × of a tab scrolled under the fade closed a document whose title no
    /// longer read. Half-way out, or with no fade drawn, it closes.
    @Test func aButtonUnderAFadeIsNotHit() {
        let l = SegmentLayout(
            metrics: plainMetrics([30, 30, 30]), style: testStyle().reservingCloseButtons(CloseButtonSpec()),
            viewWidth: 150, viewHeight: 30)
        let fade = l.edgeFade(.leading, width: 32)
        func hit(_ x: Double, scrolled: Double, fades: [EdgeFade] = [fade]) -> Int? {
            l.closeButtonHit(
                along: x, across: 15, scrollOffset: scrolled, at: 0, button: CloseButtonSpec(), fades: fades
            ) { _ in true }
        }
        // Scrolled by 50: the first tab's title shows from 0 to 10, its button at 14...30 (centre 22, past 16).
        #expect(l.showsContent(0, scrollOffset: 50, at: 0))
        #expect(hit(22, scrolled: 50) == 0)
        // Scrolled by 60: title to 0, button at 4...20 (centre 12, under the fade's outer half).
        #expect(l.showsContent(0, scrollOffset: 59, at: 0))
        #expect(hit(12, scrolled: 59) == nil)
        #expect(hit(12, scrolled: 59, fades: []) == 0, "no fade drawn: the button shows, and closes")
        #expect(l.hitTest(viewX: 12, scrollOffset: 59, at: 0) == 0, "the press lands on the tab")
        let indicator = l.indicatorIconHit(
            along: 12, across: 15, scrollOffset: 59, at: 0, button: CloseButtonSpec(), fades: [fade]
        ) { _ in true }
        #expect(indicator == nil)
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
        // A huge button is clamped inside its tab, or its sidebar row.
        let huge = l.closeButtonRect(0, at: 0, button: CloseButtonSpec(size: 500))
        #expect(huge.x >= 0 && huge.maxX <= 90 && huge.height <= 30)
        let sidebar = closableSidebar()
        let tall = sidebar.viewRect(
            sidebar.closeButtonRect(0, at: 0, button: CloseButtonSpec(size: 500)), scrollOffset: 0)
        #expect(tall.x >= 0 && tall.maxX <= 200 && tall.y >= 0 && tall.maxY <= 30)
        for index in [Int.min, -1, 3, Int.max] {
            for position in [Double.nan, .infinity, -1e300] {
                #expect(sidebar.closeButtonRect(index, at: position, button: CloseButtonSpec(size: 1e9)).isFinite)
            }
        }
    }

    /// An equal strip narrower than its natural 435 pt (titles 40, 70, 55 and 30 pt, 30 pt of padding each side):
    /// its titles use their padding and are then ellipsized, but never reach the close button after them (nor an
    /// indicator icon before them), which moves nearer the tab's end instead (they were drawn over the titles),
    /// down to where each tab holds its buttons, the 6 pt gap and nothing of its title.
    @Test func aSqueezedEqualStripKeepsItsButtonsClearOfTheTitles() {
        let spec = CloseButtonSpec()
        let closable = testStyle(widthMode: .equal).reservingCloseButtons(spec)
        let metrics = plainMetrics([40, 70, 55, 30])
        for (style, narrowest) in [(closable, 104.0), (closable.reservingIndicatorIcons(), 184)] {
            let icons = style.usesLeadingReservation
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for width in stride(from: 460.0, through: narrowest, by: -4) {
                    let l = SegmentLayout(
                        metrics: metrics, style: style, viewWidth: width, viewHeight: 30, direction: direction)
                    let view = { l.viewRect($0, scrollOffset: 0) }
                    for index in 0..<4 {
                        for position in [0.0, 1.5] {
                            let context =
                                "\(icons ? "icons, " : "")\(direction) \(width) pt, tab \(index) at \(position)"
                            let frame = view(l.itemFrame(index, at: position))
                            let title = view(l.contentRects(index, at: position).title)
                            let close = view(l.closeButtonRect(index, at: position, button: spec))
                            // Before the title in reading order: the indicator icon, or half the gap.
                            let start =
                                icons
                                ? view(l.indicatorIconRect(index, at: position, button: spec))
                                : SegmentRect(
                                    x: direction == .leftToRight ? frame.x - spec.gap : frame.maxX - 3 + spec.gap,
                                    y: 0, width: 3, height: 0)
                            let (left, right) = direction == .leftToRight ? (start, close) : (close, start)
                            #expect(left.maxX + spec.gap <= title.x + 1e-9, "\(context)")
                            #expect(title.maxX + spec.gap <= right.x + 1e-9, "\(context)")
                            #expect(close.x >= frame.x - 1e-9 && close.maxX <= frame.maxX + 1e-9, "\(context)")
                        }
                    }
                    if width >= 420 {
                        // Just below the natural width the padding gives way first: every title stays whole.
                        #expect((0..<4).map { l.contentRects($0, at: 0).title.width } == [40, 70, 55, 30])
                    }
                }
            }
        }
        // Without indicator icons a squeezed title takes the leading room: "README.md" whole at 300 pt (29 pt of it
        // with icons), 20 pt more of each long title at 200 pt. (In a 3 pt font: a closable strip keeps 8 ems of
        // each title, 24 pt here, and scrolls rather than squeeze them further, ``SegmentStyle/scrollsWhenSqueezed``.)
        func titles(_ style: SegmentStyle, _ width: Double) -> [Double] {
            var small = style
            small.titleFont = FontSpec(size: 3)
            small.selectedTitleFont = FontSpec(size: 3)
            let l = SegmentLayout(metrics: metrics, style: small, viewWidth: width, viewHeight: 30)
            return (0..<4).map { l.contentRects($0, at: 0).title.width }
        }
        #expect(titles(closable, 300)[1] == 70)
        #expect(titles(closable.reservingIndicatorIcons(), 300)[1] == 29)
        #expect(titles(closable, 200) == [24, 24, 24, 24])
        // With indicator icons, 200 pt would leave 4 pt of each title: the strip keeps its 24 pt and scrolls.
        #expect(titles(closable.reservingIndicatorIcons(), 200) == [24, 24, 24, 24])
        // Wide enough, the buttons keep their place (the style's own padding, 10 pt, in from the ends) and the
        // title its place in the middle.
        let wide = SegmentLayout(
            metrics: metrics, style: closable.reservingIndicatorIcons(), viewWidth: 600, viewHeight: 30)
        #expect(wide.indicatorIconRect(0, at: 0, button: spec).x == 10)
        #expect(wide.closeButtonRect(0, at: 0, button: spec).maxX == 140)
        #expect(
            SegmentLayout(metrics: metrics, style: closable, viewWidth: 600, viewHeight: 30).contentRects(0, at: 0)
                .title.x == 55)
    }
}

@Suite struct ClosingWidthTests {
    private let closable = testStyle(widthMode: .equal).reservingCloseButtons(CloseButtonSpec())

    @Test func anEqualStripKeepsTheWidthItsTabsShare() {
        // Three tabs share 300 pt: 100 each, the width they keep while the pointer closes them.
        let l = SegmentLayout(metrics: plainMetrics([30, 30, 30]), style: closable, viewWidth: 300, viewHeight: 30)
        #expect(l.closingHold == .width(100))
        #expect(l.itemFrame(2, at: 0).width == 100)
        // Pinned (compact) tabs share it too in equal mode.
        let pinned = [ItemMetrics(titleWidth: 30, titleHeight: 14, isCompact: true)] + plainMetrics([30, 30])
        #expect(
            SegmentLayout(metrics: pinned, style: closable, viewWidth: 300, viewHeight: 30).closingHold == .width(100))
    }

    /// A strip squeezed below its titles keeps each tab's width while the pointer closes them: the tab after the
    /// closed one takes its place at its own width, and its long title's width is the closed one's (they all got
    /// the cap), so its close button lands under the pointer; the pinned tab stays compact.
    @Test func aSqueezedStripKeepsEachTabsWidth() throws {
        let pinned = ItemMetrics(titleWidth: 30, titleHeight: 14, isCompact: true)
        let metrics = [pinned] + plainMetrics([200, 44, 180, 220, 190])
        let before = SegmentLayout(metrics: metrics, style: closable, viewWidth: 600, viewHeight: 30)
        #expect(!before.isEqualWidth)
        let hold = try #require(before.closingHold)
        guard case .squeeze = hold else {
            Issue.record("a squeezed strip holds its squeeze, not \(hold)")
            return
        }
        // Tab 3 (180 pt of title) is closed: tabs 4 and 5 move one place down.
        var remaining = metrics
        remaining.remove(at: 3)
        let after = SegmentLayout(metrics: remaining, style: closable, viewWidth: 600, viewHeight: 30, holding: hold)
        for (index, old) in [(0, 0), (1, 1), (2, 2), (3, 4), (4, 5)] {
            #expect(after.itemFrame(index, at: 0).width == before.itemFrame(old, at: 0).width, "tab \(old)")
        }
        #expect(after.itemFrame(3, at: 0).maxX == before.itemFrame(3, at: 0).maxX, "the next close button in place")
        // Shared again, the room is re-shared: the tabs grow.
        let reshared = SegmentLayout(metrics: remaining, style: closable, viewWidth: 600, viewHeight: 30)
        #expect(reshared.itemFrame(3, at: 0).width > after.itemFrame(3, at: 0).width)
    }

    @Test func aHeldSqueezeWithBadNumbersStaysFinite() {
        for (padding, cap) in [(Double.nan, Double.nan), (-5, -5), (.infinity, .infinity), (1e308, -.infinity)] {
            let l = SegmentLayout(
                metrics: plainMetrics([200, 44]), style: closable, viewWidth: 300, viewHeight: 30,
                holding: .squeeze(padding: padding, cap: cap))
            #expect(l.itemFrame(1, at: 0).width.isFinite, "\(padding), \(cap)")
            #expect(l.itemFrame(1, at: 0).width >= 0, "\(padding), \(cap)")
        }
    }

    @Test func tabsOfTheirOwnWidthsKeepNone() {
        // Fitted, even filling a wider bar equally: the strip gives the room back at once, as a fitted strip does.
        for fill in [false, true] {
            let fitted = testStyle(widthMode: .fitted(fillWhenNarrower: fill)).reservingCloseButtons(CloseButtonSpec())
            #expect(
                SegmentLayout(metrics: plainMetrics([30, 30, 30]), style: fitted, viewWidth: 600, viewHeight: 30)
                    .closingHold == nil, "fill \(fill)")
        }
        // One tab, or none: nothing slides under the pointer.
        #expect(
            SegmentLayout(metrics: plainMetrics([30]), style: closable, viewWidth: 300, viewHeight: 30).closingHold
                == nil)
        #expect(SegmentLayout(metrics: [], style: closable, viewWidth: 300, viewHeight: 30).closingHold == nil)
    }
}

/// A closable equal strip (``SegmentStyle/scrollsWhenSqueezed``) scrolls once its tabs are squeezed to their least
/// width, as AdwTabBar does, instead of asking its window for that width: forty tabs asked for 1,865 px, wider than
/// the screen. Other equal bars keep asking for it.
@Suite struct ClosableStripScrollTests {
    private let closable = testStyle(widthMode: .equal).reservingCloseButtons(CloseButtonSpec())
    private let forty = plainMetrics(Array(repeating: 150, count: 40))

    @Test func aClosableStripAsksForLittleAndScrollsItsLeastWideTabs() {
        #expect(closable.scrollsWhenSqueezed)
        let least = NaturalSize.leastEqualLength(metrics: forty, style: closable)
        #expect(least > 1_000)
        #expect(
            NaturalSize.minimumMainLength(metrics: forty, style: closable, axis: .horizontal, natural: 6_000)
                == NaturalSize.scrollingMinimum)
        #expect(NaturalSize.overflows(metrics: forty, style: closable, viewWidth: 600))
        #expect(!NaturalSize.overflows(metrics: forty, style: closable, viewWidth: least + 1))
        let layout = SegmentLayout(metrics: forty, style: closable, viewWidth: 600, viewHeight: 30)
        #expect(layout.contentWidth(at: 0) == least, "every tab at its least width")
        #expect(layout.isScrollable(at: 0))
        #expect(layout.itemFrame(39, at: 0).width == layout.itemFrame(0, at: 0).width, "one width for all")
        // Roomier than that, the tabs share the bar as before, without scrolling.
        let roomy = SegmentLayout(metrics: forty, style: closable, viewWidth: least + 200, viewHeight: 30)
        #expect(!roomy.isScrollable(at: 0))
        #expect(roomy.contentWidth(at: 0) <= least + 200)
    }

    @Test func otherEqualBarsStillAskForTheirLeastWidth() {
        let plain = testStyle(widthMode: .equal)
        #expect(!plain.scrollsWhenSqueezed)
        #expect(
            !testStyle(widthMode: .fitted(fillWhenNarrower: true)).reservingCloseButtons(CloseButtonSpec())
                .scrollsWhenSqueezed)
        let least = NaturalSize.leastEqualLength(metrics: forty, style: plain)
        #expect(
            NaturalSize.minimumMainLength(metrics: forty, style: plain, axis: .horizontal, natural: 6_000) == least)
        #expect(!NaturalSize.overflows(metrics: forty, style: plain, viewWidth: 600))
    }
}
