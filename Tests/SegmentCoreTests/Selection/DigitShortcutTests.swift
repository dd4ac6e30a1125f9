import SegmentCore
import Testing

@Suite struct DigitShortcutTests {
    @Test func oneToNineAreTheFirstNineItems() {
        #expect((1...9).map { DigitShortcut.index(ofDigit: $0) } == Array(0...8))
    }

    @Test func zeroIsTheTenthItem() {
        #expect(DigitShortcut.index(ofDigit: 0) == 9)
    }

    @Test(arguments: [-1, 10, 11, Int.min, Int.max])
    func otherNumbersAreNoDigit(number: Int) {
        #expect(DigitShortcut.index(ofDigit: number) == nil)
    }
}
