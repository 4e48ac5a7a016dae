extension FigureLimits {
    /// Most frames a run can have: its longest duration at the highest refresh rate
    /// (864,000), which bounds a finding's frame and the frames it occurred in — and keeps
    /// them exact in the JSON numbers reports write them as (a larger count, such as
    /// 2⁶³ − 1, would be written rounded and not read back).
    public static let maxFrames = Int(maxRunDuration.seconds) * maxRefreshRate

    /// Largest `relative` tolerance of a gate: 10 (1000 %), as `gate:` blocks accept.
    public static let maxRelativeTolerance = 10.0

    /// Why `value` is not a figure of `metric` (nil when it is): a metric is a finite number
    /// from 0 to ``maxFigureMagnitude``; a deterministic count or byte size is whole (a host
    /// metric may be a median of samples, so it may be fractional). O(1).
    public static func problem(_ value: Double, of metric: Metric) -> String? {
        guard value.isFinite else { return "must be a finite number" }
        guard value >= 0, value <= maxFigureMagnitude else {
            return "must be between 0 and 1e15, found \(ActionMark.format(value))"
        }
        if metric.kind == .deterministic, metric.unit == .count || metric.unit == .bytes, value != value.rounded() {
            return "must be a whole number, found \(ActionMark.format(value))"
        }
        return nil
    }
}
