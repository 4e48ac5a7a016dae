import ChatModel
import Simulator

/// A SwiftUI chat list (`ScrollViewReader` around a `ScrollView` + `LazyVStack`) written the
/// way public bug reports of LLM clients describe their code; `autoScroll` restores each
/// report's bug and defaults to the fix.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { LazyVStack { ForEach(messages) { MessageRow(message: $0).id($0.id) } } }
///         .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// | `autoScroll` | list code |
/// |---|---|
/// | `none` | no `ScrollViewReader` at all: the list opens at its top (a `ScrollView` opens at its top) and nothing brings a new message or its reply into view (MacPaw/OpenAI #250: "ChatView not scrolling to the bottom when entering new messages or initial loading of view") |
/// | `onCountChange` | opens at the bottom, then `.onChange(of: messages.count)` only: a reply is scrolled to when it starts, not as it grows, so a long streaming reply runs below the screen (LlamaChat #18, "following a streaming reply") |
/// | `followsContent` (default, the fix) | opens at the bottom (`.defaultScrollAnchor(.bottom)`), scrolls to the last message on a new message, and on every chunk of a streaming reply while the reader is within 80 pt of the bottom and not touching |
///
/// `opening` chooses how a list that scrolls opens at its newest message:
/// `defaultScrollAnchor` (the default, iOS 17's `.defaultScrollAnchor(.bottom)`) or
/// `scrollToLastOnAppear` — the common fix before it, `.onAppear { proxy.scrollTo(messages.last?.id,
/// anchor: .bottom) }`, which runs while the rows between are at their estimated height and
/// lands short of the newest message (`scrollToMisses`).
///
/// `streamingText` chooses how a row draws its message: `plain` (the default, `Text(message.content)`),
/// `wholeMarkdown` — the whole content parsed as markdown into one view on every update, so each
/// chunk parses and lays out the whole reply again (GetStream/stream-chat-swift-ai #2, "Slows
/// down as message gets longer") — or `markdownBlocks`, that report's fix: one `Text` per markdown
/// block, parsed incrementally, only the last block changing as the reply grows.
///
/// `rowUpdates: everyRow` (ChatGPTSwiftUI #11, scarf #46) and `composer: inListView`
/// (Meshtastic-Apple #484) are in `ReportedStackListController+Rows.swift`.
public final class ReportedStackListController: ChatListController {
    public enum AutoScroll: String, Hashable, Sendable, CaseIterable { case followsContent, onCountChange, none }
    public enum Opening: String, Hashable, Sendable, CaseIterable { case defaultScrollAnchor, scrollToLastOnAppear }
    public enum StreamingText: String, Hashable, Sendable, CaseIterable {
        case plain, wholeMarkdown, markdownBlocks

        /// The stack's geometry with rows drawing text this way.
        func configuration(_ stack: LazyStackConfiguration) -> LazyStackConfiguration {
            var configuration = stack
            switch self {
            case .plain: break
            case .wholeMarkdown:
                configuration.rendering = .markdownWhole
                configuration.textHolding = .oneTextViewPerMessage
            case .markdownBlocks:
                configuration.rendering = .markdownIncremental
                configuration.textHolding = .oneTextViewPerBlock
            }
            return configuration
        }
    }

    public struct Options: Hashable, Sendable {
        public var autoScroll: AutoScroll = .followsContent
        public var opening: Opening = .defaultScrollAnchor
        public var streamingText: StreamingText = .plain
        public var rowUpdates: RowUpdates = .changedRow
        public var composer: ComposerState = .isolated
        public init() {}
    }

    /// `LazyVStack(spacing: 12)` inside `.padding()` (16 pt, SwiftUI's default padding —
    /// an estimate; the reports' code does not show the spacing).
    public static let stack = LazyStackConfiguration(spacing: 12, verticalPadding: 16, horizontalPadding: 16)
    /// Distance from the bottom within which a growing reply is followed, pt.
    static let followThreshold = 80.0

    public let options: Options
    private(set) var list: LazyStackList!
    private var count = 0

    public init(options: Options = Options()) { self.options = options }

    public func viewDidLoad(_ context: ChatListContext) {
        list = context.lazyStack(options.streamingText.configuration(Self.stack))
        // .defaultScrollAnchor(.bottom): the fixed list opens at its newest message (a
        // `scrollTo` in `onAppear` runs before the rows are measured and lands short).
        list.defaultScrollAnchorBottom = options.autoScroll != .none && options.opening == .defaultScrollAnchor
        count = context.messages.count
        list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
        if options.autoScroll != .none, options.opening == .scrollToLastOnAppear { scrollToLast(context) }
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        let near = list.distanceFromBottom <= Self.followThreshold && !list.isUserScrolling
        switch change {
        case .sent, .replyStarted, .olderPageLoaded, .olderPageFailed:
            list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: [])
        case .tokens(let id), .replyFinished(let id, _):
            list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: rowsChanged(by: id))
            if options.autoScroll == .followsContent, near { scrollToLast(context) }
        }
        // .onChange(of: messages.count)
        guard context.messages.count != count else { return }
        count = context.messages.count
        switch options.autoScroll {
        case .followsContent, .onCountChange: scrollToLast(context)
        case .none: break
        }
    }

    private func scrollToLast(_ context: ChatListContext) {
        guard let last = context.messages.last else { return }
        list.scrollTo(.message(last.id), anchor: .bottom, animation: nil)
    }
}
