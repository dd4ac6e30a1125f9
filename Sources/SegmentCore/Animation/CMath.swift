// The C maths library, not Foundation: the core stays free of Foundation, so an app embedding
// SegmentKit does not load it (about 8 MB resident) unless the app asks for it.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// e raised to `x`.
@inline(__always)
func exponential(_ x: Double) -> Double { exp(x) }

/// The sine of `x` radians.
@inline(__always)
func sine(_ x: Double) -> Double { sin(x) }

/// The cosine of `x` radians.
@inline(__always)
func cosine(_ x: Double) -> Double { cos(x) }
