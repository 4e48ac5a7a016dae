import ChatModel
import Foundation
import ListDiff
import Simulator
import Viewport

/// The best-practice natural-order chat list: item 0 is the oldest message at the top, the
/// list opens scrolled to the bottom, and no transform is involved — so no cell, hosted view
/// or gesture ever needs unflipping.
///
/// Its behaviour, each point the fix for a common chat-list bug:
/// - **Follows a streaming reply** while the user is within ``Options/followThreshold`` of the
///   bottom (80 pt, about one line of text plus its bubble), and stops following as soon as the
///   user drags away; the scroll-to-bottom button resumes following.
/// - **Coalesces tokens**: however many chunks arrive in a frame, it applies at most one
///   snapshot per frame, reconfiguring (not reloading) the streaming message.
/// - **Keeps the visible content still when an older page is prepended**: it re-anchors the
///   content offset on the first visible message after the apply, and asks its layout to
///   compensate later self-sizing above the visible area (as a custom layout does with
///   `UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment`).
/// - **Loads more from a scroll threshold only**, never twice for one cursor and never while
///   a request is in flight — older pages near the top, and, after a jump into the middle of
///   history, newer pages near the bottom (appended below the reader, so nothing moves; it does
///   not follow new content until the newest message is loaded).
/// - **Moves with the keyboard**: bottom inset and offset animate with the keyboard's own
///   duration, so the newest message stays above it.
public final class NaturalListController: ChatListController {
    public struct Options: Hashable, Sendable {
        /// Distance from the bottom within which the list follows new content (80 pt: about
        /// one line of text plus its bubble).
        public var followThreshold: Double = 80
        /// Distance from the top of the content at which an older page is requested, in
        /// viewport heights.
        public var loadMoreScreens: Double = 1.5

        public init() {}
    }

    public let options: Options
    private var isFollowing = true
    /// Resting on the bottom edge since the last frame (not mid-animation).
    private var isPinned = true
    /// Where the running animated scroll to the bottom is headed.
    private var scrollTarget: Double?
    private var pendingReconfigure: [MessageID] = []
    private var needsRebuild = false
    /// The keyboard animation in progress: when it ends, where it goes, where the offset goes.
    private var keyboardAnimation: (end: VirtualInstant, height: Double, target: Double)?
    private var requestedCursors: Set<MessageID> = []
    private var requestedNewerCursors: Set<MessageID> = []
    /// A scroll to a message under way.
    private var messageScroll: MessageScroll?

    public init(options: Options = Options()) {
        self.options = options
    }

    public func viewDidLoad(_ context: ChatListContext) {
        context.collectionView.collectionViewLayout.compensatesSelfSizingAboveVisibleItems = true
        context.collectionView.keyboardDismissMode = .interactive  // as Messages: a drag pulls the keyboard down
        context.dataSource.apply(makeSnapshot(context), animatingDifferences: false)
        // Scrolling to the bottom self-sizes the items it reveals, which moves the bottom —
        // down when they are taller than estimated, up when shorter: repeat until it holds
        // (three passes settle any realistic page). From either side: UIKit leaves an offset
        // the app set past the end of content that then shrank until the user touches the list
        // (rdar://48977017), a blank strip under the last message.
        for _ in 0..<3 {
            context.collectionView.layoutIfNeeded()
            guard !restsAtBottom(context) else { break }
            scrollToBottom(context, animated: false)
        }
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        switch change {
        case .sent:
            isFollowing = true
            context.dataSource.apply(makeSnapshot(context), animatingDifferences: true)
            scrollToBottom(context, animated: true)
        case .replyStarted:
            context.dataSource.apply(makeSnapshot(context), animatingDifferences: true)
            if isFollowing { scrollToBottom(context, animated: true) }
        case .tokens(let id), .replyFinished(let id, _):
            if context.dataSource.snapshot().indexOfItem(.message(id)) == nil {
                // First token: the typing indicator gives way to the message (next frame).
                needsRebuild = true
            } else if !pendingReconfigure.contains(id) {
                pendingReconfigure.append(id)
            }
        case .olderPageLoaded:
            prependKeepingAnchor(context)
        case .olderPageFailed:
            break
        }
    }

