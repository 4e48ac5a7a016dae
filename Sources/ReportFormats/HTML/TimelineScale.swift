import ReportModel

/// The axes the timelines of one scenario share, so its strategies stack and compare:
/// one time span, one cost scale, one offset scale.
struct TimelineScale {
    /// Seconds across the plot.
    let duration: Double
    /// The top of the cost axis, ms: the worst frame, at least a quarter above the budget;
    /// costs above four budgets are clipped (and marked) so ordinary frames keep their height.
    let costMax: Double
    /// Content offset and content height range, pt.
    let scrollMin: Double
    let scrollMax: Double
    /// The tallest keyboard of any run, pt.
    let keyboardMax: Double

    init(duration: Double, recordings: [RunRecording]) {
        self.duration = duration
        let budget = recordings.map(\.series.budget).max() ?? 16.67
        let worst = Double(recordings.compactMap { $0.series.cost.max() }.max() ?? 0)
        costMax = max(1.25 * budget, min(worst * 1.1, 4 * budget))
        let offsets = recordings.flatMap { [$0.series.offsetY.min(), $0.series.offsetY.max(), $0.series.contentHeight.max()] }
            .compactMap { $0 }.map(Double.init)
        scrollMin = min(0, offsets.min() ?? 0)
        scrollMax = max(scrollMin + 1, offsets.max() ?? 1)
        keyboardMax = Double(recordings.compactMap { $0.series.keyboard.max() }.max() ?? 0)
    }

    /// Tick spacing for the time axis: the smallest of 0.1, 0.2, 0.5, 1, 2, 5, 10, … s
    /// that gives at most 12 ticks.
    var tickStep: Double {
        var decade = 0.1
        while true {
            for factor in [1.0, 2, 5] where duration / (decade * factor) <= 12 { return decade * factor }
            decade *= 10
        }
    }
}
