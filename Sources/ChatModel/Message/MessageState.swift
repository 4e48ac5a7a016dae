/// Where a message is in its life.
///
/// User messages are `complete` once sent. An assistant reply is `streaming` while tokens
/// arrive, then `complete`, `stopped` (the user tapped stop) or `failed` (the model or the
/// network gave up; the iris design draws these with a retry affordance).
public enum MessageState: String, Hashable, Sendable, Codable, CaseIterable {
    case streaming
    case complete
    case failed
    case stopped

    /// Whether no more content will arrive.
    @inlinable
    public var isFinal: Bool { self != .streaming }
}
