import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// A value a closure reads that is set after the closure was made (a factory that needs its own stack).
///
/// A factory holding its stack this way makes a cycle (stack, factory, this); tests set `value` back to nil.
@MainActor
final class Later<Value> {
    var value: Value?
}

/// Bad input to a PagedStack gets a defined answer: edits of an empty stack, page factories that return the
/// wrong widget or edit the stack while it runs.
final class PagedStackBadInputTests: GtkTestCase, @unchecked Sendable {
    /// How often `notify::page` fired on `stack`.
    @MainActor
    private func countPageNotifications(_ stack: PagedStack) -> SignalLog {
        let log = SignalLog()
        GtkSignals.notify("page").connect(stack.widget) { log.values.append(0) }
        return log
    }

    func testAnEmptyStackShowsTheFirstPageInsertedIntoIt() throws {
        try onMain {
            setAnimations(false)
            let log = PageFactoryLog()
            let stack = PagedStack(pageCount: 0) { log.make($0) }
            host(stack.widget, width: 400, height: 300)
            let changes = recordStack(stack, SegmentSignals.pageChanged)
            let notifications = countPageNotifications(stack)
            XCTAssertNil(stack.currentPage)

            try stack.insertPage(at: 0)
            XCTAssertEqual(stack.currentPage, 0)
            XCTAssertEqual(stack.position, 0)
            XCTAssertNotNil(stack.page(at: 0), "the page is made and shown")
            XCTAssertEqual(changes.values, [0])
            XCTAssertEqual(notifications.values.count, 1)

            try stack.insertPage(at: 0)
            XCTAssertEqual(stack.currentPage, 1, "the same page stays current at its new index")
            XCTAssertEqual(stack.position, 1)
            XCTAssertEqual(changes.values, [0], "no page-changed: the page on screen did not change")
            XCTAssertEqual(notifications.values.count, 2, "but the page index did")

            try stack.removePage(at: 1)
            try stack.removePage(at: 0)
            XCTAssertNil(stack.currentPage)
            XCTAssertEqual(notifications.values.count, 4)
            try stack.insertPage(at: 0)
            XCTAssertEqual(stack.currentPage, 0, "emptied and filled again, it shows its page again")
            XCTAssertEqual(changes.values, [0, 0, 0])
            try stack.select(0)
            XCTAssertNotNil(stack.page(at: 0))
        }
    }

