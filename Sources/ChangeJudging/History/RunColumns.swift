/// Every value of a pair's metrics while the pair is read, in one buffer (metric by metric,
/// run by run; NaN where a run did not record the metric): one write a value.
struct RunColumns {
    private var values: [Double]
    /// Runs each metric has room for.
    private var stride: Int
    private let metrics: Int

    /// Room for `runs` runs of `metrics` metrics (it grows if more runs come).
    init(metrics: Int, runs: Int) {
        self.metrics = metrics
        stride = max(1, runs)
        values = Array(repeating: .nan, count: metrics * stride)
    }

    mutating func set(_ value: Double, metric: Int, run: Int) {
        if run >= stride { grow(toHold: run) }
        values[metric * stride + run] = value
    }

    /// The values of `metric` in the first `runs` runs.
    func column(_ metric: Int, runs: Int) -> [Double] {
        let start = metric * stride
        return Array(values[start..<start + Swift.min(runs, stride)]) + Array(repeating: .nan, count: Swift.max(0, runs - stride))
    }

    /// More runs than counted when the pair was listed (a run recorded meanwhile).
    private mutating func grow(toHold run: Int) {
        let wider = Swift.max(run + 1, stride * 2)
        var grown = Array(repeating: Double.nan, count: metrics * wider)
        for metric in 0..<metrics {
            grown[metric * wider..<metric * wider + stride] = values[metric * stride..<(metric + 1) * stride]
        }
        values = grown
        stride = wider
    }
}
