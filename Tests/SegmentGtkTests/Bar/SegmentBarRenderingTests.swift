import CGtk
import Foundation
import SegmentCore
import SegmentScreenshot
import XCTest

@testable import SegmentGtk

/// What the bar draws: geometry goldens per style, and pixel checks on rendered textures.
final class SegmentBarRenderingTests: GtkTestCase, @unchecked Sendable {
    private func close(_ a: (r: Int, g: Int, b: Int), _ color: GdkRGBA, tolerance: Int = 8) -> Bool {
        abs(a.r - Int(color.red * 255)) <= tolerance && abs(a.g - Int(color.green * 255)) <= tolerance
            && abs(a.b - Int(color.blue * 255)) <= tolerance
    }

    private func close(_ a: (r: Int, g: Int, b: Int), _ color: (Int, Int, Int), tolerance: Int = 8) -> Bool {
        abs(a.r - color.0) <= tolerance && abs(a.g - color.1) <= tolerance && abs(a.b - color.2) <= tolerance
    }

    func testABarKeepsItsHeightWhenEveryItemIsRemoved() {
        onMain {
            for (name, style) in zip(
                SegmentStyle.presetNames, [SegmentStyle.underline, .scrollable, .capsule, .icons, .cursor])
            {
                let bar = SegmentBar(items: fourItems, style: style)
                var full: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_VERTICAL, -1, nil, &full, nil, nil)
                var fullWidth: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &fullWidth, nil, nil)
                bar.items = []
                var empty: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_VERTICAL, -1, nil, &empty, nil, nil)
                XCTAssertEqual(empty, full, "an emptied \(name) bar keeps its height instead of collapsing")
                var emptyWidth: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &emptyWidth, nil, nil)
                XCTAssertGreaterThan(emptyWidth, fullWidth / 8, "not a sliver: as wide as one segment")
            }
        }
    }

    /// The bar keeps its natural lengths between measures (``SegmentBarController/naturalLengths``); every
    /// edit, style change and turn of the axis must still reach the next measure.
    func testTheNaturalSizeFollowsEveryEditStyleChangeAndAxis() throws {
        try onMain {
            @MainActor func natural(_ bar: SegmentBar, _ orientation: GtkOrientation) -> gint {
                var size: gint = 0
                gtk_widget_measure(bar.widget, orientation, -1, nil, &size, nil, nil)
                return size
            }
            var style = SegmentStyle.underline
            style.widthMode = .fitted(fillWhenNarrower: false)
            let bar = SegmentBar(items: fourItems, style: style)
            let width = natural(bar, GTK_ORIENTATION_HORIZONTAL)
            XCTAssertEqual(natural(bar, GTK_ORIENTATION_HORIZONTAL), width, "measured again, unchanged")

            try bar.replace(at: 0, with: SegmentItem(fourItems[0].title + " with a much longer title"))
            let renamed = natural(bar, GTK_ORIENTATION_HORIZONTAL)
            XCTAssertGreaterThan(renamed, width, "a longer title widens the bar")

            try bar.insert(SegmentItem("Fifth"), at: 4)
            let added = natural(bar, GTK_ORIENTATION_HORIZONTAL)
            XCTAssertGreaterThan(added, renamed, "one more segment widens the bar")

            style.widthMode = .fixed(100)
            bar.style = style
            let fixed = natural(bar, GTK_ORIENTATION_HORIZONTAL)
            XCTAssertGreaterThanOrEqual(fixed, 5 * 100, "five segments 100 px wide")
            XCTAssertLessThan(fixed, 5 * 100 + 100, "five segments 100 px wide, with the bar's insets and spacing")
            style.widthMode = .fixed(300)
            bar.style = style
            XCTAssertEqual(
                Double(natural(bar, GTK_ORIENTATION_HORIZONTAL)), NaturalSize.scrollingNaturalCap, accuracy: 1,
                "a bar that scrolls asks for no more than the cap (1,500 px of segments)")

            let height = natural(bar, GTK_ORIENTATION_VERTICAL)
            bar.orientation = .vertical
            XCTAssertGreaterThan(
                natural(bar, GTK_ORIENTATION_VERTICAL), height * 3, "vertical: the segments stack along the bar")
        }
    }

    func testABadgedSegmentJustBeyondTheTrailingEdgeShowsAHintDot() throws {
        try onMain {
            setAnimations(false)
            var items = (0..<30).map { SegmentItem("Segment \($0)") }
            let plain = SegmentBar(items: items, style: .scrollable)
            let plainWindow = host(plain.widget, width: 600)
            let firstHidden = plain.layout!.visibleRange(scrollOffset: 0, at: 0).upperBound
            items[firstHidden].badge = .dot
            let badged = SegmentBar(items: items, style: .scrollable)
            let badgedWindow = host(badged.widget, width: 600)
            let layout = badged.layout!
            XCTAssertEqual(layout.visibleRange(scrollOffset: 0, at: 0).upperBound, firstHidden)
            let dot = layout.edgeHintRect(.trailing, diameter: badged.style.badge.dotDiameter)
            let color = try XCTUnwrap(cssBackground(badged.testController.nodes.badgeDot))
            XCTAssertTrue(close(try render(badgedWindow, badged).rgb(dot.midX, dot.midY), color), "hint dot drawn")
            XCTAssertFalse(close(try render(plainWindow, plain).rgb(dot.midX, dot.midY), color), "no badge, no dot")
        }
    }

    /// The hint dot is drawn over the overflow button: a theme that gives the button a background hid it.
    func testTheHintDotShowsOverAnOverflowButtonWithABackground() throws {
        try onMain {
            setAnimations(false)
            let items = (0..<30).map { SegmentItem("Segment \($0)", badge: $0 == 29 ? .dot : .none) }
            let bar = SegmentBar(items: items, style: .scrollable)
            gtk_widget_add_css_class(bar.widget, "hinttest")
            let window = host(bar.widget, width: 600)
            let layout = try XCTUnwrap(bar.layout)
            let dot = layout.edgeHintRect(.trailing, diameter: bar.style.badge.dotDiameter)
            let button = try XCTUnwrap(bar.testController.menuRect)
            XCTAssertTrue(
                button.x <= dot.midX && dot.midX <= button.maxX && button.y <= dot.midY && dot.midY <= button.maxY,
                "the dot sits on the button (\(dot), \(button))")
            let color = try XCTUnwrap(cssBackground(bar.testController.nodes.badgeDot))
            let pixels = try withAppCSS("segmentbar.hinttest > menubutton.overflow > button { background: #00ff00; }") {
                try render(window, bar)
            }
            XCTAssertTrue(close(pixels.rgb(dot.midX, dot.midY), color), "hint dot drawn over the button")
        }
    }

    /// With an end action widget the dot sits on the overflow button beside it, not on the widget's corner, where
    /// it read as the widget's own badge.
    func testTheHintDotStaysOffTheEndActionWidget() throws {
        try onMain {
            setAnimations(false)
            let items = (0..<30).map { SegmentItem("Segment \($0)", badge: $0 == 29 ? .dot : .none) }
            let bar = SegmentBar(items: items, style: .scrollable)
            bar.endActionWidget = gtk_button_new_with_label("End action")
            let window = host(bar.widget, width: 600)
            let color = try XCTUnwrap(cssBackground(bar.testController.nodes.badgeDot))
            let pixels = try render(window, bar)
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(bar.endActionWidget, bar.widget, &bounds), 0)
            let widget = SegmentRect(
                x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
                height: Double(bounds.size.height))
            let button = try XCTUnwrap(bar.testController.menuRect)
            var dots: [(Double, Double)] = []
            for y in stride(from: 0.5, to: 48, by: 1) {
                for x in stride(from: 400.5, to: 600, by: 1) where close(pixels.rgb(x, y), color) {
                    dots.append((x, y))
                }
            }
            XCTAssertFalse(dots.isEmpty, "the hint is drawn")
            func inside(_ rect: SegmentRect, _ point: (Double, Double)) -> Bool {
                rect.containsX(point.0) && point.1 >= rect.y && point.1 < rect.maxY
            }
            XCTAssertTrue(
                dots.allSatisfy { !inside(widget, $0) && inside(button, $0) },
                "on the overflow button (\(button)), none on the widget (\(widget)): \(dots.prefix(3))")
        }
    }

    /// A stylesheet's box on `segment`, `segment:selected` and `segment:disabled` is drawn behind every segment at
    /// rest, as on GTK's own buttons, and the selected segment keeps its box under the pointer (`:selected:hover`):
    /// only the hovered segment showed one, and never the selected one's.
    func testSegmentBoxesAtRestFollowTheirState() throws {
        try onMain {
            setAnimations(false)
            var items = fourItems
            items[3].isEnabled = false
            let bar = SegmentBar(items: items, style: .underline)
            gtk_widget_add_css_class(bar.widget, "restboxtest")
            let window = host(bar.widget, width: 400)
            try bar.select(1, animated: false)
            let layout = try XCTUnwrap(bar.layout)
            // The middle of each segment's top edge, inside its box and above its title.
            @MainActor func top(_ index: Int) -> (x: Double, y: Double) {
                let frame = layout.viewRect(layout.itemFrame(index, at: bar.position), scrollOffset: 0)
                return (frame.midX, frame.y + 2)
            }
            let (red, green, blue) = ((255, 0, 0), (0, 255, 0), (0, 0, 255))
            let plain = try render(window, bar)
            XCTAssertFalse((0..<4).contains { close(plain.rgb(top($0).x, top($0).y), red) }, "no box by default")
            let css = """
                segmentbar.restboxtest > segment { background-color: #ff0000; }
                segmentbar.restboxtest > segment:selected { background-color: #00ff00; }
                segmentbar.restboxtest > segment:disabled { background-color: #0000ff; }
                """
            try withAppCSS(css) {
                let pixels = try render(window, bar)
                let expected = [red, green, red, blue]
                for index in 0..<4 {
                    let point = top(index)
                    XCTAssertTrue(close(pixels.rgb(point.x, point.y), expected[index]), "segment \(index)")
                }
                bar.testController.hover(x: top(1).x)
                let hovered = try render(window, bar)
                XCTAssertTrue(close(hovered.rgb(top(1).x, top(1).y), green), "the selected box stays under the pointer")
                bar.testController.hover(x: top(0).x)
                let other = try render(window, bar)
                XCTAssertTrue(close(other.rgb(top(0).x, top(0).y), red), "and another segment keeps its own")
                XCTAssertTrue(close(other.rgb(top(1).x, top(1).y), green))
                bar.testController.hover(x: nil)
            }
        }
    }

    /// The README's way to colour the overflow button's arrow colours it: the colour goes on the button, since the
    /// theme sets one on every `button` (one on `menubutton.overflow` never reached the arrow).
    func testTheOverflowArrowTakesItsButtonsColour() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: (0..<30).map { SegmentItem("Segment \($0)") }, style: .scrollable)
            gtk_widget_add_css_class(bar.widget, "arrowtest")
            let window = host(bar.widget, width: 600)
            let button = try XCTUnwrap(bar.testController.menuRect)
            let magenta = (255, 0, 255)
            XCTAssertEqual(try render(window, bar).count(magenta, in: button, tolerance: 60), 0)
            let pixels = try withAppCSS("segmentbar.arrowtest > menubutton.overflow > button { color: #ff00ff; }") {
                try render(window, bar)
            }
            XCTAssertGreaterThan(pixels.count(magenta, in: button, tolerance: 60), 10, "the arrow is drawn magenta")
        }
    }

    /// A badged segment that starts in the trailing fade shows a sliver of its title at most and its badge not
    /// at all: the hint dot stands for it (it was drawn only once the whole segment had gone under the button).
    func testABadgeInTheTrailingFadeShowsAHintDot() throws {
        try onMain {
            setAnimations(false)
            var items = (0..<16).map { SegmentItem("Topic \($0)") }
            items[12].badge = .count(42)
            let bar = SegmentBar(items: items, style: .scrollable)
            let window = host(bar.widget, width: 640)
            try bar.select(8)
            pump()
            let layout = try XCTUnwrap(bar.layout)
            let clear = layout.clearSpan(scrollOffset: bar.scrollOffset, sticky: false)
            let frame = layout.itemFrame(12, at: bar.position)
            let fade = bar.testController.appearance.metrics.fadeWidth
            XCTAssertLessThan(frame.x, clear.upperBound, "part of the segment is in the clear span")
            XCTAssertGreaterThan(frame.x, clear.upperBound - fade, "but only in its fade")
            let dot = layout.edgeHintRect(.trailing, diameter: bar.style.badge.dotDiameter)
            let color = try XCTUnwrap(cssBackground(bar.testController.nodes.badgeDot))
            XCTAssertTrue(close(try render(window, bar).rgb(dot.midX, dot.midY), color), "hint dot drawn")
        }
    }

    /// An ellipsized title is narrower than the limit it was shortened to; it is centred in its segment as drawn,
    /// not pushed against its leading side, in both directions. The bar's widths step through what the ellipsis
    /// leaves empty of the limit (up to 14 px before the fix).
    func testAnEllipsizedTitleIsCentredInItsSegment() throws {
        try onMain {
            setAnimations(false)
            for rtl in [false, true] {
                for width in stride(from: 230, through: 246, by: 2) {
                    let titles = ["A", "Wwwwwwwwwwwwwwwwwwwwwwww", "B"]
                    let bar = SegmentBar(items: titles.map { SegmentItem($0) }, style: .underline)
                    if rtl { gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL) }
                    let window = host(bar.widget, width: Int32(width))
                    defer { destroy(window) }
                    gtk_widget_queue_draw(window)
                    gtk_test_widget_wait_for_draw(window)
                    XCTAssertTrue(bar.testController.isTitleShortened(1), "the long title is ellipsized")
                    let layout = try XCTUnwrap(bar.layout)
                    let frame = layout.viewRect(layout.itemFrame(1, at: 0), scrollOffset: bar.scrollOffset)
                    let title = layout.viewRect(layout.contentRects(1, at: 0).title, scrollOffset: bar.scrollOffset)
                    let row = SegmentRect(x: frame.x, y: title.y, width: frame.width, height: title.height)
                    let ink = try Ink.measure(bar, in: row)
                    XCTAssertGreaterThan(ink.count, 0)
                    XCTAssertLessThanOrEqual(
                        abs(ink.left - ink.right), 2, "rtl \(rtl) \(width): \(ink.left) px before, \(ink.right) after")
                }
            }
        }
    }

    func testUnderlineColourSitsUnderTheSelectedSegmentOnly() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget)
            try bar.select(2)
            let pixels = try render(window, bar)
            let layout = bar.layout!
            let indicator = layout.viewRect(layout.indicatorRect(at: 2)!, scrollOffset: 0)
            let color = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
            XCTAssertTrue(close(pixels.rgb(indicator.midX, indicator.midY), color), "indicator colour under segment 2")
            let other = layout.viewRect(layout.itemFrame(0, at: 2), scrollOffset: 0)
            XCTAssertFalse(close(pixels.rgb(other.midX, indicator.midY), color), "no indicator under segment 0")
        }
    }

    /// A separator between equal segments of a fractional width is drawn on whole pixels at the theme's colour:
    /// at 133.3 pt per segment it was smeared over two columns at 17 % and 83 %.
    func testSeparatorsAreDrawnOnWholePixels() throws {
        try onMain {
            setAnimations(false)
            var style = SegmentStyle.icons
            style.widthMode = .equal
            let bar = SegmentBar(items: Array(fourItems.prefix(3)), style: style)
            let window = host(bar.widget, width: 400, height: 48)
            let pixels = try render(window, bar)
            let layout = try XCTUnwrap(bar.layout)
            let color = try XCTUnwrap(cssBackground(bar.testController.nodes.separator))
            let separators = layout.separatorRects(in: 0..<3, at: 0)
            XCTAssertEqual(separators.count, 2)
            for rect in separators {
                XCTAssertNotEqual(rect.x, rect.x.rounded(), "the test needs a separator at a fractional position")
                let snapped = rect.snapped(toPixelsAt: pixels.scale)
                XCTAssertTrue(close(pixels.rgb(snapped.midX, snapped.midY), color), "separator at \(rect.x)")
                XCTAssertFalse(close(pixels.rgb(snapped.x - 0.5, snapped.midY), color), "column before \(rect.x)")
            }
        }
    }

    /// The pill is drawn on whole pixels wherever the layout puts it: between segments of fitted widths its edge
    /// fell inside a pixel, which cairo blends and GTK's GL renderer dropped, cutting the pill flat on one side.
    func testThePillIsDrawnOnWholePixelsBetweenSegments() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget, width: 480, height: 48)
            let layout = try XCTUnwrap(bar.layout)
            func pill(at position: Double) -> SegmentRect? {
                layout.indicatorRect(at: position).map { layout.viewRect($0, scrollOffset: 0) }
            }
            // A position whose pill starts well inside a pixel.
            let position = try XCTUnwrap(
                stride(from: 1.05, to: 2, by: 0.05).first {
                    let fraction = (pill(at: $0)?.x ?? 0).truncatingRemainder(dividingBy: 1)
                    return fraction > 0.3 && fraction < 0.7
                })
            try bar.setPosition(position)
            let pixels = try render(window, bar)
            let pill = try XCTUnwrap(pill(at: position))
            let snapped = pill.snapped(toPixelsAt: pixels.scale)
            let color = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
            XCTAssertTrue(
                close(pixels.rgb(snapped.x + 0.5, snapped.midY), color), "the pill's first column at \(pill.x)")
            XCTAssertTrue(close(pixels.rgb(snapped.maxX - 0.5, snapped.midY), color), "its last column")
        }
    }

    func testTheFocusOutlineIsDrawnOnceTheBarHasTheKeyboardFocus() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget, width: 400, height: 48)
            // The window may have given the bar its first focus; the outline needs the focus shown, too.
            gtk_root_set_focus(OpaquePointer(window), nil)
            let before = try render(window, bar)
            gtk_widget_grab_focus(bar.widget)
            gtk_window_set_focus_visible(gcast(window), 1)
            XCTAssertEqual(gtk_widget_has_visible_focus(bar.widget), 1)
            XCTAssertTrue(bar.testController.nodes.parts.contains(.focus), "made when the bar took the focus")
            let after = try render(window, bar)
            let layout = try XCTUnwrap(bar.layout)
            let frame = layout.viewRect(layout.itemFrame(0, at: 0), scrollOffset: 0)
            let background = before.rgb(frame.x, frame.y)
            func inked(_ colour: (r: Int, g: Int, b: Int)) -> Bool {
                abs(colour.r - background.r) + abs(colour.g - background.g) + abs(colour.b - background.b) > 60
            }
            let changed = after.count(in: frame, where: inked) - before.count(in: frame, where: inked)
            // A 2 pt outline around the selected segment, inside its frame: at least its two long sides.
            XCTAssertGreaterThan(changed, Int(frame.width), "the focus outline around the selected segment")
        }
    }

    /// A click that focuses a bar in a window GTK does not yet count as active sets the bar's `FOCUSED` flag
    /// while `gtk_widget_has_focus()` is still false (seen in the gallery under Xvfb): the outline's nodes must be
    /// made then, or the outline never shows.
    func testTheFocusNodesAreMadeWithTheFocusedFlag() {
        onMain {
            // Outside a window, so nothing gives it the focus first.
            let bar = SegmentBar(items: fourItems, style: .underline)
            XCTAssertFalse(bar.testController.nodes.parts.contains(.focus), "no focus nodes before the first focus")
            gtk_widget_set_state_flags(bar.widget, GTK_STATE_FLAG_FOCUSED, 0)
            XCTAssertEqual(gtk_widget_has_focus(bar.widget), 0)
            XCTAssertTrue(bar.testController.nodes.parts.contains(.focus), "made with the FOCUSED flag")
        }
    }

    func testNoHiddenTitleShowsThroughTheOverflowButton() throws {
        try onMain {
            setAnimations(false)
            let items = (0..<60).map { _ in SegmentItem("WWWWWWWW") }
            let bar = SegmentBar(items: items, style: .scrollable)
            let window = host(bar.widget, width: 400, height: 40)
            let button = try XCTUnwrap(bar.testController.menuRect, "sixty wide titles overflow 400 points")
            let pixels = try render(window, bar)
            let edge = bar.testController.appearance.colors.edge
            // Everything under the button but its arrow (a 16 pt square in the middle) is the edge colour.
            var stray = 0
            for x in stride(from: button.x + 1, to: button.maxX - 1, by: 1) where abs(x - button.midX) > 9 {
                for y in stride(from: button.y + 2, to: button.maxY - 2, by: 1) where !close(pixels.rgb(x, y), edge) {
                    stray += 1
                }
            }
            XCTAssertEqual(stray, 0, "titles scrolled under the button must not show through it")
        }
    }

    func testCapsuleRecoloursExactlyTheHalfOfAGlyphUnderTheTracker() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: ["MMMM", "MMMM", "MMMM"].map { SegmentItem($0) }, style: .capsule)
            let window = host(bar.widget, width: 360, height: 40)
            let layout = bar.layout!
            // Put the tracker's trailing edge three quarters of the way through item 1's title.
            let title = layout.contentRects(1, at: 0).title
            let start = layout.indicatorRect(at: 0)!
            let step = layout.itemFrame(1, at: 0).x - layout.itemFrame(0, at: 0).x
            let target = title.x + title.width * 0.75
            try bar.setPosition((target - start.maxX) / step)
            let edge = layout.viewRect(layout.indicatorRect(at: bar.position)!, scrollOffset: 0).maxX
            XCTAssertEqual(edge, target, accuracy: 0.5)
            let pixels = try render(window, bar)

            // Left of the tracker's rounded end the whole column is covered; nearer the edge the round corner
            // uncovers the top and bottom of the glyphs, so the check stops one radius short of the edge.
            let radius = layout.indicatorCornerRadius(for: layout.indicatorRect(at: bar.position)!)
            let onIndicator = bar.testController.appearance.colors.onIndicator
            var whiteLeft = 0
            var darkLeft = 0
            var darkRight = 0
            for y in stride(from: title.y, to: title.maxY, by: 1) {
                for x in stride(from: title.x, to: edge - radius, by: 1) {
                    let p = pixels.rgb(x, y)
                    if close(p, onIndicator, tolerance: 24) { whiteLeft += 1 }
                    if p.r < 100 && p.g < 100 && p.b < 100 { darkLeft += 1 }
                }
                for x in stride(from: edge + 1, to: title.maxX, by: 1) {
                    let p = pixels.rgb(x, y)
                    if p.r < 100 && p.g < 100 && p.b < 100 { darkRight += 1 }
                }
            }
            XCTAssertGreaterThan(whiteLeft, 10, "the covered half of the glyphs is drawn in the tracker text colour")
            XCTAssertEqual(darkLeft, 0, "no normal-coloured text under the tracker")
            XCTAssertGreaterThan(darkRight, 10, "the uncovered half keeps the normal colour")
        }
    }

    func testTrackerImageReplacesTheTrackerColourAndBadPathsAreRefused() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget)
            XCTAssertThrowsError(try bar.setTrackerImage("/nonexistent/tracker.png")) { error in
                XCTAssertTrue("\(error)".hasPrefix("cannot load tracker image /nonexistent/tracker.png: "))
            }
            let image = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                    "resources/images/tracker-gradient.svg")
            try bar.setTrackerImage(image.path)
            let pixels = try render(window, bar)
            let tracker = bar.layout!.viewRect(bar.layout!.indicatorRect(at: 0)!, scrollOffset: 0)
            let sample = pixels.rgb(tracker.x + 6, tracker.midY)
            XCTAssertFalse(
                close(sample, try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))), "not the CSS colour")
            XCTAssertGreaterThan(sample.r, 180, "the orange-red gradient")
            XCTAssertLessThan(sample.b, 80)
            try bar.setTrackerImage(nil)
            XCTAssertNil(bar.testController.trackerTexture)
        }
    }

    /// The geometry the widget draws for `style`, at positions 0, 0.5 and n-1, as golden text.
    @MainActor
    private func geometry(of style: SegmentStyle, items: [SegmentItem], rtl: Bool) throws -> String {
        setAnimations(false)
        let bar = SegmentBar(items: items, style: style)
        if rtl { gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL) }
        let window = host(bar.widget, width: 360, height: 44)
        defer { destroy(window) }
        // As the bar settles: an overflowing bar's button comes one frame after the first, at its own width.
        if bar.testController.menuRect != nil { _ = shownOverflowButton(bar) }
        if let required = ProcessInfo.processInfo.environment["SEGMENTKIT_REQUIRE_SCALE"] {
            XCTAssertEqual(
                String(gtk_widget_get_scale_factor(bar.widget)), required, "the run is at the scale asked for")
        }
        func format(_ r: SegmentRect) -> String {
            String(format: "%.2f %.2f %.2f %.2f", r.x, r.y, r.width, r.height)
        }
        var lines: [String] = []
        for position in [0, 0.5, Double(items.count - 1)] {
            try bar.setPosition(position)
            let layout = bar.layout!
            let offset = bar.scrollOffset
            lines.append("position \(position) scroll \(String(format: "%.2f", offset))")
            if let indicator = layout.indicatorRect(at: position) {
                lines.append("  indicator " + format(layout.viewRect(indicator, scrollOffset: offset)))
            }
            for index in layout.visibleRange(scrollOffset: offset, at: position) {
                lines.append(
                    "  item \(index) "
                        + format(layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: offset)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testGeometryMatchesGoldensForEveryStyleInBothDirections() throws {
        try onMain {
            let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Goldens")
            let update = ProcessInfo.processInfo.environment["SEGMENTKIT_UPDATE_GOLDENS"] == "1"
            let items = ["News", "Sport", "Weather", "Culture", "Science", "Travel"].map { SegmentItem($0) }
            for name in SegmentStyle.presetNames {
                for rtl in [false, true] {
                    let actual = try geometry(of: SegmentStyle.preset(named: name)!, items: items, rtl: rtl)
                    let file = goldens.appendingPathComponent("\(name)\(rtl ? "-rtl" : "").txt")
                    if update {
                        try actual.write(to: file, atomically: true, encoding: .utf8)
                        continue
                    }
                    let expected = try String(contentsOf: file, encoding: .utf8)
                    XCTAssertEqual(
                        actual, expected, "\(file.lastPathComponent) (SEGMENTKIT_UPDATE_GOLDENS=1 rewrites it)")
                }
            }
        }
    }

    /// Runs the golden test again in a child process at `GDK_SCALE=2` (GTK reads the scale once, at start):
    /// the geometry is in points, so the same goldens must hold.
    func testGeometryGoldensHoldAtScaleTwo() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["SEGMENTKIT_REQUIRE_SCALE"] != nil, "already the child")
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [
            "SegmentGtkTests.SegmentBarRenderingTests/testGeometryMatchesGoldensForEveryStyleInBothDirections"
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_SCALE"] = "2"
        environment["SEGMENTKIT_REQUIRE_SCALE"] = "2"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text)
    }

    func testRightToLeftGeometryIsTheMirrorOfLeftToRight() throws {
        try onMain {
            let items = ["News", "Sport", "Weather"].map { SegmentItem($0) }
            let ltr = try geometry(of: .cursor, items: items, rtl: false)
            let rtl = try geometry(of: .cursor, items: items, rtl: true)
            let mirrored = ltr.split(separator: "\n").map { line -> String in
                let parts = line.split(separator: " ")
                guard parts.count >= 5, let x = Double(parts[parts.count - 4]), let w = Double(parts[parts.count - 2])
                else {
                    return String(line)
                }
                var copy = parts.map(String.init)
                copy[copy.count - 4] = String(format: "%.2f", 360 - x - w)
                return "  " + copy.joined(separator: " ")
            }
            XCTAssertEqual(mirrored.joined(separator: "\n") + "\n", rtl)
        }
    }
}

extension SegmentBarRenderingTests {
    func testACountBadgeReadsLeftToRightInARightToLeftBar() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .scrollable)
            gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL)
            let layout = gtk_widget_create_pango_layout(bar.widget, SegmentBarController.badgeText("99+"))!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let text = SegmentBarController.badgeText("99+")
            func x(of character: Character) -> Int32 {
                let index = text.utf8.distance(from: text.startIndex, to: text.firstIndex(of: character)!)
                var position = PangoRectangle()
                pango_layout_index_to_pos(layout, gint(index), &position)
                return position.x
            }
            XCTAssertLessThan(x(of: "9"), x(of: "+"), "the plus sign after the digits, as in a left-to-right bar")
            XCTAssertEqual(pango_layout_get_unknown_glyphs_count(layout), 0, "no glyph the font lacks")
        }
    }
}
