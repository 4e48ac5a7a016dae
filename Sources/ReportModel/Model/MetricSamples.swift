import RunResults

/// Every sample of each host metric of a pair run more than once (`run --repeat N`), in
/// ``Metric/host`` order; the report's `hostMetrics` holds their medians.
public struct MetricSamples: Hashable, Sendable {
    /// Metrics and their samples, in insertion order.
    public private(set) var entries: [(metric: Metric, samples: [Double])] = []

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    /// The samples of `metric`, or nil. O(n) in the (five) host metrics.
    public subscript(metric: Metric) -> [Double]? {
        get { entries.first { $0.metric == metric }?.samples }
        set {
            let index = entries.firstIndex { $0.metric == metric }
            switch (index, newValue) {
            case let (index?, value?): entries[index].samples = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): entries.append((metric, value))
            case (nil, nil): break
            }
        }
    }

    public static func == (lhs: MetricSamples, rhs: MetricSamples) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.metric == $1.metric && $0.samples == $1.samples }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.metric)
            hasher.combine(entry.samples)
        }
    }
}
