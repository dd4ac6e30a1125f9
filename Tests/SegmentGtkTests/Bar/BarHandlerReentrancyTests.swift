import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Apps that act from inside a bar's own notifications and signals while an edit or a selection is being carried
/// out. A `notify::selected` handler once ran with the items changed but not yet measured: moving an item from
/// there trapped (an index out of range); selecting from there was undone by the outer selection's slide.
final class BarHandlerReentrancyTests: GtkTestCase, @unchecked Sendable {
    func testHandlersThatSelectOrEditMidwayLeaveTheBarConsistent() {
        // (what the app does first, the property or signal whose handler reacts, what the handler does)
        let cases: [(trigger: String, source: String, reaction: String)] = [
            ("insert first", "selected", "move first to last"),
            ("insert first", "n-items", "remove first"),
            ("key last", "selected", "select first"),
            ("click fourth", "selected", "select first at once"),
            ("select fifth", "selected", "remove first"),
            ("select fifth", "position", "insert first"),
            ("key last", "selection-changed", "replace items"),
        ]
        for entry in cases {
            for animations in [false, true] {
                let label = "\(entry.trigger) / \(entry.source) → \(entry.reaction), animations \(animations)"
                onMain {
                    setAnimations(animations)
                    let bar = SegmentBar(items: (0..<6).map { SegmentItem("Item \($0)") }, style: .underline)
                    host(bar.widget, width: 300, height: 60)
                    try? bar.select(2, animated: false)
                    pump()
                    var reacted = false
                    let react = {
                        guard !reacted else { return }
                        reacted = true
                        switch entry.reaction {
                        case "move first to last": try? bar.move(from: 0, to: bar.items.count - 1)
                        case "remove first": try? bar.remove(at: 0)
                        case "select first": try? bar.select(0)
                        case "select first at once": try? bar.select(0, animated: false)
                        case "insert first": try? bar.insert(SegmentItem("New"), at: 0)
                        default: bar.items = (0..<5).map { SegmentItem("Fresh \($0)") }
                        }
                    }
                    if entry.source == "selection-changed" {
                        bar.onSelectionChanged { _ in react() }
                    } else {
                        GtkSignals.notify(entry.source).connect(bar.widget) { react() }
                    }
                    switch entry.trigger {
                    case "insert first": try? bar.insert(SegmentItem("Inserted"), at: 0)
                    case "key last":
                        let last = g_variant_ref_sink(g_variant_new_string("last"))
                        gtk_widget_activate_action_variant(bar.widget, "segment.move", last)
                        g_variant_unref(last)
                    case "click fourth":
                        bar.testController.pressBegan(x: bar.viewCenter(of: 3))
                        bar.testController.pressEnded(dx: 0)
                    default: try? bar.select(4)
                    }
                    pump()
                    XCTAssertTrue(pump(until: { bar.testController.tickID == 0 }), "\(label): comes to rest")
                    XCTAssertTrue(reacted, "\(label): the handler ran")
                    let selected = bar.selectedIndex
                    XCTAssertNotNil(selected, label)
                    XCTAssertEqual(
                        bar.position, Double(selected ?? -1), "\(label): the indicator rests on the selection")
                }
            }
        }
    }

    /// Handlers that always ask again (select the next segment on every `selection-changed`, on every
    /// `notify::selected`, move the indicator on every `notify::position`, insert on every selection) end after
    /// ``SegmentBarController/maximumEditsFromHandlers`` edits with one warning, the bar still working, whether the
    /// app, a click or a key set them off. The first overflowed the stack (about 3,000 selects deep) and the others
    /// never returned (after a click or a key GLib dispatched them one after another from one thaw).
    func testHandlersThatAlwaysAskAgainStopWithOneWarning() throws {
        let runs = ["selection-changed", "selected", "position", "selection-changed edits"].flatMap { source in
            ["the app", "a click", "a key"].map { (source, $0) }
        }
        for (source, trigger) in runs {
            try onMain {
                setAnimations(false)
                let bar = SegmentBar(items: (0..<4).map { SegmentItem("Item \($0)") }, style: .underline)
                host(bar.widget, width: 300, height: 60)
                var calls = 0
                let react = {
                    calls += 1
                    switch source {
                    case "position": try? bar.setPosition(bar.position >= 3 ? 0 : bar.position + 0.5)
                    case "selection-changed edits":
                        try? bar.remove(at: 0)
                        try? bar.insert(SegmentItem("New"), at: 0)
                        try? bar.select(((bar.selectedIndex ?? 0) + 1) % 4, animated: false)
                    default: try? bar.select(((bar.selectedIndex ?? 0) + 1) % 4, animated: false)
                    }
                }
                let signal =
                    (source.hasPrefix("selection-changed") ? source : "notify::\(source)") + " after \(trigger)"
                let id =
                    source.hasPrefix("selection-changed")
                    ? SegmentSignals.barSelectionChanged.connect(bar.widget) { (_: UInt32) in react() }
                    : GtkSignals.notify(source).connect(bar.widget) { react() }
                try expectLogged(1) {
                    switch trigger {
                    case "a click":
                        bar.testController.pressBegan(x: bar.viewCenter(of: 2))
                        bar.testController.pressEnded(dx: 0)
                    case "a key":
                        gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("last"))
                    default:
                        if source == "position" { try bar.setPosition(1) } else { try bar.select(2, animated: false) }
                    }
                    pump()
                }
                g_signal_handler_disconnect(gcast(bar.widget), id)
                XCTAssertLessThanOrEqual(calls, SegmentBarController.maximumEditsFromHandlers + 1, signal)
                XCTAssertGreaterThan(calls, 80, signal)
                let count = bar.items.count
                XCTAssertNoThrow(try bar.insert(SegmentItem("Later"), at: 0), "\(signal): the bar still edits")
                XCTAssertEqual(bar.items.count, count + 1, signal)
            }
        }
    }

    func testReplacingTheItemsMidSlidePutsTheIndicatorOnTheNewSelection() throws {
        try onMain {
            setAnimations(true)
            let bar = SegmentBar(items: (0..<6).map { SegmentItem("Item \($0)") }, style: .underline)
            host(bar.widget, width: 300, height: 60)
            try bar.select(5)
            XCTAssertTrue(pump(until: { bar.position > 0.5 }), "the slide to 5 is under way")
            bar.items = (0..<3).map { SegmentItem("Fresh \($0)") }
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(bar.position, 2, "not the old slide's target")
            XCTAssertEqual(bar.testController.tickID, 0)
        }
    }
}
