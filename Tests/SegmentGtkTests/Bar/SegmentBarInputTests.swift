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

    func testDroppingThePillGivesTheBarTheKeyboardFocusAsAClickDoes() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            let root = gtk_widget_get_root(bar.widget)!
            gtk_root_set_focus(root, nil)
            let segment = bar.layout!.itemFrame(1, at: 0).x - bar.layout!.itemFrame(0, at: 0).x
            bar.testController.pressBegan(x: bar.viewCenter(of: 0))
            bar.testController.pressMoved(dx: segment * 2)
            XCTAssertNil(gtk_root_get_focus(root), "not while the pill is held")
            bar.testController.pressEnded(dx: segment * 2)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(gtk_root_get_focus(root), bar.widget, "the arrow keys now move the selection on from it")
        }
    }

    /// A bar hidden or taken out of its window while the pill is held gets no release (GTK 4.8 neither ends nor
    /// cancels the drag): it left the pill between two segments, drawn so when the bar came back. The pill goes back
    /// to the selected segment, as a cancelled drag does: the user never let go on another (it selected the nearest).
    func testABarThatLeavesTheScreenWhileThePillIsHeldPutsItBack() {
        onMain {
            setAnimations(false)
            for leave in ["hide", "unparent"] {
                let bar = SegmentBar(items: fourItems, style: .capsule)
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_box_append(gcast(box), bar.widget)
                host(box)
                let segment = bar.layout!.itemFrame(1, at: 0).x - bar.layout!.itemFrame(0, at: 0).x
                bar.testController.pressBegan(x: bar.viewCenter(of: 0))
                bar.testController.pressMoved(dx: segment * 0.85)
                XCTAssertEqual(bar.position, 0.85, accuracy: 0.01)
                if leave == "hide" {
                    gtk_widget_set_visible(bar.widget, 0)
                } else {
                    g_object_ref(bar.widget)
                    gtk_box_remove(gcast(box), bar.widget)
                }
                XCTAssertNil(bar.testController.drag, leave)
                XCTAssertEqual(bar.selectedIndex, 0, "\(leave): nothing is chosen")
                XCTAssertEqual(bar.position, 0, "\(leave): the pill is back on the selected segment")
                if leave == "hide" {
                    gtk_widget_set_visible(bar.widget, 1)
                } else {
                    gtk_box_append(gcast(box), bar.widget)
                    g_object_unref(bar.widget)
                }
                pump()
                XCTAssertEqual(bar.position, 0, "\(leave): shown again on its selection")
            }
        }
    }

    func testAPressDuringATrackerDragSettlesTheTrackerFirst() {
        onMain {
            // A second press whose drag never got its release (the storm found it: the pages stayed at 1.33).
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            let segment = bar.layout!.itemFrame(1, at: 0).x - bar.layout!.itemFrame(0, at: 0).x
            let controller = bar.testController
            controller.pressBegan(x: bar.viewCenter(of: 0))
            controller.pressMoved(dx: segment * 1.3)
            XCTAssertEqual(bar.position, 1.3, accuracy: 0.01)
            controller.pressBegan(x: bar.viewCenter(of: 3))
            XCTAssertEqual(bar.selectedIndex, 0, "the unreleased tracker chose nothing")
            XCTAssertEqual(bar.position, 0, "and is back on the selection, not between two segments")
            controller.pressEnded(dx: 0)
            XCTAssertEqual(bar.selectedIndex, 3, "the new press is a click of its own")
            XCTAssertEqual(bar.position, 3)
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
            let bar = SegmentBar(items: fourItems(disabling: 1), style: .underline)
            host(bar.widget)
            @MainActor func move(_ name: String) {
                gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string(name))
            }
            move("right")
            XCTAssertEqual(bar.selectedIndex, 2, "the disabled item 1 is skipped")
            expectLogged(1) { move("end") }
            XCTAssertEqual(bar.selectedIndex, 2, "an unknown move name changes nothing but one warning")
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

    /// A hosted underline bar of ``fourItems`` in manual activation mode, animations off.
    @MainActor
    private func manualBar() -> SegmentBar {
        setAnimations(false)
        let bar = SegmentBar(items: fourItems, style: .underline)
        bar.activationMode = .manual
        host(bar.widget)
        return bar
    }

    func testManualActivationMovesFocusUntilSpaceOrEnter() {
        onMain {
            let bar = manualBar()
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(bar.testController.focusIndex, 2)
            // GTK 4.8 gives AT-SPI focus to the bar only: the ring's tab is told through the bar's description.
            let ring = cgtk_test_accessible_check_description(OpaquePointer(bar.widget), "Month, 3 of 4")
            XCTAssertNil(ring.map { String(cString: $0) }, "the tab the ring is on is described")
            gtk_widget_activate_action_variant(bar.widget, "segment.activate", nil)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(changes.values, [2])
            XCTAssertNil(bar.testController.focusIndex, "the ring is gone with the selection")
            let told = cgtk_test_accessible_check_description(OpaquePointer(bar.widget), "Month, 3 of 4")
            XCTAssertNil(told.map { String(cString: $0) }, "and the description tells the tab now selected")
            try? bar.select(0, animated: false)
            let moved = cgtk_test_accessible_check_description(OpaquePointer(bar.widget), "Day, 1 of 4")
            XCTAssertNil(moved.map { String(cString: $0) }, "as it tells any selection while the bar has the focus")
        }
    }

    /// The focus ring stays on its segment when the app inserts or removes others (mail arriving): Space went to
    /// whichever segment had taken its index. A removed focused segment hands the ring to the one taking its place.
    func testTheFocusRingFollowsItsSegmentThroughEdits() {
        onMain {
            let bar = manualBar()
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            try? bar.insert(SegmentItem("New"), at: 0)
            XCTAssertEqual(bar.testController.focusIndex, 3, "the ring is still on Month")
            gtk_widget_activate_action_variant(bar.widget, "segment.activate", nil)
            XCTAssertEqual(bar.selectedIndex.map { bar.items[$0].title }, "Month")
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("left"))
            XCTAssertEqual(bar.testController.focusIndex, 2, "on Week")
            try? bar.remove(at: 2)
            XCTAssertEqual(bar.testController.focusIndex, 2, "Week went: the ring is on Month, which took its place")
            let moved = cgtk_test_accessible_check_description(OpaquePointer(bar.widget), "Month, 3 of 4")
            XCTAssertNil(moved.map { String(cString: $0) }, "and says so")
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            try? bar.remove(at: 3)
            XCTAssertEqual(bar.testController.focusIndex, 2, "Year, the last, went: the ring is on the one before")
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("left"))
            XCTAssertEqual(bar.testController.focusIndex, 1)
            bar.items = fourItems
            XCTAssertNil(bar.testController.focusIndex, "new segments: the ring is on the selection")
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

    func testKeysInAutomaticModeEmitSelectionChangedOncePerMove() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            var notified = 0
            GtkSignals.notify("selected").connect(bar.widget) { notified += 1 }
            for name in ["right", "right", "last", "left", "first"] {
                gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string(name))
            }
            pump()
            XCTAssertEqual(changes.values, [1, 2, 3, 2, 0], "exactly one selection-changed per key")
            XCTAssertEqual(notified, 5, "and one notify::selected")
        }
    }

    func testWheelAndKineticScrollingFollowTheReadingDirectionInRightToLeft() {
        onMain {
            let items = (0..<30).map { SegmentItem("Segment \($0)") }
            let bar = SegmentBar(items: items, style: .scrollable)
            gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL)
            host(bar.widget)
            let scroll = controller(of: bar.widget, gtk_event_controller_scroll_get_type())!
            XCTAssertEqual(emitPair(scroll, "scroll", 0, 2), true, "a vertical wheel scrolls forward in RTL too")
            XCTAssertEqual(bar.scrollOffset, 96, accuracy: 0.001)
            emitPair(scroll, "scroll", -1, 0)
            XCTAssertEqual(bar.scrollOffset, 96 + 48, accuracy: 0.001, "a wheel to the left scrolls forward in RTL")
            emitPair(scroll, "scroll", 2, 0)
            XCTAssertEqual(bar.scrollOffset, 48, accuracy: 0.001, "and to the right back towards the start")

            let before = bar.scrollOffset
            emitPair(scroll, "decelerate", -1500, 0)
            XCTAssertTrue(pump(until: { bar.scrollOffset > before + 50 }), "a leftward fling keeps scrolling forward")
            let forward = bar.scrollOffset
            emitPair(scroll, "decelerate", 3000, 0)
            XCTAssertTrue(pump(until: { bar.scrollOffset < forward - 50 }), "a rightward fling scrolls back")
        }
    }

    func testArrowKeysShowTheFocusRingAfterAClickHidIt() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget)
            gtk_widget_grab_focus(bar.widget)
            gtk_window_set_focus_visible(gcast(window), 0)  // as after a click
            XCTAssertEqual(gtk_widget_has_visible_focus(bar.widget), 0)
            XCTAssertFalse(bar.testController.keyboardFocusShown)
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            XCTAssertTrue(bar.testController.keyboardFocusShown, "an arrow key shows the focus ring")
            bar.testController.pressBegan(x: bar.viewCenter(of: 0))
            bar.testController.pressEnded(dx: 0)
            XCTAssertFalse(bar.testController.keyboardFocusShown, "a click hides it again, as in GTK")
        }
    }

    func testManualModeFocusScrollsIntoView() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            bar.activationMode = .manual
            host(bar.widget)
            // Each step shows the ring's segment whole: one under the overflow button counted as on screen, and
            // the user could not see which segment Space would choose.
            for (keys, back) in [(29, false), (29, true)] {
                for _ in 0..<keys {
                    gtk_widget_activate_action_variant(
                        bar.widget, "segment.move", g_variant_new_string(back ? "left" : "right"))
                    let focus = bar.testController.focusIndex!
                    XCTAssertTrue(
                        bar.layout!.showsWhole(focus, scrollOffset: bar.scrollOffset, at: bar.position),
                        "segment \(focus) shows whole (scrolled to \(bar.scrollOffset))")
                }
                XCTAssertEqual(bar.testController.focusIndex, back ? 0 : 29)
            }
            XCTAssertEqual(bar.selectedIndex, 0, "manual mode only moves the focus ring")
        }
    }

    func testDragAndDropHoverSelectsAfterItsDelay() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            let drop = controller(of: bar.widget, gtk_drop_controller_motion_get_type())!
            let start = g_get_monotonic_time()
            emitPair(drop, "enter", bar.viewCenter(of: 2), 10)
            pump(until: { false }, seconds: 0.3)
            XCTAssertEqual(changes.values, [], "not yet: hovering must last half a second")
            XCTAssertTrue(pump(until: { bar.selectedIndex == 2 }, seconds: 2))
            XCTAssertGreaterThanOrEqual(g_get_monotonic_time() - start, 500_000)
            XCTAssertEqual(changes.values, [2])

            emitPair(drop, "motion", bar.viewCenter(of: 3), 10)
            emitNone(drop, "leave")
            pump(until: { false }, seconds: 0.7)
            XCTAssertEqual(bar.selectedIndex, 2, "leaving before the delay cancels the hover selection")
        }
    }
}

