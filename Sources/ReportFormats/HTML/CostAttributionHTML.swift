import ReportModel
import RunResults

/// The "Why it regressed" card of a comparison's `report.html`: for each regressed cost
/// metric of a pair, a base-vs-head stacked bar of its modelled cost by operation (the frames
/// that set a frame-cost figure, or the whole runs for hitches), on one scale, with the
/// explanation's text beneath. Inline SVG; nothing when no regression carries an explanation.
enum CostAttributionHTML {
    static let width = 720.0
    static let labelWidth = 48.0
    static let barHeight = 16.0

    static func section(_ explanations: [CostExplanation]) -> String {
        let regressed = explanations.filter(\.regressed)
        guard !regressed.isEmpty else { return "" }
        var out = "<section class=\"card\"><h2>Why it regressed</h2><p class=\"meta\">Modelled main-thread cost by operation, base above head, one scale a pair.</p>\n"
        for explanation in regressed { out += figure(explanation) }
        return out + "</section>\n"
    }

    private static func figure(_ e: CostExplanation) -> String {
        let base = e.operations.map { ($0.operation, $0.base) }, head = e.operations.map { ($0.operation, $0.head) }
        let total = max(base.reduce(0) { $0 + $1.1 }, head.reduce(0) { $0 + $1.1 }, .leastNonzeroMagnitude)
        let scale = (width - labelWidth) / total
        let height = barHeight * 2 + 10
        var svg = "<svg class=\"cost-bars\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" role=\"img\" "
            + "aria-label=\"\(HTMLEscaping.escape(e.line))\">"
        for (row, (label, segments)) in [("base", base), ("head", head)].enumerated() {
            let y = Double(row) * (barHeight + 6)
            svg += "<text x=\"0\" y=\"\(SVGNumber.format(y + barHeight - 4))\" font-size=\"11\">\(label)</text>"
            var x = labelWidth
            for (operation, milliseconds) in segments where milliseconds > 0 {
                let w = milliseconds * scale
                svg += "<rect x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\" width=\"\(SVGNumber.format(w))\" "
                    + "height=\"\(SVGNumber.format(barHeight))\" fill=\"\(color(operation))\"><title>\(operation.label): "
                    + "\(CostExplanation.milliseconds(milliseconds, signed: false))</title></rect>"
                x += w
            }
        }
        svg += "</svg>"
        let legend = e.namedChanges(limit: 8).map { change in
            "<span><i style=\"background:\(color(change.operation))\"></i>\(change.operation.label) \(CostExplanation.milliseconds(change.delta))</span>"
        }.joined()
        return "<figure><h4>\(HTMLEscaping.escape("\(e.scenario) · \(e.strategy) — \(e.metric)"))</h4>\(svg)"
            + "<div class=\"legend\">\(legend)</div><figcaption class=\"meta\">\(HTMLEscaping.escape(e.line))</figcaption></figure>\n"
    }

    /// A fixed colour for each operation, spread around the hue circle.
    static func color(_ operation: CostOperation) -> String {
        "hsl(\((operation.rawValue * 47) % 360),58%,58%)"
    }
}
