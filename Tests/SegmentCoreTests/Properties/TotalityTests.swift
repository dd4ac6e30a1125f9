import SegmentCore
import SegmentTestSupport
import Testing

// Every public SegmentCore function, initializer and setter, called with extreme arguments: each must
// return the clamped value or throw the error its doc comment names, and leave finite, in-range state.

/// The integers every `Int` argument is tried with, around a collection of `count` elements.
private func extremeInts(count: Int) -> [Int] {
    [Int.min, -1, 0, 1, count, count &+ 1, Int.max, 1 << 40]
}

/// The doubles every `Double` argument is tried with.
private let extremeDoubles: [Double] = [
    .nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e9, 1e9,
    .ulpOfOne,
]

/// Records an issue when `condition` is false; the message is built only then, which keeps the loops fast.
private func check(
    _ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
) {
    if !condition { Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation) }
}

/// Whether `rect` is finite with a non-negative size, as every rectangle the core hands out must be.
private func isSafe(_ rect: SegmentRect) -> Bool {
    rect.isFinite && rect.width >= 0 && rect.height >= 0
}

/// Whether the toolkit layer can round `value` into a `gint` without trapping.
private func fitsGint(_ value: Double) -> Bool {
    value.isFinite && abs(value.rounded()) <= Double(Int32.max)
}

/// `value` limited to `0...maximum`, or `fallback` for NaN: what every style length must read back as.
private func expectedLength(_ value: Double, fallback: Double, maximum: Double = 10_000) -> Double {
    value.isNaN ? fallback : min(max(value, 0), maximum)
}

/// What a font size must read back as: NaN is 11, the rest is limited to `1...500`.
private func expectedFontSize(_ value: Double) -> Double {
    value.isNaN ? 11 : min(max(value, 1), 500)
}

/// A seeded source of arguments: one third raw bit patterns (NaN payloads, subnormals, huge), one third the
/// extremes above, one third ordinary values.
private struct Mix {
    var rng: SplitMix64

    mutating func double() -> Double {
        switch rng.int(0, 2) {
        case 0: return Double(bitPattern: rng.next())
        case 1: return extremeDoubles[rng.int(0, extremeDoubles.count - 1)]
        default: return rng.double(-2_000, 2_000)
        }
    }

    mutating func int(count: Int) -> Int {
        switch rng.int(0, 2) {
        case 0: return Int(truncatingIfNeeded: rng.next())
        case 1: return extremeInts(count: count)[rng.int(0, 7)]
        default: return rng.int(-3, count + 3)
        }
    }

    mutating func doubles(_ n: Int) -> [Double] { (0..<n).map { _ in double() } }
    mutating func ints(_ n: Int, count: Int) -> [Int] { (0..<n).map { _ in int(count: count) } }
}

// MARK: Style

/// A style with every number set to `value`, in one of a few shapes, so layouts see extreme styles.
private func extremeStyle(_ value: Double, variant: Int) -> SegmentStyle {
    let shapes: [IndicatorShape] = [.underline, .capsule, .box, .dot, .none]
    let widths: [IndicatorWidth] = [.title, .segment, .fixed(value)]
    return SegmentStyle(
        widthMode: variant % 3 == 0 ? .equal : .fitted(fillWhenNarrower: variant % 2 == 0), itemPadding: value,
        verticalPadding: value, spacing: value, contentInsets: EdgeInsets(all: value),
        titleFont: FontSpec(size: value), selectedTitleFont: FontSpec(size: value, isBold: true), iconSize: value,
        iconSpacing: value,
        badge: BadgeStyle(
            font: FontSpec(size: value), dotDiameter: value, padding: value, height: value, gap: value,
            maxCount: variant == 0 ? Int.min : Int.max),
        indicator: IndicatorStyle(
            shape: shapes[variant % shapes.count], width: widths[variant % widths.count], thickness: value,
            insets: EdgeInsets(all: value), placement: variant % 2 == 0 ? .below : .above, cornerRadius: value,
            isElastic: variant % 2 == 1),
        separators: SeparatorStyle(
            isVisible: true, thickness: value, verticalInset: value, hidesNextToSelection: variant % 2 == 0),
        bottomBorder: value, maxTitleWidth: value)
}

/// One length of a style: its name, key path, default and maximum.
private struct LengthField {
    var name: String
    var path: WritableKeyPath<SegmentStyle, Double>
    var fallback: Double
    var maximum = 10_000.0
}

/// Every length of a style.
private func styleLengthFields() -> [LengthField] {
    [
        LengthField(name: "itemPadding", path: \SegmentStyle.itemPadding, fallback: 10),
        LengthField(name: "verticalPadding", path: \SegmentStyle.verticalPadding, fallback: 8),
        LengthField(name: "spacing", path: \SegmentStyle.spacing, fallback: 0),
        LengthField(name: "iconSize", path: \SegmentStyle.iconSize, fallback: 16, maximum: 500),
        LengthField(name: "iconSpacing", path: \SegmentStyle.iconSpacing, fallback: 6, maximum: 500),
        LengthField(name: "bottomBorder", path: \SegmentStyle.bottomBorder, fallback: 0),
        LengthField(name: "contentInsets.top", path: \SegmentStyle.contentInsets.top, fallback: 0),
        LengthField(name: "contentInsets.leading", path: \SegmentStyle.contentInsets.leading, fallback: 0),
        LengthField(name: "contentInsets.bottom", path: \SegmentStyle.contentInsets.bottom, fallback: 0),
        LengthField(name: "contentInsets.trailing", path: \SegmentStyle.contentInsets.trailing, fallback: 0),
        LengthField(name: "badge.dotDiameter", path: \SegmentStyle.badge.dotDiameter, fallback: 6),
        LengthField(name: "badge.padding", path: \SegmentStyle.badge.padding, fallback: 4),
        LengthField(name: "badge.height", path: \SegmentStyle.badge.height, fallback: 14),
        LengthField(name: "badge.gap", path: \SegmentStyle.badge.gap, fallback: 4),
        LengthField(name: "separators.thickness", path: \SegmentStyle.separators.thickness, fallback: 1),
        LengthField(name: "separators.verticalInset", path: \SegmentStyle.separators.verticalInset, fallback: 8),
        LengthField(name: "indicator.thickness", path: \SegmentStyle.indicator.thickness, fallback: 2),
        LengthField(name: "indicator.insets.top", path: \SegmentStyle.indicator.insets.top, fallback: 0),
        LengthField(name: "indicator.insets.leading", path: \SegmentStyle.indicator.insets.leading, fallback: 0),
        LengthField(name: "indicator.insets.bottom", path: \SegmentStyle.indicator.insets.bottom, fallback: 0),
        LengthField(name: "indicator.insets.trailing", path: \SegmentStyle.indicator.insets.trailing, fallback: 0),
    ]
}

