import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// SegmentBar, PagedStack and SegmentedPager are GtkOrientable: `orientation` is horizontal by default, is
/// notified once per change (from GtkOrientable's C API and from Swift) and never for the same value, and
/// reaches assistive technologies.
final class OrientableTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func widgets() -> [(String, UnsafeMutablePointer<GtkWidget>, (LayoutAxis) -> Void)] {
        let bar = SegmentBar(items: fourItems)
        let stack = PagedStack(pageCount: 3) { _ in gtk_label_new("page") }
        let pager = SegmentedPager(items: fourItems) { _ in gtk_label_new("page") }
        return [
            ("SegmentBar", bar.widget, { bar.orientation = $0 }),
            ("PagedStack", stack.widget, { stack.orientation = $0 }),
            ("SegmentedPager", pager.widget, { pager.orientation = $0 }),
        ]
    }

    func testEachTypeIsOrientableAndNotifiesOncePerChange() {
        onMain {
            for (name, widget, setFromSwift) in widgets() {
                let type = widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) {
                    $0.pointee.g_class.pointee.g_type
                }
                XCTAssertNotEqual(g_type_is_a(type, gtk_orientable_get_type()), 0, name)
                let orientable = OpaquePointer(widget)
                XCTAssertEqual(gtk_orientable_get_orientation(orientable), GTK_ORIENTATION_HORIZONTAL, name)
                var notified = 0
                GtkSignals.notify("orientation").connect(widget) { notified += 1 }

                gtk_orientable_set_orientation(orientable, GTK_ORIENTATION_VERTICAL)
                XCTAssertEqual(gtk_orientable_get_orientation(orientable), GTK_ORIENTATION_VERTICAL, name)
                XCTAssertEqual(notified, 1, "\(name): one notification for the change")
                gtk_orientable_set_orientation(orientable, GTK_ORIENTATION_VERTICAL)
                setFromSwift(.vertical)
                XCTAssertEqual(notified, 1, "\(name): none for the same value")
                setFromSwift(.horizontal)
                XCTAssertEqual(gtk_orientable_get_orientation(orientable), GTK_ORIENTATION_HORIZONTAL, name)
                XCTAssertEqual(notified, 2, "\(name): a change from Swift is notified too")
                g_object_ref_sink(gcast(widget))
                g_object_unref(gcast(widget))
            }
        }
    }

    func testAnOrientationOrPlacementGObjectDoesNotKnowIsRefusedWithOneWarning() {
        onMain {
            let pager = SegmentedPager(items: fourItems) { _ in gtk_label_new("page") }
            @MainActor func set(_ name: String, _ type: GType, _ raw: gint) {
                var value = GValue()
                g_value_init(&value, type)
                g_value_set_enum(&value, raw)
                g_object_set_property(gcast(pager.widget), name, &value)
                g_value_unset(&value)
            }
            expectLogged(1) { set("orientation", gtk_orientation_get_type(), 7) }
            XCTAssertEqual(pager.orientation, .horizontal)
            expectLogged(1) { set("placement", EnumTypes.barPlacement, 9) }
            XCTAssertEqual(pager.placement, .top)
            XCTAssertEqual(pager.bar.orientation, .horizontal)
            g_object_ref_sink(gcast(pager.widget))
            g_object_unref(gcast(pager.widget))
        }
    }

    func testAVerticalBarTellsAssistiveTechnologiesAndCSS() {
        onMain {
            let bar = SegmentBar(items: fourItems)
            let accessible = OpaquePointer(bar.widget)
            XCTAssertEqual(gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_ORIENTATION), 0)
            XCTAssertEqual(cssClasses(bar.widget, ["horizontal", "vertical"]), ["horizontal"], "as a GtkBox's")
            bar.orientation = .vertical
            XCTAssertNotEqual(gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_ORIENTATION), 0)
            XCTAssertEqual(cssClasses(bar.widget, ["horizontal", "vertical"]), ["vertical"])
            bar.orientation = .horizontal
            XCTAssertEqual(cssClasses(bar.widget, ["horizontal", "vertical"]), ["horizontal"])
            g_object_ref_sink(gcast(bar.widget))
            g_object_unref(gcast(bar.widget))
        }
    }

    /// Which of `names` `widget` has as style classes.
    @MainActor
    private func cssClasses(_ widget: UnsafeMutablePointer<GtkWidget>, _ names: [String]) -> [String] {
        names.filter { gtk_widget_has_css_class(widget, $0) != 0 }
    }

    /// A pager's `.horizontal` or `.vertical` class is its own `orientation`'s (its pages'), whatever side its bar is
    /// on: its box layout gave it the class of the way the bar and pages are stacked (`.vertical` for a pager of
    /// horizontal pages under a bar). The stack's follows it too.
    func testAPagersStyleClassIsItsOwnOrientation() {
        onMain {
            let pager = SegmentedPager(items: fourItems) { _ in gtk_label_new("page") }
            let both = ["horizontal", "vertical"]
            XCTAssertEqual(cssClasses(pager.widget, both), ["horizontal"])
            XCTAssertEqual(cssClasses(pager.stack.widget, both), ["horizontal"])
            pager.placement = .start
            XCTAssertEqual(cssClasses(pager.widget, both), ["horizontal"], "a sidebar leaves it")
            XCTAssertEqual(cssClasses(pager.bar.widget, both), ["vertical"], "the bar's is the bar's")
            pager.orientation = .vertical
            XCTAssertEqual(cssClasses(pager.widget, both), ["vertical"])
            XCTAssertEqual(cssClasses(pager.stack.widget, both), ["vertical"])
            pager.placement = .top
            XCTAssertEqual(cssClasses(pager.widget, both), ["vertical"])
            XCTAssertEqual(cssClasses(pager.bar.widget, both), ["horizontal"])
            g_object_ref_sink(gcast(pager.widget))
            g_object_unref(gcast(pager.widget))
        }
    }

    func testAPagerBarFollowsThePlacementAndThePagesFollowTheOrientation() {
        onMain {
            let pager = SegmentedPager(items: fourItems) { _ in gtk_label_new("page") }
            XCTAssertEqual(pager.bar.orientation, .horizontal)
            for (placement, axis) in [
                (BarPlacement.start, LayoutAxis.vertical), (.end, .vertical), (.bottom, .horizontal),
            ] {
                pager.placement = placement
                XCTAssertEqual(pager.bar.orientation, axis, "\(placement)")
                XCTAssertEqual(pager.stack.orientation, .horizontal, "the placement leaves the pages alone")
            }
            pager.orientation = .vertical
            XCTAssertEqual(pager.stack.orientation, .vertical)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(pager.stack.widget)), GTK_ORIENTATION_VERTICAL)
            var value = GValue()
            g_value_init(&value, EnumTypes.barPlacement)
            g_value_set_enum(&value, 2)
            g_object_set_property(gcast(pager.widget), "placement", &value)
            g_value_unset(&value)
            XCTAssertEqual(pager.placement, .start, "SEGMENT_BAR_PLACEMENT_START from C")
            g_object_ref_sink(gcast(pager.widget))
            g_object_unref(gcast(pager.widget))
        }
    }
}
