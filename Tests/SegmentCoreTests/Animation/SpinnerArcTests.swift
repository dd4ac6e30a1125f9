import SegmentCore
import Testing

@Suite struct SpinnerArcTests {
    @Test func theArcTurnsOnceASecond() {
        #expect(SpinnerArc.at(0).start == 0)
        #expect(abs(SpinnerArc.at(0.25).start - Double.pi / 2) < 1e-9)
        #expect(abs(SpinnerArc.at(12.5).start - Double.pi) < 1e-9, "the whole turns fall away")
        #expect(abs(SpinnerArc.at(-0.25).start - 3 * Double.pi / 2) < 1e-9)
        #expect(SpinnerArc.at(0.3).sweep == 1.5 * Double.pi, "three quarters of a circle")
    }

    @Test func withoutAnimationsOrATimeItStandsStill() {
        #expect(SpinnerArc.at(0.7, turning: false).start == 0)
        for time in [Double.nan, .infinity, -.infinity] {
            #expect(SpinnerArc.at(time) == SpinnerArc.at(0))
        }
        #expect((0..<2).contains(SpinnerArc.at(1e300).start / Double.pi))
    }

    @Test func theCircleFitsTheIconsPlace() {
        let circle = SpinnerArc.stroke(in: SegmentRect(x: 10, y: 4, width: 16, height: 16))
        #expect(circle.centerX == 18 && circle.centerY == 12)
        #expect(circle.line == 2 && circle.radius == 7, "the line's outer edge on the box")
        #expect(SpinnerArc.stroke(in: SegmentRect(x: 0, y: 0, width: 4, height: 4)).line == 1.5)
        #expect(SpinnerArc.stroke(in: SegmentRect(x: 0, y: 0, width: 0, height: 0)).radius == 0)
    }
}
