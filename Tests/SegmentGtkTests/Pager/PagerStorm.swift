import CGtk
import SegmentCore
import SegmentTestSupport
import XCTest

@testable import SegmentGtk

/// A seeded storm of mixed user and app actions on a live SegmentedPager, checking its promises after every step.
///
/// Input goes in through the same entry points GTK's gestures call (the bar's press handlers, the pages' drag
/// and scroll handlers) and through the widgets' actions, because GTK 4.8 cannot synthesize events. Drags are
/// left open across other actions, so edits, resizes, style and direction changes land in the middle of them.
/// The main loop is pumped only now and then, which keeps ten thousand actions within seconds while still letting
/// frames, animations and settles run between them.
@MainActor
final class PagerStorm {
    /// Every action the storm can take; the counts of each are reported so a run proves its own coverage.
    enum Action: String, CaseIterable {
        case click, barPress, barMove, barRelease, pageDragBegin, pageDragMove, pageDragRelease, pageDragCancel
        case segmentKey, pagerKey, activateKey, wheel, touchpad, barWheel, resize, zeroSize, insert, remove
        case rename, badge, move, replaceAll, selectAnimated, selectSilently, style, direction, theme
        case failingFactory, detach, recreate, pumpFrame, animationsOff
        case pagingSwitch, eagerApp
    }

    private static let weights: [(Action, Int)] = [
        (.click, 10), (.barPress, 4), (.barMove, 6), (.barRelease, 4), (.pageDragBegin, 5), (.pageDragMove, 8),
        (.pageDragRelease, 4), (.pageDragCancel, 1), (.segmentKey, 6), (.pagerKey, 4), (.activateKey, 2),
        (.wheel, 2), (.touchpad, 3), (.barWheel, 2), (.resize, 3), (.zeroSize, 1), (.insert, 6), (.remove, 6),
        (.rename, 3), (.badge, 3), (.move, 2), (.replaceAll, 1), (.selectAnimated, 3), (.selectSilently, 1),
        (.style, 2), (.direction, 2), (.theme, 1), (.failingFactory, 1), (.detach, 1), (.pumpFrame, 3),
        (.animationsOff, 1), (.pagingSwitch, 2), (.eagerApp, 1),
    ]
    private static let totalWeight = weights.reduce(0) { $0 + $1.1 }
    private static let titles = ["Inbox", "", "<b>&amp;", "😀 e\u{301}", "שלום", "mixed עברית", "Archive", "Inbox"]
    private static let moves = ["left", "right", "first", "last", "next", "previous"]
    private static let styles: [SegmentStyle] = [.underline, .scrollable, .capsule, .icons, .cursor]

