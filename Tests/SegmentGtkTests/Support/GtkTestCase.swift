import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Starts GTK once per test process; false when there is no display.
@MainActor
enum GtkTestEnvironment {
    /// Whether GTK could open a display.
    static let isReady: Bool = {
        let ready = cgtk_test_init_check() != 0
        if !ready {
            print("SegmentGtkTests: no display, GTK tests are skipped (make test runs them under Xvfb)")
        }
        return ready
    }()
}

/// Windows the current test opened; closed in `tearDown` so every test starts clean.
@MainActor
enum HostedWindows {
    static var open: [UnsafeMutablePointer<GtkWidget>] = []

    /// Destroys every open window and restores the animation setting.
    ///
    /// Windows with a popover first stay up for GTK's tooltip delay: a popover's pointer grab sends its window
    /// crossing events even with the pointer parked off every window, and GTK 4.8 starts its 500 ms tooltip timer
    /// on them. Fired after the window was destroyed, that timer asked for the pointer's position on a surface that
    /// no longer existed (a `gdk_surface_get_device_position` critical, in about one run of the overflow tests in
    /// twelve).
    static func closeAll() {
        if open.contains(where: hasPopover) {
            let end = g_get_monotonic_time() + 600_000
            while g_get_monotonic_time() < end {
                GtkTestCase.drain()
                g_usleep(5_000)
            }
        }
        for window in open { gtk_window_destroy(gcast(window)) }
        open.removeAll()
        GtkTestCase.setAnimationsEnabled(true)
        GtkTestCase.drain()
    }

    /// Whether `widget` or a widget under it is a popover (a list, a menu), made when it was first opened.
    private static func hasPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if g_type_check_instance_is_a(gcast(widget), gtk_popover_get_type()) != 0 { return true }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if hasPopover(current) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}

/// A base for GTK widget tests: skips without a display, hosts widgets in windows, runs the main loop.
///
/// XCTest runs test methods on the main thread and never shares a test case between threads,
/// which is why the unchecked `Sendable` is sound here: it lets test bodies hop onto the main actor.
///
/// Every test fails if GLib logged a warning or critical while it ran (criticals are also fatal under
/// `G_DEBUG=fatal-criticals`), unless the test announced them with ``expectLogged(_:while:)`` or
/// ``allowLogged(containing:)``.
class GtkTestCase: XCTestCase, @unchecked Sendable {
    /// Warnings and criticals logged before this test started.
    private var loggedBefore = 0
    /// Positions (in ``GLibLogCounter``'s list) of the messages ``expectLogged(_:while:)`` accounted for.
    private var loggedOnPurpose = Set<Int>()
    /// Texts that messages this test provokes on purpose may contain (see ``allowLogged(containing:)``).
    private var allowedTexts: [String] = []
    /// Allowed texts that need not be logged at all (see ``allowLogged(containing:required:)``).
    private var optionalTexts: Set<String> = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        let ready = MainActor.assumeIsolated { GtkTestEnvironment.isReady }
        try XCTSkipUnless(ready, "no display: GTK tests need X (make test runs them under Xvfb)")
        loggedBefore = GLibLogCounter.start()
        loggedOnPurpose = []
        allowedTexts = []
        optionalTexts = []
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            if GtkTestEnvironment.isReady { HostedWindows.closeAll() }
        }
        let messages = GLibLogCounter.messages(after: loggedBefore).enumerated().filter {
            !loggedOnPurpose.contains(loggedBefore + $0.offset)
        }.map(\.element)
        let unexpected = messages.filter { message in !allowedTexts.contains { message.contains($0) } }
        if !unexpected.isEmpty {
            XCTFail("GLib logged \(unexpected.count) unexpected warning(s)/critical(s): \(unexpected)")
        }
        for text in allowedTexts where !optionalTexts.contains(text) && !messages.contains(where: { $0.contains(text) })
        {
            XCTFail("no warning containing '\(text)' was logged, though the test provokes one")
        }
        super.tearDown()
    }

    /// Runs `body`, which must log exactly `count` warnings (a refused file, say); they do not fail the test.
    @MainActor
    func expectLogged(_ count: Int, file: StaticString = #filePath, line: UInt = #line, while body: () throws -> Void)
        rethrows
    {
        let before = GLibLogCounter.current
        try body()
        let logged = GLibLogCounter.current - before
        XCTAssertEqual(
            logged, count, "warnings logged: \(GLibLogCounter.messages(after: before))", file: file, line: line)
        loggedOnPurpose.formUnion(before..<before + logged)
    }

    /// Lets this test log warnings containing `text` any number of times (a page factory that fails on purpose,
    /// in a long random run); unless `required` is false, it then fails unless at least one was logged, so the
    /// warning itself is checked. Not required: a warning a random run may or may not provoke.
    func allowLogged(containing text: String, required: Bool = true) {
        allowedTexts.append(text)
        if !required { optionalTexts.insert(text) }
    }

    /// Runs pending main-loop work without blocking, at most `iterations` times.
    @MainActor
    static func drain(iterations: Int = 200) {
        var count = 0
        while g_main_context_pending(nil) != 0 && count < iterations {
            g_main_context_iteration(nil, 0)
            count += 1
        }
    }

    /// Turns `gtk-enable-animations` on or off for the whole test process.
    @MainActor
    static func setAnimationsEnabled(_ on: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        cgtk_set_bool_property(settings.gpointer, "gtk-enable-animations", on ? 1 : 0)
    }

    /// Runs a test body on the main actor. XCTest calls test methods on the main thread, but it cannot
    /// call `@MainActor` methods directly (its test discovery casts them away), so each test wraps its body.
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    /// Shows `widget` alone in a window of the given size and waits until it is drawn.
    @MainActor
    @discardableResult
    func host(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32 = 400, height: Int32 = 48)
        -> UnsafeMutablePointer<GtkWidget>
    {
        gtk_widget_set_size_request(widget, width, height)
        return hostAtNaturalSize(widget) { window in
            gtk_window_set_default_size(gcast(window), width, height)
            gtk_window_set_resizable(gcast(window), 0)
        }
    }

    /// Shows `widget` alone in a window as large as it asks to be (after `configure` had the window) and waits until
    /// it is drawn.
    @MainActor
    @discardableResult
    func hostAtNaturalSize(
        _ widget: UnsafeMutablePointer<GtkWidget>,
        configure: (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }
    ) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new()!
        configure(window)
        gtk_window_set_child(gcast(window), widget)
        gtk_window_present(gcast(window))
        HostedWindows.open.append(window)
        gtk_test_widget_wait_for_draw(window)
        pump()
        return window
    }

    /// Destroys a window made by ``host(_:width:height:)`` before the test ends.
    @MainActor
    func destroy(_ window: UnsafeMutablePointer<GtkWidget>) {
        HostedWindows.open.removeAll { $0 == window }
        gtk_window_destroy(gcast(window))
        pump()
    }

    /// Runs pending main-loop work without blocking.
    @MainActor
    func pump() {
        Self.drain()
    }

    /// Runs the main loop (blocking per iteration) until `condition` holds or `seconds` pass; returns whether it held.
    @MainActor
    @discardableResult
    func pump(until condition: () -> Bool, seconds: Double = 3) -> Bool {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, 0)
            g_usleep(1000)
        }
        return true
    }

    /// Turns `gtk-enable-animations` on or off; `tearDown` turns it back on.
    @MainActor
    func setAnimations(_ on: Bool) {
        Self.setAnimationsEnabled(on)
    }

    /// Counts emissions of a SegmentBar signal carrying an index.
    @MainActor
    func record(_ bar: SegmentBar, _ signal: Signal<IndexArgument>) -> SignalLog {
        record(widget: bar.widget, signal)
    }

    /// Counts emissions of a SegmentedPager signal carrying an index.
    @MainActor
    func record(_ pager: SegmentedPager, _ signal: Signal<IndexArgument>) -> SignalLog {
        record(widget: pager.widget, signal)
    }

    @MainActor
    private func record(widget: UnsafeMutablePointer<GtkWidget>, _ signal: Signal<IndexArgument>) -> SignalLog {
        let log = SignalLog()
        signal.connect(widget) { (index: UInt32) in log.values.append(Int(index)) }
        return log
    }
}

