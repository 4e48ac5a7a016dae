import ChatModel

/// One page of a conversation, as ``MessageStore/page(_:limit:)`` returns it.
public struct MessagePage: Hashable, Sendable {
    /// The cursor this page answers.
    public var cursor: PageCursor
    /// The page's messages in creation order, oldest first (the order a chat list shows them).
    public var messages: [Message]
    /// The cursor of the next older page, or `nil` when this page reaches the oldest message.
    public var older: PageCursor?

    public init(cursor: PageCursor, messages: [Message], older: PageCursor?) {
        self.cursor = cursor
        self.messages = messages
        self.older = older
    }

    /// Whether an older page exists.
    public var hasOlder: Bool { older != nil }
}
