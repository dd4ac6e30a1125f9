/// The close button a tab strip draws inside its segments: its size and the gap to the title.
///
/// A closable strip reserves ``extent`` on both sides of every segment (``SegmentStyle/reservingCloseButtons(_:)``),
/// so titles stay centred (as in AdwTabBar) and widths do not change when the button shows on another tab.
public struct CloseButtonSpec: Hashable, Sendable {
    /// The side of the square button.
    ///
    /// - Note: Limited to `0...500` (``SegmentLimits/maximumIconLength``); NaN gives the default, 16.
    @StyleLength(default: 16, maximum: SegmentLimits.maximumIconLength) public var size: Double
    /// The gap between the title and the button.
    ///
    /// - Note: Limited to `0...500`; NaN gives the default, 4.
    @StyleLength(default: 4, maximum: SegmentLimits.maximumIconLength) public var gap: Double

    /// Creates a spec; every number is clamped as its property documents.
    public init(size: Double = 16, gap: Double = 4) {
        self.size = size
        self.gap = gap
    }

    /// What the button takes from a segment's padding: its size and the gap.
    public var extent: Double { size + gap }
}

extension SegmentStyle {
    /// This style with room for a close button on each side of every segment's content.
    ///
    /// Both sides grow by the button's ``CloseButtonSpec/extent``, so the content stays centred;
    /// ``SegmentLayout/closeButtonRect(_:at:button:)`` puts the button in the trailing part. The padding grown is
    /// ``itemPadding``, the one along a horizontal bar and across a vertical one: a sidebar's rows get wider,
    /// not taller.
    public func reservingCloseButtons(_ button: CloseButtonSpec) -> SegmentStyle {
        var style = self
        style.itemPadding += button.extent
        style.closeButtonReservation += button.extent
        return style
    }
}

extension SegmentStyle {
    /// Whether an equal bar of this style scrolls once its segments are squeezed to their least width instead of
    /// asking its window for that width: a strip with close buttons (``reservingCloseButtons(_:)``), whose tabs the
    /// user opens without limit, as AdwTabBar's scroll. Its tabs then keep their least width
    /// (``SegmentLayout/leastContent(_:ellipsis:)``) and the strip overflows, with the overflow button.
    public var scrollsWhenSqueezed: Bool { widthMode == .equal && closeButtonReservation > 0 }

    /// This style with the room ``reservingCloseButtons(_:)`` keeps at each segment's leading end used for an
    /// indicator icon (``SegmentLayout/indicatorIconRect(_:at:button:)``): content aligned to the leading edge (a
    /// sidebar's rows) starts after that room instead of in it.
    public func reservingIndicatorIcons() -> SegmentStyle {
        var style = self
        style.usesLeadingReservation = true
        return style
    }
}

extension SegmentLayout {
    /// Segment `index`'s close button in content coordinates at `position`, for a layout made with
    /// ``SegmentStyle/reservingCloseButtons(_:)``.
    ///
    /// The button is a square of `button.size` at the segment's trailing end, the style's own padding (the
    /// padding before the reservation) in from it. In a horizontal bar that end is along the bar: the button
    /// sits after the title, centred across the bar, and ``viewRect(_:scrollOffset:)`` mirrors it to the left
    /// end of the segment in right-to-left; in a squeezed equal bar, whose titles use most of that padding, it
    /// moves nearer the end to stay `button.gap` after the content (``buttonInset(_:at:button:)``). In a vertical
    /// bar (sidebar tabs) it is across the bar: the button sits at the row's trailing side (right in left-to-right,
    /// left in right-to-left), centred in the row's height, as a sidebar's rows put their buttons. A segment too
    /// small for it gets a button clamped inside its frame.
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``; the result is always finite.
    public func closeButtonRect(_ index: Int, at position: Double, button: CloseButtonSpec) -> SegmentRect {
        let frame = itemFrame(index, at: position)
        let size = min(button.size, frame.width, frame.height)
        switch axis {
        case .horizontal:
            let inset = buttonInset(index, at: position, button: button).trailing
            let x = max(frame.x, frame.maxX - inset - size)
            return SegmentRect(x: x, y: frame.midY - size / 2, width: size, height: size)
        case .vertical:
            // Along a vertical axis ``style`` swaps its paddings (``SegmentStyle/alongAxis(_:)``): the padding
            // across the bar, where the reservation went, is its vertical padding.
            let inset = max(0, style.verticalPadding - button.extent)
            let y = max(frame.y, frame.maxY - inset - size)
            return SegmentRect(x: frame.midX - size / 2, y: y, width: size, height: size)
        }
    }

