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

/// Renders the CSS box of a button `node` whose content (its icon) is at `rect`: grown by the node's padding, so a
/// round `:hover` box shows around an icon of its own size.
@MainActor
func renderButtonBox(_ snapshot: OpaquePointer, _ node: CSSNode, _ rect: SegmentRect) {
    let p = node.padding
    renderBox(
        snapshot, node,
        rect.outset(left: Double(p.left), top: Double(p.top), right: Double(p.right), bottom: Double(p.bottom)))
}

/// Draws `node`'s CSS box (background, then border) at `rect`, as GTK draws a widget's own box.
@MainActor
func renderBox(_ snapshot: OpaquePointer, _ node: CSSNode, _ rect: SegmentRect) {
    guard rect.width > 0, rect.height > 0 else { return }
    let context = node.context
    gtk_snapshot_render_background(snapshot, context, rect.x, rect.y, rect.width, rect.height)
    gtk_snapshot_render_frame(snapshot, context, rect.x, rect.y, rect.width, rect.height)
}

extension SegmentBarController {
    /// Draws the bar: separators, state boxes, indicator, segments, badges, fades and focus outline, for
    /// what is visible only. Every rectangle comes from the core; every colour and box from CSS.
    func snapshot(_ snapshot: OpaquePointer) {
        drewSpinner = false
        defer { keepSpinning() }
        drawBackgroundImage(snapshot)
        guard let layout, layout.count > 0 else {
            // A strip whose last tab closed keeps its "+": it is still there to click, so it must show.
            return tabStrip.snapshotActionWidgets(snapshot)
        }
        let appearance = self.appearance
        let colors = appearance.colors
        let p = position
        let offset = scrollOffset
        let range = layout.visibleSegments(scrollOffset: offset, at: p)
        let shape = style.indicator.shape
        let covers = shape == .capsule || shape == .box
        // CSS and custom indicators are drawn behind the titles too, but leave their colours alone.
        let behind = covers || shape == .css || shape == .custom
        let target = reorderTarget
        // The dragged tab, drawn last and opaque: what lies under it is hidden (``drawUnderLiftedTab``).
        let lifted = liftedFrame(layout: layout, target: target)
        // Once per frame: each title's colour asks for it, and it is a hit test.
        let hovered = drawnHoverIndex
        // The segment whose title is drawn selected: the indicator, the `segment:selected` box and a lifted tab's
        // `:selected` box go with it.
        let current = layout.selectedSegment(at: p)
        let indicatorShift = reorderShift(of: current, target: target)
        let scale = Double(gtk_widget_get_scale_factor(widget))
        // On whole device pixels, as a widget's own box is: GTK's GL renderer drops a fractional pill's partly
        // covered edge column (cairo blends it), so the pill looked cut flat on one side between fitted segments.
        let indicator = layout.indicatorViewRect(at: p, scrollOffset: offset).map {
            axis.moved($0, by: indicatorShift).snapped(toPixelsAt: scale)
        }
        let indicatorScrolls = layout.indicatorScrolls(at: p)
        let radius = indicator.map { layout.indicatorCornerRadius(for: $0) } ?? 0
        // Segments scroll inside the content box, and the bar's CSS padding must not show titles the edge fades
        // have already hidden; across the bar (and along it when nothing scrolls) they may draw into the padding,
        // as far as GTK clips the bar anyway, so a segment's outer shadow or a focus ring outside it shows there.
        let padding = appearance.barPadding
        var content = grapheneRect(
            layout.drawingClip(
                left: Double(padding.left), top: Double(padding.top), right: Double(padding.right),
                bottom: Double(padding.bottom), at: p))
        gtk_snapshot_push_clip(snapshot, &content)
        defer { gtk_snapshot_pop(snapshot) }

        // Once per frame: the separators beside the ring are left out, then the ring is drawn last.
        let focusRing = focusRingIndex(layout: layout)
        for rect in layout.separatorRects(in: range, at: p, besides: focusRing) {
            clippedToScrolling(snapshot, !layout.isSticky(contentX: rect.x), layout: layout) {
                renderBox(
                    snapshot, nodes.separator, layout.viewRect(rect, scrollOffset: offset).snapped(toPixelsAt: scale))
            }
        }
        let hoverBox = hovered.flatMap { $0 == pressedIndex ? nil : $0 }
        if appearance.restBoxes.any {
            drawRestBoxes(
                snapshot, layout: layout, range: range, boxes: appearance.restBoxes, current: current,
                skipping: [hoverBox, pressedIndex, tabStrip.reorder?.source], target: target)
        }
        if let index = hoverBox, range.contains(index) {
            clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                renderBox(snapshot, index == current ? nodes.selectedHover : nodes.hover, frame(of: index, in: layout))
            }
        }
        if let index = pressedIndex, range.contains(index) {
            clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                renderBox(
                    snapshot, index == current ? nodes.selectedActive : nodes.active, frame(of: index, in: layout))
            }
        }
        if let index = extraDropIndex, range.contains(index) {
            clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                renderBox(snapshot, nodes.dropTarget, frame(of: index, in: layout))
            }
        }
        if behind, let indicator {
            clippedToScrolling(snapshot, indicatorScrolls, layout: layout) {
                drawIndicator(snapshot, indicator, radius: radius, layout: layout)
            }
        }

        for index in drawingOrder(range) {
            let lifting = index == tabStrip.reorder?.source ? lifted : nil
            clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                shifted(snapshot, by: reorderShift(of: index, target: target), lifting: lifting) {
                    drawItem(
                        index, snapshot, layout: layout, colors: colors, hovered: hovered,
                        overrideColor: covers ? colors.normal : nil, withBadge: true)
                }
            }
        }
        if covers, let indicator {
            // Text under the tracker is drawn again in the "on indicator" colour, clipped to the tracker's
            // shape, so a glyph the tracker half covers is half recoloured.
            var clip = roundedRect(indicator, radius: radius)
            gtk_snapshot_push_rounded_clip(snapshot, &clip)
            for index in range {
                let shift = reorderShift(of: index, target: target)
                let frame = axis.moved(layout.viewRect(layout.itemFrame(index, at: p), scrollOffset: offset), by: shift)
                guard frame.maxX > indicator.x && frame.x < indicator.maxX,
                    frame.maxY > indicator.y && frame.y < indicator.maxY
                else { continue }
                clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                    shifted(snapshot, by: shift, lifting: nil) {
                        drawItem(
                            index, snapshot, layout: layout, colors: colors, hovered: nil,
                            overrideColor: colors.onIndicator, withBadge: false)
                    }
                }
            }
            gtk_snapshot_pop(snapshot)
        }
        if !behind, let indicator {
            // A line under a tab that the lifted tab slides over stays under it.
            drawUnderLiftedTab(snapshot, indicator, of: current, lifted: lifted) {
                clippedToScrolling(snapshot, indicatorScrolls, layout: layout) {
                    drawIndicator(snapshot, indicator, radius: radius, layout: layout)
                }
            }
        }
        // Once per frame: the hit test of the tab buttons reads the edge fades.
        let button = hoveredTabButton
        drawCloseButtons(
            snapshot, layout: layout, range: range, target: target, lifted: lifted,
            hovered: button?.button == .close ? button?.index : nil)
        drawIndicatorIcons(
            snapshot, layout: layout, range: range, target: target, lifted: lifted,
            hovered: button?.button == .indicator ? button?.index : nil)
        let edges = layout.overflowEdges(scrollOffset: scrollOffset, at: position, fade: appearance.metrics.fadeWidth)
        drawOverflowEdges(snapshot, edges, layout: layout, appearance: appearance)
        tabStrip.snapshotActionWidgets(snapshot)
        drawFocus(snapshot, round: focusRing, layout: layout)
        if menuRect != nil, let button = overflow.madeButton { gtk_widget_snapshot_child(widget, button, snapshot) }
        // Over the overflow button and the action widgets: a theme that gives the button a background hid the dot.
        drawOverflowHints(snapshot, edges, layout: layout)
    }

    /// The segment drawn hovered: the one under the pointer, or else the tab whose context menu is open, as in
    /// AdwTabBar (the user sees which tab the menu acts on). None while a tab or the pill is dragged: the tab that
    /// slid under the pointer took the hover colour with no `:hover` box, and the segment under a dragged pill
    /// showed a hover box beside it.
    var drawnHoverIndex: Int? {
        if case .tracker = drag { return nil }
        guard tabStrip.reorder == nil else { return nil }
        return hoverIndex ?? (tabStrip.isMenuOpen ? menuTarget : nil)
    }

    /// Each visible segment's own CSS box at rest, for the states whose box draws anything (``BarAppearance/RestBoxes``):
    /// `segment:disabled`, `segment:selected` for `current`, `segment` for the others, behind the indicator as a
    /// GtkStackSwitcher's buttons are. A segment in `skipping` (under the pointer, pressed, or lifted by a drag)
    /// has the box of that state instead; the others move with a reorder as their titles do.
    private func drawRestBoxes(
        _ snapshot: OpaquePointer, layout: SegmentLayout, range: VisibleSegments, boxes: BarAppearance.RestBoxes,
        current: Int, skipping: [Int?], target: Int?
    ) {
        for index in range where !skipping.contains(index) {
            let node: CSSNode
            if !model.items[index].isEnabled {
                guard boxes.disabled else { continue }
                node = nodes.disabled
            } else if index == current {
                guard boxes.selected else { continue }
                node = nodes.selected
            } else {
                guard boxes.normal else { continue }
                node = nodes.segment
            }
            clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                shifted(snapshot, by: reorderShift(of: index, target: target), lifting: nil) {
                    renderBox(snapshot, node, frame(of: index, in: layout))
                }
            }
        }
    }

    /// Segment `index`'s frame in view coordinates.
    private func frame(of index: Int, in layout: SegmentLayout) -> SegmentRect {
        layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: scrollOffset)
    }

    /// Runs `draw`, clipped to the part of the view where segments scroll when what it draws `scrolls` beside
    /// sticky segments (``SegmentLayout/scrollingViewRect``): a scrolling segment slides under the pinned ones
    /// instead of over them. Without sticky segments nothing is clipped.
    func clippedToScrolling(_ snapshot: OpaquePointer, _ scrolls: Bool, layout: SegmentLayout, _ draw: () -> Void) {
        guard scrolls, let region = layout.scrollingViewRect else { return draw() }
        var clip = grapheneRect(region)
        gtk_snapshot_push_clip(snapshot, &clip)
        draw()
        gtk_snapshot_pop(snapshot)
    }

    /// The indicator in its shape at the core's indicator rectangle, or the app's tracker image.
    private func drawIndicator(_ snapshot: OpaquePointer, _ rect: SegmentRect, radius: Double, layout: SegmentLayout) {
        guard let texture = trackerTexture else {
            drawShapedIndicator(snapshot, rect, radius: radius, layout: layout)
            return
        }
        var clip = roundedRect(rect, radius: radius)
        var bounds = grapheneRect(rect)
        gtk_snapshot_push_rounded_clip(snapshot, &clip)
        gtk_snapshot_append_texture(snapshot, texture, &bounds)
        gtk_snapshot_pop(snapshot)
    }

    /// Soft fades at the ends that hide segments.
    private func drawOverflowEdges(
        _ snapshot: OpaquePointer, _ edges: OverflowEdges, layout: SegmentLayout, appearance: BarAppearance
    ) {
        for fade in edgeFades(edges, layout: layout, appearance: appearance) {
            drawEdge(snapshot, fade, color: appearance.colors.edge)
        }
    }

    /// The fades the bar draws at the ends that hide segments (`edges`), which tab buttons under them do not take
    /// clicks through (``EdgeFade/hides(_:)``).
    ///
    /// At the end where the overflow button sits a fade stays solid under the button, so the titles scrolled
    /// beneath it never show through; so under the action widgets, which the segments scroll under too.
    func edgeFades(_ edges: OverflowEdges, layout: SegmentLayout, appearance: BarAppearance) -> [EdgeFade] {
        let actions = actionInsets
        let button = menuRect.map { axis.mainExtent(of: $0) } ?? 0
        let width = appearance.metrics.fadeWidth
        return (edges.leading ? [layout.edgeFade(.leading, width: width, solid: actions.leading)] : [])
            + (edges.trailing ? [layout.edgeFade(.trailing, width: width, solid: button + actions.trailing)] : [])
    }

    /// A `badge.dot` at each end that hides a segment with a badge, drawn last, over the overflow button.
    private func drawOverflowHints(_ snapshot: OpaquePointer, _ edges: OverflowEdges, layout: SegmentLayout) {
        let diameter = style.badge.dotDiameter
        let actions = actionInsets
        if edges.leading, edges.leadingBadge {
            renderBox(
                snapshot, nodes.badgeDot, layout.edgeHintRect(.leading, diameter: diameter, outerInset: actions.leading)
            )
        }
        if edges.trailing, edges.trailingBadge {
            renderBox(
                snapshot, nodes.badgeDot,
                layout.edgeHintRect(.trailing, diameter: diameter, outerInset: actions.trailing))
        }
    }

    /// One edge fade, from the edge `color` at the outer end to clear at the inner end.
    private func drawEdge(_ snapshot: OpaquePointer, _ fade: EdgeFade, color: GdkRGBA) {
        var bounds = grapheneRect(fade.rect)
        var start = gradientPoint(along: fade.outerX, in: fade.rect)
        var end = gradientPoint(along: fade.innerX, in: fade.rect)
        var clear = color
        clear.alpha = 0
        var stops = (
            GskColorStop(offset: 0, color: color),
            GskColorStop(offset: Float(fade.solidStop), color: color),
            GskColorStop(offset: 1, color: clear)
        )
        withUnsafePointer(to: &stops) {
            $0.withMemoryRebound(to: GskColorStop.self, capacity: 3) {
                gtk_snapshot_append_linear_gradient(snapshot, &bounds, &start, &end, $0, 3)
            }
        }
    }

    /// The colour of segment `index`'s title and icon: its state's CSS colour (or the segment's own title
    /// colour), blended towards the selected colour (or its own) as the indicator arrives.
    private func titleColor(
        _ index: Int, item: SegmentItem, emphasis: Double, colors: BarAppearance.Colors, hovered: Int?
    ) -> GdkRGBA {
        guard item.isEnabled else { return colors.disabled }
        let own = item.colors
        let normal = own.title.map(gdkColor) ?? colors.normal
        let base = index == pressedIndex ? colors.active : index == hovered ? colors.hover : normal
        return mix(base, own.selectedTitle.map(gdkColor) ?? colors.selected, emphasis)
    }

    /// Draws one segment's icon, title and badge. `hovered` is the frame's ``hoverIndex``; `overrideColor` replaces
    /// the state colours (text on a capsule).
    private func drawItem(
        _ index: Int, _ snapshot: OpaquePointer, layout: SegmentLayout, colors: BarAppearance.Colors,
        hovered: Int?, overrideColor: GdkRGBA?, withBadge: Bool
    ) {
        let item = model.items[index]
        let rects = layout.contentRects(index, at: position)
        let emphasis = layout.emphasis(of: index, at: position)
        let emphasized = emphasis >= 0.5
        let color =
            overrideColor.map { item.isEnabled ? $0 : colors.disabled }
            ?? titleColor(index, item: item, emphasis: emphasis, colors: colors, hovered: hovered)

        if item.showsTitle {
            // Drawn at the core's zoom, so the title grows and shrinks with the position instead of switching
            // size half-way; its top stays where the core's title box starts.
            let zoom = layout.titleZoom(index, at: position)
            let font = zoom.usesSelectedFont ? style.selectedTitleFont : style.titleFont
            let limit = layout.titleWidthLimit(index)
            let text = texts.layout(
                item.title, markup: item.usesMarkup, mnemonic: mnemonics.drawingMode, font: font, maxWidth: limit,
                widget: widget, measurer: measurer)
            let box = layout.viewRect(rects.title, scrollOffset: scrollOffset)
            // Centred as drawn: an ellipsized title is narrower than its limit, and would otherwise sit against
            // one side of its segment.
            let centre = text.x + text.width / 2
            draw(text.layout, in: snapshot, at: box.midX - centre * zoom.scaleX, box.y, color, zoom: zoom)
        }
        if let iconRect = rects.icon, item.isLoading, !item.indicatorReplacesIcon {
            drawSpinner(snapshot, in: layout.viewRect(iconRect, scrollOffset: scrollOffset), color: color)
        } else if let iconRect = rects.icon, let name = iconName(of: item, selected: emphasized),
            let paintable = icons.paintable(name, size: style.iconSize, widget: widget)
        {
            drawIcon(paintable, snapshot, in: layout.viewRect(iconRect, scrollOffset: scrollOffset), color: color)
        }
        guard withBadge, let badgeRect = rects.badge else { return }
        let box = layout.viewRect(badgeRect, scrollOffset: scrollOffset)
        guard let label = item.badge.label(maxCount: style.badge.maxCount) else {
            renderBox(snapshot, nodes.badgeDot, box)
            return
        }
        renderBox(snapshot, nodes.badge, box)
        // Never shortened, so its size is its logical one, which the cache read when it made the layout.
        let text = texts.layout(
            Self.badgeText(label), font: style.badge.font, maxWidth: .greatestFiniteMagnitude, widget: widget,
            measurer: measurer)
        draw(text.layout, in: snapshot, at: box.midX - text.width / 2, box.midY - text.height / 2, colors.badgeText)
    }

    /// Draws icon `paintable` filling `box` (view coordinates) in `color`: a theme icon recoloured as a symbolic
    /// one, an image file tinted.
    func drawIcon(_ paintable: OpaquePointer, _ snapshot: OpaquePointer, in box: SegmentRect, color: GdkRGBA) {
        var origin = graphene_point_t(x: Float(box.x), y: Float(box.y))
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &origin)
        if icons.needsTint(paintable) {
            drawTinted(paintable, snapshot, size: box, color: color)
        } else {
            // Recoloured like a symbolic icon in every state: foreground, then GTK's error, warning and
            // success colours for the parts of the icon that carry those classes.
            var tint = (color, color, color, color)
            withUnsafePointer(to: &tint) {
                $0.withMemoryRebound(to: GdkRGBA.self, capacity: 4) {
                    gtk_symbolic_paintable_snapshot_symbolic(paintable, snapshot, box.width, box.height, $0, 4)
                }
            }
        }
        gtk_snapshot_restore(snapshot)
    }

    /// A badge's label as drawn: between left-to-right marks, so "99+" does not read "+99" inside a right-to-left
    /// bar. Marks, not isolates (U+2066…U+2069): common fonts (DejaVu) have no glyphs for the isolates, and Pango
    /// loaded a fallback font for them before the first frame.
    static func badgeText(_ label: String) -> String {
        "\u{200E}\(label)\u{200E}"
    }

    /// Draws an image-file icon in `color` alone, keeping its shape (alpha): what GTK does to a symbolic
    /// icon's foreground, for files GTK does not recolour.
    private func drawTinted(_ paintable: OpaquePointer, _ snapshot: OpaquePointer, size: SegmentRect, color: GdkRGBA) {
        var matrix = graphene_matrix_t()
        var values:
            (
                Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float,
                Float
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, color.alpha)
        withUnsafePointer(to: &values) {
            $0.withMemoryRebound(to: Float.self, capacity: 16) { _ = graphene_matrix_init_from_float(&matrix, $0) }
        }
        var offset = graphene_vec4_t()
        graphene_vec4_init(&offset, color.red, color.green, color.blue, 0)
        gtk_snapshot_push_color_matrix(snapshot, &matrix, &offset)
        gdk_paintable_snapshot(paintable, snapshot, size.width, size.height)
        gtk_snapshot_pop(snapshot)
    }

    /// The segment the keyboard's focus ring is drawn round now, if any: the focused segment (manual mode) or the
    /// selected one, while the bar has visible focus or the keyboard was used in it since the last click.
    private func focusRingIndex(layout: SegmentLayout) -> Int? {
        // The focus nodes are made when the bar first takes the focus (makeFocusNodesOnFirstFocus()), never in
        // a snapshot: a bar without them has not had the focus.
        guard gtk_widget_has_focus(widget) != 0, keyboardFocusShown || gtk_widget_has_visible_focus(widget) != 0,
            nodes.parts.contains(.focus), let index = focusIndex ?? model.selectedIndex, index < layout.count
        else { return nil }
        return index
    }

    /// Draws GTK's focus outline (the CSS `outline` of `segment:focus-visible`, or of
    /// `segment:selected:focus-visible`) round segment `index`, the one ``focusRingIndex(layout:)`` chose.
    private func drawFocus(_ snapshot: OpaquePointer, round index: Int?, layout: SegmentLayout) {
        guard let index else { return }
        let node = index == model.selectedIndex ? nodes.selectedFocus : nodes.focus
        let rect = layout.viewRect(layout.focusFrame(index, at: position), scrollOffset: scrollOffset)
        clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
            gtk_snapshot_render_focus(snapshot, node.context, rect.x, rect.y, rect.width, rect.height)
        }
    }

    /// Draws a Pango layout with its top-left corner at `(x, y)`, scaled by `zoom` from that corner.
    private func draw(
        _ text: OpaquePointer, in snapshot: OpaquePointer, at x: Double, _ y: Double, _ color: GdkRGBA,
        zoom: TitleZoom? = nil
    ) {
        var color = color
        var origin = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &origin)
        if let zoom, zoom.scaleX != 1 || zoom.scaleY != 1 {
            gtk_snapshot_scale(snapshot, Float(zoom.scaleX), Float(zoom.scaleY))
        }
        gtk_snapshot_append_layout(snapshot, text, &color)
        gtk_snapshot_restore(snapshot)
    }
}