    public func displayLinkDidFire(_ context: ChatListContext) {
        if needsRebuild {
            needsRebuild = false
            var snapshot = makeSnapshot(context)
            let present = pendingReconfigure.map { ChatItemID.message($0) }.filter { context.dataSource.snapshot().indexOfItem($0) != nil }
            pendingReconfigure.removeAll(keepingCapacity: true)
            // Cannot throw: `present` holds only items of the applied snapshot, which the rebuilt one keeps.
            if !present.isEmpty { try? snapshot.reconfigureItems(present) }
            context.dataSource.apply(snapshot, animatingDifferences: false)
        } else if !pendingReconfigure.isEmpty {
            var snapshot = context.dataSource.snapshot()
            let present = pendingReconfigure.map { ChatItemID.message($0) }.filter { snapshot.indexOfItem($0) != nil }
            pendingReconfigure.removeAll(keepingCapacity: true)
            if !present.isEmpty {
                // Cannot throw: `present` was filtered to items of this snapshot.
                try? snapshot.reconfigureItems(present)
                context.dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        let view = context.collectionView
        guard isFollowing, !view.isTracking, !view.isDecelerating else { return }
        view.layoutIfNeeded()
        if let keyboard = keyboardAnimation, context.now < keyboard.end {
            // Content grew while the keyboard moves: retarget the animation alongside it.
            let target = view.restingContentOffsetRange(keyboardHeight: keyboard.height).upperBound
            if abs(target - keyboard.target) > 0.5 {
                view.animateContentOffset(to: target, duration: keyboard.end - context.now)
                keyboardAnimation?.target = target
            }
        } else if view.isAnimatingScroll, let target = scrollTarget, abs(view.maxContentOffsetY - target) > 0.5 {
            // The bottom moved under a running scroll to it (a token arrived): restarting the
            // animation would never catch up with a stream, so land on the bottom now.
            scrollToBottom(context, animated: false)
        } else if !view.isAnimatingScroll, !restsAtBottom(context) {
            // Pinned and the content grew (a token, the typing indicator giving way) or shrank:
            // stay pinned. After an animated scroll that landed on estimated heights, or far
            // away: glide the rest of the way rather than jump.
            scrollToBottom(context, animated: !isPinned && distanceFromBottom(context) > options.followThreshold)
        }
        if isFollowing, !view.isAnimatingScroll, restsAtBottom(context) {
            isPinned = true
        }
    }

    public func scrollViewDidScroll(_ context: ChatListContext) {
        let view = context.collectionView
        if let scroll = messageScroll, !view.isAnimatingScroll {
            messageScroll = nil
            scroll.settle(context)
        }
        if view.isDragging || view.isDecelerating {
            isPinned = false
            // Away from the live end the bottom is not the newest message: nothing to follow.
            isFollowing = !context.hasNewerHistory && distanceFromBottom(context) <= options.followThreshold
        }
        loadMoreIfNeeded(context)
        loadNewerIfNeeded(context)
    }

    /// A jump to a message that was not loaded: show the page around it and put the message
    /// in place at once — every row is new, so there is nothing to animate from — repeating
    /// the scroll on measured heights (``MessageScroll``); stop following.
    public func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        isFollowing = false
        isPinned = false
        messageScroll = nil
        context.dataSource.apply(makeSnapshot(context), animatingDifferences: false)
        MessageScroll(item: .message(id), position: position).settle(context)
    }

    /// A late message lands mid-list: applied keeping the first visible message where it is
    /// on screen, so a row inserted above the reader does not push them.
    public func messageInserted(_ id: MessageID, _ context: ChatListContext) {
        prependKeepingAnchor(context)
    }

    /// A newer page lands below the reader: appending it moves nothing on screen.
    public func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext) {
        guard count > 0 else { return }
        context.dataSource.apply(makeSnapshot(context), animatingDifferences: false)
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        isFollowing = true
        scrollToBottom(context, animated: true)
    }

    /// A search result: scroll it into place and stop following the stream. The animation
    /// aims at estimated heights; when it ends, the scroll is repeated on measured ones
    /// (``MessageScroll``).
    public func scrollToMessageRequested(_ id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        isFollowing = false
        isPinned = false
        messageScroll = MessageScroll(item: .message(id), position: position)
        messageScroll?.begin(context)
    }

    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {
        // The list's frame ends at the composer on the keyboard layout guide, so the keyboard
        // needs no inset of ours; keep the newest message where it was, in step with the keyboard.
        let view = context.collectionView
        guard distanceFromBottom(context) <= options.followThreshold else { return }
        let target = view.restingContentOffsetRange(keyboardHeight: change.endHeight).upperBound
        view.animateContentOffset(to: target, duration: change.duration)
        keyboardAnimation = (context.now + change.duration, change.endHeight, target)
    }

    public func viewportDidChange(_ context: ChatListContext) {
        if isFollowing {
            context.collectionView.layoutIfNeeded()
            scrollToBottom(context, animated: false)
        }
    }

    // MARK: - Building blocks

    private func makeSnapshot(_ context: ChatListContext) -> ChatSnapshot {
        ChatSnapshot.messageList(context.messages, newestFirst: false, reusing: context.dataSource.snapshot())
    }

    private func prependKeepingAnchor(_ context: ChatListContext) {
        context.applyKeepingFirstVisibleItem(makeSnapshot(context))
    }

    /// Within ``Options/loadMoreScreens`` of the bottom with newer history to load.
    private func loadNewerIfNeeded(_ context: ChatListContext) {
        guard context.hasNewerHistory, !context.isLoadingNewer else { return }
        guard distanceFromBottom(context) < options.loadMoreScreens * context.collectionView.bounds.height else { return }
        guard let cursor = context.messages.last?.id, !requestedNewerCursors.contains(cursor) else { return }
        requestedNewerCursors.insert(cursor)
        _ = context.requestNewerPage(trigger: .scroll)
    }

    private func loadMoreIfNeeded(_ context: ChatListContext) {
        let view = context.collectionView
        guard context.hasMoreHistory, !context.isLoadingMore else { return }
        guard view.contentOffset.y - view.minContentOffsetY < options.loadMoreScreens * view.bounds.height else { return }
        guard let cursor = context.messages.first?.id, !requestedCursors.contains(cursor) else { return }
        requestedCursors.insert(cursor)
        _ = context.requestLoadMore(trigger: .scroll)
    }

    private func distanceFromBottom(_ context: ChatListContext) -> Double {
        context.collectionView.maxContentOffsetY - context.collectionView.contentOffset.y
    }

    /// Whether the list rests on its bottom, from either side: within half a point (layout
    /// rounding) short of it or past it.
    private func restsAtBottom(_ context: ChatListContext) -> Bool {
        abs(distanceFromBottom(context)) <= 0.5
    }

    private func scrollToBottom(_ context: ChatListContext, animated: Bool) {
        if animated { isPinned = false }
        scrollTarget = animated ? context.collectionView.maxContentOffsetY : nil
        context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: animated)
    }
}