    /// Segment `index`'s indicator icon (``SegmentItem/indicatorIcon``) in content coordinates at `position`, for a
    /// layout made with ``SegmentStyle/reservingCloseButtons(_:)`` and ``SegmentStyle/reservingIndicatorIcons()``:
    /// a square of `button.size` at the segment's
    /// leading end, opposite the close button (``closeButtonRect(_:at:button:)``) and as far in.
    ///
    /// In a horizontal bar that end is along the bar (mirrored to the right end in right-to-left by
    /// ``viewRect(_:scrollOffset:)``), nearer the end in a squeezed equal bar as the close button is; in a vertical
    /// bar it is the row's leading side. A compact segment (a pinned tab) shows the indicator in its icon's place,
    /// centred where the icon is. A segment too small for it gets an icon clamped inside its frame.
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``; the result is always finite.
    public func indicatorIconRect(_ index: Int, at position: Double, button: CloseButtonSpec) -> SegmentRect {
        let frame = itemFrame(index, at: position)
        let size = min(button.size, frame.width, frame.height)
        if let i = clampedIndex(index), metrics[i].isCompact {
            let icon = contentRects(i, at: position).icon ?? frame
            return SegmentRect(x: icon.midX - size / 2, y: icon.midY - size / 2, width: size, height: size)
        }
        switch axis {
        case .horizontal:
            let inset = buttonInset(index, at: position, button: button).leading
            let x = min(frame.maxX - size, frame.x + inset)
            return SegmentRect(x: x, y: frame.midY - size / 2, width: size, height: size)
        case .vertical:
            // As in ``closeButtonRect(_:at:button:)``: across a vertical bar is the layout's y.
            let inset = max(0, style.verticalPadding - button.extent)
            let y = min(frame.maxY - size, frame.y + inset)
            return SegmentRect(x: frame.midX - size / 2, y: y, width: size, height: size)
        }
    }

    /// Whether some of segment `index`'s content (its icon, title and pill, ``contentRects(_:at:)``) is in view at
    /// `scrollOffset`: not scrolled wholly past an end of the view or under the sticky segments
    /// (``scrollingViewRect``). A sticky segment's always is.
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``; without segments nothing shows.
    public func showsContent(_ index: Int, scrollOffset: Double, at position: Double) -> Bool {
        guard let i = clampedIndex(index) else { return false }
        if isSticky(i) { return true }
        let rects = contentRects(i, at: position)
        let content = [rects.icon, rects.badge].compactMap { $0 }.reduce(rects.title) { $0.union($1) }
        let region = scrollingViewRect ?? SegmentRect(x: 0, y: 0, width: viewWidth, height: viewHeight)
        return viewRect(content, scrollOffset: scrollOffset).intersects(region)
    }

    /// How far in from segment `index`'s leading and trailing ends along a horizontal bar its indicator icon and
    /// close button sit: the style's own padding (its padding less the reservation), or less where the content
    /// leaves less room, so each stays `button.gap` clear of it (a squeezed equal bar's titles use most of their
    /// padding, ``SegmentLayout/squeezedPadding(_:buttons:)``, and keep only the buttons' room).
    private func buttonInset(_ index: Int, at position: Double, button: CloseButtonSpec)
        -> (leading: Double, trailing: Double)
    {
        let own = max(0, style.itemPadding - button.extent)
        guard let i = clampedIndex(index) else { return (own, own) }
        let content = contentRects(i, at: position)
        let start = content.title.x - metrics[i].iconExtent
        let end = content.title.maxX + metrics[i].pillExtent
        return (
            min(own, max(0, start - content.frame.x - button.extent)),
            min(own, max(0, content.frame.maxX - end - button.extent))
        )
    }

