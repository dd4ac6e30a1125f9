import CGtk
import Foundation
import SegmentCore
import XCTest

@testable import SegmentGtk

/// CSS drives every colour: the shipped stylesheets, an app's own provider, and the dark preference, all live.
final class ThemeTests: GtkTestCase, @unchecked Sendable {
    /// Two bars of `style`, one in a window's body and one as the title widget of its header bar, shown and drawn:
    /// the bar in the body, its window, the bar in the header, its window.
    @MainActor
    private func inBodyAndHeader(_ style: SegmentStyle) -> (
        inBody: SegmentBar, body: UnsafeMutablePointer<GtkWidget>, bar: SegmentBar,
        window: UnsafeMutablePointer<GtkWidget>
    ) {
        let inBody = SegmentBar(items: fourItems, style: style)
        let body = host(inBody.widget)
        let bar = SegmentBar(items: fourItems, style: style)
        let window = gtk_window_new()!
        HostedWindows.open.append(window)
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_title_widget(OpaquePointer(header), bar.widget)
        gtk_window_set_titlebar(gcast(window), header)
        gtk_window_present(gcast(window))
        nextFrame(window)
        nextFrame(body)
        return (inBody, body, bar, window)
    }

    /// Runs `body` with GTK's light theme, then its dark one (`gtk-application-prefer-dark-theme`), and leaves the
    /// light one on.
    @MainActor
    private func inLightAndDark(_ body: (_ dark: Bool) throws -> Void) rethrows {
        let settings = gtk_settings_get_default()!
        defer { cgtk_set_bool_property(settings.gpointer, "gtk-application-prefer-dark-theme", 0) }
        for dark in [false, true] {
            cgtk_set_bool_property(settings.gpointer, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
            try body(dark)
        }
    }

    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("resources/css")

    /// Adds CSS at application priority for the rest of the test; returns the provider to remove.
    @MainActor
    private func addCSS(_ css: String? = nil, file: String? = nil) -> OpaquePointer {
        let provider = gtk_css_provider_new()!
        if let css { gtk_css_provider_load_from_data(provider, css, -1) }
        if let file { gtk_css_provider_load_from_path(provider, file) }
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return OpaquePointer(provider)
    }

    @MainActor
    private func remove(_ provider: OpaquePointer) {
        gtk_style_context_remove_provider_for_display(gdk_display_get_default(), provider)
        unref(provider)
    }

    /// Lets GTK recompute styles, which it does while preparing the next frame.
    @MainActor
    private func nextFrame(_ window: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_queue_draw(window)
        gtk_test_widget_wait_for_draw(window)
        pump()
    }

    /// Relative luminance-ish brightness, enough to tell light text from dark.
    private func brightness(_ c: GdkRGBA) -> Float { (c.red + c.green + c.blue) / 3 }

    func testAnAppProviderRestylesTheIndicatorLive() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget)
            let before = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
            let provider = addCSS("segmentbar > indicator { background-color: #ff0000; }")
            defer { remove(provider) }
            nextFrame(window)
            let after = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
            XCTAssertEqual(after.red, 1)
            XCTAssertEqual(after.green, 0)
            XCTAssertNotEqual(before.red, after.red)
        }
    }

    /// An app's stylesheet that sizes the icons, added and removed while the bar shows, resizes them at once.
    func testAnIconSizeFromAnAppProviderAppliesLiveAndGoesWithIt() {
        onMain {
            let items = ["Inbox", "Sent"].map { SegmentItem($0, icon: "mail-send-symbolic") }
            let bar = SegmentBar(items: items, style: .icons)
            let window = host(bar.widget, width: 400, height: 80)
            nextFrame(window)
            let before = bar.testController.appearance.metrics.iconSize
            let provider = addCSS("segmentbar > segment > image { -gtk-icon-size: 40px; margin: 0 30px; }")
            nextFrame(window)
            XCTAssertEqual(bar.testController.appearance.metrics.iconSize, 40, "the icons take the new size")
            XCTAssertEqual(bar.testController.appearance.metrics.iconSpacing, 30, "and the new gap")
            remove(provider)
            nextFrame(window)
            XCTAssertEqual(bar.testController.appearance.metrics.iconSize, before, "and give it back")
        }
    }

    func testDarkPreferenceFlipsTheColoursWithoutRestart() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget)
            let light = bar.testController.appearance.colors.normal
            let settings = gtk_settings_get_default()!
            cgtk_set_bool_property(settings.gpointer, "gtk-application-prefer-dark-theme", 1)
            defer { cgtk_set_bool_property(settings.gpointer, "gtk-application-prefer-dark-theme", 0) }
            nextFrame(window)
            let dark = bar.testController.appearance.colors.normal
            XCTAssertLessThan(brightness(light), 0.5, "dark text on the light theme")
            XCTAssertGreaterThan(brightness(dark), 0.5, "light text on the dark theme")
        }
    }

    /// In a header bar the edge fades blend into the header's colour, darker than the window's in GTK's light
    /// and dark themes: in the window's colour they left a light block over a light header's end (246 against
    /// 219) and a grey one over a dark header.
    func testInAHeaderBarTheFadesTakeTheHeadersColour() {
        onMain {
            inLightAndDark { dark in
                let (inBody, body, bar, window) = inBodyAndHeader(.scrollable)
                let windowColour = inBody.testController.appearance.colors.edge
                let edge = bar.testController.appearance.colors.edge
                XCTAssertLessThan(
                    brightness(edge), brightness(windowColour) - 0.03, "dark: \(dark): \(edge) against \(windowColour)")
                XCTAssertGreaterThan(
                    brightness(edge), brightness(windowColour) - 0.2, "dark: \(dark): not the borders'")
                destroy(window)
                destroy(body)
            }
        }
    }

    /// An underline bar in a header bar draws no bottom border of its own: the header's line is there already, and
    /// the bar's made a second one, as wide as the bar. Elsewhere it keeps it.
    func testAnUnderlineBarInAHeaderBarLeavesTheBottomLineToTheHeader() {
        onMain {
            @MainActor func bottomBorder(_ bar: SegmentBar) -> Int16 {
                var border = GtkBorder()
                gtk_style_context_get_border(gtk_widget_get_style_context(bar.widget), &border)
                return border.bottom
            }
            let (inBody, body, bar, window) = inBodyAndHeader(.underline)
            XCTAssertEqual(bottomBorder(inBody), 1)
            XCTAssertEqual(bottomBorder(bar), 0)
            destroy(window)
            destroy(body)
        }
    }

    /// In a search bar the fades and the overflow button's ground take the search bar's own colour, light and dark:
    /// in the window's they were a lighter box round the overflow button (246 on 234; 53 on 45 in the dark theme).
    func testInASearchBarTheFadesTakeTheSearchBarsColour() throws {
        try onMain {
            try inLightAndDark { dark in
                let bar = SegmentBar(items: fourItems, style: .scrollable)
                let search = gtk_search_bar_new()!
                gtk_search_bar_set_child(OpaquePointer(search), bar.widget)
                gtk_search_bar_set_search_mode(OpaquePointer(search), 1)
                let window = host(search, width: 200, height: 60)
                nextFrame(window)
                let revealer = try XCTUnwrap(gtk_widget_get_first_child(search))
                let box = try XCTUnwrap(gtk_widget_get_first_child(revealer))
                let ground = try XCTUnwrap(cssBackground(CSSNode(widget: box)), "the search bar's colour")
                let edge = bar.testController.appearance.colors.edge
                for (name, want, drawn) in [
                    ("red", ground.red, edge.red), ("green", ground.green, edge.green),
                    ("blue", ground.blue, edge.blue),
                ] {
                    XCTAssertEqual(drawn, want, accuracy: 2.5 / 255, "dark: \(dark): \(name)")
                }
                destroy(window)
            }
        }
    }

    /// An overflowing capsule's fades blend into its track, the window's colour under the track's tint, light and
    /// dark: in the window's colour they were a pale block at the capsule's end, its rim showing above and below.
    func testACapsulesFadesTakeItsTracksColour() throws {
        try onMain {
            try inLightAndDark { dark in
                let plain = SegmentBar(items: fourItems, style: .scrollable)
                let capsule = SegmentBar(items: fourItems, style: .capsule)
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_box_append(gcast(box), plain.widget)
                gtk_box_append(gcast(box), capsule.widget)
                let window = host(box)
                nextFrame(window)
                let ground = plain.testController.appearance.colors.edge
                let tint = try XCTUnwrap(cssBackground(CSSNode(widget: capsule.widget)), "the track's colour")
                let edge = capsule.testController.appearance.colors.edge
                for (name, under, over, drawn) in [
                    ("red", ground.red, tint.red, edge.red), ("green", ground.green, tint.green, edge.green),
                    ("blue", ground.blue, tint.blue, edge.blue),
                ] {
                    let track = under * (1 - tint.alpha) + over * tint.alpha
                    XCTAssertEqual(drawn, track, accuracy: 1.5 / 255, "dark: \(dark): \(name), the track's")
                }
                XCTAssertNotEqual(edge.red, ground.red, accuracy: 1 / 255, "dark: \(dark): not the window's")
                destroy(window)
            }
        }
    }

    /// A capsule in a header bar sits like the header's buttons: as tall, as far from the top, and the header
    /// keeps its height (it filled the whole 46 px, touching the header's bottom border).
    func testACapsuleInAHeaderBarIsAsTallAsTheHeadersButtons() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let button = gtk_button_new_with_label("Add")!
            let window = gtk_window_new()!
            HostedWindows.open.append(window)
            let header = gtk_header_bar_new()!
            gtk_header_bar_set_title_widget(OpaquePointer(header), bar.widget)
            gtk_header_bar_pack_start(OpaquePointer(header), button)
            gtk_window_set_titlebar(gcast(window), header)
            gtk_window_present(gcast(window))
            nextFrame(window)
            var barBounds = graphene_rect_t()
            var buttonBounds = graphene_rect_t()
            XCTAssertEqual(gtk_widget_compute_bounds(bar.widget, header, &barBounds), 1)
            XCTAssertEqual(gtk_widget_compute_bounds(button, header, &buttonBounds), 1)
            XCTAssertEqual(barBounds.size.height, buttonBounds.size.height, "as tall as a header button")
            XCTAssertEqual(barBounds.origin.y, buttonBounds.origin.y, "and as far from the top")
            var natural: gint = 0
            gtk_widget_measure(header, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
            let plainWindow = gtk_window_new()!
            HostedWindows.open.append(plainWindow)
            let plain = gtk_header_bar_new()!
            gtk_header_bar_pack_start(OpaquePointer(plain), gtk_button_new_with_label("Add"))
            gtk_window_set_titlebar(gcast(plainWindow), plain)
            gtk_window_present(gcast(plainWindow))
            nextFrame(plainWindow)
            var plainNatural: gint = 0
            gtk_widget_measure(plain, GTK_ORIENTATION_VERTICAL, -1, nil, &plainNatural, nil, nil)
            XCTAssertEqual(natural, plainNatural, "the header keeps its height")
        }
    }

    /// libadwaita's AdwHeaderBar is no GtkHeaderBar, but its node is a `headerbar` as GTK's is: a capsule under any
    /// such node asks for the header's rules and sits as in GTK's (it filled the whole header in an AdwHeaderBar).
    func testACapsuleUnderAnyHeaderbarNodeSitsAsInAGtkHeaderBar() {
        onMain {
            @MainActor func hosted(in header: UnsafeMutablePointer<GtkWidget>, add: (SegmentBar) -> Void)
                -> (bar: SegmentBar, height: gint)
            {
                let bar = SegmentBar(items: fourItems, style: .capsule)
                add(bar)
                nextFrame(host(header, width: 400, height: 60))
                var natural: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
                return (bar, natural)
            }
            let gtkHeader = gtk_header_bar_new()!
            let inGtk = hosted(in: gtkHeader) { gtk_header_bar_set_title_widget(OpaquePointer(gtkHeader), $0.widget) }
            // A box named as AdwHeaderBar's node is (a box disposes of its children, as a header does).
            var name = GValue()
            g_value_init(&name, cgtk_type_string())
            g_value_set_string(&name, "headerbar")
            let named: UnsafeMutablePointer<GtkWidget> = ["css-name"].withCStringArray { names in
                gcast(g_object_new_with_properties(gtk_box_get_type(), 1, names, [name]))
            }
            g_value_unset(&name)
            let inNamed = hosted(in: named) { gtk_box_append(gcast(named), $0.widget) }
            XCTAssertTrue(inGtk.bar.testController.stylesheetParts.contains(.headerBar))
            XCTAssertTrue(
                inNamed.bar.testController.stylesheetParts.contains(.headerBar), "under a node named headerbar")
            XCTAssertEqual(inNamed.height, inGtk.height, "as tall as in GTK's header bar")
        }
    }

    func testExampleThemesChangeTheCapsule() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget)
            let provider = addCSS(file: Self.resources.appendingPathComponent("ios.css").path)
            nextFrame(window)
            let ios = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
            XCTAssertGreaterThan(brightness(ios), 0.95, "a white capsule")
            XCTAssertLessThan(brightness(bar.testController.appearance.colors.onIndicator), 0.3, "dark text on it")
            remove(provider)
            let material = addCSS(file: Self.resources.appendingPathComponent("material.css").path)
            defer { remove(material) }
            nextFrame(window)
            let indicator = try XCTUnwrap(cssBackground(bar.testController.nodes.indicator))
            XCTAssertGreaterThan(
                indicator.blue, indicator.green + 0.2, "Material's purple, darkened for the light theme")
            XCTAssertGreaterThan(indicator.red, indicator.green)
        }
    }

    /// A disabled segment stays dimmed under the example themes, as under the built-in stylesheet: each gives every
    /// segment a colour of its own, which undimmed the disabled ones (a capsule bar with its third segment disabled
    /// read as enabled under ios.css).
    func testExampleThemesKeepDisabledSegmentsDimmed() throws {
        try onMain {
            for (file, name) in [("ios.css", "capsule"), ("ios.css", "cursor"), ("material.css", "underline")] {
                let bar = SegmentBar(
                    items: fourItems(disabling: 2), style: try XCTUnwrap(SegmentStyle.preset(named: name)))
                let window = host(bar.widget)
                let provider = addCSS(file: Self.resources.appendingPathComponent(file).path)
                nextFrame(window)
                let colors = bar.testController.appearance.colors
                XCTAssertLessThan(colors.disabled.alpha, colors.normal.alpha * 0.6, "\(file), \(name)")
                remove(provider)
            }
        }
    }

    func testCSSAloneSquaresThePillAndChangesFontsAndSizes() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget, width: 500, height: 60)
            let before = bar.layout!
            let provider = addCSS(
                """
                segmentbar.capsule > segment { padding: 10px 20px; font: bold 15px Serif; }
                segmentbar.capsule > segment:selected { font: italic bold 15px Serif; }
                segmentbar.capsule > indicator { border-radius: 0; background: linear-gradient(90deg, red, blue); }
                """)
            defer { remove(provider) }
            nextFrame(window)
            let style = bar.testController.style
            XCTAssertEqual(style.itemPadding, 20)
            XCTAssertEqual(style.verticalPadding, 10)
            XCTAssertEqual(style.titleFont, FontSpec(size: 15 * 0.75, isBold: true))
            XCTAssertNotEqual(bar.layout!.metrics[0].titleWidth, before.metrics[0].titleWidth, "measured again")
            XCTAssertTrue(bar.testController.appearance.metrics.titleFont.description.contains("Serif"))
            XCTAssertTrue(bar.testController.appearance.metrics.selectedTitleFont.description.contains("Italic"))
            XCTAssertNil(cssBackground(bar.testController.nodes.indicator), "a gradient, not a colour")
            XCTAssertEqual(bar.style, .capsule, "the app's style reads back as set")
        }
    }

    func testCSSMarginsSpaceTheSegmentsAndPaddingInsetsThem() {
        onMain {
            // CRMMultipleSwitch's `spacing` and `contentInset`, in CSS: a segment's left and right margins are the
            // gap between segments, the bar's padding the space around them.
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget, width: 500, height: 60)
            let before = bar.layout!
            let provider = addCSS(
                """
                segmentbar.capsule > segment { margin: 0 5px 0 7px; }
                segmentbar.capsule { padding: 3px 20px; }
                """)
            defer { remove(provider) }
            nextFrame(window)
            let layout = bar.layout!
            XCTAssertEqual(layout.style.spacing, 12)
            XCTAssertEqual(layout.itemFrame(1, at: 0).x - layout.itemFrame(0, at: 0).maxX, 12, accuracy: 0.01)
            XCTAssertEqual(before.viewWidth - layout.viewWidth, 2 * (20 - 3), accuracy: 0.01, "3 px became 20")
            XCTAssertEqual(layout.itemFrame(3, at: 0).maxX, layout.viewWidth, accuracy: 0.01, "equal widths fill it")
        }
    }
}

