import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The paging switches (AdwCarousel's `interactive`, `allow-mouse-drag`, `allow-long-swipes`,
/// `allow-scroll-wheel`, UIScrollView's `bounces`, ViewPager2's smooth scroll) driven through the stack's real
/// gesture and scroll signals.
final class PagingSwitchesTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func makeStack(_ count: Int = 5) -> PagedStack {
        let stack = PagedStack(pageCount: count) { gtk_label_new("Page \($0)") }
        host(stack.widget, width: 400, height: 300)
        return stack
    }

    @MainActor
    private func boolProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, cgtk_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(gcast(widget), name, &value)
        return g_value_get_boolean(&value) != 0
    }

    @MainActor
    private func setBoolProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ on: Bool) {
        var value = GValue()
        g_value_init(&value, cgtk_type_boolean())
        g_value_set_boolean(&value, on ? 1 : 0)
        g_object_set_property(gcast(widget), name, &value)
        g_value_unset(&value)
    }

    /// A pointer drag through the gesture's own signals: press, move by `dx`, and (when `release`) let go.
    @MainActor
    private func swipe(_ stack: PagedStack, dx: Double, release: Bool = true) {
        let gesture = stack.testController.dragGesture!
        emitPair(gesture, "drag-begin", 200, 150)
        emitPair(gesture, "drag-update", dx / 2, 0)
        emitPair(gesture, "drag-update", dx, 0)
        if release { emitPair(gesture, "drag-end", dx, 0) }
    }

    func testEverySwitchIsAPropertyOfTheStackAndThePagerNotifiedOncePerChange() {
        onMain {
            let pager = SegmentedPager(items: ["A", "B", "C"].map { SegmentItem($0) }) { _ in gtk_label_new("p") }
            let stack = pager.stack
            let names = [
                ("interactive", true), ("allow-mouse-drag", true), ("allow-long-swipes", false),
                ("allow-scroll-wheel", true), ("bounces", true), ("animate-selection", true),
            ]
            for (name, initial) in names {
                let onStack = NotifyCount(stack.widget, name)
                let onPager = NotifyCount(pager.widget, name)
                XCTAssertEqual(boolProperty(stack.widget, name), initial, name)
                XCTAssertEqual(boolProperty(pager.widget, name), initial, name)
                setBoolProperty(stack.widget, name, !initial)
                XCTAssertEqual(boolProperty(pager.widget, name), !initial, "\(name): the pager's is its stack's")
                setBoolProperty(pager.widget, name, !initial)
                XCTAssertEqual(onStack.count, 1, "\(name): once per change, never for the same value")
                XCTAssertEqual(onPager.count, 1, "\(name): once per change, never for the same value")
                setBoolProperty(pager.widget, name, initial)
                XCTAssertEqual(boolProperty(stack.widget, name), initial, name)
                XCTAssertEqual(onStack.count, 2, name)
                XCTAssertEqual(onPager.count, 2, name)
            }
            let swiftAPI: [(String, (Bool) -> Void, () -> Bool)] = [
                ("interactive", { pager.isInteractive = $0 }, { stack.isInteractive }),
                ("allow-mouse-drag", { pager.allowsMouseDrag = $0 }, { stack.allowsMouseDrag }),
                ("allow-long-swipes", { pager.allowsLongSwipes = $0 }, { stack.allowsLongSwipes }),
                ("allow-scroll-wheel", { pager.allowsScrollWheel = $0 }, { stack.allowsScrollWheel }),
                ("bounces", { pager.bounces = $0 }, { stack.bounces }),
                ("animate-selection", { pager.animatesSelection = $0 }, { stack.animatesSelection }),
            ]
            for (name, set, get) in swiftAPI {
                let onPager = NotifyCount(pager.widget, name)
                let flipped = !get()
                set(flipped)
                set(flipped)
                XCTAssertEqual(get(), flipped, name)
                XCTAssertEqual(boolProperty(stack.widget, name), flipped, name)
                XCTAssertEqual(onPager.count, 1, "\(name) set from Swift is notified once")
            }
        }
    }

    func testWithoutInteractiveNeitherSwipesNorWheelsMoveThePagesButKeysDo() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            stack.isInteractive = false
            swipe(stack, dx: -300, release: false)
            XCTAssertEqual(stack.position, 0, "a drag does not move the pages")
            XCTAssertFalse(stack.isDragging)
            emitPair(stack.testController.dragGesture!, "drag-end", -300, 0)
            let scroll = controller(of: stack.widget, gtk_event_controller_scroll_get_type())!
            XCTAssertEqual(emitPair(scroll, "scroll", 1, 0), false, "a wheel notch is left to others")
            XCTAssertFalse(stack.testController.scrolled(dx: 40, dy: 0, wheel: false, shift: false, time: 0))
            XCTAssertEqual(stack.position, 0, "nor does a touchpad swipe")
            stack.testController.keyboardMove(.next)
            XCTAssertEqual(stack.currentPage, 1, "the keyboard still pages")
            stack.isInteractive = true
            swipe(stack, dx: -300, release: false)
            XCTAssertEqual(stack.position, 1.75, accuracy: 1e-9, "on again, the pages follow the finger")
        }
    }

    func testTurningInteractiveOffMidSwipeSettlesOnTheNearestPage() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -280, dy: 0, time: 1)
            XCTAssertTrue(stack.isDragging)
            stack.isInteractive = false
            XCTAssertFalse(stack.isDragging)
            XCTAssertEqual(stack.currentPage, 1, "0.7 of a page rounds to the next page")
            XCTAssertEqual(stack.position, 1)
        }
    }

    func testWithoutMouseDragTheGestureIsTouchOnlyAndTouchpadsStillSwipe() {
        onMain {
            let stack = makeStack()
            let gesture = stack.testController.dragGesture!
            XCTAssertEqual(gtk_gesture_single_get_touch_only(gesture), 0, "by default the mouse drags too")
            stack.allowsMouseDrag = false
            XCTAssertNotEqual(gtk_gesture_single_get_touch_only(gesture), 0, "only fingers start a drag")
            XCTAssertTrue(stack.testController.scrolled(dx: 40, dy: 0, wheel: false, shift: false, time: 0))
            XCTAssertEqual(stack.position, 0.1, accuracy: 1e-9, "two fingers on a touchpad still swipe")
            stack.allowsMouseDrag = true
            XCTAssertEqual(gtk_gesture_single_get_touch_only(gesture), 0)
            stack.testController.scrollEnded(time: 1)
            XCTAssertTrue(pump(until: { !stack.isAnimating && stack.position == 0 }))
            let c = stack.testController
            c.pointerPressed(time: 0)
            c.pointerMoved(dx: -120, dy: 0, time: 1)
            stack.allowsMouseDrag = false
            XCTAssertFalse(stack.isDragging, "a mouse drag under way is let go")
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.position, 0, "and settles on the nearest page")
        }
    }

    func testWithoutTheScrollWheelANotchIsLeftToThePageButTouchpadsSwipe() {
        onMain {
            setAnimations(false)
            let stack = makeStack()
            let scroll = controller(of: stack.widget, gtk_event_controller_scroll_get_type())!
            XCTAssertEqual(emitPair(scroll, "scroll", 1, 0), true, "a horizontal notch turns a page")
            XCTAssertEqual(stack.currentPage, 1)
            stack.allowsScrollWheel = false
            XCTAssertEqual(
                emitPair(scroll, "scroll", 1, 0), false, "not claimed: the wheel goes on to the page's content")
            XCTAssertFalse(stack.testController.scrolled(dx: 0, dy: 1, wheel: true, shift: true, time: 0))
            XCTAssertEqual(stack.currentPage, 1, "no notch turned a page")
            XCTAssertTrue(stack.testController.scrolled(dx: 40, dy: 0, wheel: false, shift: false, time: 0))
            XCTAssertEqual(stack.position, 1.1, accuracy: 1e-9, "a touchpad swipe still moves the pages")
        }
    }

    func testWithoutBounceThePagesStopAtTheEndsAndTurnBackAtOnce() {
        onMain {
            let stack = makeStack(3)
            swipe(stack, dx: 200, release: false)
            XCTAssertLessThan(stack.position, -0.1, "by default the first page rubber-bands")
            emitPair(stack.testController.dragGesture!, "drag-end", 200, 0)
            XCTAssertTrue(pump(until: { !stack.isAnimating && stack.position == 0 }))

            stack.bounces = false
            let gesture = stack.testController.dragGesture!
            emitPair(gesture, "drag-begin", 200, 150)
            emitPair(gesture, "drag-update", 200, 0)
            XCTAssertEqual(stack.position, 0, "the first page stays put under a pull")
            emitPair(gesture, "drag-update", 100, 0)
            XCTAssertEqual(stack.position, 0.25, accuracy: 1e-9, "turning back moves the pages at once")
            emitPair(gesture, "drag-end", 100, 0)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            try? stack.select(2, animated: false)
            swipe(stack, dx: -250, release: false)
            XCTAssertEqual(stack.position, 2, "nor does the last page move past the end")
            emitPair(gesture, "drag-end", -250, 0)
        }
    }

    func testLongSwipesCarryAFastFlickAcrossSeveralPages() {
        onMain {
            setAnimations(true)
            let stack = makeStack(10)
            let c = stack.testController
            // 200 px in 0.05 s on a 400 px page: 10 pages per second.
            @MainActor func flick() {
                c.pointerPressed(time: 0)
                c.pointerMoved(dx: -100, dy: 0, time: 0.025)
                c.pointerMoved(dx: -200, dy: 0, time: 0.05)
                c.pointerReleased(dx: -200, dy: 0, time: 0.05)
            }
            flick()
            XCTAssertEqual(stack.targetPage, 1, "by default a flick moves one page")
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            stack.allowsLongSwipes = true
            flick()
            // From 1.5 at 10 pages/s the pages coast 3.25 pages: page 5.
            XCTAssertEqual(stack.targetPage, 5, "a long swipe goes as far as its speed carries it")
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            XCTAssertEqual(stack.currentPage, 5)
        }
    }

    func testWithoutAnimateSelectionAClickOrAKeyCutsToThePage() {
        onMain {
            setAnimations(true)
            let pager = SegmentedPager(items: ["A", "B", "C", "D"].map { SegmentItem($0) }) { _ in gtk_label_new("p") }
            host(pager.widget, width: 400, height: 300)
            pager.bar.testController.activate(2)
            XCTAssertTrue(pager.stack.isAnimating, "by default a click slides the pages")
            XCTAssertTrue(pump(until: { !pager.stack.isAnimating }))
            pager.animatesSelection = false
            let moves = NotifyCount(pager.stack.widget, "position")
            pager.bar.testController.activate(0)
            XCTAssertFalse(pager.stack.isAnimating, "a click cuts to the page")
            XCTAssertEqual(pager.position, 0)
            XCTAssertEqual(moves.count, 1, "in one step")
            pager.stack.testController.keyboardMove(.last)
            XCTAssertFalse(pager.stack.isAnimating, "so does a key")
            XCTAssertEqual(pager.selectedIndex, 3)
            try? pager.select(1, animated: true)
            XCTAssertFalse(pager.stack.isAnimating, "and an animated select")
            XCTAssertEqual(pager.position, 1)
        }
    }

    /// `window-shortcuts` gives the stack a global-scope shortcut controller in the capture phase (GTK then runs it
    /// for the whole window, as AdwTabView's); off, it has none, so a pager that does not ask costs nothing.
    /// The keys themselves are driven from a search entry in Tests/RealInput/text_pages.py.
    func testWindowShortcutsGiveTheStackAGlobalControllerOnlyWhileOn() {
        onMain {
            let pager = SegmentedPager(items: fourItems) { _ in gtk_label_new("p") }
            host(pager.widget, width: 400, height: 300)
            let stack = pager.stack.widget
            XCTAssertEqual(shortcutControllers(of: stack, scope: GTK_SHORTCUT_SCOPE_GLOBAL).count, 0)
            pager.hasWindowShortcuts = true
            let global = shortcutControllers(of: stack, scope: GTK_SHORTCUT_SCOPE_GLOBAL)
            XCTAssertEqual(global.count, 1)
            XCTAssertEqual(global.first.map { gtk_event_controller_get_propagation_phase($0) }, GTK_PHASE_CAPTURE)
            XCTAssertEqual(
                global.first.map { Int(g_list_model_get_n_items($0)) }, 18,
                "four page moves, four tab moves and ten digits")
            XCTAssertTrue(pager.stack.hasWindowShortcuts)
            let control = GDK_CONTROL_MASK.rawValue
            @MainActor func pressed() -> Bool? {
                activateShortcut(on: stack, scope: GTK_SHORTCUT_SCOPE_GLOBAL) {
                    isKeyTrigger($0, GDK_KEY_Page_Down, modifiers: control)
                }
            }
            XCTAssertEqual(pressed(), true)
            XCTAssertTrue(pump(until: { pager.stack.currentPage == 1 }))
            // Off screen (a hidden page of the app's own GtkStack), it leaves the window's keys to the pager shown.
            gtk_widget_set_visible(pager.widget, 0)
            XCTAssertEqual(pressed(), false)
            XCTAssertEqual(pager.stack.currentPage, 1)
            pager.hasWindowShortcuts = false
            XCTAssertEqual(shortcutControllers(of: stack, scope: GTK_SHORTCUT_SCOPE_GLOBAL).count, 0)
        }
    }
}
