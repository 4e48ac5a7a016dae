import Foundation
import PortableMath
import ReportFormats

/// One line-chart panel drawn as SVG: axes with ticks, a dashed threshold, and series as
/// polylines with markers. Markers are filled when a point met the criterion and hollow
/// when it did not.
///
/// The SVG uses presentation attributes only — no `<style>`, no `id`s — so several charts
/// can sit inline in one HTML page without their styles or references colliding.
struct SVGPlot {
    enum Scale {
        case linear
        /// Base-10 logarithmic; the domain must be above zero.
        case logarithmic
    }

    struct Point {
        var x: Double
        var y: Double
        /// Filled marker when true, hollow when false.
        var filled = true
    }

    struct Series {
        var name: String
        var color: String
        /// An SVG `stroke-dasharray`, empty for a solid line.
        var dash: String
        var points: [Point]
    }

    var title: String
    var xLabel: String
    var yLabel: String
    var xScale: Scale
    var xDomain: ClosedRange<Double>
    var yDomain: ClosedRange<Double>
    var series: [Series]
    /// A horizontal dashed line at `value`, labelled.
    var threshold: (value: Double, label: String)?
    /// Formats x tick values.
    var xTickLabel: (Double) -> String = { SweepFormat.number($0, decimals: 2) }

    /// Margins inside the panel for tick labels and titles.
    private static let margin = (left: 58.0, right: 26.0, top: 30.0, bottom: 44.0)

    /// The panel's SVG elements, placed at (`x`, `y`) with the given size.
    func render(x originX: Double, y originY: Double, width: Double, height: Double) -> String {
        let m = Self.margin
        let plot = (left: originX + m.left, top: originY + m.top,
                    width: width - m.left - m.right, height: height - m.top - m.bottom)
        func px(_ value: Double) -> Double { plot.left + plot.width * fraction(value, in: xDomain, scale: xScale) }
        func py(_ value: Double) -> Double { plot.top + plot.height * (1 - fraction(value, in: yDomain, scale: .linear)) }

        var svg = "<g font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\" font-size=\"11\" fill=\"#333\">\n"
        svg += text(title, x: originX + m.left, y: originY + 18, extra: "font-size=\"13\" font-weight=\"600\"")
        svg += "<rect x=\"\(n(plot.left))\" y=\"\(n(plot.top))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n"
        for tick in Self.ticks(yDomain, scale: .linear) {
            let y = py(tick)
            svg += "<line x1=\"\(n(plot.left))\" y1=\"\(n(y))\" x2=\"\(n(plot.left + plot.width))\" y2=\"\(n(y))\" stroke=\"#e4e4e4\"/>\n"
            svg += text(SweepFormat.number(tick, decimals: 3), x: plot.left - 6, y: y + 4, extra: "text-anchor=\"end\"")
        }
        for tick in Self.ticks(xDomain, scale: xScale) {
            let x = px(tick)
            svg += "<line x1=\"\(n(x))\" y1=\"\(n(plot.top))\" x2=\"\(n(x))\" y2=\"\(n(plot.top + plot.height))\" stroke=\"#e4e4e4\"/>\n"
            svg += text(xTickLabel(tick), x: x, y: plot.top + plot.height + 15, extra: "text-anchor=\"middle\"")
        }
        svg += text(xLabel, x: plot.left + plot.width / 2, y: plot.top + plot.height + 34, extra: "text-anchor=\"middle\"")
        svg += text(yLabel, x: originX + 14, y: plot.top + plot.height / 2,
                    extra: "text-anchor=\"middle\" transform=\"rotate(-90 \(n(originX + 14)) \(n(plot.top + plot.height / 2)))\"")
        if let threshold, yDomain.contains(threshold.value) {
            let y = py(threshold.value)
            svg += "<line x1=\"\(n(plot.left))\" y1=\"\(n(y))\" x2=\"\(n(plot.left + plot.width))\" y2=\"\(n(y))\" stroke=\"#b00020\" stroke-dasharray=\"5 4\"/>\n"
            svg += text(threshold.label, x: plot.left + plot.width - 4, y: y - 5, extra: "text-anchor=\"end\" fill=\"#b00020\"")
        }
        for series in series where !series.points.isEmpty {
            let path = series.points.map { "\(n(px($0.x))),\(n(py($0.y)))" }.joined(separator: " ")
            let dash = series.dash.isEmpty ? "" : " stroke-dasharray=\"\(series.dash)\""
            svg += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(series.color)\" stroke-width=\"2\"\(dash)>"
                + "<title>\(Self.escape(series.name))</title></polyline>\n"
            for point in series.points {
                svg += "<circle cx=\"\(n(px(point.x)))\" cy=\"\(n(py(point.y)))\" r=\"3.5\" stroke=\"\(series.color)\" "
                    + "stroke-width=\"1.5\" fill=\"\(point.filled ? series.color : "#fff")\"/>\n"
            }
        }
        return svg + "</g>\n"
    }

