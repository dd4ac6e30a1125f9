import CGtk
import SegmentCore

/// A `graphene_rect_t` for a SegmentCore rectangle.
func grapheneRect(_ rect: SegmentRect) -> graphene_rect_t {
    graphene_rect_t(
        origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
        size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
}

/// A rounded rectangle with the same radius at every corner.
func roundedRect(_ rect: SegmentRect, radius: Double) -> GskRoundedRect {
    var bounds = grapheneRect(rect)
    var rounded = GskRoundedRect()
    gsk_rounded_rect_init_from_rect(&rounded, &bounds, Float(max(0, radius)))
    return rounded
}

/// Fills `rect`, rounded when `radius` is positive.
func fill(_ snapshot: OpaquePointer, _ rect: SegmentRect, _ color: GdkRGBA, radius: Double = 0) {
    var color = color
    var bounds = grapheneRect(rect)
    guard radius > 0 else {
        gtk_snapshot_append_color(snapshot, &color, &bounds)
        return
    }
    var clip = roundedRect(rect, radius: radius)
    gtk_snapshot_push_rounded_clip(snapshot, &clip)
    gtk_snapshot_append_color(snapshot, &color, &bounds)
    gtk_snapshot_pop(snapshot)
}

extension SegmentBarController {
    /// Draws the bar: separators, indicator, segments, badges, border and focus ring, for what is visible only.
    func snapshot(_ snapshot: OpaquePointer) {
        guard let layout, layout.count > 0 else { return }
        let colors = theme.colors
        let p = position
        let offset = scrollOffset
        let range = layout.visibleRange(scrollOffset: offset, at: p)
        let shape = style.indicator.shape
        let covers = shape == .capsule || shape == .box
        let indicator = layout.indicatorRect(at: p).map { layout.viewRect($0, scrollOffset: offset) }
        let radius = indicator.map { layout.indicatorCornerRadius(for: $0) } ?? 0

        for rect in layout.separatorRects(in: range, at: p) {
            fill(snapshot, layout.viewRect(rect, scrollOffset: offset), colors.separator)
        }
        drawFeedback(snapshot, layout: layout, index: hoverIndex, range: range, color: colors.hover, strength: 0.08)
        drawFeedback(snapshot, layout: layout, index: pressedIndex, range: range, color: colors.hover, strength: 0.16)
        if covers, let indicator {
            if let texture = trackerTexture {
                var clip = roundedRect(indicator, radius: radius)
                var bounds = grapheneRect(indicator)
                gtk_snapshot_push_rounded_clip(snapshot, &clip)
                gtk_snapshot_append_texture(snapshot, texture, &bounds)
                gtk_snapshot_pop(snapshot)
            } else {
                fill(snapshot, indicator, colors.indicator, radius: radius)
            }
        }

        for index in range {
            drawItem(
                index, snapshot, layout: layout, colors: colors, overrideColor: covers ? colors.normal : nil,
                withBadge: true)
        }
        if covers, let indicator {
            // Text under the tracker is drawn again in the "on indicator" colour, clipped to the tracker's
            // exact shape, so a glyph the tracker half covers is half recoloured.
            var clip = roundedRect(indicator, radius: radius)
            gtk_snapshot_push_rounded_clip(snapshot, &clip)
            for index in range {
                let frame = layout.viewRect(layout.itemFrame(index, at: p), scrollOffset: offset)
                guard frame.maxX > indicator.x && frame.x < indicator.maxX else { continue }
                drawItem(
                    index, snapshot, layout: layout, colors: colors, overrideColor: colors.onIndicator,
                    withBadge: false)
            }
            gtk_snapshot_pop(snapshot)
        }
        // The border goes under the indicator, which sits on the same bottom edge.
        if let border = layout.bottomBorderRect { fill(snapshot, border, colors.separator) }
        if !covers, let indicator { fill(snapshot, indicator, colors.indicator, radius: radius) }
        drawOverflowEdges(snapshot, layout: layout, colors: colors)
        drawFocusRing(snapshot, layout: layout, colors: colors)
        if menuRect != nil { gtk_widget_snapshot_child(widget, overflow.button, snapshot) }
    }

    /// Hover or press feedback behind segment `index`, if it is on screen.
    private func drawFeedback(
        _ snapshot: OpaquePointer, layout: SegmentLayout, index: Int?, range: Range<Int>, color: GdkRGBA,
        strength: Float
    ) {
        guard let index, range.contains(index) else { return }
        let frame = layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: scrollOffset)
        var tint = color
        tint.alpha *= strength
        fill(snapshot, frame, tint, radius: min(8, frame.height / 2))
    }

    /// Soft fades at the ends that hide segments, with a badge-coloured dot when a hidden segment has a badge.
    private func drawOverflowEdges(_ snapshot: OpaquePointer, layout: SegmentLayout, colors: BarColors) {
        let edges = layout.overflowEdges(scrollOffset: scrollOffset, at: position)
        if edges.leading { drawEdge(snapshot, .leading, layout: layout, colors: colors, badge: edges.leadingBadge) }
        if edges.trailing { drawEdge(snapshot, .trailing, layout: layout, colors: colors, badge: edges.trailingBadge) }
    }

    /// One edge fade, from the edge colour at the outer end to clear at the inner end, and its badge hint.
    ///
    /// At the end where the overflow button sits the fade stays solid under the button, so the titles
    /// scrolled beneath it never show through.
    private func drawEdge(
        _ snapshot: OpaquePointer, _ edge: BarEdge, layout: SegmentLayout, colors: BarColors, badge: Bool
    ) {
        let fade = layout.edgeFade(edge, width: 32, solid: edge == .trailing ? (menuRect?.width ?? 0) : 0)
        var bounds = grapheneRect(fade.rect)
        var start = graphene_point_t(x: Float(fade.outerX), y: Float(fade.rect.midY))
        var end = graphene_point_t(x: Float(fade.innerX), y: Float(fade.rect.midY))
        var clear = colors.edge
        clear.alpha = 0
        var stops = (
            GskColorStop(offset: 0, color: colors.edge),
            GskColorStop(offset: Float(fade.solidStop), color: colors.edge),
            GskColorStop(offset: 1, color: clear)
        )
        withUnsafePointer(to: &stops) {
            $0.withMemoryRebound(to: GskColorStop.self, capacity: 3) {
                gtk_snapshot_append_linear_gradient(snapshot, &bounds, &start, &end, $0, 3)
            }
        }
        if badge {
            let dot = layout.edgeHintRect(edge, diameter: style.badge.dotDiameter)
            fill(snapshot, dot, colors.badge, radius: dot.width / 2)
        }
    }

    /// Draws one segment's icon, title and badge. `overrideColor` replaces the blended colours (capsule text).
    private func drawItem(
        _ index: Int, _ snapshot: OpaquePointer, layout: SegmentLayout, colors: BarColors, overrideColor: GdkRGBA?,
        withBadge: Bool
    ) {
        let item = model.items[index]
        let metrics = layout.metrics[index]
        let rects = layout.contentRects(index, at: position)
        let emphasis = layout.emphasis(of: index, at: position)
        let emphasized = emphasis >= 0.5
        let color =
            overrideColor.map { item.isEnabled ? $0 : colors.disabled }
            ?? (item.isEnabled ? mix(colors.normal, colors.selected, emphasis) : colors.disabled)

        if !item.title.isEmpty {
            let font = emphasized ? style.selectedTitleFont : style.titleFont
            let text = texts.layout(
                item.title, font: font, maxWidth: style.maxTitleWidth, widget: widget, measurer: measurer)
            let box = layout.viewRect(rects.title, scrollOffset: scrollOffset)
            let width = emphasized ? metrics.selectedTitleWidth : metrics.titleWidth
            draw(text, in: snapshot, at: box.midX - width / 2, box.y, color)
        }
        if let iconRect = rects.icon, let name = emphasized ? (item.selectedIcon ?? item.icon) : item.icon,
            let paintable = icons.paintable(name, size: style.iconSize, widget: widget)
        {
            let box = layout.viewRect(iconRect, scrollOffset: scrollOffset)
            var origin = graphene_point_t(x: Float(box.x), y: Float(box.y))
            gtk_snapshot_save(snapshot)
            gtk_snapshot_translate(snapshot, &origin)
            var tint = [color]
            gtk_symbolic_paintable_snapshot_symbolic(
                paintable, snapshot, box.width, box.height, &tint, 1)
            gtk_snapshot_restore(snapshot)
        }
        guard withBadge, let badgeRect = rects.badge else { return }
        let box = layout.viewRect(badgeRect, scrollOffset: scrollOffset)
        fill(snapshot, box, colors.badge, radius: box.height / 2)
        if let label = item.badge.label(maxCount: style.badge.maxCount) {
            // Isolated left-to-right so "99+" does not read "+99" inside a right-to-left bar.
            let text = texts.layout(
                "\u{2066}\(label)\u{2069}", font: style.badge.font, maxWidth: .greatestFiniteMagnitude, widget: widget,
                measurer: measurer)
            var ink = PangoRectangle()
            pango_layout_get_extents(text, nil, &ink)
            let w = Double(ink.width) / Double(PANGO_SCALE)
            let h = Double(ink.height) / Double(PANGO_SCALE)
            draw(text, in: snapshot, at: box.midX - w / 2, box.midY - h / 2, colors.badgeText)
        }
    }

    /// The keyboard focus ring, around the focused segment (manual mode) or the selected one.
    private func drawFocusRing(_ snapshot: OpaquePointer, layout: SegmentLayout, colors: BarColors) {
        guard gtk_widget_has_visible_focus(widget) != 0,
            let index = focusIndex ?? model.selectedIndex, index < layout.count
        else { return }
        let frame = layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: scrollOffset)
        let ring = SegmentRect(
            x: frame.x + 2, y: frame.y + 2, width: max(0, frame.width - 4), height: max(0, frame.height - 4))
        var outline = roundedRect(ring, radius: min(6, ring.height / 2))
        var ringColor = colors.indicator
        ringColor.alpha *= 0.5
        var widths: [Float] = [2, 2, 2, 2]
        var ringColors = [ringColor, ringColor, ringColor, ringColor]
        gtk_snapshot_append_border(snapshot, &outline, &widths, &ringColors)
    }

    /// Draws a Pango layout with its top-left corner at `(x, y)`.
    private func draw(_ text: OpaquePointer, in snapshot: OpaquePointer, at x: Double, _ y: Double, _ color: GdkRGBA) {
        var color = color
        var origin = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &origin)
        gtk_snapshot_append_layout(snapshot, text, &color)
        gtk_snapshot_restore(snapshot)
    }
}
