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
/// Each hosted cell draws a date separator above its bubble — inside the cell, not as a
/// list item of its own — when its message falls on another day than the message before it
/// (the first loaded message, with nothing loaded before it, always shows one). This is the
/// design's only date separator, so it is not an option. The header depends on the older
/// neighbour: when an older page is prepended, the previously first message loses its header
/// if the page ends on its day (or keeps it if the day differs). The coordinator's per-message
/// cell configurations change with it, so the fixed `apply: onChange` reconfigures that
/// message (its content changed) and its cell sizes again; the height change shows as any
/// self-sizing change does, e.g. as anchor drift near the oldest edge.
///
/// | option | fixed (default) | buggy, as first shipped |
/// |---|---|---|
/// | `unflip` | `contentView` — reaches hosted SwiftUI content | `cell` — `cell.transform` does not reach `UIHostingConfiguration` content, which stays upside down |
/// | `apply` | `onChange` — only when identifiers or content changed | `always` — every update applies and reconfigures every visible cell |
/// | `animate` | `singleAppend` — animate one new message only | `always` — animate every apply but initial load and pagination |
/// | `loadMore` | `guarded` — scroll is the primary trigger; prefetch only for the last 3 items; in-flight and cursor guards | `scrollAndPrefetch` — both paths call load-more, each once per list it sees, behind a view-model `isLoadingMore` that reaches the coordinator only with the page: a pull on which both fire asks twice |
/// | `newerPage` | `keepsReader` — after a jump into the middle of history, a newer page (inserted at item 0, below the reader on screen), or a late message newer than every message on screen, moves the offset by the content it added | `keepsOffset` — the offset stays, so everything the reader reads moves up by the page's height (changes away from the edges of an inverted list, exyte/Chat #267's class) |
public final class FlippedListController: ChatListController {
    public enum Unflip: String, Hashable, Sendable, CaseIterable { case cell, contentView }
    public enum ApplyPolicy: String, Hashable, Sendable, CaseIterable { case always, onChange }
    public enum AnimatePolicy: String, Hashable, Sendable, CaseIterable { case always, singleAppend }
    public enum LoadMorePolicy: String, Hashable, Sendable, CaseIterable { case scrollAndPrefetch, guarded }
    public enum NewerPagePolicy: String, Hashable, Sendable, CaseIterable { case keepsOffset, keepsReader }

    public struct Options: Hashable, Sendable {
        public var unflip: Unflip = .contentView
        public var apply: ApplyPolicy = .onChange
        public var animate: AnimatePolicy = .singleAppend
        public var loadMore: LoadMorePolicy = .guarded
        public var newerPage: NewerPagePolicy = .keepsReader
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
    private var requestedNewerCursors: Set<MessageID> = []
    /// A scroll to a message (the search) under way.
    private var messageScroll: MessageScroll?
    /// The oldest loaded message as of the last update, and the date header its cell was
    /// configured with: the one message whose header a prepended page can change.
    private var oldest: (id: MessageID, dateHeader: Int64?)?

    public init(options: Options = Options()) {
        self.options = options
    }

    public func viewDidLoad(_ context: ChatListContext) {
        // One section, estimated 60 pt, insets 8 (top, bottom) / 16 (sides), no spacing.
        context.collectionView.layoutConfiguration = .compact
        context.collectionView.transform = .flippedVertically
        applyAnew(context)
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
        // After a jump into the middle of history: newer pages near the visual bottom.
        if context.hasNewerHistory, !context.isLoadingNewer, view.contentOffset.y - view.minContentOffsetY < options.loadMoreDistance,
           let cursor = context.messages.last?.id, requestedNewerCursors.insert(cursor).inserted {
            context.requestNewerPage(trigger: .scroll)
        }
    }

    /// A jump to a message that was not loaded: show the page around it and put the message
    /// in place at once, centred (every row is new: nothing to animate from).
    public func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        messageScroll = nil
        applyAnew(context)
        MessageScroll(item: .message(id), position: .centeredVertically).settle(context)
    }

