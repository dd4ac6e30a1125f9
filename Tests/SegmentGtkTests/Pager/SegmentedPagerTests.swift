import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The bar and the pages linked: swipes drive the indicator, clicks page the content, one selection, one motion.
final class SegmentedPagerTests: GtkTestCase, @unchecked Sendable {
    /// A pager as C's `segmented_pager_new ()` makes it: the GObject alone, with no items and no page source.
    @MainActor
    private func makeBarePager() throws -> SegmentedPager {
        let object = g_object_new_with_properties(SegmentedPager.gtype, 0, nil, nil)
        let pager = try XCTUnwrap(SegmentedPager(wrapping: gcast(object)))
        host(pager.widget, width: 400, height: 300)
        return pager
    }

    @MainActor
    private func makePager(style: SegmentStyle = .underline, log: PageFactoryLog = PageFactoryLog()) -> SegmentedPager {
        let pager = SegmentedPager(items: fourItems, style: style) { log.make($0) }
        host(pager.widget, width: 400, height: 300)
        return pager
    }

    /// The page area is a Tab stop; a screen reader moving the focus there hears the page it shows, not an unnamed
    /// panel: the pager's stack is named after its current page, through selections, renames and edits.
    func testThePagesAreaIsNamedAfterThePageItShows() {
        onMain {
            let pager = makePager()
            @MainActor func stackLabel(is title: String) -> String? {
                let message = cgtk_test_accessible_check_label(OpaquePointer(pager.stack.widget), title)
                defer { g_free(message) }
                return message.map { String(cString: $0) }
            }
            XCTAssertNil(stackLabel(is: "Day"))
            try? pager.select(2, animated: false)
            XCTAssertNil(stackLabel(is: "Month"))
            try? pager.replace(at: 2, with: SegmentItem("Quarter"))
            XCTAssertNil(stackLabel(is: "Quarter"), "renamed")
            try? pager.remove(at: 0)
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertNil(stackLabel(is: "Quarter"), "the same page at a new index")
        }
    }

    func testSwipeDrivesTheBarEveryFrameAndSelectsOnceWhenSettled() {
        onMain {
            setAnimations(true)
            let pager = makePager()
            let changes = record(pager.bar, SegmentSignals.barSelectionChanged)
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            for step in 1...5 {
                c.pointerMoved(dx: Double(-10 * step), dy: 0, time: Double(step) * 0.01)
                XCTAssertEqual(pager.bar.position, pager.stack.position, accuracy: 1e-12)
            }
            c.pointerReleased(dx: -50, dy: 0, time: 0.055)
            XCTAssertEqual(changes.values, [], "nothing is selected before the swipe settles")
            var frames = 0
            XCTAssertTrue(
                pump(until: {
                    XCTAssertEqual(pager.bar.position, pager.stack.position, accuracy: 1e-12)
                    frames += 1
                    return !pager.stack.isAnimating
                }))
            XCTAssertGreaterThan(frames, 2)
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertEqual(pager.bar.position, 1)
            XCTAssertEqual(changes.values, [1])
        }
    }

    func testClickOnASegmentAnimatesPagesAndIndicatorTogether() {
        onMain {
            setAnimations(true)
            let pager = makePager()
            let changes = record(pager.bar, SegmentSignals.barSelectionChanged)
            pager.bar.testController.activate(2)
            XCTAssertEqual(changes.values, [2])
            XCTAssertTrue(pager.stack.isAnimating)
            XCTAssertEqual(pager.bar.testController.tickID, 0, "the bar's own slide was stopped: one animation")
            var sawMiddle = false
            XCTAssertTrue(
                pump(until: {
                    XCTAssertEqual(pager.bar.position, pager.stack.position, accuracy: 1e-12)
                    if pager.stack.position > 0.2 && pager.stack.position < 1.8 { sawMiddle = true }
                    return !pager.stack.isAnimating
                }))
            XCTAssertTrue(sawMiddle, "the pages slid through intermediate positions")
            XCTAssertEqual(pager.stack.position, 2)
            XCTAssertEqual(pager.bar.position, 2)
            XCTAssertEqual(changes.values, [2], "the settle does not fire a second time")
        }
    }

