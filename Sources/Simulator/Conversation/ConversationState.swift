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

    /// Set only here and in ConversationState+Window.swift (newer pages, jumps).
    var messages = LoadedMessages()
    private(set) var hasMoreHistory = false
    /// The loaded messages' place in the history: away from the live end after a jump.
    var window = HistoryWindowState()
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
    /// Whether the user has scrolled the open conversation (a drag, fling, status-bar tap,
    /// scroll to a message, or a tapped control): load-more before it is a batch fetch at open.
    var userHasScrolled = false
    /// The oldest message of the last page that arrived with messages.
    private var lastPageOldest: MessageID?
    private var nextID: MessageID
    private var nextReplyID = 0
    var history: any MessageHistory
    let pageSize: Int
    unowned let engine: ListEngine
    let scheduler: EventScheduler

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
        returnToLiveEnd()
        let id = nextID
        nextID = MessageID(id.rawValue + 1)
        messages.append(Message(id: id, role: role, text: text, createdAt: engine.now, attachments: attachments, state: state))
        return id
    }

    /// Appends `message` — a pending reply carried over from a replaced conversation — under
    /// a new identifier, keeping its content and revision. O(1) amortised.
    func appendCarried(_ message: Message) -> MessageID {
        returnToLiveEnd()
        var carried = message
        carried.id = nextID
        nextID = MessageID(nextID.rawValue + 1)
        messages.append(carried)
        return carried.id
    }

    /// Inserts a message created just before loaded message `id` that arrives only now (a late
    /// sync): under the next identifier, at a time between its neighbours', before `id`. Nil
    /// when `id` is not loaded or is the oldest loaded (its place is among older pages). O(loaded).
    func insertLate(before id: MessageID, role: Role, text: String) -> MessageID? {
        guard let position = messages.position(of: id), position > 0 else { return nil }
        let time = (messages[position - 1].createdAt.microseconds + messages[position].createdAt.microseconds) / 2
        let late = Message(id: nextID, role: role, text: text, createdAt: VirtualInstant(microseconds: time), state: .complete)
        nextID = MessageID(nextID.rawValue + 1)
        messages.insertLate(late, at: position)
        return late.id
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
        userHasScrolled = false
        lastPageOldest = nil
        window = HistoryWindowState(storeDetached: true)
    }

    /// Replaces the loaded messages with `page` (oldest first), a window of history that may
    /// be away from the live end: the older pages' bookkeeping starts afresh. O(page).
    func replaceWindow(_ page: [Message], hasOlder: Bool) {
        messages = LoadedMessages()
        messages.prepend(page)
        hasMoreHistory = hasOlder
        isLoadingMore = false
        requestedCursors = []
        lastPageOldest = nil
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
            answerNoMoreHistory()
            return .noMoreHistory
        }
        let cursor = oldest.id
        if let waste = waste(oldest: cursor) { engine.record(.wastedLoadMore(waste)) }
        if isLoadingMore || requestedCursors.contains(cursor) {
            let duplicate: DuplicateLoadMore = isLoadingMore ? .inFlight(cursor: cursor) : .alreadyRequested(cursor: cursor)
            engine.record(.loadMore(trigger: trigger, duplicate: duplicate))
            return .duplicate(cursor: cursor)
        }
        engine.record(.loadMore(trigger: trigger, duplicate: nil))
        requestedCursors.insert(cursor)
        isLoadingMore = true
        schedulePage({ try history.page(olderThan: oldest, limit: pageSize) }, hasMoreIfFailed: hasMoreHistory) {
            .pageLoaded($0, cursor: cursor)
        }
        return .requested(cursor: cursor)
    }

    /// Asks the store for a page with `read` and schedules its `arrival` after the store's
    /// latency; a read that fails arrives at once, as a failed page saying `hasMoreIfFailed`.
    /// Older and newer pages alike.
    func schedulePage(_ read: () throws -> HistoryPage, hasMoreIfFailed: Bool, arrival: (HistoryPage) -> SimulationEvent) {
        do {
            let page = try read()
            scheduler.schedule(arrival(page), at: engine.now + page.latency)
        } catch {
            let failed = HistoryPage(messages: [], hasMore: hasMoreIfFailed, latency: .zero, failure: String(describing: error))
            scheduler.schedule(arrival(failed), at: engine.now)
        }
    }

    /// A request with no older history: the list was told (the opening page or the last one
    /// said `hasMore: false`), and the store answers it as it answers any page, after its
    /// latency, with no messages — the controller hears `olderPageLoaded(count: 0, hasMore: false)`.
    private func answerNoMoreHistory() {
        engine.record(.wastedLoadMore(.afterNoMore))
        scheduleEmptyAnswer(past: messages.first, { try history.page(olderThan: $0, limit: pageSize) }) {
            .pageLoaded($0, cursor: $1)
        }
    }

    /// The store's answer to a request past the end of the history the list was told about
    /// (no older, or no newer, messages): no messages and `hasMore: false`. The store is asked
    /// with `read` from `edge` as for any page, and answers after its latency; a read that
    /// fails is a failed page at once, as any failed page is; with nothing loaded, at once.
    /// `arrival` makes the event of the answer and its cursor (`edge`, else the first id).
    func scheduleEmptyAnswer(past edge: Message?, _ read: (Message) throws -> HistoryPage,
                             arrival: (HistoryPage, MessageID) -> SimulationEvent) {
        var answer = HistoryPage(messages: [], hasMore: false, latency: .zero)
        if let edge {
            do {
                answer.latency = try read(edge).latency
            } catch {
                answer.failure = String(describing: error)
            }
        }
        scheduler.schedule(arrival(answer, edge?.id ?? firstMessageID), at: engine.now + answer.latency)
    }

    /// Why a request for the page before `oldest` (older history existing) is wasted, if it is:
    /// the last page arrived and is not in the list yet, or the user has not scrolled and
    /// the list is already full.
    private func waste(oldest: MessageID) -> WastedLoadMore? {
        // The list holds a row once the data source has it (a lazy stack: once its ForEach data does).
        let row = ChatItemID.message(oldest)
        let listed = engine.snapshot.containsItem(row) || engine.list.isPending(row)
        if lastPageOldest == oldest, !listed {
            return .pageUnapplied(cursor: oldest)
        }
        let visible = engine.viewport.unobscuredContentRange
        if !userHasScrolled, engine.contentHeight >= visible.upperBound - visible.lowerBound {
            return .beforeScroll
        }
        return nil
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
        if !page.messages.isEmpty { messages.prepend(page.messages) }
        hasMoreHistory = page.hasMore
        if let oldest = page.messages.first { lastPageOldest = oldest.id }
        return page.messages.count
    }
}
