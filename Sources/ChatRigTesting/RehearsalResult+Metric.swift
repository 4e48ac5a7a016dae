import Simulator

extension RehearsalResult {
    /// The value of a metric: `#expect(result[.duplicateLoadMore] == 0)`. Host metrics
    /// (`.hostWallSeconds`, …) read this machine's figures.
    ///
    /// Not a number (`.nan`, which fails every comparison) if the run did not produce the
    /// metric, so a gate on a missing metric can never pass unnoticed.
    public subscript(metric: Metric) -> Double {
        metrics[metric] ?? hostMetrics[metric] ?? .nan
    }
}