/// Checks that every number of `style` was clamped from `value` as documented, and converts to a `gint`.
private func checkStyle(_ style: SegmentStyle, setFrom value: Double) {
    for field in styleLengthFields() {
        let read = style[keyPath: field.path]
        let expected = expectedLength(value, fallback: field.fallback, maximum: field.maximum)
        check(read == expected, "\(field.name) from \(value): \(read), expected \(expected)")
        check(fitsGint(read * 1_024), "\(field.name) from \(value) does not fit a gint in Pango units")
    }
    for font in [style.titleFont, style.selectedTitleFont, style.badge.font] {
        check(font.size == expectedFontSize(value), "font size from \(value): \(font.size)")
        check(fitsGint(font.size * 1_024), "font size \(font.size) does not fit a gint in Pango units")
    }
    let cap = style.maxTitleWidth
    let expectedCap = value == .infinity ? .infinity : expectedLength(value, fallback: 320)
    check(cap == expectedCap, "maxTitleWidth from \(value): \(cap)")
    check(cap == .infinity || fitsGint(cap * 1_024), "maxTitleWidth \(cap) does not fit a gint in Pango units")
    check(style.indicator.cornerRadius == (value.isNaN ? nil : expectedLength(value, fallback: 0)), "radius \(value)")
    if case .fixed(let width) = style.indicator.width {
        check(!value.isNaN && width == expectedLength(value, fallback: 0), "fixed width from \(value): \(width)")
    }
}

// MARK: Layout

/// Ordinary metrics for segment `i` of five: an icon on 1, a disabled 2, a pill on 3 and a dot on 4.
private func ordinaryMetrics(_ i: Int) -> ItemMetrics {
    let width = Double(10 * i)
    let pill: Double = i == 3 ? 20 : 0
    return ItemMetrics(
        titleWidth: width, selectedTitleWidth: width * 1.4, titleHeight: 14, iconExtent: i == 1 ? 22 : 0,
        pillWidth: pill, pillExtent: pill > 0 ? pill + 4 : 0, hasDot: i == 4, isEnabled: i != 2)
}

/// Metrics no measurer should produce, each sanitized on the way in.
private let absurdMetrics: [ItemMetrics] = [
    ItemMetrics(
        titleWidth: 1e300, selectedTitleWidth: .infinity, titleHeight: 1e9, iconExtent: .nan, pillWidth: 1e300,
        pillExtent: -1, hasDot: true),
    ItemMetrics(titleWidth: .greatestFiniteMagnitude, pillWidth: 5, pillExtent: 9, isEnabled: false),
    ItemMetrics(titleWidth: .ulpOfOne),
]

/// Metrics to lay out: none, one, five ordinary ones with icons, badges and a disabled item, and absurd ones.
private let metricSets: [[ItemMetrics]] = [
    [], [ItemMetrics(titleWidth: 40)], (0..<5).map(ordinaryMetrics), absurdMetrics,
]

/// The layouts the layout queries are checked on.
private func layouts() -> [SegmentLayout] {
    var fixed = extremeStyle(1e300, variant: 2)
    fixed.widthMode = .fixed(1e300)
    let styles = [
        SegmentStyle(), .capsule, extremeStyle(1e300, variant: 2), extremeStyle(.nan, variant: 3), fixed,
        SegmentStyle(widthMode: .perView(Int.max)), SegmentStyle(widthMode: .perView(Int.min)),
        SegmentStyle(widthMode: .fixed(-.infinity)), SegmentStyle(widthMode: .perView(3), maxTitleWidth: .infinity),
    ]
    let sizes = [(300.0, 40.0), (1e9, 30.0)] + extremeDoubles.map { ($0, $0) }
    var result: [SegmentLayout] = []
    for metrics in metricSets {
        for style in styles {
            for (width, height) in sizes {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    result.append(
                        SegmentLayout(
                            metrics: metrics, style: style, viewWidth: width, viewHeight: height,
                            direction: direction))
                }
            }
        }
    }
    return result
}

