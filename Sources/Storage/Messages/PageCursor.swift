import ChatModel

/// Where a page of messages starts: the newest page of a conversation, or the page of
/// messages strictly older than a position.
///
/// A value the simulator keeps and compares: two requests with equal cursors ask for the
/// same page, which is how a duplicate load-more ("a cursor already requested") is told.
/// Positions order messages by `(createdAt, id)`, the store's keyset, so a page boundary
/// never moves when newer messages are inserted.
public struct PageCursor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A message's place in the keyset order: creation time, then identifier.
    public struct Position: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        public var createdAt: VirtualInstant
        public var id: MessageID

        public init(createdAt: VirtualInstant, id: MessageID) {
            self.createdAt = createdAt
            self.id = id
        }

        /// The position of `message`.
        public init(of message: Message) {
            self.init(createdAt: message.createdAt, id: message.id)
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.createdAt, lhs.id) < (rhs.createdAt, rhs.id)
        }

        public var description: String { "\(createdAt.microseconds)us/\(id)" }
    }

    public var conversationID: Int64
    /// The page holds messages strictly older than this position; `nil` asks for the newest page.
    public var before: Position?

    public init(conversationID: Int64, before: Position?) {
        self.conversationID = conversationID
        self.before = before
    }

    /// The newest page of `conversationID`.
    public static func newest(in conversationID: Int64) -> PageCursor {
        PageCursor(conversationID: conversationID, before: nil)
    }

    /// The page of messages older than `message`.
    public static func older(than message: Message, in conversationID: Int64) -> PageCursor {
        PageCursor(conversationID: conversationID, before: Position(of: message))
    }

    public var description: String {
        if let before { "c\(conversationID)/before:\(before)" } else { "c\(conversationID)/newest" }
    }
}
