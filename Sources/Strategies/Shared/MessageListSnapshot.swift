import ChatModel
import Simulator

extension ChatSnapshot {
    /// A one-section chat snapshot of `messages`: each message is an item, except an
    /// assistant reply still waiting for its first token, which shows as the typing
    /// indicator. `current` is returned itself when it already holds exactly that
    /// (``reusing(_:orBuilding:)``).
    ///
    /// - Parameter newestFirst: reverse the order, as a flipped list does (item 0 = newest).
    /// - Complexity: O(*n*) for *n* messages.
    static func messageList(_ messages: LoadedMessages, newestFirst: Bool, reusing current: ChatSnapshot? = nil) -> ChatSnapshot {
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
        // The items are distinct: one per message id, the typing indicator at most once.
        return reusing(current, orBuilding: [(0, items)])
    }

    /// `current` itself when it holds exactly `contents` — these sections with these items,
    /// in order — and no update marks; else a snapshot built from `contents`. The two are
    /// equal (`==`), but the first is a copy-on-write copy: a rebuild for a streamed chunk,
    /// which changes a message's content and not the list's items, then costs O(*n*)
    /// comparisons instead of O(*n*) hashing into a new snapshot, and the apply that follows
    /// finds the identifiers identical in O(1).
    ///
    /// - Precondition: `contents` holds no identifier twice.
    static func reusing(_ current: ChatSnapshot?, orBuilding contents: [(section: Int, items: [ChatItemID])]) -> ChatSnapshot {
        if let current, current.reconfiguredItemIdentifiers.isEmpty, current.reloadedItemIdentifiers.isEmpty,
           current.reloadedSectionIdentifiers.isEmpty, current.sectionIdentifiers.elementsEqual(contents.lazy.map(\.section)),
           contents.allSatisfy({ (try? current.itemIdentifiers(inSection: $0.section)) == $0.items }) {
            return current
        }
        do {
            return try ChatSnapshot(contents)
        } catch {
            preconditionFailure("a chat snapshot's contents repeat an identifier: \(error)")
        }
    }
}
