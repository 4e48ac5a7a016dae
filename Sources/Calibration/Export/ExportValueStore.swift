/// The values an export defines once with `id="N"` and repeats with `ref="N"`, kept in
/// bounded memory: every id seen is one bit; values only for the columns a table keeps
/// (few distinct values each), and for timestamp columns only the latest few.
struct ExportValueStore {
    /// One stored value: an element's text and its `fmt` attribute.
    struct Value: Hashable {
        var text: String
        var fmt: String?
    }

    private var seen: [UInt64] = []
    private var values: [Int: Value] = [:]
    private var recent: [Int: Value] = [:]
    private var recentOrder: [Int] = []
    private var recentNext = 0

    /// Records that `id` is defined.
    /// - Complexity: amortized O(1); one bit per id up to the largest.
    mutating func markSeen(_ id: Int) {
        let word = id >> 6
        if word >= seen.count { seen += Array(repeating: 0, count: word - seen.count + 1) }
        seen[word] |= 1 << UInt64(id & 63)
    }

    /// Whether `id` was defined earlier in the export.
    func hasSeen(_ id: Int) -> Bool {
        let word = id >> 6
        return word < seen.count && seen[word] & (1 << UInt64(id & 63)) != 0
    }

    /// Keeps `value` for `id` as `retention` says.
    mutating func keep(_ value: Value, for id: Int, as retention: ExportTableSpec.ColumnValue) {
        switch retention {
        case .identity:
            return
        case .value:
            values[id] = value
        case .recent(let count):
            if recentOrder.count < count {
                recentOrder.append(id)
            } else {
                recent[recentOrder[recentNext]] = nil
                recentOrder[recentNext] = id
                recentNext = (recentNext + 1) % count
            }
            recent[id] = value
        }
    }

    /// The value kept for `id`, if any.
    func value(for id: Int) -> Value? {
        values[id] ?? recent[id]
    }
}
