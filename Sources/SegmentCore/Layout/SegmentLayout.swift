/// The geometry of a segment bar: where every segment sits for a given width and position.
///
/// A layout is built once per change of items, style or bar size (O(n)
/// arithmetic over cached ``ItemMetrics``), and then answers every per-frame
/// question in O(1) or O(log n): item frames, the indicator, the scroll
/// offset that centres it, hit tests and the visible range.
///
/// ## Positions
/// Every query takes a fractional `position` in `0...count-1`: 2 is the third
/// segment, 2.5 is half-way to the fourth. Widths follow the position in
/// fitted mode (the selected title may be larger), so a moving indicator and
/// the segments around it change continuously.
///
/// ## Coordinate spaces
/// *Content* coordinates run from the start of the first segment's leading
/// inset, always left to right and before scrolling. *View* coordinates are
/// what the widget draws: scrolled, and mirrored in right-to-left. Only
/// ``viewRect(_:scrollOffset:)`` and ``contentX(forViewX:scrollOffset:)``
/// convert between them.
///
/// ## Sticky segments
/// Pinned segments at the start (``stickyCount``) stay in place while the others scroll beneath them, as pinned
/// tabs do in AdwTabBar: their rectangles are never scrolled, and the others show only beyond ``stickyExtent``.
///
/// ## Axes
/// The maths run along a main ``axis``: content rectangles are main/cross rectangles (`x` and `width`
/// along the axis), and ``viewRect(_:scrollOffset:)`` hands them out through ``AxisMapping``. A vertical
/// layout stacks the segments top to bottom; its "x" queries (hit tests, scroll offsets) are along y.
public struct SegmentLayout: Sendable {
    /// The style the layout was computed for.
    public let style: SegmentStyle
    /// The measured content of each segment.
    public let metrics: [ItemMetrics]
    /// The bar's width in points.
    public let viewWidth: Double
    /// The bar's height in points.
    public let viewHeight: Double
    /// The reading direction the view rectangles are mirrored for.
    public let direction: LayoutDirection
    /// Whether segments were made equal (equal mode, unless it gave way to its titles, the fixed and per-view
    /// modes, or fitted mode filling a wider bar).
    public let isEqualWidth: Bool
    /// The axis the segments are laid out along.
    public let axis: LayoutAxis
    /// How many leading segments stay in place while the others scroll: the pinned ones
    /// (``ItemMetrics/isCompact``), as AdwTabBar keeps its pinned tabs out of the scrolling box; 0 when none
    /// are pinned, when every segment is, or when the pinned ones would take more than half the bar (they then
    /// scroll with the rest, leaving room for the others).
    public let stickyCount: Int
    /// How far from the bar's leading end the sticky segments reach along the axis: the content x where the
    /// first scrolling segment rests, insets and the gap before it included (0 when nothing sticks). Scrolling
    /// segments show only beyond it; a content rectangle that starts before it is a sticky segment's and is
    /// never scrolled (``viewRect(_:scrollOffset:)``).
    public let stickyExtent: Double

    /// Content x of each segment's leading edge when no segment is emphasized.
    private let offsets: [Double]
    /// The width every segment gets when widths are equal.
    let equalWidth: Double
    /// Padding on both sides of a fitted segment's content.
    let fittedPadding: Double
    /// The buttons' room on each side that a compact segment's fitted padding leaves out: the style's
    /// ``SegmentStyle/closeButtonReservation`` along a horizontal bar, half of ``squeezedButtonRoom(_:axis:)`` in
    /// a squeezed equal one (so a pinned tab keeps the gap the others keep beside their buttons), else 0.
    private let compactReservation: Double
    /// The narrowest a compact segment's fitted width is: ``minimumCompactWidth`` along a horizontal bar that is
    /// not a squeezed equal one, else 0.
    private let compactMinimum: Double
    /// The most content (icon, title and pill) a segment of a squeezed equal bar shows (``squeezedEqual``);
    /// infinite in every other layout.
    let contentCap: Double
    /// How much of its title a segment of a squeezed equal bar keeps at least (``squeezeEllipsis(_:)``): its
    /// content never goes below ``leastContent(_:ellipsis:)`` of it, whatever the cap.
    private let contentFloorEllipsis: Double
    /// The width a fitted bar that fills its view grows its narrower segments to (``fillFloor(_:room:)``); 0 in
    /// every other layout.
    private let fillFloor: Double
    /// Content width when no segment is emphasized.
    private let baseContentWidth: Double
    /// The metrics along ``axis`` (``ItemMetrics/alongAxis(_:style:)``): ``metrics`` itself when horizontal.
    private let mainMetrics: [ItemMetrics]
    /// The indices of the segments that show a badge, ascending: few segments have one, so this costs
    /// nothing for a long bar without badges and counts any range in O(log b).
    private let badged: [Int32]

