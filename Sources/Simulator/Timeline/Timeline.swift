import ChatModel
import Mocks
import RunResults
import Viewport

/// The compiled form of a scenario's `timeline:`: timed user and model actions.
public struct Timeline: Hashable, Sendable {
    public var events: [TimelineEvent]

    /// Creates a timeline; events are ordered by time, simultaneous ones keeping their order.
    public init(_ events: [TimelineEvent]) {
        self.events = events.enumerated()
            .sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The time of the last event, or zero.
    public var lastEventTime: VirtualInstant { events.last?.at ?? .zero }
}

/// One timed action, and how pictures of the run mark it.
public struct TimelineEvent: Hashable, Sendable {
    public var at: VirtualInstant
    public var action: TimelineAction
    /// The action's lane and label on a run's time axis, as the scenario action it was
    /// compiled from declares them (`fling 8000 pt/s`); nil for an event made without one,
    /// which is drawn as an other action labelled with its name (``InputMark/marks(of:)``).
    public var mark: ActionMark?

    public init(at: VirtualInstant, action: TimelineAction) {
        self.at = at
        self.action = action
    }

    /// An event carrying the `mark` its scenario action declares.
    public init(at: VirtualInstant, action: TimelineAction, mark: ActionMark) {
        self.at = at
        self.action = action
        self.mark = mark
    }
}

/// What the user or the model does at a moment of the scenario.
public enum TimelineAction: Hashable, Sendable {
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
