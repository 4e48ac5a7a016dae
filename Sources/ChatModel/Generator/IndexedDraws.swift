/// Stateless random draws keyed by (index, purpose): the same index always gets the same
/// numbers, whatever else was drawn before, so any message of a history can be generated
/// on its own.
///
/// Each draw is the SplitMix64 finaliser (Steele, Lea and Flood, 2014) applied to the key,
/// the index and a per-purpose salt, each spread by a distinct odd constant. O(1).
struct IndexedDraws: Hashable, Sendable {
    let key: UInt64

    /// What a draw is for; distinct salts give independent streams.
    enum Purpose: UInt64 {
        case kind = 1, roleFlip, gap, sessionBreak, content, endMargin
    }

    func bits(_ index: Int, _ purpose: Purpose) -> UInt64 {
        var z = key
            &+ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15
            &+ purpose.rawValue &* 0xD1B5_4A32_D192_ED03
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform `Double` in `0..<1`.
    func unit(_ index: Int, _ purpose: Purpose) -> Double {
        Double(bits(index, purpose) >> 11) * 0x1.0p-53
    }

    /// A generator for everything else about one index.
    func generator(_ index: Int, _ purpose: Purpose) -> SeededRandom {
        SeededRandom(seed: bits(index, purpose))
    }
}
