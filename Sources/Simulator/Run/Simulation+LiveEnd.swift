extension Simulation {
    /// The newest page asked for from the middle of history landed: the loaded messages are
    /// the live end's again and the controller hears
    /// ``ChatListController/newestPageLoaded(count:_:)`` (or ``ChatListController/newerPageFailed(_:)``).
    func deliverNewestPage(_ page: HistoryPage) {
        engine.trace(.pageLoaded)
        guard let count = conversation.receiveNewestPage(page) else {
            calls.newerPageFailed(context)
            return
        }
        calls.newestPageLoaded(count: count, context)
    }
}
