import CGtk
import Foundation
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Markup titles, per-segment colours, tooltips and the triangle, CSS and custom indicators, as drawn.
final class RichSegmentTests: GtkTestCase, @unchecked Sendable {
    /// Segment `index`'s frame in view coordinates.
    @MainActor
    private func frame(_ bar: SegmentBar, _ index: Int) -> SegmentRect {
        let layout = bar.layout!
        return layout.viewRect(layout.itemFrame(index, at: bar.position), scrollOffset: bar.scrollOffset)
    }

    // MARK: Markup

    func testMarkupTitlesAreMeasuredAsDrawnNotAsTheirSource() {
        onMain {
            let bar = SegmentBar(
                items: [
                    SegmentItem("Inbox"), SegmentItem(markup: "<b>Inbox</b>"), SegmentItem("<b>Inbox</b>"),
                    SegmentItem("Inbox 12"), SegmentItem(markup: "Inbox <small>12</small>"),
                ], style: .underline)
            host(bar.widget, width: 700)
            let metrics = bar.layout!.metrics
            XCTAssertGreaterThan(metrics[1].titleWidth, metrics[0].titleWidth, "bold is wider than regular")
            XCTAssertLessThan(metrics[1].titleWidth, metrics[2].titleWidth, "the tags are not drawn")
            XCTAssertLessThan(metrics[4].titleWidth, metrics[3].titleWidth, "<small> makes the count smaller")
            // The width is Pango's for the markup, exactly: measure it independently.
            let layout = gtk_widget_create_pango_layout(bar.widget, nil)!
            defer { unref(layout) }
            let description = bar.testController.measurer.description(for: bar.testController.style.titleFont)
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            pango_layout_set_markup(layout, "Inbox <small>12</small>", -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            XCTAssertEqual(metrics[4].titleWidth, Double(logical.width) / Double(PANGO_SCALE), accuracy: 0.001)
        }
    }

    /// Bars over 256 segments estimate plain titles; markup is measured exactly there too, and the result is the
    /// same as in a short bar.
    func testALongBarMeasuresMarkupExactlyAsAShortOne() {
        onMain {
            var items = (0..<1_000).map { SegmentItem("Segment \($0)") }
            items[999] = SegmentItem(markup: "<b>Last</b> <small>99</small>")
            let long = SegmentBar(items: items, style: .scrollable)
            host(long.widget, width: 600)
            let short = SegmentBar(items: [items[999]], style: .scrollable)
            host(short.widget, width: 600)
            let far = long.layout!.metrics[999]
            XCTAssertFalse(far.isEstimated, "markup is never estimated")
            XCTAssertTrue(long.layout!.metrics[998].isEstimated, "plain titles off screen still are")
            XCTAssertEqual(far, short.layout!.metrics[0])
        }
    }

    /// Markup that asks for a font cairo cannot make (50,000 pt, a size of 2^31 units, `<big>` nested 40 deep) is
    /// shown as plain text with one warning, as markup that does not parse: drawn, it logged Pango warnings, then
    /// a GSK critical on every frame, and left the process unable to draw any text. A CSS font of 100,000 pt is
    /// drawn at 500 pt, the most the core measures, without a warning; a warning quotes at most 120 characters.
    func testFontsTooLargeToDrawAreRefusedOrClamped() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: [SegmentItem("Alpha"), SegmentItem("Beta")], style: .underline)
            let window = host(bar.widget, width: 400)
            let deep = String(repeating: "<big>", count: 40) + "x" + String(repeating: "</big>", count: 40)
            for markup in [
                "<span font_size=\"50000pt\">x</span>", "<span size=\"2147483647\">x</span>",
                "<span font=\"Sans 100000\">x</span>", deep,
            ] {
                try expectLogged(1) { try bar.replace(at: 1, with: SegmentItem(markup: markup)) }
                try expectLogged(0) { _ = try render(window, bar) }
                XCTAssertLessThan(try XCTUnwrap(bar.layout).metrics[1].titleWidth, 2_000, markup)
            }
            try expectLogged(0) {
                try bar.replace(at: 1, with: SegmentItem(markup: "<span font_size=\"400pt\">x</span>"))
                _ = try render(window, bar)
            }
            XCTAssertGreaterThan(try XCTUnwrap(bar.layout).metrics[1].titleHeight, 300, "400 pt is drawn as asked")
            try bar.replace(at: 1, with: SegmentItem("Beta"))
            try withAppCSS("segmentbar > segment { font-size: 100000pt; }") {
                try expectLogged(0) { _ = try render(window, bar) }
                XCTAssertEqual(bar.testController.appearance.metrics.titleFont.spec.size, 500)
            }
            let long = "<b>" + String(repeating: "x", count: 10_000)
            let before = GLibLogCounter.current
            try expectLogged(1) { try bar.replace(at: 1, with: SegmentItem(markup: long)) }
            let message = try XCTUnwrap(GLibLogCounter.messages(after: before).first)
            XCTAssertLessThan(message.count, 300, "the title is quoted in part")
        }
    }

    func testInvalidMarkupWarnsOnceAndShowsAsPlainText() throws {
        try onMain {
            setAnimations(false)
            let broken = SegmentItem(markup: "<b>Unclosed & bad")
            var bar: SegmentBar?
            expectLogged(1) { bar = SegmentBar(items: [broken, SegmentItem("Plain")], style: .underline) }
            let shown = try XCTUnwrap(bar)
            expectLogged(0) {
                let window = host(shown.widget, width: 400)
                _ = try? render(window, shown)
                try? shown.select(1)
                pump()
            }
            let plain = SegmentBar(items: [SegmentItem("<b>Unclosed & bad"), SegmentItem("Plain")], style: .underline)
            host(plain.widget, width: 400)
            XCTAssertEqual(
                shown.layout!.metrics[0].titleWidth, plain.layout!.metrics[0].titleWidth,
                "measured as the plain text it is shown as")
            XCTAssertNil(accessibleLabelMismatch(shown.testController.tabs.widget(for: 0)!, "<b>Unclosed & bad"))
            expectLogged(1) { try? shown.replace(at: 1, with: SegmentItem(markup: "<i>also bad</b>")) }
            // Edits that keep the title do not warn again (a badge updated every minute would log every minute).
            expectLogged(0) {
                try? shown.setBadge(.count(3), at: 1)
                try? shown.setLoading(true, at: 1)
                var item = shown.items[1]
                item.tooltip = "Still bad"
                try? shown.replace(at: 1, with: item)
            }
            expectLogged(1) { try? shown.replace(at: 1, with: SegmentItem(markup: "<i>bad again")) }
        }
    }

    func testAMarkupTitleIsAnnouncedWithoutItsTags() {
        onMain {
            let bar = SegmentBar(items: [SegmentItem(markup: "<b>Inbox</b> <small>12</small>")], style: .underline)
            host(bar.widget)
            XCTAssertNil(accessibleLabelMismatch(bar.testController.tabs.widget(for: 0)!, "Inbox 12"))
        }
    }

    /// The acceptance check: a markup title with a colour span renders in that colour.
    func testAColourSpanRendersInItsColour() throws {
        try onMain {
            setAnimations(false)
            // GTK draws a span's colour with the opacity of the title's CSS colour (as in a GtkLabel), so the span
            // is told by its hue: clearly green, where the same text without markup is grey.
            let green: ((r: Int, g: Int, b: Int)) -> Bool = { $0.g - $0.r > 100 && $0.g - $0.b > 100 }
            let bar = SegmentBar(
                items: [
                    SegmentItem("Plain"),
                    SegmentItem(markup: "<span foreground=\"#00c800\" size=\"x-large\">██ Go ██</span>"),
                    SegmentItem("██ Go ██"),
                ], style: .underline)
            let window = host(bar.widget, width: 600, height: 60)
            let pixels = try render(window, bar)
            XCTAssertGreaterThan(pixels.count(in: frame(bar, 1), where: green), 300, "the span is green")
            XCTAssertEqual(pixels.count(in: frame(bar, 2), where: green), 0, "the same text without markup is not")
            XCTAssertEqual(pixels.count(in: frame(bar, 0), where: green), 0)
        }
    }

    // MARK: Colours

    func testASegmentsOwnTitleAndIndicatorColoursReplaceCSS() throws {
        try onMain {
            setAnimations(false)
            var items = ["██", "██", "██"].map { SegmentItem($0) }
            items[1].colors = SegmentColors(
                title: SegmentColor(red: 0, green: 0, blue: 1), selectedTitle: SegmentColor(red: 1, green: 0, blue: 1),
                indicator: SegmentColor(red: 1, green: 0, blue: 0))
            let bar = SegmentBar(items: items, style: .underline)
            let window = host(bar.widget, width: 300)
            var pixels = try render(window, bar)
            XCTAssertGreaterThan(pixels.count((0, 0, 255), in: frame(bar, 1), tolerance: 10), 20, "own title colour")
            XCTAssertEqual(pixels.count((0, 0, 255), in: frame(bar, 2), tolerance: 10), 0, "others keep CSS")
            try bar.select(1, animated: false)
            pixels = try render(window, bar)
            XCTAssertGreaterThan(
                pixels.count((255, 0, 255), in: frame(bar, 1), tolerance: 10), 20, "own selected colour")
            let layout = bar.layout!
            let indicator = layout.viewRect(layout.indicatorRect(at: 1)!, scrollOffset: 0)
            let p = pixels.rgb(indicator.midX, indicator.midY)
            XCTAssertTrue(p.r > 240 && p.g < 15 && p.b < 15, "own indicator colour, got \(p)")
        }
    }

    /// During a swipe the indicator's colour is the core's mix of its neighbours' colours.
    func testTheIndicatorColourMixesBetweenNeighboursWhileMoving() throws {
        try onMain {
            setAnimations(false)
            var items = ["One", "Two"].map { SegmentItem($0) }
            items[0].colors.indicator = SegmentColor(red: 1, green: 0, blue: 0)
            items[1].colors.indicator = SegmentColor(red: 0, green: 0, blue: 1)
            var style = SegmentStyle.underline
            style.indicator.width = .segment
            let bar = SegmentBar(items: items, style: style)
            let window = host(bar.widget, width: 300)
            try bar.setPosition(0.5)
            let pixels = try render(window, bar)
            let layout = bar.layout!
            let indicator = layout.viewRect(layout.indicatorRect(at: 0.5)!, scrollOffset: 0)
            let p = pixels.rgb(indicator.midX, indicator.midY)
            XCTAssertEqual(p.r, 128, accuracy: 3, "half red, got \(p)")
            XCTAssertEqual(p.b, 128, accuracy: 3, "half blue, got \(p)")
        }
    }

    // MARK: Shapes

    func testATrianglePointsAtTheSegmentInTheIndicatorColour() throws {
        try onMain {
            setAnimations(false)
            var style = SegmentStyle.underline
            style.indicator.shape = .triangle
            let bar = SegmentBar(items: fourItems, style: style)
            let window = host(bar.widget, width: 400)
            XCTAssertTrue(gtk_widget_has_css_class(bar.testController.nodes.indicator.widget, "triangle") != 0)
            let color = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
            let target = (Int(color.red * 255), Int(color.green * 255), Int(color.blue * 255))
            let pixels = try render(window, bar)
            let layout = bar.layout!
            let rect = layout.viewRect(layout.indicatorRect(at: 0)!, scrollOffset: 0)
            XCTAssertEqual(rect.width, 2 * rect.height, "twice as wide as tall")
            XCTAssertEqual(rect.maxY, layout.viewHeight, accuracy: 0.01, "on the bottom edge")
            XCTAssertEqual(
                pixels.count(
                    target, in: SegmentRect(x: rect.midX - 1, y: rect.maxY - 2, width: 2, height: 1), tolerance: 30), 2,
                "the base is filled")
            XCTAssertEqual(
                pixels.count(target, in: SegmentRect(x: rect.x, y: rect.y, width: 2, height: 2), tolerance: 30), 0,
                "the top corners are not")
        }
    }

    func testACSSIndicatorIsDrawnEntirelyByItsNodesCSS() throws {
        try onMain {
            setAnimations(false)
            let css =
                "segmentbar.richtest > indicator.css { background-image: linear-gradient(to right, #ff0000, #0000ff); margin: 0; border-radius: 0; box-shadow: none; }"
            var style = SegmentStyle.underline
            style.indicator.shape = .css
            style.indicator.width = .segment
            let bar = SegmentBar(items: ["", "", ""].map { SegmentItem($0) }, style: style)
            gtk_widget_add_css_class(bar.widget, "richtest")
            let window = host(bar.widget, width: 300)
            let pixels = try withAppCSS(css) { try render(window, bar) }
            let rect = frame(bar, 0)
            let left = pixels.rgb(rect.x + 2, rect.midY)
            let right = pixels.rgb(rect.maxX - 2, rect.midY)
            XCTAssertTrue(left.r > 200 && left.b < 60, "the gradient starts red, got \(left)")
            XCTAssertTrue(right.b > 200 && right.r < 60, "and ends blue, got \(right)")
        }
    }

    func testACustomDrawerGetsTheCoresRectAndDraws() throws {
        try onMain {
            setAnimations(false)
            var style = SegmentStyle.underline
            style.indicator.shape = .custom
            style.indicator.width = .segment
            var items = fourItems
            items[2].colors.indicator = SegmentColor(red: 0, green: 1, blue: 0)
            let bar = SegmentBar(items: items, style: style)
            var calls: [(SegmentRect, SegmentColor?)] = []
            bar.setIndicatorDrawer { drawing in
                calls.append((drawing.rect, drawing.color))
                var rect = grapheneRect(drawing.rect)
                var color = GdkRGBA(red: 1, green: 0, blue: 1, alpha: 1)
                gtk_snapshot_append_color(drawing.snapshot, &color, &rect)
            }
            let window = host(bar.widget, width: 400)
            try bar.select(2, animated: false)
            let pixels = try render(window, bar)
            let layout = bar.layout!
            let expected = layout.viewRect(layout.indicatorRect(at: 2)!, scrollOffset: 0)
            XCTAssertEqual(calls.last?.0, expected)
            XCTAssertEqual(calls.last?.1, SegmentColor(red: 0, green: 1, blue: 0), "the segment's own colour is passed")
            XCTAssertGreaterThan(pixels.count((255, 0, 255), in: expected, tolerance: 10), 100)
            XCTAssertEqual(pixels.count((255, 0, 255), in: frame(bar, 0), tolerance: 10), 0)
            bar.setIndicatorDrawer(nil)
            let count = calls.count
            _ = try render(window, bar)
            XCTAssertEqual(calls.count, count, "a removed drawer is not called")
        }
    }

    // MARK: Tooltips

    func testAShortenedTitleShowsItsWholeTitleAndOwnTooltipsWin() {
        onMain {
            var style = SegmentStyle.cursor
            style.maxTitleWidth = 80
            var items = [
                SegmentItem("Short"), SegmentItem("A title far too long for eighty points"),
                SegmentItem(markup: "<b>Another very long markup title here</b>"), SegmentItem("Own"),
            ]
            items[3].tooltip = "My own tooltip"
            let bar = SegmentBar(items: items, style: style)
            host(bar.widget, width: 600)
            XCTAssertTrue(gtk_widget_get_has_tooltip(bar.widget) != 0)
            XCTAssertNil(bar.tooltipText(at: 0), "a title shown whole needs no tooltip")
            XCTAssertEqual(bar.tooltipText(at: 1), "A title far too long for eighty points")
            XCTAssertEqual(
                bar.tooltipText(at: 2), "<b>Another very long markup title here</b>", "markup, shown as markup")
            XCTAssertEqual(bar.tooltipText(at: 3), "My own tooltip")
            XCTAssertNil(bar.tooltipText(at: 4))
            XCTAssertNil(bar.tooltipText(at: -1))
            let overflow = shownOverflowButton(bar)
            XCTAssertEqual(gtk_widget_get_tooltip_text(overflow).map { String(cString: $0) }, "All segments")
        }
    }
}
