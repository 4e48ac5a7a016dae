import ChatModel
import Foundation
import ListDiff
import Viewport

/// The snapshot type chat lists apply: one section of messages (plus chrome items).
public typealias ChatSnapshot = Snapshot<Int, ChatItemID>

/// A list controller under test: the code a team writes around `UICollectionView`.
///
/// The simulator calls these methods the way UIKit (and the app's view model) would call a
/// collection view coordinator; the controller acts only through the ``ChatListContext``:
/// the headless collection view, its diffable data source, cell configuration and
/// load-more requests. Every method has an empty default, so a controller implements
/// only what its design reacts to.
///
/// Controllers are reference types with state (follow flags, pending work), like the
/// coordinators they model. One instance serves one run.
public protocol ChatListController: AnyObject {
    /// The view appeared: set transforms and insets, apply the first snapshot, scroll to the
    /// newest message. The newest page of history is already in `context.messages`.
    func viewDidLoad(_ context: ChatListContext)

    /// The view model's messages changed (a send, a token, a reply finishing, a page loaded).
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext)

    /// `UIScrollViewDelegate.scrollViewDidScroll(_:)`: the content offset changed this frame.
    func scrollViewDidScroll(_ context: ChatListContext)

    /// `UIScrollViewDelegate.scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ context: ChatListContext)

    /// `UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)`.
    func prefetchItems(at indexPaths: [IndexPath], _ context: ChatListContext)

    /// `UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)`:
    /// items announced to ``prefetchItems(at:_:)`` left the prefetch window without coming on
    /// screen (Apple: "to cancel prefetch requests as cells scroll out of view"); stop the
    /// work started for them. In list order, once per item and announcement.
    func cancelPrefetchingForItems(at indexPaths: [IndexPath], _ context: ChatListContext)

    /// `UIResponder.keyboardWillChangeFrameNotification`: the keyboard starts to move to
    /// `change.endHeight` over `change.duration`.
    func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext)

    /// The viewport changed size (rotation, split view), or the composer over the list did
    /// (the user's typing or attachments grew it, a send emptied it).
    func viewportDidChange(_ context: ChatListContext)

    /// The user tapped the scroll-to-bottom button.
    func scrollToBottomTapped(_ context: ChatListContext)

    /// The user picked message `id` (a search result): scroll it to `position`. The run
    /// checks that it comes to rest there and visible (`scrollToMisses`).
    func scrollToMessageRequested(_ id: MessageID, position: ScrollPosition, _ context: ChatListContext)

    /// Once per display-link tick, after the frame's events were delivered: the place to
    /// coalesce work (e.g. one reconfigure per frame for many tokens).
    func displayLinkDidFire(_ context: ChatListContext)

    /// The cell provider: configure the cell for `item` (dequeued by the engine, which charges
    /// modelled cost for creation or reuse, configuration by kind, text layout and image
    /// decoding). Set transforms here as the app does in its cell registration.
    func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext)

    /// The whole conversation was replaced (another conversation opened, a fresh start, an
    /// automatic reset): `context.messages` holds only the new one. The default reloads the
    /// screen as when it opened (`viewDidLoad`).
    func conversationDidChange(_ context: ChatListContext)

    /// The user typed into the composer or attached photos, or a send emptied it:
    /// `context.composerText` and `context.composerImageCount` are what it holds now. A
    /// composer that grows sets ``ChatListContext/setComposerHeight(_:)``. The default is
    /// UIKit's growing text view (``ComposerGeometry``): one line to its maximum height, an
    /// attachment strip while photos are attached; when the height changes the list hears
    /// ``viewportDidChange(_:)``.
    func composerTextDidChange(_ context: ChatListContext)

    // MARK: Display and scroll delegate callbacks

    /// `UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)`: `item`'s cell came
    /// on screen. Delivered once per frame for the cells that appeared since the last frame,
    /// in list order, after the frame's layout.
    func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext)

    /// `UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)`: `item`'s cell
    /// left the screen (scrolled off, deleted or reloaded); `indexPath` is where the item is
    /// now, nil when the data source no longer holds it.
    func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext)

    /// `UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`:
    /// the finger lifts moving at `velocity` (points per millisecond along `contentOffset.y`,
    /// as UIKit reports it) and the content will come to rest at `targetContentOffset`. The
    /// controller may change the target; the content then glides there instead.
    func scrollViewWillEndDragging(withVelocity velocity: Point, targetContentOffset: inout Point, _ context: ChatListContext)

    /// `UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)`: the finger lifted;
    /// `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(willDecelerate decelerate: Bool, _ context: ChatListContext)

    /// `UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)`: a fling (or its bounce) came to rest.
    func scrollViewDidEndDecelerating(_ context: ChatListContext)

    /// `UIScrollViewDelegate.scrollViewDidScrollToTop(_:)`: the status-bar scroll to the top ended.
    func scrollViewDidScrollToTop(_ context: ChatListContext)

    /// The user tapped the app's control named `control` (a scenario's `tap: loadEarlier`): a
    /// button's action. The scroll-to-bottom button is ``scrollToBottomTapped(_:)``.
    func controlTapped(_ control: String, _ context: ChatListContext)

    // MARK: Opening in the middle of history, newer pages (defaults: ChatListController+HistoryWindow.swift)

    /// The user jumped to message `id`, which was not loaded: `context.messages` now holds a
    /// page of history around it, replacing what was loaded, and newer history may follow it
    /// (``ChatListContext/hasNewerHistory``). Show the page with `id` at `position`.
    func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext)

    /// A page of `count` newer messages, asked for with
    /// ``ChatListContext/requestNewerPage(trigger:)``, was appended to `context.messages`;
    /// `hasMore` says whether newer history remains (false: the newest message is loaded).
    func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext)

    /// A request for newer messages failed; ``ChatListContext/isLoadingNewer`` is false again.
    func newerPageFailed(_ context: ChatListContext)

    /// The conversation's newest page, asked for with
    /// ``ChatListContext/requestNewestPage(trigger:)`` from the middle of history, replaced
    /// the loaded messages: `context.messages` holds its `count` messages (and the messages the
    /// run created after them), and no newer history remains. Show the newest message.
    func newestPageLoaded(count: Int, _ context: ChatListContext)

    /// Message `id` arrived late (a late sync: it was created before messages already shown)
    /// and sits in `context.messages` at its timestamp's place, in the middle of the list.
    func messageInserted(_ id: MessageID, _ context: ChatListContext)
}