    private var rng: SplitMix64
    private let host: (UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>
    private(set) var pager: SegmentedPager?
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var attached = true
    private var failingPages = false
    /// Probes for every GObject the storm made (pagers, bars, stacks and pages), with what each one is.
    private(set) var probes: [(name: String, probe: FinalizationProbe)] = []
    /// The bar press in progress: total horizontal travel so far.
    private var barPress: Double?
    /// The page drag in progress: travel so far.
    private var pageDrag: Double?
    private var clock = 0.0
    private var darkTheme = false

    /// How many times each action ran.
    private(set) var counts: [Action: Int] = [:]
    /// How many steps ran.
    private(set) var steps = 0
    /// How many steps ended settled, where the page on screen had to be the selected one.
    private(set) var settledChecks = 0
    /// Edits the pager refused (index out of range); each was checked to change nothing.
    private(set) var refusals = 0

    /// A storm from `seed`; `host` shows a widget in a window and returns the window.
    init(seed: UInt64, host: @escaping (UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>) {
        rng = SplitMix64(seed: seed)
        self.host = host
        makePager()
    }

    private func makePager() {
        let items = (0..<5).map { SegmentItem(Self.titles[$0 % Self.titles.count] + " \($0)") }
        let pager = SegmentedPager(items: items, style: Self.styles[rng.int(0, Self.styles.count - 1)]) {
            [weak self] index in self?.makePage(index)
        }
        probes.append(("pager at step \(steps)", FinalizationProbe(pager.widget.gpointer)))
        probes.append(("bar at step \(steps)", FinalizationProbe(pager.bar.widget.gpointer)))
        probes.append(("stack at step \(steps)", FinalizationProbe(pager.stack.widget.gpointer)))
        self.pager = pager
        connectEagerApp(pager)
        window = host(pager.widget)
        attached = true
    }

    // MARK: An app that acts from inside the widgets' signals

    /// While on, the app's handlers of the pager's signals sometimes act at once: select, edit or switch paging.
    ///
    /// Apps do this (a selection that makes them select again, a page that appears and makes them rename its
    /// tab), and each such call lands in the middle of the widget's own work: a frame of a slide, a commit, a
    /// pass over the pages. A slide started from the last frame of another was once left without a tick.
    private var eagerApp = false
    /// Whether a handler is acting now: its own signals do not make it act again, so a storm step ends.
    private var reacting = false
    /// How many times a handler acted, by the signal it handled.
    private(set) var reactions: [String: Int] = [:]

    private func connectEagerApp(_ pager: SegmentedPager) {
        SegmentSignals.pagerSelectionChanged.connect(pager.widget) { [weak self] (_: UInt32) in
            self?.react("selection-changed")
        }
        SegmentSignals.pageChanged.connect(pager.stack.widget) { [weak self] (_: UInt32) in
            self?.react("page-changed")
        }
        SegmentSignals.pageAppeared.connect(pager.stack.widget) { [weak self] (_: UInt32) in
            self?.react("page-appeared")
        }
        GtkSignals.notify("position").connect(pager.stack.widget) { [weak self] in self?.react("stack position") }
        GtkSignals.notify("position").connect(pager.bar.widget) { [weak self] in self?.react("bar position") }
    }

    private func react(_ signal: String) {
        guard eagerApp, !reacting, let pager, rng.chance(0.2) else { return }
        reacting = true
        defer { reacting = false }
        reactions[signal, default: 0] += 1
        let count = pager.items.count
        guard count > 0 else { return }
        let index = rng.int(0, count - 1)
        let choice = rng.int(0, 5)
        history.append(
            "↳ \(signal) → \(["select", "select", "select at once", "rename", "insert", "remove"][choice]) \(index)")
        switch choice {
        case 0, 1: try? pager.select(index, animated: true)
        case 2: try? pager.select(index, animated: false)
        case 3: try? pager.replace(at: index, with: SegmentItem(Self.titles[rng.int(0, Self.titles.count - 1)]))
        case 4: try? pager.insert(SegmentItem("Late \(steps)"), at: index)
        default: if count > 1 { try? pager.remove(at: index) }
        }
    }

    private func makePage(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        // A factory that fails for some pages shows placeholders (and logs one line each), never a wrong page.
        if failingPages && index % 3 == 0 { return nil }
        let label = gtk_label_new("Page \(index)")!
        probes.append(("page \(index) made at step \(steps)", FinalizationProbe(label.gpointer)))
        return label
    }

    // MARK: Running

    /// Runs `count` actions, checking after each; stops at the first broken promise and returns it.
    func run(_ count: Int) -> String? {
        for _ in 0..<count {
            var roll = rng.int(0, Self.totalWeight - 1)
            var action = Action.pumpFrame
            for (candidate, weight) in Self.weights {
                if roll < weight {
                    action = candidate
                    break
                }
                roll -= weight
            }
            // The pager is destroyed mid-animation and rebuilt about once per 2,500 actions.
            if rng.int(0, 2_499) == 0 { action = .recreate }
            // Animations are on most of the time; short phases without them settle at once, which lets the
            // settled promises be checked often without waiting for frames.
            if !animationsOn && rng.chance(0.05) { setAnimations(true) }
            counts[action, default: 0] += 1
            steps += 1
            perform(action)
            if history.count > 12 { history.removeFirst(history.count - 12) }
            history.append(describe(action))
            // Pump rarely: each iteration may lay out and paint, the expensive part.
            if steps % 8 == 0 { g_main_context_iteration(nil, 0) }
            if steps % 250 == 0 { settle() }
            if let failure = check() {
                return "step \(steps) (\(action)): \(failure); last steps: \(history.joined(separator: " | "))"
            }
        }
        return nil
    }

    /// Ends any drag, lets every animation finish, and checks the settled promises.
    func settle() {
        guard let pager else { return }
        if pageDrag != nil { perform(.pageDragRelease) }
        if barPress != nil { perform(.barRelease) }
        let deadline = g_get_monotonic_time() + 3_000_000
        while pager.stack.isAnimating || pager.stack.testController.settleOwed || pager.bar.testController.tickID != 0,
            g_get_monotonic_time() < deadline
        {
            g_main_context_iteration(nil, 0)
            g_usleep(1_000)
        }
        GtkTestCase.drain()
    }

    /// Destroys the window while the pages are animating, and lets go of the pager.
    func tearDown() {
        if let pager, !pager.items.isEmpty { try? pager.select(pager.items.count - 1, animated: true) }
        if let window {
            HostedWindows.open.removeAll { $0 == window }
            gtk_window_destroy(gcast(window))
        }
        window = nil
        pager = nil
        if darkTheme { setDarkTheme(false) }
        GtkTestCase.drain()
    }

    private var animationsOn = true

    private func setAnimations(_ on: Bool) {
        animationsOn = on
        GtkTestCase.setAnimationsEnabled(on)
    }

    private func setDarkTheme(_ on: Bool) {
        darkTheme = on
        guard let settings = gtk_settings_get_default() else { return }
        cgtk_set_bool_property(settings.gpointer, "gtk-application-prefer-dark-theme", on ? 1 : 0)
    }

    // MARK: Actions

    private func perform(_ action: Action) {
        guard let pager else { return }
        let bar = pager.bar.testController
        let stack = pager.stack.testController
        let count = pager.items.count
        switch action {
        case .click:
            let x = viewX(of: rng.int(-1, count))
            bar.pressBegan(x: x)
            bar.pressEnded(dx: 0)
            barPress = nil
        case .barPress:
            // On the indicator half of the time, so capsule trackers are dragged, not only clicked.
            let x = rng.chance(0.5) ? indicatorX() : viewX(of: rng.int(0, max(0, count - 1)))
            bar.pressBegan(x: x)
            barPress = 0
        case .barMove:
            guard var travel = barPress else { return }
            travel += rng.double(-60, 60)
            bar.pressMoved(dx: travel)
            barPress = travel
        case .barRelease:
            guard let travel = barPress else { return }
            if rng.chance(0.2) { bar.pressCancelled() } else { bar.pressEnded(dx: travel) }
            barPress = nil
        case .pageDragBegin:
            guard pageDrag == nil else { return }
            clock += 0.5
            stack.pointerPressed(time: clock)
            pageDrag = 0
        case .pageDragMove:
            guard var travel = pageDrag else { return }
            clock += rng.double(0.004, 0.03)
            travel += rng.double(-150, 150)
            stack.pointerMoved(dx: travel, dy: rng.chance(0.1) ? rng.double(-200, 200) : 0, time: clock)
            pageDrag = travel
        case .pageDragRelease:
            guard var travel = pageDrag else { return }
            // Half the releases flick: a last quick move just before letting go.
            clock += rng.chance(0.5) ? 0.005 : 0.2
            if rng.chance(0.5) { travel += rng.chance(0.5) ? 80 : -80 }
            stack.pointerReleased(dx: travel, dy: 0, time: clock)
            pageDrag = nil
        case .pageDragCancel:
            guard pageDrag != nil else { return }
            stack.pointerCancelled()
            pageDrag = nil
        case .segmentKey:
            let move = Self.moves[rng.int(0, Self.moves.count - 1)]
            activateAction(pager.bar.widget, "segment.move", move)
        case .pagerKey:
            let move = Self.moves[rng.int(0, Self.moves.count - 1)]
            activateAction(pager.stack.widget, "pager.move", move)
        case .activateKey:
            gtk_widget_activate_action_variant(pager.bar.widget, "segment.activate", nil)
        case .wheel:
            clock += 0.05
            _ = stack.scrolled(dx: rng.chance(0.5) ? 1 : -1, dy: 0, wheel: true, shift: false, time: clock)
        case .touchpad:
            guard pageDrag == nil else { return }
            for _ in 0..<rng.int(1, 6) {
                clock += 0.01
                _ = stack.scrolled(dx: rng.double(-40, 40), dy: 0, wheel: false, shift: false, time: clock)
            }
            clock += 0.01
            stack.scrollEnded(time: clock)
        case .barWheel:
            _ = bar.scrolled(dx: rng.double(-3, 3), dy: rng.double(-3, 3), wheel: rng.chance(0.5))
        case .resize:
            let sizes: [(Int32, Int32)] = [(400, 300), (120, 200), (900, 400), (1, 1), (260, 80), (640, 480)]
            let (width, height) = sizes[rng.int(0, sizes.count - 1)]
            gtk_widget_set_size_request(pager.widget, width, height)
        case .zeroSize:
            // What a parent does to a child it has no room for: allocate it nothing, then its size again.
            var minimum: Int32 = 0
            gtk_widget_measure(pager.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            gtk_widget_measure(pager.widget, GTK_ORIENTATION_VERTICAL, 0, &minimum, nil, nil, nil)
            var zero = GtkAllocation(x: 0, y: 0, width: 0, height: 0)
            gtk_widget_size_allocate(pager.widget, &zero, -1)
            gtk_widget_set_size_request(pager.widget, 0, 0)
        case .insert:
            edit(index: rng.int(-1, count + 1), valid: 0..<(count + 1)) {
                try pager.insert(SegmentItem(Self.titles[rng.int(0, Self.titles.count - 1)]), at: $0)
            }
        case .remove:
            edit(index: rng.int(-1, count), valid: 0..<count) { try pager.remove(at: $0) }
        case .rename:
            edit(index: rng.int(-1, count), valid: 0..<count) {
                try pager.replace(at: $0, with: SegmentItem(Self.titles[rng.int(0, Self.titles.count - 1)]))
            }
        case .badge:
            let badges: [Badge] = [.none, .dot, .count(0), .count(-5), .count(Int.max), .count(3), .text("new")]
            let badge = badges[rng.int(0, badges.count - 1)]
            edit(index: rng.int(-1, count), valid: 0..<count) { try pager.setBadge(badge, at: $0) }
        case .move:
            let to = rng.int(0, max(0, count - 1))
            edit(index: rng.int(-1, count), valid: count > 0 ? 0..<count : 0..<0) { try pager.move(from: $0, to: to) }
        case .replaceAll:
            // Sometimes to no items at all, in the middle of whatever else is going on.
            pager.items = (0..<rng.int(0, 7)).map { SegmentItem(Self.titles[$0 % Self.titles.count]) }
        case .selectAnimated, .selectSilently:
            let index = rng.int(-1, count)
            let valid = (0..<count).contains(index)
            do {
                try pager.select(index, animated: action == .selectAnimated, notify: action == .selectAnimated)
                if !valid { failures.append("select(\(index)) of \(count) did not throw") }
            } catch {
                if valid { failures.append("select(\(index)) of \(count) threw \(error)") }
                refusals += 1
            }
        case .style:
            pager.bar.style = Self.styles[rng.int(0, Self.styles.count - 1)]
        case .direction:
            let rtl = gtk_widget_get_direction(pager.widget) == GTK_TEXT_DIR_RTL
            gtk_widget_set_direction(pager.widget, rtl ? GTK_TEXT_DIR_LTR : GTK_TEXT_DIR_RTL)
        case .theme:
            setDarkTheme(!darkTheme)
        case .failingFactory:
            failingPages.toggle()
        case .detach:
            guard let window else { return }
            gtk_window_set_child(gcast(window), attached ? nil : pager.widget)
            attached.toggle()
            if !attached { (barPress, pageDrag) = (nil, nil) }
        case .recreate:
            tearDown()
            (barPress, pageDrag) = (nil, nil)
            makePager()
        case .animationsOff:
            setAnimations(false)
        case .pumpFrame:
            if let window, attached { gtk_test_widget_wait_for_draw(window) }
        case .eagerApp:
            eagerApp.toggle()
        case .pagingSwitch:
            // Any switch, on or off, also in the middle of a drag or a settle.
            let switches: [ReferenceWritableKeyPath<SegmentedPager, Bool>] = [
                \.isInteractive, \.allowsMouseDrag, \.allowsLongSwipes, \.allowsScrollWheel, \.bounces,
                \.animatesSelection,
            ]
            let keyPath = switches[rng.int(0, switches.count - 1)]
            pager[keyPath: keyPath].toggle()
        }
    }

    /// The last steps with the state they left, for the failure message.
    private var history: [String] = []

    private func describe(_ action: Action) -> String {
        guard let pager else { return "\(action)" }
        let selected = pager.selectedIndex.map(String.init) ?? "nil"
        let stack = pager.stack
        return "\(action) → \(pager.items.count) items, selected \(selected), pages at \(stack.position)"
            + "\(stack.isAnimating ? " moving" : "")\(stack.isDragging ? " dragged" : "") bar at \(pager.bar.position)"
    }

    /// Activates a widget action with a string parameter, owning the variant: GTK sinks it only when it finds the
    /// action, and a floating variant it does not take would leak (valgrind caught exactly that).
    private func activateAction(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ parameter: String) {
        let variant = g_variant_ref_sink(g_variant_new_string(parameter))
        gtk_widget_activate_action_variant(widget, name, variant)
        g_variant_unref(variant)
    }

    /// Promises broken inside an action (a call that should have thrown and did not, or the reverse).
    private var failures: [String] = []

    /// Runs an edit at `index`, which must succeed exactly when `index` is in `valid` and change nothing otherwise.
    private func edit(index: Int, valid: Range<Int>, _ body: (Int) throws -> Void) {
        guard let pager else { return }
        let before = pager.items
        let selected = pager.selectedIndex
        do {
            try body(index)
            if !valid.contains(index) { failures.append("an edit at \(index) of \(before.count) did not throw") }
        } catch {
            refusals += 1
            if valid.contains(index) { failures.append("an edit at \(index) of \(before.count) threw \(error)") }
            if pager.items != before || pager.selectedIndex != selected {
                failures.append("a refused edit at \(index) changed the pager")
            }
        }
    }

    private func viewX(of index: Int) -> Double {
        guard let pager, let layout = pager.bar.layout, layout.count > 0 else { return rng.double(-10, 400) }
        guard (0..<layout.count).contains(index) else { return rng.double(-10, layout.viewWidth + 10) }
        return pager.bar.viewCenter(of: index)
    }

    private func indicatorX() -> Double {
        guard let pager, let layout = pager.bar.layout, let rect = layout.indicatorRect(at: pager.bar.position) else {
            return 0
        }
        return layout.viewRect(rect, scrollOffset: pager.bar.scrollOffset).midX
    }

    // MARK: Promises

    /// Checks the pager's promises in the current state; the settled ones only when nothing is moving.
    private func check() -> String? {
        if let failure = failures.first { return failure }
        guard let pager else { return nil }
        let count = pager.items.count
        guard pager.stack.pageCount == count else { return "\(pager.stack.pageCount) pages for \(count) items" }
        if count == 0 {
            guard pager.selectedIndex == nil else { return "selection \(pager.selectedIndex!) with no items" }
            return nil
        }
        guard let selected = pager.selectedIndex, (0..<count).contains(selected) else {
            return "selection \(String(describing: pager.selectedIndex)) among \(count) items"
        }
        let position = pager.bar.position
        guard position.isFinite, position >= 0, position <= Double(count - 1) else {
            return "indicator at \(position) among \(count) items"
        }
        let moving =
            barPress != nil || pageDrag != nil || pager.stack.isAnimating || pager.stack.isDragging
            || pager.stack.testController.settleOwed
            || pager.bar.testController.tickID != 0 || pager.bar.testController.drag != nil
        guard !moving else { return nil }
        settledChecks += 1
        guard pager.stack.position == Double(selected), pager.stack.currentPage == selected else {
            return "settled on page \(pager.stack.position) (current \(String(describing: pager.stack.currentPage))), "
                + "selected \(selected)"
        }
        guard pager.bar.position == Double(selected) else {
            return "settled indicator at \(pager.bar.position), selected \(selected)"
        }
        return nil
    }
}