/// A precondition of a test that did not hold (a `.ui` file GtkBuilder refused, a binary not built): thrown,
/// it fails the test rather than skipping it.
struct TestFailure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The values a signal was emitted with, in order.
@MainActor
final class SignalLog {
    var values: [Int] = []
}

/// Whether a GObject is finalized once the test lets go of it, tracked with a GObject weak pointer.
@MainActor
final class FinalizationProbe {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

    init(_ object: gpointer) {
        slot.initialize(to: object)
        g_object_add_weak_pointer(gcast(object), slot)
    }

    /// True once GObject cleared the weak pointer, i.e. the object was finalized.
    var isFinalized: Bool { slot.pointee == nil }

    isolated deinit {
        if let object = slot.pointee { g_object_remove_weak_pointer(gcast(object), slot) }
        slot.deallocate()
    }
}

extension SegmentBar {
    /// The controller behind the widget, for tests that drive gestures directly.
    @MainActor
    var testController: SegmentBarController { SegmentBarType.controller(widget)! }

    /// Segment `index`'s frame in the bar's view coordinates as laid out now.
    @MainActor
    func viewFrame(of index: Int) -> SegmentRect {
        let layout = self.layout!
        return layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: scrollOffset)
    }

    /// Segment `index`'s close button in the bar's view coordinates, where the bar draws it now.
    @MainActor
    func viewCloseButton(of index: Int) -> SegmentRect {
        let layout = self.layout!
        let spec = testController.tabStrip.buttonSpec
        return layout.viewRect(layout.closeButtonRect(index, at: position, button: spec), scrollOffset: scrollOffset)
    }

    /// The view-space centre of segment `index` as laid out now.
    @MainActor
    func viewCenter(of index: Int) -> Double { viewFrame(of: index).midX }
}

/// Four plain items.
let fourItems = ["Day", "Week", "Month", "Year"].map { SegmentItem($0) }

/// ``fourItems`` with the segment at `index` disabled.
func fourItems(disabling index: Int) -> [SegmentItem] {
    var items = fourItems
    items[index].isEnabled = false
    return items
}

extension GtkTestCase {
    /// An underline bar of ``fourItems`` in `direction`, shown 400 pt wide (100 pt a segment), animations off.
    @MainActor
    func fourSegmentBar(_ direction: GtkTextDirection = GTK_TEXT_DIR_LTR) -> SegmentBar {
        setAnimations(false)
        let bar = SegmentBar(items: fourItems, style: .underline)
        gtk_widget_set_direction(bar.widget, direction)
        host(bar.widget)
        return bar
    }
}

extension PageFrame {
    /// Whether `frame` is an empty placeholder (no page widget inside).
    @MainActor
    static func isPlaceholder(_ frame: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_first_child(frame) == nil
    }
}

extension SegmentTabs {
    /// The tab widget standing for segment `index`, if it is on screen.
    @MainActor
    func widget(for index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard let slot = Array(range).firstIndex(of: index), slot < tabs.count else { return nil }
        return tabs[slot]
    }
}