/// Calls every query of `l` with `ints` as indices and margins and `doubles` as positions, offsets and sizes.
private func checkLayout(_ l: SegmentLayout, ints: [Int], doubles: [Double]) {
    let n = l.count
    let last = Double(max(0, n - 1))
    let positions = doubles + [0.5, last, last - 0.5]
    check(l.viewWidth.isFinite && l.viewWidth >= 0 && l.viewHeight.isFinite && l.viewHeight >= 0, "view size")
    if let border = l.bottomBorderRect { check(isSafe(border) && border.height <= l.viewHeight, "border \(border)") }
    for p in positions {
        let clamped = l.clampedPosition(p)
        let expected = p.isNaN ? 0 : min(max(p, 0), last)
        check(clamped == expected, "clampedPosition(\(p)) = \(clamped), expected \(expected)")
        let (lower, upper, t) = l.neighbours(of: p)
        check(lower >= 0 && upper <= max(0, n - 1) && lower <= upper && t >= 0 && t < 1, "neighbours(of: \(p))")
        let width = l.contentWidth(at: p)
        let maximum = l.maxScrollOffset(at: p)
        check(width.isFinite && width >= 0 && maximum.isFinite && maximum >= 0, "contentWidth/max at \(p)")
        check(l.isScrollable(at: p) == (maximum > 0), "isScrollable at \(p)")
        let centring = l.centeringScrollOffset(at: p)
        check(centring >= 0 && centring <= maximum, "centeringScrollOffset(at: \(p)) = \(centring)")
        let indicator = l.indicatorRect(at: p)
        check((indicator == nil) == (n == 0 || l.style.indicator.shape == .none), "indicator presence at \(p)")
        check(indicator.map(isSafe) ?? true, "indicatorRect(at: \(p)) = \(String(describing: indicator))")
        check(indicator == l.indicatorRect(at: clamped), "indicatorRect(at: \(p)) differs from its clamped position")
        check(l.separatorRects(in: Int.min..<Int.max, at: p).count <= max(0, n - 1), "separators at \(p)")
        check(l.separatorRects(in: 0..<n, at: p).allSatisfy(isSafe), "separator rects at \(p)")
        for i in ints {
            let frame = l.itemFrame(i, at: p)
            check(isSafe(frame), "itemFrame(\(i), at: \(p)) = \(frame)")
            if n == 0 {
                check(frame.width == 0 && frame.x == l.style.contentInsets.leading, "empty itemFrame \(frame)")
            } else {
                check(frame == l.itemFrame(min(max(i, 0), n - 1), at: p), "itemFrame(\(i)) is not clamped")
            }
            let content = l.contentRects(i, at: p)
            check(content.frame == frame, "contentRects(\(i), at: \(p)).frame")
            check(
                isSafe(content.title) && (content.icon.map(isSafe) ?? true) && (content.badge.map(isSafe) ?? true),
                "contentRects(\(i), at: \(p)) = \(content)")
            check(isSafe(l.indicatorRect(forItem: i, at: p)), "indicatorRect(forItem: \(i), at: \(p))")
            let ring = l.focusFrame(i, at: p)
            check(isSafe(ring) && ring.height >= 0, "focusFrame(\(i), at: \(p)) = \(ring)")
            for offset in doubles {
                let shown = l.shownViewRect(i, scrollOffset: offset, at: p)
                check(isSafe(shown), "shownViewRect(\(i), scrollOffset: \(offset), at: \(p)) = \(shown)")
                let hostile = SegmentRect(x: offset, y: p, width: offset, height: -p)
                let part = l.shownViewRect(hostile, of: i, scrollOffset: offset)
                check(isSafe(part), "shownViewRect(\(hostile), of: \(i), scrollOffset: \(offset)) = \(part)")
            }
            let limit = l.titleWidthLimit(i)
            check(limit >= 0 && (limit <= l.style.maxTitleWidth), "titleWidthLimit(\(i)) = \(limit)")
            let zoom = l.titleZoom(i, at: p)
            check(
                zoom.scaleX.isFinite && zoom.scaleY.isFinite && (0...500).contains(zoom.scaleX)
                    && (0...500).contains(zoom.scaleY), "titleZoom(\(i), at: \(p)) = \(zoom)")
            let emphasis = l.emphasis(of: i, at: p)
            check(emphasis >= 0 && emphasis <= 1, "emphasis(of: \(i), at: \(p)) = \(emphasis)")
            let focus = l.centeringScrollOffset(forItem: i, at: p)
            check(focus >= 0 && focus <= maximum, "centeringScrollOffset(forItem: \(i), at: \(p)) = \(focus)")
        }
        for d in doubles {
            let offset = l.clampedScrollOffset(d, at: p)
            check(
                offset >= 0 && offset <= maximum && (!d.isNaN || offset == 0), "clampedScrollOffset(\(d)) = \(offset)")
            for margin in ints {
                let range = l.visibleRange(scrollOffset: d, at: p, margin: margin)
                check(range.lowerBound >= 0 && range.upperBound <= n, "visibleRange(\(d), margin: \(margin))")
                if margin >= n && n > 0 && l.viewWidth > 0 {
                    check(range == 0..<n, "visibleRange(\(d), at: \(p), margin: \(margin)) = \(range)")
                }
            }
            if let hit = l.hitTest(viewX: d, scrollOffset: 0, at: p) {
                check(d.isFinite && hit >= 0 && hit < n && l.metrics[hit].isEnabled, "hitTest(viewX: \(d)) = \(hit)")
            }
            let indicatorPosition = l.position(forIndicatorCenterX: d)
            check(indicatorPosition >= 0 && indicatorPosition <= last, "position(forIndicatorCenterX: \(d))")
            if l.maxScrollOffset(at: p) == 0 {
                check(l.overflowEdges(scrollOffset: d, at: p) == .none, "overflowEdges of a bar that fits")
            }
        }
    }
    for d in doubles {
        check(isSafe(l.viewRect(SegmentRect(x: 3, y: 4, width: 5, height: 6), scrollOffset: d)), "viewRect(\(d))")
        check(l.contentX(forViewX: d, scrollOffset: d).isFinite, "contentX(forViewX: \(d))")
        for edge in [BarEdge.leading, .trailing] {
            let strip = l.edgeRect(edge, width: d)
            check(isSafe(strip) && strip.width <= l.viewWidth, "edgeRect(\(edge), width: \(d)) = \(strip)")
            let hint = l.edgeHintRect(edge, diameter: d)
            check(isSafe(hint) && hint.width <= min(l.viewWidth, l.viewHeight), "edgeHintRect(diameter: \(d))")
            for solid in doubles {
                let fade = l.edgeFade(edge, width: d, solid: solid)
                check(
                    isSafe(fade.rect) && fade.rect.width <= l.viewWidth && fade.solidStop >= 0 && fade.solidStop <= 1
                        && fade.outerX.isFinite && fade.innerX.isFinite, "edgeFade(width: \(d), solid: \(solid))")
            }
        }
        for e in doubles {
            let radius = l.indicatorCornerRadius(for: SegmentRect(x: 0, y: 0, width: d, height: e))
            check(radius.isFinite && radius >= 0, "indicatorCornerRadius for \(d)×\(e) = \(radius)")
        }
    }
    for a in ints {
        for b in ints where a <= b {
            let counted = l.badgeCount(in: a..<b)
            let lower = min(max(a, 0), n)
            let upper = min(max(b, lower), n)
            let expected = (lower..<upper).filter { l.metrics[$0].pillWidth > 0 || l.metrics[$0].hasDot }.count
            check(counted == expected, "badgeCount(in: \(a)..<\(b)) = \(counted), expected \(expected)")
        }
    }
}

// MARK: Paging

