import ChatModel
import RunResults

/// What a timeline entry does. Each entry has exactly one action.
///
/// Each action is declared once, in its ``TimelineActionDeclaration`` under
/// `Sources/Scenarios/Actions/`: YAML key, decoding, writing back, compiled form, mark and
/// doc line. Scenarios/README.md's action reference lists their doc lines (a test holds it
/// to the declarations).
public enum ScenarioAction: Hashable, Sendable {
    /// The user sends a message.
    case send(SendAction)
    /// The assistant streams a reply.
    case reply(StreamedReply)
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
    case resize(ResizeAction)
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
    /// A message already in the list gets new text, wherever it sits (an edit, a correction).
    case edit(EditAction)
    /// The user jumps to a message that may not be loaded; the history loads a page around it.
    case jumpTo(ScrollToAction)
    /// A message with an older timestamp arrives late and lands mid-list.
    case lateMessage(LateMessageAction)

    /// The action's YAML key.
    public var key: String { Swift.type(of: declaration).key }

    /// How timelines, traces and filmstrips mark and label the action.
    public var mark: ActionMark { declaration.mark }

    /// Every action key, in the order of ``declarations``.
    public static let keys = declarations.map { $0.key }

    /// Every action's declaration, in the order the action reference lists them (each YAML key
    /// once: `reply` covers ``reply(_:)`` and ``transcript(_:)``).
    static let declarations: [any TimelineActionDeclaration.Type] = [
        Send.self, Reply.self, Keyboard.self, Drag.self, Fling.self, ScrollToBottom.self, ScrollToTop.self,
        Resize.self, Stop.self, Expand.self, Collapse.self, Compose.self, ScrollTo.self, SwitchConversation.self,
        StartFresh.self, TimeJump.self, Tap.self, Edit.self, JumpTo.self, LateMessage.self,
    ]

    /// The action's declaration, holding its payload: the one switch over actions.
    var declaration: any TimelineActionDeclaration {
        switch self {
        case .send(let send): Send(send: send)
        case .reply(let reply): Reply.streamed(reply)
        case .transcript(let transcript): Reply.recorded(transcript)
        case .keyboard(let keyboard): Keyboard(word: keyboard)
        case .drag(let drag): Drag(drag: drag)
        case .fling(let fling): Fling(fling: fling)
        case .scrollToBottom: ScrollToBottom()
        case .scrollToTop: ScrollToTop()
        case .resize(let size): Resize(size: size)
        case .stopReply: Stop()
        case .expand(let target): Expand(word: target)
        case .collapse(let target): Collapse(word: target)
        case .compose(let compose): Compose(compose: compose)
        case .scrollTo(let scroll): ScrollTo(scroll: scroll)
        case .switchConversation(let target): SwitchConversation(target: target)
        case .startFresh: StartFresh()
        case .timeJump(let duration): TimeJump(duration: duration)
        case .tap(let control): Tap(control: control)
        case .edit(let edit): Edit(edit: edit)
        case .jumpTo(let jump): JumpTo(jump: jump)
        case .lateMessage(let late): LateMessage(late: late)
        }
    }
}
