/// The values a reader keeps for later `ref`s, in bounded memory: the most recently defined
/// or used ones, up to ``budget`` bytes of text.
///
/// Two generations: values are defined into the young one and a `ref` to an old one moves
/// it there; when the young one fills half the budget it becomes the old one and the old one
/// is dropped. A value in use (an event type, a signpost name) is therefore always kept,
/// and a file of ever-new values (every message distinct) costs the budget, not the file's
/// size. A `ref` to a value dropped this way is an error that says so.
struct BoundedValueCache<Value> {
    /// Bytes of text (plus a fixed charge per entry) the two generations hold at most.
    let budget: Int
    /// What one entry costs beyond its text: the dictionary slot and the string headers.
    static var entryOverhead: Int { 64 }

    private var young: [Int: Value] = [:]
    private var old: [Int: Value] = [:]
    private var youngBytes = 0
    private let size: (Value) -> Int

    init(budget: Int, size: @escaping (Value) -> Int) {
        self.budget = budget
        self.size = size
    }

    /// Keeps `value` for `id`.
    /// - Complexity: amortized O(1).
    mutating func keep(_ value: Value, for id: Int) {
        young[id] = value
        youngBytes += size(value) + Self.entryOverhead
        if youngBytes > budget / 2 {
            old = young
            young = [:]
            youngBytes = 0
        }
    }

    /// The value kept for `id`, refreshed as recently used; nil when it was never kept or
    /// has been dropped.
    /// - Complexity: amortized O(1).
    mutating func value(for id: Int) -> Value? {
        if let value = young[id] { return value }
        guard let value = old.removeValue(forKey: id) else { return nil }
        keep(value, for: id)
        return value
    }
}
