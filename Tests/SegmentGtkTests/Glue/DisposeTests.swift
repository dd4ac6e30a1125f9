import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// GObject may run `dispose` more than once (`g_object_run_dispose`, language bindings, a last unref after an
/// explicit dispose); every SegmentKit widget must let go of its children exactly once and log nothing.
final class DisposeTests: GtkTestCase, @unchecked Sendable {
    /// Disposes `widget` twice, as `g_object_run_dispose` may; GLib's log counter catches any critical.
    @MainActor
    private func disposeTwice(_ widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_run_dispose(gcast(widget))
        g_object_run_dispose(gcast(widget))
    }

    func testDisposingABarTwiceLogsNothingAndFinalizes() {
        onMain {
            var probe: FinalizationProbe?
            do {
                let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
                probe = FinalizationProbe(bar.widget.gpointer)
                let window = host(bar.widget, width: 200)
                XCTAssertNotNil(bar.testController.menuRect, "the overflow button is shown, so it has a parent")
                destroy(window)
                disposeTwice(bar.widget)
                XCTAssertNil(gtk_widget_get_first_child(bar.widget), "every child was unparented")
            }
            pump()
            XCTAssertEqual(probe?.isFinalized, true)
        }
    }

    func testDisposingAPagedStackTwiceLogsNothingAndFinalizes() {
        onMain {
            var probes: [FinalizationProbe] = []
            do {
                let stack = PagedStack(pageCount: 3) { gtk_label_new("Page \($0)") }
                probes.append(FinalizationProbe(stack.widget.gpointer))
                let window = host(stack.widget, width: 400, height: 300)
                probes.append(FinalizationProbe(stack.page(at: 0)!.gpointer))
                destroy(window)
                disposeTwice(stack.widget)
                XCTAssertNil(gtk_widget_get_first_child(stack.widget))
            }
            pump()
            XCTAssertEqual(probes.map(\.isFinalized), [true, true])
        }
    }

    func testDisposingAPagerTwiceLogsNothingAndFinalizes() {
        onMain {
            var probes: [FinalizationProbe] = []
            do {
                let pager = SegmentedPager(items: fourItems, style: .capsule) { gtk_label_new("Page \($0)") }
                probes.append(FinalizationProbe(pager.widget.gpointer))
                probes.append(FinalizationProbe(pager.bar.widget.gpointer))
                probes.append(FinalizationProbe(pager.stack.widget.gpointer))
                let window = host(pager.widget, width: 400, height: 300)
                destroy(window)
                disposeTwice(pager.widget)
                XCTAssertNil(gtk_widget_get_first_child(pager.widget))
            }
            pump()
            XCTAssertEqual(probes.map(\.isFinalized), [true, true, true])
        }
    }
}
