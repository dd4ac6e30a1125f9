import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Checks every entry of the signal tables against what GLib says of the signal, so a handler shape that
/// disagrees with GTK's C signature (the `cancel` crash) fails here instead of crashing at run time.
final class SignalTableTests: GtkTestCase, @unchecked Sendable {
    /// `G_SIGNAL_TYPE_STATIC_SCOPE` (a macro): a flag bit GLib sets on parameter types, not part of the type.
    private let staticScope = GType(1)

    func testEveryTableEntryMatchesTheSignalsCSignature() {
        onMain {
            let entries = GtkSignals.all + SegmentSignals.all
            XCTAssertEqual(entries.count, 55)
            for entry in entries {
                let type = entry.owner()
                let klass = g_type_class_ref(type)
                defer { g_type_class_unref(klass) }
                let name = String(entry.name.split(separator: ":").first ?? "")
                let id = g_signal_lookup(name, type)
                XCTAssertNotEqual(id, 0, "\(entry.name) is not a signal of \(String(cString: g_type_name(type)))")
                guard id != 0 else { continue }
                var query = GSignalQuery()
                g_signal_query(id, &query)
                let parameters = (0..<Int(query.n_params)).map {
                    g_type_fundamental(query.param_types[$0] & ~staticScope)
                }
                XCTAssertEqual(
                    parameters, entry.argumentTypes.map(g_type_fundamental), "argument types of \(entry.name)")
                XCTAssertEqual(
                    g_type_fundamental(query.return_type & ~staticScope), entry.returnType,
                    "return type of \(entry.name)")
            }
        }
    }

    func testEverySegmentKitSignalHasAClassHandlerInItsOwnSlot() {
        onMain {
            for entry in SegmentSignals.all {
                let type = entry.owner()
                let klass = g_type_class_ref(type)!
                defer { g_type_class_unref(klass) }
                guard let slot = entry.classSlot, let registration = WidgetType.registration(of: type) else {
                    XCTFail("\(entry.name) has no class slot")
                    continue
                }
                XCTAssertLessThan(slot, registration.classSlots, entry.name)
                let handler = (klass + registration.classSlotOffset(slot)).load(as: gpointer?.self)
                XCTAssertNotNil(handler, "\(entry.name) has a class handler to chain up to")
                var query = GTypeQuery()
                g_type_query(type, &query)
                XCTAssertEqual(
                    Int(query.class_size), registration.classSlotOffset(0) + registration.classSlots * 8,
                    "the class struct is the parent's plus the slots include/segmentkit.h declares")
            }
            XCTAssertEqual(SegmentSignals.all.compactMap(\.classSlot).count, SegmentSignals.all.count)
        }
    }

    /// Emissions the subclass's class handler saw; the handler is a C function and cannot capture.
    @MainActor static var overridden: [UInt32] = []

    func testASubclassOverridingTheClassHandlerRunsAfterConnectedHandlers() {
        onMain {
            var info = GTypeInfo()
            var query = GTypeQuery()
            g_type_query(SegmentBar.gtype, &query)
            info.class_size = guint16(query.class_size)
            info.instance_size = guint16(query.instance_size)
            info.class_init = { klass, _ in
                nonisolated(unsafe) let klass = klass!
                MainActor.assumeIsolated {
                    let offset = WidgetType.registration(of: SegmentBar.gtype)!.classSlotOffset(0)
                    let handler: @convention(c) (gpointer?, guint) -> Void = { _, index in
                        MainActor.assumeIsolated { SignalTableTests.overridden.append(index) }
                    }
                    (klass + offset).storeBytes(of: unsafeBitCast(handler, to: gpointer.self), as: gpointer.self)
                }
            }
            let type =
                g_type_from_name("TestOverridingBar") != 0
                ? g_type_from_name("TestOverridingBar")
                : g_type_register_static(SegmentBar.gtype, "TestOverridingBar", &info, GTypeFlags(0))
            let widget: UnsafeMutablePointer<GtkWidget> = gcast(
                g_object_ref_sink(g_object_new_with_properties(type, 0, nil, nil)))
            defer { g_object_unref(widget) }
            let bar = SegmentBar(wrapping: widget)!
            bar.items = ["A", "B", "C"].map { SegmentItem($0) }
            Self.overridden = []
            var order: [String] = []
            bar.onSelectionChanged { _ in order.append("handler \(Self.overridden.count)") }
            try? bar.select(2, animated: false)
            XCTAssertEqual(Self.overridden, [2], "the subclass's class handler ran once")
            XCTAssertEqual(order, ["handler 0"], "after the connected handler: the signal runs last")
        }
    }

    func testAShapeThatDisagreesWithGLibIsCaught() {
        onMain {
            // The check above must be able to fail: `cancel` read as an argument-less signal does not match.
            let wrong = Signal<NoArguments>("cancel") { gtk_gesture_get_type() }
            let klass = g_type_class_ref(gtk_gesture_get_type())
            defer { g_type_class_unref(klass) }
            var query = GSignalQuery()
            g_signal_query(g_signal_lookup("cancel", gtk_gesture_get_type()), &query)
            XCTAssertNotEqual(Int(query.n_params), wrong.argumentTypes.count)
        }
    }

    func testCallbackBoxesAreReleasedWithTheirWidgets() {
        onMain {
            let before = RetainedBox.liveCount
            do {
                let pager = SegmentedPager(items: ["A", "B", "C"].map { SegmentItem($0) }) { _ in gtk_label_new("page")
                }
                pager.onSelectionChanged { _ in }
                let window = host(pager.widget, width: 300, height: 200)
                XCTAssertGreaterThan(RetainedBox.liveCount, before)
                destroy(window)
            }
            pump()
            XCTAssertEqual(RetainedBox.liveCount, before, "callback boxes still alive after the widgets are gone")
        }
    }
}
