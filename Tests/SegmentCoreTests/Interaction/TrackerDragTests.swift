import SegmentCore
import Testing

/// Four equal 100 pt segments with a segment-wide capsule: centres 50, 150, 250, 350.
private func layout(
    direction: LayoutDirection = .leftToRight, shape: IndicatorShape = .capsule
) -> SegmentLayout {
    SegmentLayout(
        metrics: plainMetrics([30, 30, 30, 30]),
        style: testStyle(widthMode: .equal, indicator: IndicatorStyle(shape: shape, width: .segment)),
        viewWidth: 400, viewHeight: 30, direction: direction)
}

@Suite struct TrackerDragTests {
    @Test func translationMapsToPosition() {
        let l = layout()
        let drag = TrackerDrag(layout: l, position: 1)
        #expect(drag.startPosition == 1)
        #expect(drag.startCenterX == 150)
        #expect(drag.position(translation: 0, layout: l) == 1)
        #expect(drag.position(translation: 50, layout: l) == 1.5)
        #expect(drag.position(translation: 100, layout: l) == 2)
        #expect(drag.position(translation: -25, layout: l) == 0.75)
        #expect(drag.position(translation: .nan, layout: l) == 1)
    }

    @Test func positionIsClampedAtBothEnds() {
        let l = layout()
        let drag = TrackerDrag(layout: l, position: 1)
        #expect(drag.position(translation: 400, layout: l) == 3)
        #expect(drag.position(translation: -500, layout: l) == 0)
        #expect(drag.position(translation: .infinity, layout: l) == 1)
        // A drag started outside the range starts from the clamped position.
        #expect(TrackerDrag(layout: l, position: 17).startPosition == 3)
        #expect(TrackerDrag(layout: l, position: .nan).startPosition == 0)
    }

    @Test func rightToLeftMirrorsTheTranslation() {
        // Dragging left moves towards the end of the reading direction.
        let l = layout(direction: .rightToLeft)
        let drag = TrackerDrag(layout: l, position: 1)
        #expect(drag.position(translation: 50, layout: l) == 0.5)
        #expect(drag.position(translation: -50, layout: l) == 1.5)
        #expect(drag.position(translation: -1000, layout: l) == 3)
    }

    @Test func aDragStartedMidwayDoesNotJump() {
        // Fitted segments whose selected title is 40 pt wider: the indicator's drawn centre and the
        // at-rest centres differ mid-move, yet pressing without moving must keep the position.
        let l = SegmentLayout(
            metrics: plainMetrics([30, 50, 20], selected: [70, 90, 60]),
            style: testStyle(indicator: IndicatorStyle(shape: .capsule, width: .segment, isElastic: true)),
            viewWidth: 400, viewHeight: 30)
        for p in [0.0, 0.3, 0.5, 1.0, 1.7, 2.0] {
            let drag = TrackerDrag(layout: l, position: p)
            #expect(approx(drag.position(translation: 0, layout: l), p, 1e-12))
        }
    }

    @Test func dragWorksWithoutAVisibleIndicator() {
        let l = layout(shape: .none)
        let drag = TrackerDrag(layout: l, position: 2)
        #expect(drag.position(translation: 0, layout: l) == 2)
        #expect(drag.position(translation: 50, layout: l) == 2.5)
    }

    @Test func emptyLayoutDragStaysAtZero() {
        let l = SegmentLayout(metrics: [], style: testStyle(), viewWidth: 400, viewHeight: 30)
        let drag = TrackerDrag(layout: l, position: 3)
        #expect(drag.startPosition == 0)
        #expect(drag.position(translation: 80, layout: l) == 0)
    }

    @Test func snapTargetIsTheNearestEnabledItem() {
        let model = SegmentModel(items: [
            SegmentItem("A"), SegmentItem("B"), SegmentItem("C", isEnabled: false), SegmentItem("D"),
        ])
        #expect(TrackerDrag.snapTarget(for: 0.4, in: model) == 0)
        #expect(TrackerDrag.snapTarget(for: 0.6, in: model) == 1)
        #expect(TrackerDrag.snapTarget(for: 1.4, in: model) == 1)
        // 1.6 rounds to the disabled C, but B (0.6 away) is nearer than D (1.4 away).
        #expect(TrackerDrag.snapTarget(for: 1.6, in: model) == 1)
        #expect(TrackerDrag.snapTarget(for: 2.4, in: model) == 3)  // D is 0.6 away, B 1.4
        #expect(TrackerDrag.snapTarget(for: 2.0, in: model) == 3)  // a tie goes to the later item
        #expect(TrackerDrag.snapTarget(for: 3, in: model) == 3)
        #expect(TrackerDrag.snapTarget(for: -7, in: model) == 0)
        #expect(TrackerDrag.snapTarget(for: 99, in: model) == 3)
    }

    @Test func snapTargetSurvivesExtremeInput() {
        let model = SegmentModel(items: [SegmentItem("A"), SegmentItem("B")])
        #expect(TrackerDrag.snapTarget(for: .nan, in: model) == 0)  // the selection
        #expect(TrackerDrag.snapTarget(for: 1e300, in: model) == 1)
        #expect(TrackerDrag.snapTarget(for: -1e300, in: model) == 0)
        #expect(TrackerDrag.snapTarget(for: 1, in: SegmentModel()) == nil)
        #expect(TrackerDrag.snapTarget(for: 0.2, in: SegmentModel(items: [SegmentItem("A", isEnabled: false)])) == nil)
    }
}
