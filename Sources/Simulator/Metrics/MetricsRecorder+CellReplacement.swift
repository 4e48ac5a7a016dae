import ChatModel

/// The counters of cells on screen replaced by a reload (``CellReplacementWatch``).
struct CellReplacementCounts: Sendable {
    /// Items whose cell on screen was replaced, once per item and frame.
    var cells = 0
    /// Frames in which at least one was.
    var frames = 0
}

extension MetricsRecorder {
    mutating func recordCellsReplaced(first: ChatItemID, count: Int, call: CellReplacementCall, cause: ControllerCallback?) {
        cellReplacements.cells += count
        cellReplacements.frames += 1
        let others = count > 1 ? " and \(count - 1) more on screen" : ""
        let from = cause.map { " from \($0.name)" } ?? ""
        note(.visibleCellReplaced,
             "the cell showing \(first)\(others) was replaced by a new one: \(call.name)\(from); reconfigureItems keeps the cell")
    }
}
