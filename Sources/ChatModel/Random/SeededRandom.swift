import PortableMath

/// The simulation's only source of randomness: a seeded, portable generator.
///
/// The algorithm is xoshiro256** (Blackman and Vigna, 2018), seeded through SplitMix64 as its
/// authors recommend. Unlike `SystemRandomNumberGenerator`, the same seed yields the same
/// sequence on every platform and Swift version, which the determinism guarantee needs.
///
/// Derive independent streams with ``fork(_:)`` rather than sharing one generator between
/// parts of a run, so that adding a draw in one part never shifts the numbers of another.
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    /// Creates a generator whose whole sequence is determined by `seed`.
    public init(seed: UInt64) {
        var sm = seed
        func splitMix() -> UInt64 {
            sm &+= 0x9E37_79B9_7F4A_7C15
            var z = sm
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix(); s1 = splitMix(); s2 = splitMix(); s3 = splitMix()
    }

    /// The next 64 random bits. O(1).
    @inlinable
    public mutating func next() -> UInt64 { nextBits() }

    @usableFromInline
    mutating func nextBits() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// A new generator for a named sub-stream; `self` is left unchanged.
    ///
    /// `fork("tokens")` and `fork("history")` from the same seed are independent of each other
    /// and of the order in which they are requested.
    public func fork(_ label: String) -> SeededRandom {
        // FNV-1a over the label's UTF-8, mixed with this generator's state.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in label.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return SeededRandom(seed: hash ^ s0 ^ (s2 &* 0x9E37_79B9_7F4A_7C15))
    }

    /// A uniformly distributed `Double` in `0..<1` with 53 random bits. O(1).
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A normally distributed value (Box–Muller). O(1).
    public mutating func nextGaussian(mean: Double = 0, standardDeviation: Double = 1) -> Double {
        let u1 = max(nextUnit(), .leastNonzeroMagnitude)
        let u2 = nextUnit()
        let radius = (-2 * PortableMath.log(u1)).squareRoot()
        return mean + standardDeviation * radius * PortableMath.cos(2 * .pi * u2)
    }
}
