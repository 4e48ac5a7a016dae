/// Every value of a pair's metrics while the pair is read, a column per metric (run by run;
/// NaN where a run did not record the metric): one write a value. A metric's column is made
/// when its first value comes, so a read of one metric (`--metric`) holds one column.
struct RunColumns {
    /// A column per metric; empty until the metric's first value.
    private var columns: [[Double]]
    /// Runs a column is made with room for.
    private let runs: Int

    /// Room for `metrics` metrics of `runs` runs each (a column grows if more runs come).
    init(metrics: Int, runs: Int) {
        columns = Array(repeating: [], count: metrics)
        self.runs = max(1, runs)
    }

    mutating func set(_ value: Double, metric: Int, run: Int) {
        if columns[metric].isEmpty { columns[metric] = Array(repeating: .nan, count: Swift.max(runs, run + 1)) }
        // More runs than counted when the pair was listed (a run recorded meanwhile).
        if run >= columns[metric].count {
            let count = columns[metric].count
            columns[metric] += Array(repeating: .nan, count: Swift.max(run + 1, count * 2) - count)
        }
        columns[metric][run] = value
    }

    /// The values of `metric` in the first `runs` runs, leaving its column empty.
    mutating func take(_ metric: Int, runs: Int) -> [Double] {
        var column = columns[metric]
        columns[metric] = []
        if column.count > runs { column.removeLast(column.count - runs) }
        if column.count < runs { column += Array(repeating: .nan, count: runs - column.count) }
        return column
    }
}