    /// The pager's stack reports `page-changed` however its pages come to a new page, as a stack on its own
    /// does: a click or a `select` that notifies, when the pages settle; never for a silent `select`.
    func testThePagersStackReportsEveryPageChangeButASilentOne() throws {
        try onMain {
            setAnimations(true)
            let pager = makePager()
            let changes = recordStack(pager.stack, SegmentSignals.pageChanged)
            pager.bar.testController.activate(2)
            XCTAssertEqual(changes.values, [], "not before the pages settle")
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(changes.values, [2], "a click")
            try pager.select(1, animated: false)
            XCTAssertEqual(changes.values, [2, 1], "select with notification")
            try pager.stack.select(3, animated: false)
            XCTAssertEqual(changes.values, [2, 1, 3], "select on the pager's stack")
            try pager.select(0, animated: false, notify: false)
            try pager.bar.select(2, animated: true, notify: false)
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertEqual(changes.values, [2, 1, 3], "silent selections stay silent")
        }
    }

    /// Pages made again while a click's slide runs (reloaded, a new page function, fewer titles) do not undo the
    /// click: the pages land where it sent them, or on the selection the edit left, and say so with one
    /// `page-changed`, as at rest. Reloaded mid-slide, they went back to the page left and the bar selected it.
    func testPagesMadeAgainDuringASlideLandWhereTheSelectionIsAndSaySo() {
        onMain {
            setAnimations(true)
            let edits: [(String, @MainActor (SegmentedPager) -> Void)] = [
                ("reloaded", { $0.stack.reloadPages() }),
                ("given a new page function", { $0.stack.setFactory { gtk_label_new("New \($0)") } }),
                ("left with three titles", { $0.items = Array(fourItems.prefix(3)) }),
            ]
            for (name, edit) in edits {
                let pager = SegmentedPager(items: fourItems + [SegmentItem("Fifth")]) { gtk_label_new("Page \($0)") }
                let window = host(pager.widget, width: 400, height: 300)
                let changes = recordStack(pager.stack, SegmentSignals.pageChanged)
                let selections = record(pager, SegmentSignals.pagerSelectionChanged)
                pager.bar.testController.activate(4)
                XCTAssertTrue(pump(until: { pager.stack.position > 0.5 }), name)
                XCTAssertTrue(pager.stack.isAnimating, name)
                edit(pager)
                XCTAssertTrue(pump(until: { !pager.stack.isAnimating }), name)
                let landing = pager.items.count == 3 ? 2 : 4
                XCTAssertEqual(pager.stack.currentPage, landing, name)
                XCTAssertEqual(pager.selectedIndex, landing, name)
                XCTAssertEqual(changes.values, [landing], "\(name): one page-changed, for the page shown")
                XCTAssertEqual(selections.values.first, 4, name)
                XCTAssertFalse(selections.values.contains(0), "\(name): the click is not undone")
                destroy(window)
            }
        }
    }

