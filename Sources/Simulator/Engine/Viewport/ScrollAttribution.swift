import ChatModel
import Viewport

/// Which of the controller's callbacks is running, and which scrolls the controller made in
/// the current frame: what lets the frame's checks tell a scroll the app made (and name the
/// callback that made it) from one the user made or a layout change.
///
/// A controller scrolls through `setContentOffset(_:animated:)`, the `contentOffset` setter,
/// `scrollToItem(at:at:animated:)`, an offset animation alongside the keyboard, or a lazy
/// stack's `scrollTo` (with or without animation); a lazy stack's
/// `defaultScrollAnchor(.bottom)` scrolls on the app's behalf. An animated scroll keeps
/// counting as the controller's in every frame it moves, attributed to the callback that
/// started it.
final class ScrollAttribution {
    /// The callback the simulation is running now (nil: none — the engine or the user).
    private(set) var callback: ControllerCallback?
    /// The callback behind the first controller scroll of this frame, if the controller
    /// scrolled (or an animation it started moved the content).
    private(set) var cause: ControllerCallback?
    /// The callback that started the running animated scroll (nil: the user's, e.g. the
    /// status-bar tap, or none).
    private var animationCause: ControllerCallback?
    /// The controller's latest scroll to an item (`scrollToItem(at:at:animated:)`, a lazy
    /// stack's `scrollTo(_:anchor:)`), waiting to be judged where it comes to rest; any later
    /// offset move of the controller's, or the user's, replaces it.
    private(set) var itemTarget: ItemScrollTarget?

    /// Runs `body` as `callback`: scrolls made inside are attributed to it. Nested calls
    /// (a callback the controller triggers from another) keep the outermost name.
    func during(_ callback: ControllerCallback, _ body: () -> Void) {
        if self.callback != nil { return body() }
        self.callback = callback
        body()
        self.callback = nil
    }

    /// A new frame: a controller animation still running moves the content this frame.
    func beginFrame(animating: Bool) {
        cause = animating ? animationCause : nil
        if !animating { animationCause = nil }
    }

    /// The controller moved the offset at once (a jump or the setter).
    func noteJump() {
        let who = callback ?? .framework
        if cause == nil { cause = who }
        itemTarget = nil
    }

    /// The controller started an animated scroll.
    func noteAnimation() {
        let who = callback ?? .framework
        if cause == nil { cause = who }
        animationCause = who
        itemTarget = nil
    }

    /// The controller scrolled to `item` at `position` at `time` (after the offset move it
    /// made, which ``noteJump()`` or ``noteAnimation()`` noted).
    func noteScrollToItem(_ item: ChatItemID, at position: ScrollPosition, time: VirtualInstant) {
        itemTarget = ItemScrollTarget(item: item, position: position, requestedAt: time, cause: callback ?? .framework)
    }

    /// The controller's scroll to an item was judged, or a request of the user's judges it.
    func dropItemTarget() { itemTarget = nil }

    /// The user started an animated scroll (the status-bar tap), or touched the screen: a
    /// controller animation no longer runs.
    func noteUserScroll() {
        animationCause = nil
        itemTarget = nil
    }
}

/// A scroll the controller made to an item: where it asked the item to be, when, and from
/// which callback.
struct ItemScrollTarget {
    var item: ChatItemID
    var position: ScrollPosition
    var requestedAt: VirtualInstant
    var cause: ControllerCallback
}

/// A controller callback (or the context in which the controller ran code), named as UIKit
/// names it: what an unrequested-scroll finding names as its cause.
enum ControllerCallback: Hashable, Sendable {
    case viewDidLoad
    case conversationDidChange
    case messagesDidChange(MessagesChange)
    case scrollViewDidScroll
    case scrollViewWillBeginDragging
    case scrollViewWillEndDragging
    case scrollViewDidEndDragging
    case scrollViewDidEndDecelerating
    case scrollViewDidScrollToTop
    case prefetchItems
    case cancelPrefetchingForItems
    case willDisplay
    case didEndDisplaying
    case keyboardWillChange
    case viewportDidChange
    case scrollToBottomTapped
    case scrollToMessageRequested
    case controlTapped
    case historyDidJump
    case newerPageLoaded
    case newerPageFailed
    case newestPageLoaded
    case messageInserted
    case displayLinkDidFire
    case configure
    case composerTextDidChange
    /// A timer the controller scheduled (`Task.sleep`, `asyncAfter`).
    case timer
    /// An apply's completion handler.
    case applyCompletion
    /// The list's own modifiers on the app's behalf (`defaultScrollAnchor(.bottom)`).
    case framework

    /// The name a finding prints.
    var name: String {
        switch self {
        case .viewDidLoad: "viewDidLoad"
        case .conversationDidChange: "conversationDidChange"
        case .messagesDidChange(let change): "messagesDidChange(\(Self.name(of: change)))"
        case .scrollViewDidScroll: "scrollViewDidScroll"
        case .scrollViewWillBeginDragging: "scrollViewWillBeginDragging"
        case .scrollViewWillEndDragging: "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
        case .scrollViewDidEndDragging: "scrollViewDidEndDragging(_:willDecelerate:)"
        case .scrollViewDidEndDecelerating: "scrollViewDidEndDecelerating"
        case .scrollViewDidScrollToTop: "scrollViewDidScrollToTop"
        case .prefetchItems: "collectionView(_:prefetchItemsAt:)"
        case .cancelPrefetchingForItems: "collectionView(_:cancelPrefetchingForItemsAt:)"
        case .willDisplay: "collectionView(_:willDisplay:forItemAt:)"
        case .didEndDisplaying: "collectionView(_:didEndDisplaying:forItemAt:)"
        case .keyboardWillChange: "keyboardWillChangeFrame"
        case .viewportDidChange: "viewportDidChange"
        case .scrollToBottomTapped: "scrollToBottomTapped"
        case .scrollToMessageRequested: "scrollToMessageRequested"
        case .controlTapped: "controlTapped"
        case .historyDidJump: "historyDidJump"
        case .newerPageLoaded: "newerPageLoaded"
        case .newerPageFailed: "newerPageFailed"
        case .newestPageLoaded: "newestPageLoaded"
        case .messageInserted: "messageInserted"
        case .displayLinkDidFire: "displayLinkDidFire"
        case .configure: "the cell provider"
        case .composerTextDidChange: "composerTextDidChange"
        case .timer: "a scheduled timer"
        case .applyCompletion: "an apply's completion"
        case .framework: "the list's defaultScrollAnchor"
        }
    }

    private static func name(of change: MessagesChange) -> String {
        switch change {
        case .sent: ".sent"
        case .replyStarted: ".replyStarted"
        case .tokens: ".tokens"
        case .replyFinished: ".replyFinished"
        case .olderPageLoaded: ".olderPageLoaded"
        case .olderPageFailed: ".olderPageFailed"
        }
    }
}
