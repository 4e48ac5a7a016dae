import ChatModel
import Foundation
import ListDiff
import Simulator
import Viewport

/// An inverted (flipped) message list with its known bugs fixed — and options that put
/// each bug back.
///
/// The design: the collection view is transformed by a y-scale of −1, the
/// snapshot is reversed so item 0 is the newest message at the visual bottom, and each cell's
/// content is flipped back. Its coordinator rebuilds the snapshot on every SwiftUI update
/// (`updateUIView`): a message change, a keyboard change, the at-bottom flag toggling.
///
/// | option | fixed (default) | buggy, as first shipped |
/// |---|---|---|
/// | `unflip` | `contentView` — reaches hosted SwiftUI content | `cell` — `cell.transform` does not reach `UIHostingConfiguration` content, which stays upside down |
/// | `apply` | `onChange` — only when identifiers or content changed | `always` — every update applies and reconfigures every visible cell |
/// | `animate` | `singleAppend` — animate one new message only | `always` — animate every apply but initial load and pagination |
/// | `loadMore` | `guarded` — scroll is the primary trigger; prefetch only for the last 3 items; in-flight and cursor guards | `scrollAndPrefetch` — both paths call load-more, each once per list it sees, behind a view-model `isLoadingMore` that reaches the coordinator only with the page: a pull on which both fire asks twice |
public final class FlippedListController: ChatListController {
    public enum Unflip: String, Hashable, Sendable, CaseIterable { case cell, contentView }
    public enum ApplyPolicy: String, Hashable, Sendable, CaseIterable { case always, onChange }
    public enum AnimatePolicy: String, Hashable, Sendable, CaseIterable { case always, singleAppend }
    public enum LoadMorePolicy: String, Hashable, Sendable, CaseIterable { case scrollAndPrefetch, guarded }

    public struct Options: Hashable, Sendable {
        public var unflip: Unflip = .contentView
        public var apply: ApplyPolicy = .onChange
        public var animate: AnimatePolicy = .singleAppend
        public var loadMore: LoadMorePolicy = .guarded
        /// "At bottom" when the offset is within this distance of the newest edge, pt.
        public var atBottomThreshold: Double = 50
        /// Load more when the offset is within this distance of the oldest edge, pt.
        public var loadMoreDistance: Double = 200

        public init() {}
    }

    public let options: Options
    private var appliedItems: [ChatItemID] = []
    private var isAtBottom = true
    /// As shipped, the view's `hasMoreMessages && !isLoadingMore` guard, as the coordinator
    /// sees it: the load-more closure is handed over by `updateUIView`, which runs again when
    /// the representable's inputs (the messages) change — so the `isLoadingMore` a request
    /// sets reaches the coordinator only with the page it asked for. Within one load cycle
    /// the guard always reads "not loading".
    private var coordinatorSeesLoading = false
    private var requestedCursors: Set<MessageID> = []
    /// A scroll to a message (the search) under way.
    private var messageScroll: MessageScroll?

    public init(options: Options = Options()) {
        self.options = options
    }

