import ChatModel

/// The counters of text work the screen never shows and of text that trails its stream
/// (``ShownTextWatch``, ``ReplyCostGrowthWatch``).
struct TextWorkSymptoms: Sendable {
    /// Rows configured (or their body run) in the current frame.
    var configuredThisFrame: Set<ChatItemID> = []
    /// Rows already updated unseen in a frame before this one (the finding is raised at a
    /// row's second such frame: a one-off — a cell displayed and reconfigured in one frame —
    /// is counted, a row updated per token is flagged).
    var rowsUpdatedUnseen: [ChatItemID: Int] = [:]
    var rowsUnseenThisFrame: Set<ChatItemID> = []
    var unshownUpdates = 0
    var textLagMax = 0.0
    var staleAfterStreamFrames = 0
    var shownTextRegressions = 0
    var chunkCostSlope = 0.0
}

extension MetricsRecorder {
    /// A row configured: every configure of one row after its first in a frame is work the
    /// screen never shows — only the row's state at the end of the frame is presented
    /// (Core Animation commits once per run-loop turn: "Core Animation … commits the
    /// transaction at the next iteration of the run loop", CATransaction documentation).
    mutating func recordRowConfigured(_ id: ChatItemID) {
        guard !textWork.configuredThisFrame.insert(id).inserted else { return }
        textWork.unshownUpdates += 1
        guard textWork.rowsUnseenThisFrame.insert(id).inserted else { return }
        let frames = textWork.rowsUpdatedUnseen[id, default: 0] + 1
        textWork.rowsUpdatedUnseen[id] = frames
        if frames == 2 {
            note(.unshownUpdate, "\(id) was configured more than once in a frame, again: only its last update of a frame reaches the screen")
        }
    }

    mutating func recordTextLag(milliseconds: Double) {
        textWork.textLagMax = max(textWork.textLagMax, milliseconds)
    }

    mutating func recordStaleAfterStream(_ id: MessageID, shown: Int, current: Int, sinceEndMilliseconds: Double) {
        textWork.staleAfterStreamFrames += 1
        note(.staleAfterStream,
             "\(id) shows content revision \(shown) of \(current) \(Self.format(sinceEndMilliseconds)) ms after its stream ended: the last update never reached its cell")
    }

    mutating func recordShownTextWentBackwards(_ id: MessageID, from: Int, to: Int) {
        textWork.shownTextRegressions += 1
        note(.shownTextWentBackwards, "\(id) went back from content revision \(from) on screen to \(to)")
    }

    mutating func recordChunkCostSlope(_ millisecondsPerThousand: Double) {
        textWork.chunkCostSlope = max(textWork.chunkCostSlope, millisecondsPerThousand)
    }

    mutating func recordChunkCostGrowth(_ id: MessageID, _ growth: ChunkCostGrowth) {
        let parts = growth.growing.map { "\($0.operation.label) \(Self.format($0.milliseconds))" }.joined(separator: ", ")
        note(.chunkCostGrowsWithLength,
             "a chunk of \(id) costs \(Self.format(growth.slope)) ms more for every 1,000 characters of the message "
                + "(over \(growth.frames) chunk frames; \(Self.format(growth.cost)) ms at \(Self.format(growth.length)) characters): "
                + "per-chunk cost grows with the message's length\(parts.isEmpty ? "" : " — \(parts) ms per 1,000 characters")")
    }
}
