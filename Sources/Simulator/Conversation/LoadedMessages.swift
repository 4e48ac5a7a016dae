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
public struct LoadedMessages: RandomAccessCollection, Sendable {
    private var storage: Deque<Message> = []
    /// Positions of the messages placed out of identifier order, ascending.
    private var latePositions: [Int] = []

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    /// The message at `position` (0 is the oldest loaded). O(1).
    public subscript(position: Int) -> Message { storage[position] }

    /// The position of `id`, or nil when it is not loaded. O(1).
    public func position(of id: MessageID) -> Int? {
        guard let first = storage.first else { return nil }
        var position = Int(id.rawValue - first.id.rawValue)
        if !latePositions.isEmpty {
            if let late = latePositions.first(where: { storage[$0].id == id }) { return late }
            // In identifier order, past the late messages' identifiers below it and their places before it.
            position -= latePositions.count(where: { storage[$0].id < id })
            for late in latePositions where late <= position { position += 1 }
        }
        guard position >= 0, position < storage.count, storage[position].id == id else { return nil }
        return position
    }

    /// The message with `id`, or nil when it is not loaded. O(1).
    public func message(_ id: MessageID) -> Message? { position(of: id).map { storage[$0] } }

    /// Appends a newer message. O(1) amortised.
    ///
    /// - Precondition: `message.id` directly follows the newest loaded identifier.
    mutating func append(_ message: Message) {
        let newest = latePositions.map { storage[$0].id }.max().map { Swift.max($0, storage.last?.id ?? $0) } ?? storage.last?.id
        precondition(newest.map { $0.rawValue + 1 == message.id.rawValue } ?? true,
                     "messages must be appended in identifier order")
        storage.append(message)
    }

    /// Inserts `message`, which takes the next identifier but was created before the message
    /// at `position` (a late sync), at that position. O(count).
    ///
    /// - Precondition: `position` is after the oldest loaded message and at most `count`.
    mutating func insertLate(_ message: Message, at position: Int) {
        precondition(position > 0 && position <= storage.count, "a late message goes after the oldest loaded one")
        storage.insert(message, at: position)
        latePositions = latePositions.map { $0 >= position ? $0 + 1 : $0 }
        latePositions.insert(position, at: latePositions.firstIndex { $0 > position } ?? latePositions.endIndex)
    }

    /// Prepends an older page, given oldest first. O(page).
    ///
    /// - Precondition: the page's identifiers directly precede the oldest loaded one.
    mutating func prepend(_ page: [Message]) {
        precondition(zip(page, page.dropFirst()).allSatisfy { $0.id.rawValue + 1 == $1.id.rawValue }
                     && (storage.first.map { page.last.map { $0.id.rawValue + 1 } == $0.id.rawValue } ?? true),
                     "a page must directly precede the loaded messages")
        storage.prepend(contentsOf: page)
        if !latePositions.isEmpty { latePositions = latePositions.map { $0 + page.count } }
    }

    /// Mutates the message with `id` in place; returns false when it is not loaded. O(1).
    @discardableResult
    mutating func update(_ id: MessageID, _ body: (inout Message) -> Void) -> Bool {
        guard let position = position(of: id) else { return false }
        body(&storage[position])
        return true
    }
}
