import ChatModel
import Mocks
import Viewport

/// Events of the simulation's queue.
enum SimulationEvent {
    case timeline(TimelineEvent.Action)
    case replyChunk(replyID: Int)
    case replyEnd(replyID: Int)
    case pageLoaded(HistoryPage, cursor: MessageID)
    /// The page after `cursor` (newer messages) arrived.
    case newerPageLoaded(HistoryPage, cursor: MessageID)
    /// The conversation's newest page, asked for from the middle of history, arrived.
    case newestPageLoaded(HistoryPage)
    /// The page around message `around`, jumped to, arrived.
    case windowLoaded(HistoryWindowPage, around: MessageID, position: ScrollPosition)
    /// A reply whose request waited for on-device retrieval (``RetrievesBeforeGenerating``).
    case retrievedReply(ReplySchedule, citationLimit: Int)
}
