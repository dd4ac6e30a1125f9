import CGtk
import SegmentCore
import SegmentGtk

/// The `rich` gallery page: markup titles, per-segment colours and tooltips, and every indicator shape.
enum RichGallery {
    /// The segments of the page's main bar in the light style: see ``items(dark:)``.
    static var items: [SegmentItem] { items(dark: false) }

    /// The segments of the page's main bar: markup with a colour span, colour-coded categories, tooltips,
    /// and a title too long for the bar (its tooltip is the whole title).
    ///
    /// An app's own colours are its to keep readable: no one colour reads at 4.5:1 on both Adwaita's light and
    /// dark windows, so the categories take GNOME palette shades per style (blue 5 and green 5 darkened on
    /// light, blue 2 and green 2 on dark), as an app following the dark preference would.
    static func items(dark: Bool) -> [SegmentItem] {
        var inbox = SegmentItem(markup: "<b>Inbox</b> <small>12</small>", tooltip: "12 unread messages")
        inbox.badge = .none
        let urgent = SegmentItem(markup: "<span foreground=\"\(dark ? "#ffa348" : "#9c3700")\">●</span> Urgent")
        let drafts = SegmentItem(markup: "<i>Drafts</i>")
        let blue =
            dark ? SegmentColor(red: 0.38, green: 0.63, blue: 0.92) : SegmentColor(red: 0.10, green: 0.37, blue: 0.71)
        let green =
            dark ? SegmentColor(red: 0.34, green: 0.89, blue: 0.54) : SegmentColor(red: 0.11, green: 0.48, blue: 0.29)
        var work = SegmentItem("Work")
        work.colors = SegmentColors(title: blue, selectedTitle: blue, indicator: blue)
        var family = SegmentItem("Family")
        family.colors = SegmentColors(title: green, selectedTitle: green, indicator: green)
        let long = SegmentItem("Quarterly planning and retrospective notes")
        var archive = SegmentItem("Archive")
        archive.tooltip = "Mail older than a year"
        return [inbox, urgent, drafts, work, family, long, archive]
    }

    /// The page's style: the cursor preset with titles limited to 140 pt, so the long one is shortened.
    static var style: SegmentStyle {
        var style = SegmentStyle.cursor
        style.maxTitleWidth = 140
        return style
    }

    /// Fills `box` with one small bar per indicator shape, then the main bar; returns the main bar.
    @MainActor
    static func build(into box: UnsafeMutablePointer<GtkWidget>) -> SegmentBar {
        let shapes = gtk_grid_new()!
        gtk_grid_set_row_spacing(gcast(shapes), 6)
        gtk_grid_set_column_spacing(gcast(shapes), 12)
        // The opposite edge first: under another bar its line on the top edge read as that bar's underline.
        for (row, (name, shape, placement)) in [
            ("Opposite edge", IndicatorShape.underline, IndicatorPlacement.above),
            ("Triangle", .triangle, .below),
            ("CSS (gradient, shadow)", .css, .below),
            ("Custom-drawn", .custom, .below),
        ].enumerated() {
            let label = gtk_label_new(name)!
            gtk_label_set_xalign(OpaquePointer(label), 1)
            gtk_widget_add_css_class(label, "dim-label")
            var shaped = SegmentStyle.underline
            shaped.indicator.shape = shape
            shaped.indicator.placement = placement
            shaped.indicator.width = shape == .underline ? .title : .segment
            let bar = SegmentBar(items: shapeItems(colored: shape == .custom), style: shaped)
            gtk_widget_set_hexpand(bar.widget, 1)
            cgtk_accessible_set_string(OpaquePointer(bar.widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\(name) indicator")
            if shape == .custom { bar.setIndicatorDrawer(drawBracket) }
            gtk_grid_attach(gcast(shapes), label, 0, gint(row), 1, 1)
            gtk_grid_attach(gcast(shapes), bar.widget, 1, gint(row), 1, 1)
        }
        MnemonicGallery.addRow(to: shapes, row: 4)
        gtk_box_append(gcast(box), shapes)
        // The main bar last, right above the log line and the controls that edit it.
        let main = SegmentBar(items: items(dark: DemoThemes.prefersDark), style: style)
        gtk_box_append(gcast(box), main.widget)
        // The colour-coded segments follow the style: each replaced in place, so the selection stays.
        if let settings = gtk_settings_get_default() {
            GtkSignals.notify("gtk-application-prefer-dark-theme").connect(settings) { [weak main] in
                guard let main else { return }
                for (index, item) in items(dark: DemoThemes.prefersDark).enumerated() where index < main.items.count {
                    let current = main.items[index]
                    guard current.colors != item.colors || current.title != item.title else { continue }
                    var recoloured = current
                    recoloured.colors = item.colors
                    recoloured.title = item.title
                    try? main.replace(at: index, with: recoloured)
                }
            }
        }
        return main
    }

    /// Four periods; with `colored`, each has its own indicator colour, which the custom indicator fades between.
    private static func shapeItems(colored: Bool) -> [SegmentItem] {
        let colors = [
            SegmentColor(red: 0.88, green: 0.11, blue: 0.14), SegmentColor(red: 0.90, green: 0.38, blue: 0.0),
            SegmentColor(red: 0.18, green: 0.76, blue: 0.49), SegmentColor(red: 0.21, green: 0.52, blue: 0.89),
        ]
        return zip(["Day", "Week", "Month", "Year"], colors).map { title, color in
            var item = SegmentItem(title)
            if colored { item.colors.indicator = color }
            return item
        }
    }

    /// The custom indicator: a rounded 2 px outline in the segments' colour (mixed between neighbours in a swipe).
    @MainActor
    private static func drawBracket(_ drawing: IndicatorDrawing) {
        let rect = drawing.rect
        let color =
            drawing.color.map {
                GdkRGBA(red: Float($0.red), green: Float($0.green), blue: Float($0.blue), alpha: Float($0.alpha))
            } ?? GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
        // The rectangle already keeps the `indicator.custom` node's CSS margin clear of the title.
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
            size: graphene_size_t(width: Float(max(0, rect.width)), height: Float(max(0, rect.height))))
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, 8)
        var widths: (Float, Float, Float, Float) = (2, 2, 2, 2)
        var colors = (color, color, color, color)
        withUnsafePointer(to: &widths) { widths in
            widths.withMemoryRebound(to: Float.self, capacity: 4) { widths in
                withUnsafePointer(to: &colors) { colors in
                    colors.withMemoryRebound(to: GdkRGBA.self, capacity: 4) {
                        gtk_snapshot_append_border(drawing.snapshot, &outline, widths, $0)
                    }
                }
            }
        }
    }
}
