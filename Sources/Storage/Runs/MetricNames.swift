/// The metric names a history scan has met, each made into a `String` once and known by a
/// small index after: a year of CI repeats the same few dozen names on every row.
///
/// A reference type so that a reader keeps its map from index to meaning across the pairs
/// it scans; one scan at a time (not thread-safe).
public final class MetricNames: @unchecked Sendable {
    private var names: [String] = []
    private var indexByHash: [UInt64: [Int]] = [:]

    public init() {}

    /// Names met so far; an index is below this.
    public var count: Int { names.count }

    /// The name at `index`.
    public func name(_ index: Int) -> String { names[index] }

    /// The index of `name`, interning it the first time.
    public func index(of name: String) -> Int {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        if let candidates = indexByHash[hash], let found = candidates.first(where: { names[$0] == name }) { return found }
        return add(name, hash: hash)
    }

    /// The index of the UTF-8 name `bytes` with FNV-1a hash `hash`, or nil when it is not UTF-8.
    func index(of bytes: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        if let candidates = indexByHash[hash] {
            for candidate in candidates where names[candidate].utf8.elementsEqual(bytes) { return candidate }
        }
        guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
        return add(name, hash: hash)
    }

    private func add(_ name: String, hash: UInt64) -> Int {
        names.append(name)
        indexByHash[hash, default: []].append(names.count - 1)
        return names.count - 1
    }
}
