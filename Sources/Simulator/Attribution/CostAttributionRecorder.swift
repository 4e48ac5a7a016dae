import RunResults

/// Collects each closed frame's operations during a run and yields its ``CostAttribution``.
///
/// Keeps every frame's non-zero operations (a few a frame) so the frames that set the
/// percentiles can be named after the run. O(operations) a frame.
struct CostAttributionRecorder {
    /// One closed frame: its cost, start time and phases, and where its operations begin in
    /// ``entries`` (one record a frame: one append a frame).
    private struct ClosedFrame {
        var cost: Double
        var time: Double
        var phases: FramePhaseCosts
        var firstEntry: Int
    }

    private var frames: [ClosedFrame] = []
    /// Every frame's non-zero operations, one after another, from each frame's `firstEntry`.
    private var entries: [(operation: CostOperation, milliseconds: Double)] = []
    private var totalPhases = FramePhaseCosts()

    /// Makes room for a run of `frames` frames, so that recording never grows the storage
    /// (each growth copies it and touches fresh pages). O(1) until the first record.
    mutating func reserveCapacity(frames: Int) {
        self.frames.reserveCapacity(frames)
        entries.reserveCapacity(frames * Self.entriesPerFrame)
    }

    /// Operations with a cost in a frame, about: most frames have a few (an estimate from the
    /// bundled suite's streamed replies).
    private static let entriesPerFrame = 4

    /// Records the frame that just closed with `cost` ms, made of `operations` and `phases`.
    mutating func record(time: Double, cost: Double, operations: OperationCosts, phases: FramePhaseCosts) {
        frames.append(ClosedFrame(cost: cost, time: time, phases: phases, firstEntry: entries.count))
        totalPhases.add(phases)
        // The operations' totals are summed from these when the run ends: each operation's
        // costs in frame order, the same additions as adding every frame as it closes (a
        // frame without that operation adds zero, which changes nothing).
        operations.appendNonZero(to: &entries)
    }

    /// The attribution of the frames recorded. O(n log n) for n frames.
    func attribution() -> CostAttribution {
        var totalOperations = OperationCosts()
        for entry in entries { totalOperations[entry.operation] += entry.milliseconds }
        let costs = frames.map(\.cost)
        let sorted = costs.sorted()
        var attributed: [(metric: Metric, frame: CostAttribution.Frame)] = []
        if !sorted.isEmpty {
            for (metric, percentile) in Self.percentiles {
                let value = percentile.map { Percentile.nearestRank($0, ofSorted: sorted) } ?? sorted[sorted.count - 1]
                guard let index = costs.firstIndex(of: value) else { continue }
                attributed.append((metric, frame(index)))
            }
        }
        return CostAttribution(operations: totalOperations, phases: totalPhases, frames: attributed)
    }

    /// The percentile each of ``CostAttribution/frameMetrics`` reports (nil: the maximum),
    /// as ``MetricsRecorder`` computes it.
    static var percentiles: [(metric: Metric, percentile: Double?)] { CostAttribution.frameMetricPercentiles }

    private func frame(_ index: Int) -> CostAttribution.Frame {
        var operations = OperationCosts()
        let record = frames[index]
        let end = index + 1 < frames.count ? frames[index + 1].firstEntry : entries.count
        for entry in entries[record.firstEntry..<end] { operations[entry.operation] = entry.milliseconds }
        return CostAttribution.Frame(frame: index, time: record.time, cost: record.cost, operations: operations, phases: record.phases)
    }
}
