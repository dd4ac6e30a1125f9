import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Drops of the app's own values on segments (AdwTabBar's extra drop target): the segment a drag would land on, the
/// actions offered, `extra-drag-drop` and its answer, and the Swift values; driven through the drop target's
/// handlers (real drags from another widget run in `Tests/RealInput`).
final class ExtraDropTests: GtkTestCase, @unchecked Sendable {
    /// A string GValue holding `text`, unset after `body`.
    @MainActor
    private func withText<R>(_ text: String, _ body: (UnsafePointer<GValue>) -> R) -> R {
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        g_value_set_string(&value, text)
        defer { g_value_unset(&value) }
        return body(&value)
    }

    func testADragOverASegmentBoxesItAndOffersTheAction() throws {
        try onMain {
            let bar = fourSegmentBar()
            bar.acceptDrops([.text], actions: [.copy, .move])
            XCTAssertEqual(bar.acceptedDropTypes, [.text])
            let controller = bar.testController
            XCTAssertTrue(controller.nodes.parts.contains(.dropTargets), "the segment:drop(active) node is made")
            XCTAssertNil(bar.dropTargetIndex)
            XCTAssertEqual(controller.extraDragMoved(x: 250, y: 10), GDK_ACTION_COPY, "copy before move")
            XCTAssertEqual(bar.dropTargetIndex, 2)
            XCTAssertEqual(controller.extraDragMoved(x: 50, y: 10), GDK_ACTION_COPY)
            XCTAssertEqual(bar.dropTargetIndex, 0)
            controller.extraDragLeft()
            XCTAssertNil(bar.dropTargetIndex, "the box goes with the drag")

            // A disabled segment takes nothing.
            var item = bar.items[1]
            item.isEnabled = false
            try bar.replace(at: 1, with: item)
            XCTAssertTrue(pump(until: { bar.layout?.metrics[1].isEnabled == false }), "laid out again")
            XCTAssertEqual(controller.extraDragMoved(x: 150, y: 10), GdkDragAction(0))
            XCTAssertNil(bar.dropTargetIndex)
        }
    }

