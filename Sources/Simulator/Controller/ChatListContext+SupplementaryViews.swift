extension ChatListContext {
    /// A supplementary view of the list — a section header or footer, a decoration view —
    /// came on screen (or was made to be measured): charged and counted as a cell taken for
    /// display, through the same reuse pool, ledger and metrics. It is a dequeue when a view
    /// of its `reuseKind` waits in the pool (a view the list recycles, by its element kind and
    /// reuse identifier), else a creation (`cellDequeue` / `cellCreate` in the cost
    /// attribution, `cellsCreated`); it is alive, in use or queued, from then on
    /// (`peakCellsAlive`, the "cells alive" counter), and laid out in each layout pass while it
    /// is on screen (`layoutPass`, per item on screen). `reuseKind` nil: a view the app made
    /// itself, created each time and freed when it leaves. Its configuration — the app's own
    /// code — is charged where that code does measurable work (text set on its labels,
    /// `TextWork`); a supplementary view has no chat item, so no cell kind's configure cost.
    /// - Complexity: O(1).
    public func supplementaryViewWillDisplay(reuseKind: String?) {
        let reused = engine.cells.dequeueSupplementary(kind: reuseKind)
        engine.ledger.chargeDequeue(reused: reused)
        engine.record(.cellDequeued(created: !reused))
        engine.record(.memory(cellsAlive: engine.list.cellsAlive, imageBytes: engine.cells.imageBytes))
    }

    /// The supplementary view left the screen: back to its `reuseKind`'s queue in the reuse
    /// pool, or freed when nil (a view the app made itself). O(1).
    public func supplementaryViewDidEndDisplaying(reuseKind: String?) {
        engine.cells.endSupplementary(kind: reuseKind)
    }
}