/// The paging core with `ints` as indices and counts and `doubles` as positions, widths, velocities and times.
private func checkPaging(ints: [Int], doubles: [Double]) {
    let m = SegmentLimits.maximumMagnitude
    for width in doubles {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var strip = PageStrip(pageWidth: width, direction: direction)
            let expectedWidth = width.isFinite && width > 0 ? min(width, SegmentLimits.maximumCoordinate) : 0
            check(strip.pageWidth == expectedWidth, "PageStrip(pageWidth: \(width)).pageWidth = \(strip.pageWidth)")
            strip.pageWidth = width
            check(strip.pageWidth == expectedWidth, "pageWidth = \(width) reads \(strip.pageWidth)")
            for index in ints {
                for p in doubles {
                    let x = strip.allocationX(index, at: p)
                    check(fitsGint(x) && x == x.rounded(), "allocationX(\(index), at: \(p)) = \(x)")
                    check(abs(strip.pageX(index, at: p)) <= SegmentLimits.maximumCoordinate, "pageX(\(index), \(p))")
                    let shift = strip.drawingShift(index, at: p, allocatedX: width)
                    check(shift.isFinite && abs(shift) <= SegmentLimits.maximumCoordinate, "drawingShift = \(shift)")
                }
            }
            for dx in doubles {
                let delta = strip.positionDelta(forTranslation: dx)
                check(abs(delta) <= m && (dx.isFinite || delta == 0), "positionDelta(\(dx)) = \(delta)")
            }
        }
    }
    for count in ints {
        let pages = min(max(count, 0), SegmentLimits.maximumPageCount)
        for p in doubles {
            let visible = PageStrip.visiblePages(at: p, pageCount: count)
            check((visible == nil) == (pages == 0 || !p.isFinite), "visiblePages(at: \(p), pageCount: \(count))")
            if let visible {
                check(visible.lowerBound >= 0 && visible.upperBound < pages && visible.count <= 2, "visible \(visible)")
            }
            for adjacent in ints {
                let required = PageStrip.requiredPages(at: p, pageCount: count, adjacent: adjacent)
                check((required == nil) == (visible == nil), "requiredPages presence")
                if let required, let visible {
                    check(
                        required.lowerBound >= 0 && required.upperBound < pages && required.count <= 130
                            && required.contains(visible.lowerBound) && required.contains(visible.upperBound),
                        "requiredPages(at: \(p), pageCount: \(count), adjacent: \(adjacent)) = \(required)")
                }
            }
        }
    }
    // Edits: every mapping is total and keeps distinct pages distinct.
    var edits: [PageIndexEdit] = []
    for a in ints {
        edits += [.insert(at: a), .remove(at: a)]
        for b in ints { edits.append(.move(from: a, to: b)) }
    }
    let distinct = Array(Set(ints))
    for edit in edits {
        let mapped = distinct.compactMap { edit.map($0) }
        check(Set(mapped).count == mapped.count, "\(edit) maps two pages of \(distinct) to one")
        for count in ints {
            let after = edit.count(after: count)
            let base = max(0, count)
            let expected: Int
            switch edit {
            case .insert: expected = base == Int.max ? base : base + 1
            case .remove: expected = max(0, base - 1)
            case .move: expected = base
            }
            check(after == expected, "\(edit).count(after: \(count)) = \(after), expected \(expected)")
        }
        for p in doubles {
            let moved = edit.map(position: p)
            if !p.isFinite || abs(p) >= m {
                check(moved == p || (moved.isNaN && p.isNaN), "\(edit).map(position: \(p)) = \(moved)")
            } else {
                check(moved.isFinite, "\(edit).map(position: \(p)) = \(moved)")
            }
        }
    }
    // The cache: never more than 130 pages made at once, alive pages always inside the pager.
    for limit in ints {
        for adjacent in ints {
            var cache = PageCache(aliveLimit: limit, adjacent: adjacent)
            check(cache.adjacent == min(max(adjacent, 0), 64) && cache.aliveLimit == max(0, limit), "PageCache init")
            cache.adjacent = adjacent
            check(cache.adjacent == min(max(adjacent, 0), 64), "adjacent = \(adjacent) reads \(cache.adjacent)")
            for (step, count) in ints.enumerated() {
                let p = doubles[step % doubles.count]
                let changes = cache.update(position: p, pageCount: count)
                let pages = min(max(count, 0), SegmentLimits.maximumPageCount)
                check(changes.created.count <= 130, "update created \(changes.created.count) pages")
                check(cache.alive.allSatisfy { $0 >= 0 && $0 < pages }, "alive \(cache.alive) outside \(pages) pages")
                let required = cache.required?.count ?? 0
                check(cache.alive.count <= max(max(0, limit), required), "alive over the limit")
                cache.apply(.move(from: ints[step % ints.count], to: ints[(step + 3) % ints.count]))
                cache.forget(ints[(step + 1) % ints.count])
            }
        }
    }
}