    /// The segment whose close button is at view point (`along`, `across`), or `nil`; `slop` widens each button
    /// on both sides.
    ///
    /// `along` is the coordinate along the bar and finds the segment, as in ``hitTest(viewX:scrollOffset:at:includeDisabled:)``;
    /// `across` is the other one (view y of a horizontal bar, view x of a vertical one). The button spans the
    /// whole segment across its row for hit testing, as a thin target is hard to hit: the bar's height in a
    /// horizontal bar (`across` is not read), the row's height in a vertical one. `isShown` says which segments
    /// show one (all, or only the selected segment). A segment whose content is out of view
    /// (``showsContent(_:scrollOffset:at:)``: scrolled under the pinned tabs or past an end, its button left showing
    /// beside them) is not closed unseen: its button is not hit, so the click falls to the tab, which selecting
    /// brings into view; so with a button that one of the `fades` the bar draws at its ends all but hides
    /// (``EdgeFade/hides(_:)``). O(log n).
    /// - Note: A NaN or infinite coordinate, `scrollOffset` or `slop` hits nothing; negative `slop` counts as 0.
    public func closeButtonHit(
        along: Double, across: Double, scrollOffset: Double, at position: Double, button: CloseButtonSpec,
        slop: Double = 2, fades: [EdgeFade] = [], isShown: (Int) -> Bool
    ) -> Int? {
        buttonHit(
            along: along, across: across, scrollOffset: scrollOffset, at: position, slop: slop, fades: fades,
            isShown: isShown
        ) {
            closeButtonRect($0, at: position, button: button)
        }
    }

    /// The segment whose indicator icon (``indicatorIconRect(_:at:button:)``) is at view point (`along`, `across`),
    /// or `nil`, hit as ``closeButtonHit(along:across:scrollOffset:at:button:slop:fades:isShown:)`` hits a close button
    /// (not for a segment whose content is out of view); `isShown` says which segments show a clickable one.
    /// O(log n).
    /// - Note: A NaN or infinite coordinate, `scrollOffset` or `slop` hits nothing; negative `slop` counts as 0.
    public func indicatorIconHit(
        along: Double, across: Double, scrollOffset: Double, at position: Double, button: CloseButtonSpec,
        slop: Double = 2, fades: [EdgeFade] = [], isShown: (Int) -> Bool
    ) -> Int? {
        buttonHit(
            along: along, across: across, scrollOffset: scrollOffset, at: position, slop: slop, fades: fades,
            isShown: isShown
        ) {
            indicatorIconRect($0, at: position, button: button)
        }
    }

    /// Where ``indicatorIconHit(along:across:scrollOffset:at:button:slop:fades:isShown:)`` finds segment `index`'s indicator
    /// icon with no slop, in view coordinates: the icon's span along its narrow side (view x, in both orientations)
    /// across the segment's whole frame (view y). A tooltip about the icon holds there.
    /// - Note: `index` and `position` are clamped as in ``itemFrame(_:at:)``.
    public func indicatorIconHitRect(_ index: Int, at position: Double, button: CloseButtonSpec, scrollOffset: Double)
        -> SegmentRect
    {
        let icon = viewRect(indicatorIconRect(index, at: position, button: button), scrollOffset: scrollOffset)
        let frame = viewRect(itemFrame(index, at: position), scrollOffset: scrollOffset)
        return SegmentRect(x: icon.x, y: frame.y, width: icon.width, height: frame.height)
    }

