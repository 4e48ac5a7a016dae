import ChatModel
import Mocks
import Simulator

/// An on-device retrieval-augmented chat in SwiftUI:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { LazyVStack(spacing: 16) { ForEach(viewModel.messages) { MessageRow(message: $0).id($0.id) } } }
///         .onChange(of: viewModel.messages.count) { proxy.scrollTo("bottom", anchor: .bottom) }
/// }
/// ```
///
/// - **Auto-scroll, as written, does nothing**: it scrolls to the id `"bottom"`, which no
///   row has (rows are identified by their message ids), and `ScrollViewProxy.scrollTo`
///   ignores an id it cannot find. So the list never moves on its own: it stays where it
///   opened (a `ScrollView` opens at its top) while replies stream below the screen.
///   `scrollTarget: lastMessage` scrolls to the last message's id instead.
/// - **Only on count change**: `onChange(of: messages.count)` fires when a message is added,
///   not when a streaming reply grows, so even a working scroll falls behind a long reply.
///   `scrollOn: content` also scrolls on every token.
/// - **The whole list is re-evaluated on every token**: the view model is an
///   `ObservableObject` whose `@Published messages` array changes with each token
///   (`messages[i].content += token`), so the list's body runs and its `ForEach` diffs every
///   message, however long the conversation. `observe: row` models rows that observe their
///   own message (`@Observable`), so a token re-runs only the streaming row.
/// - Every question is embedded on the device (about 41 texts/s for a 64-token chunk, the
///   "30–50 texts/sec" an iPhone 15 manages) and looked up in the vector store before the
///   model is asked; citations are attached when the stream ends and expand in place.
/// - **Composer**: a multi-line field growing with the draft up to 5 lines, disabled while a
///   reply is generated (typing and sending do nothing then: `sendsRefused`). Its growth
///   takes height from the list (the bar is the scroll view's bottom safe-area inset), and
///   nothing scrolls when it grows, so a taller draft covers the newest message.
///   `composerGrowth: scrollsToLast` scrolls the last message back above it.
/// - **Clear chat** (`startFresh`) empties the messages.
public final class PersonalLLMListController: ChatListController, RetrievesBeforeGenerating, RefusesSendWhileReplying {
    public enum ComposerGrowth: String, CaseIterable, Sendable { case covers, scrollsToLast }
    public enum ScrollTarget: String, CaseIterable, Sendable { case missingId, lastMessage }
    public enum ScrollOn: String, CaseIterable, Sendable { case count, content }
    public enum Observe: String, CaseIterable, Sendable { case list, row }

    public struct Options: Hashable, Sendable {
        public var scrollTarget = ScrollTarget.missingId
        public var scrollOn = ScrollOn.count
        public var observe = Observe.list
        public var composerGrowth = ComposerGrowth.covers
        public init() {}
    }

    /// `LazyVStack(spacing: 16)`; the stack's padding is SwiftUI's default `.padding()`
    /// (16 pt) — an estimate, the list's code does not show it.
    public static let stack = LazyStackConfiguration(spacing: 16, verticalPadding: 16, horizontalPadding: 16)

    public let options: Options
    public let embedder = EmbedderProfile.onDevice
    /// An exact top-k cosine search over a small document library in SQLite: 2 ms (estimate).
    public let vectorSearch = VirtualDuration.milliseconds(2)
    public let disablesComposerWhileReplying = true
    public let sendRefusal = "the composer is disabled while a reply is generated, so the message cannot be sent"
    /// "Auto-expanding up to 5 lines".
    let composer = GrowingComposer(lineLimit: 5)
    private var list: LazyStackList!
    private var count = 0

    public init(options: Options = Options()) { self.options = options }

    public func viewDidLoad(_ context: ChatListContext) {
        list = context.lazyStack(Self.stack)
        count = context.messages.count
        list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        switch change {
        case .sent, .replyStarted, .olderPageLoaded:
            list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
        case .tokens(let id), .replyFinished(let id, _):
            if options.observe == .row {
                list.updateRows([.message(id)])
            } else {
                list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [.message(id)])
            }
            if options.scrollOn == .content { scrollToBottom(context) }
        case .olderPageFailed:
            break
        }
        // .onChange(of: viewModel.messages.count)
        if context.messages.count != count {
            count = context.messages.count
            scrollToBottom(context)
        }
    }

    public func conversationDidChange(_ context: ChatListContext) {
        // clearChat(): `messages.removeAll()`; the count changed.
        list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
        if context.messages.count != count {
            count = context.messages.count
            scrollToBottom(context)
        }
    }

    public func composerTextDidChange(_ context: ChatListContext) {
        let height = composer.height(context)
        guard height != context.composerHeight else { return }
        context.setComposerHeight(height)
        if options.composerGrowth == .scrollsToLast, let last = context.messages.last {
            list.scrollTo(.message(last.id), anchor: .bottom, animation: nil)
        }
    }

    private func scrollToBottom(_ context: ChatListContext) {
        switch options.scrollTarget {
        case .missingId:
            // proxy.scrollTo("bottom", anchor: .bottom): no row has this id.
            list.scrollTo(.dateSeparator(day: -1), anchor: .bottom, animation: nil)
        case .lastMessage:
            guard let last = context.messages.last else { return }
            list.scrollTo(.message(last.id), anchor: .bottom, animation: nil)
        }
    }
}
