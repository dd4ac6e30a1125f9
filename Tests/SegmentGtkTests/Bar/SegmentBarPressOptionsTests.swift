import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// CRMMultipleSwitch's options: select on press, and drag the tracker from anywhere on the bar.
final class SegmentBarPressOptionsTests: GtkTestCase, @unchecked Sendable {
    func testSelectsOnPressChoosesBeforeTheRelease() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            // Off (the default): the press alone selects nothing.
            bar.testController.pressBegan(x: bar.viewCenter(of: 2))
            XCTAssertEqual(bar.selectedIndex, 0)
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 2)
            bar.selectsOnPress = true
            bar.testController.pressBegan(x: bar.viewCenter(of: 3))
            XCTAssertEqual(bar.selectedIndex, 3, "selected on the press")
            XCTAssertEqual(changes.values, [2, 3])
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(changes.values, [2, 3], "the release does not select again")
            // The press selects 1 and brings the tracker under the pointer, so the drag that follows moves the
            // tracker, and the release settles it where it was dragged (CRMMultipleSwitch's touch-down then pan).
            bar.testController.pressBegan(x: bar.viewCenter(of: 1))
            XCTAssertEqual(bar.selectedIndex, 1)
            let step = bar.viewCenter(of: 1) - bar.viewCenter(of: 0)
            bar.testController.pressMoved(dx: step)
            XCTAssertEqual(bar.position, 2, accuracy: 0.01)
            bar.testController.pressEnded(dx: step)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(changes.values, [2, 3, 1, 2])
        }
    }

    func testPressingTheSelectedSegmentReselectsOnPress() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            bar.selectsOnPress = true
            host(bar.widget)
            let reselects = record(bar, SegmentSignals.barReselected)
            bar.testController.pressBegan(x: bar.viewCenter(of: 0))
            XCTAssertEqual(reselects.values, [0])
            bar.testController.pressEnded(dx: 0)
            XCTAssertEqual(reselects.values, [0])
        }
    }

    func testTrackerDragsFromAnywhereOnlyWhenAsked() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            let step = bar.viewCenter(of: 1) - bar.viewCenter(of: 0)
            let controller = bar.testController
            // Off: a drag that starts on segment 2, away from the tracker on 0, does not move it.
            controller.pressBegan(x: bar.viewCenter(of: 2))
            controller.pressMoved(dx: step)
            XCTAssertEqual(bar.position, 0)
            controller.pressEnded(dx: step)
            XCTAssertEqual(bar.selectedIndex, 0)
            // On: the same drag moves the tracker from where it is, by the drag's length.
            bar.dragsTrackerFromAnywhere = true
            controller.pressBegan(x: bar.viewCenter(of: 2))
            controller.pressMoved(dx: step * 1.25)
            XCTAssertEqual(bar.position, 1.25, accuracy: 0.01)
            controller.pressEnded(dx: step * 1.25)
            XCTAssertEqual(bar.selectedIndex, 1)
        }
    }

    func testAnUnderlineBarHasNoTrackerToDrag() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            bar.dragsTrackerFromAnywhere = true
            host(bar.widget)
            let step = bar.viewCenter(of: 1) - bar.viewCenter(of: 0)
            bar.testController.pressBegan(x: bar.viewCenter(of: 2))
            bar.testController.pressMoved(dx: step)
            bar.testController.pressEnded(dx: step)
            XCTAssertEqual(bar.position, 0)
            XCTAssertEqual(bar.selectedIndex, 0)
        }
    }

    func testOptionsAreGObjectPropertiesNotifiedOnChange() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            var notified: [String] = []
            for name in ["selects-on-press", "drags-tracker-from-anywhere"] {
                GtkSignals.notify(name).connect(bar.widget) { notified.append(name) }
            }
            cgtk_set_bool_property(bar.widget.gpointer, "selects-on-press", 1)
            XCTAssertTrue(bar.selectsOnPress)
            cgtk_set_bool_property(bar.widget.gpointer, "selects-on-press", 1)
            bar.dragsTrackerFromAnywhere = true
            XCTAssertEqual(notified, ["selects-on-press", "drags-tracker-from-anywhere"])
            var value = GValue()
            g_value_init(&value, cgtk_type_boolean())
            g_object_get_property(gcast(bar.widget), "drags-tracker-from-anywhere", &value)
            XCTAssertEqual(g_value_get_boolean(&value), 1)
            g_value_unset(&value)
        }
    }
}
