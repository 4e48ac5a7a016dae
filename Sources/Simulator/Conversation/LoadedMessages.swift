import ChatModel
import DequeModule

/// The messages of the open conversation that the app has loaded, oldest first: the view
/// model's `messages` array.
///
/// Identifiers are creation sequence numbers, so the loaded messages always form one
/// contiguous run of identifiers; lookups by identifier are index arithmetic. A deque keeps
/// prepending a page O(page) however long the conversation has grown.
public struct LoadedMessages: RandomAccessCollection, Sendable {
    private var storage: Deque<Message> = []

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    /// The message at `position` (0 is the oldest loaded). O(1).
    public subscript(position: Int) -> Message { storage[position] }

    /// The position of `id`, or nil when it is not loaded. O(1).
    public func position(of id: MessageID) -> Int? {
        guard let first = storage.first else { return nil }
        let position = Int(id.rawValue - first.id.rawValue)
        guard position >= 0, position < storage.count, storage[position].id == id else { return nil }
        return position
    }

    /// The message with `id`, or nil when it is not loaded. O(1).
    public func message(_ id: MessageID) -> Message? { position(of: id).map { storage[$0] } }

    /// Appends a newer message. O(1) amortised.
    ///
    /// - Precondition: `message.id` directly follows the newest loaded identifier.
    mutating func append(_ message: Message) {
        precondition(storage.last.map { $0.id.rawValue + 1 == message.id.rawValue } ?? true,
                     "messages must be appended in identifier order")
        storage.append(message)
    }

    /// Prepends an older page, given oldest first. O(page).
    ///
    /// - Precondition: the page's identifiers directly precede the oldest loaded one.
    mutating func prepend(_ page: [Message]) {
        precondition(zip(page, page.dropFirst()).allSatisfy { $0.id.rawValue + 1 == $1.id.rawValue }
                     && (storage.first.map { page.last.map { $0.id.rawValue + 1 } == $0.id.rawValue } ?? true),
                     "a page must directly precede the loaded messages")
        storage.prepend(contentsOf: page)
    }

    /// Mutates the message with `id` in place; returns false when it is not loaded. O(1).
    @discardableResult
    mutating func update(_ id: MessageID, _ body: (inout Message) -> Void) -> Bool {
        guard let position = position(of: id) else { return false }
        body(&storage[position])
        return true
    }
}