    /// The segment a drop would land on is drawn in `segment:drop(active)`'s box: a 2 px ring in the accent inside
    /// its frame, which the segment beside it does not have.
    func testTheDropTargetIsBoxedOnScreen() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget)
            bar.acceptDrops([.text])
            pump()
            let layout = try XCTUnwrap(bar.layout)
            // 1 pt inside the left end of tabs 2 and 1 (100 pt each), half-way down.
            let y = layout.viewHeight / 2
            let ring = { (pixels: RenderedPixels, x: Double) in pixels.rgb(x, y) }
            let before = try render(window, bar)
            _ = bar.testController.extraDragMoved(x: 250, y: 10)
            let during = try render(window, bar)
            func differs(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Bool {
                abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 60
            }
            XCTAssertTrue(differs(ring(during, 201), ring(before, 201)), "tab 2's ring is drawn")
            XCTAssertFalse(differs(ring(during, 101), ring(before, 101)), "tab 1 is left as it was")
            bar.testController.extraDragLeft()
            let after = try render(window, bar)
            XCTAssertFalse(differs(ring(after, 201), ring(before, 201)), "the ring goes with the drag")
        }
    }

    /// A drag resting on a tab of a scrolled strip selects it where it is: centred, it slid away from the pointer, and
    /// the drag selected (and dropped on) the tab slid under it instead. Any other selection is centred, and a plain
    /// pointer motion ends the drag (GTK sends no `leave` after a drop).
    func testADragRestingOnATabSelectsItWithoutScrollingItAway() throws {
        try onMain {
            setAnimations(false)
            let items = (0..<20).map { SegmentItem("Tab \($0)") }
            let bar = SegmentBar(items: items, style: .scrollable)
            let window = host(bar.widget)
            try bar.select(10)
            XCTAssertTrue(pump(until: { bar.scrollOffset > 0 }), "the strip scrolled to show tab 10")
            let controller = bar.testController
            // Settled: the overflow button, made after the first frame, is reserved at its measured width.
            XCTAssertTrue(pump(until: { controller.overflow.madeButton != nil }))
            gtk_widget_queue_draw(window)
            gtk_test_widget_wait_for_draw(window)
            pump()
            let layout = try XCTUnwrap(bar.layout)
            let target = try XCTUnwrap(controller.index(atX: 40))
            XCTAssertNotEqual(target, 10)
            let scroll = bar.scrollOffset
            controller.dropHovered(x: 40)
            XCTAssertTrue(pump(until: { bar.selectedIndex == target }), "resting there selects tab \(target)")
            pump()
            XCTAssertEqual(bar.scrollOffset, scroll, "the strip stays where it is")
            XCTAssertEqual(controller.index(atX: 40), target, "the tab is still under the pointer")
            XCTAssertNotEqual(layout.centeringScrollOffset(at: Double(target)), scroll, "centring would have moved it")

            // The drag still over the bar: the app selects another tab (one it opened for the drop), centred.
            try bar.select(target + 1)
            XCTAssertTrue(pump(until: { bar.scrollOffset != scroll }), "any other selection is centred")
            controller.hover(x: 40)
            XCTAssertNil(controller.dropHoverSelection, "a plain motion: no drag is over the bar")
        }
    }

    func testPreferredActionIsCopyThenMoveThenLinkOfWhatBothSidesAllow() {
        typealias C = SegmentBarController
        let all = GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue | GDK_ACTION_LINK.rawValue)
        let moveOrLink = GdkDragAction(GDK_ACTION_MOVE.rawValue | GDK_ACTION_LINK.rawValue)
        XCTAssertEqual(C.preferredAction(all, offered: all), GDK_ACTION_COPY)
        XCTAssertEqual(C.preferredAction(all, offered: moveOrLink), GDK_ACTION_MOVE)
        XCTAssertEqual(C.preferredAction(GDK_ACTION_LINK, offered: all), GDK_ACTION_LINK)
        XCTAssertEqual(C.preferredAction(GDK_ACTION_COPY, offered: moveOrLink), GdkDragAction(0))
    }

    func testADropEmitsExtraDragDropForTheSegmentUnderIt() {
        onMain {
            let bar = fourSegmentBar(GTK_TEXT_DIR_RTL)
            bar.acceptDrops([.text, .files])
            var drops: [(Int, SegmentDroppedValue)] = []
            bar.onExtraDrop { index, value in
                drops.append((index, value))
                return index != 3
            }
            let controller = bar.testController
            // Right to left: the first tab is at the right end.
            XCTAssertTrue(withText("snippet") { controller.extraDropped($0, x: 350, y: 10) })
            XCTAssertEqual(drops.map(\.0), [0])
            XCTAssertEqual(drops.first?.1, .text("snippet"))
            XCTAssertNil(bar.dropTargetIndex, "no box after the drop")
            XCTAssertFalse(withText("refused") { controller.extraDropped($0, x: 50, y: 10) }, "the handler said no")
            XCTAssertEqual(drops.map(\.0), [0, 3])
            XCTAssertEqual(bar.selectedIndex, 0, "a drop selects nothing by itself")
        }
    }

    func testADropOffTheSegmentsIsRefusedWithoutASignal() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            bar.widthMode = .fitted(fillWhenNarrower: false)
            host(bar.widget)
            bar.acceptDrops([.text])
            var emitted = 0
            bar.onExtraDrop { _, _ in
                emitted += 1
                return true
            }
            pump()
            let end = bar.layout!.viewWidth - 2
            XCTAssertEqual(bar.testController.extraDragMoved(x: end, y: 10), GdkDragAction(0), "past the last tab")
            XCTAssertFalse(withText("x") { bar.testController.extraDropped($0, x: end, y: 10) })
            XCTAssertEqual(emitted, 0)
        }
    }

    func testFilesArriveAsURIsInOrder() {
        onMain {
            let first = g_file_new_for_path("/tmp/a b.txt")!
            let second = g_file_new_for_uri("https://example.org/x")!
            var list: UnsafeMutablePointer<GSList>? = nil
            list = g_slist_append(list, UnsafeMutableRawPointer(first))
            list = g_slist_append(list, UnsafeMutableRawPointer(second))
            let files = gdk_file_list_new_from_list(list)
            g_slist_free(list)
            var value = GValue()
            g_value_init(&value, gdk_file_list_get_type())
            g_value_take_boxed(&value, UnsafeRawPointer(files))
            XCTAssertEqual(SegmentDroppedValue(&value), .files(["file:///tmp/a%20b.txt", "https://example.org/x"]))
            g_value_unset(&value)
            unref(first)
            unref(second)

            var empty = GValue()
            g_value_init(&empty, gdk_file_list_get_type())
            XCTAssertEqual(SegmentDroppedValue(&empty), .files([]), "a NULL file list is an empty one")
            g_value_unset(&empty)

            var number = GValue()
            g_value_init(&number, cgtk_type_int())
            XCTAssertNil(SegmentDroppedValue(&number), "a type the Swift API has no case for")
        }
    }

    /// The bar has one drop target, made on the first call and changed in place: a handler that changes the types
    /// during a drop, or a drag under way, ends on the target it began on. Files are asked for before text.
    func testTheOneTargetChangesInPlaceAndNothingTakesNothing() {
        onMain {
            let bar = fourSegmentBar()
            let controllers = {
                let model = gtk_widget_observe_controllers(bar.widget)!
                defer { g_object_unref(UnsafeMutableRawPointer(model)) }
                return g_list_model_get_n_items(model)
            }
            let before = controllers()
            bar.acceptDrops([.text, .files, .text], actions: .move)
            XCTAssertEqual(bar.acceptedDropTypes, [.files, .text], "each type once, files first")
            XCTAssertEqual(bar.testController.extraDropActions, GDK_ACTION_MOVE)
            XCTAssertEqual(controllers(), before + 1)
            let target = bar.testController.extraDrop?.controller
            bar.acceptDrops([])
            XCTAssertEqual(bar.acceptedDropTypes, [])
            XCTAssertEqual(bar.testController.extraDropActions, GdkDragAction(0), "no types: no actions")
            bar.acceptDrops([.text], actions: [])
            XCTAssertEqual(bar.acceptedDropTypes, [], "no actions: no types")
            bar.acceptDrops([.text])
            XCTAssertEqual(bar.acceptedDropTypes, [.text])
            XCTAssertEqual(bar.testController.extraDrop?.controller, target, "the same target throughout")
            XCTAssertEqual(controllers(), before + 1)

            // A handler that stops taking drops while one is being dropped.
            var drops = 0
            bar.onExtraDrop { _, _ in
                drops += 1
                bar.acceptDrops([])
                return true
            }
            XCTAssertTrue(withText("x") { bar.testController.extraDropped($0, x: 150, y: 10) })
            XCTAssertEqual(drops, 1)
            XCTAssertEqual(bar.testController.extraDrop?.controller, target)
        }
    }

    func testTheSignalsClassHandlerRefusesAndItsShapeIsGLibs() {
        onMain {
            let bar = fourSegmentBar()
            let handled = withText("x") {
                cgtk_emit_uint_value_boolean(bar.widget, SegmentBarType.signals.extraDragDrop, 1, $0)
            }
            XCTAssertEqual(handled, 0, "no handler: not taken")
        }
    }
}
