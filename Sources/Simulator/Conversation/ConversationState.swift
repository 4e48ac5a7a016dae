import ChatModel
import Mocks

/// The app's view model of the open conversation during a run: loaded messages, the
/// streaming reply, pagination state and load-more bookkeeping.
final class ConversationState {
    /// A reply being streamed into an assistant message.
    struct StreamingReply {
        var id: Int
        var messageID: MessageID
        var requestedAt: VirtualInstant
        var schedule: ReplySchedule
        var nextChunk = 0
        var citations: [Citation]
        /// Tokens delivered but not yet shown: (arrival, message revision after it, tokens).
        var pendingTokens: [(arrival: VirtualInstant, revision: Int, tokens: Int, length: Int)] = []
        var firstArrival: VirtualInstant?
        /// When its latest chunk arrived.
        var lastArrival: VirtualInstant?
        var lastShown: VirtualInstant?
    }

    private(set) var messages = LoadedMessages()
    private(set) var hasMoreHistory = false
    private(set) var isLoadingMore = false
    var streamingReply: StreamingReply?
    /// A reply whose stream ended while the controller was still revealing its text (a paced
    /// reveal): its tokens keep counting as they reach the screen.
    var revealingReply: StreamingReply?
    /// The oldest message's identifier: histories number messages from 0 (identifiers are
    /// creation sequence numbers), and a replaced conversation starts at its first message.
    private(set) var firstMessageID = MessageID(0)
    /// The open conversation's name (nil: the one the run opened on).
    private(set) var name: String?
    /// The composer's text.
    var composerText = ""
    /// Photos attached to the draft.
    var composerImages = 0
    /// Replies requested but not started yet (retrieval before generation).
    var repliesRequested = 0
    private var requestedCursors: Set<MessageID> = []
    private var nextID: MessageID
    private var nextReplyID = 0
    private var history: any MessageHistory
    private let pageSize: Int
    private unowned let engine: ListEngine
    private let scheduler: EventScheduler

    init(history: any MessageHistory, pageSize: Int, engine: ListEngine, scheduler: EventScheduler) {
        self.history = history
        self.pageSize = pageSize
        self.engine = engine
        self.scheduler = scheduler
        nextID = history.nextMessageID
    }

    /// Opens the conversation on its newest page.
    func open() throws {
        let page = try history.newestPage(limit: pageSize)
        messages.prepend(page.messages)
        hasMoreHistory = page.hasMore
    }

    // MARK: - Messages

    func appendNew(role: Role, text: String, attachments: [ImageAttachment] = [], state: MessageState) -> MessageID {
        let id = nextID
        nextID = MessageID(id.rawValue + 1)
        messages.append(Message(id: id, role: role, text: text, createdAt: engine.now, attachments: attachments, state: state))
        return id
    }

    /// Appends `message` — a pending reply carried over from a replaced conversation — under
    /// a new identifier, keeping its content and revision. O(1) amortised.
    func appendCarried(_ message: Message) -> MessageID {
        var carried = message
        carried.id = nextID
        nextID = MessageID(nextID.rawValue + 1)
        messages.append(carried)
        return carried.id
    }

    func update(_ id: MessageID, _ body: (inout Message) -> Void) {
        messages.update(id, body)
    }

    /// Replaces the whole conversation with `replacement` (oldest first; renumbered after
    /// every identifier used so far, so no row of the old conversation is mistaken for one
    /// of the new), all of it loaded. A reply in flight is abandoned: its remaining chunks
    /// find no streaming reply and are dropped (a caller that keeps it appends it again with
    /// ``appendCarried(_:)``). O(replacement).
    func replace(name: String?, with replacement: [Message]) {
        self.name = name
        streamingReply = nil
        revealingReply = nil
        repliesRequested = 0
        var renumbered = replacement
        for index in renumbered.indices {
            renumbered[index].id = nextID
            nextID = MessageID(nextID.rawValue + 1)
        }
        messages = LoadedMessages()
        messages.prepend(renumbered)
        firstMessageID = renumbered.first?.id ?? nextID
        hasMoreHistory = false
        requestedCursors = []
    }

    func makeReplyID() -> Int {
        defer { nextReplyID += 1 }
        return nextReplyID
    }

    // MARK: - Pagination

    func requestLoadMore(trigger: LoadMoreTrigger) -> LoadMoreOutcome {
        engine.trace(.loadMore)
        guard hasMoreHistory, let oldest = messages.first else {
            engine.record(.loadMore(trigger: trigger, duplicate: nil))
            return .noMoreHistory
        }
        let cursor = oldest.id
        if isLoadingMore || requestedCursors.contains(cursor) {
            let duplicate: DuplicateLoadMore = isLoadingMore ? .inFlight(cursor: cursor) : .alreadyRequested(cursor: cursor)
            engine.record(.loadMore(trigger: trigger, duplicate: duplicate))
            return .duplicate(cursor: cursor)
        }
        engine.record(.loadMore(trigger: trigger, duplicate: nil))
        requestedCursors.insert(cursor)
        isLoadingMore = true
        do {
            let page = try history.page(olderThan: oldest, limit: pageSize)
            scheduler.schedule(.pageLoaded(page, cursor: cursor), at: engine.now + page.latency)
        } catch {
            scheduler.schedule(.pageLoaded(HistoryPage(messages: [], hasMore: hasMoreHistory, latency: .zero,
                                                       failure: String(describing: error)), cursor: cursor), at: engine.now)
        }
        return .requested(cursor: cursor)
    }

    /// Delivers a page; returns the number of messages prepended (nil when it failed).
    func receivePage(_ page: HistoryPage, cursor: MessageID) -> Int? {
        isLoadingMore = false
        if page.failure != nil {
            // A failed cursor may be asked for again.
            requestedCursors.remove(cursor)
            return nil
        }
        guard messages.first?.id == cursor else { return 0 }
        messages.prepend(page.messages)
        hasMoreHistory = page.hasMore
        return page.messages.count
    }
}
