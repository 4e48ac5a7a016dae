import Foundation
import Scenarios

/// The charts of a ``SweepReport`` as self-contained SVG: written beside `sweep.json` as
/// files, and returned as strings for an HTML report to place inline.
///
/// - ``rateSVG(_:)``: the criterion's metric against the token rate, one line per strategy
///   and device (colour: strategy; dash: device), the criterion's bound dashed in red,
///   filled markers where a probe met it and hollow where it did not.
/// - ``historySVG(_:)``: four panels of cost against conversation length on a logarithmic
///   axis — frameCostP99, hitchTimeRatio, host frame time (p99) and host memory held.
/// - ``replyLengthSVG(_:)``: four panels of cost against the streamed reply's length on a
///   logarithmic axis — frameCostP99, hitchTimeRatio, and the text layout and markdown parse
///   of the p99 frame (`SweepChart+ReplyLength.swift`).
public enum SweepChart {
    /// The files `chatrig sweep` writes: name and SVG, for the charts the sweep has data for.
    public static func files(_ report: SweepReport) -> [(name: String, svg: String)] {
        [("sweep-rate.svg", rateSVG(report)), ("sweep-history.svg", historySVG(report)),
         ("sweep-reply-length.svg", replyLengthSVG(report))]
            .compactMap { name, svg in svg.map { (name, $0) } }
    }

    /// The rate chart, `nil` when the sweep searched no rates.
    public static func rateSVG(_ report: SweepReport) -> String? {
        guard let rates = report.rates, !report.series.isEmpty else { return nil }
        let metric = report.criterion.metric
        let unit = metric.unit.symbol ?? ""
        let series = styled(report.series.map { ($0.strategy, $0.device) }).enumerated().map { index, style in
            SVGPlot.Series(name: style.name, color: style.color, dash: style.dash,
                           points: report.series[index].allProbes.map {
                               SVGPlot.Point(x: $0.rate, y: $0.value, filled: $0.passed)
                           })
        }
        let values = report.series.flatMap { $0.allProbes.map(\.value) } + [report.criterion.value]
        let plot = SVGPlot(
            title: "\(report.scenario): \(metric.rawValue) against token rate",
            xLabel: "token rate (tokens/s)", yLabel: unit.isEmpty ? metric.rawValue : "\(metric.rawValue) (\(unit))",
            xScale: .linear, xDomain: rates, yDomain: SVGPlot.domain(fromZeroTo: values), series: series,
            threshold: (report.criterion.value, SweepFormat.criterion(report.criterion)))
        let width = 720.0, plotHeight = 400.0
        let legendTop = plotHeight + 8
        let height = legendTop + Double(series.count) * 18 + 8
        let body = plot.render(x: 0, y: 0, width: width, height: plotHeight)
            + SVGPlot.legend(series, x: 58, y: legendTop + 6)
        return SVGPlot.document(width: width, height: height,
                                title: "\(report.scenario): highest token rate with \(SweepFormat.criterion(report.criterion))",
                                body: body)
    }

    /// The cost-against-history chart, `nil` when the sweep costed no history sizes.
    public static func historySVG(_ report: SweepReport) -> String? {
        guard let sizes = historyDomain(report) else { return nil }
        let styles = styled(report.historyCurves.map { ($0.strategy, $0.device) })
        func series(_ value: (HistoryPoint) -> Double?) -> [SVGPlot.Series] {
            zip(report.historyCurves, styles).map { curve, style in
                SVGPlot.Series(name: style.name, color: style.color, dash: style.dash,
                               points: curve.points.filter { $0.history > 0 }.compactMap { point in
                                   value(point).map { SVGPlot.Point(x: Double(point.history), y: $0) }
                               })
            }
        }
        let panels: [(title: String, unit: String, series: [SVGPlot.Series])] = [
            ("frameCostP99 (modelled)", "ms", series { $0.frameCostP99 }),
            ("hitchTimeRatio (modelled)", "ms/s", series { $0.hitchTimeRatio }),
            ("host frame time p99 (this machine)", "ms", series { $0.hostFrameTimeP99 }),
            ("host memory held (this machine)", "MiB", series { $0.hostHeldBytes.map { Double($0) / 1_048_576 } }),
        ]
        return panelGrid(panels, xLabel: "messages of history", xDomain: sizes, legendRows: styles.count,
                         title: "\(report.scenario): cost against conversation length")
    }

    /// Four panels in two rows over one logarithmic x axis, each scaled from zero to its
    /// highest value, and the first panel's legend below them: the layout of the history and
    /// reply-length charts.
    static func panelGrid(_ panels: [(title: String, unit: String, series: [SVGPlot.Series])], xLabel: String,
                          xDomain: ClosedRange<Double>, legendRows: Int, title: String) -> String {
        let panelWidth = 380.0, panelHeight = 270.0
        var body = ""
        for (index, panel) in panels.enumerated() {
            let values = panel.series.flatMap { $0.points.map(\.y) }
            let plot = SVGPlot(title: panel.title, xLabel: xLabel, yLabel: panel.unit,
                               xScale: .logarithmic, xDomain: xDomain, yDomain: SVGPlot.domain(fromZeroTo: values),
                               series: panel.series, threshold: nil, xTickLabel: shortCount)
            body += plot.render(x: Double(index % 2) * panelWidth, y: Double(index / 2) * panelHeight,
                                width: panelWidth, height: panelHeight)
        }
        let legendTop = 2 * panelHeight + 8
        body += SVGPlot.legend(panels[0].series, x: 58, y: legendTop + 6)
        return SVGPlot.document(width: 2 * panelWidth, height: legendTop + Double(legendRows) * 18 + 8, title: title, body: body)
    }

    // MARK: - Styles

    private static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]
    private static let dashes = ["", "7 4", "2 3", "9 3 2 3"]

    /// A colour per strategy and a dash per device, in order of first appearance.
    static func styled(_ pairs: [(strategy: String, device: String)]) -> [(name: String, color: String, dash: String)] {
        var strategies: [String] = [], devices: [String] = []
        for pair in pairs {
            if !strategies.contains(pair.strategy) { strategies.append(pair.strategy) }
            if !devices.contains(pair.device) { devices.append(pair.device) }
        }
        return pairs.map { pair in
            let strategy = strategies.firstIndex(of: pair.strategy)!, device = devices.firstIndex(of: pair.device)!
            return ("\(pair.strategy) · \(pair.device)", palette[strategy % palette.count], dashes[device % dashes.count])
        }
    }

    /// The history sizes' span on a log axis (a size of 0 cannot be placed and is left
    /// out); a single size gets half a decade either side.
    private static func historyDomain(_ report: SweepReport) -> ClosedRange<Double>? {
        let sizes = report.historyCurves.flatMap { $0.points.map { Double($0.history) } }.filter { $0 > 0 }
        guard let low = sizes.min(), let high = sizes.max() else { return nil }
        return low < high ? low...high : (low / 3.16)...(high * 3.16)
    }

    /// `1k`, `100k`, `1M`.
    static func shortCount(_ value: Double) -> String {
        switch value {
        case 1_000_000...: "\(SweepFormat.number(value / 1_000_000, decimals: 1))M"
        case 1_000...: "\(SweepFormat.number(value / 1_000, decimals: 1))k"
        default: SweepFormat.number(value, decimals: 0)
        }
    }
}