    /// A newer page goes in at item 0, the visual bottom, below the reader: with `keepsReader`
    /// the offset moves by the content it added, so what the reader reads stays put.
    public func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext) {
        guard count > 0 else { return updateUIView(context, changedContent: [], isPagination: true) }
        applyKeepingReader(context, isPagination: true)
    }

    /// A late message lands mid-list: one newer than every message on screen goes in below
    /// them, at a lower item, and is held like a newer page (`newerPage`); any other moves
    /// what is above it on screen only, as in a natural list.
    public func messageInserted(_ id: MessageID, _ context: ChatListContext) {
        let newestShown = context.collectionView.indexPathsForVisibleItems.map(\.item).min()
            .flatMap { context.dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0)) }
        var below = false
        if case .message(let shown)? = newestShown, let inserted = context.messages.position(of: id),
           let reading = context.messages.position(of: shown) {
            below = inserted > reading
        }
        if below { applyKeepingReader(context, isPagination: false) } else { updateUIView(context, changedContent: [], isPagination: false) }
    }

    /// Applies content added at the visual bottom, below the reader; with `keepsReader` the
    /// offset then moves by the content added, so what the reader reads stays put.
    private func applyKeepingReader(_ context: ChatListContext, isPagination: Bool) {
        let view = context.collectionView
        let before = (height: view.contentSize.height, offset: view.contentOffset.y)
        updateUIView(context, changedContent: [], isPagination: isPagination)
        guard options.newerPage == .keepsReader else { return }
        view.layoutIfNeeded()
        view.setContentOffset(Point(y: before.offset + view.contentSize.height - before.height), animated: false)
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
        // The reversed snapshot holds one item per loaded message: item i is message n − 1 − i.
        if case .message = item {
            let position = context.messages.count - 1 - indexPath.item
            if context.messages.indices.contains(position) {
                cell.dateHeader = Self.dateHeader(atPosition: position, of: context.messages)
            }
        }
    }

    /// The day of the date header message `position` shows inside its cell: its day when it
    /// differs from the previous (older) loaded message's, or when no message is loaded
    /// before it; otherwise nil. O(1).
    static func dateHeader<Messages: RandomAccessCollection<Message>>(
        atPosition position: Int, of messages: Messages
    ) -> Int64? where Messages.Index == Int {
        let day = messages[position].createdAt.calendarDay
        guard position > 0 else { return day }
        return messages[position - 1].createdAt.calendarDay == day ? nil : day
    }

    /// The message whose date header changed since the last update: the previously oldest
    /// message, when older messages were loaded before it and its header differs now. O(1).
    private func dateHeaderChange(_ context: ChatListContext) -> MessageID? {
        let messages = context.messages
        defer {
            // The oldest message's header is its own day: worked out again only when another
            // message became the oldest (on every update it would copy the message out).
            let first = messages.identifiers.first
            if first != oldest?.id { oldest = first.map { ($0, Self.dateHeader(atPosition: 0, of: messages)) } }
        }
        guard let oldest, let position = messages.position(of: oldest.id), position > 0 else { return nil }
        return Self.dateHeader(atPosition: position, of: messages) == oldest.dateHeader ? nil : oldest.id
    }

    // MARK: - updateUIView

    private func updateUIView(_ context: ChatListContext, changedContent: [MessageID], isPagination: Bool) {
        var snapshot = makeReversedSnapshot(context)
        let items = snapshot.itemIdentifiers
        let identifiersChanged = items != appliedItems
        // A message whose date header changed has new cell content too.
        var contentChanged = changedContent
        if let id = dateHeaderChange(context), !contentChanged.contains(id) { contentChanged.append(id) }
        let reconfigure = contentChanged.map { ChatItemID.message($0) }.filter { snapshot.indexOfItem($0) != nil }

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

    /// Applies every loaded message anew, without animation (the screen opening, a jump: every
    /// row is new), and notes what it applied and the oldest message's date header.
    private func applyAnew(_ context: ChatListContext) {
        let snapshot = makeReversedSnapshot(context)
        appliedItems = snapshot.itemIdentifiers
        oldest = context.messages.first.map { ($0.id, Self.dateHeader(atPosition: 0, of: context.messages)) }
        context.dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeReversedSnapshot(_ context: ChatListContext) -> ChatSnapshot {
        ChatSnapshot.messageList(context.messages, newestFirst: true, reusing: context.dataSource.snapshot())
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
