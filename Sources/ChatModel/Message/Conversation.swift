/// A conversation: its messages in creation order, oldest first.
public struct Conversation: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64
    public var title: String
    public var messages: [Message]

    public init(id: Int64, title: String, messages: [Message] = []) {
        self.id = id
        self.title = title
        self.messages = messages
    }
}
