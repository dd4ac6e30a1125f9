import SegmentCore
import SegmentTestSupport
import Testing

/// One random bar: items, style, size, direction and position.
private struct Configuration {
    var metrics: [ItemMetrics]
    var style: SegmentStyle
    var viewWidth: Double
    var viewHeight: Double
    var direction: LayoutDirection
    var position: Double

    /// A random configuration; `fixedStyle` replaces the random style (for the shipped presets).
    init(using rng: inout SplitMix64, fixedStyle: SegmentStyle? = nil) {
        let n = rng.int(1, 40)
        metrics = []
        metrics.reserveCapacity(n)
        for _ in 0..<n {
            let title = rng.chance(0.2) ? 0 : rng.double(0, 250)
            let selected = rng.chance(0.5) ? title : title + rng.double(0, 60)
            let pill = rng.chance(0.2) ? rng.double(14, 40) : 0
            metrics.append(
                ItemMetrics(
                    titleWidth: title, selectedTitleWidth: selected, titleHeight: rng.double(0, 30),
                    iconExtent: rng.chance(0.3) ? 22 : 0, pillWidth: pill, pillExtent: pill > 0 ? pill + 4 : 0,
                    hasDot: rng.chance(0.1), isEnabled: rng.chance(0.85)))
        }

        let widthMode: WidthMode
        switch rng.int(0, 2) {
        case 0: widthMode = .equal
        case 1: widthMode = .fitted(fillWhenNarrower: false)
        default: widthMode = .fitted(fillWhenNarrower: true)
        }
        let shapes: [IndicatorShape] = [.none, .underline, .capsule, .box, .dot]
        let indicatorWidth: IndicatorWidth
        switch rng.int(0, 2) {
        case 0: indicatorWidth = .title
        case 1: indicatorWidth = .segment
        default: indicatorWidth = .fixed(rng.double(0, 150))
        }
        let indicator = IndicatorStyle(
            shape: shapes[rng.int(0, shapes.count - 1)], width: indicatorWidth, thickness: rng.double(0, 8),
            insets: rng.chance(0.5)
                ? .zero
                : EdgeInsets(
                    top: rng.double(0, 10), leading: rng.double(0, 10), bottom: rng.double(0, 10),
                    trailing: rng.double(0, 10)),
            placement: rng.chance(0.5) ? .below : .above,
            cornerRadius: rng.chance(0.5) ? nil : rng.double(0, 20), isElastic: rng.chance(0.3))
        style = SegmentStyle(
            widthMode: widthMode, itemPadding: rng.chance(0.1) ? 0 : rng.double(0, 24),
            spacing: rng.chance(0.3) ? 0 : rng.double(0, 16),
            contentInsets: rng.chance(0.3)
                ? .zero
                : EdgeInsets(
                    top: rng.double(0, 12), leading: rng.double(0, 24), bottom: rng.double(0, 12),
                    trailing: rng.double(0, 24)),
            indicator: indicator,
            separators: SeparatorStyle(isVisible: rng.chance(0.3), hidesNextToSelection: rng.chance(0.5)))

        if let fixedStyle { style = fixedStyle }
        viewWidth = rng.chance(0.05) ? 0 : rng.double(0, 2_000)
        viewHeight = rng.chance(0.05) ? 0 : rng.double(0, 80)
        direction = rng.chance(0.5) ? .leftToRight : .rightToLeft
        switch rng.int(0, 9) {
        case 0...2: position = Double(rng.int(0, n - 1))
        case 3...8: position = rng.double(-0.5, Double(n) - 0.5)
        default: position = [Double.nan, .infinity, -.infinity, -3, Double(n) + 3][rng.int(0, 4)]
        }
    }

    func layout(_ direction: LayoutDirection) -> SegmentLayout {
        SegmentLayout(
            metrics: metrics, style: style, viewWidth: viewWidth, viewHeight: viewHeight, direction: direction)
    }
}

