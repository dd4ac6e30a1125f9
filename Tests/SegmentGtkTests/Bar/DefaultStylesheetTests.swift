import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// GTK parses the stylesheet once per constructor, with every part its style and items need, and once more when a
/// bar configured afterwards joins its window; a bar measured before it joins a window measures as it is then shown.
final class DefaultStylesheetTests: GtkTestCase, @unchecked Sendable {
    /// Runs `body` on the main thread with a display of its own as the default one (on the first, earlier tests
    /// have installed every part), passing it how many times GTK parsed the stylesheet since. The display stays open
    /// to the end of the process, as the stylesheet's providers live as long as their displays.
    private func onFreshDisplay(_ body: @MainActor (_ parses: () -> Int) throws -> Void) throws {
        try onMain {
            let manager = gdk_display_manager_get()
            let previous = gdk_display_get_default()
            let fresh = try XCTUnwrap(gdk_display_open(nil), "a second connection to the X server")
            gdk_display_manager_set_default_display(manager, fresh)
            defer { gdk_display_manager_set_default_display(manager, previous) }
            let before = DefaultStylesheet.loads
            try body { DefaultStylesheet.loads - before }
        }
    }

    /// Two tabs of the `scrollable` preset, as an editor's tab strip starts.
    @MainActor
    private func twoTabs() -> SegmentBar {
        SegmentBar(items: [SegmentItem("README.md"), SegmentItem("main.swift")], style: .scrollable)
    }

    func testAConstructorHasGtkParseTheStylesheetOnceWithEveryPartItNeeds() throws {
        try onFreshDisplay { parses in
            let items = [
                SegmentItem("Inbox", icon: "mail-unread-symbolic", badge: .count(3)),
                SegmentItem("Sent", icon: "mail-send-symbolic"),
            ]
            let bar = SegmentBar(items: items, style: .capsule)
            // Three parses before: the core when the bar was made, again with the capsule's part when the style was
            // set, and again with the icons' and badges' parts when the items were.
            XCTAssertEqual(parses(), 1, "one parse for a capsule bar with icons and badges")

            var natural: gint = 0
            gtk_widget_measure(bar.widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
            let window = hostAtNaturalSize(bar.widget)
            XCTAssertEqual(gtk_widget_get_allocated_height(bar.widget), natural, "shown as tall as it measured")
            XCTAssertEqual(parses(), 1, "joining a window adds no part")
            destroy(window)
        }
    }

    /// A tab strip configured after it is made (as a C app does, one setter at a time) waits with the parts that
    /// style its tabs until it joins a window, then reads them in one parse; measured before, it reads them first.
    func testATabStripConfiguredAfterItIsMadeReadsItsPartsOnceAndMeasuresAsItIsShown() throws {
        try onFreshDisplay { parses in
            let bar = twoTabs()
            XCTAssertEqual(parses(), 1, "the constructor's one parse")
            // Measured once before its tab strip parts: what it read then must not stand for what it reads after.
            var plain: gint = 0
            gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &plain, nil, nil)
            bar.closeButtonPolicy = .all
            bar.isReorderable = true
            try bar.setIndicatorIcon(TabIndicatorIcon("audio-volume-high-symbolic"), at: 0)
            bar.acceptDrops([.text])
            // One parse per setter before: close buttons, reordering, indicator icons, drops.
            XCTAssertEqual(parses(), 1, "nothing parsed while the strip waits")

            var natural: gint = 0
            gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertEqual(parses(), 2, "measured, it read every part it draws")
            XCTAssertGreaterThan(natural, plain, "wider with close buttons and an indicator icon")
            let window = hostAtNaturalSize(bar.widget)
            var shown: gint = 0
            gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &shown, nil, nil)
            XCTAssertEqual(shown, natural, "as wide in its window as it measured outside")
            XCTAssertEqual(parses(), 2, "joining the window added nothing")
            destroy(window)
        }
    }

    /// Shown without being measured first, the strip reads its waiting parts when it joins its window.
    func testATabStripsWaitingPartsAreReadWhenItJoinsItsWindow() throws {
        try onFreshDisplay { parses in
            let bar = twoTabs()
            bar.closeButtonPolicy = .all
            bar.isReorderable = true
            let window = gtk_window_new()!
            gtk_window_set_child(gcast(window), bar.widget)
            XCTAssertEqual(parses(), 2, "the constructor's parse, then the window's")
            gtk_window_present(gcast(window))
            HostedWindows.open.append(window)
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(parses(), 2)
            destroy(window)
        }
    }

    /// `Part.stylingTheBar` lists every part with a rule for the `segmentbar` node itself (other than in a drop's
    /// state, which only a bar in a window has): a part missing from it would wait while an unrooted bar is
    /// measured, and GTK would size the bar without it.
    func testEveryPartThatStylesTheBarsOwnNodeIsAddedAtOnce() {
        onMain {
            for (part, css) in DefaultStylesheet.parts where !part.isEmpty {
                let rules = css.replacing(/\/\*[\s\S]*?\*\//, with: "")
                for block in rules.split(separator: "{").dropLast() {
                    let selectors = block.split(separator: "}").last ?? ""
                    for selector in selectors.split(separator: ",") {
                        let subject =
                            selector.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "\n" }).last ?? ""
                        guard subject.hasPrefix("segmentbar"), !subject.contains(":drop(") else { continue }
                        XCTAssertTrue(
                            DefaultStylesheet.Part.stylingTheBar.contains(part),
                            "part \(part.rawValue) styles the bar itself: \(selector.trimmingCharacters(in: .whitespacesAndNewlines))"
                        )
                    }
                }
            }
        }
    }

    /// A pager's page function, the app's code, never runs while loads are held: it could measure the bar, whose
    /// own node GTK reads before the bar's code could load what was held.
    func testAPagersPageFunctionRunsWithNoLoadsHeld() {
        onMain {
            var heldWhilePaging: [Bool] = []
            let pager = SegmentedPager(items: [SegmentItem("Inbox", badge: .count(2))], style: .capsule) { _ in
                heldWhilePaging.append(DefaultStylesheet.holdsLoads)
                return gtk_label_new("page")
            }
            XCTAssertEqual(heldWhilePaging, [false], "the first page is made by the constructor, outside its hold")
            XCTAssertFalse(DefaultStylesheet.holdsLoads)
            _ = pager
        }
    }

    /// A held load still happens: what a pager's constructor asks for inside another hold is parsed once, when the
    /// outermost hold ends, before anything could show it.
    func testLoadsHeldByNestedConstructorsHappenWhenTheOutermostHoldEnds() throws {
        try onFreshDisplay { parses in
            DefaultStylesheet.holdLoads()
            let pager = SegmentedPager(items: [SegmentItem("One")], style: .underline) { _ in gtk_label_new("page") }
            DefaultStylesheet.install(for: gtk_widget_get_display(pager.widget), parts: .dropTargets)
            XCTAssertEqual(parses(), 0, "nothing parsed while held")
            DefaultStylesheet.releaseLoads()
            XCTAssertEqual(parses(), 1, "the core and the part parsed together")
        }
    }
}