/// The pager physics with `ints` as counts and indices and `doubles` as parameters, positions and velocities.
private func checkPhysics(ints: [Int], doubles: [Double]) {
    let m = SegmentLimits.maximumMagnitude
    let range = SegmentLimits.parameters
    for d in doubles {
        var physics = PagerPhysics(
            flickVelocity: d, rubberBandCoefficient: d, rubberBandLimit: d, stiffness: d, mass: d, epsilon: d,
            maximumSlide: d)
        for pass in 0..<2 {
            let parameters = [
                physics.flickVelocity, physics.rubberBandCoefficient, physics.rubberBandLimit, physics.stiffness,
                physics.mass, physics.epsilon,
            ]
            check(parameters.allSatisfy { range.contains($0) }, "PagerPhysics parameters from \(d): \(parameters)")
            check(physics.maximumSlide >= 1 && physics.maximumSlide <= m, "maximumSlide from \(d)")
            check(range.contains(physics.naturalFrequency), "naturalFrequency from \(d)")
            if pass == 0 {
                physics = PagerPhysics()
                (physics.flickVelocity, physics.rubberBandCoefficient, physics.rubberBandLimit) = (d, d, d)
                (physics.stiffness, physics.mass, physics.epsilon, physics.maximumSlide) = (d, d, d, d)
            }
        }
        for count in ints {
            let pages = min(max(count, 0), SegmentLimits.maximumPageCount)
            let last = Double(max(0, pages - 1))
            for raw in doubles {
                let shown = physics.rubberBanded(raw, pageCount: count)
                check(shown.isFinite && shown >= -physics.rubberBandLimit, "rubberBanded(\(raw)) = \(shown)")
                check(shown <= last + physics.rubberBandLimit, "rubberBanded(\(raw)) = \(shown) past the band")
                if raw >= 0 && raw <= last { check(shown == raw, "rubberBanded moved \(raw) inside the pages") }
                check(physics.unrubberBanded(raw, pageCount: count).isFinite, "unrubberBanded(\(raw))")
                for velocity in doubles {
                    let target = physics.releaseTarget(position: raw, velocity: velocity, pageCount: count)
                    check(target >= 0 && target <= max(0, pages - 1), "releaseTarget(\(raw), \(velocity)) = \(target)")
                    let long = physics.longSwipeTarget(position: raw, velocity: velocity, pageCount: count)
                    check(long >= 0 && long <= max(0, pages - 1), "longSwipeTarget(\(raw), \(velocity)) = \(long)")
                }
            }
        }
        for target in doubles {
            let start = physics.slideStart(from: d, to: target)
            check(start.isFinite && abs(start) <= m, "slideStart(from: \(d), to: \(target)) = \(start)")
            for velocity in doubles {
                let curve = physics.settleCurve(from: d, velocity: velocity, to: target)
                checkCurve(curve, "settleCurve(from: \(d), velocity: \(velocity), to: \(target))")
            }
        }
    }
    for count in ints {
        for target in ints {
            let none = PagerPhysics.nearestEnabled(to: target, from: 0, pageCount: count) { _ in false }
            check(none == nil, "nearestEnabled found \(String(describing: none)) among disabled pages")
            let pages = min(max(count, 0), SegmentLimits.maximumPageCount)
            let found = PagerPhysics.nearestEnabled(to: target, from: Int.max, pageCount: count) { $0 % 3 == 0 }
            if pages > 0 {
                check(
                    found.map { $0 >= 0 && $0 < pages && $0 % 3 == 0 } ?? false,
                    "nearestEnabled = \(String(describing: found))")
            }
            for origin in ints {
                let none = PagerPhysics.swipeTarget(to: target, from: origin, pageCount: count) { _ in false }
                check(none == nil, "swipeTarget found \(String(describing: none)) among disabled pages")
                let found = PagerPhysics.swipeTarget(to: target, from: origin, pageCount: count) { $0 % 3 == 1 }
                check(
                    pages < 2 ? found == nil : found.map { $0 >= 0 && $0 < pages && $0 % 3 == 1 } ?? false,
                    "swipeTarget(to: \(target), from: \(origin), pageCount: \(count)) = \(String(describing: found))")
            }
        }
    }
    for window in doubles {
        var tracker = VelocityTracker(window: window)
        check(range.contains(tracker.window) && (window.isFinite && window > 0 || tracker.window == 0.1), "window")
        tracker.window = window
        check(range.contains(tracker.window), "window = \(window) reads \(tracker.window)")
        for (step, value) in doubles.enumerated() {
            tracker.add(value, at: Double(step) * 0.01)
            tracker.shift(by: doubles[(step + 1) % doubles.count])
            check(tracker.velocity.isFinite && abs(tracker.velocity) <= m, "velocity \(tracker.velocity)")
        }
    }
}

// MARK: Curves

/// Checks that `curve` is finite everywhere, and at rest on its target for an infinite time.
private func checkCurve(_ curve: some AnimationCurve, _ name: @autoclosure () -> String) {
    let m = SegmentLimits.maximumMagnitude
    check(curve.target.isFinite, "\(name()).target = \(curve.target)")
    for t in extremeDoubles + [0, 0.016, 0.3, 2, 9.99, 10] {
        let value = curve.value(at: t)
        let velocity = curve.velocity(at: t)
        check(value.isFinite && velocity.isFinite, "\(name()) at \(t): value \(value), velocity \(velocity)")
        _ = curve.isFinished(at: t)
    }
    check(curve.isFinished(at: .infinity) && curve.value(at: .infinity) == curve.target, "\(name()) never rests")
    check(abs(curve.target) <= m * 1e7, "\(name()).target = \(curve.target)")
}

/// Every curve built and mutated with `doubles` as end points, velocities, durations and parameters.
private func checkCurves(doubles: [Double]) {
    let range = SegmentLimits.parameters
    let m = SegmentLimits.maximumMagnitude
    for d in doubles {
        check((0...1).contains(TimedCurve.easeOutCubic(d)), "easeOutCubic(\(d))")
        for e in doubles {
            var spring = SpringCurve(
                from: d, to: e, initialVelocity: d, dampingRatio: e, stiffness: d, mass: e, epsilon: d)
            check(abs(spring.from) <= m && abs(spring.target) <= m && abs(spring.initialVelocity) <= m, "spring ends")
            check(
                [spring.dampingRatio, spring.stiffness, spring.mass, spring.epsilon].allSatisfy { range.contains($0) },
                "spring parameters from \(d), \(e)")
            checkCurve(spring, "SpringCurve(\(d), \(e))")
            (spring.from, spring.target, spring.initialVelocity) = (e, d, e)
            (spring.dampingRatio, spring.stiffness, spring.mass, spring.epsilon) = (d, e, d, e)
            check(spring.from.isFinite && spring.target.isFinite && range.contains(spring.stiffness), "spring set")
            checkCurve(spring, "SpringCurve set to \(e), \(d)")

            var timed = TimedCurve(from: d, to: e, duration: d)
            check(timed.duration == 0 || range.contains(timed.duration), "TimedCurve duration from \(d)")
            checkCurve(timed, "TimedCurve(\(d), \(e), \(d))")
            (timed.from, timed.target, timed.duration) = (e, d, e)
            checkCurve(timed, "TimedCurve set to \(e), \(d), \(e)")

            var deceleration = DecelerationCurve(from: d, initialVelocity: e, timeConstant: d)
            check(range.contains(deceleration.timeConstant), "DecelerationCurve time constant from \(d)")
            checkCurve(deceleration, "DecelerationCurve(\(d), \(e))")
            (deceleration.from, deceleration.initialVelocity, deceleration.timeConstant) = (e, d, e)
            checkCurve(deceleration, "DecelerationCurve set to \(e), \(d)")
        }
    }
}

