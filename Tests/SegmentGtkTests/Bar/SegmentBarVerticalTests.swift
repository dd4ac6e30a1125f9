import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// A vertical SegmentBar: stacked layout, measuring, clicks and drags along y, Up/Down through the class
/// shortcuts, and vertical wheel scrolling.
final class SegmentBarVerticalTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func verticalBar(
        _ items: [SegmentItem] = fourItems, style: SegmentStyle = .cursor, width: Int32 = 160, height: Int32 = 300
    ) -> SegmentBar {
        let bar = SegmentBar(items: items, style: style)
        bar.orientation = .vertical
        host(bar.widget, width: width, height: height)
        return bar
    }

    /// Activates the key shortcut `keyval` of `widget` as GTK does for a key press; returns whether it was handled.
    /// The bar has its shortcuts since its window gave it the focus (``FocusShortcuts``).
    @MainActor
    private func press(_ keyval: Int32, on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let handled = activateShortcut(on: widget, scope: GTK_SHORTCUT_SCOPE_LOCAL) { isKeyTrigger($0, keyval) }
        guard let handled else {
            XCTFail("no shortcut for key \(keyval)")
            return false
        }
        return handled
    }

    /// A bar turned to the other orientation while its tracker is dragged: the drag ends as a cancel does, the
    /// tracker back on the selected segment (it stayed between two segments for good, the selection behind).
    func testTurningTheBarMidDragPutsTheTrackerBack() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget, width: 400, height: 300)
            let selections = record(bar, SegmentSignals.barSelectionChanged)
            let segment = bar.viewCenter(of: 1) - bar.viewCenter(of: 0)
            bar.testController.pressBegan(x: bar.viewCenter(of: 0))
            bar.testController.pressMoved(dx: segment * 0.8)
            XCTAssertEqual(bar.position, 0.8, accuracy: 0.01)
            bar.orientation = .vertical
            XCTAssertNil(bar.testController.drag)
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(bar.position, 0)
            XCTAssertEqual(selections.values, [], "nothing chosen")
            bar.testController.pressEnded(dx: segment)
            XCTAssertEqual(bar.position, 0, "the release of a cancelled drag moves nothing")
        }
    }

    /// A tab strip turned mid-reorder puts the lifted tab back, drawn where the model has it.
    func testTurningAStripMidReorderPutsTheTabBack() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            bar.isReorderable = true
            host(bar.widget, width: 400, height: 300)
            dragTab(bar, from: 0, by: 150, release: false)
            XCTAssertNotNil(bar.testController.tabStrip.reorder)
            bar.orientation = .vertical
            XCTAssertNil(bar.testController.tabStrip.reorder)
            XCTAssertEqual(bar.items.map(\.title), ["Day", "Week", "Month", "Year"])
            XCTAssertEqual(bar.testController.reorderShift(of: 1, target: 1), 0, "no tab is shifted aside")
        }
    }

    func testSegmentsStackTopToBottomAsWideAsTheBar() {
        onMain {
            let bar = verticalBar()
            var previous = -1.0
            for index in 0..<4 {
                let frame = bar.viewFrame(of: index)
                XCTAssertEqual(frame.x, 0)
                XCTAssertEqual(frame.width, 160)
                XCTAssertGreaterThan(frame.y, previous)
                XCTAssertGreaterThan(frame.height, 10)
                previous = frame.maxY - 0.5
            }
        }
    }

    func testFourPerViewRowsShareTheBarsHeight() {
        onMain {
            var style = SegmentStyle.cursor
            style.widthMode = .perView(4)
            let bar = verticalBar((0..<6).map { SegmentItem("Row \($0)") }, style: style, height: 400)
            let menu = bar.testController.menuRect
            XCTAssertNotNil(menu, "six rows, four per view: the bar overflows")
            let rows = (0..<4).map { bar.viewFrame(of: $0) }
            for row in rows {
                XCTAssertEqual(row.height, rows[0].height, accuracy: 0.01)
                XCTAssertEqual(row.width, bar.layout!.viewWidth, accuracy: 0.01)
            }
            XCTAssertEqual(rows[3].maxY, menu?.y ?? 0, accuracy: 1, "four rows fill the bar above the button")
            // Its content box, which AT-SPI reads as its extents.
            let tab = bar.testController.tabs.tabs[3]
            XCTAssertEqual(
                Double(gtk_widget_get_height(tab)), rows[3].height, accuracy: 1, "the accessible tab covers its row")
            XCTAssertEqual(Double(gtk_widget_get_width(tab)), rows[3].width, accuracy: 1)
        }
    }

    func testAVerticalBarMeasuresItsWidestTitleAcrossAndItsStackAlong() {
        onMain {
            let horizontal = SegmentBar(items: fourItems, style: .cursor)
            let vertical = SegmentBar(items: fourItems, style: .cursor)
            vertical.orientation = .vertical
            @MainActor func natural(_ bar: SegmentBar, _ orientation: GtkOrientation) -> gint {
                var minimum: gint = 0
                var natural: gint = 0
                gtk_widget_measure(bar.widget, orientation, -1, &minimum, &natural, nil, nil)
                return natural
            }
            XCTAssertLessThan(
                natural(vertical, GTK_ORIENTATION_HORIZONTAL), natural(horizontal, GTK_ORIENTATION_HORIZONTAL))
            XCTAssertGreaterThan(
                natural(vertical, GTK_ORIENTATION_VERTICAL), 3 * natural(horizontal, GTK_ORIENTATION_VERTICAL) / 2)
            for bar in [horizontal, vertical] {
                g_object_ref_sink(gcast(bar.widget))
                g_object_unref(gcast(bar.widget))
            }
        }
    }

    func testClicksAndTheIndicatorFollowTheVerticalAxis() {
        onMain {
            setAnimations(false)
            let bar = verticalBar()
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            bar.testController.pressBegan(x: bar.viewFrame(of: 2).midY)
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(changes.values, [2])
            let indicator = bar.layout!.viewRect(bar.layout!.indicatorRect(at: 2)!, scrollOffset: bar.scrollOffset)
            XCTAssertEqual(indicator.maxX, 160, accuracy: 0.01, "the line hugs the trailing side")
            XCTAssertEqual(indicator.midY, bar.viewFrame(of: 2).midY, accuracy: 0.5)
        }
    }

    func testTrackerDragFollowsTheFingerDownTheBar() {
        onMain {
            setAnimations(false)
            let bar = verticalBar(style: .capsule)
            let row = bar.viewFrame(of: 1).y - bar.viewFrame(of: 0).y
            let controller = bar.testController
            controller.pressBegan(x: bar.viewFrame(of: 0).midY)
            controller.pressMoved(dx: row * 1.5)
            XCTAssertEqual(bar.position, 1.5, accuracy: 0.01)
            controller.pressMoved(dx: row * 2)
            controller.pressEnded(dx: row * 2)
            XCTAssertEqual(bar.selectedIndex, 2)
        }
    }

    func testUpAndDownMoveTheSelectionOfAVerticalBarOnly() {
        onMain {
            setAnimations(false)
            let bar = verticalBar()
            XCTAssertTrue(press(GDK_KEY_Down, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 1)
            XCTAssertTrue(press(GDK_KEY_Down, on: bar.widget))
            XCTAssertTrue(press(GDK_KEY_Up, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 1)
            XCTAssertTrue(press(GDK_KEY_End, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 3)
            XCTAssertTrue(press(GDK_KEY_Home, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertTrue(press(GDK_KEY_Page_Down, on: bar.widget))
            XCTAssertTrue(press(GDK_KEY_Page_Down, on: bar.widget))
            XCTAssertTrue(press(GDK_KEY_Page_Up, on: bar.widget))
            XCTAssertEqual(bar.selectedIndex, 1)

            bar.orientation = .horizontal
            XCTAssertFalse(press(GDK_KEY_Down, on: bar.widget), "a horizontal bar leaves Up and Down to GTK's focus")
            XCTAssertFalse(press(GDK_KEY_Page_Down, on: bar.widget), "and Page Down to its pages")
            XCTAssertEqual(bar.selectedIndex, 1)
        }
    }

    func testAnOverflowingVerticalBarScrollsWithTheVerticalWheelOnly() {
        onMain {
            let items = (0..<20).map { SegmentItem("Topic \($0)") }
            let bar = verticalBar(items, style: .scrollable, height: 200)
            XCTAssertTrue(bar.layout!.isScrollable(at: 0))
            let menu = bar.testController.menuRect
            XCTAssertNotNil(menu)
            XCTAssertEqual(menu?.maxY ?? 0, 200, accuracy: 0.5, "the overflow button sits at the bottom")
            XCTAssertEqual(menu?.width ?? 0, bar.layout!.viewWidth, accuracy: 0.5, "and spans the bar's content")
            XCTAssertTrue(bar.testController.scrolled(dx: 0, dy: 1, wheel: true))
            XCTAssertEqual(bar.scrollOffset, 48, accuracy: 0.01)
            _ = bar.testController.scrolled(dx: 3, dy: 0, wheel: true)
            XCTAssertEqual(bar.scrollOffset, 48, accuracy: 0.01, "sideways motion does not scroll a vertical bar")
            let edges = bar.layout!.overflowEdges(scrollOffset: bar.scrollOffset, at: bar.position)
            XCTAssertTrue(edges.leading && edges.trailing)
        }
    }
}
