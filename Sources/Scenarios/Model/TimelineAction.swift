import ChatModel

/// What a timeline entry does. Each entry has exactly one action.
///
/// | YAML | action |
/// |---|---|
/// | `send: "text"` or `send: { text: "…", images: 2 }` | ``send(_:)`` |
/// | `reply: { ttft: 350ms, tokens: 2000, rate: 120/s, … }` | ``reply(_:)`` |
/// | `reply: { transcript: captures/openai-stream.sse, … }` | ``transcript(_:)`` |
/// | `keyboard: show` / `keyboard: hide` | ``keyboard(_:)`` |
/// | `drag: { distance: 900pt, duration: 250ms }` | ``drag(_:)`` |
/// | `fling: { velocity: 4000pt/s }` | ``fling(_:)`` |
/// | `scrollToBottom: tap` | ``scrollToBottom`` |
/// | `scrollToTop: tap` (status-bar tap) | ``scrollToTop`` |
/// | `resize: { width: 852pt, height: 393pt }` | ``resize(_:)`` |
/// | `stop: reply` | ``stopReply`` |
/// | `expand: thinking` / `expand: citations` | ``expand(_:)`` |
/// | `collapse: thinking` / `collapse: citations` | ``collapse(_:)`` |
/// | `compose: "draft"` or `compose: { text: "…" \| lines: 3, images: 2 }` | ``compose(_:)`` |
/// | `scrollTo: { message: m-0120, position: center }` | ``scrollTo(_:)`` |
/// | `switchConversation: { to: alex-pro, history: 40 }` | ``switchConversation(_:)`` |
/// | `startFresh: tap` (clear chat) | ``startFresh`` |
/// | `timeJump: 25h` (the app away, then active again) | ``timeJump(_:)`` |
/// | `tap: loadEarlier` (an app control by name) | ``tap(_:)`` |
public enum TimelineAction: Hashable, Sendable {
    /// The user sends a message.
    case send(SendAction)
    /// The assistant streams a reply.
    case reply(ReplySpec)
    /// The assistant replays a recorded stream.
    case transcript(TranscriptReply)
    /// The keyboard animates in or out.
    case keyboard(KeyboardAction)
    /// The user drags the list.
    case drag(DragGesture)
    /// The user flings the list and lets it decelerate.
    case fling(FlingGesture)
    /// The user taps the scroll-to-bottom button.
    case scrollToBottom
    /// The user taps the status bar (scroll to top, i.e. to the oldest loaded message).
    case scrollToTop
    /// The viewport changes size (rotation, split view).
    case resize(ViewportResize)
    /// The user taps stop while a reply streams.
    case stopReply
    /// The user expands a disclosure on the newest message that has one.
    case expand(DisclosureTarget)
    /// The user collapses a disclosure on the newest message that has one.
    case collapse(DisclosureTarget)
    /// The user types into the composer and attaches photos (the composer grows).
    case compose(ComposeAction)
    /// The user picks a message (a search result) for the list to scroll to.
    case scrollTo(ScrollToAction)
    /// The user opens another conversation: the list's messages are replaced.
    case switchConversation(ConversationSwitch)
    /// The user starts the conversation afresh (Start Fresh, clear chat).
    case startFresh
    /// The app is away for this long, then active again (its clock moves on, frames do not).
    case timeJump(VirtualDuration)
    /// The user taps one of the app's controls, named as the app names it (`loadEarlier`,
    /// `scrollToBottom`, `jumpToLatest`…): the controller hears
    /// ``ChatListController/controlTapped(_:_:)`` (`scrollToBottom` is the scroll-to-bottom
    /// button, as `scrollToBottom: tap`).
    case tap(String)

    /// The action's YAML key.
    public var key: String {
        switch self {
        case .send: "send"
        case .reply, .transcript: "reply"
        case .keyboard: "keyboard"
        case .drag: "drag"
        case .fling: "fling"
        case .scrollToBottom: "scrollToBottom"
        case .scrollToTop: "scrollToTop"
        case .resize: "resize"
        case .stopReply: "stop"
        case .expand: "expand"
        case .collapse: "collapse"
        case .compose: "compose"
        case .scrollTo: "scrollTo"
        case .switchConversation: "switchConversation"
        case .startFresh: "startFresh"
        case .timeJump: "timeJump"
        case .tap: "tap"
        }
    }

    /// Every action key, in the order the table above lists them.
    public static let keys = [
        "send", "reply", "keyboard", "drag", "fling", "scrollToBottom", "scrollToTop",
        "resize", "stop", "expand", "collapse", "compose", "scrollTo", "switchConversation", "startFresh", "timeJump",
        "tap",
    ]
}

/// `keyboard: show | hide`.
public enum KeyboardAction: String, CaseIterable, Hashable, Sendable {
    case show
    case hide
}

/// What `expand:` / `collapse:` act on.
public enum DisclosureTarget: String, CaseIterable, Hashable, Sendable {
    /// The `<think>` block of the newest assistant message with one.
    case thinking
    /// The citations list of the newest assistant message with citations.
    case citations
}
