import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Pinned tabs (AdwTabView's pinned pages): first, compact, never closed by the bar, moved only among themselves;
/// driven through the public calls, the gesture handlers and the actions.
final class PinnedTabsTests: GtkTestCase, @unchecked Sendable {
    /// A reorderable, closable strip of four tabs as wide as their titles, recording its moves as `[from, to]`.
    @MainActor
    private func strip() -> (SegmentBar, PinLog) {
        setAnimations(false)
        var style = SegmentStyle.scrollable
        style.widthMode = .fitted(fillWhenNarrower: false)
        let bar = SegmentBar(items: fourItems, style: style)
        bar.isReorderable = true
        bar.closeButtonPolicy = .all
        host(bar.widget, width: 600)
        let log = PinLog()
        bar.onSegmentMoved { from, to in log.moves.append([from, to]) }
        XCTAssertTrue(pump(until: { bar.layout?.count == 4 && bar.layout?.style.itemPadding ?? 0 > 20 }))
        return (bar, log)
    }

    @MainActor
    private func titles(_ bar: SegmentBar) -> [String] {
        bar.items.map { $0.isPinned ? "*" + $0.title : $0.title }
    }

    /// Waits for the layout that shows the pinned tabs without their titles and the others with theirs.
    @MainActor
    private func laidOut(_ bar: SegmentBar) {
        XCTAssertTrue(
            pump(until: {
                guard let layout = bar.layout, layout.count == bar.items.count else { return false }
                return layout.metrics.indices.allSatisfy {
                    (layout.metrics[$0].titleWidth == 0) == (bar.items[$0].isPinned)
                }
            }))
    }

    /// A strip shown at its minimum width with a pinned tab and a wide end widget (found resizing a grid of tab
    /// strips): the solid part of its trailing fade, under the overflow button and the widget, was longer than
    /// what the pinned tab leaves, GTK refused the gradient's colour stops, and the process crashed drawing it.
    func testAStripAtItsMinimumWidthWithAPinnedTabAndAWideEndWidgetDraws() throws {
        try onMain {
            for (horizontal, style) in [(true, SegmentStyle.scrollable), (true, .cursor), (false, .scrollable)] {
                let bar = SegmentBar(items: Array(fourItems.prefix(3)), style: style)
                if !horizontal { bar.orientation = .vertical }
                bar.endActionWidget = gtk_button_new_with_label("End action")
                try bar.setPinned(true, at: 0)
                let window = hostAtNaturalSize(bar.widget) { gtk_window_set_default_size(gcast($0), 1, 1) }
                XCTAssertTrue(pump(until: { bar.layout?.stickyCount == 1 }), "the pinned tab stays in place")
                let edges = try XCTUnwrap(bar.layout).overflowEdges(scrollOffset: bar.scrollOffset, at: bar.position)
                XCTAssertTrue(edges.trailing, "at its minimum the strip overflows, so its trailing fade is drawn")
                gtk_widget_queue_draw(bar.widget)
                gtk_test_widget_wait_for_draw(window)
                destroy(window)
            }
        }
    }

    func testPinningMovesTheTabFirstAndShowsItsIconAlone() throws {
        try onMain {
            let (bar, log) = strip()
            try bar.select(2, animated: false)
            let wide = bar.viewFrame(of: 2).width
            try bar.setPinned(true, at: 2)
            laidOut(bar)
            XCTAssertEqual(titles(bar), ["*Month", "Day", "Week", "Year"])
            XCTAssertEqual(log.moves, [[2, 0]], "moved as a move is: segment-moved says where")
            XCTAssertEqual(bar.selectedIndex, 0, "the selected tab stays selected")
            XCTAssertEqual(bar.pinnedCount, 1)
            let compact = bar.viewFrame(of: 0).width
            XCTAssertLessThan(compact, wide, "its title is hidden")
            let reservation = try XCTUnwrap(bar.layout).style.closeButtonReservation
            XCTAssertGreaterThan(reservation, 0)
            XCTAssertEqual(
                compact, 16 + 2 * (try XCTUnwrap(bar.layout).style.itemPadding - reservation), accuracy: 0.5,
                "the icon and the segment's own padding: no room kept for a close button it never shows")
            XCTAssertEqual(bar.tooltipText(at: 0), "Month", "the title is in its tooltip")
            XCTAssertNil(bar.tooltipText(at: 1), "an unpinned tab shown whole has none")
            XCTAssertFalse(bar.testController.showsCloseButton(0), "no close button")
            XCTAssertTrue(bar.testController.showsCloseButton(1))

            try bar.setPinned(true, at: 3)
            XCTAssertEqual(titles(bar), ["*Month", "*Year", "Day", "Week"], "after the pinned ones")
            try bar.setPinned(false, at: 0)
            laidOut(bar)
            XCTAssertEqual(titles(bar), ["*Year", "Month", "Day", "Week"], "first of the others")
            XCTAssertEqual(log.moves, [[2, 0], [3, 1], [0, 1]])
            XCTAssertGreaterThan(bar.viewFrame(of: 1).width, compact + 15, "its title shows again")
            try bar.setPinned(false, at: 2)
            XCTAssertEqual(log.moves.count, 3, "already unpinned: nothing moves")
            XCTAssertThrowsError(try bar.setPinned(true, at: 4))
            XCTAssertThrowsError(try bar.setPinned(true, at: Int.min))
            XCTAssertEqual(titles(bar), ["*Year", "Month", "Day", "Week"], "a refused call changes nothing")
        }
    }

    func testHandlersSeeTheTabMovedAndPinnedAtOnce() throws {
        try onMain {
            let (bar, _) = strip()
            let seen = SignalLog()
            bar.onSegmentMoved { _, to in seen.values.append(bar.items[to].isPinned ? 1 : 0) }
            GtkSignals.notify("selected").connect(bar.widget) { seen.values.append(bar.pinnedCount * 10) }
            try bar.select(3, animated: false)
            seen.values = []
            try bar.setPinned(true, at: 3)
            XCTAssertEqual(seen.values, [10, 1], "notify::selected, then segment-moved, each with the tab pinned")
            let pager = reorderablePager()
            let pages = SignalLog()
            pager.bar.onSegmentMoved { _, to in
                pages.values.append(pager.bar.items[to].isPinned && pager.stack.page(at: to) != nil ? 1 : 0)
            }
            try pager.select(1, animated: false)
            try pager.setPinned(true, at: 1)
            XCTAssertEqual(pages.values, [1], "a pager's handler finds the tab pinned and its page moved")
        }
    }

    func testAPinnedTabIsNotClosedByTheBar() throws {
        try onMain {
            let (bar, _) = strip()
            try bar.setPinned(true, at: 1)
            laidOut(bar)
            let asked = SignalLog()
            bar.onCloseRequested { index in
                asked.values.append(index)
                return false
            }
            // A middle click on it is no request, as in AdwTabBar: an app that dropped its document in the handler
            // lost it while the tab stayed.
            XCTAssertFalse(bar.testController.auxiliaryPress(button: 2, x: bar.viewCenter(of: 0), y: 10))
            XCTAssertEqual(asked.values, [], "a middle click asks nothing")
            try bar.requestClose(at: 0)
            XCTAssertEqual(asked.values, [0], "the app's request is heard by its handlers")
            XCTAssertEqual(titles(bar), ["*Week", "Day", "Month", "Year"], "but the bar keeps it")
            try bar.requestClose(at: 1)
            XCTAssertEqual(titles(bar), ["*Week", "Month", "Year"], "an unpinned tab closes as before")
        }
    }

    func testDragsAndKeysMoveATabOnlyAmongItsOwnKind() throws {
        try onMain {
            let (bar, log) = strip()
            try bar.setPinned(true, at: 0)
            try bar.setPinned(true, at: 1)
            laidOut(bar)
            log.moves = []
            dragTab(bar, from: 0, by: 2_000)
            XCTAssertEqual(titles(bar), ["*Week", "*Day", "Month", "Year"], "a pinned tab stops at the last pinned")
            dragTab(bar, from: 3, by: -2_000)
            XCTAssertEqual(titles(bar), ["*Week", "*Day", "Year", "Month"], "another stops after the pinned ones")
            XCTAssertEqual(log.moves, [[0, 1], [3, 2]])

            @MainActor func move(_ name: String) {
                gtk_widget_activate_action_variant(bar.widget, "segment.move-tab", g_variant_new_string(name))
            }
            XCTAssertEqual(bar.selectedIndex, 2)
            move("first")
            XCTAssertEqual(titles(bar), ["*Week", "*Day", "Year", "Month"], "already first of its kind: no move")
            move("last")
            XCTAssertEqual(titles(bar), ["*Week", "*Day", "Month", "Year"])
            try bar.select(0, animated: false)
            move("last")
            XCTAssertEqual(titles(bar), ["*Day", "*Week", "Month", "Year"])
            try bar.move(from: 1, to: 3)
            XCTAssertEqual(titles(bar), ["*Day", "*Week", "Month", "Year"], "move(from:to:) is limited to its kind")
            try bar.move(from: 3, to: 0)
            XCTAssertEqual(titles(bar), ["*Day", "*Week", "Year", "Month"])
        }
    }

    func testPinnedTabsStayInPlaceWhileTheOthersScroll() throws {
        try onMain {
            setAnimations(false)
            let items = (1...12).map { SegmentItem("Document \($0)") }
            let bar = SegmentBar(items: items, style: .scrollable)
            bar.isReorderable = true
            host(bar.widget, width: 400)
            try bar.setPinned(true, at: 4)
            try bar.setPinned(true, at: 7)
            laidOut(bar)
            let layout = try XCTUnwrap(bar.layout)
            XCTAssertEqual(layout.stickyCount, 2)
            let pinnedFrames = [bar.viewFrame(of: 0), bar.viewFrame(of: 1)]
            try bar.select(8, animated: false)
            pump()
            XCTAssertGreaterThan(bar.scrollOffset, 300, "scrolled to the ninth tab")
            XCTAssertEqual([bar.viewFrame(of: 0), bar.viewFrame(of: 1)], pinnedFrames, "the pinned tabs stay")
            let tabs = bar.testController.tabs
            XCTAssertTrue(
                pump(until: { tabs.widget(for: 0) != nil && tabs.widget(for: 1) != nil }), "they keep their tabs")
            XCTAssertNil(tabs.widget(for: 2), "a tab scrolled away under them has none")
            // Its content box, which AT-SPI reads as its extents, starts at the pinned tab's frame.
            var x = 0.0
            var y = 0.0
            XCTAssertNotEqual(
                gtk_widget_translate_coordinates(try XCTUnwrap(tabs.widget(for: 1)), bar.widget, 0, 0, &x, &y), 0)
            XCTAssertEqual(x, pinnedFrames[1].x, accuracy: 1, "placed over the pinned tab")

            // A click on a pinned tab selects it, not the tab scrolled beneath it, and leaves the others where they
            // are: the user's place among them is kept.
            let controller = bar.testController
            let before = bar.scrollOffset
            controller.pressBegan(x: pinnedFrames[1].midX)
            controller.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 1)
            XCTAssertEqual(bar.items[1].title, "Document 8")
            pump()
            XCTAssertEqual(bar.scrollOffset, before, "choosing a pinned tab scrolls nothing")
            try bar.select(6, animated: false)
            pump()
            let laidOut = try XCTUnwrap(bar.layout)
            XCTAssertEqual(
                bar.viewFrame(of: 6).midX,
                (laidOut.stickyExtent + laidOut.viewWidth - laidOut.style.contentInsets.trailing) / 2, accuracy: 0.5,
                "another is centred beside the pinned ones, clear of the overflow button")

            // A pinned tab dragged towards the start scrolls nothing: it never moves with the strip.
            try bar.select(8, animated: false)
            pump()
            let scrolled = bar.scrollOffset
            dragTab(bar, from: 1, by: -60, release: false)
            _ = pump(until: { false }, seconds: 0.2)  // the frames an autoscroll would run in
            XCTAssertEqual(bar.scrollOffset, scrolled, "no autoscroll for a pinned tab")
            controller.pressEnded(dx: -60)
            XCTAssertEqual(bar.items.prefix(2).map(\.title), ["Document 8", "Document 5"], "it moved among the pinned")
            XCTAssertEqual(bar.scrollOffset, scrolled, "and the strip stayed where it was")
        }
    }

    /// A tab scrolled under the pinned tabs but for its end shows its close button beside them, its title hidden: a
    /// click there selects the tab (which brings it into view) instead of closing it unseen.
    func testTheCloseButtonOfATabWhoseTitleIsUnderThePinnedTabsTakesNoClick() throws {
        try onMain {
            try checkAFaintCloseButtonSelectsItsTab(
                pinned: true,
                isFaint: { bar, index, button, offset in
                    let layout = bar.layout!
                    // Most of the tab under the pinned one, its button beside it.
                    return button.x >= layout.stickyExtent && button.maxX <= layout.viewWidth
                        && !layout.showsContent(index, scrollOffset: offset, at: bar.position)
                        && bar.viewFrame(of: index).x + 20 < layout.stickyExtent
                },
                isInView: { bar, index in bar.viewFrame(of: index).x >= bar.layout!.stickyExtent })
        }
    }

    /// A tab scrolled under the leading fade with a sliver of its title still there shows its close button faintly:
    /// a click on it selects the tab instead of closing a document the user can no longer read (found by a user on
    /// the gallery's tabs page, after Ctrl+Page Down scrolled the strip).
    func testTheCloseButtonOfATabUnderTheLeadingFadeTakesNoClick() throws {
        try onMain {
            try checkAFaintCloseButtonSelectsItsTab(
                pinned: false,
                isFaint: { bar, index, button, offset in
                    button.x >= 0 && bar.layout!.showsContent(index, scrollOffset: offset, at: bar.position)
                        && bar.testController.shownFades.contains { $0.hides(button.midX) }
                },
                isInView: { bar, index in
                    let button = bar.viewCloseButton(of: index)
                    return !bar.testController.shownFades.contains { $0.hides(button.midX) }
                })
        }
    }

    /// Twelve closable documents in a 400-point strip (the first pinned when `pinned`), scrolled 2 points at a time
    /// until a tab's close button `isFaint`: hovering and clicking it must select the tab, which then `isInView`,
    /// where its button closes it.
    @MainActor
    private func checkAFaintCloseButtonSelectsItsTab(
        pinned: Bool, isFaint: (SegmentBar, Int, SegmentRect, Double) -> Bool, isInView: (SegmentBar, Int) -> Bool
    ) throws {
        setAnimations(false)
        let items = (1...12).map { SegmentItem("Document \($0)") }
        let bar = SegmentBar(items: items, style: .scrollable)
        bar.closeButtonPolicy = .all
        host(bar.widget, width: 400)
        if pinned { try bar.setPinned(true, at: 0) }
        laidOut(bar)
        let asked = SignalLog()
        bar.onCloseRequested { index in
            asked.values.append(index)
            return false
        }
        let controller = bar.testController
        let layout = try XCTUnwrap(bar.layout)
        var faint: (index: Int, button: SegmentRect)?
        for offset in stride(from: 20.0, through: layout.maxScrollOffset(at: 0), by: 2) where faint == nil {
            controller.scrollOffset = offset
            faint = ((pinned ? 1 : 0)..<12).lazy.map { ($0, bar.viewCloseButton(of: $0)) }
                .first { isFaint(bar, $0, $1, offset) }
        }
        let (index, button) = try XCTUnwrap(faint, "some offset shows a close button the user can hardly see")
        controller.hover(x: button.midX)
        XCTAssertNil(controller.hovered(.close), "not hovered as a button")
        controller.pressBegan(x: button.midX)
        controller.pressEnded(dx: 0)
        XCTAssertEqual(asked.values, [], "not closed")
        XCTAssertEqual(bar.items.count, 12)
        XCTAssertEqual(bar.selectedIndex, index, "its tab is selected instead")
        pump()
        XCTAssertTrue(isInView(bar, index), "and brought into view")
        controller.pressBegan(x: bar.viewCloseButton(of: index).midX)
        controller.pressEnded(dx: 0)
        XCTAssertEqual(asked.values, [index], "where its button then closes it")
    }

    func testAPagerKeepsTheStripForAPinnedTabAndRevealsTheTabASwipeLeavesItOn() throws {
        try onMain {
            setAnimations(false)
            let items = (1...12).map { SegmentItem("Document \($0)") }
            let pager = SegmentedPager(items: items, style: .scrollable) { gtk_label_new("page \($0)") }
            host(pager.widget, width: 400, height: 200)
            try pager.setPinned(true, at: 4)
            try pager.setPinned(true, at: 7)
            let bar = pager.bar
            XCTAssertTrue(pump(until: { bar.layout?.stickyCount == 2 }))
            try pager.select(8, animated: false)
            pump()
            let scrolled = bar.scrollOffset
            XCTAssertGreaterThan(scrolled, 300)

            // A click on the second pinned tab: the pages slide there, the strip stays.
            bar.testController.pressBegan(x: bar.viewCenter(of: 1))
            bar.testController.pressEnded(dx: 0)
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 1 && !pager.stack.isAnimating }))
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertEqual(bar.scrollOffset, scrolled, "the others stay where they were")

            // A swipe to the next page, the first unpinned tab's, which is scrolled away under the pinned ones: once
            // the pages rest there the strip slides to show it.
            XCTAssertFalse(bar.layout!.visibleSegments(scrollOffset: bar.scrollOffset, at: 1).contains(2))
            let stack = pager.stack.testController
            stack.pointerPressed(time: 0)
            stack.pointerMoved(dx: -150, dy: 0, time: 0.05)
            stack.pointerReleased(dx: -300, dy: 0, time: 0.1)
            XCTAssertTrue(pump(until: { pager.selectedIndex == 2 && !pager.stack.isAnimating }))
            pump()
            let frame = bar.viewFrame(of: 2)
            XCTAssertGreaterThanOrEqual(
                frame.x, bar.layout!.stickyExtent - 0.5, "its tab is in view beside the pinned ones")
            XCTAssertEqual(bar.scrollOffset, bar.layout!.centeringScrollOffset(at: 2), accuracy: 0.5)
        }
    }

    func testAPinnedTabWithoutAnIconShowsTheBarsDefaultIcon() throws {
        try onMain {
            let (bar, _) = strip()
            var withIcon = bar.items[2]
            withIcon.icon = "mail-unread-symbolic"
            try bar.replace(at: 2, with: withIcon)
            try bar.setPinned(true, at: 1)
            try bar.setPinned(true, at: 2)
            let notified = SignalLog()
            GtkSignals.notify("default-icon-name").connect(bar.widget) { notified.values.append(0) }
            let controller = bar.testController
            XCTAssertEqual(bar.defaultIconName, "text-x-generic-symbolic")
            XCTAssertEqual(controller.iconName(of: bar.items[0], selected: false), "text-x-generic-symbolic")
            bar.defaultIconName = "folder-symbolic"
            XCTAssertEqual(controller.iconName(of: bar.items[0], selected: false), "folder-symbolic")
            XCTAssertEqual(controller.iconName(of: bar.items[1], selected: false), "mail-unread-symbolic", "its own")
            XCTAssertNil(controller.iconName(of: bar.items[2], selected: false), "an unpinned tab shows none")
            let lookups = controller.icons.count
            XCTAssertTrue(pump(until: { controller.icons.count > lookups }), "the next frame draws the new icon")
            bar.defaultIconName = "folder-symbolic"
            bar.defaultIconName = ""
            XCTAssertEqual(bar.defaultIconName, "text-x-generic-symbolic", "an empty name restores the default")
            XCTAssertEqual(notified.values.count, 2, "notified once per change")
        }
    }

    /// A tab inserted among the pinned ones is pinned, and measured so: it was laid out at a full tab's width with
    /// no icon, a blank slot pushing the pinned tabs after it along (found by an app developer in GJS).
    func testATabInsertedAmongThePinnedIsAsCompactAsThey() throws {
        try onMain {
            let (bar, _) = strip()
            try bar.setPinned(true, at: 0)
            try bar.setPinned(true, at: 1)
            // Measured and laid out pinned first, as a running app is when the user opens a tab among them.
            XCTAssertTrue(
                pump(until: {
                    bar.layout.map { $0.itemFrame(1, at: 0).width < $0.itemFrame(3, at: 0).width / 2 } ?? false
                }))
            try bar.insert(SegmentItem("A new tab with a long title"), at: 1)
            XCTAssertTrue(bar.items[1].isPinned)
            XCTAssertTrue(pump(until: { bar.layout?.count == 5 }), "laid out again")
            let layout = try XCTUnwrap(bar.layout)
            let pinnedWidth = layout.itemFrame(0, at: 0).width
            XCTAssertLessThan(pinnedWidth, layout.itemFrame(3, at: 0).width / 2, "pinned tabs are compact")
            XCTAssertEqual(layout.itemFrame(1, at: 0).width, pinnedWidth, accuracy: 0.5, "as narrow as a pinned tab")
            XCTAssertEqual(layout.itemFrame(2, at: 0).x, layout.itemFrame(1, at: 0).maxX, accuracy: 0.5)
            XCTAssertEqual(bar.testController.iconName(of: bar.items[1], selected: false), "text-x-generic-symbolic")
        }
    }

    func testThePagesOfAPagerFollowAPinnedTab() throws {
        try onMain {
            let pager = reorderablePager()
            let month = pager.stack.page(at: 2) ?? pager.page(at: 2)
            try pager.select(2, animated: false)
            try pager.setPinned(true, at: 2)
            XCTAssertEqual(pager.items.map(\.title), ["Month", "Day", "Week", "Year"])
            XCTAssertEqual(pager.bar.pinnedCount, 1)
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertEqual(pager.stack.currentPage, 0, "the page on screen is still the pinned tab's")
            if let month { XCTAssertEqual(pager.page(at: 0), month, "the page moved with its tab") }
            try pager.move(from: 3, to: 0)
            XCTAssertEqual(pager.items.map(\.title), ["Month", "Year", "Day", "Week"], "the pinned one stays first")
            XCTAssertEqual(pager.stack.pageCount, 4)
            try pager.bar.replace(at: 0, with: SegmentItem("Months"))
            XCTAssertEqual(pager.bar.pinnedCount, 1, "a replaced segment stays pinned")
            pager.items = fourItems
            XCTAssertEqual(pager.bar.pinnedCount, 0, "new items are pinned only as given")
        }
    }
}

@MainActor
private final class PinLog {
    var moves: [[Int]] = []
}
