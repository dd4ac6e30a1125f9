import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The rows of the README's "Bad input" table that SegmentBarBadInputTests and the pager tests do not cover yet.
///
/// Each test is named after its row, and checks both what the user sees (layout, accessible names, pages) and
/// what the API returns.
final class BadInputTableTests: GtkTestCase, @unchecked Sendable {
    /// The accessible label of the tab standing for segment `index`, checked the way GTK's own tests do.
    @MainActor
    private func tabLabelMismatch(_ bar: SegmentBar, _ index: Int, _ expected: String) -> String? {
        guard let tab = bar.testController.tabs.widget(for: index) else { return "segment \(index) has no tab" }
        let message = cgtk_test_accessible_check_label(OpaquePointer(tab), expected)
        defer { g_free(message) }
        return message.map { String(cString: $0) }
    }

    func testEmptyPagerShowsNoPageAndRefusesEverything() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: [], style: .cursor) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 400, height: 300)
            XCTAssertNil(pager.selectedIndex)
            XCTAssertEqual(pager.stack.pageCount, 0)
            XCTAssertNil(pager.currentPage)
            XCTAssertThrowsError(try pager.select(0)) { XCTAssertEqual($0 as? SegmentError, .empty) }
            XCTAssertThrowsError(try pager.remove(at: 0)) { XCTAssertEqual($0 as? SegmentError, .empty) }
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -200, dy: 0, time: 0.1)
            c.pointerReleased(dx: -200, dy: 0, time: 0.2)
            gtk_widget_activate_action_variant(pager.stack.widget, "pager.move", g_variant_new_string("next"))
            XCTAssertEqual(pager.stack.position, 0)
            XCTAssertNil(pager.selectedIndex)
        }
    }

    func testSingleItemCannotBeLeftByKeysSwipesOrClicks() {
        onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: [SegmentItem("Only")], style: .capsule) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 400, height: 300)
            let changes = record(pager.bar, SegmentSignals.barSelectionChanged)
            let reselections = record(pager.bar, SegmentSignals.barReselected)
            // Arrows have nowhere to go (an error bell); Home and End land on the segment that is already selected.
            for move in ["left", "right", "next", "previous"] {
                gtk_widget_activate_action_variant(pager.bar.widget, "segment.move", g_variant_new_string(move))
            }
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -300, dy: 0, time: 0.05)
            XCTAssertLessThan(pager.stack.position, 0.5, "past the only page the swipe is rubber-banded")
            XCTAssertGreaterThan(pager.stack.position, 0)
            c.pointerReleased(dx: -300, dy: 0, time: 0.06)
            XCTAssertEqual(pager.stack.position, 0)
            pager.bar.testController.pressBegan(x: pager.bar.viewCenter(of: 0))
            pager.bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertEqual(changes.values, [])
            XCTAssertEqual(reselections.values, [0], "clicking the only segment reselects it")
        }
    }

    func testDuplicateTitlesAreSeparateSegments() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: ["Same", "Same", "Same"].map { SegmentItem($0) }, style: .underline)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            bar.testController.pressBegan(x: bar.viewCenter(of: 1))
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 1, "the clicked one, not the first with that title")
            XCTAssertEqual(changes.values, [1])
            XCTAssertNil(tabLabelMismatch(bar, 2, "Same"))
        }
    }

    func testEmptyTitleStillGetsASegmentAndAnAccessibleName() {
        onMain {
            let bar = SegmentBar(items: [
                SegmentItem("A"), SegmentItem(""), SegmentItem("", icon: "mail-symbolic"), SegmentItem("   "),
                SegmentItem(" \t ", icon: "edit-find-symbolic"),
            ])
            host(bar.widget)
            let layout = bar.layout!
            XCTAssertEqual(layout.metrics[1].titleWidth, 0)
            XCTAssertGreaterThan(layout.itemFrame(1, at: 0).width, 0, "padding keeps it clickable")
            XCTAssertNil(tabLabelMismatch(bar, 1, "Segment 2"))
            XCTAssertNil(tabLabelMismatch(bar, 2, "mail-symbolic"))
            // Spaces alone are nothing to read either (they were read as the tab's name).
            XCTAssertNil(tabLabelMismatch(bar, 3, "Segment 4"))
            XCTAssertNil(tabLabelMismatch(bar, 4, "edit-find-symbolic"))
            try? bar.select(1, animated: false)
            XCTAssertEqual(bar.selectedIndex, 1)
        }
    }

    func testMarkupEmojiAndCombiningTitlesAreNamedLiterally() {
        onMain {
            let titles = ["<b>&amp;", "A & B", "😀👍🏽", "e\u{301}a\u{308}"]
            let bar = SegmentBar(items: titles.map { SegmentItem($0) }, style: .cursor)
            host(bar.widget, width: 600)
            for (index, title) in titles.enumerated() {
                XCTAssertNil(tabLabelMismatch(bar, index, title), "the accessible name is the title, unparsed")
                XCTAssertGreaterThan(bar.layout!.metrics[index].titleWidth, 0, "\(title) is measured as text")
            }
            // Two combining marks add no width of their own: "éä" is about as wide as "ea".
            let combined = bar.layout!.metrics[3].titleWidth
            let plain = SegmentBar(items: [SegmentItem("ea")], style: .cursor)
            host(plain.widget, width: 600)
            XCTAssertEqual(combined, plain.layout!.metrics[0].titleWidth, accuracy: 2)
        }
    }

    func testRightToLeftTitlesDoNotFlipTheBarsOrder() {
        onMain {
            let items = ["שלום", "abc עברית", "Inbox"].map { SegmentItem($0) }
            let ltr = SegmentBar(items: items, style: .underline)
            host(ltr.widget)
            XCTAssertLessThan(ltr.viewCenter(of: 0), ltr.viewCenter(of: 2), "a left-to-right bar starts at the left")
            let rtl = SegmentBar(items: items, style: .underline)
            gtk_widget_set_direction(rtl.widget, GTK_TEXT_DIR_RTL)
            host(rtl.widget)
            XCTAssertGreaterThan(
                rtl.viewCenter(of: 0), rtl.viewCenter(of: 2), "a right-to-left bar starts at the right")
            XCTAssertNil(tabLabelMismatch(ltr, 1, "abc עברית"))
        }
    }

    func testCountBadgesOfZeroNegativeAndIntMax() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .scrollable)
            host(bar.widget, width: 600)
            try bar.setBadge(.count(0), at: 0)
            try bar.setBadge(.count(-4), at: 1)
            try bar.setBadge(.count(Int.max), at: 2)
            try bar.setBadge(.count(Int.min), at: 3)
            gtk_test_widget_wait_for_draw(bar.widget)
            let metrics = bar.layout!.metrics
            XCTAssertEqual(metrics[0].pillWidth, 0, "a count of 0 shows no badge")
            XCTAssertEqual(metrics[1].pillWidth, 0, "a negative count shows no badge")
            XCTAssertEqual(metrics[3].pillWidth, 0)
            XCTAssertGreaterThan(metrics[2].pillWidth, 0)
            XCTAssertEqual(Badge.count(Int.max).label(maxCount: SegmentStyle.scrollable.badge.maxCount), "99+")
            XCTAssertEqual(bar.layout!.badgeCount(in: 0..<4), 1)
        }
    }

    func testOutOfRangeSelectionOfAPagerChangesNothing() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 400, height: 300)
            try pager.select(2, animated: false)
            for index in [-1, 4, Int.max, Int.min] {
                XCTAssertThrowsError(try pager.select(index)) {
                    XCTAssertEqual($0 as? SegmentError, .indexOutOfRange(index: index, count: 4))
                }
            }
            XCTAssertEqual(pager.selectedIndex, 2)
            XCTAssertEqual(pager.stack.position, 2)
            XCTAssertEqual(pager.bar.position, 2)
        }
    }

    func testMorePagesThanTitlesAreNotShownAndAreReleased() throws {
        allowLogged(containing: "SegmentedPager: 2 title(s) but 3 page(s); the last 1 page(s) are not shown")
        try onMain {
            var probes: [FinalizationProbe] = []
            do {
                let pages = (0..<3).map { gtk_label_new("Page \($0)")! }
                probes = pages.map { FinalizationProbe($0.gpointer) }
                let pager = SegmentedPager(items: [SegmentItem("A"), SegmentItem("B")], pageWidgets: pages)
                let window = host(pager.widget, width: 400, height: 300)
                XCTAssertEqual(pager.stack.pageCount, 2)
                XCTAssertEqual(pager.page(at: 1), pages[1])
                XCTAssertNil(pager.page(at: 2), "a page past the last segment is no page")
                XCTAssertNil(pager.stack.page(at: 2))
                XCTAssertNil(pager.page(at: -1))
                XCTAssertThrowsError(try pager.select(2))
                destroy(window)
            }
            pump()
            XCTAssertEqual(probes.map(\.isFinalized), [true, true, true], "the unused page is released too")
        }
    }

    /// A ready-made page that cannot be one (it has a parent already) is named as the app gave it: the warning
    /// spoke of a page factory the app never set.
    func testAReadyMadePageWithAParentIsToldAsGiven() throws {
        allowLogged(
            containing: "PagedStack: the widget given as page 1 is a widget that already has a parent (a GtkLabel); "
                + "showing an empty page")
        try onMain {
            setAnimations(false)
            let box = g_object_ref_sink(gcast(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))!
            defer { g_object_unref(box) }
            let taken = gtk_label_new("Elsewhere")!
            gtk_box_append(gcast(box), taken)
            let pager = SegmentedPager(
                items: [SegmentItem("A"), SegmentItem("B")], pageWidgets: [gtk_label_new("Page 0")!, taken])
            host(pager.widget, width: 400, height: 300)
            try pager.select(1, animated: false)
            pump()
            XCTAssertEqual(gtk_widget_get_parent(taken), gcast(box), "left where it was")
            XCTAssertNil(pager.page(at: 1), "no page: a placeholder shows (it returned the refused widget)")
            XCTAssertNil(pager.stack.page(at: 1))
            XCTAssertNotNil(pager.page(at: 0))
        }
    }

    func testThrowingPageFactoryShowsAPlaceholderAndTheRestWorks() throws {
        struct PageError: Error {}
        allowLogged(containing: "no widget for page 1 (the page factory returned none)")
        try onMain {
            setAnimations(false)
            // The factory type cannot throw: an app wraps a throwing builder with `try?`, which is `nil` on failure.
            func build(_ index: Int) throws -> UnsafeMutablePointer<GtkWidget> {
                if index == 1 { throw PageError() }
                return gtk_label_new("Page \(index)")
            }
            let pager = SegmentedPager(items: fourItems) { try? build($0) }
            host(pager.widget, width: 400, height: 300)
            try pager.select(1, animated: false)
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertNil(pager.currentPage)
            XCTAssertTrue(PageFrame.isPlaceholder(pager.stack.testController.frames[1]!))
            try pager.select(2, animated: false)
            XCTAssertNotNil(pager.currentPage)
        }
    }

    func testZeroSizePagerKeepsItsSelectionAndComesBack() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems, style: .scrollable) { gtk_label_new("Page \($0)") }
            let window = host(pager.widget, width: 400, height: 300)
            try pager.select(3, animated: false)
            var zero = GtkAllocation(x: 0, y: 0, width: 0, height: 0)
            gtk_widget_size_allocate(pager.widget, &zero, -1)
            XCTAssertEqual(pager.selectedIndex, 3)
            XCTAssertEqual(pager.stack.position, 3)
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -100, dy: 0, time: 0.1)
            c.pointerReleased(dx: -100, dy: 0, time: 0.2)
            XCTAssertEqual(pager.selectedIndex, 3, "a swipe over a zero-width pager moves nothing")
            gtk_widget_queue_resize(pager.widget)
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(gtk_widget_get_width(pager.widget), 400)
            XCTAssertEqual(pager.stack.position, 3)
            XCTAssertEqual(pager.bar.position, 3)
        }
    }

    /// Regression (found by the storm): removing a segment right after the bar was drawn with every segment on
    /// screen trapped, because the accessible tabs were placed from the layout that still counted the removed one.
    func testRemovingAnItemOfAFullyVisibleBarRightAfterDrawing() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            XCTAssertEqual(bar.layout?.visibleRange(scrollOffset: 0, at: 0), 0..<4)
            try bar.remove(at: 0)
            XCTAssertEqual(bar.items.map(\.title), ["Week", "Month", "Year"])
            try bar.remove(at: 2)
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertNil(tabLabelMismatch(bar, 0, "Week"))
        }
    }

    /// Regression (found by the storm): an insert before the selection, with no allocation in between, left the
    /// indicator on the new item, because the bar clamped the pages' position with its layout from before the insert.
    func testInsertingBeforeTheSelectionKeepsTheIndicatorOnIt() throws {
        try onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: [SegmentItem("Only")]) { gtk_label_new("Page \($0)") }
            let window = host(pager.widget, width: 400, height: 300)
            try pager.insert(SegmentItem("New"), at: 0)
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertEqual(pager.stack.position, 1)
            XCTAssertEqual(pager.bar.position, 1)
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(pager.bar.position, 1, "still on the selected item once laid out again")
        }
    }

    func testRemovingAllItemsDuringASwipe() throws {
        try onMain {
            setAnimations(true)
            let pager = SegmentedPager(items: fourItems, style: .cursor) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 400, height: 300)
            let changes = record(pager.bar, SegmentSignals.barSelectionChanged)
            let c = pager.stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -120, dy: 0, time: 0.05)
            XCTAssertTrue(pager.stack.isDragging)
            while !pager.items.isEmpty { try pager.remove(at: pager.items.count - 1) }
            XCTAssertNil(pager.selectedIndex)
            XCTAssertEqual(pager.stack.pageCount, 0)
            XCTAssertNil(pager.currentPage)
            c.pointerMoved(dx: -240, dy: 0, time: 0.1)
            c.pointerReleased(dx: -240, dy: 0, time: 0.15)
            XCTAssertEqual(pager.stack.position, 0, "no pages, nothing off to the side")
            XCTAssertFalse(pager.stack.isDragging)
            XCTAssertEqual(changes.values, [], "nothing was selected along the way")
            // Items coming back start from a clean state.
            try pager.insert(SegmentItem("Back"), at: 0)
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            XCTAssertEqual(pager.stack.position, 0)
            XCTAssertNotNil(pager.currentPage)
        }
    }
}
