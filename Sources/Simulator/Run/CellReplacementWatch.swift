import ChatModel

/// Cells on screen replaced by a reload: the collection view drops the cell an item shows and
/// dequeues a new one for it, where a reconfigure would have updated the cell in place.
///
/// The class of bug: a list that answers a change of one message's content — a streamed
/// token, a status or timestamp update, a reaction — by reloading its item (a snapshot's
/// `reloadItems(_:)`, `UICollectionView.reloadItems(at:)`) or the whole list (`reloadData()`,
/// `applySnapshotUsingReloadData(_:)`) instead of reconfiguring it. The user sees the cell
/// blink: the new cell starts from nothing (its images decoded again, its state and running
/// animations lost) and, in an animated update, the old cell cross-fades out over the new one.
/// Apple's documentation of `reconfigureItems(_:)` draws the line: "To update the contents of
/// existing (including prefetched) cells without replacing them with new cells, use this
/// method instead of `reloadItems(_:)`. For optimal performance, choose to reconfigure items
/// instead of reloading items unless you have an explicit need to replace the existing cell
/// with a new cell." That a reload of a visible item in an animated update shows as a
/// cross-fade of the two cells is UIKit's observed default reload animation (an estimate:
/// the documentation does not name the animation).
///
/// What counts, precisely: an item whose cell was **on screen in the previous frame** (it was
/// displayed and not dequeued during this frame) loses that cell to a reload, and the item is
/// **on screen again at the end of this frame** with a new cell. Counted once per item per
/// frame, however many reloads the frame made. Not counted: a reload of an item off screen
/// (no cell to replace), an item that scrolled away or was deleted in the same frame (the
/// screen changed anyway), an item that came on screen in the same frame (its first cell was
/// never drawn), a reconfigure (the cell stays), a lazy stack's rows (SwiftUI has no reload).
final class CellReplacementWatch {
    /// The frame the sets below belong to.
    private var frame = -1
    /// Items that got a cell during ``frame``: that cell was never drawn before it.
    private var dequeuedThisFrame: Set<ChatItemID> = []
    /// Items whose drawn cell a reload dropped during ``frame``, in order, with the call.
    private var dropped: [(item: ChatItemID, call: CellReplacementCall, cause: ControllerCallback?)] = []
    private var droppedItems: Set<ChatItemID> = []

    private func enter(_ frame: Int) {
        guard frame != self.frame else { return }
        self.frame = frame
        dequeuedThisFrame.removeAll(keepingCapacity: true)
        dropped.removeAll(keepingCapacity: true)
        droppedItems.removeAll(keepingCapacity: true)
    }

    /// `item` got a cell in `frame`. O(1).
    func noteDequeued(_ item: ChatItemID, frame: Int) {
        enter(frame)
        dequeuedThisFrame.insert(item)
    }

    /// A reload by `call`, from callback `cause`, dropped the cell `item` showed, in `frame`.
    /// O(1).
    func noteDropped(_ item: ChatItemID, by call: CellReplacementCall, cause: ControllerCallback?, frame: Int) {
        enter(frame)
        guard !dequeuedThisFrame.contains(item), droppedItems.insert(item).inserted else { return }
        dropped.append((item, call, cause))
    }

    /// At the end of `frame`, after its last layout pass: the dropped items on screen again
    /// (`isDisplayed`), in the order they were dropped. Forgets them. O(dropped).
    func replacements(endingFrame frame: Int, isDisplayed: (ChatItemID) -> Bool)
        -> [(item: ChatItemID, call: CellReplacementCall, cause: ControllerCallback?)] {
        guard frame == self.frame, !dropped.isEmpty else { return [] }
        let shown = dropped.filter { isDisplayed($0.item) }
        dropped.removeAll(keepingCapacity: true)
        droppedItems.removeAll(keepingCapacity: true)
        return shown
    }
}

/// The call that replaced cells on screen, as UIKit names it.
enum CellReplacementCall: Hashable, Sendable {
    /// An apply whose snapshot marked the item with `reloadItems(_:)` (also how a batch
    /// update's `reloadItems(at:)` reaches the collection view); `animated`: the old cell
    /// cross-fades out.
    case reloadItems(animated: Bool)
    /// `reloadData()`: every cell on screen replaced.
    case reloadData
    /// `applySnapshotUsingReloadData(_:)`: every cell on screen replaced.
    case applySnapshotUsingReloadData

    /// How a finding names the call.
    var name: String {
        switch self {
        case .reloadItems(let animated): animated ? "reloadItems in an animated apply (the old cell cross-fades out)" : "reloadItems"
        case .reloadData: "reloadData()"
        case .applySnapshotUsingReloadData: "applySnapshotUsingReloadData(_:)"
        }
    }
}

extension FrameChecks {
    /// Visible cells replaced by a reload this frame (``CellReplacementWatch``): one event for
    /// the frame, naming the first item, the call and the callback that made it. Run after the
    /// frame's last layout pass. O(items dropped this frame).
    func checkReplacedCells() {
        let replaced = engine.replacedCells.replacements(endingFrame: engine.frameIndex) { engine.cells.isDisplayed($0) }
        guard let first = replaced.first else { return }
        engine.record(.visibleCellsReplaced(first.item, count: replaced.count, call: first.call, cause: first.cause))
    }
}
