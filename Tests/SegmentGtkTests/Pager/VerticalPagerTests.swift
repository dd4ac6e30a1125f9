import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// A vertical PagedStack follows vertical drags, swipes and wheels, and places its pages one above the other;
/// a SegmentedPager with its bar at the start or end lays the bar out beside the pages.
final class VerticalPagerTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func verticalStack() -> PagedStack {
        let stack = PagedStack(pageCount: 5) { gtk_label_new("Page \($0)") }
        stack.orientation = .vertical
        host(stack.widget, width: 300, height: 400)
        return stack
    }

    func testAVerticalDragMovesThePagesOneAboveTheOtherAndASidewaysOneDoesNot() {
        onMain {
            setAnimations(false)
            let stack = verticalStack()
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: 0, dy: -100, time: 0.05)
            XCTAssertEqual(stack.position, 0.25, accuracy: 1e-9)
            c.pointerMoved(dx: 0, dy: -200, time: 0.1)
            // Mid-swipe the pages slide in the snapshot; an allocation now places them where the position says.
            c.allocate(width: 300, height: 400)
            var origins: [Int: Float] = [:]
            for (index, frame) in c.frames.entries where gtk_widget_get_child_visible(frame) != 0 {
                var bounds = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(frame, stack.widget, &bounds), 0)
                XCTAssertEqual(bounds.origin.x, 0)
                origins[index] = bounds.origin.y
            }
            XCTAssertEqual(origins[0] ?? .nan, -200, accuracy: 1)
            XCTAssertEqual(origins[1] ?? .nan, 200, accuracy: 1)
            c.pointerMoved(dx: 5, dy: -300, time: 0.5)
            XCTAssertEqual(stack.position, 0.75, accuracy: 1e-9)
            c.pointerReleased(dx: 5, dy: -300, time: 1)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.currentPage, 1)

            c.pointerPressed(time: 2)
            c.pointerMoved(dx: -200, dy: 10, time: 2.05)
            XCTAssertFalse(stack.isDragging, "a sideways gesture belongs to the page")
            XCTAssertEqual(stack.position, 1)
        }
    }

    func testTheVerticalWheelTurnsOnePagePerNotch() {
        onMain {
            setAnimations(false)
            let stack = verticalStack()
            XCTAssertTrue(stack.testController.scrolled(dx: 0, dy: 1, wheel: true, shift: false, time: 0))
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.currentPage, 1)
            XCTAssertFalse(
                stack.testController.scrolled(dx: 1, dy: 0, wheel: true, shift: false, time: 0.1),
                "a sideways wheel is left to the page")
            stack.orientation = .horizontal
            XCTAssertFalse(
                stack.testController.scrolled(dx: 0, dy: 1, wheel: true, shift: false, time: 0.2),
                "a horizontal stack leaves the vertical wheel to the page, as before")
        }
    }

    func testSidebarTabsSitAtTheStartAndMirrorInRightToLeft() {
        onMain {
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                let pager = SegmentedPager(items: fourItems, placement: .start) { gtk_label_new("Page \($0)") }
                pager.orientation = .vertical
                gtk_widget_set_direction(pager.widget, direction)
                let window = host(pager.widget, width: 500, height: 300)
                var bar = graphene_rect_t()
                var stack = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(pager.bar.widget, pager.widget, &bar), 0)
                XCTAssertNotEqual(gtk_widget_compute_bounds(pager.stack.widget, pager.widget, &stack), 0)
                XCTAssertEqual(bar.size.height, 300, "the sidebar is as tall as the pages")
                XCTAssertLessThan(bar.size.width, 200, "and as wide as its titles")
                if direction == GTK_TEXT_DIR_LTR {
                    XCTAssertLessThan(bar.origin.x, stack.origin.x)
                } else {
                    XCTAssertGreaterThan(bar.origin.x, stack.origin.x)
                }
                // A click on the third tab slides the pages there, up the stack.
                setAnimations(false)
                let layout = pager.bar.layout!
                let tab = layout.viewRect(layout.itemFrame(2, at: 0), scrollOffset: 0)
                pager.bar.testController.pressBegan(x: tab.midY)
                pager.bar.testController.pressEnded(dx: 0)
                XCTAssertTrue(pump(until: { pager.stack.currentPage == 2 && !pager.stack.isAnimating }))
                XCTAssertEqual(pager.selectedIndex, 2)
                destroy(window)
            }
        }
    }

    /// A pager whose bar moves to the side while its tracker is dragged: the drag ends as a cancel does, and the
    /// pages come to rest on the selected segment's page (they stayed between two pages until a key moved them).
    func testMovingTheBarMidDragBringsThePagesToRest() {
        onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems, style: .capsule) { gtk_label_new("Page \($0)") }
            host(pager.widget, width: 500, height: 300)
            let changes = record(pager, SegmentSignals.pagerSelectionChanged)
            let bar = pager.bar
            let segment = bar.viewCenter(of: 1) - bar.viewCenter(of: 0)
            bar.testController.pressBegan(x: bar.viewCenter(of: 0))
            bar.testController.pressMoved(dx: segment * 0.8)
            XCTAssertEqual(pager.position, 0.8, accuracy: 0.01)
            pager.placement = .start
            pump()
            XCTAssertEqual(pager.selectedIndex, 0)
            XCTAssertEqual(pager.position, 0)
            XCTAssertEqual(changes.values, [], "nothing chosen")
        }
    }

    /// A bar after its pages (at the bottom, or at the end) has its indicator on the edge facing them and the
    /// side's style class, as a GtkNotebook's header has; back above them, the indicator goes back.
    func testABarAfterItsPagesTurnsItsIndicatorToThem() {
        onMain {
            let pager = SegmentedPager(items: fourItems, style: .underline) { gtk_label_new("Page \($0)") }
            let window = host(pager.widget, width: 500, height: 300)
            @MainActor func indicator() -> SegmentRect? {
                gtk_widget_queue_draw(window)
                gtk_test_widget_wait_for_draw(window)
                return pager.bar.layout.flatMap { $0.indicatorRect(at: 0) }
            }
            let height = Double(gtk_widget_get_height(pager.bar.widget))
            XCTAssertEqual(indicator()?.maxY ?? 0, height, accuracy: 0.5, "above its pages: on the bottom edge")
            XCTAssertNotEqual(gtk_widget_has_css_class(pager.bar.widget, "top"), 0)
            pager.placement = .bottom
            XCTAssertEqual(indicator()?.y ?? -1, 0, accuracy: 0.5, "below its pages: on the top edge")
            XCTAssertNotEqual(gtk_widget_has_css_class(pager.bar.widget, "bottom"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(pager.bar.widget, "top"), 0)
            XCTAssertEqual(pager.bar.style.indicator.placement, .below, "the app's style is left as it was")
            pager.placement = .end
            XCTAssertEqual(indicator()?.y ?? -1, 0, accuracy: 0.5, "after them at the end: on the leading side")
            pager.placement = .top
            XCTAssertEqual(indicator()?.maxY ?? 0, Double(gtk_widget_get_height(pager.bar.widget)), accuracy: 0.5)
        }
    }
}
