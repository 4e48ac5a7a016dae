import ChatViews

/// One message of the conversation, observed on its own: a row re-runs its body only when
/// its own message changes (`@Observable`).
@MainActor @Observable
public final class ChatMessage: Identifiable {
    public enum Role: Sendable { case user, assistant }

    public let id: UUID
    public let role: Role
    public var text: String

    public init(id: UUID = UUID(), role: Role, text: String) {
        self.id = id
        self.role = role
        self.text = text
    }
}

/// The screen's view model, in the style of public LLM clients: the messages, the reply
/// streaming in, the draft.
@MainActor @Observable
public final class ChatViewModel {
    public var messages: [ChatMessage] = []
    /// The reply being streamed, if any.
    public var streamingID: UUID?
    public var draft = ""
    /// Characters of the streaming reply so far: the screen follows it as it grows.
    public var streamedLength = 0

    public init() {}

    public var isStreaming: Bool { streamingID != nil }

    /// A reply started: an empty assistant message that tokens will fill.
    public func beginReply(id: UUID) {
        messages.append(ChatMessage(id: id, role: .assistant, text: ""))
        streamingID = id
        streamedLength = 0
    }

    /// The streaming reply's text so far.
    public func stream(_ text: String, into id: UUID) {
        guard let message = messages.first(where: { $0.id == id }) else { return }
        message.text = text
        streamedLength = text.count
    }

    public func finishReply(_ id: UUID, text: String) {
        stream(text, into: id)
        streamingID = nil
    }
}
