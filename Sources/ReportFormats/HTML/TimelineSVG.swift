import ReportModel
import RunResults

/// One run's frame timeline as inline SVG, drawn to the pixel (``PixelColumns``):
///
/// - finding pins at their first frame, numbered as in the scenario's findings list;
/// - modelled cost per frame as bars against the budget line, over-budget columns red,
///   each column's minimum solid and its spread to the maximum lighter;
/// - event lanes: token bursts, applies, load-more requests (▲) and pages arriving (●),
///   keyboard height, the scenario's actions (fling, drag, send, keyboard…);
/// - content offset (band: min–max per column) and content height;
/// - the time axis, shared by every strategy of the scenario, and the filmstrip letters.
///
/// Its size depends on the plot's width, not on the run's length.
struct TimelineSVG {
    static let width = 1000.0
    static let plotLeft = 100.0
    static let plotWidth = 884
    static let pinY = 10.0
    static let costTop = 22.0
    static let costHeight = 90.0
    static let laneTop = 120.0
    static let laneHeight = 14.0
    static let laneNames = ["tokens", "applies", "load-more", "keyboard", "actions"]
    static let scrollTop = laneTop + laneHeight * Double(laneNames.count) + 8
    static let scrollHeight = 64.0
    static let axisY = scrollTop + scrollHeight
    static let letterY = axisY + 26
    static let height = letterY + 10

    let scale: TimelineScale
    let columns: PixelColumns

    init(scale: TimelineScale) {
        self.scale = scale
        columns = PixelColumns(count: Self.plotWidth, duration: scale.duration)
    }

    /// A finding pinned on the timeline with its number in the scenario's list.
    struct Pin {
        var number: Int
        var finding: Finding
    }

    func render(_ recording: RunRecording, pins: [Pin], letters: [(letter: String, picture: ScreenPicture)]) -> String {
        let series = recording.series
        var svg = SVGText("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" viewBox=\"0 0 \(SVGNumber.format(Self.width)) \(SVGNumber.format(Self.height))\" data-x0=\"\(SVGNumber.format(Self.plotLeft))\" data-w=\"\(Self.plotWidth)\" data-duration=\"\(scale.duration)\" data-fi=\"\(series.frameInterval)\" role=\"img\">")
        drawGrid(&svg)
        drawCost(series, into: &svg)
        drawLanes(recording, into: &svg)
        drawScroll(series, into: &svg)
        drawAxis(&svg)
        drawPins(pins, into: &svg)
        drawLetters(letters, into: &svg)
        svg.append("<line class=\"cursor\" x1=\"-10\" x2=\"-10\" y1=\"\(SVGNumber.format(Self.costTop))\" y2=\"\(SVGNumber.format(Self.axisY))\"/>")
        svg.append("</svg>")
        return svg.text
    }

    // MARK: - Geometry

    func x(_ time: Double) -> Double { Self.plotLeft + time / scale.duration * Double(Self.plotWidth) }
    func columnX(_ column: Int) -> Double { Self.plotLeft + Double(column) + 0.5 }
    private func costY(_ ms: Double) -> Double { Self.costTop + Self.costHeight * (1 - min(ms, scale.costMax) / scale.costMax) }
    private func scrollY(_ pt: Double) -> Double {
        Self.scrollTop + Self.scrollHeight * (1 - (pt - scale.scrollMin) / (scale.scrollMax - scale.scrollMin))
    }
    func laneY(_ index: Int) -> Double { Self.laneTop + Self.laneHeight * Double(index) }

    // MARK: - Parts

    private func drawGrid(_ svg: inout SVGText) {
        let step = scale.tickStep
        var path = ""
        var time = 0.0
        while time <= scale.duration + 1e-9 {
            path += "M\(SVGNumber.format(x(time))) \(SVGNumber.format(Self.costTop))V\(SVGNumber.format(Self.axisY))"
            time += step
        }
        svg.append("<path class=\"grid\" d=\"\(path)\"/>")
        svg.append("<rect class=\"track\" x=\"\(SVGNumber.format(Self.plotLeft))\" y=\"\(SVGNumber.format(Self.costTop))\" width=\"\(Self.plotWidth)\" height=\"\(SVGNumber.format(Self.costHeight))\"/>")
        svg.append("<rect class=\"track\" x=\"\(SVGNumber.format(Self.plotLeft))\" y=\"\(SVGNumber.format(Self.scrollTop))\" width=\"\(Self.plotWidth)\" height=\"\(SVGNumber.format(Self.scrollHeight))\"/>")
        for (index, name) in Self.laneNames.enumerated() {
            svg.label(name, x: Self.plotLeft - 6, y: laneY(index) + 10, className: "lane-label")
        }
    }

