import Foundation
import Scenarios
import Simulator

/// How sweep outputs write numbers for people (tables, chart labels): the same on every
/// machine, whatever its locale.
enum SweepFormat {
    /// `215/s`, `162.5/s`.
    static func rate(_ rate: Double) -> String { "\(number(rate))/s" }

    /// A number with at most `decimals` decimals and no trailing zeros: `5`, `4.25`, `0.003`.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A metric value with its unit: `4.8 ms/s`, `12 ms`, `3`.
    static func value(_ value: Double, of metric: Metric, decimals: Int? = nil) -> String {
        let unit = metric.unit.symbol ?? ""
        let decimals = decimals ?? (value != 0 && abs(value) < 0.01 ? 4 : 2)
        return unit.isEmpty ? number(value, decimals: decimals) : "\(number(value, decimals: decimals)) \(unit)"
    }

    /// The criterion as written: `hitchTimeRatio < 5 ms/s`.
    static func criterion(_ criterion: Expectation) -> String {
        let unit = criterion.metric.unit.symbol ?? ""
        let bound = number(criterion.value, decimals: 6)
        return "\(criterion.metric.rawValue) \(criterion.comparison.rawValue) \(bound)\(unit.isEmpty ? "" : " \(unit)")"
    }

    /// `1.5 KiB`, `31.2 MiB`: binary units, as memory is counted.
    static func bytes(_ bytes: UInt64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1_024, unit < units.count - 1 {
            value /= 1_024
            unit += 1
        }
        return "\(number(value, decimals: unit == 0 ? 0 : 1)) \(units[unit])"
    }

    /// `1,000,000`: thousands separated by commas.
    static func count(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return count < 0 ? "-" + grouped : grouped
    }

    /// `1.2 ms`, `0.84 s`.
    static func seconds(_ seconds: Double) -> String {
        seconds < 1 ? "\(number(seconds * 1_000, decimals: seconds < 0.01 ? 2 : 1)) ms" : "\(number(seconds, decimals: 2)) s"
    }
}