    /// The segment under `along` whose button (`rect`, content coordinates) `isShown`, whose content shows
    /// (``showsContent(_:scrollOffset:at:)``), whose button's centre none of the `fades` the bar draws hides
    /// (``EdgeFade/hides(_:)``) and whose button spans view point (`along`, `across`) along its narrow side,
    /// widened by `slop` on both sides.
    private func buttonHit(
        along: Double, across: Double, scrollOffset: Double, at position: Double, slop: Double,
        fades: [EdgeFade], isShown: (Int) -> Bool, rect: (Int) -> SegmentRect
    ) -> Int? {
        guard slop.isFinite,
            let index = hitTest(viewX: along, scrollOffset: scrollOffset, at: position, includeDisabled: true),
            isShown(index), showsContent(index, scrollOffset: scrollOffset, at: position)
        else { return nil }
        let rect = viewRect(rect(index), scrollOffset: scrollOffset)
        let centre = axis == .horizontal ? rect.midX : rect.midY
        guard !fades.contains(where: { $0.hides(centre) }) else { return nil }
        // The button's narrow side is along view x in both orientations: along the bar, or across a sidebar.
        let x = axis == .horizontal ? along : across
        let margin = max(0, slop)
        return x >= rect.x - margin && x < rect.maxX + margin ? index : nil
    }

    /// A strip of `width` at `edge`, `outerInset` in from the bar's end: the overflow button inside an end
    /// action widget. Mirrored in right-to-left as ``edgeRect(_:width:)`` is; along a sidebar, the strip spans its
    /// breadth and the inset is taken along it.
    /// - Note: `width` and `outerInset` are limited to `0...mainLength` (NaN and infinities count as 0).
    public func edgeRect(_ edge: BarEdge, width: Double, outerInset: Double) -> SegmentRect {
        let inset = min(sanitizedLength(outerInset), mainLength)
        let strip = mainEdgeRect(edge, width: sanitizedLength(width) + inset)
        let w = max(0, strip.width - inset)
        let x = isAtStart(edge) ? strip.x + inset : strip.x
        return mapping.viewRect(SegmentRect(x: x, y: strip.y, width: w, height: strip.height))
    }
}

/// How a tab strip keeps its tabs after the pointer closes one, until the pointer leaves the strip
/// (``SegmentLayout/closingHold``), so the next tab slides under the pointer with its close button where the closed
/// one's was, and a row of clicks closes a row of tabs, as in AdwTabBar.
public enum TabWidthHold: Equatable, Sendable {
    /// Every tab at this width: an equal strip, laid out with ``WidthMode/fixed(_:)`` of it.
    case width(Double)
    /// A squeezed equal strip's padding beside each tab's content and cap on its content, so each tab keeps its
    /// own width (the long titles one shared width, pinned tabs their compact one) rather than growing into the
    /// room the closed tab leaves (``SegmentLayout/init(metrics:style:viewWidth:viewHeight:direction:axis:holding:)``).
    case squeeze(padding: Double, cap: Double)
}

extension SegmentLayout {
    /// How many ems of its title a tab of a closable strip that scrolls (``SegmentStyle/scrollsWhenSqueezed``) keeps:
    /// about a dozen characters, as AdwTabBar's tabs keep about fifteen before its strip scrolls. Squeezed to an
    /// ellipsis each, forty tabs showed "…" and a close button forty times.
    public static let scrollingTabTitleEms = 8.0

    /// What a tab strip keeps after the pointer closes one of its tabs, until the pointer leaves the strip; `nil`
    /// when it keeps nothing.
    ///
    /// AdwTabBar keeps its tabs' width while tabs are closed one after another. An equal-mode bar of two or more
    /// segments keeps the width they share; one squeezed below its titles keeps the share it gave each (its long
    /// titles all got the same width, so the next of them lands under the pointer as in AdwTabBar; it re-shared
    /// the room at once, and the next click landed on a title and selected it). A fitted bar gives the room back at
    /// once, as its tabs have widths of their own.
    public var closingHold: TabWidthHold? {
        guard case .equal = style.widthMode, count > 1 else { return nil }
        if isEqualWidth { return .width(equalWidth) }
        return axis == .horizontal ? .squeeze(padding: fittedPadding, cap: contentCap) : nil
    }
}
