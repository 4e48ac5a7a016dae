/// Something that happened in a frame, as the trace lists it (``FrameRecord/events``).
///
/// The raw values are the trace's stable spellings. Each event declares here, once, how a
/// picture of the run shows it: its ``lane`` (the row of marks it is drawn on) and its
/// ``instantName`` (its name on a trace's time axis). A new user action is one case here
/// with its lane and name; what draws timelines and traces reads them and needs no edit.
public enum FrameEvent: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // The user
    case send
    case keyboardShow
    case keyboardHide
    case dragBegin
    case dragEnd
    case scrollToBottomTap
    case scrollToTopTap
    case resize
    case stop
    case compose
    case sendRefused
    case switchConversation
    case startFresh
    case timeJump
    case scrollToMessage
    case controlTap
    case edit
    case jumpToMessage
    case lateMessage
    // The model and the store
    case reply
    case token
    case replyEnd
    case loadMore
    case pageLoaded
    // The collection view, as the controller drove it
    case apply
    case applyAnimated
    case setOffset
    case scrollAnimated
    case scrollAlongside
    case scrollToItem
    case prefetch

    public var description: String { rawValue }

    /// The row of marks a picture of the run draws the event on.
    public enum Lane: Hashable, Sendable, CaseIterable {
        /// Reply tokens arrived.
        case token
        /// A snapshot was applied.
        case apply
        /// A load-more request was issued.
        case loadMore
        /// A page of messages arrived.
        case pageLoaded
        /// The keyboard started to show.
        case keyboardShow
        /// The keyboard started to hide.
        case keyboardHide
        /// A finger touched down.
        case dragBegin
        /// The finger lifted.
        case dragEnd
        /// The user sent a message.
        case send
        /// A reply started or ended.
        case reply
        /// The controller asked the scroll view to move.
        case scrollRequest
        /// Any other user action: a tap, stop, a resize, time away.
        case otherAction
    }

    /// The lane the event is drawn on, or `nil` for one no picture marks (a prefetch).
    public var lane: Lane? {
        switch self {
        case .token: .token
        case .apply, .applyAnimated: .apply
        case .loadMore: .loadMore
        case .pageLoaded: .pageLoaded
        case .keyboardShow: .keyboardShow
        case .keyboardHide: .keyboardHide
        case .dragBegin: .dragBegin
        case .dragEnd: .dragEnd
        case .send: .send
        case .reply, .replyEnd: .reply
        case .setOffset, .scrollAnimated, .scrollAlongside, .scrollToItem: .scrollRequest
        case .scrollToBottomTap, .scrollToTopTap, .stop, .resize, .compose, .scrollToMessage, .sendRefused,
             .switchConversation, .startFresh, .timeJump, .controlTap, .edit, .jumpToMessage, .lateMessage: .otherAction
        case .prefetch: nil
        }
    }

    /// The event's name on a trace's time axis, for a person, or `nil` for the events that
    /// happen nearly every frame and show as slices and counters instead (tokens, applies,
    /// scroll requests, prefetches).
    public var instantName: String? {
        switch self {
        case .loadMore: "load-more request"
        case .pageLoaded: "page arrived"
        case .keyboardShow: "keyboard shows"
        case .keyboardHide: "keyboard hides"
        case .dragBegin: "touch down"
        case .dragEnd: "touch up"
        case .send: "send"
        case .reply: "reply starts"
        case .replyEnd: "reply ends"
        case .scrollToBottomTap: "tap scroll-to-bottom"
        case .scrollToTopTap: "tap status bar"
        case .stop: "stop"
        case .resize: "resize"
        case .compose: "composer changes"
        case .scrollToMessage: "scroll to message"
        case .sendRefused: "send refused"
        case .switchConversation: "conversation replaced"
        case .startFresh: "start fresh"
        case .timeJump: "back after time away"
        case .controlTap: "tap a control"
        case .edit: "message edited"
        case .jumpToMessage: "jump to a message"
        case .lateMessage: "late message"
        case .token, .apply, .applyAnimated, .setOffset, .scrollAnimated, .scrollAlongside, .scrollToItem, .prefetch: nil
        }
    }
}
