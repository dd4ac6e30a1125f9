import SegmentCore
import Testing

@Suite struct PagerPhysicsTests {
    let physics = PagerPhysics()

    @Test func slowReleaseGoesToTheNearestPage() {
        #expect(physics.releaseTarget(position: 2.4, velocity: 0, pageCount: 5) == 2)
        #expect(physics.releaseTarget(position: 2.6, velocity: 0, pageCount: 5) == 3)
        // 0.4 pages/s is under the 0.5 threshold: not a flick.
        #expect(physics.releaseTarget(position: 2.1, velocity: 0.4, pageCount: 5) == 2)
        #expect(physics.releaseTarget(position: 2.9, velocity: -0.4, pageCount: 5) == 3)
    }

    @Test func flickMovesOnePageEvenWhenShort() {
        // A tenth of a page at 0.6 pages/s: over the threshold, so the next page.
        #expect(physics.releaseTarget(position: 2.1, velocity: 0.6, pageCount: 5) == 3)
        #expect(physics.releaseTarget(position: 2.9, velocity: -0.6, pageCount: 5) == 2)
        // A flick back towards the page the drag came from returns to it, not one further.
        #expect(physics.releaseTarget(position: 1.9, velocity: 0.6, pageCount: 5) == 2)
        #expect(physics.releaseTarget(position: 2.0, velocity: 3, pageCount: 5) == 3)
    }

    @Test func releaseTargetStaysInsideThePages() {
        #expect(physics.releaseTarget(position: 3.05, velocity: 2, pageCount: 4) == 3)
        #expect(physics.releaseTarget(position: -0.2, velocity: -1, pageCount: 4) == 0)
        #expect(physics.releaseTarget(position: 40, velocity: 0, pageCount: 4) == 3)
        #expect(physics.releaseTarget(position: .nan, velocity: 1, pageCount: 4) == 0)
        #expect(physics.releaseTarget(position: 1, velocity: .infinity, pageCount: 4) == 1)
        #expect(physics.releaseTarget(position: 1, velocity: 1, pageCount: 0) == 0)
    }

    @Test func rubberBandResistsPastTheEnds() {
        // Inside the pages the finger is followed exactly.
        #expect(physics.rubberBanded(1.75, pageCount: 4) == 1.75)
        // One page past the start shows 0.5·(1 − 1/(0.55·1/0.5 + 1)) = 0.2619…
        #expect(abs(physics.rubberBanded(-1, pageCount: 4) + 0.261_904_761_9) < 1e-9)
        // 0.2 past the last page (3) shows 0.5·(1 − 1/1.22) = 0.0902.
        #expect(abs(physics.rubberBanded(3.2, pageCount: 4) - 3.090_163_934_4) < 1e-9)
        // However far the pull, the overshoot never reaches the 0.5 page limit.
        #expect(physics.rubberBanded(-1000, pageCount: 4) > -0.5)
        #expect(physics.rubberBanded(.nan, pageCount: 4) == 0)
    }

    @Test func unrubberBandingInvertsTheResistance() {
        for raw in [-2.0, -0.3, 0, 1.5, 3, 3.4, 6] {
            let shown = physics.rubberBanded(raw, pageCount: 4)
            #expect(abs(physics.unrubberBanded(shown, pageCount: 4) - raw) < 1e-9)
        }
        #expect(physics.unrubberBanded(-0.5, pageCount: 4).isFinite, "the asymptote itself stays finite")
    }

    @Test func springSettlesFromTheReleaseVelocity() {
        // Released at 2.2 moving 2 pages/s towards page 3; ω = √(500/0.5) = 31.62.
        let curve = physics.settleCurve(from: 2.2, velocity: 2, to: 3)
        #expect(curve.value(at: 0) == 2.2)
        #expect(curve.velocity(at: 0) == 2, "no jolt: the spring starts at the finger's speed")
        #expect(abs(curve.value(at: 0.05) - 2.595_737_898_7) < 1e-9)
        #expect(abs(curve.value(at: 0.1) - 2.867_517_071_8) < 1e-9)
        #expect(abs(curve.value(at: 0.2) - 2.990_217_612_3) < 1e-9)
        #expect(curve.isFinished(at: 0.5))
        #expect(curve.value(at: 0.5) == 3)
        var previous = 2.2
        for step in 1...60 {
            let value = curve.value(at: Double(step) / 120)
            #expect(value >= previous && value <= 3, "monotonic, no overshoot")
            previous = value
        }
    }

