/// The kind of cell an item is drawn with: one reuse pool per kind, as a collection view
/// registers one cell class per reuse identifier.
public enum CellKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A user message without images (the iris design's `UserMessageCell`).
    case user
    /// An assistant message of text (and code) blocks (the iris design's `AssistantMessageCell`).
    case assistant
    /// A message carrying image attachments (the iris design's `UIKitImageGridView` in the bubble).
    case images
    /// An assistant message with a thinking block (the iris design's `UIKitThinkingView`).
    case thinking
    /// A message whose state is `failed`, drawn with a retry row.
    case failed
    /// The typing indicator (the iris design's `TypingIndicatorCell`).
    case typingIndicator
    /// A date separator between days.
    case dateSeparator
    /// The spinner row shown while an older page loads.
    case loadingOlder
}
