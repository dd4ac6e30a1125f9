import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Counts `notify::<name>` for every property a SegmentKit class installed itself (not GtkWidget's).
@MainActor
private final class NotifyLog {
    private(set) var counts: [String: Int] = [:]

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let type = widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) { $0.pointee.g_class.pointee.g_type }
        var count: guint = 0
        let klass = g_type_class_peek(type)
        guard let specs = g_object_class_list_properties(gcast(klass), &count) else { return }
        defer { g_free(specs) }
        for index in 0..<Int(count) {
            guard let spec = specs[index], spec.pointee.owner_type == type else { continue }
            let name = String(cString: spec.pointee.name)
            GtkSignals.notify(name).connect(widget) { [weak self] in self?.counts[name, default: 0] += 1 }
        }
    }

    /// The counts since the last call, then starts again from none.
    func take() -> [String: Int] {
        defer { counts = [:] }
        return counts
    }
}

/// Every GObject property of SegmentBar, PagedStack and SegmentedPager is notified exactly once per change,
/// and never when set to the value it has, whether the change comes from `g_object_set` or the Swift API.
final class InstalledPropertiesTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func set(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ type: GType, _ fill: (inout GValue) -> Void
    ) {
        var value = GValue()
        g_value_init(&value, type)
        fill(&value)
        g_object_set_property(gcast(widget), name, &value)
        g_value_unset(&value)
    }

    func testEveryInstalledPropertyKeepsItsSpec() {
        onMain {
            let expected: [(GType, InstalledProperties)] = [
                (SegmentBar.gtype, SegmentBarType.properties), (PagedStack.gtype, PagedStackType.properties),
                (SegmentedPager.gtype, SegmentedPagerType.properties),
            ]
            for (type, installed) in expected {
                let klass = g_type_class_ref(type)
                defer { g_type_class_unref(klass) }
                var count: guint = 0
                let specs = g_object_class_list_properties(gcast(klass), &count)!
                defer { g_free(specs) }
                let own = (0..<Int(count)).compactMap { specs[$0] }.filter { $0.pointee.owner_type == type }
                // GObject lists an overridden property (GtkOrientable's `orientation`) as the interface's spec.
                XCTAssertEqual(
                    own.count, installed.names.subtracting([.orientation]).count, String(cString: g_type_name(type)))
                let orientable = g_type_default_interface_ref(gtk_orientable_get_type())
                defer { g_type_default_interface_unref(orientable) }
                let orientation = g_object_interface_find_property(orientable, "orientation")
                XCTAssertEqual(installed.spec(.orientation), orientation, "notified by the spec GObject finds for it")
                for spec in own {
                    let name = String(cString: spec.pointee.name)
                    let kept = PropertyName(rawValue: name).flatMap { installed.spec($0) }
                    XCTAssertEqual(kept, spec, "\(name) is notified by its own GParamSpec")
                    guard spec.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue != 0 else { continue }
                    XCTAssertNotEqual(
                        spec.pointee.flags.rawValue & G_PARAM_EXPLICIT_NOTIFY.rawValue, 0,
                        "\(name) is explicit-notify, so GLib adds no notification of its own")
                }
            }
        }
    }

    func testSegmentBarNotifiesOncePerChangeAndNeverForTheSameValue() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: ["A", "B", "C"].map { SegmentItem($0) })
            let log = NotifyLog(bar.widget)

            bar.activationMode = .manual
            XCTAssertEqual(log.take(), ["activation-mode": 1])
            bar.activationMode = .manual
            set(bar.widget, "activation-mode", EnumTypes.activationMode) { g_value_set_enum(&$0, 1) }
            XCTAssertEqual(log.take(), [:])
            set(bar.widget, "activation-mode", EnumTypes.activationMode) { g_value_set_enum(&$0, 0) }
            XCTAssertEqual(log.take(), ["activation-mode": 1])

            bar.animationDuration = 0.5
            XCTAssertEqual(log.take(), ["animation-duration": 1])
            bar.animationDuration = 0.5
            set(bar.widget, "animation-duration", cgtk_type_double()) { g_value_set_double(&$0, 0.5) }
            XCTAssertEqual(log.take(), [:])

            bar.showsOverflowMenu = false
            XCTAssertEqual(log.take(), ["shows-overflow-menu": 1])
            set(bar.widget, "shows-overflow-menu", cgtk_type_boolean()) { g_value_set_boolean(&$0, 0) }
            XCTAssertEqual(log.take(), [:])

            bar.style = .capsule
            XCTAssertEqual(log.take(), ["style-name": 1])
            set(bar.widget, "style-name", cgtk_type_string()) { g_value_set_string(&$0, "capsule") }
            XCTAssertEqual(log.take(), [:])
            set(bar.widget, "style-name", cgtk_type_string()) { g_value_set_string(&$0, "cursor") }
            XCTAssertEqual(log.take(), ["style-name": 1])

            try? bar.select(2, animated: false)
            XCTAssertEqual(log.take(), ["selected": 1, "position": 1])
            try? bar.select(2, animated: false)
            set(bar.widget, "selected", cgtk_type_int()) { g_value_set_int(&$0, 2) }
            XCTAssertEqual(log.take(), [:])
            try? bar.select(1, animated: false, notify: false)
            XCTAssertEqual(log.take(), ["selected": 1, "position": 1], "a silent select still notifies the property")

            try? bar.setPosition(1.5)
            XCTAssertEqual(log.take(), ["position": 1])
            set(bar.widget, "position", cgtk_type_double()) { g_value_set_double(&$0, 1.5) }
            XCTAssertEqual(log.take(), [:])

            try? bar.insert(SegmentItem("D"), at: 3)
            XCTAssertEqual(log.take(), ["titles": 1, "n-items": 1])
            try? bar.replace(at: 3, with: SegmentItem("D", badge: .dot))
            XCTAssertEqual(log.take(), [:], "a badge changes no property")
            try? bar.replace(at: 3, with: SegmentItem("E"))
            XCTAssertEqual(log.take(), ["titles": 1])
            try? bar.select(1, animated: false)
            XCTAssertEqual(log.take(), ["position": 1], "back from 1.5 to the selected segment")
            bar.items = ["A", "B", "C", "E"].map { SegmentItem($0) }
            XCTAssertEqual(log.take(), [:], "the same titles again")
        }
    }

    func testABarScrolledByTheUserNotifiesItsScrollOffset() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            host(bar.widget)
            let log = NotifyLog(bar.widget)
            try? bar.select(20, animated: false)
            pump()
            let counts = log.take()
            XCTAssertEqual(counts["selected"], 1)
            XCTAssertEqual(counts["position"], 1)
            XCTAssertEqual(counts["scroll-offset"], 1, "the bar scrolled to show segment 20")
        }
    }

    func testPagedStackNotifiesOncePerChangeAndNeverForTheSameValue() {
        onMain {
            setAnimations(false)
            let stack = PagedStack(pageCount: 5) { _ in gtk_label_new("page") }
            let log = NotifyLog(stack.widget)

            stack.pageCount = 7
            XCTAssertEqual(log.take(), ["n-pages": 1])
            stack.pageCount = 7
            XCTAssertEqual(log.take(), [:])

            stack.aliveLimit = 3
            XCTAssertEqual(log.take(), ["alive-limit": 1])
            set(stack.widget, "alive-limit", cgtk_type_int()) { g_value_set_int(&$0, 3) }
            XCTAssertEqual(log.take(), [:])

            try? stack.select(3, animated: false)
            XCTAssertEqual(log.take(), ["page": 1, "position": 1, "target-page": 1])
            set(stack.widget, "page", cgtk_type_int()) { g_value_set_int(&$0, 3) }
            try? stack.setPosition(3)
            XCTAssertEqual(log.take(), [:])
        }
    }

    /// `selected` and `page` of -1 mean "none", which only an empty widget is in: there it changes nothing; on a
    /// widget with segments or pages it is an index out of range, refused with one warning in the widget's words.
    func testMinusOneIsRefusedWhereThereIsSomethingToSelect() {
        onMain {
            setAnimations(false)
            @MainActor func setMinusOne(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
                set(widget, name, cgtk_type_int()) { g_value_set_int(&$0, -1) }
            }
            let emptyBar = SegmentBar(items: [])
            let emptyStack = PagedStack(pageCount: 0) { _ in gtk_label_new("page") }
            expectLogged(0) {
                setMinusOne(emptyBar.widget, "selected")
                setMinusOne(emptyStack.widget, "page")
            }
            XCTAssertNil(emptyBar.selectedIndex)
            XCTAssertNil(emptyStack.currentPage)

            let bar = SegmentBar(items: ["A", "B", "C"].map { SegmentItem($0) })
            let pager = SegmentedPager(items: ["A", "B", "C"].map { SegmentItem($0) }) { _ in gtk_label_new("page") }
            let stack = PagedStack(pageCount: 5) { _ in gtk_label_new("page") }
            try? bar.select(1, animated: false)
            try? pager.select(2, animated: false)
            try? stack.select(4, animated: false)
            let logs = (bar: NotifyLog(bar.widget), pager: NotifyLog(pager.widget), stack: NotifyLog(stack.widget))
            let before = GLibLogCounter.current
            expectLogged(3) {
                setMinusOne(bar.widget, "selected")
                setMinusOne(pager.widget, "selected")
                setMinusOne(stack.widget, "page")
            }
            XCTAssertEqual(
                GLibLogCounter.messages(after: before),
                [
                    "SegmentBar: cannot select -1: index -1 is out of range (the bar has 3 items)",
                    "SegmentedPager: cannot select -1: index -1 is out of range (the bar has 3 items)",
                    "PagedStack: cannot select page -1: index -1 is out of range (the stack has 5 pages)",
                ])
            XCTAssertEqual([bar.selectedIndex, pager.selectedIndex, stack.currentPage], [1, 2, 4])
            XCTAssertEqual([logs.bar.take(), logs.pager.take(), logs.stack.take()], [[:], [:], [:]])
        }
    }

    func testAnAnimatedPageChangeNotifiesAnimatingTwiceAndThePageOnce() {
        onMain {
            setAnimations(true)
            let stack = PagedStack(pageCount: 5) { _ in gtk_label_new("page") }
            host(stack.widget, width: 300, height: 200)
            let log = NotifyLog(stack.widget)
            try? stack.select(2, animated: true)
            XCTAssertTrue(stack.isAnimating)
            XCTAssertTrue(pump(until: { !stack.isAnimating }))
            let counts = log.take()
            XCTAssertEqual(counts["animating"], 2, "on when the slide starts, off when it ends")
            XCTAssertEqual(counts["target-page"], 1)
            XCTAssertEqual(counts["page"], 1)
            XCTAssertGreaterThanOrEqual(counts["position"] ?? 0, 2, "one per frame that moved the pages")
            XCTAssertNil(counts["dragging"])
        }
    }

    func testSegmentedPagerNotifiesOncePerChangeAndNeverForTheSameValue() {
        onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: ["A", "B", "C"].map { SegmentItem($0) }) { _ in gtk_label_new("page") }
            let log = NotifyLog(pager.widget)

            pager.placement = .bottom
            XCTAssertEqual(log.take(), ["placement": 1])
            pager.placement = .bottom
            set(pager.widget, "placement", EnumTypes.barPlacement) { g_value_set_enum(&$0, 1) }
            XCTAssertEqual(log.take(), [:])

            pager.reselectBehavior = .nothing
            XCTAssertEqual(log.take(), ["reselect-behavior": 1])
            set(pager.widget, "reselect-behavior", EnumTypes.reselectBehavior) { g_value_set_enum(&$0, 0) }
            XCTAssertEqual(log.take(), [:])

            try? pager.select(2, animated: false)
            XCTAssertEqual(log.take(), ["selected": 1, "position": 1])
            set(pager.widget, "selected", cgtk_type_int()) { g_value_set_int(&$0, 2) }
            XCTAssertEqual(log.take(), [:])

            pager.bar.style = .cursor
            XCTAssertEqual(log.take(), ["style-name": 1])
            set(pager.widget, "style-name", cgtk_type_string()) { g_value_set_string(&$0, "cursor") }
            XCTAssertEqual(log.take(), [:])

            try? pager.insert(SegmentItem("D"), at: 3)
            XCTAssertEqual(log.take(), ["titles": 1, "n-items": 1])
            pager.items = ["A", "B", "C", "D"].map { SegmentItem($0) }
            XCTAssertEqual(log.take(), [:], "the same titles again")
        }
    }
}
