import Foundation
import SegmentCore
import Testing

@Suite struct TimedCurveTests {
    @Test func easeOutCubicWorkedValues() {
        #expect(TimedCurve.easeOutCubic(0) == 0)
        #expect(TimedCurve.easeOutCubic(1) == 1)
        #expect(TimedCurve.easeOutCubic(0.5) == 0.875)  // 1 − 0.5³
        #expect(TimedCurve.easeOutCubic(0.25) == 1 - 0.421875)  // 1 − 0.75³
    }

    @Test func endpointsAndClamping() {
        let c = TimedCurve(from: 0, to: 100, duration: 0.2)
        #expect(c.value(at: 0) == 0)
        #expect(c.value(at: 0.2) == 100)
        #expect(c.value(at: -1) == 0)
        #expect(c.value(at: 5) == 100)
        #expect(c.value(at: .nan) == 0)
        #expect(c.target == 100)
        #expect(approx(c.value(at: 0.1), 87.5))
    }

    @Test func monotonicAndEaseOut() {
        let c = TimedCurve(from: 20, to: -80, duration: 0.3)
        var previous = c.value(at: 0)
        for step in 1...300 {
            let t = Double(step) * 0.001
            let v = c.value(at: t)
            #expect(v <= previous)
            // Ease-out: always ahead of the straight line from 20 to −80.
            #expect(v <= 20 - 100 * t / 0.3 + 1e-9)
            previous = v
        }
    }

    @Test func velocityIsTheDerivative() {
        let c = TimedCurve(from: 0, to: 100, duration: 0.2)
        #expect(approx(c.velocity(at: 0), 1500))  // 3 · 100 / 0.2
        #expect(approx(c.velocity(at: 0.1), 375))  // 3 · 0.25 · 100 / 0.2
        #expect(c.velocity(at: 0.2) == 0)
        #expect(c.velocity(at: 1) == 0)
        let h = 1e-6
        for t in [0.02, 0.05, 0.13, 0.19] {
            let numeric = (c.value(at: t + h) - c.value(at: t - h)) / (2 * h)
            #expect(approx(numeric, c.velocity(at: t), 1e-3))
        }
    }

    @Test func finishesAtTheDuration() {
        let c = TimedCurve(from: 0, to: 1, duration: 0.2)
        #expect(!c.isFinished(at: 0.19))
        #expect(c.isFinished(at: 0.2))
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func zeroOrInvalidDurationJumpsToTheTarget(duration: Double) {
        let c = TimedCurve(from: 3, to: 9, duration: duration)
        #expect(c.duration == 0)
        #expect(c.value(at: 0) == 9)
        #expect(c.velocity(at: 0) == 0)
        #expect(c.isFinished(at: 0))
    }
}

@Suite struct SpringCurveTests {
    /// The first sampled time at which the curve reports rest.
    private func settleTime(_ c: SpringCurve) -> Double? {
        var t = 0.0
        while t <= 10 {
            if c.isFinished(at: t) { return t }
            t += 0.001
        }
        return nil
    }

    @Test func criticallyDampedWorkedValue() {
        // x(t) = x₀(1 + ωt)e^(−ωt) with x₀ = −100, ω = √300.
        let c = SpringCurve(from: 0, to: 100)
        let omega = 300.0.squareRoot()
        let expected = 100 - 100 * (1 + omega * 0.1) * exp(-omega * 0.1)
        #expect(approx(c.value(at: 0.1), expected, 1e-9))
        #expect(approx(c.value(at: 0.1), 51.66, 0.01))
        #expect(c.value(at: 0) == 0)
    }

    @Test(arguments: [0.3, 1, 2.5])
    func reachesTheTargetAndStays(dampingRatio: Double) throws {
        let c = SpringCurve(from: -40, to: 250, dampingRatio: dampingRatio)
        let settled = try #require(settleTime(c))
        #expect(settled < 10)
        #expect(c.value(at: settled) == 250)
        #expect(c.value(at: settled + 1) == 250)
        #expect(c.velocity(at: settled) == 0)
    }

    @Test func criticallyDampedNeverOvershoots() {
        let c = SpringCurve(from: 0, to: 100, dampingRatio: 1)
        var previous = 0.0
        for step in 0...3000 {
            let v = c.value(at: Double(step) * 0.001)
            #expect(v <= 100 && v >= previous)
            previous = v
        }
    }

    @Test func overdampedNeverOvershoots() {
        let c = SpringCurve(from: 100, to: 0, dampingRatio: 3)
        for step in 0...3000 {
            #expect(c.value(at: Double(step) * 0.001) >= 0)
        }
    }

