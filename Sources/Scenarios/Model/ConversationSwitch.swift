/// `switchConversation: { to: alex-pro, history: 40 }`: the user opens another conversation
/// (a chat personality, another thread) and the list's messages are replaced by its own.
public struct ConversationSwitch: Hashable, Sendable {
    /// The conversation's name, `[a-z0-9-]+`. The same name gives the same messages.
    public var name: String
    /// How many messages it holds, all loaded at once (0: a conversation never used).
    public var history: Int

    public init(name: String, history: Int = 0) {
        self.name = name
        self.history = history
    }
}
