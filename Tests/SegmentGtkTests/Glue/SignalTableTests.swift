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
            XCTAssertEqual(entries.count, 33)
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
                XCTAssertEqual(parameters, entry.argumentTypes, "argument types of \(entry.name)")
                XCTAssertEqual(
                    g_type_fundamental(query.return_type & ~staticScope), entry.returnType,
                    "return type of \(entry.name)")
            }
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