    @Test func underdampedOvershoots() {
        let c = SpringCurve(from: 0, to: 100, dampingRatio: 0.3)
        var highest = 0.0
        for step in 0...3000 {
            highest = max(highest, c.value(at: Double(step) * 0.001))
        }
        // Peak overshoot of a 0.3 spring is e^(−πζ/√(1−ζ²)) ≈ 37 %.
        #expect(highest > 130 && highest < 140)
    }

    @Test(arguments: [0.4, 1, 1.8])
    func startsWithTheInitialVelocity(dampingRatio: Double) {
        let c = SpringCurve(from: 10, to: 60, initialVelocity: -500, dampingRatio: dampingRatio)
        #expect(approx(c.velocity(at: 0), -500, 1e-9))
        #expect(c.value(at: 0) == 10)
        // Thrown away from the target, it first moves away.
        #expect(c.value(at: 0.005) < 10)
    }

    @Test(arguments: [0.25, 1, 2])
    func velocityMatchesTheNumericalDerivative(dampingRatio: Double) {
        let c = SpringCurve(
            from: 0, to: 100, initialVelocity: 300, dampingRatio: dampingRatio, stiffness: 200, mass: 1.5)
        let h = 1e-6
        for t in [0.01, 0.05, 0.1, 0.2, 0.4] {
            let numeric = (c.value(at: t + h) - c.value(at: t - h)) / (2 * h)
            let analytic = c.velocity(at: t)
            #expect(abs(numeric - analytic) <= 1e-4 * max(1, abs(analytic)))
        }
    }

    @Test func alwaysFinishesEvenWhenVerySlow() {
        let c = SpringCurve(from: 0, to: 1000, dampingRatio: 0.01, stiffness: 1e-6)
        #expect(!c.isFinished(at: 9.99))
        #expect(c.isFinished(at: 10))
        #expect(c.value(at: 10) == 1000)
        #expect(c.velocity(at: 10) == 0)
        #expect(c.isFinished(at: .nan))
        #expect(c.isFinished(at: .infinity))
    }

    @Test func invalidParametersFallBackToDefaults() {
        let c = SpringCurve(
            from: 0, to: 1, initialVelocity: .nan, dampingRatio: -1, stiffness: .infinity, mass: 0, epsilon: .nan)
        #expect(c.initialVelocity == 0)
        #expect(c.dampingRatio == 1)
        #expect(c.stiffness == 300)
        #expect(c.mass == 1)
        #expect(c.epsilon == 0.001)
    }

    @Test func aSpringAlreadyAtRestIsFinished() {
        let c = SpringCurve(from: 5, to: 5)
        #expect(c.isFinished(at: 0))
        #expect(c.value(at: 0) == 5)
    }
}

@Suite struct DecelerationCurveTests {
    @Test func workedValues() {
        // from 100 at 1000 pt/s with τ = 0.325 s: it travels v·τ = 325 pt.
        let c = DecelerationCurve(from: 100, initialVelocity: 1000, timeConstant: 0.325)
        #expect(c.target == 425)
        #expect(c.value(at: 0) == 100)
        #expect(approx(c.value(at: 0.325), 100 + 325 * (1 - exp(-1))))
        #expect(approx(c.value(at: 0.325), 305.44, 0.01))
        #expect(c.velocity(at: 0) == 1000)
        #expect(approx(c.velocity(at: 0.325), 1000 / exp(1)))
        #expect(c.value(at: -1) == 100)
    }

    @Test func stopsBelowOnePointPerSecond() {
        // |v| < 1 once t > τ·ln 1000 ≈ 2.245 s; by then it is within τ·1 pt of the target.
        let c = DecelerationCurve(from: 0, initialVelocity: -1000)
        #expect(!c.isFinished(at: 2.24))
        #expect(c.isFinished(at: 2.25))
        #expect(abs(c.value(at: 2.25) - c.target) < 0.325)
    }

    @Test func velocityIsTheDerivative() {
        let c = DecelerationCurve(from: 0, initialVelocity: 700, timeConstant: 0.2)
        let h = 1e-6
        for t in [0.01, 0.1, 0.3, 0.8] {
            let numeric = (c.value(at: t + h) - c.value(at: t - h)) / (2 * h)
            #expect(abs(numeric - c.velocity(at: t)) <= 1e-4 * max(1, abs(c.velocity(at: t))))
        }
    }

    @Test func nonFiniteInputDoesNotMove() {
        let c = DecelerationCurve(from: .nan, initialVelocity: .infinity, timeConstant: -1)
        #expect(c.from == 0 && c.initialVelocity == 0 && c.timeConstant == 0.325)
        #expect(c.isFinished(at: 0))
        #expect(c.value(at: 1) == 0)
    }
}
