import Foundation
import ReportModel
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
    /// Why `value` is not a figure of `metric` (nil when it is). O(1).
    public static func problem(_ value: Double, of metric: Metric) -> String? {
        guard value.isFinite else { return "must be a finite number" }
        guard value >= 0, value <= FigureLimits.maxFigureMagnitude else {
            return "must be between 0 and 1e15, found \(ComparisonTable.format(value))"
        }
        if metric.kind == .deterministic, metric.unit == .count || metric.unit == .bytes, value != value.rounded() {
            return "must be a whole number, found \(ComparisonTable.format(value))"
        }
        return nil
    }

    /// The number `value` holds (JSON numbers only: not `true`, not a string), or nil.
    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        return number.doubleValue
    }

    /// The whole number `value` holds exactly (`7` or `7.0`, not `7.5`, `true` or `"7"`), or nil.
    static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        if isFloatingPoint(number) { return Int(exactly: number.doubleValue) }
        if String(cString: number.objCType) == "Q" { return Int(exactly: number.uint64Value) }
        return Int(exactly: number.int64Value)
    }

    /// A seed: a whole number from 0 to 2⁶⁴ − 1, read exactly when written as an integer
    /// literal (as ChatRig writes seeds); a fractional literal is read only when it is whole
    /// and below 2⁵³, where a `Double` is exact (above, `9007199254740993.0` would be read as
    /// …992: another seed).
    static func seed(_ value: Any?) -> UInt64? {
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        if isFloatingPoint(number) {
            let double = number.doubleValue
            return abs(double) < 9_007_199_254_740_992 ? UInt64(exactly: double) : nil
        }
        // `Q` holds an unsigned 64-bit value; any other integer type is signed.
        if String(cString: number.objCType) == "Q" { return number.uint64Value }
        return UInt64(exactly: number.int64Value)
    }

    /// Whether `number` is the JSON literal `true` or `false`: `JSONSerialization` gives
    /// booleans as `NSNumber`s of Objective-C type `c`.
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private static func isFloatingPoint(_ number: NSNumber) -> Bool {
        let type = String(cString: number.objCType)
        return type == "d" || type == "f"
    }
}
