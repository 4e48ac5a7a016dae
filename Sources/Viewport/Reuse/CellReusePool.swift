/// Cells by reuse identifier, as `dequeueReusableCell(withReuseIdentifier:for:)` keeps them:
/// a cell leaving the screen waits in its kind's queue until an item of that kind appears.
///
/// Counts what the memory and cost metrics need: cells created vs reused and the peak
/// number of cells alive (in use plus queued). Cells are never freed, as in UIKit while the
/// collection view lives.
public struct CellReusePool: Hashable, Sendable {
    /// Cells made because the kind's queue was empty (`cellsCreated` metric).
    public private(set) var cellsCreated = 0
    /// Dequeues served from the queue.
    public private(set) var cellsReused = 0
    /// Cells currently displaying an item.
    public private(set) var cellsInUse = 0
    /// Cells waiting in reuse queues.
    public private(set) var cellsQueued = 0
    /// The largest ``cellsAlive`` so far (`peakCellsAlive` metric).
    public private(set) var peakCellsAlive = 0

    private var queued: [String: Int] = [:]

    public init() {}

    /// Cells in use plus queued.
    public var cellsAlive: Int { cellsInUse + cellsQueued }

    /// Queued cells of one kind.
    public func queuedCells(ofKind kind: String) -> Int { queued[kind, default: 0] }

    /// Takes a cell of `kind` for display. O(1).
    ///
    /// - Returns: `true` when it was reused, `false` when it had to be created.
    public mutating func dequeue(kind: String) -> Bool {
        cellsInUse += 1
        if let count = queued[kind], count > 0 {
            queued[kind] = count - 1
            cellsQueued -= 1
            cellsReused += 1
            return true
        }
        cellsCreated += 1
        peakCellsAlive = max(peakCellsAlive, cellsAlive)
        return false
    }

    /// A cell in use that stopped displaying is freed rather than queued (a view its owner
    /// does not reuse). O(1).
    public mutating func free() {
        cellsInUse = max(0, cellsInUse - 1)
    }

    /// Returns a cell of `kind` that stopped displaying to its queue. O(1).
    public mutating func enqueue(kind: String) {
        cellsInUse = max(0, cellsInUse - 1)
        queued[kind, default: 0] += 1
        cellsQueued += 1
    }
}
