import ChatModel

// MARK: - The live end (after a jump into the middle of history)

extension ChatListContext {
    /// Whether a request for the conversation's newest page is in flight.
    public var isLoadingNewest: Bool { conversation.window.isLoadingNewest }

    /// Asks the store for the conversation's newest page — a jump back to the live end from
    /// the middle of history, as `jumpTo:` jumps away from it — answered after the store's
    /// latency: the page replaces the loaded messages and the controller hears
    /// ``ChatListController/newestPageLoaded(count:_:)``.
    ///
    /// The same waste metrics as the other page requests: counted in `loadMoreCalls`; one
    /// issued while another is in flight is a `duplicateLoadMore`; one with the newest
    /// message already loaded is a `loadMoreAfterNoMore`, answered after the latency with
    /// ``ChatListController/newerPageLoaded(count:hasMore:_:)`` of 0 and `hasMore: false`.
    @discardableResult
    public func requestNewestPage(trigger: LoadMoreTrigger) -> LoadMoreOutcome {
        conversation.requestNewestPage(trigger: trigger)
    }
}
