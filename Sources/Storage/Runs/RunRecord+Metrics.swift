import RunResults

/// A history row's figures in the results vocabulary. The row keeps them by name
/// (``RunRecord/metrics``, ``RunRecord/hostMetrics``), as its `metrics` column stores them,
/// so a row written by another version of ChatRig still reads; these views type them.
extension RunRecord {
    /// The recorded value of `metric`: from ``metrics`` for a deterministic metric, from
    /// ``hostMetrics`` for a host one; `nil` when the run did not record it. O(1).
    public func value(of metric: Metric) -> Double? {
        switch metric.kind {
        case .deterministic: metrics[metric.name]
        case .host: hostMetrics[metric.name]
        }
    }

    /// ``metrics`` as a ``MetricSet``: the names this build knows, in ``Metric/all`` order (a
    /// name it does not know is left out); setting it replaces ``metrics``. O(m).
    public var deterministicMetrics: MetricSet {
        get { Self.set(metrics) }
        set { metrics = Self.names(newValue) }
    }

    /// ``hostMetrics`` as a ``MetricSet``, as ``deterministicMetrics`` is. O(m).
    public var hostMetricSet: MetricSet {
        get { Self.set(hostMetrics) }
        set { hostMetrics = Self.names(newValue) }
    }

    private static func set(_ named: [String: Double]) -> MetricSet {
        var set = MetricSet()
        for metric in Metric.all { if let value = named[metric.name] { set[metric] = value } }
        return set
    }

    private static func names(_ set: MetricSet) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: set.map { ($0.name, $0.value) })
    }
}
