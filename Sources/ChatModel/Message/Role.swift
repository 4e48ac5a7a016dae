/// Who wrote a message.
public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
    case user
    case assistant
    case system
}
