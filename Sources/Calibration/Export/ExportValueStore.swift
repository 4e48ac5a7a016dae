/// The values an export defines once with `id="N"` and repeats with `ref="N"`, kept in
/// bounded memory: the ids seen as runs (``IdentifierRanges``), values only for the
/// columns a table keeps, within a byte budget (``BoundedValueCache``), and for timestamp
/// columns only the latest few.
struct ExportValueStore {
    /// One stored value: an element's text and its `fmt` attribute.
    struct Value: Hashable {
        var text: String
        var fmt: String?
    }

    /// Bytes of kept values at most (names, event types, messages, durations).
    static let valueBudget = 16 << 20

    private var seen = IdentifierRanges()
    private var values = BoundedValueCache<Value>(budget: ExportValueStore.valueBudget) {
        $0.text.utf8.count + ($0.fmt?.utf8.count ?? 0)
    }
    private var recent: [Int: Value] = [:]
    private var recentOrder: [Int] = []
    private var recentNext = 0

    /// Records that `id` (≥ 0) is defined; false when the export scatters its ids over more
    /// runs than ``IdentifierRanges/maximumRuns``.
    /// - Complexity: amortized O(log r) for r runs of ids (1 for an export xctrace wrote).
    mutating func markSeen(_ id: Int) -> Bool {
        seen.insert(id)
    }

    /// Whether `id` was defined earlier in the export.
    func hasSeen(_ id: Int) -> Bool {
        seen.contains(id)
    }

    /// Keeps `value` for `id` as `retention` says.
    mutating func keep(_ value: Value, for id: Int, as retention: ExportTableSpec.ColumnValue) {
        switch retention {
        case .identity:
            return
        case .value:
            values.keep(value, for: id)
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
    mutating func value(for id: Int) -> Value? {
        values.value(for: id) ?? recent[id]
    }
}