/// Font and resolution changes reach the measurements: cached sizes and text layouts are dropped.
final class FontChangeTests: GtkTestCase, @unchecked Sendable {
    func testDoublingTheResolutionRemeasuresTheTitles() {
        onMain {
            let bar = SegmentBar(items: fourItems, style: .cursor)
            let window = host(bar.widget, width: 600)
            let before = bar.layout!.metrics[0].titleWidth
            let settings = gtk_settings_get_default()!
            var dpi = GValue()
            g_value_init(&dpi, cgtk_type_int())
            g_object_get_property(gcast(settings), "gtk-xft-dpi", &dpi)
            let original = g_value_get_int(&dpi)
            let base = original > 0 ? original : 96 * 1024
            g_value_set_int(&dpi, base * 2)
            g_object_set_property(gcast(settings), "gtk-xft-dpi", &dpi)
            gtk_widget_queue_draw(window)
            gtk_test_widget_wait_for_draw(window)
            // The new resolution reaches the bar's style within a frame or two (the first may be one already due).
            pump(until: { (bar.layout?.metrics[0].titleWidth ?? before) != before }, seconds: 2)
            let after = bar.layout!.metrics[0].titleWidth
            g_value_set_int(&dpi, original)
            g_object_set_property(gcast(settings), "gtk-xft-dpi", &dpi)
            g_value_unset(&dpi)
            XCTAssertEqual(after / before, 2, accuracy: 0.15, "titles are measured again at the new resolution")
        }
    }

