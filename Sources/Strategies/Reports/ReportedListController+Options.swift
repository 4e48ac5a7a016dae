import ChatModel
import Foundation
import ListDiff
import Simulator
import Viewport

// The options of the reported list that restore bugs from a second batch of public reports.
// Each enum's first case is the report's fix (the default); the others are the code the
// report describes.
extension ReportedListController {
    /// How a send brings the newest message into view.
    public enum ToBottom: String, Hashable, Sendable, CaseIterable {
        /// The fix: to the content's end (`maxContentOffsetY`), the list's own bottom insets included.
        case contentEnd
        /// `scrollToItem(at: last, at: .bottom)`: the last item's bottom edge at the visible
        /// bottom, so the section's bottom inset stays below the screen (MessageKit #1830).
        case lastItem
    }

    /// What the list does when a message from someone else (a reply) arrives.
    public enum OnIncoming: String, Hashable, Sendable, CaseIterable {
        /// The fix: the message is inserted by a diffed apply; the list follows it only when
        /// the reader is within 80 pt of the bottom.
        case insertsInPlace
        /// `reloadData()` for every new message: every height returns to its estimate and is
        /// measured again, and the content under the reader jumps (stream-chat-swift PR #1605,
        /// whose fix inserts with `performBatchUpdates` instead).
        case reloadsData
        /// Scrolls to the newest message whatever the reader is doing (stream-chat-swift
        /// #2094: "Receiver user message list screen jump and auto scroll").
        case scrollsToBottom
    }

    /// How the list asks for older messages.
    public enum LoadMore: String, Hashable, Sendable, CaseIterable {
        /// Within a screen of the top, from `scrollViewDidScroll`, once per page.
        case nearTop
        /// From `willDisplay` of each of the five oldest rows, without asking whether a
        /// request is already running (stream-chat-swift PR #1380: "triggered when each of
        /// the last 5 messages appeared").
        case eachOfOldestFive
        /// The fix of PR #1380: once, when the fifth oldest row appears.
        case fifthOldest
    }

    /// How a streaming reply is followed.
    public enum WhileStreaming: String, Hashable, Sendable, CaseIterable {
        /// The fix: follow only while the reader is within 80 pt of the bottom and not touching.
        case followsNearBottom
        /// Scroll to the bottom on every chunk, wherever the reader is and even under a
        /// dragging finger (the class of LLM-client reports such as openclient-llm #89).
        case followsAlways
    }

    /// How message attachments are drawn.
    public enum Attachments: String, Hashable, Sendable, CaseIterable {
        /// The fix suggested in #1325 (an initial height for the attachment view): the cell
        /// has its attachments' final size when it is first laid out, whenever the image
        /// data itself arrives.
        case sizedUpFront
        /// Loaded after the cell shows, 0.4 s later, behind a 20 pt placeholder; the cell then
        /// grows to the images' size and moves what is below it (stream-chat-swift #1325: an
        /// attachment view sized only once its image data arrives).
        case sizedWhenLoaded
    }

    /// What the list does when the keyboard rises or falls.
    public enum Keyboard: String, Hashable, Sendable, CaseIterable {
        /// Nothing: the keyboard and composer cover what is under them (the behaviour before
        /// this option existed, kept as the default so earlier report scenarios read the same).
        case unhandled
        /// Keeps the newest message above the keyboard only when the content is taller than
        /// the visible area (`guard contentSize.height > visibleHeight`), so a short
        /// conversation's newest messages go under the keyboard (MessageKit #1486; see also
        /// MessageKit #243, "Keyboard will cover 4th and 5th messages in the newly initiated chat").
        case followsWhenContentOverflows
        /// The fix: a list at its bottom moves to its resting bottom with the keyboard,
        /// however short its content.
        case followsAlways
        /// The content offset moves by the keyboard's change of height on every show and hide,
        /// whatever the content's length (`contentOffset.y += keyboardHeight`): a conversation
        /// shorter than the screen is pushed past its end, a gap left between its last message
        /// and the keyboard (stream-chat-swift #913, "each time the contentOffset is shifted by
        /// the height of the keyboard"; ChatLayout #11, "messages are pushed up when keyboard
        /// appears creating a gap"). The fix of both is `followsByOverlap`.
        case shiftsByKeyboardHeight
        /// The fix of stream-chat-swift PR #913: a list at its bottom moves with the keyboard by
        /// what the keyboard covers of its content — the whole change for a list longer than the
        /// screen, only the overlap (or nothing) for a shorter one.
        case followsByOverlap
    }

    /// How the list shows a change of one message's content (a streamed chunk, a finished reply).
    public enum OnUpdate: String, Hashable, Sendable, CaseIterable {
        /// The fix: the item is reconfigured (`reconfigureItems`), which updates the cell on
        /// screen in place.
        case reconfigures
        /// The item is reloaded (`reloadItems`) in an animated apply: UIKit dequeues a new cell
        /// for the message on screen and cross-fades the old one out, on every chunk
        /// (ChatLayout #84, a streaming message reloaded).
        case reloadsItem
    }

