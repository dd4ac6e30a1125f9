/// A tiny seeded generator (Steele, Lea & Flood's SplitMix64), so property tests, fuzzers, storms and
/// benchmarks draw the same sequence on every run and a failure can be replayed from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `0..<1` from the top 53 bits; cheaper in debug builds than `Double.random(in:using:)`.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform double in `lower..<upper`.
    public mutating func double(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * unit()
    }

    /// A uniform integer in `lower...upper`.
    public mutating func int(_ lower: Int, _ upper: Int) -> Int {
        lower + Int(next() % UInt64(upper - lower + 1))
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }
}