    /// The wheel turns the pages a page per notch and, like a swipe, selects where they come to rest (as
    /// AdwCarousel reports only where it settles): three quick notches selected three segments in turn, and notches
    /// back and forth selected each one they passed.
    func testWheelNotchesSelectWhereThePagesComeToRest() {
        onMain {
            setAnimations(true)
            let pager = makePager()
            let selections = record(pager, SegmentSignals.pagerSelectionChanged)
            let pages = recordStack(pager.stack, SegmentSignals.pageChanged)
            let c = pager.stack.testController
            for _ in 0..<3 { XCTAssertTrue(c.scrolled(dx: 1, dy: 0, wheel: true, shift: false, time: 0)) }
            XCTAssertEqual(selections.values, [], "nothing selected while the pages turn")
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.selectedIndex, 3)
            XCTAssertEqual(selections.values, [3])
            XCTAssertEqual(pages.values, [3])
            for dx in [-1.0, 1, -1, 1] { XCTAssertTrue(c.scrolled(dx: dx, dy: 0, wheel: true, shift: false, time: 0)) }
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.selectedIndex, 3)
            XCTAssertEqual(selections.values, [3], "back where they were: nothing new selected")
        }
    }

    /// A click on the selected segment while a swipe settles towards the next page brings the pages back: a way back,
    /// not a second tap on the page shown (`reselected`, whose default scrolled that page to its top).
    func testAClickOnTheSelectedSegmentDuringASettleBringsThePagesBack() {
        onMain {
            setAnimations(true)
            let pager = makePager()
            let reselections = record(pager, SegmentSignals.pagerReselected)
            let selections = record(pager, SegmentSignals.pagerSelectionChanged)
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -60, dy: 0, time: 0.03)
            c.pointerReleased(dx: -60, dy: 0, time: 0.04)
            XCTAssertTrue(pager.stack.isAnimating)
            XCTAssertEqual(pager.stack.targetPage, 1, "the flick heads for the next page")
            pager.bar.testController.activate(0)
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.stack.currentPage, 0)
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertEqual(reselections.values, [], "not a reselect")
            XCTAssertEqual(selections.values, [], "nothing new selected")
            pager.bar.testController.activate(0)
            XCTAssertEqual(reselections.values, [0], "at rest, a click on the selected segment is a reselect")
        }
    }

    /// A silent `select` of the page a notifying one is sliding to keeps the `page-changed` the first one promised.
    func testASilentSelectOfTheSlidesOwnPageKeepsItsPageChanged() throws {
        try onMain {
            setAnimations(true)
            let pager = makePager()
            let changes = recordStack(pager.stack, SegmentSignals.pageChanged)
            try pager.select(3, animated: true)
            XCTAssertTrue(pump(until: { pager.stack.position > 0.5 }))
            try pager.select(3, animated: true, notify: false)
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(changes.values, [3])
        }
    }

    func testOnAClickTheIndicatorIsDrawnAtThePagesPositionOnEveryFrame() {
        onMain {
            setAnimations(true)
            let pager = makePager(style: .capsule)
            let bar = pager.bar.testController
            let clock = gtk_widget_get_frame_clock(pager.widget)!
            var frames: [(pages: Double, indicator: SegmentRect?, expected: SegmentRect?, barMoving: Bool)] = []
            let handler = GtkSignals.afterPaint.connect(clock) {
                let layout = bar.layout!
                frames.append(
                    (
                        pager.stack.position, layout.indicatorRect(at: bar.position),
                        layout.indicatorRect(at: layout.clampedPosition(pager.stack.position)), bar.motion != nil
                    ))
            }
            defer { g_signal_handler_disconnect(gcast(clock), handler) }
            bar.pressBegan(x: pager.bar.viewCenter(of: 3))
            bar.pressEnded(dx: 0)
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating && (frames.last?.pages ?? 0) == 3 }))
            XCTAssertGreaterThan(frames.count, 5, "the slide took several frames")
            XCTAssertTrue(frames.contains { $0.pages > 0.5 && $0.pages < 2.5 }, "frames in the middle of the slide")
            for (index, frame) in frames.enumerated() {
                XCTAssertEqual(frame.indicator, frame.expected, "frame \(index) at pages \(frame.pages)")
                XCTAssertFalse(frame.barMoving, "frame \(index): the bar ran an animation of its own")
            }
            XCTAssertEqual(pager.selectedIndex, 3)
        }
    }

    /// The pager's `selection-changed` comes before the stack's `notify::position` and `page-changed`, whether the
    /// pages slide or cut there: a click with animations off, a select without animation and a key in a page (which
    /// cuts) gave the stack's first, a click that slides gave the pager's first.
    func testSelectionChangedComesBeforeThePagesMoveHoweverTheyMove() throws {
        for way in ["click, animations off", "select, not animated", "key in a page", "click, sliding"] {
            try onMain {
                setAnimations(way == "click, sliding")
                let pager = makePager()
                pump()
                var order: [String] = []
                SegmentSignals.barSelectionChanged.connect(pager.widget) { (_: UInt32) in order.append("selection") }
                SegmentSignals.pageChanged.connect(pager.stack.widget) { (_: UInt32) in order.append("page") }
                GtkSignals.notify("position").connect(pager.stack.widget) {
                    if order.last != "position" { order.append("position") }
                }
                switch way {
                case "select, not animated": try pager.select(2, animated: false)
                case "key in a page": pager.stack.testController.keyboardPageMove(.next)
                default:
                    pager.bar.testController.pressBegan(x: pager.bar.viewCenter(of: 1))
                    pager.bar.testController.pressEnded(dx: 0)
                }
                XCTAssertTrue(pump(until: { !pager.stack.isAnimating && order.contains("page") }), way)
                XCTAssertEqual(order, ["selection", "position", "page"], way)
            }
        }
    }

    func testAPageKeySelectsAtOnceAsAKeyOnTheBarDoes() {
        onMain {
            setAnimations(true)
            let pager = makePager()
            let selections = record(pager.bar, SegmentSignals.barSelectionChanged)
            let changes = recordStack(pager.stack, SegmentSignals.pageChanged)
            // Ctrl+Page Down from inside a page, then Alt+4 (GtkNotebook and AdwTabView switch on the key).
            pager.stack.testController.keyboardPageMove(.next)
            XCTAssertEqual(selections.values, [1], "selected at once")
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertTrue(pager.stack.isAnimating, "the pages slide there")
            XCTAssertEqual(changes.values, [], "and report the page when they rest")
            XCTAssertTrue(pager.stack.testController.keyboardSelect(3))
            XCTAssertEqual(selections.values, [1, 3])
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.stack.currentPage, 3)
            XCTAssertEqual(changes.values, [3])
            XCTAssertEqual(selections.values, [1, 3], "nothing more when they rest")
        }
    }

    func testNewItemsMidSlideAnnounceOnlyThePageTheSlideEndsOn() throws {
        try onMain {
            setAnimations(true)
            let log = PageFactoryLog()
            let pager = SegmentedPager(items: (0..<6).map { SegmentItem("Page \($0)") }) { log.make($0) }
            host(pager.widget, width: 400, height: 300)
            try pager.select(5, animated: false)
            let changes = recordStack(pager.stack, SegmentSignals.pageChanged)
            try pager.select(0)
            XCTAssertTrue(pump(until: { pager.position < 4 }))
            pager.items = ["A", "B", "C"].map { SegmentItem($0) }
            XCTAssertEqual(changes.values, [], "page 2, where page 5 went, is never where the pages rest")
            XCTAssertTrue(pager.stack.isAnimating, "the slide to the selection goes on")
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.stack.currentPage, 0)
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertEqual(changes.values, [0], "once, where the pages come to rest")
        }
    }

    func testASwipeBackDuringAClickSlideSelectsWhereThePagesRest() {
        onMain {
            setAnimations(true)
            let pager = makePager()
            let changes = record(pager.bar, SegmentSignals.barSelectionChanged)
            pager.bar.testController.activate(2)
            XCTAssertEqual(changes.values, [2], "a click selects at once")
            XCTAssertTrue(pump(until: { pager.stack.position > 0.3 }))
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: 60, dy: 0, time: 0.05)
            c.pointerMoved(dx: 250, dy: 0, time: 0.1)
            c.pointerReleased(dx: 250, dy: 0, time: 0.11)
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.stack.position, 0, "flung back to the first page")
            XCTAssertEqual(pager.selectedIndex, 0, "the selection follows the pages where they rest")
            XCTAssertEqual(pager.bar.position, 0)
            XCTAssertEqual(changes.values, [2, 0])
        }
    }

    @MainActor
    private func scrolledPage() -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new()!
        let content = gtk_label_new("tall")!
        gtk_widget_set_size_request(content, 100, 3_000)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), content)
        return scrolled
    }

    func testReselectScrollsTheListBackToTheTop() {
        onMain {
            setAnimations(true)
            let pager = SegmentedPager(items: fourItems, style: .underline) { [unowned self] _ in self.scrolledPage() }
            host(pager.widget, width: 400, height: 300)
            let reselected = record(pager.bar, SegmentSignals.barReselected)
            let scrolled = ScrollToStart.scrolledWindow(in: pager.page(at: 0)!)!
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))!
            gtk_adjustment_set_value(adjustment, 500)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 500)
            pager.bar.testController.activate(0)
            XCTAssertEqual(reselected.values, [0])
            XCTAssertTrue(pump(until: { gtk_adjustment_get_value(adjustment) == 0 }), "scrolled back to the top")

            pager.reselectBehavior = .nothing
            gtk_adjustment_set_value(adjustment, 300)
            pager.bar.testController.activate(0)
            pump()
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 300, "the app turned it off")
        }
    }

    func testSilentSelectionMovesBothWithoutNotifying() throws {
        try onMain {
            let pager = makePager()
            let changes = record(pager.bar, SegmentSignals.barSelectionChanged)
            try pager.select(3, animated: false, notify: false)
            XCTAssertEqual(changes.values, [])
            XCTAssertEqual(pager.stack.position, 3)
            XCTAssertEqual(pager.bar.position, 3)
            XCTAssertEqual(pager.selectedIndex, 3)
            XCTAssertNotNil(pager.currentPage)
            XCTAssertThrowsError(try pager.select(9))
            XCTAssertEqual(pager.selectedIndex, 3)
        }
    }

    func testTrackerDragScrubsThePagesAndBothSettleTogether() {
        onMain {
            setAnimations(true)
            let pager = makePager(style: .capsule)
            let bar = pager.bar.testController
            let start = pager.bar.viewCenter(of: 0)
            bar.pressBegan(x: start)
            bar.pressMoved(dx: 60)
            XCTAssertGreaterThan(pager.bar.position, 0)
            XCTAssertEqual(pager.stack.position, pager.bar.position, accuracy: 1e-12, "the pages follow the tracker")
            bar.pressMoved(dx: 130)
            XCTAssertEqual(pager.stack.position, pager.bar.position, accuracy: 1e-12)
            bar.pressEnded(dx: 130)
            XCTAssertTrue(
                pump(until: {
                    XCTAssertEqual(pager.stack.position, pager.bar.position, accuracy: 1e-12)
                    return !pager.stack.isAnimating && bar.tickID == 0
                }))
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertEqual(pager.stack.position, 1)
        }
    }

    func testEditsKeepTheSelectionOnTheSamePage() throws {
        try onMain {
            setAnimations(false)
            let pager = makePager()
            try pager.select(2, animated: false)
            let page = pager.page(at: 2)
            try pager.insert(SegmentItem("New"), at: 0)
            XCTAssertEqual(pager.selectedIndex, 3)
            XCTAssertEqual(pager.stack.position, 3)
            XCTAssertEqual(pager.bar.position, 3)
            XCTAssertEqual(pager.page(at: 3), page)
            try pager.move(from: 3, to: 0)
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertEqual(pager.page(at: 0), page)
            try pager.replace(at: 0, with: SegmentItem("Renamed"))
            gtk_test_widget_wait_for_draw(gcast(gtk_widget_get_root(pager.widget)))
            pump()
            // The page is named by its tab, which the rename reached (LABELLED_BY, see TabDepthAccessibilityTests).
            let frame = pager.stack.testController.frames[0]!
            let tab = try XCTUnwrap(pager.bar.testController.tabs.widget(for: 0))
            let message = cgtk_test_accessible_check_relation_ref(
                OpaquePointer(frame), GTK_ACCESSIBLE_RELATION_LABELLED_BY, OpaquePointer(tab))
            XCTAssertNil(message.map { String(cString: $0) })
            g_free(message)
            XCTAssertNil(accessibleLabelMismatch(tab, "Renamed"))
            try pager.setBadge(.count(3), at: 1)
            try pager.remove(at: 0)
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertEqual(pager.stack.position, 0)
            XCTAssertEqual(pager.stack.pageCount, pager.items.count)
        }
    }

    func testAPageGivenToAPagerWithAFactoryIsRefusedWithOneWarning() throws {
        try onMain {
            let pager = makePager()
            let page = g_object_ref_sink(gtk_label_new("Mine"))!
            defer { g_object_unref(page) }
            try expectLogged(1) { try pager.insert(SegmentItem("New"), page: gcast(page), at: 0) }
            // The segment is inserted and its page comes from the factory, never the widget that was given.
            XCTAssertEqual(pager.items.count, 5)
            try pager.select(0, animated: false)
            pump()
            XCTAssertNotNil(pager.page(at: 0))
            XCTAssertNotEqual(pager.page(at: 0), gcast(page))
            XCTAssertNil(gtk_widget_get_parent(gcast(page)))
        }
    }

    /// A pager made without pages (C's `segmented_pager_new`, a `.ui` file) and built segment by segment with
    /// their pages, as a GtkNotebook is: it takes the pages, shows each under its segment and logs nothing.
    func testAPagerWithoutPagesIsBuiltPageByPage() throws {
        try onMain {
            setAnimations(false)
            let pager = try makeBarePager()
            let pages = ["Inbox", "Sent", "Trash"].map { gtk_label_new("\($0) page")! }
            try expectLogged(0) {
                for (index, title) in ["Inbox", "Sent", "Trash"].enumerated() {
                    try pager.insert(SegmentItem(title), page: pages[index], at: index)
                }
                pump()
            }
            XCTAssertEqual(pager.stack.pageCount, 3)
            XCTAssertEqual(pager.page(at: 2), pages[2], "a ready-made page is the pager's before it is shown")
            for index in [2, 0, 1] {
                try pager.select(index, animated: false)
                pump()
                XCTAssertEqual(pager.stack.currentPage, index)
                XCTAssertEqual(pager.page(at: index), pages[index], "segment \(index) shows the page given with it")
            }
        }
    }

    /// Removing the page factory (C's `set_page_func (NULL)`) leaves a pager without pages, as a new one is:
    /// empty pages, nothing logged, and the pages and the indicator follow the selection as before.
    func testAPagerWhoseFactoryIsRemovedHasNoPagesAndLogsNothing() throws {
        try onMain {
            setAnimations(false)
            let log = PageFactoryLog()
            let pager = makePager(log: log)
            pump()
            XCTAssertFalse(log.calls.isEmpty)
            try expectLogged(0) {
                pager.setPageFactory(nil)
                try pager.select(2, animated: false)
                pump()
            }
            XCTAssertEqual(pager.stack.pageCount, 4)
            XCTAssertEqual(pager.selectedIndex, 2)
            XCTAssertEqual([pager.stack.position, pager.bar.position], [2, 2])
            XCTAssertNil(pager.page(at: 2))
            XCTAssertTrue(PageFrame.isPlaceholder(pager.stack.testController.frames[2]!))
        }
    }

    /// Titles first, the page factory later, as a `.ui` file with titles only or a bindings app may do: until
    /// then a selection moves the pages and the indicator as usual, over empty pages, with nothing logged.
    func testTitlesBeforeAnyPageSourceSelectAsUsual() throws {
        try onMain {
            setAnimations(false)
            let pager = try makeBarePager()
            let log = PageFactoryLog()
            try expectLogged(0) {
                pager.items = ["A", "B", "C"].map { SegmentItem($0) }
                try pager.select(2, animated: false)
                pump()
            }
            XCTAssertEqual(pager.stack.pageCount, 3)
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertEqual([pager.stack.position, pager.bar.position], [2, 2])
            pager.setPageFactory { log.make($0) }
            pump()
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertNotNil(pager.page(at: 2), "the factory makes the page on screen")
        }
    }

    func testEditMidSwipeKeepsTheSwipeGoing() throws {
        try onMain {
            setAnimations(false)
            let pager = makePager()
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -120, dy: 0, time: 0.5)
            try pager.insert(SegmentItem("New"), at: 0)
            XCTAssertEqual(pager.stack.position, 1.3, accuracy: 1e-12)
            XCTAssertEqual(pager.bar.position, 1.3, accuracy: 1e-12)
            XCTAssertTrue(pager.stack.isDragging)
            c.pointerReleased(dx: -120, dy: 0, time: 1)
            XCTAssertEqual(pager.selectedIndex, 1)
        }
    }

    func testCountMismatchShowsAPlaceholderNeverAWrongPage() throws {
        allowLogged(containing: "SegmentedPager: 3 title(s) but 2 page(s); the segment at index 2 shows an empty")
        try onMain {
            let pages = [gtk_label_new("A")!, gtk_label_new("B")!]
            let pager = SegmentedPager(items: fourItems.prefix(3).map { $0 }, pageWidgets: pages)
            host(pager.widget, width: 400, height: 300)
            try pager.select(2, animated: false)
            XCTAssertNil(pager.page(at: 2))
            XCTAssertTrue(PageFrame.isPlaceholder(pager.stack.testController.frames[2]!))
            XCTAssertEqual(pager.page(at: 1), pages[1])
        }
    }

    /// No titles is no pages, as `segmented_pager_set_titles` says: the pages given go with the segments, without the
    /// count warning they logged ("0 title(s) but 4 page(s)"), and pages given with later inserts show as before.
    func testNoTitlesRemoveTheGivenPagesToo() throws {
        try onMain {
            setAnimations(false)
            let pages = (0..<4).map { gtk_label_new("Page \($0)")! }
            let pager = SegmentedPager(items: fourItems, pageWidgets: pages)
            host(pager.widget, width: 400, height: 300)
            let probes = pages.map { FinalizationProbe($0) }
            pager.items = []
            pump()
            XCTAssertEqual(pager.items.count, 0)
            XCTAssertTrue(probes.allSatisfy(\.isFinalized), "the given pages are released")
            let fresh = gtk_label_new("Fresh")!
            try pager.insert(SegmentItem("Fresh"), page: fresh, at: 0)
            pump()
            XCTAssertEqual(pager.page(at: 0), fresh, "a page given with an insert is the pager's")
        }
    }

    func testWithAnimationsOffAClickSwitchesPagesAtOnce() {
        onMain {
            setAnimations(false)
            let pager = makePager()
            pager.bar.testController.activate(3)
            XCTAssertEqual(pager.stack.position, 3)
            XCTAssertEqual(pager.bar.position, 3)
            XCTAssertFalse(pager.stack.isAnimating)
        }
    }

    func testRightToLeftPagerMirrorsTheSwipe() {
        onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems) { gtk_label_new("Page \($0)") }
            gtk_widget_set_direction(pager.widget, GTK_TEXT_DIR_RTL)
            XCTAssertEqual(gtk_widget_get_direction(pager.bar.widget), GTK_TEXT_DIR_RTL, "the bar mirrors with it")
            host(pager.widget, width: 400, height: 300)
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: 300, dy: 0, time: 0.5)
            c.pointerReleased(dx: 300, dy: 0, time: 1)
            XCTAssertEqual(pager.selectedIndex, 1, "dragging right shows the next page in RTL")
        }
    }

    /// `gtk_widget_set_default_direction` while the app runs mirrors a pager's bar with its pages, and back: GTK
    /// skips a widget whose direction is set, and the pager had set its bar's, so the bar kept its old layout
    /// (and clicks followed that stale drawing).
    func testTheDefaultDirectionChangedAtRunTimeMirrorsTheBar() {
        onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 400, height: 300)
            let bar = pager.bar
            @MainActor func mirrored() -> Bool { bar.viewCenter(of: 0) > bar.viewCenter(of: 1) }
            XCTAssertFalse(mirrored())
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            XCTAssertEqual(gtk_widget_get_direction(bar.widget), GTK_TEXT_DIR_RTL)
            XCTAssertTrue(pump(until: mirrored), "segment 0 at the right")
            gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
            XCTAssertTrue(pump(until: { !mirrored() }), "and back")
            // A pager given a direction of its own still hands it to its bar, whatever the default.
            gtk_widget_set_direction(pager.widget, GTK_TEXT_DIR_RTL)
            XCTAssertTrue(pump(until: mirrored))
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
            pump()
            XCTAssertTrue(pump(until: mirrored), "its own direction stays")
            XCTAssertEqual(gtk_widget_get_direction(pager.stack.widget), GTK_TEXT_DIR_RTL)
        }
    }

    /// A position set while a selection slides the pages (from the app, or from a `selection-changed` handler)
    /// holds them there, and the stack's current page is the selected one: it stayed on the page the slide left,
    /// so the next key went from there, backwards from the pages on screen.
    func testAPositionSetDuringASlideKeepsTheSelectionAndThePageTogether() {
        onMain {
            setAnimations(true)
            for fromHandler in [false, true] {
                let pager = SegmentedPager(items: (0..<5).map { SegmentItem("Page \($0)") }) { _ in gtk_label_new("") }
                let window = host(pager.widget, width: 400, height: 300)
                defer { destroy(window) }
                if fromHandler {
                    SegmentSignals.pagerSelectionChanged.connect(pager.widget) { (_: UInt32) in
                        try? pager.stack.setPosition(2)
                    }
                }
                try? pager.select(4)
                if !fromHandler {
                    XCTAssertTrue(pump(until: { pager.position > 0.2 }), "the slide is under way")
                    try? pager.stack.setPosition(2)
                }
                pump(until: { !pager.stack.isAnimating })
                pump()
                XCTAssertEqual(pager.position, 2, "held where it was put")
                XCTAssertEqual(pager.selectedIndex, 4)
                XCTAssertEqual(pager.stack.currentPage, 4, "handler: \(fromHandler)")
            }
        }
    }

    func testPagerDestroyedMidAnimationIsFinalized() {
        onMain {
            setAnimations(true)
            var probes: [FinalizationProbe] = []
            do {
                let pager = SegmentedPager(items: fourItems, style: .capsule) { gtk_label_new("Page \($0)") }
                probes.append(FinalizationProbe(pager.widget.gpointer))
                probes.append(FinalizationProbe(pager.bar.widget.gpointer))
                probes.append(FinalizationProbe(pager.stack.widget.gpointer))
                pager.onSelectionChanged { _ in }
                let window = host(pager.widget, width: 400, height: 300)
                probes.append(FinalizationProbe(pager.page(at: 0)!.gpointer))
                pager.bar.testController.activate(3)
                XCTAssertTrue(pager.stack.isAnimating)
                destroy(window)
            }
            pump()
            XCTAssertEqual(probes.map(\.isFinalized), [true, true, true, true])
        }
    }
}