extension ChatListController {
    public func viewDidLoad(_ context: ChatListContext) {}
    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {}
    public func scrollViewDidScroll(_ context: ChatListContext) {}
    public func scrollViewWillBeginDragging(_ context: ChatListContext) {}
    public func prefetchItems(at indexPaths: [IndexPath], _ context: ChatListContext) {}
    public func cancelPrefetchingForItems(at indexPaths: [IndexPath], _ context: ChatListContext) {}
    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {}
    public func viewportDidChange(_ context: ChatListContext) {}
    public func scrollToBottomTapped(_ context: ChatListContext) {}
    public func scrollToMessageRequested(_ id: MessageID, position: ScrollPosition, _ context: ChatListContext) {}
    public func displayLinkDidFire(_ context: ChatListContext) {}
    public func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {}
    public func conversationDidChange(_ context: ChatListContext) { viewDidLoad(context) }
    public func composerTextDidChange(_ context: ChatListContext) {
        let height = ComposerGeometry(baseHeight: context.singleLineComposerHeight)
            .height(lines: ComposerGeometry.lineCount(of: context.composerText), images: context.composerImageCount)
        guard height != context.composerHeight else { return }
        context.setComposerHeight(height)
        viewportDidChange(context)
    }
    public func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {}
    public func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext) {}
    public func scrollViewWillEndDragging(withVelocity velocity: Point, targetContentOffset: inout Point, _ context: ChatListContext) {}
    public func scrollViewDidEndDragging(willDecelerate decelerate: Bool, _ context: ChatListContext) {}
    public func scrollViewDidEndDecelerating(_ context: ChatListContext) {}
    public func scrollViewDidScrollToTop(_ context: ChatListContext) {}
    public func controlTapped(_ control: String, _ context: ChatListContext) {}
}

/// What changed in the view model's messages.
public enum MessagesChange: Hashable, Sendable {
    /// The user sent a message; it is the newest in `context.messages`.
    case sent(MessageID)
    /// An assistant reply began: an empty streaming message is the newest. Until its first
    /// token a list typically shows a typing indicator.
    case replyStarted(MessageID)
    /// One or more chunks were appended to a streaming reply.
    case tokens(MessageID)
    /// A reply ended: complete, stopped by the user, or failed.
    case replyFinished(MessageID, MessageState)
    /// An older page was prepended to `context.messages`.
    case olderPageLoaded(count: Int, hasMore: Bool)
    /// A load-more request failed; `context.isLoadingMore` is false again.
    case olderPageFailed
}

/// A keyboard frame change, as `keyboardWillChangeFrameNotification` reports it.
public struct KeyboardChange: Hashable, Sendable {
    /// Height of the keyboard over the view's bottom edge before and after, in points
    /// (0 when hidden).
    public var beginHeight: Double
    public var endHeight: Double
    /// Animation duration (UIKit: 0.25 s for show and hide).
    public var duration: VirtualDuration

    public init(beginHeight: Double, endHeight: Double, duration: VirtualDuration) {
        self.beginHeight = beginHeight
        self.endHeight = endHeight
        self.duration = duration
    }
}

/// Why a controller asked for an older page. An inverted list that loads from both
/// `scrollViewDidScroll` and `prefetchItemsAt` can race the two into duplicate requests.
public enum LoadMoreTrigger: String, Hashable, Sendable, Codable, CaseIterable {
    case scroll
    case prefetch
}

/// What a load-more request did.
public enum LoadMoreOutcome: Hashable, Sendable {
    /// A request for the page before `cursor` went to the store.
    case requested(cursor: MessageID)
    /// The request was issued although one was in flight or the cursor was already asked
    /// for: counted as a duplicate (and still sent, as the app would).
    case duplicate(cursor: MessageID)
    /// There is no older history.
    case noMoreHistory
}
