import SegmentCore
import Testing

@Suite struct SegmentColorTests {
    private let red = SegmentColor(red: 1, green: 0, blue: 0)
    private let blue = SegmentColor(red: 0, green: 0, blue: 1)

    @Test func channelsAreLimitedToZeroThroughOne() {
        let color = SegmentColor(red: .nan, green: 2, blue: -1, alpha: .infinity)
        #expect(color == SegmentColor(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test func mixIsEachEndAtZeroAndOneAndHalfWayBetween() {
        #expect(SegmentColor.mix(red, blue, 0) == red)
        #expect(SegmentColor.mix(red, blue, 1) == blue)
        #expect(SegmentColor.mix(red, blue, 0.5) == SegmentColor(red: 0.5, green: 0, blue: 0.5))
        #expect(SegmentColor.mix(red, blue, .nan) == red, "NaN counts as 0")
        #expect(SegmentColor.mix(red, blue, 7) == blue, "t is limited to 0...1")
    }

    @Test func itemsCarryMarkupTooltipAndColoursAndPlainItemsStayPlain() {
        var item = SegmentItem(markup: "<b>Inbox</b> <small>12</small>", tooltip: "12 unread")
        #expect(item.usesMarkup)
        #expect(item.tooltip == "12 unread")
        #expect(item.colors.isEmpty)
        item.colors.indicator = red
        #expect(item.colors.indicator == red)
        #expect(item != SegmentItem("<b>Inbox</b> <small>12</small>"), "markup is not the same item as plain text")
        var plain = SegmentItem("Inbox")
        plain.tooltip = "Mail"
        plain.tooltip = nil
        plain.colors = SegmentColors()
        #expect(plain == SegmentItem("Inbox"), "clearing the extras is a plain item again")
        #expect(!plain.usesMarkup)
    }
}

@Suite struct IndicatorColorTests {
    private let red = SegmentColor(red: 1, green: 0, blue: 0)
    private let blue = SegmentColor(red: 0, green: 0, blue: 1)
    private let grey = SegmentColor(red: 0.5, green: 0.5, blue: 0.5)
    private let layout = SegmentLayout(
        metrics: plainMetrics([40, 40, 40]), style: testStyle(), viewWidth: 300, viewHeight: 40)

    @Test func withoutOwnColoursCSSDrawsTheIndicator() {
        #expect(layout.indicatorColor(at: 1.5, fallback: grey) { _ in nil } == nil)
    }

    @Test func atASegmentItsOwnColourAndBetweenTwoTheMixByPosition() {
        let colors = [red, blue, nil]
        #expect(layout.indicatorColor(at: 0, fallback: grey) { colors[$0] } == red)
        #expect(layout.indicatorColor(at: 1, fallback: grey) { colors[$0] } == blue)
        #expect(layout.indicatorColor(at: 0.25, fallback: grey) { colors[$0] } == SegmentColor.mix(red, blue, 0.25))
        #expect(
            layout.indicatorColor(at: 1.5, fallback: grey) { colors[$0] } == SegmentColor.mix(blue, grey, 0.5),
            "towards a segment without a colour it fades to the CSS colour")
        #expect(layout.indicatorColor(at: 2, fallback: grey) { colors[$0] } == nil)
        #expect(layout.indicatorColor(at: .nan, fallback: grey) { colors[$0] } == red, "position clamped")
    }

    @Test func noSegmentsNoColour() {
        let empty = SegmentLayout(metrics: [], style: testStyle(), viewWidth: 300, viewHeight: 40)
        #expect(empty.indicatorColor(at: 0, fallback: grey) { _ in red } == nil)
    }
}

/// The new public numbers (colour channels, mix factors, positions, triangle heights) with extreme values.
@Suite struct RichSegmentTotalityTests {
    private let extremes: [Double] = [
        .nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e9, 0.5,
    ]

    private func isValid(_ c: SegmentColor) -> Bool {
        [c.red, c.green, c.blue, c.alpha].allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    @Test func coloursMixesAndIndicatorColoursAreAlwaysValid() {
        let layout = SegmentLayout(
            metrics: plainMetrics([40, 40]), style: testStyle(), viewWidth: 300, viewHeight: 40)
        for v in extremes {
            let color = SegmentColor(red: v, green: v, blue: v, alpha: v)
            #expect(isValid(color), "SegmentColor(\(v))")
            #expect(isValid(SegmentColor.mix(color, SegmentColor(red: 1, green: 1, blue: 1), v)), "mix t = \(v)")
            let mixed = layout.indicatorColor(at: v, fallback: color) {
                $0 == 0 ? SegmentColor(red: 1, green: 0, blue: 0) : nil
            }
            // nil where the position clamps onto segment 1, which leaves its colour to CSS.
            #expect(mixed.map(isValid) ?? (layout.clampedPosition(v) == 1), "indicatorColor(at: \(v))")
        }
    }

    @Test func triangleAndBoxLikeIndicatorsStayFinite() {
        for shape in [IndicatorShape.triangle, .css, .custom] {
            for v in extremes {
                let layout = SegmentLayout(
                    metrics: plainMetrics([40, 40]),
                    style: testStyle(indicator: IndicatorStyle(shape: shape, width: .fixed(v), thickness: v)),
                    viewWidth: 300, viewHeight: 40)
                let rect = layout.indicatorRect(at: v)
                #expect(rect.map { $0.isFinite && $0.width >= 0 && $0.height >= 0 } ?? false, "\(shape) at \(v)")
            }
        }
    }
}
