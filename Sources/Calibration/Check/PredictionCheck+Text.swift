import Foundation

extension PredictionCheck {
    /// The terminal report: a table of figures with their errors, then the hitch frames.
    public var text: String {
        var rows = [["figure", "predicted", "measured", "error"]]
        for figure in figures {
            let unit = figure.unit.isEmpty ? "" : " \(figure.unit)"
            let error: String
            if let relative = figure.relativeError {
                error = CalibrationTable.signedPercent(relative)
            } else if let measured = figure.measured {
                error = "\(figure.predicted - measured >= 0 ? "+" : "")\(DecimalText.format(figure.predicted - measured))\(unit)"
            } else {
                error = "not measured (export hitches-updates)"
            }
            rows.append([figure.name, DecimalText.format(figure.predicted) + unit,
                         figure.measured.map { DecimalText.format($0) + unit } ?? "—", error])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        lines.append("")
        let share = { (value: Double?) in value.map { CalibrationTable.signedPercent($0).replacingOccurrences(of: "+", with: "") } ?? "—" }
        lines.append("hitch frames (within \(DecimalText.format(tolerance * 1_000)) ms): \(matched.count) predicted and measured; "
                     + "recall \(share(recall)) of \(matched.count + measuredOnly.count) measured, "
                     + "precision \(share(precision)) of \(matched.count + predictedOnly.count) predicted")
        lines.append("  both:           " + Self.times(matched))
        lines.append("  measured only:  " + Self.times(measuredOnly))
        lines.append("  predicted only: " + Self.times(predictedOnly))
        if outsideSession > 0 { lines.append("\(outsideSession) measured hitches fall outside the session and were not compared") }
        if !aligned {
            lines.append("note: the recording has no '\(SignpostPairing.sessionEventName)' signpost event; trace time 0 is taken as the session's start")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Up to 12 session times, s.
    static func times(_ values: [Double]) -> String {
        guard !values.isEmpty else { return "none" }
        let shown = values.prefix(12).map { DecimalText.format(($0 * 1_000).rounded() / 1_000, significant: 6) + " s" }
        return shown.joined(separator: ", ") + (values.count > 12 ? ", … (\(values.count) in all)" : "")
    }
}
