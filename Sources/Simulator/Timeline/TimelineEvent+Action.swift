import ChatModel
import Mocks
import Viewport

extension TimelineEvent {
    /// What the user or the model does at a moment of the scenario: a scenario action
    /// compiled for the simulator (`ScenarioAction` in Scenarios, whose declaration under
    /// `Sources/Scenarios/Actions/` compiles it), with the payload the simulator's reaction
    /// (``Simulation``'s `perform`) reads.
    ///
    /// Formerly `TimelineAction` (a deprecated alias remains): the name Scenarios also
    /// used, so a file reading both modules had to spell `TimelineEvent.Action`.
    public enum Action: Hashable, Sendable {
        /// The user sends a message with `images` attached photos.
        case send(text: String, images: Int)
        /// The model replies as `spec` describes (a new assistant message streams).
        case reply(ReplySpec)
        /// The model replays a recorded stream's chunks and timing (a transcript reply).
        case replaySchedule(ReplySchedule)
        /// The keyboard animates in or out.
        case keyboard(show: Bool)
        /// A finger drag of `distance` points over `duration`; positive is towards older
        /// messages. The finger lifts with the drag's speed and the content decelerates.
        case drag(distance: Double, duration: VirtualDuration)
        /// A flick released at `velocity` points a second towards older messages.
        case fling(velocity: Double)
        /// The user taps the scroll-to-bottom button.
        case scrollToBottom
        /// The user taps the status bar (scroll to the oldest loaded content).
        case scrollToTop
        /// The viewport changes size (rotation, split view).
        case resize(width: Double, height: Double)
        /// The user taps stop while a reply streams.
        case stopReply
        /// The user expands or collapses the newest message's thinking block.
        case setThinkingExpanded(Bool)
        /// The user expands or collapses the newest message's citations.
        case setCitationsExpanded(Bool)
        /// The user's draft in the composer (its whole text now) and the photos attached to it.
        case compose(text: String, images: Int)
        /// The user picks message `message` (a search result) to be scrolled to `position`.
        case scrollTo(message: MessageID, position: ScrollPosition)
        /// The user opens another conversation (a chat personality): the list's messages are
        /// replaced by that conversation's `history` messages.
        case switchConversation(name: String, history: Int)
        /// The user starts the conversation afresh (clear chat): its messages are removed.
        case startFresh
        /// The app is away (in the background) for `duration` and comes back: the app's clock
        /// moves on, the frames do not.
        case timeJump(VirtualDuration)
        /// The user taps the app's control named `control` (a "Load earlier" button…).
        case tap(control: String)
        /// Message `message`, already in the conversation, gets `text` as its new text (an edit,
        /// a correction from the server), wherever it sits in the list.
        case edit(message: MessageID, text: String)
        /// The user jumps to message `message` (a search result, a quoted reply, the first unread)
        /// to show it at `position`: when it is not loaded the store loads a page around it.
        case jumpTo(message: MessageID, position: ScrollPosition)
        /// A message created just before loaded message `before` arrives only now (a late sync:
        /// sent from another device while this one was offline) and lands at its place mid-list.
        case lateMessage(before: MessageID, text: String)
    }
}
