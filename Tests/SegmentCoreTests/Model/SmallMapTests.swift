import SegmentCore
import SegmentTestSupport
import Testing

@Suite("SmallMap")
struct SmallMapTests {
    @Test("behaves as a Dictionary below, at and past its list limit")
    func matchesDictionary() {
        var map = SmallMap<Int, String>()
        var reference: [Int: String] = [:]
        var rng = SplitMix64(seed: 7)
        for step in 0..<2_000 {
            let key = Int(rng.next() % UInt64(SmallMap<Int, String>.linearLimit * 3))
            switch rng.next() % 4 {
            case 0:
                #expect(map.removeValue(forKey: key) == reference.removeValue(forKey: key))
            case 1:
                map[key] = nil
                reference[key] = nil
            default:
                map[key] = "\(step)"
                reference[key] = "\(step)"
            }
            #expect(map.count == reference.count)
            #expect(map[key] == reference[key])
        }
        #expect(Dictionary(uniqueKeysWithValues: map.entries.map { ($0.key, $0.value) }) == reference)
        #expect(Set(map.keys) == Set(reference.keys))
        #expect(map.values.sorted() == reference.values.sorted())
    }

    @Test("equality ignores how the entries are stored")
    func equality() {
        var small = SmallMap<Int, Int>()
        var grown = SmallMap<Int, Int>()
        for key in 0...SmallMap<Int, Int>.linearLimit { grown[key] = key }
        for key in 1...SmallMap<Int, Int>.linearLimit { grown[key] = nil }
        small[0] = 0
        #expect(small == grown, "one entry each, one in a list and one in a Dictionary")
        small[0] = 1
        #expect(small != grown)
        grown.removeAll()
        #expect(grown.isEmpty && grown.count == 0)
    }
}
