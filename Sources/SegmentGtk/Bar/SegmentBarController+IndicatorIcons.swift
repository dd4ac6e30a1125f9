import CGtk
import SegmentCore

/// Indicator icons (``SegmentItem/indicatorIcon``, AdwTabPage's `indicator-icon`): drawn at each tab's start in the
/// room the strip keeps for them, clicked when activatable, named for assistive technologies and given tooltips.
extension SegmentBarController {
    /// The indicator icon segment `index` shows, if any; none for an index the items no longer have (a layout not
    /// yet rebuilt after a removal still counts it).
    func shownIndicatorIcon(_ index: Int) -> TabIndicatorIcon? {
        guard tabStrip.hasIndicatorIcons, model.items.indices.contains(index) else { return nil }
        return model.items[index].indicatorIcon
    }

    /// Whether a click on segment `index`'s indicator icon activates it (``TabIndicatorIcon/acceptsClick(selected:pinned:)``)
    /// rather than selecting the tab.
    func indicatorTakesClicks(_ index: Int) -> Bool {
        guard tabStrip.hasIndicatorIcons, model.items.indices.contains(index) else { return false }
        let item = model.items[index]
        guard let icon = item.indicatorIcon else { return false }
        return icon.acceptsClick(selected: index == model.selectedIndex, pinned: item.isPinned)
    }

    /// The segment whose activatable indicator icon is at `along` the bar and `across` it (see ``pointer``), if any;
    /// `fades` are ``shownFades``, found once by ``tabButton(along:across:)``.
    func indicatorIconIndex(along: Double, across: Double, fades: [EdgeFade]) -> Int? {
        guard tabStrip.hasIndicatorIcons else { return nil }
        return layout?.indicatorIconHit(
            along: along, across: across, scrollOffset: scrollOffset, at: position, button: tabStrip.buttonSpec,
            fades: fades, isShown: { [self] in indicatorTakesClicks($0) })
    }

    /// Emits `indicator-activated` for segment `index`, whose indicator icon was clicked; the tab is not selected.
    func activateIndicator(_ index: Int) {
        guard model.items.indices.contains(index), model.items[index].indicatorIcon != nil else { return }
        cgtk_emit_uint(widget, SegmentBarType.signals.indicatorActivated, guint(index))
    }

    /// Notes whether any segment has an indicator icon after the items changed: when that changes, the strip keeps
    /// (or gives back) the room at each tab's start, and every segment is measured again.
    func indicatorIconsMayHaveChanged() {
        let has = model.items.contains { $0.indicatorIcon != nil }
        guard has != tabStrip.hasIndicatorIcons else { return }
        tabStrip.hasIndicatorIcons = has
        invalidateMetrics()
    }

    /// Segment `index`'s indicator icon in view coordinates, where it is drawn now.
    func indicatorIconViewRect(_ index: Int, in layout: SegmentLayout) -> SegmentRect {
        layout.viewRect(
            layout.indicatorIconRect(index, at: position, button: tabStrip.buttonSpec), scrollOffset: scrollOffset)
    }

    /// Draws the indicator icons of the segments in `range`: the `button.tab-indicator` node's box under the pointer
    /// or while pressed (activatable icons only), and the icon in the node's colour; clipped as the close buttons
    /// are (``drawCloseButtons(_:layout:range:target:lifted:hovered:)``); `hovered` is the segment whose icon is under
    /// the pointer.
    func drawIndicatorIcons(
        _ snapshot: OpaquePointer, layout: SegmentLayout, range: VisibleSegments, target: Int?, lifted: SegmentRect?,
        hovered: Int?
    ) {
        guard tabStrip.hasIndicatorIcons, nodes.parts.contains(.indicatorIcons) else { return }
        for index in drawingOrder(range) {
            guard let icon = shownIndicatorIcon(index) else { continue }
            let rect = axis.moved(indicatorIconViewRect(index, in: layout), by: reorderShift(of: index, target: target))
            let node: CSSNode
            if hovered == index {
                let pressed = tabStrip.buttonPress?.button == .indicator && tabStrip.buttonPress?.index == index
                node = pressed ? nodes.tabIndicatorActive : nodes.tabIndicatorHover
            } else {
                node = nodes.tabIndicator
            }
            drawUnderLiftedTab(snapshot, rect, of: index, lifted: lifted) {
                clippedToScrolling(snapshot, !layout.isSticky(index), layout: layout) {
                    if hovered == index { renderButtonBox(snapshot, node, rect) }
                    guard let paintable = icons.paintable(icon.iconName, size: rect.width, widget: widget) else {
                        return
                    }
                    drawIcon(paintable, snapshot, in: rect, color: node.color)
                }
            }
        }
    }

    /// The accessible buttons over the activatable indicator icons of the on-screen segments: named by the icon's
    /// tooltip, else "Indicator of <title>"; with the close buttons' (``placeCloseButtons()``).
    func placeIndicatorButtons() {
        guard let layout else { return }
        var names: [String] = []
        var rects: [SegmentRect] = []
        var segments: [Int] = []
        if tabStrip.hasIndicatorIcons {
            for index in tabs.range where index < layout.count && indicatorTakesClicks(index) {
                let item = model.items[index]
                if let tooltip = item.indicatorIcon?.tooltip, !tooltip.isEmpty {
                    names.append(tooltip)
                } else {
                    let title = TabDescription.name(mnemonics.spokenTitle(item), of: item, at: index)
                    // Translators: the name of a tab's indicator icon that acts when clicked (a speaker that
                    // mutes the tab's sound), when the app gave it no tooltip: "Indicator of Inbox".
                    names.append(Translation.formatted("Indicator of %s", title))
                }
                // Cut to what shows, as the tab is: a tab in the margin kept off screen has its icon there too.
                rects.append(
                    layout.shownViewRect(
                        layout.indicatorIconRect(index, at: position, button: tabStrip.buttonSpec), of: index,
                        scrollOffset: scrollOffset))
                segments.append(index)
            }
        }
        tabStrip.updateAccessibleIndicators(names: names, rects: rects, segments: segments)
    }

    /// The tooltip of the indicator icon under view point (`x`, `y`), when it has one, and where it holds: the
    /// icon's span across its whole tab, where the icon is hit.
    func indicatorTooltip(x: Double, y: Double) -> (text: String, area: SegmentRect)? {
        guard tabStrip.hasIndicatorIcons, let layout, tabStrip.reorder == nil else { return nil }
        let across = axis.crossCoordinate(x: x, y: y)
        let index = layout.indicatorIconHit(
            along: mainCoordinate(x, y), across: across, scrollOffset: scrollOffset, at: position,
            button: tabStrip.buttonSpec, slop: 0,
            isShown: { [self] in shownIndicatorIcon($0) != nil })
        guard let index, let text = model.items[index].indicatorIcon?.tooltip, !text.isEmpty else { return nil }
        let area = layout.indicatorIconHitRect(
            index, at: position, button: tabStrip.buttonSpec, scrollOffset: scrollOffset)
        return (text, area)
    }
}
