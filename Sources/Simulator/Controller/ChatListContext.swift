import ChatModel
import Foundation

/// Everything a controller may touch: the collection view, its data source, the view
/// model's state, and load-more requests. One context serves one run.
public final class ChatListContext {
    /// The headless `UICollectionView`.
    public let collectionView: HeadlessCollectionView
    /// Its diffable data source.
    public let dataSource: DiffableDataSource

    private unowned let conversation: ConversationState
    private let engine: ListEngine

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

    /// The composer's current height on screen, pt (the device's, until the user's typing
    /// or attachments grow it).
    public var composerHeight: Double { engine.viewport.scrollView.composerHeight }

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
