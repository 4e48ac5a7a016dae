/// An ordered map from ``Metric`` to value, as reports print it.
///
/// Order is insertion order (the recorder inserts in ``Metric/deterministic`` order), so two
/// equal runs serialise identically without sorting.
public struct MetricSet: Hashable, Sendable, Sequence {
    /// One metric and its value.
    public struct Entry: Hashable, Sendable {
        public var metric: Metric
        public var value: Double
        /// The metric's stable name.
        public var name: String { metric.name }
    }

    /// The metrics held, in insertion order.
    public private(set) var metrics: [Metric] = []
    private var values: [Metric: Double] = [:]

    public init() {}

    public init(_ pairs: KeyValuePairs<Metric, Double>) {
        for (metric, value) in pairs { self[metric] = value }
    }

    /// The value of `metric`, or nil when the set does not hold it. Setting appends a new
    /// metric at the end. O(1) (removal O(n)).
    public subscript(metric: Metric) -> Double? {
        get { values[metric] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: metric) == nil { metrics.append(metric) }
            } else if values.removeValue(forKey: metric) != nil {
                metrics.removeAll { $0 == metric }
            }
        }
    }

    public var count: Int { metrics.count }

    /// The value of `metric`; throws when the set does not hold it, so a gate on a metric a
    /// run did not produce fails loudly instead of reading as 0. O(1).
    public func value(of metric: Metric) throws(MissingMetric) -> Double {
        guard let value = values[metric] else { throw MissingMetric(metric: metric, available: metrics) }
        return value
    }

    /// A metric asked of a set that does not hold it.
    public struct MissingMetric: Error, CustomStringConvertible {
        public var metric: Metric
        public var available: [Metric]
        public var description: String {
            "the run produced no '\(metric)' metric (it reports \(available.map(\.name).joined(separator: ", ")))"
        }
    }

    public func makeIterator() -> some IteratorProtocol<Entry> {
        metrics.lazy.map { Entry(metric: $0, value: self.values[$0]!) }.makeIterator()
    }
}