    /// Lays out `metrics` in a bar of the given size, along `axis`.
    ///
    /// ``style`` is then the style as read along the axis (``SegmentStyle/alongAxis(_:)``).
    /// Non-finite or negative sizes count as 0, giving zero-width segments
    /// rather than an error, so a widget that is momentarily unallocated still has a valid layout.
    /// - Note: Sizes above `SegmentLimits.maximumCoordinate` (2^30 points, more than any toolkit allocates)
    ///   count as that. Every rectangle the layout then hands out is finite, whatever the sizes, the
    ///   metrics (sanitized by ``ItemMetrics``) and the style (clamped by ``SegmentStyle``).
    /// - Note: Compiled for speed in a size-optimized build: it runs on every relayout (see
    ///   ``NaturalSize``'s `unlimitedWidth`).
    /// - Note: `holding` a squeeze (``closingHold``) lays an equal bar out with that padding and cap instead of
    ///   sharing its room again; a NaN or negative padding counts as 0 and a NaN or negative cap as no cap.
    @_optimize(speed)
    public init(
        metrics: [ItemMetrics], style: SegmentStyle, viewWidth: Double, viewHeight: Double,
        direction: LayoutDirection = .leftToRight, axis: LayoutAxis = .horizontal, holding hold: TabWidthHold? = nil
    ) {
        let style = style.alongAxis(axis)
        let mainMetrics = axis == .horizontal ? metrics : metrics.map { $0.alongAxis(axis, style: style) }
        self.style = style
        self.metrics = metrics
        self.mainMetrics = mainMetrics
        self.viewWidth = toolkitLength(viewWidth)
        self.viewHeight = toolkitLength(viewHeight)
        self.direction = direction
        self.axis = axis
        let mainLength = axis.mainLength(width: self.viewWidth, height: self.viewHeight)

        let n = metrics.count
        let insets = style.contentInsets
        let spacing = sanitizedLength(style.spacing)
        let gaps = spacing * Double(max(0, n - 1))
        let padding = 2 * sanitizedLength(style.itemPadding)
        let ellipsis = Self.squeezeEllipsis(style)

        var equal: Bool
        var isSqueezed = false
        var segmentPadding = padding
        var cap = Double.infinity
        switch style.widthMode {
        case .equal:
            equal = true
            if axis == .horizontal,
                let squeezed = Self.heldSqueeze(hold)
                    ?? Self.squeezedEqual(
                        mainMetrics, padding: padding, buttons: Self.squeezedButtonRoom(style, axis: axis),
                        fixed: insets.horizontal + gaps, mainLength: mainLength, ellipsis: ellipsis,
                        scrolls: style.scrollsWhenSqueezed)
            {
                equal = false
                isSqueezed = true
                (segmentPadding, cap) = squeezed
            }
        case .fixed, .perView:
            equal = true
        case .fitted(let fill):
            var widest = 0.0
            var hasCompact = false
            for m in mainMetrics {
                widest = max(
                    widest, m.contentWidth(emphasis: 0) + padding + max(0, m.selectedTitleWidth - m.titleWidth))
                hasCompact = hasCompact || m.isCompact
            }
            // Share equally only when every segment, even selected, fits its share: a bar given more room than its
            // content must never cut a title that fitted. Using the selected width keeps the choice from flipping
            // as the selection moves. A pinned tab keeps its compact width, so a bar with one never shares equally
            // (its other segments grow instead, ``fillFloor(_:room:)``).
            equal = fill && !hasCompact && insets.horizontal + gaps + widest * Double(n) < mainLength
        }
        isEqualWidth = equal
        // A fitted bar that fills a wider view shares it as equal mode does.
        let shared: WidthMode
        if case .fitted = style.widthMode { shared = .equal } else { shared = style.widthMode }
        equalWidth =
            equal && n > 0
            ? shared.sharedWidth(viewWidth: mainLength, insets: insets.horizontal, spacing: spacing, count: n) ?? 0
            : 0

        // A vertical bar's reservation is across it.
        let reservation =
            axis == .vertical
            ? 0
            : isSqueezed
                ? Self.squeezedButtonRoom(style, axis: axis) / 2 : sanitizedLength(style.closeButtonReservation)
        // A sidebar's rows are as tall as their content, pinned or not; a squeezed bar's as wide.
        let minimum = axis == .horizontal && !isSqueezed ? Self.minimumCompactWidth : 0
        fittedPadding = segmentPadding
        compactReservation = reservation
        compactMinimum = minimum
        contentCap = cap
        contentFloorEllipsis = ellipsis
        var floor = 0.0
        if case .fitted(fillWhenNarrower: true) = style.widthMode, !equal, n > 0 {
            floor = Self.fillFloor(
                mainMetrics.map {
                    (
                        Self.ownWidth(
                            $0, padding: segmentPadding, reservation: reservation, minimum: minimum, cap: cap,
                            ellipsis: ellipsis),
                        $0.selectedTitleWidth - $0.titleWidth, $0.isCompact
                    )
                }, room: mainLength - insets.horizontal - gaps)
        }
        fillFloor = floor
        // One pass, no array of widths: a bar of many segments is laid out on every resize.
        var xs = [Double]()
        xs.reserveCapacity(n)
        var x = insets.leading
        for m in mainMetrics {
            xs.append(x)
            let own = Self.ownWidth(
                m, padding: segmentPadding, reservation: reservation, minimum: minimum, cap: cap, ellipsis: ellipsis)
            x += (equal ? equalWidth : Self.filledWidth(own, isCompact: m.isCompact, floor: floor)) + spacing
        }
        offsets = xs
        var badges: [Int32] = []
        for (index, m) in metrics.enumerated() where m.pillWidth > 0 || m.hasDot { badges.append(Int32(index)) }
        badged = badges
        baseContentWidth = n == 0 ? insets.horizontal : x - spacing + insets.trailing
        // A leading run of pinned segments: the first segment's flag ends it at once when none is pinned.
        var pinned = 0
        while pinned < n, metrics[pinned].isCompact { pinned += 1 }
        let extent = pinned < n ? xs[pinned] : 0
        // A zero extent (segments of no width in an unallocated bar) would hold nothing in place.
        let sticks = pinned > 0 && pinned < n && extent > 0 && extent <= mainLength / 2
        stickyCount = sticks ? pinned : 0
        stickyExtent = sticks ? extent : 0
    }

