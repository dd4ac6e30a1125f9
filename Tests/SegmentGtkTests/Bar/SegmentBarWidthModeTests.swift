import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Fixed-width and N-per-view segments in a live bar, through the Swift API and the GObject properties.
final class SegmentBarWidthModeTests: GtkTestCase, @unchecked Sendable {
    private let twelve = (1...12).map { SegmentItem("Topic \($0)") }

    /// Sets property `name` of `bar` through GObject, to a value of `type` that `fill` writes.
    @MainActor
    private func set(_ bar: SegmentBar, _ name: String, _ type: GType, _ fill: (UnsafeMutablePointer<GValue>) -> Void) {
        var gvalue = GValue()
        g_value_init(&gvalue, type)
        fill(&gvalue)
        g_object_set_property(gcast(bar.widget), name, &gvalue)
        g_value_unset(&gvalue)
    }

    @MainActor
    private func setDouble(_ bar: SegmentBar, _ name: String, _ value: Double) {
        set(bar, name, cgtk_type_double()) { g_value_set_double($0, value) }
    }

    @MainActor
    private func setUInt(_ bar: SegmentBar, _ name: String, _ value: guint) {
        set(bar, name, cgtk_type_uint()) { g_value_set_uint($0, value) }
    }

    @MainActor
    private func setString(_ bar: SegmentBar, _ name: String, _ value: String) {
        set(bar, name, cgtk_type_string()) { g_value_set_string($0, value) }
    }

    /// Waits for the bar's next allocation, so its layout is the new one.
    @MainActor
    private func settle(_ bar: SegmentBar) {
        gtk_test_widget_wait_for_draw(gtk_widget_get_root(bar.widget).map { gcast($0) } ?? bar.widget)
        pump()
    }

    /// An equal bar's minimum width is an ellipsis per segment beside its icons and badges, so GTK never gives it
    /// less and its segments never run into each other; a bar that scrolls asks for little.
    func testAnEqualBarIsNeverNarrowerThanAnEllipsisPerSegment() {
        onMain {
            @MainActor func minimum(_ bar: SegmentBar) -> Int32 {
                var least: Int32 = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, &least, nil, nil, nil)
                return least
            }
            let four = SegmentBar(items: Array(twelve.prefix(4)), style: .underline)
            let twenty = SegmentBar(items: (1...20).map { SegmentItem("Topic \($0)") }, style: .underline)
            var badged = (1...20).map { SegmentItem("Topic \($0)") }
            for index in badged.indices { badged[index].badge = .count(42) }
            let withBadges = SegmentBar(items: badged, style: .capsule)
            let scrolling = SegmentBar(items: (1...20).map { SegmentItem("Topic \($0)") }, style: .scrollable)
            // Measured outside a window: a hosted bar has a size request, which GTK's minimum would include.
            XCTAssertGreaterThan(minimum(twenty), 4 * minimum(four), "five times the segments")
            XCTAssertGreaterThan(minimum(twenty), 20 * 14, "an ellipsis and a gap each")
            XCTAssertGreaterThan(minimum(withBadges), minimum(twenty) + 20 * 10, "and every badge whole")
            XCTAssertLessThan(minimum(scrolling), 64, "a bar that scrolls: 48 and its CSS padding")
            let thousands = SegmentBar(items: (1...2_000).map { SegmentItem("Topic \($0)") }, style: .underline)
            XCTAssertLessThanOrEqual(minimum(thousands), 8_200, "thousands never ask for more than a wide screen")
            // Given its minimum, no title of the twenty runs into its neighbour.
            let window = host(twenty.widget, width: minimum(twenty))
            let layout = try? XCTUnwrap(twenty.layout)
            for index in 0..<20 {
                guard let rects = layout?.contentRects(index, at: 0) else { break }
                XCTAssertLessThanOrEqual(rects.title.maxX, rects.frame.maxX + 0.01, "title \(index)")
                XCTAssertGreaterThan(rects.title.width, 4, "title \(index) shows at least an ellipsis")
            }
            destroy(window)
        }
    }

    func testFourPerViewFillsTheBarWithFourSegmentsAndScrollsTheRest() {
        onMain {
            let bar = SegmentBar(items: twelve, style: .scrollable)
            bar.showsOverflowMenu = false
            host(bar.widget, width: 400, height: 44)
            setUInt(bar, "segments-per-view", 4)
            settle(bar)
            XCTAssertEqual(bar.widthMode, .perView(4))
            let layout = bar.layout!
            // The scrollable preset's CSS pads the bar by 5 pt at each end and spaces nothing: 390 / 4.
            XCTAssertEqual(layout.viewWidth, 390)
            XCTAssertEqual(layout.style.contentInsets.horizontal + layout.style.spacing, 0)
            XCTAssertEqual(layout.itemFrame(0, at: 0).width, 97.5, accuracy: 0.01)
            XCTAssertEqual(layout.itemFrame(3, at: 0).maxX, 390, accuracy: 0.01)
            XCTAssertTrue(layout.isScrollable(at: 0))
            XCTAssertEqual(layout.visibleRange(scrollOffset: 0, at: 0), 0..<4)
            // Selecting the last segment scrolls it into view, four to a screen.
            try? bar.select(11, animated: false)
            settle(bar)
            XCTAssertEqual(bar.scrollOffset, 12 * 97.5 - 390, accuracy: 0.01)
        }
    }

    func testFixedWidthThroughThePropertyAndBackToFitted() {
        onMain {
            let bar = SegmentBar(items: twelve, style: .scrollable)
            host(bar.widget, width: 400, height: 44)
            var notified = 0
            GtkSignals.notify("segment-width").connect(bar.widget) { notified += 1 }
            setDouble(bar, "segment-width", 90)
            setDouble(bar, "segment-width", 90)
            settle(bar)
            XCTAssertEqual(bar.widthMode, .fixed(90))
            XCTAssertEqual(notified, 1, "notified once, for the change only")
            let layout = bar.layout!
            for index in [0, 5, 11] { XCTAssertEqual(layout.itemFrame(index, at: 0).width, 90, accuracy: 0.01) }
            // "Topic 12" is far narrower than 90 pt, so it is not ellipsized: its title keeps its measured width.
            XCTAssertEqual(layout.contentRects(11, at: 0).title.width, layout.metrics[11].titleWidth, accuracy: 0.01)
            setDouble(bar, "segment-width", 0)
            XCTAssertEqual(bar.widthMode, .fitted(fillWhenNarrower: false))
            XCTAssertEqual(notified, 2)
            // Out-of-range values are GLib's to refuse (the spec's range), with its own warning.
            expectLogged(1) { setDouble(bar, "segment-width", -5) }
            XCTAssertEqual(bar.widthMode, .fitted(fillWhenNarrower: false))
        }
    }

    func testALongTitleIsEllipsizedInsideItsFixedSegment() {
        onMain {
            let items = [SegmentItem("A very long title that cannot fit"), SegmentItem("Short")]
            var style = SegmentStyle.underline
            style.widthMode = .fixed(80)
            let bar = SegmentBar(items: items, style: style)
            host(bar.widget, width: 400, height: 44)
            let layout = bar.layout!
            let frame = layout.itemFrame(0, at: 0)
            let title = layout.contentRects(0, at: 0).title
            XCTAssertEqual(frame.width, 80, accuracy: 0.01)
            XCTAssertGreaterThanOrEqual(title.x, frame.x)
            XCTAssertLessThanOrEqual(title.maxX, frame.maxX)
            XCTAssertEqual(layout.titleWidthLimit(0), title.width, accuracy: 0.01)
        }
    }
}