    /// A legend: one line per series, at (`x`, `y`), `rowHeight` apart.
    static func legend(_ series: [Series], x: Double, y: Double, rowHeight: Double = 18) -> String {
        var svg = "<g font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\" font-size=\"11\" fill=\"#333\">\n"
        for (row, entry) in series.enumerated() {
            let top = y + Double(row) * rowHeight
            let dash = entry.dash.isEmpty ? "" : " stroke-dasharray=\"\(entry.dash)\""
            svg += "<line x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x + 26))\" y2=\"\(n(top))\" stroke=\"\(entry.color)\" stroke-width=\"2\"\(dash)/>\n"
            svg += "<text x=\"\(n(x + 32))\" y=\"\(n(top + 4))\">\(escape(entry.name))</text>\n"
        }
        return svg + "</g>\n"
    }

    /// A whole SVG document of `width` × `height` holding `body`: a standalone file, or
    /// markup to place inline in HTML (it scales to its container's width).
    static func document(width: Double, height: Double, title: String, body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "width=\"\(n(width))\" height=\"\(n(height))\" style=\"max-width: 100%; height: auto\" role=\"img\" "
            + "aria-label=\"\(escape(title))\">\n<title>\(escape(title))</title>\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n"
    }

    // MARK: - Scales and ticks

    private func fraction(_ value: Double, in domain: ClosedRange<Double>, scale: Scale) -> Double {
        switch scale {
        case .linear:
            return domain.upperBound == domain.lowerBound ? 0.5 : (value - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
        case .logarithmic:
            let low = PortableMath.log10(domain.lowerBound), high = PortableMath.log10(domain.upperBound)
            return high == low ? 0.5 : (PortableMath.log10(value) - low) / (high - low)
        }
    }

    /// Round tick values inside `domain`: steps of 1, 2 or 5 × 10ⁿ (three to six ticks), or
    /// the powers of ten for a logarithmic scale.
    static func ticks(_ domain: ClosedRange<Double>, scale: Scale) -> [Double] {
        switch scale {
        case .logarithmic:
            let low = Int((PortableMath.log10(domain.lowerBound) - 1e-9).rounded(.up))
            let high = Int((PortableMath.log10(domain.upperBound) + 1e-9).rounded(.down))
            return low <= high ? (low...high).map { PortableMath.pow(10, Double($0)) } : [domain.lowerBound]
        case .linear:
            let span = domain.upperBound - domain.lowerBound
            guard span > 0 else { return [domain.lowerBound] }
            let raw = span / 6
            let magnitude = PortableMath.pow(10, (PortableMath.log10(raw)).rounded(.down))
            let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
            var tick = (domain.lowerBound / step).rounded(.up) * step
            var ticks: [Double] = []
            while tick <= domain.upperBound + step * 1e-9 {
                ticks.append((tick / step).rounded() * step)
                tick += step
            }
            return ticks
        }
    }

    /// A domain from `values` that starts at zero (costs) and leaves headroom above.
    static func domain(fromZeroTo values: [Double]) -> ClosedRange<Double> {
        let top = values.max() ?? 0
        return 0...(top > 0 ? top * 1.12 : 1)
    }

    // MARK: - Text

    private func text(_ content: String, x: Double, y: Double, extra: String = "") -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\"\(extra.isEmpty ? "" : " " + extra)>\(Self.escape(content))</text>\n"
    }

    /// Text escaped for XML content and attribute values (the writers' one XML escape).
    static func escape(_ text: String) -> String { JUnitReportWriter.escape(text) }

    /// A coordinate with at most one decimal: `12`, `12.5`.
    static func n(_ value: Double) -> String { SweepFormat.number(value, decimals: 1) }
    private func n(_ value: Double) -> String { Self.n(value) }
}