    private func drawCost(_ series: FrameSeries, into svg: inout SVGText) {
        // A bar a column, as tall as the column's worst frame: aggregation never hides a hitch.
        let ranges = columns.ranges(series.cost, frameInterval: series.frameInterval)
        let marks = columns.marks(series.marks, frameInterval: series.frameInterval)
        var bars = "", hitches = "", clipped = ""
        let base = SVGNumber.format(costY(0))
        for (column, range) in ranges.enumerated() {
            guard let range, range.upperBound > 0 else { continue }
            let bar = "M\(SVGNumber.format(columnX(column))) \(base)V\(SVGNumber.format(costY(Double(range.upperBound))))"
            if marks[column].contains(.hitch) { hitches += bar } else { bars += bar }
            if Double(range.upperBound) > scale.costMax {
                clipped += "M\(SVGNumber.format(columnX(column) - 3.5)) \(SVGNumber.format(Self.costTop + 5))h7l-3.5 -5z"
            }
        }
        // Bars as wide as a frame's share of the plot, so a short run reads as bars, not hairlines.
        let barWidth = min(4, max(1, Double(Self.plotWidth) * series.frameInterval / scale.duration))
        if !bars.isEmpty { svg.append("<path class=\"cost\" stroke-width=\"\(SVGNumber.format(barWidth))\" d=\"\(bars)\"/>") }
        if !hitches.isEmpty { svg.append("<path class=\"hitch\" stroke-width=\"\(SVGNumber.format(max(2, barWidth)))\" d=\"\(hitches)\"/>") }
        if !clipped.isEmpty {
            svg.append("<path class=\"clipped\" d=\"\(clipped)\"><title>frames above \(SVGNumber.format(scale.costMax)) ms, clipped</title></path>")
        }
        let budgetY = costY(series.budget)
        let right = Self.plotLeft + Double(Self.plotWidth)
        svg.append("<line class=\"budget\" x1=\"\(SVGNumber.format(Self.plotLeft))\" x2=\"\(SVGNumber.format(right))\" y1=\"\(SVGNumber.format(budgetY))\" y2=\"\(SVGNumber.format(budgetY))\"/>")
        svg.label("budget \(SVGNumber.format(series.budget)) ms", x: right - 4, y: budgetY - 3, className: "budget-label")
        svg.label("\(SVGNumber.format(scale.costMax)) ms", x: Self.plotLeft - 6, y: Self.costTop + 8, className: "axis-label")
        svg.label("0", x: Self.plotLeft - 6, y: costY(0), className: "axis-label")
        svg.label("frame cost", x: Self.plotLeft - 6, y: Self.costTop + Self.costHeight / 2 + 4, className: "track-label")
    }

    private func drawScroll(_ series: FrameSeries, into svg: inout SVGText) {
        let offsets = columns.ranges(series.offsetY, frameInterval: series.frameInterval)
        let heights = columns.ranges(series.contentHeight, frameInterval: series.frameInterval)
        var upper = SVGPolyline(), lower = SVGPolyline(), content = SVGPolyline()
        for column in 0..<columns.count {
            let x = columnX(column)
            if let range = offsets[column] {
                upper.append(x: x, y: scrollY(Double(range.upperBound)) - 0.6)
                lower.append(x: x, y: scrollY(Double(range.lowerBound)) + 0.6)
            }
            if let range = heights[column] { content.append(x: x, y: scrollY(Double(range.upperBound))) }
        }
        if !content.isEmpty { svg.append("<polyline class=\"content-height\" points=\"\(content.points.joined(separator: " "))\"/>") }
        if !upper.isEmpty {
            svg.append("<polygon class=\"offset\" points=\"\(upper.points.joined(separator: " ")) \(lower.points.reversed().joined(separator: " "))\"/>")
        }
        svg.label("\(Self.points(scale.scrollMax)) pt", x: Self.plotLeft - 6, y: Self.scrollTop + 8, className: "axis-label")
        svg.label("\(Self.points(scale.scrollMin))", x: Self.plotLeft - 6, y: Self.scrollTop + Self.scrollHeight, className: "axis-label")
        svg.label("offset", x: Self.plotLeft - 6, y: Self.scrollTop + Self.scrollHeight / 2 - 1, className: "track-label offset-label")
        svg.label("content height", x: Self.plotLeft - 6, y: Self.scrollTop + Self.scrollHeight / 2 + 10, className: "track-label height-label")
    }

