import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Apps that act from inside the pager's own signals: a handler that selects or edits while a key, a swipe, a jump
/// or an edit is still being carried out. Each case once left the pager inconsistent (the pages on one page and
/// the current page or the selection on another, or a page count for old items); the storm's eager app found them.
final class HandlerReentrancyTests: GtkTestCase, @unchecked Sendable {
    /// What the user or the app does first.
    enum Trigger: String {
        case segmentKeyLast, pagerKeyNext, pagerKeyLast, swipeNext, replaceItems
    }

    /// What the handler does, once, from inside the trigger.
    enum Reaction: String {
        case selectFirst, selectFirstAtOnce, insertFirst, removeFirst, removeLast
    }

    /// The signal whose handler reacts.
    enum Source: String {
        case selectionChanged, pageAppeared, stackPosition, barPosition
    }

    func testHandlersThatSelectOrEditMidwayLeaveThePagerConsistent() {
        let cases: [(Trigger, Source, Reaction, animations: Bool)] = [
            // The bar's selection is reported from the stack's commit: the outer commit overwrote the page.
            (.pagerKeyNext, .selectionChanged, .selectFirstAtOnce, false),
            (.pagerKeyLast, .selectionChanged, .removeFirst, false),
            (.swipeNext, .selectionChanged, .selectFirst, true),
            // A jump's position notification: the jump committed its own page after the handler's.
            (.segmentKeyLast, .stackPosition, .selectFirstAtOnce, false),
            (.segmentKeyLast, .barPosition, .selectFirst, false),
            // A page made for the jump shifts it: the page to commit is where the pages rest, not the old index.
            (.pagerKeyLast, .pageAppeared, .insertFirst, false),
            (.pagerKeyLast, .pageAppeared, .removeFirst, false),
            // An edit of the items: the outer edit set the page count for the items it had.
            (.replaceItems, .barPosition, .removeLast, false),
            (.replaceItems, .selectionChanged, .insertFirst, true),
        ]
        for (trigger, source, reaction, animations) in cases {
            let label = "\(trigger) / \(source) → \(reaction), animations \(animations ? "on" : "off")"
            onMain {
                setAnimations(animations)
                let (pager, _) = hostedPager()
                var reacted = false
                let react: @MainActor () -> Void = {
                    guard !reacted else { return }
                    reacted = true
                    let count = pager.items.count
                    switch reaction {
                    case .selectFirst: try? pager.select(0, animated: true)
                    case .selectFirstAtOnce: try? pager.select(0, animated: false)
                    case .insertFirst: try? pager.insert(SegmentItem("New"), at: 0)
                    case .removeFirst: try? pager.remove(at: 0)
                    case .removeLast: try? pager.remove(at: count - 1)
                    }
                }
                connect(source, of: pager, react)
                pull(trigger, on: pager)
                pump()
                XCTAssertTrue(
                    pump(until: { !pager.stack.isAnimating && pager.bar.testController.tickID == 0 }),
                    "\(label): comes to rest")
                pump()
                XCTAssertTrue(reacted, "\(label): the handler ran")
                XCTAssertNil(inconsistency(pager, resting: true), label)
            }
        }
    }

    /// An edit whose signals and notifications a handler reads the pager from.
    enum Edit: String, CaseIterable {
        case removeSelectedLast, removeFirst, insertFirst, replaceWithFewer
    }

    /// A handler of an edit finds the pages edited too: removing the selected last segment told `selection-changed`
    /// with the pages one longer than the segments and the position on the page that went.
    func testHandlersOfAnEditFindThePagesEditedToo() {
        for edit in Edit.allCases {
            for signal in ["selection-changed", "notify::selected", "notify::n-items"] {
                let label = "\(edit) / \(signal)"
                onMain {
                    setAnimations(false)
                    let (pager, _) = hostedPager()
                    try? pager.select(5, animated: false)
                    pump()
                    var seen: [String?] = []
                    let check: @MainActor () -> Void = {
                        let count = pager.items.count
                        seen.append(
                            inconsistency(pager, resting: false)
                                ?? (pager.position <= Double(count - 1)
                                    ? nil : "position \(pager.position) of \(count)"))
                    }
                    if signal == "selection-changed" {
                        SegmentSignals.pagerSelectionChanged.connect(pager.widget) { (_: UInt32) in check() }
                    } else {
                        GtkSignals.notify(String(signal.dropFirst("notify::".count))).connect(pager.widget) { check() }
                    }
                    switch edit {
                    case .removeSelectedLast: try? pager.remove(at: 5)
                    case .removeFirst: try? pager.remove(at: 0)
                    case .insertFirst: try? pager.insert(SegmentItem("New"), at: 0)
                    case .replaceWithFewer: pager.items = (0..<3).map { SegmentItem("Other \($0)") }
                    }
                    pump()
                    // The same segment stays selected when another comes or goes before it: no selection-changed.
                    let shifts = edit == .removeFirst || edit == .insertFirst
                    XCTAssertEqual(seen.isEmpty, shifts && signal == "selection-changed", "\(label): the handler ran")
                    XCTAssertEqual(seen.compactMap { $0 }, [], label)
                }
            }
        }
    }

    /// What a handler does to the pager's place in the window.
    enum Removal: String {
        case destroyWindow, unsetChild, hide, reparent
    }

