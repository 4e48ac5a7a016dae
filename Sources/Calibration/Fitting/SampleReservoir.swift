import ChatModel

/// A uniform sample of at most ``capacity`` (units, µs) pairs out of a stream of any
/// length (Vitter's Algorithm R), with a fixed-seed ``SeededRandom`` so the same stream keeps
/// the same sample. Below the capacity it holds every pair.
struct SampleReservoir: Sendable {
    /// Pairs kept at most: enough for a stable median and a repeated-median slope whose
    /// cost, O(capacity²), stays under a second.
    static let capacity = 2_048

    /// Pairs seen.
    private(set) var count = 0
    private(set) var units: [Double] = []
    private(set) var microseconds: [Double] = []
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func add(units: Double, microseconds: Double) {
        count += 1
        if self.units.count < Self.capacity {
            self.units.append(units)
            self.microseconds.append(microseconds)
            return
        }
        let slot = Int(random.next() % UInt64(count))
        if slot < Self.capacity {
            self.units[slot] = units
            self.microseconds[slot] = microseconds
        }
    }
}
