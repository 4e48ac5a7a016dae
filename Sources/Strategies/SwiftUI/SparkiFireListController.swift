import ChatModel
import ListLayout
import Simulator

/// A SwiftUI companion chat whose replies arrive whole, not streamed:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         LazyVStack(spacing: 8) {
///             ForEach(viewModel.messages) { MessageBubble(message: $0).id($0.id) }
///             if viewModel.isLoading { TypingIndicator() }
///         }.padding()
///     }
///     .onChange(of: viewModel.messages.count) {
///         if let last = viewModel.messages.last { withAnimation { proxy.scrollTo(last.id, anchor: .bottom) } }
///     }
/// }
/// ```
///
/// - **Whole replies**: the view model appends the assistant's message only when the whole
///   answer came back (`reply: { whole: true }`); meanwhile `isLoading` shows a typing row
///   after the messages. The typing row is not a message, so its appearance changes no
///   count and nothing scrolls to it: it can sit below the screen.
/// - **Scroll on count change** to the last message, anchor bottom, with the default
///   animation (the smooth spring). A list opening on a stored history does not scroll
///   (`onChange` does not fire for the initial value): it opens at its top.
/// - A failed request appends an error message ("Sorry, I encountered an error") — here the
///   failed reply's row.
/// - **Persistence**: after every reply the whole history is encoded to JSON and saved
///   (`JSONEncoder().encode(messages)` into `UserDefaults`), and every send decodes the
///   whole saved history to take its last 10 messages as context — main-thread work
///   charged per byte (`jsonEncodePerByte`, `jsonDecodePerByte`), so it grows with the
///   conversation. `persist: lastMessages` saves only the newest message and keeps the
///   context in memory (constant per send).
/// - **No send while loading**: `sendMessage` returns early while `isLoading` (`guard
///   !isLoading else { return }`), but the view clears its text field right after calling it,
///   so a message sent while a reply is pending is lost (`sendsRefused`).
/// - **Bubbles** at most 280 pt wide (`.frame(maxWidth: 280)`), a photo at most 200 pt high
///   (`.frame(maxHeight: 200)`, aspect fit in the 280 pt bubble).
/// - **Photos load behind a spinner**: `AsyncImage(url:) { … } placeholder: { ProgressView() }`
///   shows a 20 pt spinner (estimate) when the row is first built; the photo arrives
///   ``imageLoadLatency`` later and the row grows by the difference (180 pt for one photo),
///   moving everything below it — and, when the row has scrolled above the screen by then,
///   the messages on screen. (The design's iOS send path leaves `imageUri` nil, "Convert
///   selectedImage to URI/data if needed"; the bubble is modelled as it would show one.)
/// - **Personalities**: each has its own conversation; switching (`switchConversation`)
///   saves the current one and loads the other whole (`JSONDecoder` of its saved history),
///   which replaces `messages`. `onChange(of: messages.count)` scrolls to the new last
///   message only when the count differs from the old conversation's.
/// - **A reply pending across a switch**: `sendMessage`'s `Task` appends the answer to
///   `messages` when it returns, whichever personality's messages those are by then (its
///   `personalityId` is the current personality's too), and `saveMessages()` saves it under
///   that personality; `isLoading` stays true meanwhile, so the typing row and the refused
///   sends carry over to the new conversation. Start Fresh and the daily reset, which also
///   replace `messages`, keep it the same way.
/// - **Start Fresh** replaces the messages with the personality's greeting and saves it; the
///   24 h auto-reset (`shouldAutoReset`: 24 hours since the conversation was last saved) does
///   the same. The app's code defines the check but does not show where it runs; here it
///   runs when the app becomes active again (estimate).
public final class SparkiFireListController: ChatListController, RefusesSendWhileReplying, GreetsOnFreshStart, ResetsAfterInactivity,
    KeepsReplyAcrossConversationChange {
    public enum Persist: String, CaseIterable, Sendable { case wholeHistory, lastMessages }

    public struct Options: Hashable, Sendable {
        public var persist = Persist.wholeHistory
        public init() {}
    }

    /// `LazyVStack(spacing: 8) { … }.padding()` (16 pt), bubbles `.padding(12)` at most
    /// 280 pt wide.
    public static let stack: LazyStackConfiguration = {
        var metrics = CellMetrics()
        metrics.maxBubbleWidth = 280
        metrics.singleImageSize = (width: 280, height: 200)
        return LazyStackConfiguration(spacing: 8, verticalPadding: 16, horizontalPadding: 16, cellMetrics: metrics,
                                      imageLoading: AsyncImageLoading(latency: imageLoadLatency))
    }()
    /// From a photo row's first appearance to its image drawn: `AsyncImage` fetching the
    /// message's `imageUri` through URLSession and decoding it — 200 ms, one figure for every
    /// image (estimate; the design gives no figure).
    public static let imageLoadLatency = VirtualDuration.milliseconds(200)
    /// The personalities' greetings, as the app defines them (the rest start like the first).
    static let greetings = [
        "sparkifire": "Hello! I'm SparkiFire AI...",
        "alex-pro": "Good day. I'm Alex Pro...",
    ]

    public let disablesComposerWhileReplying = false
    public let sendRefusal = "the send returns early while a reply is loading, but the text field was already cleared: the typed message is lost"
    /// `shouldAutoReset`: `hoursSinceLastSave >= 24`.
    public let inactivityLimit = VirtualDuration.seconds(24 * 3_600)

    public func freshStartGreeting(conversation: String?) -> String {
        Self.greetings[conversation ?? "sparkifire"] ?? Self.greetings["sparkifire"]!
    }
    /// JSON bytes a message takes besides its text: a UUID, two dates, role, type and
    /// personality keys, as `JSONEncoder` writes them — about 180 bytes (estimate).
    static let jsonOverheadPerMessage = 180

    public let options: Options
    private var list: LazyStackList!
    private var pendingReply: MessageID?
    private var count = 0

    public init(options: Options = Options()) { self.options = options }

    public func viewDidLoad(_ context: ChatListContext) {
        list = context.lazyStack(Self.stack)
        count = context.messages.count
        refresh(context, changed: [])
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        var changed: [ChatItemID] = []
        switch change {
        case .sent:
            // getConversationContext: the saved history decoded whole, its last 10 kept.
            chargePersistence(context, perByte: context.costs.jsonDecodePerByte, excludingNewest: true)
        case .replyStarted(let id):
            pendingReply = id
        case .tokens(let id):
            // The whole answer arrived: the message is appended.
            if pendingReply == id { pendingReply = nil } else { changed = [.message(id)] }
        case .replyFinished(let id, let state):
            pendingReply = nil
            changed = [.message(id)]
            // saveMessages() runs after a reply, not after an error.
            if state == .complete { chargePersistence(context, perByte: context.costs.jsonEncodePerByte, excludingNewest: false) }
        case .olderPageLoaded, .olderPageFailed:
            break
        }
        refresh(context, changed: changed)
        let visibleCount = context.messages.count - (pendingReply == nil ? 0 : 1)
        if visibleCount != count {
            count = visibleCount
            if let last = context.messages.last(where: { $0.id != pendingReply }) {
                list.scrollTo(.message(last.id), anchor: .bottom, animation: .default)
            }
        }
    }

    public func conversationDidChange(_ context: ChatListContext) {
        // The request task outlives the switch: `isLoading` stays true and the answer is
        // appended to the conversation open when it returns.
        pendingReply = context.pendingReplyMessage
        // loadMessagesForCurrentPersonality(): the conversation's saved history decoded whole.
        chargePersistence(context, perByte: context.costs.jsonDecodePerByte, excludingNewest: pendingReply != nil)
        refresh(context, changed: [])
        // .onChange(of: messages.count): only a different count scrolls.
        let visibleCount = context.messages.count - (pendingReply == nil ? 0 : 1)
        if visibleCount != count {
            count = visibleCount
            if let last = context.messages.last(where: { $0.id != pendingReply }) {
                list.scrollTo(.message(last.id), anchor: .bottom, animation: .default)
            }
        }
    }

    private func refresh(_ context: ChatListContext, changed: [ChatItemID]) {
        let pendingEmpty = pendingReply.flatMap { context.message($0) }.map { $0.text.isEmpty && $0.state == .streaming } ?? false
        let hidden = pendingEmpty ? pendingReply : nil
        if !pendingEmpty { pendingReply = nil }
        list.update(rows: MessageRows.make(context, hiding: hidden, typing: hidden != nil),
                    rowCount: context.conversationLength - (hidden == nil ? 0 : 1), changed: changed)
    }

    /// Encoding or decoding the saved history: its JSON bytes × the device's rate. The bytes
    /// of messages not loaded here are taken at the loaded ones' average. O(loaded).
    private func chargePersistence(_ context: ChatListContext, perByte: Double, excludingNewest: Bool) {
        let loaded = context.messages.filter { !$0.text.isEmpty }
        guard !loaded.isEmpty else { return }
        let textBytes = loaded.reduce(0) { $0 + $1.text.utf8.count + Self.jsonOverheadPerMessage }
        let messages: Int
        let bytes: Double
        switch options.persist {
        case .wholeHistory:
            messages = context.conversationLength - (excludingNewest ? 1 : 0)
            bytes = Double(textBytes) / Double(loaded.count) * Double(max(0, messages))
        case .lastMessages:
            // Only the newest exchange is written; the context is kept in memory.
            bytes = excludingNewest ? 0 : Double(loaded.suffix(2).reduce(0) { $0 + $1.text.utf8.count + Self.jsonOverheadPerMessage })
        }
        context.chargeMainThread(microseconds: bytes * perByte)
    }
}
