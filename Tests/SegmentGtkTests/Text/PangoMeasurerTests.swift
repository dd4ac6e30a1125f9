import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Text in another size than the title's (the scrollable preset's selected title, a count badge): laid out at
/// the title's size in one shared font, drawn scaled, measured as drawn, and looking as in its own font.
final class PangoMeasurerTests: GtkTestCase, @unchecked Sendable {
    /// A scrollable bar whose first segment has a count badge, hosted at 360 × 44.
    @MainActor
    private func scrollableBar(_ first: SegmentItem = SegmentItem("News", badge: .count(5))) -> (
        SegmentBar, UnsafeMutablePointer<GtkWidget>
    ) {
        setAnimations(false)
        let bar = SegmentBar(items: [first, SegmentItem("Sport"), SegmentItem("Weather")], style: .scrollable)
        return (bar, host(bar.widget, width: 360, height: 44))
    }

    func testSelectedTitlesAndBadgesAreLaidOutInOneFontAtTheTitlesSize() {
        onMain {
            let (bar, window) = scrollableBar()
            defer { destroy(window) }
            let controller = bar.testController
            let style = controller.style
            let title = controller.measurer.makeLayout(for: style.titleFont, markup: false)
            let selected = controller.measurer.makeLayout(for: style.selectedTitleFont, markup: false)
            let badge = controller.measurer.makeLayout(for: style.badge.font, markup: false)
            defer { for made in [title, selected, badge] { unref(made.layout) } }

            XCTAssertEqual(title.scale, 1)
            XCTAssertEqual(selected.scale, style.selectedTitleFont.size / style.titleFont.size, accuracy: 1e-9)
            XCTAssertGreaterThan(selected.scale, 1.2, "the preset's selected title is 127 %")
            XCTAssertEqual(badge.scale, style.badge.font.size / style.titleFont.size, accuracy: 1e-9)
            XCTAssertLessThan(badge.scale, 1, "a badge is smaller than a title")
            let titleFont = pango_layout_get_font_description(title.layout)
            let selectedFont = pango_layout_get_font_description(selected.layout)
            let badgeFont = pango_layout_get_font_description(badge.layout)
            XCTAssertEqual(pango_font_description_get_size(selectedFont), pango_font_description_get_size(titleFont))
            XCTAssertEqual(pango_font_description_get_weight(selectedFont), PANGO_WEIGHT_BOLD)
            XCTAssertNotEqual(
                pango_font_description_equal(selectedFont, badgeFont), 0,
                "both bold at the title's size: one description, so one Pango font")
            // Drawn scaled, the text keeps Pango's exact advances; the title keeps GTK's rounding, as a GtkLabel.
            XCTAssertEqual(pango_context_get_round_glyph_positions(pango_layout_get_context(selected.layout)), 0)
            XCTAssertNotEqual(pango_context_get_round_glyph_positions(pango_layout_get_context(title.layout)), 0)
        }
    }

    func testMarkupIsLaidOutInItsOwnFont() {
        onMain {
            let (bar, window) = scrollableBar()
            defer { destroy(window) }
            let controller = bar.testController
            let selected = controller.measurer.makeLayout(for: controller.style.selectedTitleFont, markup: true)
            defer { unref(selected.layout) }
            XCTAssertEqual(selected.scale, 1, "a span's absolute size must not be scaled")
            let own = controller.measurer.description(for: controller.style.selectedTitleFont)
            defer { pango_font_description_free(own) }
            XCTAssertNotEqual(pango_font_description_equal(pango_layout_get_font_description(selected.layout), own), 0)
        }
    }

    func testScaledTextIsMeasuredAsItIsDrawn() {
        onMain {
            let (bar, window) = scrollableBar()
            defer { destroy(window) }
            let controller = bar.testController
            let font = controller.style.selectedTitleFont
            let measured = controller.measurer.measure("News", font: font)
            let drawn = controller.texts.layout(
                "News", font: font, maxWidth: .greatestFiniteMagnitude, measurer: controller.measurer)
            XCTAssertEqual(drawn.size.width, measured.width, accuracy: 1e-6)
            XCTAssertEqual(drawn.size.height, measured.height, accuracy: 1e-6)
            // The core lays the selected title out at that width.
            XCTAssertEqual(bar.layout!.metrics[0].selectedTitleWidth, measured.width, accuracy: 0.01)
            let badge = controller.measurer.measure("5", font: controller.style.badge.font)
            let title = controller.measurer.measure("5", font: controller.style.titleFont)
            let ratio = controller.style.badge.font.size / controller.style.titleFont.size
            XCTAssertEqual(badge.height / title.height, ratio, accuracy: 0.01, "a badge is as tall as its font")
        }
    }

    /// Ink of segment 0's title in `bar`, selected, in view points.
    @MainActor
    private func selectedTitleInk(_ bar: SegmentBar, in window: UnsafeMutablePointer<GtkWidget>) throws -> Ink {
        gtk_widget_queue_draw(window)
        gtk_test_widget_wait_for_draw(window)
        let layout = bar.layout!
        var area = layout.viewRect(layout.itemFrame(0, at: 0), scrollOffset: bar.scrollOffset)
        let title = layout.contentRects(0, at: 0).title
        area.y = title.y - 2
        area.height = title.height + 4
        return try Ink.measure(bar, in: area)
    }

    func testATitleDrawnScaledLooksAsInItsOwnFont() throws {
        try onMain {
            // Markup is laid out in its own font, so the same text as markup is the reference.
            let (scaled, first) = scrollableBar(SegmentItem("Weekly"))
            defer { destroy(first) }
            let (own, second) = scrollableBar(SegmentItem(markup: "Weekly"))
            defer { destroy(second) }
            let a = try selectedTitleInk(scaled, in: first)
            let b = try selectedTitleInk(own, in: second)
            XCTAssertGreaterThan(b.width, 40, "the title was found: \(b)")
            XCTAssertEqual(a.height, b.height, "as tall: \(a) against \(b)")
            XCTAssertLessThanOrEqual(abs(a.width - b.width), 2, "as wide, to GTK's rounding: \(a) against \(b)")
            XCTAssertLessThanOrEqual(abs(a.count - b.count), b.count / 10, "as much ink: \(a) against \(b)")
        }
    }
}