    func testHandlersThatDestroyHideOrMoveThePagerLeaveItWorking() throws {
        // Apps close their window from a selection handler, or move the pager elsewhere from a page's signal. A
        // grid of 11 triggers × 11 signals × these 4 × animations (968 runs, and 560 on a bar alone) logged nothing
        // and crashed nowhere; these keep one of each kind.
        let cases: [(Trigger, Source, Removal, animations: Bool)] = [
            (.swipeNext, .selectionChanged, .destroyWindow, true),
            (.pagerKeyLast, .pageAppeared, .reparent, false),
            (.segmentKeyLast, .barPosition, .unsetChild, true),
            (.replaceItems, .selectionChanged, .hide, false),
            (.pagerKeyNext, .stackPosition, .reparent, true),
            (.segmentKeyLast, .stackPosition, .destroyWindow, false),
        ]
        for (trigger, source, removal, animations) in cases {
            let label = "\(trigger) / \(source) → \(removal), animations \(animations ? "on" : "off")"
            try onMain {
                setAnimations(animations)
                let (pager, window) = hostedPager()
                var reacted = false
                let react: @MainActor () -> Void = {
                    guard !reacted else { return }
                    reacted = true
                    switch removal {
                    case .destroyWindow:
                        HostedWindows.open.removeAll { $0 == window }
                        gtk_window_destroy(gcast(window))
                    case .unsetChild: gtk_window_set_child(gcast(window), nil)
                    case .hide: gtk_widget_set_visible(pager.widget, 0)
                    case .reparent:
                        // The handle keeps the pager alive between its two windows.
                        gtk_window_set_child(gcast(window), nil)
                        let other = gtk_window_new()!
                        gtk_window_set_default_size(gcast(other), 400, 300)
                        HostedWindows.open.append(other)
                        gtk_window_set_child(gcast(other), pager.widget)
                        gtk_window_present(gcast(other))
                    }
                }
                connect(source, of: pager, react)
                pull(trigger, on: pager)
                XCTAssertTrue(pump(until: { reacted }), "\(label): the handler ran")
                let count = pager.items.count
                switch removal {
                case .destroyWindow, .unsetChild:
                    // Out of any window the pager is still a model the app may edit and select in.
                    pump()
                    try pager.insert(SegmentItem("Late"), at: 0)
                    try pager.select(1, animated: true)
                    XCTAssertEqual(pager.items.count, count + 1, label)
                    XCTAssertEqual(pager.selectedIndex, 1, label)
                    XCTAssertNil(inconsistency(pager, resting: false), label)
                    // Shown again later, it rests on that selection.
                    host(pager.widget, width: 400, height: 300)
                    XCTAssertTrue(
                        pump(until: { !pager.stack.isAnimating && pager.bar.testController.tickID == 0 }),
                        "\(label): comes to rest in a new window")
                    XCTAssertEqual(pager.stack.position, 1, label)
                    XCTAssertNil(inconsistency(pager, resting: true), label)
                case .hide, .reparent:
                    gtk_widget_set_visible(pager.widget, 1)
                    XCTAssertTrue(
                        pump(until: { !pager.stack.isAnimating && pager.bar.testController.tickID == 0 }),
                        "\(label): comes to rest")
                    XCTAssertNil(inconsistency(pager, resting: true), label)
                    try? pager.select(1, animated: true)
                    XCTAssertTrue(
                        pump(until: { !pager.stack.isAnimating && pager.stack.position == 1 }),
                        "\(label): a later selection still moves the pages")
                    XCTAssertNil(inconsistency(pager, resting: true), label)
                }
            }
        }
    }

    /// A six-item pager shown in a window, resting on item 2; the window is closed when the test ends.
    @MainActor
    private func hostedPager() -> (SegmentedPager, window: UnsafeMutablePointer<GtkWidget>) {
        let pager = SegmentedPager(items: (0..<6).map { SegmentItem("Item \($0)") }) { gtk_label_new("Page \($0)") }
        let window = host(pager.widget, width: 400, height: 300)
        try? pager.select(2, animated: false)
        pump()
        return (pager, window)
    }

    /// Has `react` run from the handler of `source`.
    @MainActor
    private func connect(_ source: Source, of pager: SegmentedPager, _ react: @escaping @MainActor () -> Void) {
        switch source {
        case .selectionChanged:
            SegmentSignals.pagerSelectionChanged.connect(pager.widget) { (_: UInt32) in react() }
        case .pageAppeared: SegmentSignals.pageAppeared.connect(pager.stack.widget) { (_: UInt32) in react() }
        case .stackPosition: GtkSignals.notify("position").connect(pager.stack.widget) { react() }
        case .barPosition: GtkSignals.notify("position").connect(pager.bar.widget) { react() }
        }
    }

    @MainActor
    private func pull(_ trigger: Trigger, on pager: SegmentedPager) {
        func activate(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: String, _ move: String) {
            let parameter = g_variant_ref_sink(g_variant_new_string(move))
            gtk_widget_activate_action_variant(widget, action, parameter)
            g_variant_unref(parameter)
        }
        let stack = pager.stack.testController
        switch trigger {
        case .segmentKeyLast: activate(pager.bar.widget, "segment.move", "last")
        case .pagerKeyNext: activate(pager.stack.widget, "pager.move", "next")
        case .pagerKeyLast: activate(pager.stack.widget, "pager.move", "last")
        case .swipeNext:
            stack.pointerPressed(time: 10)
            stack.pointerMoved(dx: -100, dy: 0, time: 10.05)
            stack.pointerMoved(dx: -250, dy: 0, time: 10.1)
            stack.pointerReleased(dx: -260, dy: 0, time: 10.11)
        case .replaceItems: pager.items = (0..<2).map { SegmentItem("Replaced \($0)") }
        }
    }
}
