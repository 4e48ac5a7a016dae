import ChatModel
import Foundation

/// Everything a controller may touch: the collection view, its data source, the view
/// model's state, and load-more requests. One context serves one run.
public final class ChatListContext {
    /// The headless `UICollectionView`.
    public let collectionView: HeadlessCollectionView
    /// Its diffable data source.
    public let dataSource: DiffableDataSource

    unowned let conversation: ConversationState
    let engine: ListEngine

    init(engine: ListEngine, conversation: ConversationState) {
        self.engine = engine
        self.conversation = conversation
        collectionView = HeadlessCollectionView(engine: engine)
        dataSource = DiffableDataSource(engine: engine)
    }

    /// The view model's messages, oldest first. O(1) to take.
    public var messages: LoadedMessages { conversation.messages }

    /// The loaded message with `id`. O(1).
    public func message(_ id: MessageID) -> Message? { conversation.messages.message(id) }

    /// Whether older history exists beyond the loaded messages.
    public var hasMoreHistory: Bool { conversation.hasMoreHistory }

    /// Whether a load-more request is in flight.
    public var isLoadingMore: Bool { conversation.isLoadingMore }

    /// The current virtual time.
    public var now: VirtualInstant { engine.now }

    /// The composer's height on screen, pt: the device's, until the controller sets another
    /// (``setComposerHeight(_:)``).
    public var composerHeight: Double { engine.viewport.composerHeight }

    /// The device's composer height with one line of text, pt.
    public var singleLineComposerHeight: Double { engine.device.composerHeight }

    /// The composer grew or shrank to `height` pt (a multi-line text field): the area the list
    /// keeps clear at the bottom changes with it, as with the keyboard.
    public func setComposerHeight(_ height: Double) {
        guard height.isFinite, height >= 0 else { return }
        engine.setComposerHeight(height)
    }

    /// The composer's text (the user's draft), empty after a send.
    public var composerText: String { conversation.composerText }

    /// Photos attached to the draft, shown in a strip above the composer's text.
    public var composerImageCount: Int { conversation.composerImages }

    /// The open conversation's name: nil for the one the run opened on, else the name a
    /// `switchConversation` gave.
    public var conversationName: String? { conversation.name }

    /// Whether a reply is pending: its request is out (retrieving, waiting for the first
    /// token or the whole answer) or it streams.
    public var isReplyPending: Bool { conversation.streamingReply != nil || conversation.repliesRequested > 0 }

    /// The message of the reply that streams or is awaited now, if any (the one a
    /// ``KeepsReplyAcrossConversationChange`` chat carried into a new conversation, too).
    public var pendingReplyMessage: MessageID? { conversation.streamingReply?.messageID }

    /// The keyboard's current height over the screen's bottom edge, pt.
    public var keyboardHeight: Double { engine.viewport.keyboardHeight }

    /// Asks the store for the page before the oldest loaded message.
    ///
    /// Counted in `loadMoreCalls`; one issued while another is in flight, or for a cursor
    /// already requested, is also counted in `duplicateLoadMore` (by trigger) and, like a
    /// real duplicate network call, costs a request without adding messages.
    @discardableResult
    public func requestLoadMore(trigger: LoadMoreTrigger) -> LoadMoreOutcome {
        conversation.requestLoadMore(trigger: trigger)
    }
}

// MARK: - Time, reveal and the SwiftUI list

extension ChatListContext {
    /// The SwiftUI list (`ScrollView { LazyVStack(spacing:) { ForEach } }`) this controller
    /// drives instead of the collection view; the first call, in `viewDidLoad`, makes it.
    public func lazyStack(_ configuration: LazyStackConfiguration) -> LazyStackList {
        LazyStackList(stack: engine.adoptLazyStack(configuration))
    }

    /// Runs `body` after `delay` on the virtual clock (`Task.sleep`, `asyncAfter`): on the
    /// first display-link tick at or after it, before `displayLinkDidFire`.
    @discardableResult
    public func schedule(after delay: VirtualDuration, _ body: @escaping () -> Void) -> TimerID {
        engine.timers.schedule(at: engine.now + delay, body)
    }

    /// Cancels a timer (`Task.cancel()` of a debounce); a fired one is ignored.
    public func cancelTimer(_ id: TimerID) { engine.timers.cancel(id) }

    /// The controller shows only the first `utf8Length` bytes of `message`'s text (a paced
    /// reveal); nil shows all of it. Tokens count as on screen (tokenToScreen) only once
    /// revealed, and a reply's revealing continues to count after its stream ends.
    public func setShownLength(_ utf8Length: Int?, of message: MessageID) {
        engine.setShownLength(utf8Length, of: message)
    }

    /// Charges `microseconds` of the controller's own main-thread work to this frame
    /// (persistence, lookups the app does outside its rows).
    public func chargeMainThread(microseconds: Double) {
        guard microseconds > 0, microseconds.isFinite else { return }
        engine.chargeController(microseconds: microseconds)
    }

    /// Messages the conversation holds in all, loaded or not: the length of a view model's
    /// array that keeps the whole conversation in memory. O(1).
    public var conversationLength: Int {
        // The identifiers alone: the first message itself would be copied out, text and all.
        let identifiers = conversation.messages.identifiers
        guard let first = identifiers.first else { return 0 }
        return identifiers.count + Int(first.rawValue - conversation.firstMessageID.rawValue)
    }

    /// Records that the controller misused the collection view or its data source (a
    /// duplicate identifier, an item that is not in the snapshot) where UIKit raises: a
    /// `snapshotError` finding, and the run goes on as UIKit's caller would not.
    public func recordSnapshotError(_ message: String) {
        engine.record(.snapshotError(message))
    }

    /// Records that the controller made a call the rehearsal cannot model faithfully (work
    /// on a wall-clock deadline): an `invariantViolation` finding naming it.
    public func recordFinding(_ message: String) {
        engine.record(.unmodelledCall(message))
    }

    /// The device's modelled cost figures, µs.
    public var costs: DeviceProfile.Costs { engine.device.costs }
}