    private func drawAxis(_ svg: inout SVGText) {
        svg.append("<line class=\"axis\" x1=\"\(SVGNumber.format(Self.plotLeft))\" x2=\"\(SVGNumber.format(Self.plotLeft + Double(Self.plotWidth)))\" y1=\"\(SVGNumber.format(Self.axisY))\" y2=\"\(SVGNumber.format(Self.axisY))\"/>")
        let step = scale.tickStep
        var tick = 0
        while Double(tick) * step <= scale.duration + 1e-9 {
            let time = Double(tick) * step
            svg.append("<text class=\"tick\" x=\"\(SVGNumber.format(x(time)))\" y=\"\(SVGNumber.format(Self.axisY + 12))\">\(Self.seconds(time, decimals: step < 1 ? 1 : 0))</text>")
            tick += 1
        }
    }

    private func drawPins(_ pins: [Pin], into svg: inout SVGText) {
        var lastCircle = -Double.infinity
        for pin in pins.sorted(by: { $0.finding.time < $1.finding.time }) {
            let lineX = self.x(pin.finding.time)
            // Pins close together sit side by side; each line still marks its own frame.
            let circleX = max(lineX, lastCircle + 16)
            lastCircle = circleX
            let color = Palette.color(pin.finding.kind)
            let title = HTMLEscaping.escape("#\(pin.number) \(FindingText.name(pin.finding.kind)) at frame \(pin.finding.frame) (\(Self.seconds(pin.finding.time))), \(pin.finding.occurrences) frame(s) in all: \(pin.finding.message)")
            let (x, cx, y) = (SVGNumber.format(lineX), SVGNumber.format(circleX), SVGNumber.format(Self.pinY))
            svg.append("<g class=\"pin\"><path d=\"M\(cx) \(y)L\(x) \(SVGNumber.format(Self.costTop))V\(SVGNumber.format(Self.axisY))\" stroke=\"\(color)\"/><circle cx=\"\(cx)\" cy=\"\(y)\" r=\"7.5\" fill=\"\(color)\"/><text x=\"\(cx)\" y=\"\(SVGNumber.format(Self.pinY + 3.5))\">\(pin.number)</text><title>\(title)</title></g>")
        }
    }

    private func drawLetters(_ letters: [(letter: String, picture: ScreenPicture)], into svg: inout SVGText) {
        // Letters closer than a label's width share one mark ("A B").
        var groups: [(x: Double, letters: [String], titles: [String])] = []
        for (letter, picture) in letters.sorted(by: { $0.picture.time < $1.picture.time }) {
            let x = self.x(picture.time)
            let title = "\(letter): frame \(picture.frame), \(picture.reasons.joined(separator: ", "))"
            if let last = groups.last, x - last.x < 14 {
                groups[groups.count - 1].letters.append(letter)
                groups[groups.count - 1].titles.append(title)
            } else {
                groups.append((x, [letter], [title]))
            }
        }
        for group in groups {
            let x = SVGNumber.format(group.x)
            let title = HTMLEscaping.escape("filmstrip " + group.titles.joined(separator: "; "))
            svg.append("<g class=\"letter\"><path d=\"M\(x) \(SVGNumber.format(Self.axisY + 15))l-6 -5v-1h12v1z\"/><text x=\"\(x)\" y=\"\(SVGNumber.format(Self.letterY + 4))\">\(group.letters.joined(separator: " "))</text><title>\(title)</title></g>")
        }
    }

    // MARK: - Text

    static func seconds(_ time: Double, decimals: Int = 2) -> String {
        let factor = decimals == 0 ? 1.0 : decimals == 1 ? 10 : 100
        let rounded = (time * factor).rounded() / factor
        return ComparisonTable.format(rounded) + " s"
    }

    private static func points(_ value: Double) -> String {
        abs(value) >= 10_000 ? ComparisonTable.format((value / 1_000).rounded()) + "k" : ComparisonTable.format(value.rounded())
    }
}
