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

    /// A disposed bar and pager that an app still holds (a binding's teardown, `g_object_run_dispose`) take
    /// further calls without a GTK critical: style changes reached freed CSS nodes (seven criticals for a style),
    /// a placement parented the bar to the dead pager again, and an action widget was finalized with the bar.
    func testADisposedBarOrPagerTakesCallsWithoutCriticals() throws {
        try onMain {
            let pager = SegmentedPager(items: fourItems, style: .capsule) { gtk_label_new("Page \($0)") }
            let bar = SegmentBar(items: fourItems, style: .underline)
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(gcast(box), pager.widget)
            gtk_box_append(gcast(box), bar.widget)
            let window = host(box, width: 400, height: 300)
            bar.closeButtonPolicy = .all
            gtk_box_remove(gcast(box), pager.widget)
            gtk_box_remove(gcast(box), bar.widget)
            destroy(window)
            disposeTwice(pager.widget)
            disposeTwice(bar.widget)
            try expectLogged(0) {
                bar.style = .capsule
                var boxed = bar.style
                boxed.indicator.shape = .box
                bar.style = boxed
                bar.widthMode = .fixed(50)
                pager.placement = .start
                pager.bar.style = .scrollable
                try bar.select(2)
            }
            let button = gtk_button_new()!
            g_object_ref_sink(gcast(button))
            expectLogged(1) { bar.startActionWidget = button }
            XCTAssertNil(gtk_widget_get_parent(button), "not taken by the disposed bar")
            g_object_unref(gcast(button))
            XCTAssertEqual(bar.selectedIndex, 2, "its state still reads")
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
