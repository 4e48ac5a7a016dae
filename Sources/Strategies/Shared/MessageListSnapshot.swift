import ChatModel
import Simulator

extension ChatSnapshot {
    /// A one-section chat snapshot of `messages`: each message is an item, except an
    /// assistant reply still waiting for its first token, which shows as the typing
    /// indicator.
    ///
    /// - Parameter newestFirst: reverse the order, as a flipped list does (item 0 = newest).
    /// - Complexity: O(*n*) for *n* messages.
    static func messageList(_ messages: LoadedMessages, newestFirst: Bool) -> ChatSnapshot {
        var items: [ChatItemID] = []
        items.reserveCapacity(messages.count)
        func add(_ id: MessageID) {
            items.append(messages.isAwaitingFirstToken(id) ? .typingIndicator : .message(id))
        }
        if newestFirst {
            for id in messages.identifiers.reversed() { add(id) }
        } else {
            for id in messages.identifiers { add(id) }
        }
        var snapshot = ChatSnapshot()
        // Cannot throw: a new snapshot has no section yet, and the items are distinct (one per
        // message id, the typing indicator at most once, for the newest message).
        try? snapshot.appendSections([0])
        try? snapshot.appendItems(items, toSection: 0)
        return snapshot
    }
}
