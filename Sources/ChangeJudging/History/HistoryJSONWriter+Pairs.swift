import Foundation
import ReportFormats

/// `chatrig history --format json`, schema version 2: every run of every series, a pair at a
/// time, by column — each run's time, revision and branch once, then each metric's values
/// aligned with the runs (`null` where a run did not record it) and its step:
///
/// ```json
/// {"schemaVersion":2,"pairs":[
/// {"scenario":"s","strategy":"natural","runs":[{"recordedAt":"2023-11-14T22:13:20.000Z","revision":"r0","branch":"main"}],
///  "series":[{"metric":"frames","values":[600],"step":null}]}
/// ]}
/// ```
///
/// A step is `{"run":…,"revision":…,"before":…,"after":…}`, `run` indexing `runs`.
/// Version 1 (``opening``, ``object(_:)``) repeated a run's stamp under every metric: a
/// year of CI (180,000 runs of 50 metrics) came to 842 MB; this form is a fifteenth of it.
extension HistoryJSONWriter {
    /// The document's opening, before the first pair.
    public static let pairsOpening = "{\"schemaVersion\":2,\"pairs\":["

    /// `pair` as a JSON object (without a separator), appended to `out` as UTF-8.
    /// - Complexity: O(runs × series).
    public static func append(_ pair: HistoryPair, to out: inout [UInt8]) {
        out += "{\"scenario\":".utf8
        appendString(pair.scenario, to: &out)
        out += ",\"strategy\":".utf8
        appendString(pair.strategy, to: &out)
        out += ",\"runs\":[".utf8
        for (index, run) in pair.runs.enumerated() {
            out += (index == 0 ? "\n{\"recordedAt\":\"" : ",\n{\"recordedAt\":\"").utf8
            appendTimestamp(run.recordedAt, to: &out)
            out += "\",\"revision\":".utf8
            appendOptionalString(run.revision, to: &out)
            out += ",\"branch\":".utf8
            appendOptionalString(run.branch, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out += "],\"series\":[".utf8
        for (seriesIndex, summary) in pair.series.enumerated() {
            out += (seriesIndex == 0 ? "\n{\"metric\":" : ",\n{\"metric\":").utf8
            appendString(summary.metric.name, to: &out)
            out += ",\"values\":[".utf8
            let metric = pair.seriesMetrics[seriesIndex]
            for run in pair.runs.indices {
                if run > 0 { out.append(UInt8(ascii: ",")) }
                let value = pair.values.value(metric, run: run)
                if value.isNaN { out += "null".utf8 } else { appendNumber(value, to: &out) }
            }
            out += "],\"step\":".utf8
            if let step = summary.step {
                out += "{\"run\":".utf8
                out += String(step.run).utf8
                out += ",\"revision\":".utf8
                appendOptionalString(step.after.revision, to: &out)
                out += ",\"before\":".utf8
                appendNumber(step.before.value, to: &out)
                out += ",\"after\":".utf8
                appendNumber(step.after.value, to: &out)
                out.append(UInt8(ascii: "}"))
            } else {
                out += "null".utf8
            }
            out.append(UInt8(ascii: "}"))
        }
        out += "]}".utf8
    }

    /// A number as every ChatRig JSON writes it (``JSONValue/formatNumber(_:)``), without
    /// making a string: whole numbers as their digits, and a fraction rounded to 6 decimals
    /// as its digits with the trailing zeros dropped — Swift's shortest round-tripping form of
    /// that value (which `formatNumber` writes) whenever 0.001 ≤ value < 2³²: there two
    /// decimals of at most 6 places are at least 10⁻⁶ apart and doubles less (an ulp is at
    /// most 2⁻²¹), so no shorter decimal reads back as the same double, and the form is
    /// positional. Anything else through ``JSONValue/formatNumber(_:)``.
    @inline(__always)
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        if value >= 0, value < 1e15, value == value.rounded(.towardZero) {
            appendDigits(UInt64(value), to: &out)
            return
        }
        let millionths = (value * 1_000_000).rounded()
        guard millionths >= 1_000, millionths < 4_294_967_296_000_000 else {
            out += JSONValue.formatNumber(value).utf8
            return
        }
        let (whole, fraction) = UInt64(millionths).quotientAndRemainder(dividingBy: 1_000_000)
        appendDigits(whole, to: &out)
        guard fraction > 0 else { return }
        var digits = fraction, width = 6
        while digits % 10 == 0 { digits /= 10; width -= 1 }
        out.append(UInt8(ascii: "."))
        appendDigits(digits, width: width, to: &out)
    }

    /// The decimal digits of `value`, at least `width` of them (zeros before).
    static func appendDigits(_ value: UInt64, width: Int = 1, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var rest = value, start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(rest % 10) + 0x30
                rest /= 10
            } while rest > 0 || 20 - start < width
            out += UnsafeBufferPointer(rebasing: buffer[start...])
        }
    }

    private static func appendOptionalString(_ text: String?, to out: inout [UInt8]) {
        if let text { appendString(text, to: &out) } else { out += "null".utf8 }
    }

    /// A JSON string: plain text copied, anything needing an escape through ``JSONValue``.
    private static func appendString(_ text: String, to out: inout [UInt8]) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out.append(UInt8(ascii: "\""))
            out += text.utf8
            out.append(UInt8(ascii: "\""))
        } else {
            out += JSONValue.string(text).serialized().utf8
        }
    }

    /// `date` as RFC 3339 in UTC with milliseconds (`2023-11-14T22:13:20.000Z`), as
    /// `ISO8601DateFormatter` with `.withInternetDateTime, .withFractionalSeconds` writes it,
    /// computed from the proleptic Gregorian calendar (days to civil date: H. Hinnant,
    /// "chrono-Compatible Low-Level Date Algorithms") instead of a formatter per run.
    static func appendTimestamp(_ date: Date, to out: inout [UInt8]) {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, dayMilliseconds) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let day = dayMilliseconds < 0 ? days - 1 : days
        let inDay = dayMilliseconds < 0 ? dayMilliseconds + 86_400_000 : dayMilliseconds
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int64, _ width: Int) { appendDigits(UInt64(value), width: width, to: &out) }
        if year < 0 { out.append(UInt8(ascii: "-")) }
        pad(abs(year), 4)
        out.append(UInt8(ascii: "-")); pad(month, 2)
        out.append(UInt8(ascii: "-")); pad(dayOfMonth, 2)
        out.append(UInt8(ascii: "T")); pad(inDay / 3_600_000, 2)
        out.append(UInt8(ascii: ":")); pad(inDay / 60_000 % 60, 2)
        out.append(UInt8(ascii: ":")); pad(inDay / 1_000 % 60, 2)
        out.append(UInt8(ascii: ".")); pad(inDay % 1_000, 3)
        out.append(UInt8(ascii: "Z"))
    }
}
