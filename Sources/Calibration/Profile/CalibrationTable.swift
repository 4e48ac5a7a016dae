import Foundation
import Simulator

/// The terminal report of a calibration: one line per cost key the recording had, with
/// its interval count, the base estimate, the fitted figure and how far it moved, then
/// what was read but not used.
public enum CalibrationTable {
    /// The report's text. Deterministic.
    public static func text(_ outcome: Calibrator.Outcome) -> String {
        var rows = [["cost", "per", "intervals", "estimate µs", "fitted µs", "move", "residual µs"]]
        for (key, fit) in outcome.fits {
            let estimate = outcome.base.costs[key]
            switch fit {
            case .success(let cost):
                let move = estimate == 0 ? "—" : signedPercent((cost.value - estimate) / estimate)
                rows.append([key.rawValue, key.unit.rawValue, "\(cost.intervals)", DecimalText.format(estimate),
                             DecimalText.format(cost.value), move, DecimalText.format(cost.residual)])
            case .failure(let failure):
                rows.append([key.rawValue, key.unit.rawValue, "\(outcome.fitter.intervals(of: key))", DecimalText.format(estimate),
                             "not fitted: \(failure.reason.text)", "", ""])
            }
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == 0 || column == 1 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: max(0, widths[column] - cell.count)) + cell
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
        if outcome.fits.isEmpty { lines.append("(no interval is named as a cost key)") }
        let fitted = outcome.fits.filter { if case .success = $0.fit { true } else { false } }.count
        lines.append("")
        lines.append("\(fitted) of \(DeviceProfile.Costs.Key.allCases.count) costs fitted from \(outcome.intervals) intervals; "
                     + "the other \(DeviceProfile.Costs.Key.allCases.count - fitted) stay \(outcome.base.name)'s.")
        let unknown = outcome.fitter.unknownNames.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        if !unknown.isEmpty {
            let shown = unknown.prefix(10).map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            let more = unknown.count > 10 ? ", and \(unknown.count - 10) more" : ""
            lines.append("not a cost key, ignored: \(shown)\(more)")
        }
        for (key, count) in outcome.fitter.missingCounts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            lines.append("\(key.rawValue): \(count) interval\(count == 1 ? "" : "s") without n=<count> in the end message, ignored")
        }
        if outcome.unmatchedEnds > 0 { lines.append("\(outcome.unmatchedEnds) End rows had no Begin with the same identifier and name") }
        if outcome.unclosed > 0 { lines.append("\(outcome.unclosed) Begin rows were never ended (cut off by the recording?)") }
        if outcome.otherSubsystem > 0 { lines.append("\(outcome.otherSubsystem) rows of other subsystems skipped") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func signedPercent(_ fraction: Double) -> String {
        let percent = (fraction * 1_000).rounded() / 10
        return (percent > 0 ? "+" : "") + DecimalText.format(percent, significant: 3) + "%"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
