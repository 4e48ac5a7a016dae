import ChatModel
import Simulator

/// A SwiftUI chat that scrolls each new user message to the top of the screen and lets the
/// reply stream in below it, fading its words in:
///
/// - **Blank size**: `.contentMargins(.bottom, blankSize, for: .scrollContent)` with
///   `blankSize = max(0, visibleHeight − (user message + reply heights))`, so the user
///   message can sit at the top while the reply is short; the margin shrinks as the reply
///   grows (recomputed from the rows' measured heights, a frame after they change, as a
///   `GeometryReader` preference reports them).
/// - **Scroll to top**: on send, `scrollTo(userMessage, anchor: .top)` inside
///   `withAnimation(.spring(duration: 0.3))` — the first message with
///   `.spring(duration: 0.3, bounce: 0.2)`. A debounced task (16 ms, cancelled by every
///   change) re-asserts the position once the content stops changing; `scrollDebounce:
///   throttle` runs it at most every 16 ms without cancelling (a stream faster than one
///   chunk per 16 ms starves a debounce).
/// - **Staggered word fade** (``StaggeredReveal``): 4 words at most fading at once, batches
///   of 2, 32 ms apart, 0.5 s ease-out; the reply stays hidden until the user message's
///   entrance finishes (`.spring(duration: 0.4, bounce: 0.15).delay(0.2)`). `reveal:
///   immediate` shows text as it arrives.
/// - **Markdown rendered whole on every chunk** (`onChange(of: content)` →
///   `AttributedString(markdown: content)`): O(length) per chunk. `markdown: incremental`
///   parses only the appended text.
/// - **Keyboard**: `.interpolatingSpring(stiffness: 500, damping: 45)`; opening it shrinks
///   the blank size by the keyboard's height and, at the end of the list, keeps the last
///   message above it.
///
/// The list's body reads the `@Observable` state's `messages`, so every token re-evaluates it.
/// Being top-anchored, it is judged by `topAnchorMisses`, not follow misses.
public final class V0ListController: ChatListController {
    public enum Reveal: String, CaseIterable, Sendable { case staggered, immediate }
    public enum Markdown: String, CaseIterable, Sendable { case whole, incremental }
    public enum ScrollDebounce: String, CaseIterable, Sendable { case debounce, throttle }

    public struct Options: Hashable, Sendable {
        public var reveal = Reveal.staggered
        public var markdown = Markdown.whole
        public var scrollDebounce = ScrollDebounce.debounce
        public init() {}
    }

    static let debounce = VirtualDuration.milliseconds(16)
    static let sendSpring = ListAnimation.spring(duration: 0.3, bounce: 0)
    static let firstMessageSpring = ListAnimation.spring(duration: 0.3, bounce: 0.2)
    static let entrance = ListAnimation.spring(duration: 0.4, bounce: 0.15)
    static let entranceDelay = 0.2
    static let keyboardSpring = ListAnimation.interpolatingSpring(stiffness: 500, damping: 45)

    public let options: Options
    private var list: LazyStackList!
    private var userMessage: MessageID?
    private var reply: MessageID?
    private var reveal: StaggeredReveal?
    private var scrollTask: TimerID?
    private var lastScroll: VirtualInstant?
    private var needsBlankUpdate = false
    private var sentBefore = false

    public init(options: Options = Options()) { self.options = options }

    public func viewDidLoad(_ context: ChatListContext) {
        let rendering: RowRendering = options.markdown == .whole ? .markdownWhole : .markdownIncremental
        list = context.lazyStack(LazyStackConfiguration(spacing: 12, verticalPadding: 0, horizontalPadding: 16, rendering: rendering))
        list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
        // .initialScrollToEnd(proxy:)
        if let last = context.messages.last {
            for _ in 0..<3 { list.scrollTo(.message(last.id), anchor: .bottom, animation: nil) }
        }
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        switch change {
        case .sent(let id):
            userMessage = id
            reply = nil
            list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [], animated: true)
            updateBlankSize(context)
            list.scrollTo(.message(id), anchor: .top, animation: sentBefore ? Self.sendSpring : Self.firstMessageSpring)
            sentBefore = true
        case .replyStarted(let id):
            reply = id
            if options.reveal == .staggered {
                let hidden = context.now + .seconds(Self.entranceDelay + Self.entrance.settleTime)
                reveal = StaggeredReveal(message: id, hiddenUntil: hidden)
                context.setShownLength(0, of: id)
            }
            list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
        case .tokens(let id), .replyFinished(let id, _):
            list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [.message(id)])
            if let reveal, reveal.message == id, let text = context.message(id)?.text { reveal.textChanged(text, context) }
            needsBlankUpdate = true
            scheduleScroll(context)
        case .olderPageLoaded:
            list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
        case .olderPageFailed:
            break
        }
    }

    public func displayLinkDidFire(_ context: ChatListContext) {
        // The rows' heights arrive by preference after the layout that measured them.
        if needsBlankUpdate {
            needsBlankUpdate = false
            updateBlankSize(context)
        }
    }

    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {
        if change.endHeight > change.beginHeight {
            list.bottomContentMargin = max(0, list.bottomContentMargin - change.endHeight)
            if list.distanceFromBottom <= 1, let last = context.messages.last {
                list.scrollTo(.message(last.id), anchor: .bottom, animation: Self.keyboardSpring)
            }
        } else {
            updateBlankSize(context)
        }
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        guard let last = context.messages.last else { return }
        list.releaseTopAnchor()
        list.scrollTo(.message(last.id), anchor: .bottom, animation: .default)
    }

    /// `max(0, visibleHeight − (user message + reply))` from the rows' current frames.
    private func updateBlankSize(_ context: ChatListContext) {
        guard let userMessage else { return }
        let userHeight = list.frame(of: .message(userMessage)).map { $0.maxY - $0.minY } ?? 0
        let replyHeight = reply.flatMap { list.frame(of: .message($0)) }.map { $0.maxY - $0.minY + list.configuration.spacing } ?? 0
        list.bottomContentMargin = max(0, list.visibleHeight - userHeight - replyHeight)
    }

    /// The 16 ms debounced (or throttled) scroll that keeps the user message at the top.
    private func scheduleScroll(_ context: ChatListContext) {
        switch options.scrollDebounce {
        case .debounce:
            if let scrollTask { context.cancelTimer(scrollTask) }
        case .throttle:
            if scrollTask != nil { return }
        }
        scrollTask = context.schedule(after: Self.debounce) { [weak self] in
            guard let self else { return }
            self.scrollTask = nil
            self.updateBlankSize(context)
            guard let user = self.userMessage, !self.list.isAnimatingScroll, !self.list.isUserScrolling else { return }
            self.list.scrollTo(.message(user), anchor: .top, animation: nil)
        }
    }
}
