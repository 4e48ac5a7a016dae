import ChatModel

/// The counters of frames and of the engine's work: frame costs and hitches, applies, cells
/// configured, measured and created, layout passes, and the modelled memory peaks.
struct FrameWorkCounts: Sendable {
    var frameCosts: [Double] = []
    var hitches = 0
    var latenessMilliseconds = 0.0
    var snapshotApplies = 0
    var animatedApplies = 0
    var redundantApplies = 0
    var cellsConfigured = 0
    var cellsMeasured = 0
    var cellsCreated = 0
    var layoutPasses = 0
    var peakCellsAlive = 0
    var peakImageBytes = 0
}

extension MetricsRecorder {
    /// A frame closed at `cost` ms of modelled work: a hitch past `budget`.
    mutating func recordFrameClosed(cost: Double, budget: Double) {
        frameWork.frameCosts.append(cost)
        guard cost > budget else { return }
        frameWork.hitches += 1
        frameWork.latenessMilliseconds += cost - budget
        note(.hitch, "frame took \(Self.format(cost)) ms of modelled work against a \(Self.format(budget)) ms budget")
    }

    /// A snapshot applied; `identicalItemCount` when it was identical to the current one.
    mutating func recordSnapshotApplied(animated: Bool, identicalItemCount: Int?) {
        frameWork.snapshotApplies += 1
        if animated { frameWork.animatedApplies += 1 }
        guard let identicalItemCount else { return }
        frameWork.redundantApplies += 1
        note(.redundantApply, "applied a snapshot identical to the current one (\(identicalItemCount) items)")
    }

    /// The cells alive and the image bytes they hold now.
    mutating func recordMemory(cellsAlive: Int, imageBytes: Int) {
        frameWork.peakCellsAlive = max(frameWork.peakCellsAlive, cellsAlive)
        frameWork.peakImageBytes = max(frameWork.peakImageBytes, imageBytes)
    }
}