// MARK: Text and metrics

/// A measurer that answers every text with the same, possibly absurd, size.
private struct FixedMeasurer: TextMeasurer {
    var size: TextSize
    func measure(_ text: String, font: FontSpec) -> TextSize { size }
}

/// Measuring with absurd measurers and styles gives finite metrics within the documented limits.
private func checkMeasuring(doubles: [Double], ints: [Int]) {
    let limit = SegmentLimits.maximumCoordinate
    let item = SegmentItem("Inbox", icon: "mail", badge: .count(Int.max))
    for (index, w) in doubles.enumerated() {
        let style = extremeStyle(doubles[(index + 3) % doubles.count], variant: index)
        for h in doubles {
            let measurer = FixedMeasurer(size: TextSize(width: w, height: h))
            var cache = MeasurementCache()
            let size = cache.size(of: "abc", font: style.titleFont, using: measurer)
            check(size.width >= 0 && size.width <= limit && size.height >= 0 && size.height <= limit, "size \(size)")
            let estimated = cache.estimatedSize(of: "xyz", font: style.titleFont, using: measurer).size
            check(
                estimated.width >= 0 && estimated.width <= limit && estimated.height <= limit, "estimate \(estimated)")
            var estimator = AdvanceEstimator()
            let guess = estimator.estimate("Segment 12", font: style.titleFont, using: measurer)
            check(guess.map { $0.width >= 0 && $0.width <= limit && $0.height <= limit } ?? false, "estimate \(w)")
            for exact in [true, false] {
                let m = ItemMetrics.measure(item, style: style, cache: &cache, measurer: measurer, exact: exact)
                let lengths = [
                    m.titleWidth, m.selectedTitleWidth, m.titleHeight, m.iconExtent, m.pillWidth, m.pillExtent,
                ]
                check(lengths.allSatisfy { $0.isFinite && $0 >= 0 }, "ItemMetrics.measure with \(w)×\(h): \(m)")
                // The cap as the Float the title width is kept in.
                let cap = Double(Float(style.maxTitleWidth))
                check(m.titleWidth <= cap, "title \(m.titleWidth) over the cap \(style.maxTitleWidth)")
            }
        }
        let metrics = ItemMetrics(
            titleWidth: w, selectedTitleWidth: doubles[(index + 1) % doubles.count], titleHeight: w, iconExtent: w,
            pillWidth: w, pillExtent: w)
        for e in doubles {
            let title = metrics.titleWidth(emphasis: e)
            let low = min(metrics.titleWidth, metrics.selectedTitleWidth)
            let high = max(metrics.titleWidth, metrics.selectedTitleWidth)
            check(title >= low && title <= high, "titleWidth(emphasis: \(e)) = \(title) outside \(low)...\(high)")
            check(metrics.contentWidth(emphasis: e).isFinite, "contentWidth(emphasis: \(e))")
        }
        let font = FontSpec(size: w)
        check(font.size == expectedFontSize(w), "FontSpec(size: \(w)).size = \(font.size)")
        for e in doubles {
            let text = MonospaceMeasurer(advance: w).measure("abc", font: FontSpec(size: e))
            check(text.width.isFinite && text.width >= 0 && text.height.isFinite, "MonospaceMeasurer(\(w)), \(e)")
        }
        let insets = EdgeInsets(all: w)
        check(insets.top == expectedLength(w, fallback: 0) && insets.horizontal.isFinite, "EdgeInsets(all: \(w))")
    }
    for count in ints {
        for cap in ints {
            let label = Badge.count(count).label(maxCount: cap)
            let shown = max(1, cap)
            let expected = count <= 0 ? nil : count > shown ? "\(shown)+" : String(count)
            check(label == expected, "Badge.count(\(count)).label(maxCount: \(cap)) = \(String(describing: label))")
        }
        var badge = BadgeStyle(maxCount: count)
        check(badge.maxCount == max(1, count), "BadgeStyle(maxCount: \(count))")
        badge.maxCount = count
        check(badge.maxCount == max(1, count), "maxCount = \(count) reads \(badge.maxCount)")
    }
}

// MARK: Selection and dragging

/// Every model request with every index: in range it succeeds, out of range it throws and changes nothing.
private func checkModel(ints: [Int]) {
    let items = (0..<5).map { SegmentItem("Item \($0)", isEnabled: $0 != 2) }
    for i in ints {
        var empty = SegmentModel()
        check((try? empty.select(i)) == nil && empty == SegmentModel(), "select(\(i)) on an empty model")
        check(empty.nearestEnabled(to: i) == nil, "nearestEnabled(to: \(i)) on an empty model")
        let model = SegmentModel(items: items)
        let valid = (0..<5).contains(i)
        var copy = model
        do {
            try copy.select(i)
            check(valid && i != 2 && copy.selectedIndex == i, "select(\(i)) succeeded")
        } catch {
            check(!valid || i == 2, "select(\(i)) threw \(error)")
            check(valid || error == .indexOutOfRange(index: i, count: 5), "select(\(i)) threw \(error)")
            check(copy == model, "a refused select(\(i)) changed the model")
        }
        copy = model
        check(((try? copy.activate(i)) != nil) == (valid && i != 2), "activate(\(i))")
        copy = model
        check(((try? copy.replace(at: i, with: SegmentItem("New"))) != nil) == valid, "replace(at: \(i))")
        copy = model
        check(((try? copy.insert(SegmentItem("New"), at: i)) != nil) == (0...5).contains(i), "insert(at: \(i))")
        copy = model
        check(((try? copy.remove(at: i)) != nil) == valid, "remove(at: \(i))")
        if !valid { check(copy == model, "a refused remove(at: \(i)) changed the model") }
        for j in ints {
            copy = model
            let moved = (try? copy.move(from: i, to: j)) != nil
            check(moved == (valid && (0..<5).contains(j)), "move(from: \(i), to: \(j))")
            check(copy.selectedIndex.map { (0..<5).contains($0) } ?? false, "selection after move(\(i), \(j))")
        }
        let nearest = model.nearestEnabled(to: i)
        check(
            nearest.map { (0..<5).contains($0) && $0 != 2 } ?? false,
            "nearestEnabled(to: \(i)) = \(String(describing: nearest))")
    }
}

