import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

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
}
