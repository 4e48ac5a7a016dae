extension SweepChart {
    /// The cost-against-reply-length chart (`sweep --reply-tokens`), `nil` when the sweep
    /// streamed no reply lengths: per strategy and device, how the p99 frame's cost, the
    /// hitch-time ratio and the two parts of a frame that grow with the text a chunk lands in
    /// (text layout, markdown parse, from the cost attribution) change as the reply gets
    /// longer. A flat line is a design whose chunk costs O(chunk); a line rising with the
    /// length is one that redoes the whole message per chunk.
    public static func replyLengthSVG(_ report: SweepReport) -> String? {
        let lengths = report.replyLengthCurves.flatMap { $0.points.map { Double($0.tokens) } }.filter { $0 > 0 }
        guard let low = lengths.min(), let high = lengths.max() else { return nil }
        let domain = low < high ? low...high : (low / 3.16)...(high * 3.16)
        let styles = styled(report.replyLengthCurves.map { ($0.strategy, $0.device) })
        func series(_ value: @escaping (ReplyLengthPoint) -> Double) -> [SVGPlot.Series] {
            zip(report.replyLengthCurves, styles).map { curve, style in
                SVGPlot.Series(name: style.name, color: style.color, dash: style.dash,
                               points: curve.points.filter { $0.tokens > 0 }.map {
                                   SVGPlot.Point(x: Double($0.tokens), y: value($0))
                               })
            }
        }
        let panels: [(title: String, unit: String, series: [SVGPlot.Series])] = [
            ("frameCostP99 (modelled)", "ms", series(\.frameCostP99)),
            ("hitchTimeRatio (modelled)", "ms/s", series(\.hitchTimeRatio)),
            ("text layout in the p99 frame", "ms", series(\.textLayoutAtP99)),
            ("markdown parse in the p99 frame", "ms", series(\.markdownParseAtP99)),
        ]
        return panelGrid(panels, xLabel: "tokens per reply", xDomain: domain, legendRows: styles.count,
                         title: "\(report.scenario): cost against the reply's length")
    }
}
