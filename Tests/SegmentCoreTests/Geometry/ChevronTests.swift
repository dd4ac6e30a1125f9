import SegmentCore
import Testing

@Suite struct ChevronTests {
    @Test func twoBarsMeetAtTheBottomMiddleOfTheBox() {
        let chevron = Chevron(in: SegmentRect(x: 0, y: 0, width: 16, height: 16), thickness: 2)
        #expect(chevron.bars.count == 2)
        let (left, right) = (chevron.bars[0], chevron.bars[1])
        // 8 pt wide: the bars' centres sit a quarter of that either side of the middle.
        #expect((left.centerX, left.centerY, left.degrees) == (6, 8, 45))
        #expect((right.centerX, right.centerY, right.degrees) == (10, 8, -45))
        // From (4, 6) to (8, 10) is 4√2 long, plus a cap radius at each end.
        #expect(abs(left.length - (4 * 2.0.squareRoot() + 2)) < 1e-12)
        #expect(left.unrotatedRect == SegmentRect(x: -left.length / 2, y: -1, width: left.length, height: 2))
    }

    @Test func aDegenerateBoxGivesAnInvisibleChevron() {
        let chevron = Chevron(in: SegmentRect(x: 0, y: 0, width: .nan, height: 10))
        #expect(chevron.bars.allSatisfy { $0.thickness == 0 && $0.length == 0 })
    }
}
