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
public final class PersonalLLMListController: ChatListController, RetrievesBeforeGenerating {
    public enum ScrollTarget: String, CaseIterable, Sendable { case missingId, lastMessage }
    public enum ScrollOn: String, CaseIterable, Sendable { case count, content }
    public enum Observe: String, CaseIterable, Sendable { case list, row }

    public struct Options: Hashable, Sendable {
        public var scrollTarget = ScrollTarget.missingId
        public var scrollOn = ScrollOn.count
        public var observe = Observe.list
        public init() {}
    }

    /// `LazyVStack(spacing: 16)`; the stack's padding is SwiftUI's default `.padding()`
    /// (16 pt) — an estimate, the list's code does not show it.
    public static let stack = LazyStackConfiguration(spacing: 16, verticalPadding: 16, horizontalPadding: 16)

    public let options: Options
    public let embedder = EmbedderProfile.onDevice
    /// An exact top-k cosine search over a small document library in SQLite: 2 ms (estimate).
    public let vectorSearch = VirtualDuration.milliseconds(2)
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
