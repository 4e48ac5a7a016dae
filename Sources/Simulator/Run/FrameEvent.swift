/// Something that happened in a frame, as the trace lists it (``FrameRecord/events``).
///
/// The raw values are the trace's stable spellings.
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
}
