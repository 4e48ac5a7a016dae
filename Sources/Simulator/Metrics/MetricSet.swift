/// A flat, ordered map from metric name to value, as reports print it.
///
/// Order is insertion order (the simulator inserts in ``MetricName/deterministic`` order),
/// so two equal runs serialise identically without sorting.
public struct MetricSet: Hashable, Sendable, Sequence {
    public private(set) var names: [String] = []
    private var values: [String: Double] = [:]

    public init() {}

    public init(_ pairs: KeyValuePairs<String, Double>) {
        for (name, value) in pairs { self[name] = value }
    }

    /// The value of `name`, or nil when absent. Setting appends a new name at the end. O(1).
    public subscript(name: String) -> Double? {
        get { values[name] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: name) == nil { names.append(name) }
            } else if values.removeValue(forKey: name) != nil {
                names.removeAll { $0 == name }
            }
        }
    }

    public var count: Int { names.count }

    public func makeIterator() -> some IteratorProtocol<(name: String, value: Double)> {
        names.lazy.map { (name: $0, value: self.values[$0]!) }.makeIterator()
    }
}
