import ChatModel
import Viewport

extension Simulation {
    /// `jumpTo:` — the user jumps to message `id` (a search result, a quoted reply, the first
    /// unread). A loaded message is a `scrollTo:` pick. Otherwise the store is asked for the
    /// page around it; when it lands (after the store's latency) it replaces the loaded
    /// messages and the controller hears ``ChatListController/historyDidJump(to:position:_:)``;
    /// where the list comes to rest is judged as any pick is (`scrollToMisses`).
    ///
    /// A jump the run cannot make — the store does not hold the message, a reply is pending
    /// (its message would be unloaded under the stream), the conversation was replaced — is
    /// dropped with an `actionDropped` finding naming why, which fails the run.
    func jump(to id: MessageID, position: ScrollPosition) {
        guard conversation.messages.message(id) == nil else {
            perform(.scrollTo(message: id, position: position))
            return
        }
        engine.trace(.jumpToMessage)
        if let why = conversation.requestWindow(around: id, position: position) {
            engine.record(.actionDropped(explanation: "jump to \(id) at \(engine.now.seconds) s was dropped: \(why)"))
            return
        }
        userWantsNewest = false
        reader.askForMessage()
        newest.userTookOver()
        conversation.userHasScrolled = true
    }

    /// The page around message `id` landed: it replaces the loaded messages and the
    /// controller is asked to show `id` at `position`; the pick is judged from now.
    ///
    /// A page that lands after the conversation was replaced (`switchConversation`,
    /// `startFresh`) belongs to a conversation no longer open: it is dropped with an
    /// `actionDropped` finding, as a jump asked for then would have been.
    func deliverWindow(_ page: HistoryWindowPage, around id: MessageID, position: ScrollPosition) {
        engine.trace(.pageLoaded)
        if conversation.window.storeDetached {
            engine.record(.actionDropped(explanation: "jump to \(id) landed at \(engine.now.seconds) s and was dropped: "
                                                      + "the conversation was replaced while its page was loading"))
            return
        }
        conversation.receiveWindow(page)
        userWantsNewest = false
        reader.askForMessage()
        if let pending = scrollToRequest { _ = checks.checkScrollTo(pending) }  // judged where it is now
        scrollToRequest = .init(item: .message(id), position: position, requestedAt: engine.now)
        calls.historyDidJump(to: id, position: position, context)
    }

    /// A newer page (or the store's empty answer at the live end) landed.
    func deliverNewerPage(_ page: HistoryPage, cursor: MessageID) {
        engine.trace(.pageLoaded)
        if let count = conversation.receiveNewerPage(page, cursor: cursor) {
            calls.newerPageLoaded(count: count, hasMore: conversation.hasNewerHistory, context)
        } else {
            calls.newerPageFailed(context)
        }
    }
}
