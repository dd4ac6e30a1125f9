import CGtk
import SegmentCore
import SegmentScreenshot
import XCTest

@testable import SegmentGtk

extension PagedStack {
    /// The controller behind the widget, for tests that drive gestures directly.
    @MainActor
    var testController: PagedStackController { controller }
}

/// A label page per index, recording which indices the factory was asked for.
@MainActor
final class PageFactoryLog {
    var calls: [Int] = []
    var failing: Set<Int> = []

    func make(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        calls.append(index)
        return failing.contains(index) ? nil : gtk_label_new("Page \(index)")
    }
}

/// Records the values a PagedStack signal is emitted with.
@MainActor
func recordStack(_ stack: PagedStack, _ signal: Signal<IndexArgument>) -> SignalLog {
    let log = SignalLog()
    signal.connect(stack.widget) { (index: UInt32) in log.values.append(Int(index)) }
    return log
}

/// Swiping, settling, lazy pages, keyboard, RTL, animations off and teardown of the PagedStack widget.
final class PagedStackTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func makeStack(_ count: Int = 5, log: PageFactoryLog = PageFactoryLog()) -> PagedStack {
        let stack = PagedStack(pageCount: count) { log.make($0) }
        host(stack.widget, width: 400, height: 300)
        return stack
    }

    func testDragFollowsTheFingerOneToOne() {
        onMain {
            let stack = makeStack()
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -4, dy: 0, time: 0.01)
            XCTAssertEqual(stack.position, 0, "under the threshold it is still a click")
            c.pointerMoved(dx: -100, dy: 0, time: 0.05)
            XCTAssertEqual(stack.position, 0.25, accuracy: 1e-12)
            c.pointerMoved(dx: -300, dy: 0, time: 0.1)
            XCTAssertEqual(stack.position, 0.75, accuracy: 1e-12)
            XCTAssertTrue(stack.isDragging)
        }
    }

    func testFlickMovesOnePageAndPageChangedFiresOnce() {
        onMain {
            setAnimations(true)
            let stack = makeStack()
            let changes = recordStack(stack, SegmentSignals.pageChanged)
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -20, dy: 0, time: 0.02)
            c.pointerMoved(dx: -40, dy: 0, time: 0.04)
            c.pointerReleased(dx: -40, dy: 0, time: 0.045)
            XCTAssertEqual(stack.targetPage, 1, "0.1 page at 2.5 pages/s is a flick")
            XCTAssertTrue(stack.isAnimating)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.position, 1)
            XCTAssertEqual(stack.currentPage, 1)
            XCTAssertEqual(changes.values, [1])
        }
    }

    /// Selecting the page the stack rests on, animated, changes nothing: `animating` went on and off (and read
    /// true until the next frame), which an app that loads a page when the pages stop took for a new page.
    func testSelectingThePageShownAnimatesNothing() throws {
        try onMain {
            setAnimations(true)
            let stack = makeStack()
            pump()
            var notified = 0
            GtkSignals.notify("animating").connect(stack.widget) { notified += 1 }
            let changed = recordStack(stack, SegmentSignals.pageChanged)
            try stack.select(0, animated: true)
            XCTAssertFalse(stack.isAnimating, "nothing to slide")
            pump()
            XCTAssertEqual(notified, 0, "animating never changed")
            XCTAssertEqual(changed.values, [], "and no page-changed")
            try stack.select(1, animated: true)
            XCTAssertTrue(stack.isAnimating, "another page slides")
        }
    }

    func testSlowShortDragGoesBack() {
        onMain {
            setAnimations(true)
            let stack = makeStack()
            let changes = recordStack(stack, SegmentSignals.pageChanged)
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -40, dy: 0, time: 0.5)
            c.pointerReleased(dx: -40, dy: 0, time: 1.0)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.position, 0)
            XCTAssertEqual(changes.values, [])
        }
    }

    func testRubberBandAtTheFirstPage() {
        onMain {
            let stack = makeStack()
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: 200, dy: 0, time: 0.1)
            // Half a page of pull shows 0.5·(1 − 1/1.55) = 0.177 of a page.
            XCTAssertEqual(stack.position, -0.177_419_354_8, accuracy: 1e-9)
        }
    }

    func testVerticalDragIsLeftToThePage() {
        onMain {
            let stack = makeStack()
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -5, dy: 40, time: 0.1)
            XCTAssertNil(c.drag)
            XCTAssertEqual(stack.position, 0)
        }
    }

    func testLazyFactoryMakesOnlyVisibleAndAdjacentPages() {
        onMain {
            let log = PageFactoryLog()
            let stack = makeStack(1_000, log: log)
            XCTAssertEqual(log.calls, [0, 1])
            try? stack.select(500, animated: false)
            XCTAssertEqual(log.calls, [0, 1, 500], "a jump makes the page it shows first")
            pump()
            XCTAssertEqual(log.calls, [0, 1, 500, 499, 501], "and its neighbours right after")
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -200, dy: 0, time: 0.1)
            XCTAssertEqual(log.calls, [0, 1, 500, 499, 501], "a swipe frame makes no page that is not on screen")
            pump()
            XCTAssertEqual(log.calls, [0, 1, 500, 499, 501, 502], "half-way, the page after next is prepared after it")
            XCTAssertEqual(gtk_widget_get_child_visible(c.frames[499]!), 0, "only visible pages are mapped")
            XCTAssertNotEqual(gtk_widget_get_child_visible(c.frames[501]!), 0)
        }
    }

    func testAStackShownRightAfterItIsBuiltMakesItsNeighboursAfterTheFirstFrame() {
        onMain {
            let log = PageFactoryLog()
            let stack = PagedStack(pageCount: 5) { log.make($0) }
            XCTAssertEqual(log.calls, [0], "not on screen yet: only the page it will show")
            let window = gtk_window_new()!
            gtk_window_set_default_size(gcast(window), 400, 300)
            gtk_window_set_child(gcast(window), stack.widget)
            gtk_window_present(gcast(window))
            HostedWindows.open.append(window)
            let clock = gtk_widget_get_frame_clock(window)!
            var madeByFirstFrame: [Int]?
            let handler = GtkSignals.afterPaint.connect(clock) {
                if madeByFirstFrame == nil { madeByFirstFrame = log.calls }
            }
            defer { g_signal_handler_disconnect(gcast(clock), handler) }
            XCTAssertTrue(pump(until: { log.calls.count == 2 }))
            XCTAssertEqual(madeByFirstFrame, [0], "the first frame paid only for the page it shows")
            XCTAssertEqual(log.calls, [0, 1], "its neighbour came right after")
            XCTAssertEqual(stack.testController.frames.keys.sorted(), [0, 1])
        }
    }

    func testAStackNeverShownStillMakesItsNeighboursOnTheMainLoop() {
        onMain {
            let log = PageFactoryLog()
            let stack = PagedStack(pageCount: 5) { log.make($0) }
            try? stack.select(2, animated: false)
            XCTAssertEqual(log.calls, [0, 2])
            pump()
            XCTAssertEqual(log.calls, [0, 2, 1, 3], "a stack off screen prepares its neighbours too")
            XCTAssertNotNil(stack.page(at: 3))
        }
    }

    func testAFarPageIsReachedWithoutMakingEveryPageInBetween() {
        onMain {
            setAnimations(true)
            let log = PageFactoryLog()
            let stack = makeStack(1_000, log: log)
            try? stack.select(500)
            XCTAssertTrue(stack.isAnimating, "it still slides")
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.currentPage, 500)
            XCTAssertEqual(log.calls.filter { $0 > 1 && $0 < 489 }, [], "no page far from both ends was made")
            XCTAssertLessThanOrEqual(log.calls.count, 2 + 13, "the first two, then at most the last ten and neighbours")
        }
    }

    func testAJumpAddsItsPagesAfterThoseAlreadyAlive() {
        onMain {
            let stack = makeStack(100)
            // The page of each child of the stack, in the stack's child order.
            @MainActor func childOrder() -> [Int] {
                let frames = stack.testController.frames.entries
                let pages = Dictionary(uniqueKeysWithValues: frames.map { (UnsafeRawPointer($0.value), $0.key) })
                var order: [Int] = []
                var child = gtk_widget_get_first_child(stack.widget)
                while let current = child {
                    if let page = pages[UnsafeRawPointer(current)] { order.append(page) }
                    child = gtk_widget_get_next_sibling(current)
                }
                return order
            }
            try? stack.select(60, animated: false)
            pump()
            let before = childOrder()
            XCTAssertEqual(Set(before), [0, 1, 59, 60, 61])
            try? stack.select(30, animated: false)
            pump()
            let after = childOrder()
            // Slotted in among them, GTK would restyle every later page and all inside it.
            XCTAssertEqual(Array(after.prefix(before.count)), before, "the pages already alive keep their places")
            XCTAssertEqual(Set(after.dropFirst(before.count)), [29, 30, 31])
            XCTAssertEqual(stack.currentPage, 30)
        }
    }

    func testAliveLimitReleasesTheLeastRecentlyShownPage() {
        onMain {
            let stack = makeStack(10)
            stack.aliveLimit = 3
            var probe: FinalizationProbe?
            do {
                let first = stack.page(at: 0)!
                probe = FinalizationProbe(first.gpointer)
            }
            for page in 1...3 {
                try? stack.select(page, animated: false)
                pump()
            }
            XCTAssertEqual(stack.alivePages, [2, 3, 4])
            XCTAssertEqual(stack.testController.frames.keys.sorted(), [2, 3, 4])
            pump()
            XCTAssertEqual(probe?.isFinalized, true, "a released page is unparented and freed")
        }
    }

    func testFactoryReturningNilShowsAPlaceholder() {
        allowLogged(containing: "no widget for page 1 (the page factory returned none)")
        onMain {
            let log = PageFactoryLog()
            log.failing = [1]
            let stack = makeStack(3, log: log)
            try? stack.select(1, animated: false)
            let frame = stack.testController.frames[1]!
            XCTAssertTrue(PageFrame.isPlaceholder(frame))
            XCTAssertNil(stack.page(at: 1))
            XCTAssertEqual(stack.currentPage, 1)
            pump()
            XCTAssertNotNil(stack.page(at: 2), "the neighbours are real pages")
        }
    }

    /// A stack whose factory was removed (C's `set_page_func (NULL)`) shows placeholders and logs nothing: there
    /// is no factory that failed.
    func testWithoutAFactoryPagesArePlaceholdersAndNothingIsLogged() {
        onMain {
            let stack = makeStack(3)
            expectLogged(0) {
                stack.setFactory(nil)
                stack.reloadPages()
                try? stack.select(2, animated: false)
                pump()
            }
            XCTAssertTrue(PageFrame.isPlaceholder(stack.testController.frames[2]!))
            XCTAssertNil(stack.page(at: 2))
            XCTAssertEqual(stack.currentPage, 2)
        }
    }

    /// A stack given its count before its factory (as C and Python apps often do: `set_n_pages`, then
    /// `set_page_func`) has the factory make the pages it showed as placeholders: page 0 stayed blank until a reload,
    /// hidden or shown. Pages a factory made stay when it is replaced.
    func testAFactoryGivenAfterTheCountMakesThePlaceholders() {
        onMain {
            for shownFirst in [false, true] {
                let log = PageFactoryLog()
                let stack = PagedStack(pageCount: 0) { _ in nil }
                stack.setFactory(nil)
                if shownFirst { host(stack.widget, width: 400, height: 300) }
                stack.pageCount = 5
                pump()
                stack.setFactory { log.make($0) }
                if !shownFirst { host(stack.widget, width: 400, height: 300) }
                pump()
                XCTAssertNotNil(stack.page(at: 0), "page 0 is made (shown first: \(shownFirst))")
                XCTAssertEqual(log.calls.filter { $0 == 0 }.count, 1, "once")
                let first = stack.page(at: 0)
                stack.setFactory { gtk_label_new("Other \($0)") }
                pump()
                XCTAssertEqual(stack.page(at: 0), first, "a page a factory made stays")
            }
        }
    }

    func testPagesAreLabelledTabPanels() {
        onMain {
            let stack = makeStack(3)
            stack.setTitleProvider { ["Inbox", "Sent", "Archive"][$0] }
            let frame = stack.testController.frames[0]!
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(frame)), GTK_ACCESSIBLE_ROLE_TAB_PANEL)
            let message = cgtk_test_accessible_check_label(OpaquePointer(frame), "Inbox")
            XCTAssertNil(message.map { String(cString: $0) })
            g_free(message)
        }
    }

    /// A page without a title is named by its place, in the user's language ("Seite 2" in German).
    func testAnUntitledPageIsNamedByItsPlaceInTheUsersLanguage() throws {
        try onMain {
            try inLocale("de_DE.UTF-8") {
                let stack = makeStack(3)
                let frame = stack.testController.frames[0]!
                let message = cgtk_test_accessible_check_label(OpaquePointer(frame), "Seite 1")
                defer { g_free(message) }
                XCTAssertNil(message.map { String(cString: $0) })
                XCTAssertEqual(stack.testController.title(of: 1_233), "Seite 1.234", "a number as German writes it")
            }
        }
    }

    func testPagesOffScreenAreHiddenFromAssistiveTechnologies() {
        onMain {
            let stack = PagedStack(pageCount: 4) { gtk_label_new("Page \($0)") }
            host(stack.widget, width: 400, height: 300)
            pump()
            @MainActor func hidden(_ index: Int) -> Bool? {
                guard let frame = stack.testController.frames[index] else { return nil }
                let notHidden = cgtk_test_accessible_check_state_int(
                    OpaquePointer(frame), GTK_ACCESSIBLE_STATE_HIDDEN, 0)
                defer { g_free(notHidden) }
                return notHidden != nil
            }
            XCTAssertEqual(hidden(0), false, "the page on screen")
            XCTAssertEqual(hidden(1), true, "its neighbour, made off screen")
            try? stack.setPosition(0.5)
            XCTAssertEqual(hidden(0), false, "mid-swipe both pages are on screen")
            XCTAssertEqual(hidden(1), false)
            try? stack.select(3, animated: false)
            pump()
            XCTAssertEqual(hidden(3), false, "the page jumped to")
            XCTAssertEqual(hidden(2), true, "its neighbour")
            XCTAssertNotEqual(hidden(0), false, "the page left, if still kept")
        }
    }

    /// GTK sends a press's motion and release to the widget pressed on and drops that grab when the widget is
    /// unmapped: the page pressed on stays child-visible while the pointer holds it, even wholly off screen, so
    /// the release still reaches the stack (the monkey found the pages stuck between two pages after a drag of
    /// more than a page let go outside the stack).
    func testThePagePressedOnStaysMappedUntilTheRelease() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            pump()
            let c = stack.testController
            let pressed = c.frames[0]!
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -200, dy: 0, time: 0.05)
            c.pointerMoved(dx: -480, dy: 0, time: 0.3)
            XCTAssertEqual(stack.position, 1.2, accuracy: 1e-12)
            XCTAssertTrue(c.cache.visible == 1...2, "page 0 is off screen")
            XCTAssertNotEqual(gtk_widget_get_child_visible(pressed), 0, "but still held")
            XCTAssertNotEqual(gtk_widget_get_mapped(pressed), 0)
            XCTAssertNotEqual(gtk_widget_get_child_visible(c.frames[2]!), 0, "the page coming on screen is shown")
            c.pointerReleased(dx: -480, dy: 0, time: 0.6)
            XCTAssertEqual(stack.currentPage, 1)
            XCTAssertEqual(gtk_widget_get_child_visible(pressed), 0, "let go, page 0 is hidden as any page off screen")
            XCTAssertFalse(stack.isDragging)
        }
    }

    /// A held page that the app removes mid-drag takes GTK's grab with it, so the drag ends there as a cancel
    /// (the pages settle) instead of waiting for a release that would never come.
    func testRemovingTheHeldPageEndsTheDrag() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            pump()
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -160, dy: 0, time: 0.05)
            XCTAssertTrue(stack.isDragging)
            try? stack.removePage(at: 0)
            XCTAssertFalse(stack.isDragging, "the drag ends without a release")
            XCTAssertTrue(c.settleOwed, "the pages are not at rest: they settle right after the edit")
            XCTAssertTrue(
                pump(until: { stack.position == Double(stack.currentPage ?? -1) }), "and the pages settle on a page")
            XCTAssertFalse(c.settleOwed)
            c.pointerMoved(dx: -300, dy: 0, time: 0.1)
            XCTAssertEqual(stack.position, Double(stack.currentPage ?? -1), "the abandoned drag moves nothing")
        }
    }

    func testRightToLeftMirrorsSwipeAndPageOrder() {
        onMain {
            let stack = PagedStack(pageCount: 3) { gtk_label_new("Page \($0)") }
            gtk_widget_set_direction(stack.widget, GTK_TEXT_DIR_RTL)
            host(stack.widget, width: 400, height: 300)
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: 200, dy: 0, time: 0.1)
            XCTAssertEqual(stack.position, 0.5, accuracy: 1e-12, "dragging right moves forward in RTL")
            gtk_test_widget_wait_for_draw(gtk_widget_get_root(stack.widget).map { gcast($0) }!)
            pump()
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(c.frames[1]!, stack.widget, &bounds), 0)
            XCTAssertEqual(bounds.origin.x, -200, "the next page comes in from the left")
        }
    }

    func testWithAnimationsOffPagesSwitchWithoutSlidingButDragsFollow() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            try? stack.select(2)
            XCTAssertEqual(stack.position, 2)
            XCTAssertEqual(stack.testController.tickID, 0)
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -100, dy: 0, time: 0.05)
            XCTAssertEqual(stack.position, 2.25, accuracy: 1e-12)
            c.pointerReleased(dx: -240, dy: 0, time: 0.5)
            XCTAssertEqual(stack.position, 3)
            XCTAssertEqual(stack.currentPage, 3)
            XCTAssertFalse(stack.isAnimating)
        }
    }

    func testKeyboardActionsMoveBetweenPages() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("next"))
            XCTAssertEqual(stack.currentPage, 1)
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("last"))
            XCTAssertEqual(stack.currentPage, 4)
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("previous"))
            XCTAssertEqual(stack.currentPage, 3)
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("first"))
            XCTAssertEqual(stack.currentPage, 0)
        }
    }

    func testLoopingMovesGoRoundFromOneEndToTheOther() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("previous"))
            XCTAssertEqual(stack.currentPage, 0, "Page Up stops at the first page")
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("previous-looping"))
            XCTAssertEqual(stack.currentPage, 4, "Ctrl+Shift+Tab goes round to the last page")
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("next"))
            XCTAssertEqual(stack.currentPage, 4, "Page Down stops at the last page")
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("next-looping"))
            XCTAssertEqual(stack.currentPage, 0, "Ctrl+Tab goes round to the first page")
            gtk_widget_activate_action_variant(stack.widget, "pager.move", g_variant_new_string("next-looping"))
            XCTAssertEqual(stack.currentPage, 1, "and on from there as Page Down does")
        }
    }

    func testTouchpadAndShiftWheelScrolling() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            let c = stack.testController
            XCTAssertFalse(c.scrolled(dx: 0, dy: 3, wheel: true, shift: false, time: 0), "plain wheel: the page's")
            XCTAssertTrue(c.scrolled(dx: 0, dy: 1, wheel: true, shift: true, time: 0))
            XCTAssertEqual(stack.currentPage, 1)
            XCTAssertTrue(c.scrolled(dx: 40, dy: 0, wheel: false, shift: false, time: 1))
            XCTAssertEqual(stack.position, 1.1, accuracy: 1e-12, "two fingers move the pages like one")
            XCTAssertTrue(c.scrolled(dx: 60, dy: 0, wheel: false, shift: false, time: 1.02))
            c.scrollEnded(time: 1.03)
            XCTAssertEqual(stack.currentPage, 2, "a fast two-finger swipe is a flick")
        }
    }

    func testInsertingMidSwipeKeepsThePageUnderTheFinger() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            let c = stack.testController
            let page = stack.page(at: 0)
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -120, dy: 0, time: 0.5)
            try? stack.insertPage(at: 0)
            XCTAssertEqual(stack.position, 1.3, accuracy: 1e-12)
            XCTAssertEqual(stack.page(at: 1), page, "the same widget, not a reload")
            c.pointerMoved(dx: -160, dy: 0, time: 1.0)
            XCTAssertEqual(stack.position, 1.4, accuracy: 1e-12, "the drag goes on from the shifted start")
            c.pointerReleased(dx: -160, dy: 0, time: 1.5)
            XCTAssertEqual(stack.currentPage, 1)
        }
    }

    func testBadInputIsRefused() throws {
        try onMain {
            let stack = makeStack(3)
            XCTAssertThrowsError(try stack.select(3))
            XCTAssertThrowsError(try stack.setPosition(.nan))
            XCTAssertThrowsError(try stack.removePage(at: -1))
            XCTAssertThrowsError(try stack.insertPage(at: 9))
            let empty = PagedStack { _ in nil }
            XCTAssertThrowsError(try empty.select(0))
            XCTAssertNil(empty.currentPage)
            empty.testController.pointerPressed(time: 0)
            empty.testController.pointerMoved(dx: -100, dy: 0, time: 0.1)
            XCTAssertEqual(empty.position, 0)
        }
    }

    /// Page 0's left edge in the stack's coordinates, as allocated (not as drawn).
    @MainActor
    private func allocatedX(of page: Int, in stack: PagedStack) -> Float? {
        guard let frame = stack.testController.frames[page] else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(frame, stack.widget, &bounds) != 0 else { return nil }
        return bounds.origin.x
    }

    /// The stack's pixels as its snapshot draws them now, without running the main loop.
    @MainActor
    private func pixels(of stack: PagedStack) throws -> [UInt8] {
        let texture = try WidgetScreenshot.texture(of: stack.widget)
        defer { unref(texture) }
        return WidgetScreenshot.pixels(of: texture).bytes
    }

    func testSlidingPagesAreDrawnInPlaceAndAllocatedOnceTheyRest() throws {
        try onMain {
            let stack = PagedStack(pageCount: 3) { gtk_label_new("Page \($0)") }
            let window = host(stack.widget, width: 400, height: 300)
            try stack.setPosition(0.5)
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(allocatedX(of: 0, in: stack), -200, "a page coming on screen is allocated at once")
            let frame = try XCTUnwrap(stack.testController.frames[0])

            // Long enough that the slide is still unallocated when it is drawn, on any machine.
            SettledAllocation.delay = 1_000
            defer { SettledAllocation.delay = 120 }
            try stack.setPosition(0.25)
            XCTAssertEqual(allocatedX(of: 0, in: stack), -200, "the same pages sliding keep their allocation")
            XCTAssertEqual(gtk_widget_get_can_target(frame), 0, "no click lands on a page that is not where it looks")
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(allocatedX(of: 0, in: stack), -200)
            let sliding = try pixels(of: stack)

            XCTAssertTrue(pump(until: { !stack.testController.settledAllocation.isPending }))
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(allocatedX(of: 0, in: stack), -100, "allocated where it is drawn once it rests")
            XCTAssertEqual(gtk_widget_get_can_target(frame), 1)
            XCTAssertEqual(try pixels(of: stack), sliding, "drawn while sliding exactly as when allocated")
        }
    }

    func testTheKeyboardFocusOnThePageAreaDrawsARing() throws {
        try onMain {
            let stack = PagedStack(pageCount: 3) { gtk_label_new("Page \($0)") }
            let window = host(stack.widget, width: 400, height: 300)
            gtk_test_widget_wait_for_draw(window)
            let plain = try pixels(of: stack)
            // A Tab stop of its own (Page Up and Down, Home and End move the pages): a keyboard user must see it.
            gtk_window_set_focus_visible(gcast(window), 1)
            gtk_widget_grab_focus(stack.widget)
            XCTAssertEqual(gtk_widget_has_focus(stack.widget), 1)
            gtk_test_widget_wait_for_draw(window)
            let ring = try pixels(of: stack)
            XCTAssertEqual(ring.count, plain.count)
            // Pixels (RGBA) that changed, on the edges (2 px in from each side) and elsewhere.
            var edge = 0
            var inside = 0
            for index in stride(from: 0, to: min(ring.count, plain.count), by: 4)
            where ring[index..<index + 3] != plain[index..<index + 3] {
                let x = (index / 4) % 400
                let y = (index / 4) / 400
                if x < 2 || x >= 398 || y < 2 || y >= 298 { edge += 1 } else { inside += 1 }
            }
            XCTAssertGreaterThan(edge, 2 * (400 + 300) * 2 * 9 / 10, "a ring 2 px wide all round, inside the edges")
            XCTAssertEqual(inside, 0, "and nothing else changed")
        }
    }

    func testASettledAnimationIsAllocatedOnItsLastFrame() throws {
        try onMain {
            setAnimations(true)
            let stack = PagedStack(pageCount: 3) { gtk_label_new("Page \($0)") }
            let window = host(stack.widget, width: 400, height: 300)
            try stack.setPosition(0.5)
            try stack.select(1)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            gtk_test_widget_wait_for_draw(window)
            XCTAssertFalse(stack.testController.settledAllocation.isPending, "no wait after the last frame")
            XCTAssertEqual(allocatedX(of: 1, in: stack), 0)
        }
    }

    func testASlideStartedByAListenerOfTheLastFrameIsDriven() throws {
        // An app that moves on as soon as the pages reach page 1, told by the position or by page-changed: its
        // handler runs inside the settle's last frame, so the new slide is taken over by the tick that is ending.
        for listener in ["notify::position", "page-changed"] {
            try onMain {
                setAnimations(true)
                let stack = makeStack()
                var moved = false
                let moveOn = {
                    guard !moved, stack.position == 1 else { return }
                    moved = true
                    try? stack.select(3)
                }
                if listener == "page-changed" {
                    SegmentSignals.pageChanged.connect(stack.widget) { (_: UInt32) in moveOn() }
                } else {
                    GtkSignals.notify("position").connect(stack.widget) { moveOn() }
                }
                try stack.select(1)
                XCTAssertTrue(pump(until: { !stack.isAnimating }), "\(listener): the second slide runs to its end")
                XCTAssertTrue(moved, listener)
                XCTAssertEqual(stack.position, 3, listener)
                XCTAssertEqual(stack.currentPage, 3, listener)
            }
        }
    }

    func testOnlyPagesOnScreenCountTowardsTheStacksSize() throws {
        try onMain {
            let stack = PagedStack(pageCount: 5) { index in
                let page = gtk_label_new("Page \(index)")!
                if index == 3 { gtk_widget_set_size_request(page, 2_000, 2_000) }
                return page
            }
            host(stack.widget, width: 400, height: 300)
            try stack.select(3, animated: false)
            try stack.select(0, animated: false)
            XCTAssertNotNil(stack.page(at: 3), "page 3 stays alive off screen")
            var natural: gint = 0
            gtk_widget_measure(stack.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertLessThan(natural, 2_000, "a huge page off screen does not make the stack ask for its size")
            try stack.select(3, animated: false)
            gtk_widget_measure(stack.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertEqual(natural, 2_000, "on screen it does")
        }
    }

    /// A stack of `count` pages on page 4, sliding to page 0 and past 3.5, with its `page-changed` log from then.
    @MainActor
    private func slidingFromPageFour(_ count: Int) throws -> (PagedStack, SignalLog) {
        setAnimations(true)
        let stack = makeStack(count)
        try stack.select(4, animated: false)
        let changes = recordStack(stack, SegmentSignals.pageChanged)
        try stack.select(0)
        XCTAssertTrue(pump(until: { stack.position < 3.5 }))
        return (stack, changes)
    }

    func testRemovingTheCurrentPageMidSlideAnnouncesOnlyThePageTheSlideEndsOn() throws {
        try onMain {
            let (stack, changes) = try slidingFromPageFour(6)
            try stack.removePage(at: 4)
            XCTAssertTrue(stack.isAnimating, "the slide goes on")
            XCTAssertEqual(stack.currentPage, 0, "the page it heads for is the current one")
            XCTAssertEqual(
                changes.values, [], "not page 3, which took the removed page's place: the pages only pass it")
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.position, 0)
            XCTAssertEqual(changes.values, [0], "once, where the pages come to rest")
        }
    }

    func testANewPageCountMidSlideKeepsTheSlideGoing() throws {
        try onMain {
            let (stack, changes) = try slidingFromPageFour(5)
            stack.pageCount = 3
            XCTAssertTrue(stack.isAnimating, "page 0 is still there: the slide goes on")
            XCTAssertEqual(stack.targetPage, 0)
            XCTAssertLessThanOrEqual(stack.position, 2, "from the last page left")
            XCTAssertEqual(changes.values, [])
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.currentPage, 0)
            XCTAssertEqual(changes.values, [0])

            try stack.select(2)
            XCTAssertTrue(pump(until: { stack.position > 0.3 }))
            stack.pageCount = 2
            XCTAssertFalse(stack.isAnimating, "its page is gone: the pages cut to the current one")
            XCTAssertEqual(stack.position, 0)
            XCTAssertEqual(changes.values, [0])
        }
    }

    /// Presses on `stack` at `time`, drags `dx` points in two steps over a second, and lets go half a second later.
    @MainActor
    private func slowDrag(_ stack: PagedStack, by dx: Double, at time: Double) {
        let c = stack.testController
        c.pointerPressed(time: time)
        c.pointerMoved(dx: dx / 2, dy: 0, time: time + 0.5)
        c.pointerMoved(dx: dx, dy: 0, time: time + 1)
        c.pointerReleased(dx: dx, dy: 0, time: time + 1.5)
    }

    func testASwipeTowardsADisabledPageGoesOnToTheNextEnabledOne() throws {
        try onMain {
            setAnimations(true)
            let stack = makeStack(6)
            stack.setEnabledProvider { $0 != 2 }
            try stack.select(1, animated: false)
            let changes = recordStack(stack, SegmentSignals.pageChanged)
            // A slow drag most of the way onto page 2 (312 of 400 px), as the keys and the wheel skip it.
            slowDrag(stack, by: -312, at: 0)
            XCTAssertEqual(stack.targetPage, 3)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.currentPage, 3)
            XCTAssertEqual(changes.values, [3])
            slowDrag(stack, by: 312, at: 2)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.currentPage, 1)
            XCTAssertEqual(changes.values, [3, 1])
        }
    }

    func testStackDestroyedMidAnimationIsFinalized() {
        onMain {
            setAnimations(true)
            var probes: [FinalizationProbe] = []
            do {
                let stack = PagedStack(pageCount: 5) { gtk_label_new("Page \($0)") }
                probes.append(FinalizationProbe(stack.widget.gpointer))
                let window = host(stack.widget, width: 400, height: 300)
                probes.append(FinalizationProbe(stack.page(at: 0)!.gpointer))
                try? stack.select(3)
                XCTAssertNotEqual(stack.testController.tickID, 0)
                destroy(window)
            }
            pump()
            XCTAssertEqual(probes.map(\.isFinalized), [true, true])
        }
    }
}

extension PagedStackTests {
    /// A stack destroyed with pages on screen announces them gone: every `page-appeared` gets its
    /// `page-disappeared` (an app that starts media per page stops it).
    func testAStackDestroyedAnnouncesItsVisiblePagesGone() {
        onMain {
            setAnimations(false)
            var appeared: [Int] = []
            var disappeared: [Int] = []
            do {
                let stack = PagedStack(pageCount: 4) { gtk_label_new("Page \($0)") }
                stack.onPageAppeared { appeared.append($0) }
                stack.onPageDisappeared { disappeared.append($0) }
                let window = host(stack.widget, width: 400, height: 300)
                try? stack.select(2, animated: false)
                pump()
                XCTAssertEqual(appeared, [2], "page 0 appeared with the stack, before the handler was connected")
                XCTAssertEqual(disappeared, [0])
                gtk_widget_set_visible(window, 0)
                destroy(window)
            }
            pump()
            XCTAssertEqual(disappeared, [0, 2], "each page that appeared went once")
        }
    }
}
