import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// `use-underline`: "_Inbox" is measured, drawn, read and selected (Alt+I) as GtkLabel's mnemonics are.
final class MnemonicTests: GtkTestCase, @unchecked Sendable {
    /// The bar's managed mnemonic shortcut for `keyval`, activated as the window does on Alt+key; `nil` if none.
    @MainActor
    private func triggerMnemonic(_ keyval: Int32, on bar: SegmentBar) -> Bool? {
        activateShortcut(on: bar.widget, scope: GTK_SHORTCUT_SCOPE_MANAGED) { trigger in
            g_type_check_instance_is_a(gcast(trigger), gtk_mnemonic_trigger_get_type()) != 0
                && gtk_mnemonic_trigger_get_keyval(trigger) == guint(keyval)
        }
    }

    func testTheMarkerIsNotMeasuredAndADoubleUnderscoreIsOne() {
        onMain {
            let items = [SegmentItem("_Inbox"), SegmentItem("Inbox"), SegmentItem("a__b"), SegmentItem("a_b")]
            let bar = SegmentBar(
                items: items + [SegmentItem(markup: "<b>_Sent</b>"), SegmentItem(markup: "<b>Sent</b>")])
            bar.usesUnderline = true
            host(bar.widget, width: 700)
            let metrics = bar.layout!.metrics
            XCTAssertEqual(metrics[0].titleWidth, metrics[1].titleWidth, accuracy: 0.001, "the marker has no width")
            let plain = SegmentBar(items: [SegmentItem("a_b")])
            host(plain.widget, width: 300)
            XCTAssertEqual(metrics[2].titleWidth, plain.layout!.metrics[0].titleWidth, accuracy: 0.001, "__ is one _")
            XCTAssertLessThan(metrics[3].titleWidth, metrics[2].titleWidth, "a_b marks b: the _ is gone")
            XCTAssertEqual(metrics[4].titleWidth, metrics[5].titleWidth, accuracy: 0.001, "markup titles too")
            bar.usesUnderline = false
            XCTAssertGreaterThan(
                bar.testController.currentMetrics()[0].titleWidth, metrics[1].titleWidth, "off: _ is text again")
        }
    }

    func testTheAccessibleNameIsPlainAndTheTabGetsItsKeyShortcut() throws {
        try onMain {
            let bar = SegmentBar(items: [
                SegmentItem("_Inbox"), SegmentItem(markup: "<i>_Sent</i>"), SegmentItem("a__b"),
            ])
            bar.usesUnderline = true
            host(bar.widget, width: 500)
            let tabs = bar.testController.tabs
            XCTAssertNil(accessibleLabelMismatch(try XCTUnwrap(tabs.widget(for: 0)), "Inbox"))
            XCTAssertNil(accessibleLabelMismatch(try XCTUnwrap(tabs.widget(for: 1)), "Sent"))
            XCTAssertNil(accessibleLabelMismatch(try XCTUnwrap(tabs.widget(for: 2)), "a_b"))
            for (index, expected) in [(0, "Alt+I"), (1, "Alt+S")] {
                let tab = OpaquePointer(try XCTUnwrap(tabs.widget(for: index)))
                if let text = cgtk_test_accessible_check_key_shortcuts(tab, expected) {
                    XCTFail(String(cString: text))
                    g_free(text)
                }
            }
            XCTAssertEqual(bar.testController.mnemonics.spokenTitle(SegmentItem("_Inbox")), "Inbox")
        }
    }

    func testAPagersPageTitlesLeaveOutTheMarker() {
        onMain {
            let pager = SegmentedPager(items: [SegmentItem("_Inbox"), SegmentItem("a__b")], style: .underline) { _ in
                gtk_label_new("content")
            }
            XCTAssertEqual(pager.stack.controller.pageTitle?(0), "_Inbox", "underscores are text by default")
            pager.bar.usesUnderline = true
            XCTAssertEqual(pager.stack.controller.pageTitle?(0), "Inbox")
            XCTAssertEqual(pager.stack.controller.pageTitle?(1), "a_b")
        }
    }

    func testAltLetterSelectsTheSegmentEvenFarOffScreen() {
        onMain {
            setAnimations(false)
            var items = (0..<10_000).map { SegmentItem("Segment \($0)") }
            items[9_999] = SegmentItem("_Zebra")
            items[1] = SegmentItem("_Inbox")
            let bar = SegmentBar(items: items, style: .scrollable)
            host(bar.widget, width: 400)
            XCTAssertNil(triggerMnemonic(GDK_KEY_z, on: bar), "no shortcuts before use-underline")
            bar.usesUnderline = true
            XCTAssertEqual(triggerMnemonic(GDK_KEY_z, on: bar), true)
            pump()
            XCTAssertEqual(bar.selectedIndex, 9_999)
            XCTAssertEqual(triggerMnemonic(GDK_KEY_i, on: bar), true)
            pump()
            XCTAssertEqual(bar.selectedIndex, 1)
            XCTAssertNil(triggerMnemonic(GDK_KEY_s, on: bar), "plain titles register nothing")
            bar.usesUnderline = false
            XCTAssertNil(triggerMnemonic(GDK_KEY_i, on: bar), "off again: no shortcuts")
        }
    }