/// Checks every invariant on one configuration and returns the first one broken, if any.
///
/// Failures are returned as text rather than recorded with `#expect` so that
/// the common, passing path stays cheap: 100,000 configurations must run in a few seconds in a debug build.
private func firstViolation(_ c: Configuration, using rng: inout SplitMix64, hitTests: inout Int) -> String? {
    let ltr = c.layout(.leftToRight)
    let rtl = c.layout(.rightToLeft)
    let n = ltr.count
    let p = c.position
    let contentWidth = ltr.contentWidth(at: p)
    guard contentWidth.isFinite else { return "content width \(contentWidth)" }
    let tolerance = 1e-9 * max(1, contentWidth)

    // Scrolling stays in range.
    let offset = ltr.centeringScrollOffset(at: p)
    let maxOffset = ltr.maxScrollOffset(at: p)
    guard offset >= 0 && offset <= maxOffset else { return "centring offset \(offset) outside 0...\(maxOffset)" }

    // Frames: finite, ordered, inside the content, and mirrored exactly in right-to-left.
    var previousMaxX = 0.0
    let padding = 2 * c.style.itemPadding
    let fitted = c.style.widthMode != .equal
    for i in 0..<n {
        let frame = ltr.itemFrame(i, at: p)
        guard frame.isFinite else { return "frame \(i) not finite: \(frame)" }
        guard frame.width >= 0 && frame.height >= 0 else { return "frame \(i) negative: \(frame)" }
        guard frame.x >= -tolerance && frame.maxX <= contentWidth + tolerance else {
            return "frame \(i) \(frame) outside [0, \(contentWidth)]"
        }
        guard frame.x >= previousMaxX - tolerance else { return "frame \(i) \(frame) overlaps the previous one" }
        // Fitted segments, filled or not, are never narrower than their content.
        if fitted {
            let needed = ltr.metrics[i].contentWidth(emphasis: ltr.emphasis(of: i, at: p)) + padding
            guard frame.width >= needed - tolerance else {
                return "frame \(i) \(frame) narrower than its content \(needed)"
            }
        }
        previousMaxX = frame.maxX
        let left = ltr.viewRect(frame, scrollOffset: offset)
        let right = rtl.viewRect(rtl.itemFrame(i, at: p), scrollOffset: offset)
        guard right.x == ltr.viewWidth - left.x - left.width, right.width == left.width, right.y == left.y else {
            return "frame \(i): RTL \(right) does not mirror LTR \(left)"
        }
    }

    // Indicator: finite, mirrored, and at an integer position exactly the item's own indicator.
    if let indicator = ltr.indicatorRect(at: p) {
        guard indicator.isFinite else { return "indicator not finite: \(indicator)" }
        let left = ltr.viewRect(indicator, scrollOffset: offset)
        guard let mirrored = rtl.indicatorRect(at: p).map({ rtl.viewRect($0, scrollOffset: offset) }),
            mirrored.x == ltr.viewWidth - left.x - left.width, mirrored.width == left.width
        else { return "indicator does not mirror" }
    }
    let k = rng.int(0, n - 1)
    if c.style.indicator.shape != .none {
        let atK = ltr.indicatorRect(at: Double(k))
        let own = ltr.indicatorRect(forItem: k, at: Double(k))
        guard atK == own else { return "indicator at \(k) is \(String(describing: atK)), item's own is \(own)" }
    }

    // Content of one item is finite.
    let content = ltr.contentRects(k, at: p)
    guard content.title.isFinite, content.icon?.isFinite ?? true, content.badge?.isFinite ?? true else {
        return "content rects of \(k) not finite: \(content)"
    }
    if c.style.separators.isVisible {
        for rect in ltr.separatorRects(in: ltr.visibleRange(scrollOffset: offset, at: p), at: p) where !rect.isFinite {
            return "separator not finite: \(rect)"
        }
    }

    // Hit test: an enabled item's centre hits it, at scroll 0 when everything fits, else at the centring offset.
    let layout = c.direction == .leftToRight ? ltr : rtl
    var target = k
    for _ in 0..<n {
        let frame = layout.itemFrame(target, at: Double(target))
        if layout.metrics[target].isEnabled && frame.width > 1e-6 * max(1, frame.maxX) { break }
        target = (target + 1) % n
    }
    let frame = layout.itemFrame(target, at: Double(target))
    if layout.metrics[target].isEnabled && frame.width > 1e-6 * max(1, frame.maxX) {
        let at = Double(target)
        let scroll = layout.isScrollable(at: at) ? layout.centeringScrollOffset(at: at) : 0
        let viewX = layout.viewRect(frame, scrollOffset: scroll).midX
        let hit = layout.hitTest(viewX: viewX, scrollOffset: scroll, at: at)
        hitTests += 1
        guard hit == target else {
            return "hit test at view x \(viewX) (scroll \(scroll)) gave \(String(describing: hit)), expected \(target)"
        }
    }
    return nil
}

@Suite struct LayoutPropertyTests {
    /// 4 shards × 25,000 = 100,000 configurations; shards run in parallel.
    static let configurationsPerShard = 25_000

    @Test(arguments: 0..<4)
    func randomLayoutsKeepTheirInvariants(shard: Int) {
        var rng = SplitMix64(seed: 0x5E6_0000 + UInt64(shard))
        var failures = 0
        var hitTests = 0
        for index in 0..<Self.configurationsPerShard {
            let configuration = Configuration(using: &rng)
            if let violation = firstViolation(configuration, using: &rng, hitTests: &hitTests) {
                failures += 1
                if failures <= 5 {
                    Issue.record(
                        """
                        shard \(shard), configuration \(index): \(violation)
                        mode \(configuration.style.widthMode), view \(configuration.viewWidth)×\(configuration.viewHeight), \
                        position \(configuration.position), \(configuration.metrics.count) items, \
                        indicator \(configuration.style.indicator)
                        """)
                }
            }
        }
        #expect(failures == 0)
        // Guard against a generator that quietly stops exercising the hit test (all items disabled or empty).
        #expect(hitTests > Self.configurationsPerShard * 8 / 10)
    }

    @Test func presetsKeepTheInvariants() {
        let presets: [(String, SegmentStyle)] = [
            ("underline", .underline), ("scrollable", .scrollable), ("capsule", .capsule), ("icons", .icons),
            ("cursor", .cursor),
        ]
        var rng = SplitMix64(seed: 0x9E5E7)
        var violations: [String] = []
        for (name, preset) in presets {
            var hitTests = 0
            for index in 0..<2_000 {
                let configuration = Configuration(using: &rng, fixedStyle: preset)
                if let violation = firstViolation(configuration, using: &rng, hitTests: &hitTests) {
                    violations.append("\(name) #\(index): \(violation)")
                }
            }
            #expect(hitTests > 1_600, "\(name) rarely reached the hit test")
        }
        #expect(violations.isEmpty, "\(violations.prefix(5))")
    }

    @Test func splitMixMatchesTheReferenceSequence() {
        // First outputs of SplitMix64 seeded with 0, from the reference implementation.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func generatorStaysInItsRanges() {
        var rng = SplitMix64(seed: 42)
        var outOfRange = 0
        var seen = Set<Int>()
        for _ in 0..<10_000 {
            let u = rng.unit()
            let i = rng.int(1, 40)
            if !(u >= 0 && u < 1) || !(1...40).contains(i) { outOfRange += 1 }
            seen.insert(i)
        }
        #expect(outOfRange == 0)
        #expect(seen.count == 40)  // both ends of the item count range are drawn
    }
}
