import Foundation
import ReportModel
import RunResults

/// Number formatting shared by the comparison's Markdown, JUnit and terminal forms.
enum ComparisonText {
    /// `310`, `4.25`, with the metric's unit symbol when it has one: `4.25 ms`.
    static func value(_ value: Double, _ metric: Metric) -> String {
        ComparisonTable.format(value) + (metric.unit.symbol.map { " \($0)" } ?? "")
    }

    /// `+310`, `-0.5`.
    static func delta(_ judgement: MetricJudgement) -> String {
        (judgement.delta > 0 ? "+" : "") + ComparisonTable.format(judgement.delta)
    }

    /// `+100.0%`, or `new` when the base is 0.
    static func percent(_ judgement: MetricJudgement) -> String {
        guard let relative = judgement.relativeDelta else { return judgement.delta == 0 ? "0%" : "from 0" }
        let tenths = (relative * 1000).rounded() / 10
        return (tenths > 0 ? "+" : "") + String(format: "%.1f%%", tenths)
    }

    /// `metric: base → head (delta, percent)`, with the test for a host metric.
    static func line(_ judgement: MetricJudgement) -> String {
        var text = "\(judgement.metric): \(value(judgement.base, judgement.metric)) → \(value(judgement.head, judgement.metric)) "
            + "(\(delta(judgement)), \(percent(judgement)))"
        if let test = judgement.test { text += ", p = \(pValue(test.pValue))" }
        return text
    }

    static func pValue(_ p: Double) -> String {
        p < 0.0001 ? "< 0.0001" : String(format: "%.4f", p)
    }
}
