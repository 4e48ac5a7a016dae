import ReportModel

/// The event lanes of a timeline: token bursts, applies, load-more requests and pages,
/// keyboard height, and the scenario's actions with their labels.
extension TimelineSVG {
    func drawLanes(_ recording: RunRecording, into svg: inout SVGText) {
        let series = recording.series
        let marks = columns.marks(series.marks, frameInterval: series.frameInterval)
        for (lane, mark, className) in [(0, FrameMarks.token, "tokens"), (1, FrameMarks.apply, "applies")] {
            var d = ""
            // Gaps of a pixel or two inside a burst are the frame cadence, not a pause.
            for span in PixelColumns.spans(marks.count, where: { marks[$0].contains(mark) }, bridging: 2) {
                d += "M\(SVGNumber.format(Self.plotLeft + Double(span.lowerBound))) \(SVGNumber.format(laneY(lane) + 7))h\(max(1, span.count))"
            }
            if !d.isEmpty { svg.append("<path class=\"\(className)\" d=\"\(d)\"/>") }
        }
        // Load-more requests and the pages answering them: few, each a symbol with its time.
        var requests = 0, pages = 0
        for (frame, mark) in series.marks.enumerated() where !mark.isDisjoint(with: [.loadMore, .pageLoaded]) {
            let time = series.time(ofFrame: frame)
            let x = SVGNumber.format(self.x(time))
            let y = laneY(2)
            if mark.contains(.loadMore) {
                requests += 1
                svg.append("<path class=\"load-request\" d=\"M\(x) \(SVGNumber.format(y + 2))l4.5 9h-9z\"><title>load-more request \(requests) at \(Self.seconds(time)) (frame \(frame))</title></path>")
            }
            if mark.contains(.pageLoaded) {
                pages += 1
                svg.append("<circle class=\"page-loaded\" cx=\"\(x)\" cy=\"\(SVGNumber.format(y + 7))\" r=\"3.5\"><title>page \(pages) arrived at \(Self.seconds(time)) (frame \(frame))</title></circle>")
            }
        }
        if scale.keyboardMax > 0 {
            let ranges = columns.ranges(series.keyboard, frameInterval: series.frameInterval)
            let bottom = laneY(3) + Self.laneHeight - 2
            var edge = SVGPolyline()
            for (column, range) in ranges.enumerated() {
                guard let range else { continue }
                edge.append(x: columnX(column), y: bottom - (Self.laneHeight - 4) * Double(range.upperBound) / scale.keyboardMax)
            }
            let points = edge.points
            if let first = points.first?.split(separator: ",").first, let last = points.last?.split(separator: ",").first {
                svg.append("<polygon class=\"keyboard\" points=\"\(first),\(SVGNumber.format(bottom)) \(points.joined(separator: " ")) \(last),\(SVGNumber.format(bottom))\"/>")
            }
        }
        var labelEnd = -Double.infinity
        for input in recording.inputs {
            let x = self.x(input.time)
            let y = laneY(4)
            let title = HTMLEscaping.escape("\(input.label) at \(Self.seconds(input.time))")
            svg.append("<line class=\"action \(Self.className(input.kind))\" x1=\"\(SVGNumber.format(x))\" x2=\"\(SVGNumber.format(x))\" y1=\"\(SVGNumber.format(y + 1))\" y2=\"\(SVGNumber.format(y + 13))\"><title>\(title)</title></line>")
            // A label where it fits; crowded actions keep their tooltip.
            let labelWidth = Double(input.label.count) * 5.2 + 8
            if x + 3 > labelEnd, x + labelWidth < Self.plotLeft + Double(Self.plotWidth) + 12 {
                svg.append("<text class=\"action-label\" x=\"\(SVGNumber.format(x + 3))\" y=\"\(SVGNumber.format(y + 10.5))\">\(HTMLEscaping.escape(input.label))</text>")
                labelEnd = x + labelWidth
            }
        }
    }

    private static func className(_ kind: InputMark.Kind) -> String {
        switch kind {
        case .send: "send"
        case .reply: "reply"
        case .keyboard: "kbd"
        case .gesture: "gesture"
        case .other: "other"
        }
    }
}
