import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// What a vertical bar draws: its indicator line on the trailing side (the leading side in right-to-left), and
/// titles between the edge fades of an overflowing bar.
final class SegmentBarVerticalRenderingTests: GtkTestCase, @unchecked Sendable {
    /// Whether `rgb` is within 8 of `color` on every channel.
    private func matches(_ rgb: (r: Int, g: Int, b: Int), _ color: GdkRGBA) -> Bool {
        abs(rgb.r - Int(color.red * 255)) <= 8 && abs(rgb.g - Int(color.green * 255)) <= 8
            && abs(rgb.b - Int(color.blue * 255)) <= 8
    }

    func testTheIndicatorLineHugsTheTrailingSideOfTheSelectedRow() throws {
        try onMain {
            setAnimations(false)
            for rtl in [false, true] {
                let bar = SegmentBar(items: fourItems, style: .cursor)
                bar.orientation = .vertical
                if rtl { gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL) }
                let window = host(bar.widget, width: 160, height: 240)
                try bar.select(2)
                let color = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
                let pixel = try render(window, bar)
                let layout = bar.layout!
                let line = layout.viewRect(layout.indicatorRect(at: 2)!, scrollOffset: 0)
                XCTAssertEqual(line.midX < 80, rtl, "trailing side: right in left-to-right, left in right-to-left")
                XCTAssertLessThan(line.width, line.height, "a vertical line")
                XCTAssertTrue(
                    matches(pixel.rgb(line.midX, line.midY), color), "indicator colour beside row 2")
                let row0 = layout.viewRect(layout.itemFrame(0, at: 2), scrollOffset: 0)
                XCTAssertFalse(matches(pixel.rgb(line.midX, row0.midY), color), "none beside row 0")
                destroy(window)
            }
        }
    }

    /// A vertical capsule rounds its track's corners as its pill's, not its ends into half-circles: GTK clips
    /// the content to that outline, and in a bar wider or taller than its titles the first and last pills and
    /// titles were cut by it ("nbox" for "Inbox").
    func testAVerticalCapsuleShowsItsFirstAndLastPillWhole() throws {
        try onMain {
            setAnimations(false)
            for selected in [0, 3] {
                let bar = SegmentBar(items: fourItems, style: .capsule)
                bar.orientation = .vertical
                let window = host(bar.widget, width: 250, height: 200)
                try bar.select(selected)
                let color = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
                let pixel = try render(window, bar)
                let layout = bar.layout!
                let pill = layout.viewRect(layout.indicatorRect(at: Double(selected))!, scrollOffset: 0)
                let radius = layout.indicatorCornerRadius(for: pill)
                for x in [pill.x + radius, pill.midX, pill.maxX - radius] {
                    XCTAssertTrue(
                        matches(pixel.rgb(x, pill.midY), color),
                        "row \(selected)'s pill at x \(x) of \(pill.x)...\(pill.maxX): \(pixel.rgb(x, pill.midY))")
                }
                destroy(window)
            }
        }
    }

    func testTitlesShowBetweenTheFadesOfAnOverflowingVerticalBar() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<20).map { SegmentItem("WWWW \($0)") }, style: .scrollable)
            bar.orientation = .vertical
            let window = host(bar.widget, width: 160, height: 240)
            let menu = try XCTUnwrap(bar.testController.menuRect, "twenty rows overflow 240 points")
            let pixel = try render(window, bar)
            let edge = bar.testController.appearance.colors.edge
            let layout = bar.layout!
            // The lowest title clear of the bottom fade (which is solid only under the button): some of its
            // pixels are text, not the edge colour.
            let clear = menu.y - bar.testController.appearance.metrics.fadeWidth
            let titles = (0..<20).map {
                layout.viewRect(layout.contentRects($0, at: 0).title, scrollOffset: bar.scrollOffset)
            }
            let title = try XCTUnwrap(titles.last { $0.maxY < clear })
            XCTAssertGreaterThan(title.y, 240 / 2, "a title in the lower half of the bar")
            var inked = 0
            for x in stride(from: title.x, to: title.maxX, by: 1) {
                for y in stride(from: title.y, to: title.maxY, by: 1) where !matches(pixel.rgb(x, y), edge) {
                    inked += 1
                }
            }
            XCTAssertGreaterThan(inked, 20, "the title is drawn, not covered by the fade under the overflow button")
            // Under the button, away from its arrow, only the edge colour shows.
            XCTAssertTrue(matches(pixel.rgb(menu.x + 4, menu.midY), edge))
        }
    }
}
