/// Every value of a pair's metrics while the pair is read, in one buffer run by run (a run's
/// values side by side, NaN where it did not record a metric): a run's writes land together,
/// however many pairs are read at once. Reading one metric (`--metric`), a run holds one value.
struct RunColumns {
    private var values: [Double]
    /// Values a run holds: every metric's, or the one read.
    private let stride: Int
    /// The one metric read, or nil for every metric.
    private let only: Int?
    /// Runs there is room for.
    private var runs: Int

    /// Room for `runs` runs of `metrics` metrics, or of the metric `only` (it grows if more
    /// runs come).
    init(metrics: Int, only: Int? = nil, runs: Int) {
        self.only = only
        stride = only == nil ? metrics : 1
        self.runs = Swift.max(1, runs)
        values = Array(repeating: .nan, count: stride * self.runs)
    }

    /// The value of `metric` in `run`; a metric other than the one read is not kept.
    mutating func set(_ value: Double, metric: Int, run: Int) {
        if let only, metric != only { return }
        if run >= runs { grow(toHold: run) }
        values[run * stride + (only == nil ? metric : 0)] = value
    }

    /// The metrics kept, as places in ``Metric/all``.
    var metrics: Range<Int> { only.map { $0..<$0 + 1 } ?? 0..<stride }

    /// The value of `metric` in `run` (NaN when the run did not record it, or the metric is
    /// not the one read).
    @inline(__always)
    func value(_ metric: Int, run: Int) -> Double {
        if let only, metric != only { return .nan }
        return run < runs ? values[run * stride + (only == nil ? metric : 0)] : .nan
    }

    /// More runs than counted when the pair was listed (a run recorded meanwhile).
    private mutating func grow(toHold run: Int) {
        let more = Swift.max(run + 1, runs * 2) - runs
        values += repeatElement(.nan, count: more * stride)
        runs += more
    }
}
