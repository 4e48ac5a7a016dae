import ChatUI

/// One message of the conversation, as the app's view model holds it.
public struct ChatMessage: Hashable, Identifiable, Sendable {
    public enum Role: Hashable, Sendable { case user, assistant }

    public let id: UUID
    public var role: Role
    public var text: String
    public var sentAt: Date
    public var imageCount: Int
    /// Whether the reply is still arriving (its cell shows a cursor).
    public var isStreaming: Bool

    public init(id: UUID, role: Role, text: String, sentAt: Date, imageCount: Int = 0, isStreaming: Bool = false) {
        self.id = id
        self.role = role
        self.text = text
        self.sentAt = sentAt
        self.imageCount = imageCount
        self.isStreaming = isStreaming
    }
}