    public func viewDidLoad(_ context: ChatListContext) {
        // One section, estimated 60 pt, insets 8 (top, bottom) / 16 (sides), no spacing.
        context.collectionView.layoutConfiguration = .compact
        context.collectionView.transform = .flippedVertically
        let snapshot = makeReversedSnapshot(context)
        appliedItems = snapshot.itemIdentifiers
        context.dataSource.apply(snapshot, animatingDifferences: false)
        context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY), animated: false)
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        switch change {
        case .tokens(let id), .replyFinished(let id, _):
            updateUIView(context, changedContent: [id], isPagination: false)
        case .olderPageLoaded:
            coordinatorSeesLoading = context.isLoadingMore  // the page and the flag arrive together
            updateUIView(context, changedContent: [], isPagination: true)
        case .sent:
            updateUIView(context, changedContent: [], isPagination: false)
            // The view sets `scrollToBottom` on send: scroll to index 0, the visual bottom.
            if !isAtBottom {
                context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY), animated: true)
            }
        case .olderPageFailed:
            coordinatorSeesLoading = context.isLoadingMore
            updateUIView(context, changedContent: [], isPagination: false)
        case .replyStarted:
            updateUIView(context, changedContent: [], isPagination: false)
        }
    }

    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {
        // Flipped: the visual bottom is the collection view's top edge, where its safe area
        // now holds the keyboard; keep the newest message on it, in step with the keyboard.
        let view = context.collectionView
        if isAtBottom {
            let target = view.restingContentOffsetRange(keyboardHeight: change.endHeight).lowerBound
            view.animateContentOffset(to: target, duration: change.duration)
        }
        updateUIView(context, changedContent: [], isPagination: false)
    }

    public func scrollViewDidScroll(_ context: ChatListContext) {
        let view = context.collectionView
        if let scroll = messageScroll, !view.isAnimatingScroll {
            messageScroll = nil
            scroll.settle(context)
        }
        let nowAtBottom = view.contentOffset.y - view.minContentOffsetY < options.atBottomThreshold
        if nowAtBottom != isAtBottom {
            isAtBottom = nowAtBottom
            // The at-bottom flag is SwiftUI state: changing it re-runs updateUIView.
            updateUIView(context, changedContent: [], isPagination: false)
        }
        if view.contentOffset.y > view.maxContentOffsetY - options.loadMoreDistance {
            loadMore(trigger: .scroll, context)
        }
    }

    public func prefetchItems(at indexPaths: [IndexPath], _ context: ChatListContext) {
        guard let maxIndex = indexPaths.map(\.item).max() else { return }
        let count = context.dataSource.snapshot().numberOfItems
        switch options.loadMore {
        case .scrollAndPrefetch:
            if maxIndex >= count - 10 { loadMore(trigger: .prefetch, context) }
        case .guarded:
            if maxIndex >= count - 3 { loadMore(trigger: .prefetch, context) }
        }
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY), animated: true)
    }

    /// The view's `scrollToMessageId`: scroll to the message, centred as the design asks
    /// (the flipped list's top and bottom are each other's on screen, so any position is
    /// asked for centred).
    public func scrollToMessageRequested(_ id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        messageScroll = MessageScroll(item: .message(id), position: .centeredVertically)
        messageScroll?.begin(context)
    }

    /// The list's frame ends at the composer: a flipped list measures its offset from the
    /// visual bottom, so when the composer grows the newest message stays on it.
    public func viewportDidChange(_ context: ChatListContext) {
        guard isAtBottom else { return }
        context.collectionView.layoutIfNeeded()
        context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY), animated: false)
    }

    public func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        cell.hostsContent = true  // UIHostingConfiguration { MessageBubble(…) }
        switch options.unflip {
        case .cell: cell.cellTransform = .flippedVertically
        case .contentView: cell.contentViewTransform = .flippedVertically
        }
    }

    // MARK: - updateUIView

    private func updateUIView(_ context: ChatListContext, changedContent: [MessageID], isPagination: Bool) {
        var snapshot = makeReversedSnapshot(context)
        let items = snapshot.itemIdentifiers
        let identifiersChanged = items != appliedItems
        let reconfigure = changedContent.map { ChatItemID.message($0) }.filter { snapshot.indexOfItem($0) != nil }

        switch options.apply {
        case .onChange:
            guard identifiersChanged || !reconfigure.isEmpty else { return }
            if !identifiersChanged { snapshot = context.dataSource.snapshot() }
        case .always:
            // The cell content closure is replaced on every update, so every visible cell
            // is configured again.
            let visible = context.collectionView.indexPathsForVisibleItems
                .compactMap { context.dataSource.itemIdentifier(for: $0) }
                .filter { snapshot.indexOfItem($0) != nil && !reconfigure.contains($0) }
            // Cannot throw: `visible` holds only items of the snapshot.
            if !visible.isEmpty { try? snapshot.reconfigureItems(visible) }
        }
        // Cannot throw: `reconfigure` holds only items of the snapshot (same identifiers either way).
        if !reconfigure.isEmpty { try? snapshot.reconfigureItems(reconfigure) }
        let animate: Bool
        switch options.animate {
        case .always:
            animate = !isPagination && !appliedItems.isEmpty
        case .singleAppend:
            animate = items.count == appliedItems.count + 1 && items.dropFirst().elementsEqual(appliedItems)
        }
        appliedItems = items
        context.dataSource.apply(snapshot, animatingDifferences: animate)
    }

    private func makeReversedSnapshot(_ context: ChatListContext) -> ChatSnapshot {
        ChatSnapshot.messageList(context.messages, newestFirst: true)
    }

    private func loadMore(trigger: LoadMoreTrigger, _ context: ChatListContext) {
        switch options.loadMore {
        case .scrollAndPrefetch:
            // The view's guard reads the loading flag as of the last page; each path guards
            // only against itself.
            guard context.hasMoreHistory, !coordinatorSeesLoading else { return }
        case .guarded:
            guard context.hasMoreHistory, !context.isLoadingMore,
                  let cursor = context.messages.first?.id, !requestedCursors.contains(cursor) else { return }
            requestedCursors.insert(cursor)
        }
        _ = context.requestLoadMore(trigger: trigger)
    }
}