extension SegmentBarWidthModeTests {
    @MainActor
    private func styleName(_ bar: SegmentBar) -> String {
        var gvalue = GValue()
        g_value_init(&gvalue, cgtk_type_string())
        g_object_get_property(gcast(bar.widget), "style-name", &gvalue)
        defer { g_value_unset(&gvalue) }
        return g_value_get_string(&gvalue).map { String(cString: $0) } ?? ""
    }

    /// A fixed width or count set to 0 hands the segments back to the preset's own sharing (the underline's equal
    /// widths), which its name then reads again; `custom`, read meanwhile, can be written back.
    func testEndingAFixedWidthRestoresThePresetsWidths() {
        onMain {
            for preset in ["underline", "capsule", "icons", "cursor", "scrollable"] {
                let style = SegmentStyle.preset(named: preset)!
                let bar = SegmentBar(items: Array(twelve.prefix(4)), style: style)
                host(bar.widget, width: 400, height: 44)
                setDouble(bar, "segment-width", 80)
                XCTAssertEqual(bar.widthMode, .fixed(80))
                XCTAssertEqual(styleName(bar), "custom")
                expectLogged(0) { setString(bar, "style-name", "custom") }
                XCTAssertEqual(bar.widthMode, .fixed(80), "custom keeps the style")
                setDouble(bar, "segment-width", 0)
                XCTAssertEqual(bar.widthMode, style.widthMode, preset)
                XCTAssertEqual(styleName(bar), preset)
                setUInt(bar, "segments-per-view", 3)
                setDouble(bar, "segment-width", 60)  // from one fixed mode to the other
                setUInt(bar, "segments-per-view", 3)
                setUInt(bar, "segments-per-view", 0)
                XCTAssertEqual(bar.widthMode, style.widthMode, "\(preset): still the preset's, not the 60 pt")
                XCTAssertEqual(styleName(bar), preset)
            }
        }
    }
}

extension SegmentBarWidthModeTests {
    func testAPresetGivenAnotherWidthModeKeepsItsLook() {
        onMain {
            let bar = SegmentBar(items: twelve, style: .scrollable)
            host(bar.widget, width: 400, height: 44)
            let selectedFont = bar.testController.style.selectedTitleFont
            bar.widthMode = .perView(4)
            XCTAssertEqual(gtk_widget_has_css_class(bar.widget, "scrollable"), 1)
            XCTAssertEqual(bar.testController.style.selectedTitleFont, selectedFont, "still the larger bold title")
            XCTAssertEqual(SegmentStyle.familyName(of: bar.style), "scrollable")
            XCTAssertNil(SegmentStyle.presetName(of: bar.style), "style-name reads custom")
        }
    }
}

extension SegmentBarWidthModeTests {
    func testFourPerViewLeavesRoomForTheOverflowButton() {
        onMain {
            var style = SegmentStyle.scrollable
            style.widthMode = .perView(4)
            let bar = SegmentBar(items: twelve, style: style)
            host(bar.widget, width: 724, height: 44)
            // Until the button is made (after the first frame) the bar reserves what the last one measured, 32 pt
            // in a process that made none.
            _ = shownOverflowButton(bar)
            let layout = bar.layout!
            let button = bar.testController.overflow.width
            XCTAssertGreaterThan(button, 0)
            // Four segments and the button share the bar.
            XCTAssertEqual(layout.itemFrame(0, at: 0).width * 4 + button, layout.viewWidth, accuracy: 0.01)
            XCTAssertEqual(layout.visibleRange(scrollOffset: 0, at: 0), 0..<5, "the fifth starts under the button")
        }
    }
}
