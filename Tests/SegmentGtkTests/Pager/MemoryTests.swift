import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Widgets and pages made and destroyed over and over: every one finalized, resident memory flat.
final class MemoryTests: GtkTestCase, @unchecked Sendable {
    /// Cycles measured after the warm-up.
    static let cycles = environmentCount("SEGMENTKIT_MEMORY_CYCLES", default: 1_000)
    /// Growth allowed over the measured cycles. Generous, because malloc keeps freed memory and fragments; a leak
    /// of one pager per cycle (its bar, stack, pages, Pango layouts and Swift controllers, tens of kilobytes)
    /// would still cross it several times over.
    static let allowedGrowth = 8 << 20

    func testCreatingAndDestroyingPagersDoesNotGrowResidentMemory() {
        onMain {
            setAnimations(true)
            let window = gtk_window_new()!
            gtk_window_set_default_size(gcast(window), 400, 300)
            gtk_window_present(gcast(window))
            HostedWindows.open.append(window)
            let styles: [SegmentStyle] = [.underline, .scrollable, .capsule, .icons, .cursor]
            var probes: [FinalizationProbe] = []
            let menu = g_menu_new()!
            g_menu_append(menu, "Close", "tab.close")
            defer { g_object_unref(UnsafeMutableRawPointer(menu)) }

            @MainActor func cycle(_ i: Int) {
                let pager = SegmentedPager(items: fourItems, style: styles[i % styles.count]) {
                    gtk_label_new("Page \($0)")
                }
                probes.append(FinalizationProbe(pager.widget.gpointer))
                gtk_window_set_child(gcast(window), pager.widget)
                if i % 3 == 0 { gtk_widget_set_direction(pager.widget, GTK_TEXT_DIR_RTL) }
                try? pager.select(i % 4, animated: true)
                try? pager.setBadge(.count(i), at: 0)
                if i % 4 == 1 {
                    // Parts made on first use (close-button nodes, the tab strip's gestures) go with the bar too.
                    pager.bar.closeButtonPolicy = .all
                    pager.bar.setMenuModel(gcast(menu))
                }
                if let page = pager.currentPage { probes.append(FinalizationProbe(page.gpointer)) }
                // Drawing now and then, so render nodes, Pango layouts and accessible tabs are made and dropped too.
                if i % 10 == 0 { gtk_test_widget_wait_for_draw(window) } else { g_main_context_iteration(nil, 0) }
                gtk_window_set_child(gcast(window), nil)
            }

            // Warm-up: fonts, CSS, icon theme, type registration and Swift metadata settle into their caches.
            for i in 0..<200 { cycle(i) }
            pump()
            XCTAssertEqual(probes.filter { !$0.isFinalized }.count, 0, "pagers from the warm-up were not finalized")
            probes.removeAll()
            let boxesBefore = RetainedBox.liveCount
            let before = residentBytes()
            for i in 0..<Self.cycles { cycle(i) }
            pump()
            let after = residentBytes()
            XCTAssertEqual(RetainedBox.liveCount, boxesBefore, "callback boxes of destroyed pagers are still alive")
            print("memory: resident \(before / 1024) KiB before, \(after / 1024) KiB after \(Self.cycles) pagers")
            XCTAssertGreaterThan(before, 0, "/proc/self/statm could not be read")
            // AddressSanitizer keeps freed memory in quarantine (256 MB by default), so resident size says nothing
            // there; `make asan` still checks the finalization below, and `make leakcheck` the leaks.
            if dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil {
                XCTAssertLessThan(after - before, Self.allowedGrowth)
            }
            XCTAssertEqual(probes.filter { !$0.isFinalized }.count, 0, "pagers or pages were not finalized")
            XCTAssertGreaterThanOrEqual(probes.count, Self.cycles)
        }
    }
}

/// Found by the storm: GTK 4.8 kept a removed, focused bar as its window's focus, holding the whole pager.
final class FocusReleaseTests: GtkTestCase, @unchecked Sendable {
    func testAFocusedPagerRemovedFromItsWindowIsFreedWithIt() {
        onMain {
            var probe: FinalizationProbe?
            var window: UnsafeMutablePointer<GtkWidget>?
            do {
                let pager = SegmentedPager(items: fourItems, style: .underline) { gtk_label_new("Page \($0)") }
                probe = FinalizationProbe(pager.widget.gpointer)
                window = host(pager.widget, width: 400, height: 300)
                pager.bar.testController.pressBegan(x: pager.bar.viewCenter(of: 2))
                pager.bar.testController.pressEnded(dx: 0)
                XCTAssertEqual(gtk_window_get_focus(gcast(window)), pager.bar.widget, "the click focused the bar")
                gtk_window_set_child(gcast(window), nil)
                XCTAssertNil(gtk_window_get_focus(gcast(window)), "the window no longer points into the pager")
                gtk_window_set_child(gcast(window), pager.widget)
                pager.bar.testController.pressBegan(x: pager.bar.viewCenter(of: 1))
                pager.bar.testController.pressEnded(dx: 0)
                gtk_window_set_child(gcast(window), nil)
            }
            if let window { destroy(window) }
            pump()
            XCTAssertEqual(probe?.isFinalized, true, "nothing keeps the pager once its handle and window are gone")
        }
    }
}

/// An app may keep a pager's bar and stack after the pager is gone (a Python `pager.get_bar()`): they must not
/// reach back into the freed pager. Its signal and notification relays did, and a `select` on the kept bar crashed.
final class PartsOutliveThePagerTests: GtkTestCase, @unchecked Sendable {
    func testTheBarAndTheStackWorkOnAfterTheirPagerIsFinalized() throws {
        try onMain {
            setAnimations(false)
            var probe: FinalizationProbe?
            var kept: (bar: SegmentBar, stack: PagedStack)?
            do {
                let pager = SegmentedPager(items: fourItems, style: .underline) { gtk_label_new("Page \($0)") }
                probe = FinalizationProbe(pager.widget.gpointer)
                kept = (pager.bar, pager.stack)
                let window = host(pager.widget, width: 400, height: 300)
                try pager.select(1, animated: false)
                destroy(window)
            }
            pump()
            XCTAssertEqual(probe?.isFinalized, true, "the pager went with its window")
            let (bar, stack) = try XCTUnwrap(kept)
            var selections: [Int] = []
            bar.onSelectionChanged { selections.append($0) }
            try bar.select(2, animated: false)
            bar.items = [SegmentItem("One"), SegmentItem("Two"), SegmentItem("Three")]
            stack.pageCount = 3
            try stack.setPosition(1)
            let window = host(bar.widget, width: 400, height: 48)
            try bar.select(0, animated: false)
            gtk_test_widget_wait_for_draw(window)
            XCTAssertEqual(selections.first, 2, "the kept bar still reports its own selection")
            XCTAssertEqual(bar.selectedIndex, 0)
            destroy(window)
        }
    }
}