    /// Applies the loaded messages with `id`'s content changed, as `onUpdate` says.
    func updateMessage(_ id: MessageID, _ context: ChatListContext) {
        var next = snapshot(context)
        guard context.dataSource.snapshot().indexOfItem(.message(id)) != nil else {
            return context.dataSource.apply(next, animatingDifferences: false)
        }
        // Neither call throws: the message is in the snapshot just built from the loaded messages.
        switch options.onUpdate {
        case .reconfigures:
            try? next.reconfigureItems([.message(id)])
            context.dataSource.apply(next, animatingDifferences: false)
        case .reloadsItem:
            try? next.reloadItems([.message(id)])
            context.dataSource.apply(next, animatingDifferences: true)
        }
    }

    /// Moves with the keyboard as `keyboard` says, when the reader is within 80 pt of the bottom.
    func followKeyboard(_ change: KeyboardChange, _ context: ChatListContext) {
        let view = context.collectionView
        switch options.keyboard {
        case .unhandled:
            return
        case .followsWhenContentOverflows:
            let insets = view.adjustedContentInset
            guard view.contentSize.height > view.bounds.height - insets.top - insets.bottom else { return }
        case .followsAlways:
            break
        case .shiftsByKeyboardHeight:
            let target = view.contentOffset.y + change.endHeight - change.beginHeight
            return view.animateContentOffset(to: target, duration: change.duration)
        case .followsByOverlap:
            guard view.maxContentOffsetY - view.contentOffset.y <= Self.followThreshold else { return }
            return view.animateContentOffset(to: offsetByOverlap(change, view), duration: change.duration)
        }
        guard view.maxContentOffsetY - view.contentOffset.y <= Self.followThreshold else { return }
        let target = view.restingContentOffsetRange(keyboardHeight: change.endHeight).upperBound
        view.animateContentOffset(to: target, duration: change.duration)
    }

    /// The offset that brings the content's end just above the keyboard's end frame (its
    /// composer and home indicator included), no lower than the list's top: the obstruction's
    /// change is the difference of the resting ranges at the end and begin heights.
    private func offsetByOverlap(_ change: KeyboardChange, _ view: HeadlessCollectionView) -> Double {
        let after = view.restingContentOffsetRange(keyboardHeight: change.endHeight)
        let obstructionChange = after.upperBound - view.restingContentOffsetRange(keyboardHeight: change.beginHeight).upperBound
        let contentEnd = view.contentSize.height + view.contentInset.bottom - view.contentOffset.y
        let visibleBottom = view.bounds.height - (view.safeAreaInsets.bottom + obstructionChange)
        return min(after.upperBound, max(after.lowerBound, view.contentOffset.y + contentEnd - visibleBottom))
    }

    /// How late images arrive in the `sizedWhenLoaded` variant: 0.4 s (estimate of an image
    /// pipeline's network fetch and decode).
    static let imageLatency = VirtualDuration.milliseconds(400)

    /// The collection view's image loading for `attachments`.
    func configureAttachments(_ context: ChatListContext) {
        switch options.attachments {
        case .sizedUpFront:
            return
        case .sizedWhenLoaded:
            context.collectionView.collectionViewLayout.imageLoading = AsyncImageLoading(latency: Self.imageLatency)
        }
    }

    /// Brings the newest message into view after a send, as `toBottom` says.
    func scrollToNewest(_ context: ChatListContext) {
        let view = context.collectionView
        switch options.toBottom {
        case .contentEnd:
            view.layoutIfNeeded()
            view.setContentOffset(Point(y: view.maxContentOffsetY), animated: true)
        case .lastItem:
            scrollToLastItem(context, animated: true)
        }
    }

    /// A reply (someone else's message) started: insert it as `onIncoming` says.
    func insertIncoming(_ snapshot: ChatSnapshot, following: Bool, _ context: ChatListContext) {
        let view = context.collectionView
        switch options.onIncoming {
        case .insertsInPlace:
            context.dataSource.apply(snapshot, animatingDifferences: false)
            if following { followBottom(context) }
        case .reloadsData:
            context.dataSource.applySnapshotUsingReloadData(snapshot)
            if following { followBottom(context) }
        case .scrollsToBottom:
            context.dataSource.apply(snapshot, animatingDifferences: false)
            view.layoutIfNeeded()
            scrollToLastItem(context, animated: true)
        }
    }

    /// A chunk of a streaming reply was applied: follow it as `whileStreaming` says.
    func followChunk(following: Bool, _ context: ChatListContext) {
        switch options.whileStreaming {
        case .followsNearBottom:
            if following, !context.collectionView.isTracking { followBottom(context) }
        case .followsAlways:
            followBottom(context)
        }
    }

    /// Jumps to the bottom after laying out (follows content).
    func followBottom(_ context: ChatListContext) {
        let view = context.collectionView
        view.layoutIfNeeded()
        view.setContentOffset(Point(y: view.maxContentOffsetY), animated: false)
    }

    /// The five oldest rows ask for older messages as `loadMore` says.
    func willDisplayRow(at indexPath: IndexPath, _ context: ChatListContext) {
        guard context.hasMoreHistory, indexPath.section == 0 else { return }
        switch options.loadMore {
        case .nearTop:
            return
        case .eachOfOldestFive:
            // `if indexPath.row < 5 { loadPreviousMessages() }` — no in-flight guard.
            if indexPath.item < 5 { context.requestLoadMore(trigger: .scroll) }
        case .fifthOldest:
            if indexPath.item == 4, !context.isLoadingMore { context.requestLoadMore(trigger: .scroll) }
        }
    }
}
