import SegmentCore
import Testing

@Suite struct ConcatenationTests {
    @Test(arguments: [[], ["one"], ["one", "two"], ["", "b", ""], ["a", "b", "c", "d"]])
    func itReturnsWhatJoinedReturns(_ strings: [String]) {
        #expect(strings.concatenated(separator: ", ") == strings.joined(separator: ", "))
        #expect(strings.concatenated(separator: "") == strings.joined())
    }

    @Test func thePresetListReadsAsAList() {
        #expect(
            SegmentStyle.presetNames.concatenated(separator: ", ") == "underline, scrollable, capsule, icons, cursor")
    }
}