    /// The stack's children: one frame per page that exists, nothing else.
    @MainActor
    private func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var list: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            list.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return list
    }

    /// Whether the stack's children are exactly its page frames (no stray frame left by an edit).
    @MainActor
    private func framesMatchChildren(_ stack: PagedStack) -> Bool {
        Set(children(of: stack.widget)) == Set(stack.testController.frames.values)
            && children(of: stack.widget).count == stack.testController.frames.count
    }

    func testAFactoryReturningTheStackAnAncestorAWindowOrAParentedWidgetShowsAPlaceholder() throws {
        try onMain {
            setAnimations(false)
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let other = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let parented = gtk_label_new("elsewhere")!
            gtk_box_append(gcast(other), parented)
            let strayWindow = gtk_window_new()!
            defer { gtk_window_destroy(gcast(strayWindow)) }
            let stackWidget = Later<UnsafeMutablePointer<GtkWidget>>()
            let bad: [Int: () -> UnsafeMutablePointer<GtkWidget>?] = [
                1: { stackWidget.value }, 2: { box }, 3: { parented }, 4: { strayWindow },
            ]
            let stack = PagedStack { index in bad[index]?() ?? gtk_label_new("Page \(index)") }
            stackWidget.value = stack.widget
            gtk_box_append(gcast(box), stack.widget)
            host(box, width: 400, height: 300)
            try expectLogged(4) {
                stack.pageCount = 6
                for page in 1...4 {
                    try stack.select(page, animated: false)
                    pump()
                }
            }
            for page in 1...4 {
                let frame = try XCTUnwrap(stack.testController.frames[page])
                XCTAssertTrue(PageFrame.isPlaceholder(frame), "page \(page) is an empty placeholder")
                XCTAssertNil(stack.page(at: page))
            }
            XCTAssertEqual(stack.currentPage, 4)
            XCTAssertEqual(gtk_widget_get_parent(parented), other, "the parented widget stays where it was")
            XCTAssertEqual(gtk_widget_get_parent(stack.widget), box)
            try stack.select(5, animated: false)
            XCTAssertNotNil(stack.page(at: 5), "the other pages work")
            XCTAssertTrue(framesMatchChildren(stack))
            g_object_unref(g_object_ref_sink(gcast(other)))
        }
    }

    func testAPagerFactoryReturningThePagerItselfShowsAPlaceholderInsteadOfACycle() throws {
        // Page 0 is first made while the pager is built, before the factory knows the pager: nil, logged.
        allowLogged(containing: "no widget for page 0 (the page factory returned none)")
        try onMain {
            let pagerWidget = Later<UnsafeMutablePointer<GtkWidget>>()
            let pager = SegmentedPager(items: fourItems) { index in
                index == 0 ? pagerWidget.value : gtk_label_new("Page")
            }
            pagerWidget.value = pager.widget
            expectLogged(1) { pager.stack.reloadPages() }
            XCTAssertTrue(PageFrame.isPlaceholder(try XCTUnwrap(pager.stack.testController.frames[0])))
            XCTAssertNil(gtk_widget_get_parent(pager.widget), "the pager was not put inside its own page")
            host(pager.widget, width: 400, height: 300)
            XCTAssertEqual(pager.selectedIndex, 0)
        }
    }

    func testEditsFromInsideTheFactoryWaitUntilItReturnsAndLeaveNoStrayFrame() throws {
        try onMain {
            setAnimations(false)
            let stack = Later<PagedStack>()
            var edits: [Int: (PagedStack) throws -> Void] = [
                2: { try $0.insertPage(at: 0) },
                5: { try $0.removePage(at: 0) },
                7: { $0.pageCount = 10 },
                8: { try $0.select(1, animated: false) },
            ]
            let made = PagedStack { index in
                if let edit = edits.removeValue(forKey: index), let stack = stack.value {
                    do { try edit(stack) } catch { XCTFail("the edit throws at once: \(error)") }
                    XCTAssertFalse(stack.testController.heldEdits.isEmpty, "held while the factory runs")
                }
                return gtk_label_new("Page \(index)")
            }
            stack.value = made
            defer { stack.value = nil }
            host(made.widget, width: 400, height: 300)
            made.pageCount = 9
            try made.select(1, animated: false)  // page 2 is made next to it, and inserts a page
            XCTAssertEqual(made.pageCount, 9, "the insert waits for the factory to return")
            pump()
            XCTAssertEqual(made.pageCount, 10)
            XCTAssertEqual(made.currentPage, 2, "the same page stays current after the insert before it")
            XCTAssertTrue(framesMatchChildren(made))

            try made.select(4, animated: false)  // page 5 is made next to it, and removes page 0
            pump()
            XCTAssertEqual(made.pageCount, 9)
            XCTAssertEqual(made.currentPage, 3)
            XCTAssertTrue(framesMatchChildren(made))

            try made.select(7, animated: false)  // page 7 sets the page count; remade, page 8 selects page 1
            XCTAssertTrue(pump(until: { made.currentPage == 1 }))
            XCTAssertEqual(made.pageCount, 10)
            XCTAssertTrue(framesMatchChildren(made))
            XCTAssertTrue(edits.isEmpty, "every edit ran")
            XCTAssertThrowsError(try made.select(99), "a bad index still throws at once")
        }
    }

    func testAHeldEditThatNoLongerAppliesIsDroppedWithOneWarning() {
        onMain {
            let stack = Later<PagedStack>()
            var armed = true
            let made = PagedStack { index in
                if index == 1, armed, let stack = stack.value {
                    armed = false
                    // Page 2 still exists as the factory sees it, so both are accepted.
                    do {
                        try stack.removePage(at: 2)
                        try stack.removePage(at: 2)
                    } catch { XCTFail("the removals throw at once: \(error)") }
                }
                return gtk_label_new("Page \(index)")
            }
            // Shown first: its neighbours are made after its first frame, and each would start the loop early.
            host(made.widget, width: 400, height: 300)
            stack.value = made
            defer { stack.value = nil }
            expectLogged(1) {
                made.pageCount = 3
                pump()
            }
            XCTAssertEqual(made.pageCount, 2)
            XCTAssertTrue(framesMatchChildren(made))
        }
    }

    func testAFactoryThatEditsEveryTimeIsStoppedAfterAFewTurns() {
        onMain {
            let stack = Later<PagedStack>()
            let made = PagedStack(pageCount: 3) { index in
                stack.value?.reloadPages()
                return gtk_label_new("Page \(index)")
            }
            // Shown first: its neighbours are made after its first frame, and each would start the loop early.
            host(made.widget, width: 400, height: 300)
            stack.value = made
            defer { stack.value = nil }
            expectLogged(1) {
                made.reloadPages()
                XCTAssertTrue(pump(until: { made.testController.heldEdits.isEmpty }))
            }
            XCTAssertTrue(made.testController.heldEdits.isEmpty)
            XCTAssertEqual(made.currentPage, 0)
            XCTAssertNotNil(made.page(at: 0))
            XCTAssertTrue(framesMatchChildren(made))
        }
    }
}
