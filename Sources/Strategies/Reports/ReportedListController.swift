import ChatModel
import Foundation
import ListDiff
import Simulator
import Viewport

/// A natural-order chat list written the way public bug reports describe their code: each
/// report's bug is an option, and each option's default is the report's fix.
///
/// | option | bug (as reported) | default: the fix |
/// |---|---|---|
/// | `afterPage` | `scrollsToBottomWhenNewestIsMine` — after an older page lands, the list scrolls to the bottom when the newest message is the user's own (stream-chat-swift PR #2945) | `keepsPosition` — the page is prepended under the reader, anchored |
/// | `onKeystroke` | `scrollsToLastItem` — every change of the input bar scrolls to the last item, wherever the reader is (MessageKit #1831) | `staysPut` — the input bar grows, the list keeps its place |
/// | `opening` | `atOldestThenJumps` — the list opens at its oldest messages and scrolls to the newest 0.36 s later, after layout settles (MessageKit #1539, JSQMessagesViewController #1924) | `atNewest` — laid out and scrolled to the newest message before the first frame |
/// | `toBottom` | `lastItem` — a send scrolls the last item to the bottom edge, leaving the section inset below the screen (MessageKit #1830) | `contentEnd` |
/// | `onIncoming` | `reloadsData` (stream-chat-swift PR #1605), `scrollsToBottom` (stream-chat-swift #2094) | `insertsInPlace` |
/// | `loadMore` | `eachOfOldestFive` — a request from each of the five oldest rows' `willDisplay` (stream-chat-swift PR #1380); `fifthOldest` is that report's fix | `nearTop` |
/// | `whileStreaming` | `followsAlways` — every chunk scrolls to the bottom, under a finger too | `followsNearBottom` |
/// | `keyboard` | `followsWhenContentOverflows` — the list keeps its newest message above a rising keyboard only when its content is taller than the screen, so a short conversation's last messages go under the keyboard (MessageKit #1486); `followsAlways` is the fix | `unhandled` (the list's frame is left to the keyboard, as before this option) |
/// | `attachments` | `sizedWhenLoaded` — attachment views sized only when their images arrive (stream-chat-swift #1325) | `sizedUpFront` |
/// | `onUpdate` | `reloadsItem` — a streamed chunk reloads its message's item in an animated apply, so the cell on screen is replaced and cross-faded (ChatLayout #84) | `reconfigures` |
///
/// The second batch's options live in `ReportedListController+Options.swift`; `updates`
/// (`skipsWhileScrolling`, exyte/Chat #169; `coalesced`, its fix), `onFinish` (`reloadsData`,
/// osaurus #1424) and `keyboard: shiftsByKeyboardHeight` (stream-chat-swift #913, ChatLayout
/// #11) in `ReportedListController+Updates.swift` and `+Options.swift`.
public final class ReportedListController: ChatListController {
    /// After an older page lands: `keepsPosition` (the fix), `scrollsToBottomWhenNewestIsMine`
    /// (stream-chat-swift PR #2945), `scrollsToBottom` — always, "upon loading a batch of older
    /// messages the MessageVC always scrolls down the message list all the way to bottom"
    /// (tinode/ios #158) — or `reloadsData`: the page applied with `reloadData()` and the content
    /// offset left as it was, so the reader is thrown to the new page's top rows ("On receiving
    /// more messages from the server I'm calling reloadData", JSQMessagesViewController #307).
    public enum AfterPage: String, Hashable, Sendable, CaseIterable {
        case keepsPosition, scrollsToBottomWhenNewestIsMine, scrollsToBottom, reloadsData
    }
    public enum OnKeystroke: String, Hashable, Sendable, CaseIterable { case staysPut, scrollsToLastItem }
    public enum Opening: String, Hashable, Sendable, CaseIterable { case atNewest, atOldestThenJumps }

    public struct Options: Hashable, Sendable {
        public var afterPage: AfterPage = .keepsPosition
        public var onKeystroke: OnKeystroke = .staysPut
        public var opening: Opening = .atNewest
        public var toBottom: ToBottom = .contentEnd
        public var onIncoming: OnIncoming = .insertsInPlace
        public var loadMore: LoadMore = .nearTop
        public var whileStreaming: WhileStreaming = .followsNearBottom
        public var attachments: Attachments = .sizedUpFront
        public var keyboard: Keyboard = .unhandled
        public var onUpdate: OnUpdate = .reconfigures
        public var updates: Updates = .perChunk
        public var onFinish: OnFinish = .updatesMessage
        public init() {}
    }

