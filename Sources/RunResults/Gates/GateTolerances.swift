/// Per-metric tolerances of a comparison: a scenario's `gate:` block, or a thresholds file
/// under `reports/baselines/` that applies to every scenario.
///
/// ```yaml
/// gate:
///   snapshotApplies: { absolute: 5, relative: 2% }
///   frameCostP99: { absolute: 0.5ms }
///   hostFrameTimeP50: { relative: 10% }   # a host metric's minimum effect
/// ```
///
/// Entries keep file order. A scenario's block overrides the thresholds file metric by
/// metric (``overriding(with:)``); a metric in neither has ``Tolerance/zero``.
public struct GateTolerances: Hashable, Sendable {
    /// Metrics and their tolerances, in file order.
    public private(set) var entries: [(metric: Metric, tolerance: Tolerance)] = []

    public init() {}

    public init(_ entries: [(Metric, Tolerance)]) {
        for (metric, tolerance) in entries { self[metric] = tolerance }
    }

    /// Whether no metric has a tolerance.
    public var isEmpty: Bool { entries.isEmpty }

    /// The tolerance of `metric`, or nil when none is given. Setting replaces an entry in
    /// place or appends one. O(n) for n entries (a block names a handful).
    public subscript(metric: Metric) -> Tolerance? {
        get { entries.first { $0.metric == metric }?.tolerance }
        set {
            let index = entries.firstIndex { $0.metric == metric }
            switch (index, newValue) {
            case let (index?, value?): entries[index].tolerance = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): entries.append((metric, value))
            case (nil, nil): break
            }
        }
    }

    /// These tolerances with each of `overrides`' metrics replaced or added.
    public func overriding(with overrides: GateTolerances) -> GateTolerances {
        var result = self
        for entry in overrides.entries { result[entry.metric] = entry.tolerance }
        return result
    }

    public static func == (lhs: GateTolerances, rhs: GateTolerances) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.metric == $1.metric && $0.tolerance == $1.tolerance }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.metric)
            hasher.combine(entry.tolerance)
        }
    }
}
