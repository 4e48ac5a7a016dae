/// One message of a conversation.
///
/// A value type: a streaming reply is a sequence of messages with the same ``id`` and a
/// growing ``text``; ``revision`` counts content changes so caches (measured heights,
/// configured cells) can tell an edited message from an unchanged one in O(1).
public struct Message: Hashable, Sendable, Codable, Identifiable {
    public var id: MessageID
    public var role: Role
    public var text: String
    /// Creation time on the virtual clock. History generated before a run has negative times.
    public var createdAt: VirtualInstant
    public var attachments: [ImageAttachment]
    public var citations: [Citation]
    public var state: MessageState
    /// Incremented on every change of content (text, attachments, citations, state).
    public var revision: Int
    /// Whether the user expanded this message's thinking block (the v0 design's disclosure).
    public var isThinkingExpanded: Bool
    /// Whether the user expanded the citations list (the personal-llm design).
    public var isCitationsExpanded: Bool
    /// Whether the row draws a placeholder where its images go, because they are still
    /// loading (a SwiftUI `AsyncImage`'s `placeholder:`). View state the list sets on the
    /// copy it lays out; never stored or encoded.
    public var isShowingImagePlaceholder = false

    private enum CodingKeys: String, CodingKey {
        case id, role, text, createdAt, attachments, citations, state, revision, isThinkingExpanded, isCitationsExpanded
    }

    public init(
        id: MessageID,
        role: Role,
        text: String,
        createdAt: VirtualInstant,
        attachments: [ImageAttachment] = [],
        citations: [Citation] = [],
        state: MessageState = .complete,
        revision: Int = 0,
        isThinkingExpanded: Bool = false,
        isCitationsExpanded: Bool = false
    ) {
        self.id = id
        self.role = role
        self.text = text
        self.createdAt = createdAt
        self.attachments = attachments
        self.citations = citations
        self.state = state
        self.revision = revision
        self.isThinkingExpanded = isThinkingExpanded
        self.isCitationsExpanded = isCitationsExpanded
    }

    /// Whether this is an assistant reply still waiting for its first token: streaming, no
    /// text yet — what a chat list shows as a typing indicator.
    public var isAwaitingFirstToken: Bool { role == .assistant && state == .streaming && text.isEmpty }

    /// Appends a streamed chunk and bumps ``revision``. Amortised O(chunk length).
    public mutating func append(_ chunk: String) {
        text += chunk
        revision &+= 1
    }

    /// Moves to a new state and bumps ``revision``.
    public mutating func finish(_ newState: MessageState) {
        state = newState
        revision &+= 1
    }
}