/// The first event controller of `type` on `widget`, as GTK attached it.
@MainActor
func controller(of widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> OpaquePointer? {
    let list = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    for index in 0..<g_list_model_get_n_items(list) {
        let object = g_list_model_get_item(list, index)!
        g_object_unref(object)  // the widget keeps its controllers alive
        if g_type_check_instance_is_a(gcast(object), type) != 0 { return OpaquePointer(object) }
    }
    return nil
}

/// Emits `signal` (x, y or dx, dy) on `instance` as GTK does for a real event; returns a boolean answer if any.
@MainActor
@discardableResult
func emitPair(_ instance: OpaquePointer, _ signal: String, _ a: Double, _ b: Double) -> Bool? {
    let type = (UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GTypeInstance.self)).pointee.g_class.pointee
        .g_type
    let id = g_signal_lookup(signal, type)
    var query = GSignalQuery()
    g_signal_query(id, &query)
    var params = [GValue(), GValue(), GValue()]
    g_value_init(&params[0], type)
    g_value_set_object(&params[0], UnsafeMutableRawPointer(instance))
    g_value_init(&params[1], cgtk_type_double())
    g_value_set_double(&params[1], a)
    g_value_init(&params[2], cgtk_type_double())
    g_value_set_double(&params[2], b)
    defer { for index in params.indices { g_value_unset(&params[index]) } }
    guard query.return_type == cgtk_type_boolean() else {
        g_signal_emitv(&params, id, 0, nil)
        return nil
    }
    var result = GValue()
    g_value_init(&result, cgtk_type_boolean())
    defer { g_value_unset(&result) }
    g_signal_emitv(&params, id, 0, &result)
    return g_value_get_boolean(&result) != 0
}

/// Emits an argument-less `signal` on `instance`.
@MainActor
func emitNone(_ instance: OpaquePointer, _ signal: String) {
    let type = (UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GTypeInstance.self)).pointee.g_class.pointee
        .g_type
    var params = [GValue()]
    g_value_init(&params[0], type)
    g_value_set_object(&params[0], UnsafeMutableRawPointer(instance))
    g_signal_emitv(&params, g_signal_lookup(signal, type), 0, nil)
    g_value_unset(&params[0])
}