    /// How late the reported list scrolls to its newest message after opening (the 0.36 s of
    /// the reports' recordings).
    static let openingDelay = VirtualDuration.milliseconds(360)
    /// Distance from the bottom within which new content is followed, pt.
    static let followThreshold = 80.0

    public let options: Options
    let updateState = StreamUpdateState()

    public init(options: Options = Options()) { self.options = options }

    public func viewDidLoad(_ context: ChatListContext) {
        configureAttachments(context)
        context.dataSource.apply(snapshot(context), animatingDifferences: false)
        switch options.opening {
        case .atNewest: settleAtBottom(context)
        case .atOldestThenJumps: context.schedule(after: Self.openingDelay) { self.settleAtBottom(context) }
        }
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        let view = context.collectionView
        let following = view.maxContentOffsetY - view.contentOffset.y <= Self.followThreshold
        switch change {
        case .sent:
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            scrollToNewest(context)
        case .replyStarted:
            insertIncoming(snapshot(context), following: following, context)
        case .tokens(let id):
            streamDidChange(id, finished: false, following: following, context)
        case .replyFinished(let id, _):
            streamDidChange(id, finished: true, following: following, context)
        case .olderPageLoaded:
            olderPageLoaded(context)
        case .olderPageFailed:
            break
        }
    }

    public func scrollViewDidScroll(_ context: ChatListContext) {
        let view = context.collectionView
        guard options.loadMore == .nearTop, context.hasMoreHistory, !context.isLoadingMore,
              view.contentOffset.y - view.minContentOffsetY < view.bounds.height else { return }
        context.requestLoadMore(trigger: .scroll)
    }

    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {
        followKeyboard(change, context)
    }

    public func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        willDisplayRow(at: indexPath, context)
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: true)
    }

    public func composerTextDidChange(_ context: ChatListContext) {
        let height = ComposerGeometry(baseHeight: context.singleLineComposerHeight)
            .height(lines: ComposerGeometry.lineCount(of: context.composerText), images: context.composerImageCount)
        if height != context.composerHeight { context.setComposerHeight(height) }
        if options.onKeystroke == .scrollsToLastItem { scrollToLastItem(context, animated: false) }
    }

    // MARK: - Building blocks

    /// An older page landed: apply it as `afterPage` says.
    private func olderPageLoaded(_ context: ChatListContext) {
        switch options.afterPage {
        case .keepsPosition:
            context.applyKeepingFirstVisibleItem(snapshot(context))
        case .scrollsToBottomWhenNewestIsMine:
            context.applyKeepingFirstVisibleItem(snapshot(context))
            if context.messages.last?.role == .user { scrollToLastItem(context, animated: true) }
        case .scrollsToBottom:
            context.applyKeepingFirstVisibleItem(snapshot(context))
            scrollToLastItem(context, animated: true)
        case .reloadsData:
            context.dataSource.applySnapshotUsingReloadData(snapshot(context))
        }
    }

    func snapshot(_ context: ChatListContext) -> ChatSnapshot {
        ChatSnapshot.messageList(context.messages, newestFirst: false, reusing: context.dataSource.snapshot())
    }

    /// Scrolls to the bottom, again while self-sizing moves it (three passes settle a page).
    private func settleAtBottom(_ context: ChatListContext) {
        let view = context.collectionView
        for _ in 0..<3 {
            view.layoutIfNeeded()
            guard view.maxContentOffsetY - view.contentOffset.y > 0.5 else { return }
            view.setContentOffset(Point(y: view.maxContentOffsetY), animated: false)
        }
    }

    func scrollToLastItem(_ context: ChatListContext, animated: Bool) {
        let count = context.collectionView.numberOfItems(inSection: 0)
        guard count > 0 else { return }
        context.collectionView.scrollToItem(at: IndexPath(item: count - 1, section: 0), at: .bottom, animated: animated)
    }
}