/// Tracker drags with every position and translation stay on the bar and snap to enabled items.
private func checkTrackerDrags(doubles: [Double]) {
    let model = SegmentModel(items: (0..<5).map { SegmentItem("Item \($0)", isEnabled: $0 != 2) })
    for metrics in metricSets {
        let l = SegmentLayout(metrics: metrics, style: .capsule, viewWidth: 300, viewHeight: 30)
        let last = Double(max(0, l.count - 1))
        for p in doubles {
            let drag = TrackerDrag(layout: l, position: p)
            check(drag.startPosition == l.clampedPosition(p) && drag.startCenterX.isFinite, "TrackerDrag(at: \(p))")
            for dx in doubles {
                let moved = drag.position(translation: dx, layout: l)
                check(moved >= 0 && moved <= last && (dx.isFinite || moved == drag.startPosition), "drag by \(dx)")
            }
        }
    }
    for p in doubles {
        let target = TrackerDrag.snapTarget(for: p, in: model)
        check(p.isFinite || target == model.selectedIndex, "snapTarget(for: \(p)) = \(String(describing: target))")
        check(
            target.map { (0..<5).contains($0) && $0 != 2 } ?? false,
            "snapTarget(for: \(p)) = \(String(describing: target))")
    }
}

/// The free functions and plain geometry: clamp, sanitizedLength and rectangles.
private func checkGeometry(doubles: [Double]) {
    for v in doubles {
        let length = sanitizedLength(v)
        check(length.isFinite && length >= 0 && (!(v.isFinite && v > 0) || length == v), "sanitizedLength(\(v))")
        check(!SegmentRect(x: 0, y: 0, width: 10, height: 10).containsX(.nan), "containsX(.nan)")
        for lower in doubles {
            for upper in doubles {
                let c = clamp(v, lower, upper)
                let isOne = c == lower || c == upper || c == v || (c.isNaN && lower.isNaN)
                check(isOne, "clamp(\(v), \(lower), \(upper)) = \(c)")
                if upper > lower { check(c >= lower && c <= upper, "clamp(\(v), \(lower), \(upper)) = \(c)") }
            }
        }
    }
}

@Suite struct TotalityTests {
    @Test func styleNumbersAreClampedWhenSet() {
        for d in extremeDoubles + [5, 320, 499, 501, 9_999, 10_001] {
            checkStyle(extremeStyle(d, variant: 2), setFrom: d)
            var style = SegmentStyle()
            for field in styleLengthFields() { style[keyPath: field.path] = d }
            (style.titleFont.size, style.selectedTitleFont.size, style.badge.font.size) = (d, d, d)
            style.maxTitleWidth = d
            style.indicator.cornerRadius = d
            style.indicator.width = .fixed(d)
            checkStyle(style, setFrom: d)
            let mode = WidthMode.fixed(d).clamped
            check(
                mode == (d.isNaN ? .fitted(fillWhenNarrower: false) : .fixed(expectedLength(d, fallback: 0))),
                "WidthMode.fixed(\(d)).clamped = \(mode)")
            style.widthMode = .fixed(d)
            check(style.widthMode == mode, "widthMode = .fixed(\(d)) reads back \(style.widthMode)")
            let width = IndicatorWidth.fixed(d).clamped
            check(
                width == (d.isNaN ? .title : .fixed(expectedLength(d, fallback: 0))), "fixed(\(d)).clamped = \(width)")
        }
        for k in extremeInts(count: 4) {
            let count = min(max(k, 1), SegmentLimits.maximumSegmentsPerView)
            #expect(SegmentStyle(widthMode: .perView(k)).widthMode == .perView(count))
            for d in extremeDoubles {
                let shared = WidthMode.perView(k).sharedWidth(viewWidth: d, insets: d, spacing: d, count: k)
                check(
                    shared.map { $0.isFinite && $0 >= 0 } ?? false, "perView(\(k)).sharedWidth(\(d)) = \(shared as Any)"
                )
                let equal = WidthMode.equal.sharedWidth(viewWidth: d, insets: 0, spacing: d, count: k)
                check(equal.map { $0.isFinite && $0 >= 0 } ?? false, "equal.sharedWidth(\(d), count: \(k))")
            }
        }
        // A real value, not just "no crash": the default style reads back exactly as documented.
        #expect(SegmentStyle(itemPadding: .nan, iconSize: 1e300, maxTitleWidth: .nan).itemPadding == 10)
        #expect(SegmentStyle(iconSize: 1e300).iconSize == 500)
    }

    @Test func infiniteMaxTitleWidthMeansNoLimit() {
        let title = String(repeating: "W", count: 1_000)
        let measurer = MonospaceMeasurer()
        let natural = measurer.measure(title, font: FontSpec(size: 11)).width  // 6,600 pt
        var cache = MeasurementCache()
        let item = SegmentItem(title)
        let unlimited = ItemMetrics.measure(
            item, style: SegmentStyle(maxTitleWidth: .infinity), cache: &cache, measurer: measurer)
        #expect(unlimited.titleWidth == Double(Float(natural)))
        #expect(unlimited.titleWidth > 6_599)
        let capped = ItemMetrics.measure(
            item, style: SegmentStyle(maxTitleWidth: 100), cache: &cache, measurer: measurer)
        #expect(capped.titleWidth == 100)
        let nan = ItemMetrics.measure(item, style: SegmentStyle(maxTitleWidth: .nan), cache: &cache, measurer: measurer)
        #expect(nan.titleWidth == 320, "NaN is the default cap, not zero-width titles")
        #expect(SegmentStyle(maxTitleWidth: .infinity).cappedTitleWidth(.infinity) == 0)
    }

