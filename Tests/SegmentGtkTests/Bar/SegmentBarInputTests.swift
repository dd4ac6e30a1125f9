import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Clicks, drags and keyboard actions, driven through the widget's gesture handlers and actions.
final class SegmentBarInputTests: GtkTestCase, @unchecked Sendable {
    func testClickSelectsAndEmitsOnce() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            let reselects = record(bar, SegmentSignals.barReselected)
            let x = bar.viewCenter(of: 2)
            bar.testController.pressBegan(x: x)
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(changes.values, [2])
            XCTAssertEqual(reselects.values, [])
        }
    }

    func testClickingTheSelectedSegmentEmitsReselectedInstead() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .cursor)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            let reselects = record(bar, SegmentSignals.barReselected)
            bar.testController.pressBegan(x: bar.viewCenter(of: 0))
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(changes.values, [])
            XCTAssertEqual(reselects.values, [0])
        }
    }

    func testPressThatMovesOffItsSegmentDoesNotSelect() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            bar.testController.pressBegan(x: bar.viewCenter(of: 3))
            bar.testController.pressMoved(dx: -150)
            bar.testController.pressEnded(dx: -150)
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(changes.values, [])
        }
    }

    func testTrackerDragFollowsPointerReportsProgressAndSnapsToNearest() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            var progress: [Double] = []
            bar.onDragProgress { progress.append($0) }
            let segment = bar.layout!.itemFrame(1, at: 0).x - bar.layout!.itemFrame(0, at: 0).x
            let controller = bar.testController
            controller.pressBegan(x: bar.viewCenter(of: 0))
            controller.pressMoved(dx: segment * 1.4)
            XCTAssertEqual(bar.position, 1.4, accuracy: 0.01)
            controller.pressMoved(dx: 10_000)
            XCTAssertEqual(bar.position, 3, "dragging past the end is clamped to the last item")
            controller.pressMoved(dx: segment * 1.4)
            controller.pressEnded(dx: segment * 1.4)
            XCTAssertEqual(bar.selectedIndex, 1)
            XCTAssertEqual(bar.position, 1)
            XCTAssertEqual(progress.count, 3)
            XCTAssertEqual(progress.last ?? 0, 1.4, accuracy: 0.01)
        }
    }

    func testTrackerDragIsMirroredInRightToLeft() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL)
            host(bar.widget)
            let segment = abs(bar.viewCenter(of: 1) - bar.viewCenter(of: 0))
            XCTAssertGreaterThan(bar.viewCenter(of: 0), bar.viewCenter(of: 1), "item 0 sits at the right in RTL")
            bar.testController.pressBegan(x: bar.viewCenter(of: 0))
            bar.testController.pressMoved(dx: -segment * 2)
            bar.testController.pressEnded(dx: -segment * 2)
            XCTAssertEqual(bar.selectedIndex, 2)
        }
    }

    func testKeyboardMovesSkipDisabledAndMirrorInRightToLeft() {
        onMain {
            setAnimations(false)
            var items = fourItems
            items[1].isEnabled = false
            let bar = SegmentBar(items: items, style: .underline)
            host(bar.widget)
            @MainActor func move(_ name: String) {
                gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string(name))
            }
            move("right")
            XCTAssertEqual(bar.selectedIndex, 2, "the disabled item 1 is skipped")
            move("end")
            XCTAssertEqual(bar.selectedIndex, 2, "an unknown move name changes nothing")
            move("last")
            XCTAssertEqual(bar.selectedIndex, 3)
            move("first")
            XCTAssertEqual(bar.selectedIndex, 0)
            gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL)
            pump()
            move("left")
            XCTAssertEqual(bar.selectedIndex, 2, "Left moves forward in right-to-left")
            move("right")
            XCTAssertEqual(bar.selectedIndex, 0)
        }
    }

    func testManualActivationMovesFocusUntilSpaceOrEnter() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            bar.activationMode = .manual
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(bar.testController.focusIndex, 2)
            gtk_widget_activate_action_variant(bar.widget, "segment.activate", nil)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(changes.values, [2])
        }
    }

    func testWheelScrollsOnlyAnOverflowingBar() {
        onMain {
            let items = (0..<30).map { SegmentItem("Segment \($0)") }
            let bar = SegmentBar(items: items, style: .scrollable)
            host(bar.widget)
            XCTAssertTrue(bar.testController.scrolled(dx: 0, dy: 2, wheel: true))
            XCTAssertEqual(bar.scrollOffset, 96, accuracy: 0.001)
            XCTAssertTrue(bar.testController.scrolled(dx: 0, dy: -100, wheel: true))
            XCTAssertEqual(bar.scrollOffset, 0, "scrolling is clamped at the start")

            let small = SegmentBar(items: fourItems, style: .underline)
            host(small.widget)
            XCTAssertFalse(
                small.testController.scrolled(dx: 0, dy: 2, wheel: true), "a bar that fits lets the event go")
        }
    }

    func testKeysLandingOnTheSelectedSegmentNeitherReselectNorChange() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            let reselects = record(bar, SegmentSignals.barReselected)
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("first"))
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(changes.values, [])
            XCTAssertEqual(reselects.values, [], "Home on the first segment is navigation, not a reselect")
            gtk_widget_activate_action_variant(bar.widget, "segment.activate", nil)
            XCTAssertEqual(reselects.values, [0], "Space or Enter on it is")
        }
    }

    func testDoubleClickInAScrollingBarStaysOnTheSegmentFirstClicked() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget, width: 600)
            let reselects = record(bar, SegmentSignals.barReselected)
            let x = bar.viewCenter(of: 3)
            bar.testController.pressBegan(x: x)
            bar.testController.pressEnded(dx: 0)
            pump()
            XCTAssertEqual(bar.selectedIndex, 3)
            XCTAssertNotEqual(bar.testController.index(atX: x), 3, "the first click re-centred segment 3")
            bar.testController.pressBegan(x: x + 2)
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 3, "the second click of a double click goes where the first went")
            XCTAssertEqual(reselects.values, [3])
        }
    }

    func testASlowSecondClickSelectsWhatIsUnderThePointer() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget, width: 600)
            let x = bar.viewCenter(of: 3)
            bar.testController.pressBegan(x: x)
            bar.testController.pressEnded(dx: 0)
            pump()
            let under = bar.testController.index(atX: x)!
            bar.testController.lastClick?.time -= 10_000_000  // ten seconds ago: not a double click
            bar.testController.pressBegan(x: x)
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, under)
        }
    }

    func testHoverFollowsTheSegmentUnderThePointerWhenTheBarScrolls() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let x = bar.viewCenter(of: 1)
            bar.testController.hover(x: x)
            XCTAssertEqual(bar.testController.hoverIndex, 1)
            XCTAssertTrue(bar.testController.scrolled(dx: 0, dy: 3, wheel: true))
            pump()
            XCTAssertNotEqual(bar.testController.hoverIndex, 1, "segment 1 scrolled away from under the pointer")
            XCTAssertEqual(bar.testController.hoverIndex, bar.testController.index(atX: x))
            bar.testController.hover(x: nil)
            XCTAssertNil(bar.testController.hoverIndex)
        }
    }

    func testDragThresholdIsGtksSetting() {
        onMain {
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let settings = gtk_widget_get_settings(bar.widget)!
            var value = GValue()
            g_value_init(&value, cgtk_type_int())
            g_value_set_int(&value, 30)
            g_object_set_property(gcast(settings), "gtk-dnd-drag-threshold", &value)
            defer {
                g_value_set_int(&value, 8)
                g_object_set_property(gcast(settings), "gtk-dnd-drag-threshold", &value)
                g_value_unset(&value)
            }
            let before = bar.scrollOffset
            bar.testController.pressBegan(x: 200)
            bar.testController.pressMoved(dx: -20)
            XCTAssertEqual(bar.scrollOffset, before, "20 points is still a click under a 30-point threshold")
            bar.testController.pressMoved(dx: -40)
            XCTAssertGreaterThan(bar.scrollOffset, before)
            bar.testController.pressEnded(dx: -40)
        }
    }
}
