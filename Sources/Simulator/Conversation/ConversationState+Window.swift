import ChatModel
import Viewport

/// Where the loaded messages sit in the conversation's history: at its live end (the newest
/// message loaded, the default) or, after a jump to a message that was not loaded, in the
/// middle, with newer pages to load as the reader scrolls down.
struct HistoryWindowState {
    /// Whether messages newer than the newest loaded one exist.
    var hasNewer = false
    /// Whether a request for the page after the newest loaded message is in flight.
    var isLoadingNewer = false
    /// Whether a request for the conversation's newest page (a jump to the live end) is in flight.
    var isLoadingNewest = false
    /// The newest loaded messages newer pages were asked after.
    var requestedCursors: Set<MessageID> = []
    /// Messages the run created (sends, replies) that a jump unloaded: newer than all of the
    /// store's history, they come back after its newest page.
    var runMessages: [Message] = []
    /// The conversation was replaced (another one opened, a fresh start): the store no longer
    /// holds it, so it has no page to jump into.
    var storeDetached = false
}

extension ConversationState {
    /// Whether newer history exists beyond the loaded messages (they are away from the live end).
    var hasNewerHistory: Bool { window.hasNewer }

    /// A request for the page after the newest loaded message, mirroring
    /// ``requestLoadMore(trigger:)``: counted in `loadMoreCalls`; one in flight or for a cursor
    /// already asked for is a duplicate; one at the live end is wasted (`loadMoreAfterNoMore`)
    /// and answered after the store's latency with no messages and `hasMore: false`.
    func requestNewerPage(trigger: LoadMoreTrigger) -> LoadMoreOutcome {
        engine.trace(.loadMore)
        guard window.hasNewer, let newest = messages.last else {
            engine.record(.loadMore(trigger: trigger, duplicate: nil))
            engine.record(.wastedLoadMore(.newerAfterNoMore))
            scheduleEmptyAnswer(past: messages.last, { try history.page(newerThan: $0, limit: pageSize) }) {
                .newerPageLoaded($0, cursor: $1)
            }
            return .noMoreHistory
        }
        let cursor = newest.id
        if window.isLoadingNewer || window.requestedCursors.contains(cursor) {
            let duplicate: DuplicateLoadMore = window.isLoadingNewer
                ? .newerInFlight(cursor: cursor) : .newerAlreadyRequested(cursor: cursor)
            engine.record(.loadMore(trigger: trigger, duplicate: duplicate))
            return .duplicate(cursor: cursor)
        }
        engine.record(.loadMore(trigger: trigger, duplicate: nil))
        window.requestedCursors.insert(cursor)
        window.isLoadingNewer = true
        schedulePage({ try history.page(newerThan: newest, limit: pageSize) }, hasMoreIfFailed: true) {
            .newerPageLoaded($0, cursor: cursor)
        }
        return .requested(cursor: cursor)
    }

    /// Delivers a newer page; returns the number of messages appended (nil when it failed).
    /// The last page (`hasMore: false`) brings back the messages the run created after it.
    func receiveNewerPage(_ page: HistoryPage, cursor: MessageID) -> Int? {
        window.isLoadingNewer = false
        if page.failure != nil {
            window.requestedCursors.remove(cursor)  // a failed cursor may be asked for again
            return nil
        }
        guard messages.last?.id == cursor, window.hasNewer else { return 0 }
        var added = page.messages
        if !page.hasMore {
            added += window.runMessages
            window.runMessages = []
        }
        for message in added { messages.append(message) }
        window.hasNewer = page.hasMore
        return added.count
    }

    /// Asks the store for the page around `id` (a message not loaded), delivered after its
    /// latency as `windowLoaded`. Returns why the jump cannot be made, or nil.
    func requestWindow(around id: MessageID, position: ScrollPosition) -> String? {
        if streamingReply != nil || revealingReply != nil || repliesRequested > 0 {
            return "a reply is pending, and its message would leave the loaded messages"
        }
        if window.storeDetached { return "the conversation was replaced and its store holds no history to jump into" }
        let page: HistoryWindowPage?
        do {
            page = try history.page(around: id, limit: pageSize)
        } catch {
            return "the store failed: \(error)"
        }
        guard let page else { return "the store holds no such message" }
        if let failure = page.failure { return "the store failed: \(failure)" }
        guard page.messages.contains(where: { $0.id == id }) else { return "the store's page around it does not hold it" }
        scheduler.schedule(.windowLoaded(page, around: id, position: position), at: engine.now + page.latency)
        return nil
    }

    /// Replaces the loaded messages with `page`, the window around a message jumped to. The
    /// messages the run created wait for the page that reaches the store's newest message.
    func receiveWindow(_ page: HistoryWindowPage) {
        var waiting = runCreatedMessages()
        var loaded = page.messages
        if !page.hasNewer {
            loaded += waiting
            waiting = []
        }
        replaceWindow(loaded, hasOlder: page.hasOlder)
        window = HistoryWindowState(hasNewer: page.hasNewer, runMessages: waiting)
    }

    /// A new message (a send, a reply) goes to the conversation's end: when the loaded
    /// messages are away from it, the newest page (and the run's own messages) replace them
    /// first, at once — as chat apps return to the present on send. The store's latency is not
    /// modelled here (estimate: apps keep the newest page cached). O(page).
    func returnToLiveEnd() {
        guard window.hasNewer else { return }
        let newest = (try? history.newestPage(limit: pageSize)).flatMap { $0.failure == nil ? $0 : nil }
        replaceWindow((newest?.messages ?? []) + runCreatedMessages(), hasOlder: newest?.hasMore ?? true)
        window = HistoryWindowState()
    }

    /// The messages the run created (sends, replies, late messages — identifiers from the
    /// store's end on), in identifier order: those a jump unloaded and those loaded now (a
    /// late message that landed in a window away from the live end). O(loaded).
    private func runCreatedMessages() -> [Message] {
        let storeEnd = history.nextMessageID
        return (window.runMessages + messages.filter { $0.id >= storeEnd }).sorted { $0.id < $1.id }
    }
}
