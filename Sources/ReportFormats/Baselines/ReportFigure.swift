import RunResults

/// The checks every number read from a report, baseline or history passes where it is
/// read, against the limits scenario files are held to (``FigureLimits``): a figure no run
/// within them can produce is refused with a one-line reason instead of reaching the
/// comparison, the terminal or a conversion that would trap.
///
/// - A metric is a finite number from 0 to ``FigureLimits/maxFigureMagnitude``
///   (10¹⁵: every metric of a run within the limits stays below it); a deterministic count
///   or byte size is whole. A host metric may be a median of samples, so it may be
///   fractional.
/// - A gate's `absolute` is 0…10¹⁵ and its `relative` 0…10 (0 % to 1000 %), as in `gate:`.
/// - A JSON `true`/`false` is never a number.
public enum ReportFigure {
    /// Why `value` is not a figure of `metric` (nil when it is): ``FigureLimits/problem(_:of:)``,
    /// which the report's records check where they read a figure. O(1).
    public static func problem(_ value: Double, of metric: Metric) -> String? {
        FigureLimits.problem(value, of: metric)
    }
}
