import ChatModel
import Foundation
import ListDiff
import Simulator
import Viewport

// The options of the reported list that restore bugs from a third batch of public reports:
// how a streaming reply's updates reach the list, and what its end does. The first case of
// each enum is the list as it was before the option existed (every chunk applied at once).
extension ReportedListController {
    /// How a streaming reply's chunks reach the list.
    public enum Updates: String, Hashable, Sendable, CaseIterable {
        /// Every chunk is applied when it arrives (the list before this option).
        case perChunk
        /// Every applied chunk is followed by an animated scroll to the bottom, and a chunk that
        /// arrives while that scroll still runs is dropped, not queued (`guard !isScrolling`),
        /// so the last chunks of a burst, the finished reply with them, can be lost until
        /// something else redraws the row: the class of exyte/Chat #169 ("when updates are
        /// completed, the message is incomplete, until I scroll up and down"), which its
        /// reporter sees once the message outgrows the screen and every chunk moves the list.
        case skipsWhileScrolling
        /// The reporter's fix: the stream throttled to one update per ``coalescingPeriod``, the
        /// latest chunk delivered at the end of each period (the finished reply too), so the
        /// row trails the stream by at most a period and always catches up.
        case coalesced
    }

    /// What the list does when a streaming reply finishes.
    public enum OnFinish: String, Hashable, Sendable, CaseIterable {
        /// The finished message is applied like a chunk (the fix; the list before this option).
        case updatesMessage
        /// `reloadData()` once the reply is saved: every row returns to its estimated height
        /// and is measured again, so the list the reader follows jumps when the stream ends
        /// (osaurus #1424, "chat jumping to the top when a streaming response finishes").
        case reloadsData
    }

    /// The period of ``Updates/coalesced``: 100 ms (the "debounce the stream to 0.1 sec" of
    /// exyte/Chat #169).
    static let coalescingPeriod = VirtualDuration.milliseconds(100)

    /// A chunk or the finish of message `id` arrived: bring it to the list as `updates` and
    /// `onFinish` say, then follow it.
    func streamDidChange(_ id: MessageID, finished: Bool, following: Bool, _ context: ChatListContext) {
        if finished, options.onFinish == .reloadsData {
            // The follow is tied to chunks; the finish only reloads.
            return context.dataSource.applySnapshotUsingReloadData(snapshot(context))
        }
        switch options.updates {
        case .perChunk:
            updateMessage(id, context)
            followChunk(following: following, context)
        case .skipsWhileScrolling:
            let view = context.collectionView
            guard !view.isAnimatingScroll else { return }
            updateMessage(id, context)
            guard following, !view.isTracking else { return }
            view.layoutIfNeeded()
            view.setContentOffset(Point(y: view.maxContentOffsetY), animated: true)
        case .coalesced:
            updateState.pending = id
            guard updateState.timer == nil else { return }
            updateState.timer = context.schedule(after: Self.coalescingPeriod) { [self] in
                updateState.timer = nil
                guard let pending = updateState.pending else { return }
                updateState.pending = nil
                let view = context.collectionView
                let near = view.maxContentOffsetY - view.contentOffset.y <= Self.followThreshold
                updateMessage(pending, context)
                followChunk(following: near, context)
            }
        }
    }
}

/// What the reported list remembers between a reply's chunks (``ReportedListController/Updates``).
final class StreamUpdateState {
    /// The message whose latest chunk waits for the coalescing timer.
    var pending: MessageID?
    var timer: TimerID?
}
