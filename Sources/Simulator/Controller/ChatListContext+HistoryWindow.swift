import ChatModel

// MARK: - Newer pages (after a jump into the middle of history)

extension ChatListContext {
    /// Whether newer history exists beyond the loaded messages: after a jump to a message that
    /// was not loaded, until a newer page brings the newest message (or a send returns the
    /// list to the live end). False when the list opened on the newest page.
    public var hasNewerHistory: Bool { conversation.hasNewerHistory }

    /// Whether a request for newer messages is in flight.
    public var isLoadingNewer: Bool { conversation.window.isLoadingNewer }

    /// Asks the store for the page after the newest loaded message, as
    /// ``requestLoadMore(trigger:)`` asks for the page before the oldest; the controller hears
    /// ``ChatListController/newerPageLoaded(count:hasMore:_:)`` after the store's latency.
    ///
    /// Counted in `loadMoreCalls`; one issued while another is in flight, or for a cursor
    /// already requested, is also a `duplicateLoadMore`; one with the newest message already
    /// loaded is a `loadMoreAfterNoMore`, answered after the latency with
    /// `newerPageLoaded(count: 0, hasMore: false)`.
    @discardableResult
    public func requestNewerPage(trigger: LoadMoreTrigger) -> LoadMoreOutcome {
        conversation.requestNewerPage(trigger: trigger)
    }
}
