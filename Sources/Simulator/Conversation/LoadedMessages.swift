import ChatModel
import DequeModule

/// The messages of the open conversation that the app has loaded, oldest first: the view
/// model's `messages` array.
///
/// Identifiers are creation sequence numbers, so the loaded messages form one contiguous run
/// of identifiers; lookups by identifier are index arithmetic. A deque keeps prepending a page
/// O(page) however long the conversation has grown. The exception is a message that arrives
/// late (a late sync, ``insertLate(_:at:)``): it takes a new identifier but sits at its
/// timestamp's place; with k such messages loaded a lookup is O(k) (k is 0 in almost every run).
///
/// The identifiers are also kept on their own (``identifiers``), in step with the messages:
/// what a list asks of its view model most often — which messages, in what order — is then
/// read without copying a message (its text, attachments and citations).
public struct LoadedMessages: RandomAccessCollection, Sendable {
    private var storage: Deque<Message> = []
    /// `storage.map(\.id)`, kept in step by every edit.
    private var ids: Deque<MessageID> = []
    /// The messages for which ``Message/isAwaitingFirstToken`` holds (one at most, in practice).
    private var awaitingFirstToken: Set<MessageID> = []
    /// Positions of the messages placed out of identifier order, ascending.
    private var latePositions: [Int] = []

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    /// The message at `position` (0 is the oldest loaded). O(1).
    public subscript(position: Int) -> Message { storage[position] }

    /// The loaded messages' identifiers, in the same order: `map(\.id)` without copying a
    /// message. O(1) to take.
    public var identifiers: Deque<MessageID> { ids }

    /// Whether the loaded message `id` is an assistant reply still waiting for its first
    /// token (``Message/isAwaitingFirstToken``), without copying it. O(1).
    public func isAwaitingFirstToken(_ id: MessageID) -> Bool {
        !awaitingFirstToken.isEmpty && awaitingFirstToken.contains(id)
    }

    /// The position of `id`, or nil when it is not loaded. O(1).
    public func position(of id: MessageID) -> Int? {
        guard let first = ids.first else { return nil }
        var position = Int(id.rawValue - first.rawValue)
        if !latePositions.isEmpty {
            if let late = latePositions.first(where: { ids[$0] == id }) { return late }
            // In identifier order, past the late messages' identifiers below it and their places before it.
            position -= latePositions.count(where: { ids[$0] < id })
            for late in latePositions where late <= position { position += 1 }
        }
        guard position >= 0, position < ids.count, ids[position] == id else { return nil }
        return position
    }

    /// The message with `id`, or nil when it is not loaded. O(1).
    public func message(_ id: MessageID) -> Message? { position(of: id).map { storage[$0] } }

    /// Appends a newer message. O(1) amortised (O(k) with k late messages loaded).
    ///
    /// - Precondition: `message.id` directly follows the newest loaded identifier that is
    ///   not a late message's, skipping the late messages' own: the messages in identifier
    ///   order stay one contiguous run once the late ones are set aside, which is what
    ///   ``position(of:)`` counts on. (A late message inserted away from the live end, after
    ///   a jump, has an identifier beyond the pages still to come.)
    mutating func append(_ message: Message) {
        if let last = ids.last {
            var expected = last.rawValue + 1
            if !latePositions.isEmpty {
                let late = Set(latePositions.map { ids[$0].rawValue })
                while late.contains(expected) { expected += 1 }
            }
            precondition(expected == message.id.rawValue, "messages must be appended in identifier order")
        }
        storage.append(message)
        ids.append(message.id)
        noteAwaiting(message)
    }

    /// Inserts `message`, which takes the next identifier but was created before the message
    /// at `position` (a late sync), at that position. O(count).
    ///
    /// - Precondition: `position` is after the oldest loaded message and at most `count`.
    mutating func insertLate(_ message: Message, at position: Int) {
        precondition(position > 0 && position <= storage.count, "a late message goes after the oldest loaded one")
        storage.insert(message, at: position)
        ids.insert(message.id, at: position)
        noteAwaiting(message)
        latePositions = latePositions.map { $0 >= position ? $0 + 1 : $0 }
        latePositions.insert(position, at: latePositions.firstIndex { $0 > position } ?? latePositions.endIndex)
    }

    /// Prepends an older page, given oldest first. O(page).
    ///
    /// - Precondition: the page's identifiers directly precede the oldest loaded one.
    mutating func prepend(_ page: [Message]) {
        precondition(zip(page, page.dropFirst()).allSatisfy { $0.id.rawValue + 1 == $1.id.rawValue }
                     && (ids.first.map { page.last.map { $0.id.rawValue + 1 } == $0.rawValue } ?? true),
                     "a page must directly precede the loaded messages")
        storage.prepend(contentsOf: page)
        ids.prepend(contentsOf: page.lazy.map(\.id))
        for message in page { noteAwaiting(message) }
        if !latePositions.isEmpty { latePositions = latePositions.map { $0 + page.count } }
    }

    /// Mutates the message with `id` in place; returns false when it is not loaded. O(1).
    ///
    /// - Precondition: `body` keeps the message's identifier.
    @discardableResult
    mutating func update(_ id: MessageID, _ body: (inout Message) -> Void) -> Bool {
        guard let position = position(of: id) else { return false }
        let awaiting = Self.update(&storage[position], body)
        if awaiting { awaitingFirstToken.insert(id) } else if !awaitingFirstToken.isEmpty { awaitingFirstToken.remove(id) }
        return true
    }

    /// Runs `body` on `message` in place; returns whether it is then awaiting its first token.
    private static func update(_ message: inout Message, _ body: (inout Message) -> Void) -> Bool {
        let id = message.id
        body(&message)
        precondition(message.id == id, "an update keeps the message's identifier")
        return message.isAwaitingFirstToken
    }

    private mutating func noteAwaiting(_ message: Message) {
        if message.isAwaitingFirstToken { awaitingFirstToken.insert(message.id) }
    }
}