    /// Alt+letter follows edits of one segment: an insert before the marked segment, a rename that takes a mark
    /// away or gives one, and the removal of the first of two segments marking the same letter (the second
    /// takes over), on a bar whose shortcuts stand for letters, not for indices.
    func testAltLetterFollowsRenamesInsertsAndRemovals() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: [SegmentItem("_Inbox"), SegmentItem("Sent"), SegmentItem("_Zebra")])
            bar.usesUnderline = true
            host(bar.widget, width: 500)
            /// Presses Alt+`keyval` and reads the selection; `nil` when the bar has no such shortcut.
            @MainActor func press(_ keyval: Int32) -> Int? {
                guard triggerMnemonic(keyval, on: bar) == true else { return nil }
                pump()
                return bar.selectedIndex
            }
            try bar.insert(SegmentItem("Drafts"), at: 0)
            XCTAssertEqual(press(GDK_KEY_z), 3, "the insert moved Zebra to 3")
            XCTAssertEqual(press(GDK_KEY_i), 1)
            try bar.replace(at: 2, with: SegmentItem("_Sent"))
            XCTAssertEqual(press(GDK_KEY_s), 2, "a rename gives Sent its mark")
            try bar.replace(at: 1, with: SegmentItem("Inbox"))
            XCTAssertNil(triggerMnemonic(GDK_KEY_i, on: bar), "and takes Inbox's away")
            try bar.insert(SegmentItem("_Zoo"), at: 1)
            XCTAssertEqual(press(GDK_KEY_z), 1, "the first of two segments marking z wins")
            try bar.remove(at: 1)
            XCTAssertEqual(press(GDK_KEY_z), 3, "without it, the other one")
            try bar.remove(at: 3)
            XCTAssertNil(triggerMnemonic(GDK_KEY_z, on: bar), "the last z gone, its shortcut too")
            XCTAssertEqual(bar.testController.model.items.map(\.title), ["Drafts", "Inbox", "_Sent"])
        }
    }

    func testTheMnemonicIsUnderlinedOnlyWhileTheWindowShowsMnemonics() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: [SegmentItem("_Inbox"), SegmentItem("Sent")], style: .capsule)
            bar.usesUnderline = true
            let window = host(bar.widget, width: 300)
            let frame = bar.layout!.viewRect(bar.layout!.itemFrame(0, at: bar.position), scrollOffset: bar.scrollOffset)
            let hidden = try render(window, bar)
            gtk_window_set_mnemonics_visible(gcast(window), 1)
            pump()
            XCTAssertEqual(bar.testController.mnemonics.drawingMode, .shown)
            let shown = try render(window, bar)
            XCTAssertGreaterThan(
                differingPoints(hidden, shown, in: frame), 2, "the underline appears under the mnemonic")
            gtk_window_set_mnemonics_visible(gcast(window), 0)
            pump()
            let again = try render(window, bar)
            XCTAssertEqual(differingPoints(hidden, again, in: frame), 0, "and goes away with Alt")
        }
    }

    /// How many view points of `rect` differ between `a` and `b`.
    private func differingPoints(_ a: RenderedPixels, _ b: RenderedPixels, in rect: SegmentRect) -> Int {
        var found = 0
        for y in stride(from: rect.y, to: rect.maxY, by: 1) {
            for x in stride(from: rect.x, to: rect.maxX, by: 1) where a.rgb(x, y) != b.rgb(x, y) {
                found += 1
            }
        }
        return found
    }

    func testUseUnderlineIsAPropertyNotifiedOnChange() {
        onMain {
            let bar = SegmentBar(items: [SegmentItem("_A")])
            var notified = 0
            let handler = GtkSignals.notify("use-underline").connect(bar.widget) { notified += 1 }
            defer { g_signal_handler_disconnect(gcast(bar.widget), handler) }
            var value = GValue()
            g_value_init(&value, cgtk_type_boolean())
            g_value_set_boolean(&value, 1)
            g_object_set_property(gcast(bar.widget), "use-underline", &value)
            g_value_unset(&value)
            XCTAssertTrue(bar.usesUnderline)
            bar.usesUnderline = true
            XCTAssertEqual(notified, 1, "notified once, by pspec, only on a change")
        }
    }
}
