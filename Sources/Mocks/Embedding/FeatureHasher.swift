/// Signed feature hashing (Weinberger et al., 2009) of words and character trigrams into a
/// fixed number of dimensions.
///
/// Each feature's 64-bit hash picks a dimension (`hash mod dimension`) and a sign (the top
/// bit), so collisions cancel out in expectation instead of piling up.
struct FeatureHasher {
    let dimension: Int
    let salt: UInt64

    /// Adds `weight` for the feature with 64-bit `key` into `vector`. O(1).
    @inline(__always)
    func add(key: UInt64, kind: UInt64, weight: Float, to vector: inout [Float]) {
        let hash = Self.mix(key ^ salt ^ (kind &* 0x9E37_79B9_7F4A_7C15))
        let index = Int(hash % UInt64(dimension))
        vector[index] += (hash >> 63) == 0 ? weight : -weight
    }

    /// FNV-1a over bytes. O(n).
    @inline(__always)
    static func fnv1a<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// SplitMix64's finaliser: spreads FNV's low-entropy high bits over all 64.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