    @Test func layoutQueriesClampEveryArgument() {
        for l in layouts() {
            checkLayout(l, ints: extremeInts(count: l.count), doubles: extremeDoubles)
        }
        // Real values: an out-of-range index is the nearest segment, an empty bar an empty strip.
        let five = SegmentLayout(metrics: metricSets[2], style: SegmentStyle(), viewWidth: 300, viewHeight: 40)
        #expect(five.itemFrame(-1, at: 0) == five.itemFrame(0, at: 0))
        #expect(five.itemFrame(Int.max, at: 0) == five.itemFrame(4, at: 0))
        #expect(five.contentRects(5, at: 1) == five.contentRects(4, at: 1))
        #expect(five.visibleRange(scrollOffset: 0, at: 0, margin: .max) == 0..<5)
        let none = SegmentLayout(metrics: [], style: SegmentStyle(), viewWidth: 300, viewHeight: 40)
        #expect(none.itemFrame(0, at: 0) == SegmentRect(x: 0, y: 0, width: 0, height: 40))
        #expect(none.indicatorRect(forItem: -1, at: .nan).width == 0)
    }

    @Test func naturalSizesFitAToolkitInteger() {
        for metrics in metricSets {
            for d in extremeDoubles {
                for mode in [nil, WidthMode.fixed(d), .perView(Int.max), .perView(Int.min)] {
                    var style = extremeStyle(d, variant: 1)
                    if let mode { style.widthMode = mode }
                    let width = NaturalSize.width(metrics: metrics, style: style)
                    let height = NaturalSize.height(metrics: metrics, style: style)
                    check(
                        fitsGint(width) && width >= 0 && fitsGint(height) && height >= 0,
                        "natural \(width)×\(height) in \(style.widthMode)")
                    for axis in [LayoutAxis.horizontal, .vertical] {
                        for natural in [width, d] {
                            let least = NaturalSize.minimumMainLength(
                                metrics: metrics, style: style, axis: axis, natural: natural)
                            check(
                                fitsGint(least) && least >= 0 && least <= max(0, natural.isNaN ? 0 : natural),
                                "minimum \(least) of \(natural) in \(style.widthMode), \(axis)")
                        }
                    }
                }
            }
        }
        // 3,000 segments a million points wide ask for 3 × 10^9 points, more than a gint holds: the request
        // stops at 2^30, while overflow is still decided on the real width.
        let wide = Array(repeating: ItemMetrics(titleWidth: 1e6), count: 3_000)
        #expect(NaturalSize.width(metrics: wide, style: SegmentStyle()) == SegmentLimits.maximumCoordinate)
        #expect(NaturalSize.overflows(metrics: wide, style: SegmentStyle(), viewWidth: 2e9))
        #expect(!NaturalSize.overflows(metrics: wide, style: SegmentStyle(), viewWidth: 4e9))
    }

    @Test func pagingClampsCountsPositionsAndSearches() {
        checkPaging(ints: extremeInts(count: 5), doubles: extremeDoubles)
        // Real values.
        #expect(PageStrip.visiblePages(at: 1e300, pageCount: Int.max) == (1 << 53) - 1...(1 << 53) - 1)
        #expect(PageStrip.requiredPages(at: 3, pageCount: 1 << 40, adjacent: .max) == 0...67)
        #expect(PageIndexEdit.insert(at: 0).map(Int.max) == nil)
        #expect(PageIndexEdit.insert(at: 0).count(after: Int.max) == Int.max)
        #expect(PageIndexEdit.insert(at: 0).map(position: 1e300) == 1e300)
        #expect(PageCache(adjacent: .max).adjacent == 64)
        #expect(PageStrip(pageWidth: 400).allocationX(Int.max, at: -1e300) == SegmentLimits.maximumCoordinate)
    }

    @Test func pagerPhysicsIsFiniteAndNeverHangs() {
        checkPhysics(ints: extremeInts(count: 5), doubles: extremeDoubles)
        // A pager of 2^40 pages with only the last one enabled: the search gives up after 100,000 pages.
        let last = (1 << 40) - 1
        #expect(PagerPhysics.nearestEnabled(to: 0, from: 0, pageCount: 1 << 40) { $0 == last } == nil)
        #expect(PagerPhysics.nearestEnabled(to: .max, from: 0, pageCount: 1 << 40) { $0 == last } == last)
        #expect(PagerPhysics().releaseTarget(position: 1e300, velocity: .nan, pageCount: Int.max) == (1 << 53) - 1)
    }

    @Test func curvesAreFiniteForAnyInput() {
        checkCurves(doubles: extremeDoubles)
        #expect(SpringCurve(from: .nan, to: 4).from == 4, "a NaN end becomes the other one: no motion")
        #expect(TimedCurve(from: 1e300, to: -1e300).value(at: 0.1).isFinite)
    }

    @Test func textMetricsAndBadgesAreSafe() {
        checkMeasuring(doubles: extremeDoubles, ints: extremeInts(count: 99))
    }

    @Test func selectionModelThrowsForEveryBadIndex() {
        checkModel(ints: extremeInts(count: 5))
        checkTrackerDrags(doubles: extremeDoubles)
    }

    @Test func geometryHelpersAreTotal() {
        checkGeometry(doubles: extremeDoubles)
    }

    /// The same checks with a seeded random mix of arguments (raw bit patterns, extremes and ordinary values).
    @Test(arguments: [UInt64(1), 2, 3])
    func seededRandomMix(seed: UInt64) {
        var mix = Mix(rng: SplitMix64(seed: seed))
        let all = layouts()
        for _ in 0..<40 {
            let l = all[mix.rng.int(0, all.count - 1)]
            checkLayout(l, ints: mix.ints(4, count: l.count), doubles: mix.doubles(4))
            let style = extremeStyle(mix.double(), variant: mix.rng.int(0, 5))
            checkLayout(
                SegmentLayout(
                    metrics: metricSets[mix.rng.int(0, metricSets.count - 1)], style: style,
                    viewWidth: mix.double(), viewHeight: mix.double(), direction: .rightToLeft),
                ints: mix.ints(3, count: 5), doubles: mix.doubles(3))
        }
        for _ in 0..<3 {
            checkPaging(ints: mix.ints(4, count: 10), doubles: mix.doubles(4))
            checkPhysics(ints: mix.ints(3, count: 10), doubles: mix.doubles(3))
            checkCurves(doubles: mix.doubles(4))
            checkMeasuring(doubles: mix.doubles(4), ints: mix.ints(4, count: 99))
            checkModel(ints: mix.ints(6, count: 5))
            checkTrackerDrags(doubles: mix.doubles(4))
            checkGeometry(doubles: mix.doubles(4))
        }
    }
}