    @Test func springCapsAVelocityThatWouldOvershoot() {
        // 0.01 page from the target at 5 pages/s would cross it; the cap is ω·0.01 = 0.3162.
        let curve = physics.settleCurve(from: 2.99, velocity: 5, to: 3)
        #expect(abs(curve.initialVelocity - 0.316_227_766) < 1e-6)
        // A velocity away from the target is kept: the spring turns the pages round without a jump.
        #expect(physics.settleCurve(from: 2.2, velocity: -1, to: 3).initialVelocity == -1)
        #expect(physics.settleCurve(from: 3, velocity: 4, to: 3).initialVelocity == 0)
        #expect(physics.settleCurve(from: .nan, velocity: .nan, to: 1).value(at: 0) == 1)
    }

    @Test func badParametersFallBackToDefaults() {
        let odd = PagerPhysics(flickVelocity: -1, rubberBandCoefficient: .nan, stiffness: 0, mass: .infinity)
        #expect(odd == PagerPhysics())
    }

    @Test func nearestEnabledSearchesTowardsTheOriginFirst() {
        let disabled: Set<Int> = [3]
        let enabled = { (index: Int) in !disabled.contains(index) }
        #expect(PagerPhysics.nearestEnabled(to: 3, from: 2, pageCount: 6, isEnabled: enabled) == 2)
        #expect(PagerPhysics.nearestEnabled(to: 3, from: 5, pageCount: 6, isEnabled: enabled) == 4)
        #expect(PagerPhysics.nearestEnabled(to: 9, from: 0, pageCount: 6, isEnabled: enabled) == 5)
        #expect(PagerPhysics.nearestEnabled(to: 1, from: 0, pageCount: 6) { _ in false } == nil)
        #expect(PagerPhysics.nearestEnabled(to: 1, from: 0, pageCount: 0) { _ in true } == nil)
    }

    @Test func aSwipeSkipsDisabledPagesAsTheKeysDo() {
        let disabled: Set<Int> = [2, 3]
        let enabled = { (index: Int) in !disabled.contains(index) }
        #expect(PagerPhysics.swipeTarget(to: 2, from: 1, pageCount: 6, isEnabled: enabled) == 4, "on past them")
        #expect(PagerPhysics.swipeTarget(to: 3, from: 4, pageCount: 6, isEnabled: enabled) == 1, "either way")
        #expect(PagerPhysics.swipeTarget(to: 1, from: 0, pageCount: 6, isEnabled: enabled) == 1, "an enabled target")
        #expect(PagerPhysics.swipeTarget(to: 2, from: 1, pageCount: 4, isEnabled: enabled) == 1, "none past: back")
        #expect(PagerPhysics.swipeTarget(to: 9, from: 0, pageCount: 3) { $0 == 0 } == 0, "past the end: back")
        #expect(
            PagerPhysics.swipeTarget(to: 2, from: 2, pageCount: 6, isEnabled: enabled) == 1, "no direction: nearest")
        #expect(PagerPhysics.swipeTarget(to: 1, from: 0, pageCount: 6) { _ in false } == nil)
    }

    @Test func farSettlesStartAFewPagesShortOfTheTarget() {
        let physics = PagerPhysics(maximumSlide: 3)
        #expect(physics.slideStart(from: 2, to: 5) == 2, "within the limit the pages slide all the way")
        #expect(physics.slideStart(from: 0, to: 500) == 497)
        #expect(physics.slideStart(from: 500.4, to: 0) == 3, "from the side the pages come from")
        #expect(physics.slideStart(from: .nan, to: 7) == 7)
        #expect(PagerPhysics(maximumSlide: 0.5).maximumSlide == 1, "at least one page slides")
        var zero = PagerPhysics()
        zero.maximumSlide = 0
        #expect(zero.slideStart(from: 0, to: 5) == 4, "set directly to 0, still one page")
        #expect(PagerPhysics().maximumSlide == 10)
    }
}
