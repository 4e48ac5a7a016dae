import ChatModel
import Foundation
import Simulator
import Strategies
import Viewport

/// The chat screen's list coordinator, written the way the app's UIKit one is: it owns the
/// diffable data source's snapshots, follows the bottom while a reply streams, keeps the
/// reading position when an older page lands, and asks for older messages from
/// `scrollViewDidScroll` near the top — behind an in-flight guard.
///
/// In the app the same code talks to `UICollectionView` and
/// `UICollectionViewDiffableDataSource`; here it talks to ChatRig's headless ones through the
/// `context`, method for method (the README's "Your own list controller" has the table).
public final class MessagesCoordinator: ChatListController {
    /// How `scrollViewDidScroll` keeps itself from asking for the same page twice.
    public enum LoadMoreGuard: String, CaseIterable, Sendable {
        /// `isLoadingOlder` is set before asking and cleared when the page lands.
        case inFlightFlag
        /// No guard: every scroll callback near the top asks again, as the app did before
        /// the fix. Kept so the scenario can show that its gate catches the bug.
        case none
    }

    /// The coordinator as `chatrig` and the tests name it: `messages`, or
    /// `messages(loadMore: none)` for the unguarded variant.
    public static let strategy = StrategyRegistry.Entry(
        name: "messages",
        summary: "The chat screen's coordinator: natural order, follows the bottom, guarded load-more.",
        options: [StrategyOption("loadMore", default: LoadMoreGuard.inFlightFlag)]
    ) { options in
        MessagesCoordinator(loadMoreGuard: options["loadMore"])
    }

    /// Within this distance of the bottom the list follows new content (pt).
    static let nearBottomThreshold = 80.0
    /// Closer than this to the top of the loaded content, older messages are requested
    /// (in screen heights).
    static let loadMoreScreens = 1.5

    private let loadMoreGuard: LoadMoreGuard
    private var isLoadingOlder = false
    private var isNearBottom = true

    public init(loadMoreGuard: LoadMoreGuard = .inFlightFlag) {
        self.loadMoreGuard = loadMoreGuard
    }

    // MARK: - UIViewController

    public func viewDidLoad(_ context: ChatListContext) {
        // The app's custom flow layout keeps content still when cells above the visible ones
        // self-size (`invalidationContext.contentOffsetAdjustment` in
        // `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`).
        context.collectionView.collectionViewLayout.compensatesSelfSizingAboveVisibleItems = true
        context.dataSource.apply(makeSnapshot(context), animatingDifferences: false)
        context.collectionView.layoutIfNeeded()
        scrollToBottom(context, animated: false)
    }

    // MARK: - The view model's messages (a Combine sink in the app)

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        switch change {
        case .sent:
            isNearBottom = true
            context.dataSource.apply(makeSnapshot(context), animatingDifferences: true)
            scrollToBottom(context, animated: true)
        case .replyStarted:
            context.dataSource.apply(makeSnapshot(context), animatingDifferences: true)
            if isNearBottom { scrollToBottom(context, animated: true) }
        case .tokens(let id), .replyFinished(let id, _):
            var snapshot = context.dataSource.snapshot()
            if snapshot.indexOfItem(.message(id)) != nil {
                // Same identifier, new text: reconfigure the visible cell in place.
                try? snapshot.reconfigureItems([.message(id)])
            } else {
                // The first token replaces the typing indicator.
                snapshot = makeSnapshot(context)
            }
            context.dataSource.apply(snapshot, animatingDifferences: false)
            followBottom(context)
        case .olderPageLoaded:
            isLoadingOlder = false
            prependKeepingPosition(context)
        case .olderPageFailed:
            isLoadingOlder = false
        }
    }

    // MARK: - UIScrollViewDelegate

    public func scrollViewDidScroll(_ context: ChatListContext) {
        let collectionView = context.collectionView
        if collectionView.isDragging || collectionView.isDecelerating {
            isNearBottom = distanceFromBottom(collectionView) <= Self.nearBottomThreshold
        }
        let nearTop = collectionView.contentOffset.y - collectionView.minContentOffsetY
            < Self.loadMoreScreens * collectionView.bounds.height
        guard nearTop, context.hasMoreHistory else { return }
        if loadMoreGuard == .inFlightFlag {
            guard !isLoadingOlder else { return }
            isLoadingOlder = true
        }
        context.requestLoadMore(trigger: .scroll)
    }

    // MARK: - Keyboard, rotation, the scroll-to-bottom button

    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {
        guard isNearBottom else { return }
        let bottom = context.collectionView.restingContentOffsetRange(keyboardHeight: change.endHeight).upperBound
        context.collectionView.animateContentOffset(to: bottom, duration: change.duration)
    }

    public func viewportDidChange(_ context: ChatListContext) {
        guard isNearBottom else { return }
        context.collectionView.layoutIfNeeded()
        scrollToBottom(context, animated: false)
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        isNearBottom = true
        scrollToBottom(context, animated: true)
    }

    // MARK: - Helpers

    /// One section; the empty reply awaiting its first token shows as the typing indicator.
    private func makeSnapshot(_ context: ChatListContext) -> ChatSnapshot {
        var snapshot = ChatSnapshot()
        try? snapshot.appendSections([0])
        let items = context.messages.map { message -> ChatItemID in
            message.role == .assistant && message.state == .streaming && message.text.isEmpty
                ? .typingIndicator : .message(message.id)
        }
        try? snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    /// Keeps the newest line in view while the user has not scrolled away.
    private func followBottom(_ context: ChatListContext) {
        let collectionView = context.collectionView
        guard isNearBottom, !collectionView.isTracking, !collectionView.isDecelerating else { return }
        collectionView.layoutIfNeeded()
        if distanceFromBottom(collectionView) > 0.5 { scrollToBottom(context, animated: false) }
    }

    /// Applies the longer list and moves the offset by what was inserted above, so the
    /// message the user reads stays where it is on screen.
    private func prependKeepingPosition(_ context: ChatListContext) {
        let collectionView = context.collectionView
        let anchor = collectionView.indexPathsForVisibleItems.min().flatMap { context.dataSource.itemIdentifier(for: $0) }
        let anchorScreenY = anchor.flatMap { collectionView.frameOfItem($0) }.map { $0.minY - collectionView.contentOffset.y }
        context.dataSource.apply(makeSnapshot(context), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        if let anchor, let anchorScreenY, let frame = collectionView.frameOfItem(anchor) {
            collectionView.contentOffset = Point(y: frame.minY - anchorScreenY)
        }
    }

    private func scrollToBottom(_ context: ChatListContext, animated: Bool) {
        let collectionView = context.collectionView
        collectionView.setContentOffset(Point(y: collectionView.maxContentOffsetY), animated: animated)
    }

    private func distanceFromBottom(_ collectionView: HeadlessCollectionView) -> Double {
        collectionView.maxContentOffsetY - collectionView.contentOffset.y
    }
}
