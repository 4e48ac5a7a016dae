import ChatModel

// The chrome around messages: date separators and headers, timestamps, the retry row.
extension CellSizer.Context {
    mutating func dateSeparatorLayout(day: Int64, width: Double) -> CellLayout {
        let label = text(DayLabel(day: day).text, .label, .caption, width: width)
        let pad = metrics.dateSeparatorVerticalPadding
        let frame = LayoutRect(x: (width - label.width) / 2, y: pad, width: label.width, height: label.height)
        var layout = CellLayout(
            kind: .dateSeparator, width: width, height: pad + label.height + pad,
            container: LayoutRect(x: 0, y: 0, width: width, height: pad + label.height + pad))
        layout.textFrames = [frame]
        layout.charactersLaidOut = laidOut
        return layout
    }

    /// `layout` under a date header row: the row is a date separator's (padding, the
    /// centred caption label, padding), at the top of the cell.
    mutating func addingDateHeader(day: Int64, to layout: CellLayout, width: Double) -> CellLayout {
        laidOut = 0
        let header = dateSeparatorLayout(day: day, width: width)
        var result = layout.offsetBy(dy: header.height)
        result.height = layout.height + header.height
        result.dateHeader = header.textFrames.first
        result.charactersLaidOut = layout.charactersLaidOut + laidOut
        return result
    }

    mutating func timestamp(_ message: Message, width: Double) -> TextMetrics {
        text(flows.timeLabelText(for: message.createdAt), .timestamp, .timestamp, width: width)
    }

    mutating func appendRetryRow(to layout: inout CellLayout, message: Message, below bottom: Double, width: Double) -> Double {
        guard message.state == .failed else { return bottom }
        layout.kind = .failed
        let row = LayoutRect(x: 0, y: bottom, width: width, height: metrics.retryRowHeight)
        layout.retryRow = row
        return row.maxY
    }
}