    /// Large text (twice the resolution): a count's pill grows with its label's line, which had outgrown the
    /// 14 px `min-height`, and the bar with the pill; the count's digits stuck out of it above and below.
    func testACountsPillGrowsWithLargeText() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .scrollable)
            try bar.setBadge(.count(12), at: 1)
            let window = host(bar.widget, width: 600)
            let pillAt1 = try XCTUnwrap(bar.layout?.contentRects(1, at: 0).badge)
            XCTAssertEqual(pillAt1.height, 14, "the CSS min-height at the usual resolution")
            let settings = try XCTUnwrap(gtk_settings_get_default())
            var dpi = GValue()
            g_value_init(&dpi, cgtk_type_int())
            defer { g_value_unset(&dpi) }
            g_object_get_property(gcast(settings), "gtk-xft-dpi", &dpi)
            let original = g_value_get_int(&dpi)
            defer {
                g_value_set_int(&dpi, original)
                g_object_set_property(gcast(settings), "gtk-xft-dpi", &dpi)
            }
            g_value_set_int(&dpi, (original > 0 ? original : 96 * 1024) * 2)
            g_object_set_property(gcast(settings), "gtk-xft-dpi", &dpi)
            gtk_widget_queue_draw(window)
            gtk_test_widget_wait_for_draw(window)
            pump(until: { (bar.layout?.contentRects(1, at: 0).badge?.height ?? 14) > 14 }, seconds: 2)
            let layout = try XCTUnwrap(bar.layout)
            let pill = try XCTUnwrap(layout.contentRects(1, at: 0).badge)
            let line = layout.metrics[1].pillLineHeight
            XCTAssertGreaterThan(line, 20, "an 8 pt bold line at 192 dpi")
            XCTAssertEqual(pill.height, line, accuracy: 0.05)
            XCTAssertGreaterThanOrEqual(pill.width, pill.height)
            XCTAssertGreaterThanOrEqual(Double(gtk_widget_get_height(bar.widget)), pill.height)
        }
    }
}
