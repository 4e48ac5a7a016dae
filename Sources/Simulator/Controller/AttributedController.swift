import ChatModel
import Foundation
import Viewport

/// The controller under test as the simulation calls it: every callback forwarded unchanged,
/// run inside ``ScrollAttribution/during(_:_:)`` so a scroll the controller makes is charged
/// to the callback it made it from.
final class AttributedController: ChatListController {
    let subject: any ChatListController
    private let attribution: ScrollAttribution

    init(_ subject: any ChatListController, attribution: ScrollAttribution) {
        self.subject = subject
        self.attribution = attribution
    }

    func viewDidLoad(_ context: ChatListContext) {
        attribution.during(.viewDidLoad) { subject.viewDidLoad(context) }
    }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        attribution.during(.messagesDidChange(change)) { subject.messagesDidChange(change, context) }
    }
    func scrollViewDidScroll(_ context: ChatListContext) {
        attribution.during(.scrollViewDidScroll) { subject.scrollViewDidScroll(context) }
    }
    func scrollViewWillBeginDragging(_ context: ChatListContext) {
        attribution.during(.scrollViewWillBeginDragging) { subject.scrollViewWillBeginDragging(context) }
    }
    func prefetchItems(at indexPaths: [IndexPath], _ context: ChatListContext) {
        attribution.during(.prefetchItems) { subject.prefetchItems(at: indexPaths, context) }
    }
    func cancelPrefetchingForItems(at indexPaths: [IndexPath], _ context: ChatListContext) {
        attribution.during(.cancelPrefetchingForItems) { subject.cancelPrefetchingForItems(at: indexPaths, context) }
    }
    func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {
        attribution.during(.keyboardWillChange) { subject.keyboardWillChange(change, context) }
    }
    func viewportDidChange(_ context: ChatListContext) {
        attribution.during(.viewportDidChange) { subject.viewportDidChange(context) }
    }
    func scrollToBottomTapped(_ context: ChatListContext) {
        attribution.during(.scrollToBottomTapped) { subject.scrollToBottomTapped(context) }
    }
    func scrollToMessageRequested(_ id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        attribution.during(.scrollToMessageRequested) { subject.scrollToMessageRequested(id, position: position, context) }
    }
    func displayLinkDidFire(_ context: ChatListContext) {
        attribution.during(.displayLinkDidFire) { subject.displayLinkDidFire(context) }
    }
    func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        var configured = cell
        attribution.during(.configure) { subject.configure(&configured, for: item, at: indexPath, context) }
        cell = configured
    }
    func conversationDidChange(_ context: ChatListContext) {
        attribution.during(.conversationDidChange) { subject.conversationDidChange(context) }
    }
    func composerTextDidChange(_ context: ChatListContext) {
        attribution.during(.composerTextDidChange) { subject.composerTextDidChange(context) }
    }
    func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        attribution.during(.historyDidJump) { subject.historyDidJump(to: id, position: position, context) }
    }
    func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext) {
        attribution.during(.newerPageLoaded) { subject.newerPageLoaded(count: count, hasMore: hasMore, context) }
    }
    func newerPageFailed(_ context: ChatListContext) {
        attribution.during(.newerPageFailed) { subject.newerPageFailed(context) }
    }
    func newestPageLoaded(count: Int, _ context: ChatListContext) {
        attribution.during(.newestPageLoaded) { subject.newestPageLoaded(count: count, context) }
    }
    func messageInserted(_ id: MessageID, _ context: ChatListContext) {
        attribution.during(.messageInserted) { subject.messageInserted(id, context) }
    }
    func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        attribution.during(.willDisplay) { subject.willDisplay(item, at: indexPath, context) }
    }
    func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext) {
        attribution.during(.didEndDisplaying) { subject.didEndDisplaying(item, at: indexPath, context) }
    }
    func scrollViewWillEndDragging(withVelocity velocity: Point, targetContentOffset: inout Point, _ context: ChatListContext) {
        var target = targetContentOffset
        attribution.during(.scrollViewWillEndDragging) {
            subject.scrollViewWillEndDragging(withVelocity: velocity, targetContentOffset: &target, context)
        }
        targetContentOffset = target
    }
    func scrollViewDidEndDragging(willDecelerate decelerate: Bool, _ context: ChatListContext) {
        attribution.during(.scrollViewDidEndDragging) { subject.scrollViewDidEndDragging(willDecelerate: decelerate, context) }
    }
    func scrollViewDidEndDecelerating(_ context: ChatListContext) {
        attribution.during(.scrollViewDidEndDecelerating) { subject.scrollViewDidEndDecelerating(context) }
    }
    func controlTapped(_ control: String, _ context: ChatListContext) {
        attribution.during(.controlTapped) { subject.controlTapped(control, context) }
    }
    func scrollViewDidScrollToTop(_ context: ChatListContext) {
        attribution.during(.scrollViewDidScrollToTop) { subject.scrollViewDidScrollToTop(context) }
    }
}
