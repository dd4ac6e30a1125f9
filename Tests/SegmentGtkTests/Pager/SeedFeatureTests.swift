import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Seed features that existed before they were tested: `onActivated`, `reloadPages`, `animationDuration`,
/// `BarPlacement.bottom`, replacing page widgets, and selection by hovering a drag-and-drop over a segment.
final class SeedFeatureTests: GtkTestCase, @unchecked Sendable {
    func testOnActivatedGivesTheIndexAndItemOfEveryNotifiedSelection() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            var activated: [(Int, String)] = []
            bar.onActivated { index, item in activated.append((index, item.title)) }
            bar.testController.pressBegan(x: bar.viewCenter(of: 2))
            bar.testController.pressEnded(dx: 0)
            try bar.select(3, animated: false)
            try bar.select(1, animated: false, notify: false)
            XCTAssertEqual(activated.map(\.0), [2, 3], "a silent select does not activate")
            XCTAssertEqual(activated.map(\.1), ["Month", "Year"])
        }
    }

    func testReloadPagesMakesEveryPageAgainOnTheSamePage() throws {
        try onMain {
            let log = PageFactoryLog()
            let pager = SegmentedPager(items: fourItems, style: .underline) { log.make($0) }
            host(pager.widget, width: 400, height: 300)
            try pager.select(2, animated: false)
            pump()
            // The old page is watched until it is freed: a new label may reuse its address.
            let before = FinalizationProbe(try XCTUnwrap(pager.stack.page(at: 2)).gpointer)
            let made = log.calls.count
            pager.stack.reloadPages()
            XCTAssertTrue(pump(until: { before.isFinalized && pager.stack.page(at: 2) != nil }))
            XCTAssertEqual(pager.selectedIndex, 2)
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertTrue(log.calls.dropFirst(made).contains(2), "page 2 was made again: \(log.calls)")
        }
    }

    func testSetPageWidgetsReplacesThePagesAfterCreation() throws {
        try onMain {
            let pager = SegmentedPager(items: fourItems, style: .cursor) { gtk_label_new("Lazy \($0)") }
            host(pager.widget, width: 400, height: 300)
            try pager.select(1, animated: false)
            pump()
            let replacements = (0..<4).map { gtk_label_new("Given \($0)")! }
            pager.setPageWidgets(replacements)
            XCTAssertTrue(pump(until: { pager.stack.page(at: 1) == replacements[1] }))
            XCTAssertEqual(pager.selectedIndex, 1)
            try pager.select(3, animated: false)
            XCTAssertTrue(pump(until: { pager.stack.page(at: 3) == replacements[3] }))
        }
    }

    func testBarAtTheBottomSitsUnderThePages() {
        onMain {
            let pager = SegmentedPager(items: fourItems, style: .underline, placement: .bottom) {
                gtk_label_new("\($0)")
            }
            host(pager.widget, width: 400, height: 300)
            var bar = graphene_rect_t()
            var pages = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(pager.bar.widget, pager.widget, &bar), 0)
            XCTAssertNotEqual(gtk_widget_compute_bounds(pager.stack.widget, pager.widget, &pages), 0)
            XCTAssertEqual(Double(bar.origin.y), Double(pages.origin.y + pages.size.height), accuracy: 0.5)
            XCTAssertEqual(Double(bar.origin.y + bar.size.height), 300, accuracy: 0.5)
            pager.placement = .top
            gtk_test_widget_wait_for_draw(pager.widget)
            pump()
            XCTAssertNotEqual(gtk_widget_compute_bounds(pager.bar.widget, pager.widget, &bar), 0)
            XCTAssertEqual(Double(bar.origin.y), 0, accuracy: 0.5)
            // The bar still pages the content from below.
            pager.bar.testController.activate(2)
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 2 && !pager.stack.isAnimating }))
        }
    }

    func testAnimationDurationSetsHowLongTheIndicatorSlides() throws {
        try onMain {
            setAnimations(true)
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            bar.animationDuration = 0.6
            let start = g_get_monotonic_time()
            try bar.select(3)
            XCTAssertTrue(pump(until: { bar.position > 0 }))
            XCTAssertTrue(pump(until: { bar.position == 3 }, seconds: 3))
            let slow = Double(g_get_monotonic_time() - start) / 1_000_000
            XCTAssertGreaterThan(slow, 0.45, "a 0.6 s slide takes about 0.6 s")
            bar.animationDuration = 0
            try bar.select(0)
            XCTAssertEqual(bar.position, 0, "a zero duration jumps")
        }
    }

    /// Emits `signal` of `controller` with (x, y) through GLib, as GTK does when a drag moves.
    @MainActor
    private func emitDrop(_ name: String, on controller: OpaquePointer, x: Double? = nil) {
        var values = [GValue](repeating: GValue(), count: x == nil ? 1 : 3)
        g_value_init(&values[0], gtk_drop_controller_motion_get_type())
        g_value_set_object(&values[0], UnsafeMutableRawPointer(controller))
        if let x {
            for index in 1...2 {
                g_value_init(&values[index], cgtk_type_double())
                g_value_set_double(&values[index], index == 1 ? x : 10)
            }
        }
        let id = g_signal_lookup(name, gtk_drop_controller_motion_get_type())
        g_signal_emitv(&values, id, 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }

    func testHoveringADragOverASegmentSelectsItAfterHalfASecond() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            let controllers = gtk_widget_observe_controllers(bar.widget)!
            defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
            var drop: OpaquePointer?
            for index in 0..<g_list_model_get_n_items(controllers) {
                let object = g_list_model_get_item(controllers, index)!
                if g_type_check_instance_is_a(gcast(object), gtk_drop_controller_motion_get_type()) != 0 {
                    drop = OpaquePointer(object)
                }
                g_object_unref(object)
            }
            let controller = try XCTUnwrap(drop, "the bar has a drop motion controller")
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            // Passing over segment 1 on the way to 3 selects neither; resting on 3 selects it.
            emitDrop("enter", on: controller, x: bar.viewCenter(of: 1))
            emitDrop("motion", on: controller, x: bar.viewCenter(of: 3))
            let start = g_get_monotonic_time()
            XCTAssertTrue(pump(until: { bar.selectedIndex == 3 }, seconds: 2))
            XCTAssertGreaterThan(Double(g_get_monotonic_time() - start) / 1_000, 400, "after about half a second")
            XCTAssertEqual(changes.values, [3])
            // Leaving before the half second selects nothing.
            emitDrop("motion", on: controller, x: bar.viewCenter(of: 0))
            emitDrop("leave", on: controller)
            XCTAssertFalse(pump(until: { bar.selectedIndex == 0 }, seconds: 0.8))
            XCTAssertEqual(changes.values, [3])
        }
    }
}