    /// The number of segments.
    public var count: Int { metrics.count }

    /// `index` limited to `0...count-1`, or `nil` when there are no segments: the one index clamp of every query.
    func clampedIndex(_ index: Int) -> Int? {
        count > 0 ? min(max(index, 0), count - 1) : nil
    }

    /// How many segments in `range` show a badge (clamped to the segments that exist); O(log b) for b badges.
    ///
    /// - Note: Any range is accepted, up to `Int.min..<Int.max`: only the part inside `0..<count` counts.
    public func badgeCount(in range: Range<Int>) -> Int {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        return badgesBefore(upper) - badgesBefore(lower)
    }

    /// How many badged segments come before segment `index`, by binary search.
    private func badgesBefore(_ index: Int) -> Int {
        var low = 0
        var high = badged.count
        while low < high {
            let mid = (low + high) / 2
            if Int(badged[mid]) < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `position` made valid: limited to `0...count-1`, NaN treated as 0.
    ///
    /// - Note: Infinities become the nearest end; without segments every position is 0.
    public func clampedPosition(_ position: Double) -> Double {
        clamp(position, 0, Double(max(0, count - 1)))
    }

    /// The segment drawn as the selected one at `position`: the nearest, so its selected box, its separators' gap
    /// and a lifted tab's `:selected` box change half-way through a slide, as the selected title's font does.
    ///
    /// - Note: `position` is clamped first (``clampedPosition(_:)``), so the index is in the layout (0 when empty).
    public func selectedSegment(at position: Double) -> Int {
        Int(clampedPosition(position).rounded())
    }

    /// The two segments a position lies between, and how far along it is (`t` in `0..<1`).
    ///
    /// At an integer position both neighbours are that segment and `t` is 0.
    /// - Note: `position` is clamped by ``clampedPosition(_:)`` first, so both indices are in `0...max(0, count-1)`.
    public func neighbours(of position: Double) -> (lower: Int, upper: Int, t: Double) {
        let p = clampedPosition(position)
        let lower = Int(p.rounded(.down))
        // Rounding up (not lower + 1) keeps the documented promise that an integer position has one neighbour,
        // so the indicator there is that item's own rectangle bit for bit, elastic or not.
        let upper = Int(p.rounded(.up))
        return (lower, upper, upper == lower ? 0 : p - Double(lower))
    }

    /// How selected segment `index` looks at `position`: 1 when the position is on it,
    /// falling linearly to 0 one segment away.
    ///
    /// Title colour, title size and fitted width all blend by this factor, so
    /// text cross-fades while the indicator moves.
    /// - Note: Always in `0...1`: `position` is clamped by ``clampedPosition(_:)``, and any `index`
    ///   (even out of range) just gets 0 when it is not within one segment of the position.
    public func emphasis(of index: Int, at position: Double) -> Double {
        max(0, 1 - abs(Double(index) - clampedPosition(position)))
    }

    /// The padding and cap a held squeeze (``TabWidthHold/squeeze(padding:cap:)``) lays out with, made safe.
    private static func heldSqueeze(_ hold: TabWidthHold?) -> (padding: Double, cap: Double)? {
        guard case .squeeze(let padding, let cap) = hold else { return nil }
        return (
            sanitizedLength(padding), cap.isFinite && cap >= 0 ? min(cap, SegmentLimits.maximumCoordinate) : .infinity
        )
    }

    /// How a horizontal ``WidthMode/equal`` bar too narrow for equal shares to show every title whole shares it
    /// instead: the padding (both sides together) of every segment and the most content one shows (infinite:
    /// every title whole); `nil` when the shares stay equal.
    ///
    /// Equal shares that would cut a title, even with only ``squeezedPadding(_:buttons:)`` left around it, give
    /// way to the titles. While the titles fit side by side with that gap, each segment takes its title's width and the
    /// rest of the bar is shared out as padding: "Underline" then stays whole beside a roomy "Icons", where
    /// equal shares cut it while "Icons" had room to spare. The widest selected title's growth is counted, so
    /// the choice does not flip as the selection moves. Narrower still, each segment keeps the gap, short
    /// titles stay whole (at their selected width too), and the long ones share what is left equally, each
    /// ellipsized to the same width (the cap): no title is cut shorter than it must be. No segment goes below its
    /// own least content (``leastContent(_:ellipsis:)`` with `ellipsis`: its icon, its pill and an ellipsis of its
    /// title, eight ems in a closable strip): past that the segments overflow the bar, which a closable strip
    /// scrolls (``SegmentStyle/scrollsWhenSqueezed``) and an equal bar never reaches, its minimum being the sum of
    /// them (``NaturalSize/leastEqualLength(metrics:style:)``). Each keeps its own, so one segment's "99+" badge
    /// is not kept room for in every other segment. With no room at all (`scrolls` false), equal shares of nothing.
    /// - Note: Compiled for speed in a size-optimized build, like the initializer that calls it.
    @_optimize(speed)
    private static func squeezedEqual(
        _ metrics: [ItemMetrics], padding: Double, buttons: Double, fixed: Double, mainLength: Double, ellipsis: Double,
        scrolls: Bool
    ) -> (padding: Double, cap: Double)? {
        guard !metrics.isEmpty else { return nil }
        var widest = 0.0
        var content = 0.0
        var growth = 0.0
        var compact = 0.0
        for m in metrics {
            widest = max(widest, m.widestContentWidth)
            content += m.contentWidth(emphasis: 0)
            growth = max(growth, m.selectedTitleWidth - m.titleWidth)
            if m.isCompact { compact += 1 }
        }
        let n = Double(metrics.count)
        let gap = squeezedPadding(padding, buttons: buttons)
        let share =
            WidthMode.equal.sharedWidth(viewWidth: mainLength, insets: fixed, spacing: 0, count: metrics.count) ?? 0
        guard share - gap < widest else { return nil }
        // Pinned tabs show no buttons: they take either padding less the buttons' room
        // (``fittedPadding(_:of:reservation:minimumWidth:)``), which is left to the others.
        let giving = (mainLength - fixed - content - growth + buttons * compact) / n
        if giving >= gap { return (giving, .infinity) }
        // The cap at which the contents, above their floors, fill the room the gaps leave (``cappedContent``).
        let left = mainLength - fixed - gap * n + min(buttons, gap) * compact
        // No room at all (a bar not yet allocated): equal shares of nothing, unless the bar scrolls its floors.
        guard left > 0 || scrolls else { return nil }
        return (gap, cappedContent(metrics, filling: left, ellipsis: ellipsis))
    }

    /// The cap at which the contents of `metrics`, each `max(least, min(content, cap))` (its least content,
    /// ``leastContent(_:ellipsis:)``, its widest content, ``ItemMetrics/widestContentWidth``), fill `room`: short
    /// contents whole, the long ones sharing the rest equally above their floors; 0 when the floors alone fill it,
    /// the largest content when everything fits. One sorted sweep over the floors and contents, where the total
    /// grows by one point per point of cap for each segment between its two.
    @_optimize(speed)
    private static func cappedContent(_ metrics: [ItemMetrics], filling room: Double, ellipsis: Double) -> Double {
        var total = 0.0
        var changes: [(at: Double, slope: Double)] = []
        changes.reserveCapacity(2 * metrics.count)
        for m in metrics {
            let floor = leastContent(m, ellipsis: ellipsis)
            total += floor
            changes.append((floor, 1))
            changes.append((m.widestContentWidth, -1))
        }
        guard total < room else { return 0 }
        changes.sort { $0.at < $1.at }
        var slope = 0.0
        var cap = 0.0
        for change in changes {
            if slope > 0, total + slope * (change.at - cap) >= room { return cap + (room - total) / slope }
            total += slope * (change.at - cap)
            cap = change.at
            slope += change.slope
        }
        return cap
    }

    /// The least content a segment of a squeezed equal bar keeps: its icon, its title down to `ellipsis` (the
    /// whole title when shorter, at its wider emphasis), and its pill; never more than its content.
    @inline(__always)
    static func leastContent(_ m: ItemMetrics, ellipsis: Double) -> Double {
        min(m.widestContentWidth, m.iconExtent + min(max(m.titleWidth, m.selectedTitleWidth), ellipsis) + m.pillExtent)
    }

    /// How much of its title a segment of a squeezed equal bar keeps at least: an ellipsis, estimated as one em of
    /// the larger title font, or ``scrollingTabTitleEms`` of them in a closable strip, which scrolls there
    /// (``SegmentStyle/scrollsWhenSqueezed``).
    static func squeezeEllipsis(_ style: SegmentStyle) -> Double {
        let em = max(style.titleFont.size, style.selectedTitleFont.size)
        return style.scrollsWhenSqueezed ? scrollingTabTitleEms * em : em
    }

    /// A segment's content width before emphasis: capped at `cap` (at the larger of its two emphases, so a
    /// squeezed equal bar keeps each segment's width as the selection moves) but never below its least content
    /// (``leastContent(_:ellipsis:)``), or as measured when `cap` is infinite.
    private static func baseContent(_ m: ItemMetrics, cap: Double, ellipsis: Double) -> Double {
        guard cap.isFinite else { return m.contentWidth(emphasis: 0) }
        return max(leastContent(m, ellipsis: ellipsis), min(m.widestContentWidth, cap))
    }

    /// The padding, in points, that a squeezed ``WidthMode/equal`` bar keeps between its titles (half on each
    /// side): about a word space and a half in a body font, so two neighbouring titles never touch.
    public static let minimumTitleGap: Double = 6

    /// The least padding, both sides together, that an ``WidthMode/equal`` bar squeezed below its natural width
    /// keeps around a segment's content: ``minimumTitleGap``, and in a tab strip also its buttons' room
    /// (`buttons`, ``squeezedButtonRoom(_:axis:)``), so a squeezed title is ellipsized before its buttons instead
    /// of running under them. Never more than the style's own `padding`.
    /// - Note: A NaN or negative `buttons` keeps no room.
    public static func squeezedPadding(_ padding: Double, buttons: Double) -> Double {
        min(padding, minimumTitleGap + sanitizedLength(buttons))
    }

    /// The room, both sides together, that a squeezed horizontal tab strip keeps in each tab for its buttons: the
    /// close button's reservation (``SegmentStyle/closeButtonReservation``), and as much again at the leading end
    /// when indicator icons use it (``SegmentStyle/usesLeadingReservation``); without them the title takes the
    /// leading room (``contentRects(_:at:)``). None across a vertical bar, whose reservation widens its rows.
    public static func squeezedButtonRoom(_ style: SegmentStyle, axis: LayoutAxis) -> Double {
        guard axis == .horizontal else { return 0 }
        let reservation = sanitizedLength(style.closeButtonReservation)
        return style.usesLeadingReservation ? 2 * reservation : reservation
    }

    /// Segment `index`'s width when it is not emphasized: recomputed (the same arithmetic as at layout time)
    /// rather than stored, since a bar of many segments keeps one layout per allocation.
    private func baseWidth(_ index: Int) -> Double {
        guard !isEqualWidth else { return equalWidth }
        return Self.filledWidth(ownWidth(index), isCompact: mainMetrics[index].isCompact, floor: fillFloor)
    }

    /// Segment `index`'s fitted width when it is not emphasized, before a filling bar grows it.
    private func ownWidth(_ index: Int) -> Double {
        Self.ownWidth(
            mainMetrics[index], padding: fittedPadding, reservation: compactReservation, minimum: compactMinimum,
            cap: contentCap, ellipsis: contentFloorEllipsis)
    }

    /// A fitted segment's width when it is not emphasized: its content (at most `cap`) and its padding
    /// (``fittedPadding(_:of:reservation:minimumWidth:)``).
    private static func ownWidth(
        _ m: ItemMetrics, padding: Double, reservation: Double, minimum: Double, cap: Double, ellipsis: Double
    ) -> Double {
        baseContent(m, cap: cap, ellipsis: ellipsis)
            + fittedPadding(padding, of: m, reservation: reservation, minimumWidth: minimum)
    }

    /// A fitted segment's width in a bar that fills its view: its own width `own`, grown to `floor` unless it is
    /// compact (a pinned tab keeps its width); `own` itself where nothing fills (a floor of 0).
    @inline(__always)
    private static func filledWidth(_ own: Double, isCompact: Bool, floor: Double) -> Double {
        isCompact ? own : max(own, floor)
    }

    /// The width a fitted bar that fills its view (``WidthMode/fitted(fillWhenNarrower:)``) grows its narrower
    /// segments to when equal shares would cut a title: the narrow ones grow to one width and the others keep
    /// their own, so that together, with the most a selected title then grows, they fill `room` (what the insets
    /// and gaps leave); 0 when their own widths fill it already. `segments` gives each segment's own width, how
    /// much wider its selected title is, and whether it is compact (a pinned tab, which keeps its width).
    ///
    /// It rises from the narrowest segment's width, at the bar's natural width, to the share at which equal shares
    /// fit every segment, where the layout turns equal: a bar being resized goes from packed to equal segments
    /// without a jump, and never leaves its trailing end empty. Found by bisection (the total grows with the
    /// floor), only for a filling bar narrower than its view.
    /// - Note: Compiled for speed in a size-optimized build, like the initializer that calls it.
    @_optimize(speed)
    static func fillFloor(_ segments: [(own: Double, growth: Double, isCompact: Bool)], room: Double) -> Double {
        @inline(__always) func total(_ floor: Double) -> Double {
            var sum = 0.0
            var growth = 0.0
            for segment in segments {
                let width = filledWidth(segment.own, isCompact: segment.isCompact, floor: floor)
                sum += width
                growth = max(growth, segment.own + segment.growth - width)
            }
            return sum + growth
        }
        let room = sanitizedLength(room)
        guard total(0) < room else { return 0 }
        var (low, high) = (0.0, room)
        for _ in 0..<60 where high - low > 1e-9 {
            let middle = (low + high) / 2
            if total(middle) <= room { low = middle } else { high = middle }
        }
        // The total is linear between the widths where a segment reaches the floor: solved on the piece the
        // bisection closed in on, the floor is exact (a bar of 300 pt gives 40, not 39.99999999996).
        let floor = (low + high) / 2
        var (fixed, grown, growth, growthGrown) = (0.0, 0.0, 0.0, false)
        for segment in segments {
            let reaches = filledWidth(segment.own, isCompact: segment.isCompact, floor: floor) > segment.own
            if reaches { grown += 1 } else { fixed += segment.own }
            let extra = segment.own + segment.growth - (reaches ? floor : segment.own)
            if extra > growth { (growth, growthGrown) = (extra, reaches) }
        }
        // A grown segment's growth shrinks as the floor rises: its own width and growth are then constant.
        let slope = grown - (growthGrown ? 1 : 0)
        let constant = fixed + (growthGrown ? growth + floor : growth)
        guard slope > 0 else { return low }
        let exact = (room - constant) / slope
        return abs(total(exact) - room) <= 1e-9 * max(1, room) ? exact : low
    }

    /// The padding, both sides together, around segment content `m` in a fitted width: `padding`, less
    /// `reservation` on each side for a compact segment (``ItemMetrics/isCompact``, a pinned tab), which never
    /// shows the close button that room is kept for, but at least what makes it `minimumWidth` wide.
    ///
    /// A pinned tab shows its icon alone: in a style without padding of its own (the cursor style) it was a
    /// 16 pt target, hard to hit; a horizontal bar's layout asks for ``minimumCompactWidth``.
    /// - Note: Never negative; a NaN or negative `reservation` leaves out nothing, and a NaN or negative
    ///   `minimumWidth` asks for nothing.
    public static func fittedPadding(
        _ padding: Double, of m: ItemMetrics, reservation: Double, minimumWidth: Double = 0
    ) -> Double {
        guard m.isCompact else { return padding }
        let own = max(0, padding - 2 * sanitizedLength(reservation))
        return max(own, sanitizedLength(minimumWidth) - m.contentWidth(emphasis: 0))
    }

    /// The narrowest a compact segment (a pinned tab) is along a horizontal bar, in points: a comfortable target
    /// for a pointer, as wide as GTK's own icon buttons (16 pt icon, 8 pt padding each side).
    public static let minimumCompactWidth: Double = 32

    /// The widest segment `index`'s title is drawn, in points: the style's ``SegmentStyle/maxTitleWidth``, and in
    /// the modes of one shared width (``WidthMode/isContentIndependent``) also the room its segment leaves beside
    /// the padding, icon and badge, so a long title is ellipsized inside its segment instead of overlapping the next.
    /// An ``WidthMode/equal`` bar squeezed below its natural width lets a title use most of its padding first,
    /// so fewer titles are cut, but keeps ``minimumTitleGap`` of it: titles that used it all ran together
    /// ("UnderlineScrollable" in the gallery's page bar at 800 pixels) and read as one word. Narrower, where
    /// equal shares would cut a title even so, a title is limited only by the cap its segment shares with the
    /// other long ones (``squeezedEqual``).
    ///
    /// A vertical bar's rows limit nothing but ``SegmentStyle/maxTitleWidth``.
    /// - Note: `index` is limited to `0...count-1`; without segments, or when nothing is left, the limit is 0.
    public func titleWidthLimit(_ index: Int) -> Double {
        guard let index = clampedIndex(index) else { return 0 }
        let m = metrics[index]
        if contentCap.isFinite {
            let content = Self.baseContent(m, cap: contentCap, ellipsis: contentFloorEllipsis)
            return min(style.maxTitleWidth, sanitizedLength(content - m.iconExtent - m.pillExtent))
        }
        // A vertical bar's shared extent is a row's height; its width fits the widest title.
        guard isEqualWidth, style.widthMode.isContentIndependent, axis == .horizontal else {
            return style.maxTitleWidth
        }
        let padding =
            style.widthMode == .equal
            ? Self.squeezedPadding(fittedPadding, buttons: Self.squeezedButtonRoom(style, axis: axis)) : fittedPadding
        return min(style.maxTitleWidth, sanitizedLength(equalWidth - padding - m.iconExtent - m.pillExtent))
    }

    /// How much wider segment `index` is when fully emphasized. 0 when widths are equal, and in a squeezed equal
    /// bar, whose segments are as wide as their larger emphasis already; a segment a filling bar grew
    /// (``fillFloor``) grows by what its selected title needs beyond that.
    private func growth(_ index: Int) -> Double {
        guard !isEqualWidth, !contentCap.isFinite else { return 0 }
        let growth = mainMetrics[index].selectedTitleWidth - mainMetrics[index].titleWidth
        guard fillFloor > 0 else { return growth }
        return max(0, ownWidth(index) + growth - baseWidth(index))
    }

    /// The segment's rectangle in content coordinates at `position`.
    ///
    /// Only the (at most two) segments next to `position` are emphasized, so
    /// this is O(1): their growth shifts every later segment.
    /// - Note: `index` is limited to `0...count-1` and `position` by ``clampedPosition(_:)``; without
    ///   segments the frame is a zero-width rectangle at the leading inset. The result is always finite.
    public func itemFrame(_ index: Int, at position: Double) -> SegmentRect {
        let insets = style.contentInsets
        let height = sanitizedLength(crossLength - insets.vertical)
        guard let index = clampedIndex(index) else {
            return SegmentRect(x: insets.leading, y: insets.top, width: 0, height: height)
        }
        let (lower, upper, t) = neighbours(of: position)
        var x = offsets[index]
        var w = baseWidth(index)
        if !isEqualWidth {
            let lowerExtra = growth(lower) * (1 - t)
            if lower < index { x += lowerExtra } else if lower == index { w += lowerExtra }
            if upper != lower {
                let upperExtra = growth(upper) * t
                if upper < index { x += upperExtra } else if upper == index { w += upperExtra }
            }
        }
        return SegmentRect(x: x, y: insets.top, width: w, height: height)
    }

    /// The total content width at `position`, insets included.
    ///
    /// - Note: `position` is clamped by ``clampedPosition(_:)``; the result is finite and non-negative.
    public func contentWidth(at position: Double) -> Double {
        guard count > 0 else { return baseContentWidth }
        let (lower, upper, t) = neighbours(of: position)
        var w = baseContentWidth + growth(lower) * (1 - t)
        if upper != lower { w += growth(upper) * t }
        return w
    }

    /// Turns a content rectangle into a view rectangle: scrolled by `scrollOffset`, mirrored in right-to-left,
    /// then placed by ``AxisMapping`` (a vertical layout's rectangles are transposed).
    ///
    /// A rectangle that starts before ``stickyExtent`` (a sticky segment's frame, title, icon or badge, or the
    /// separator after the last of them) is not scrolled.
    ///
    /// - Note: A NaN or infinite `scrollOffset` counts as 0 and a finite one is limited to
    ///   `±SegmentLimits.maximumMagnitude`, so a finite rectangle stays finite.
    public func viewRect(_ rect: SegmentRect, scrollOffset: Double) -> SegmentRect {
        let shifted = rect.x - (isSticky(contentX: rect.x) ? 0 : finiteValue(scrollOffset, or: 0))
        switch mainDirection {
        case .leftToRight:
            return mapping.viewRect(SegmentRect(x: shifted, y: rect.y, width: rect.width, height: rect.height))
        case .rightToLeft:
            return mapping.viewRect(
                SegmentRect(x: mainLength - shifted - rect.width, y: rect.y, width: rect.width, height: rect.height))
        }
    }

    /// The content x under view x `viewX`: the inverse of ``viewRect(_:scrollOffset:)`` (a point over the sticky
    /// segments is not scrolled).
    ///
    /// Along the main axis: in a vertical layout `viewX` is the view y (``LayoutAxis/mainCoordinate(x:y:)``).
    ///
    /// - Note: A NaN or infinite `viewX` or `scrollOffset` counts as 0 and finite ones are limited to
    ///   `±SegmentLimits.maximumMagnitude`, so the result is always finite.
    public func contentX(forViewX viewX: Double, scrollOffset: Double) -> Double {
        let viewX = finiteValue(viewX, or: 0)
        let scrollOffset = finiteValue(scrollOffset, or: 0)
        let along = mainDirection == .leftToRight ? viewX : mainLength - viewX
        return isSticky(contentX: along) ? along : along + scrollOffset
    }

    /// Whether content x `x` lies where the sticky segments stay in place (before ``stickyExtent``), so it is
    /// never scrolled; false whenever nothing sticks.
    public func isSticky(contentX x: Double) -> Bool {
        stickyCount > 0 && x < stickyExtent
    }
}
