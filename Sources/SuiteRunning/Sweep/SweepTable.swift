import Scenarios
import Simulator

/// The terminal rendering of a ``SweepReport``: the rate table, any probe that contradicts
/// the search's assumption, the cost-against-history table and the host summary.
public enum SweepTable {
    public static func render(_ report: SweepReport) -> String {
        let criterion = SweepFormat.criterion(report.criterion)
        var out = "Sweep of \(report.scenario): the highest token rate with \(criterion)\n"
        if let rates = report.rates {
            out += "Rates \(SweepFormat.rate(rates.lowerBound))…\(SweepFormat.rate(rates.upperBound)), "
                + "bisection to \(SweepFormat.rate(report.resolution)).\n\n"
            out += table(
                header: ["strategy", "device", "highest rate", "first failing", "\(report.criterion.metric.rawValue) at highest",
                         "probes", "checks"],
                rows: report.series.map { series in
                    let highest: String = switch series.outcome {
                    case let .sustainsWholeRange(rate): "≥ \(SweepFormat.rate(rate))"
                    case let .failsAtLowestRate(rate): "< \(SweepFormat.rate(rate))"
                    case let .bracketed(rate, _): SweepFormat.rate(rate)
                    }
                    return [series.strategy, series.device, highest,
                            series.outcome.lowestFailingRate.map(SweepFormat.rate) ?? "—",
                            series.highestPassingProbe.map { SweepFormat.value($0.value, of: report.criterion.metric) } ?? "—",
                            "\(series.probes.count)",
                            series.violations.isEmpty ? "\(series.checks.count) ok" : "\(series.checks.count), ! \(series.violations.count)"]
                },
                rightAligned: [2, 3, 4, 5, 6])
            out += "  (checks: rates on both sides of the answer, run after the search; ! marks probes where the\n"
                + "   metric does not rise with the rate as the bisection assumes)\n"
            for series in report.series {
                for violation in series.violations { out += "  ! " + describe(violation, in: series, metric: report.criterion.metric) + "\n" }
            }
            out += "\n"
        }
        if !report.historyCurves.isEmpty {
            out += "Cost against conversation length (at the scenario's own rates)\n\n"
            out += table(
                header: ["strategy", "device", "history", "frameCostP99", "hitchTimeRatio",
                         "host frame p99", "host memory", "start-up"],
                rows: report.historyCurves.flatMap { curve in
                    curve.points.map { point in
                        [curve.strategy, curve.device, SweepFormat.count(point.history),
                         SweepFormat.value(point.frameCostP99, of: .frameCostP99),
                         SweepFormat.value(point.hitchTimeRatio, of: .hitchTimeRatio),
                         "\(SweepFormat.number(point.hostFrameTimeP99, decimals: 3)) ms",
                         point.hostHeldBytes.map(SweepFormat.bytes) ?? "—",
                         SweepFormat.seconds(point.hostStartupSeconds)]
                    }
                },
                rightAligned: [2, 3, 4, 5, 6, 7])
            out += "\n"
        }
        if !report.replyLengthCurves.isEmpty {
            out += "Cost against reply length (at the scenario's own rates; text layout and markdown parse of the p99 frame)\n\n"
            out += table(
                header: ["strategy", "device", "reply tokens", "frameCostP99", "hitchTimeRatio", "text layout", "markdown parse"],
                rows: report.replyLengthCurves.flatMap { curve in
                    curve.points.map { point in
                        [curve.strategy, curve.device, SweepFormat.count(point.tokens),
                         SweepFormat.value(point.frameCostP99, of: .frameCostP99),
                         SweepFormat.value(point.hitchTimeRatio, of: .hitchTimeRatio),
                         "\(SweepFormat.number(point.textLayoutAtP99, decimals: 3)) ms",
                         "\(SweepFormat.number(point.markdownParseAtP99, decimals: 3)) ms"]
                    }
                },
                rightAligned: [2, 3, 4, 5, 6])
            out += "\n"
        }
        let probes = report.series.reduce(0) { $0 + $1.probes.count + $1.checks.count }
            + report.historyCurves.reduce(0) { $0 + $1.points.count }
            + report.replyLengthCurves.reduce(0) { $0 + $1.points.count }
        out += "Host (this machine, not deterministic): \(probes) runs, up to \(report.jobs) at once, "
            + "in \(SweepFormat.seconds(report.wallSeconds)).\n"
        return out
    }

    /// One line on a probe pair that contradicts the search's assumption.
    static func describe(_ violation: MonotonicityViolation, in series: RateSeries, metric: Metric) -> String {
        let lower = violation.lower, higher = violation.higher
        let values = "\(metric.rawValue) \(SweepFormat.value(higher.value, of: metric, decimals: 4)) at \(SweepFormat.rate(higher.rate)), "
            + "\(SweepFormat.value(lower.value, of: metric, decimals: 4)) at \(SweepFormat.rate(lower.rate))"
        if violation.flipsTheCriterion {
            return "\(series.strategy) on \(series.device): \(SweepFormat.rate(higher.rate)) met the criterion but "
                + "\(SweepFormat.rate(lower.rate)) did not (\(values)); cost does not rise with the rate here, "
                + "so the highest rate found may be wrong."
        }
        return "\(series.strategy) on \(series.device): \(SweepFormat.rate(higher.rate)) did better than "
            + "\(SweepFormat.rate(lower.rate)) (\(values)); cost does not rise steadily with the rate here, "
            + "so a rate between the probes may not behave as the bisection assumes."
    }

    /// Columns padded to their widest cell, two spaces apart, indented by two.
    private static func table(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
        let lines = [header] + rows
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { line in
            "  " + line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }.joined()
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
