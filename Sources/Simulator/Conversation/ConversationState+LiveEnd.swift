import ChatModel

extension ConversationState {
    /// A request for the conversation's newest page from the middle of history (a jump to the
    /// live end: the "jump to latest" button of a list opened on a search result), mirroring
    /// ``requestNewerPage(trigger:)``: counted in `loadMoreCalls`; one while another is in
    /// flight is a duplicate (`duplicateLoadMore`); one with the newest message already loaded
    /// is wasted (`loadMoreAfterNoMore`) and answered after the store's latency as an empty
    /// newer page. The page arrives after the store's latency as `newestPageLoaded`.
    func requestNewestPage(trigger: LoadMoreTrigger) -> LoadMoreOutcome {
        engine.trace(.loadMore)
        guard window.hasNewer else {
            engine.record(.loadMore(trigger: trigger, duplicate: nil))
            engine.record(.wastedLoadMore(.newerAfterNoMore))
            scheduleEmptyAnswer(past: messages.last, { try history.page(newerThan: $0, limit: pageSize) }) {
                .newerPageLoaded($0, cursor: $1)
            }
            return .noMoreHistory
        }
        let cursor = history.nextMessageID
        if window.isLoadingNewest {
            engine.record(.loadMore(trigger: trigger, duplicate: .newestInFlight))
            return .duplicate(cursor: cursor)
        }
        engine.record(.loadMore(trigger: trigger, duplicate: nil))
        window.isLoadingNewest = true
        schedulePage({ try history.newestPage(limit: pageSize) }, hasMoreIfFailed: true) { .newestPageLoaded($0) }
        return .requested(cursor: cursor)
    }

    /// Delivers the newest page: it replaces the loaded messages, followed by the messages the
    /// run created while they were away; the list is at the live end again. Returns the
    /// number of messages loaded, nil when the request failed (or the list returned to the
    /// live end meanwhile, by a send: then 0 and nothing changes).
    func receiveNewestPage(_ page: HistoryPage) -> Int? {
        window.isLoadingNewest = false
        if page.failure != nil { return nil }
        guard window.hasNewer else { return 0 }
        let loaded = page.messages + window.runMessages
        replaceWindow(loaded, hasOlder: page.hasMore)
        window = HistoryWindowState()
        return loaded.count
    }
}
