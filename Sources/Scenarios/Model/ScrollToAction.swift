import ChatModel

/// `scrollTo: { message: m-0120, position: center }`: the user picks a message (a search
/// result) and the list scrolls to it; the run checks that it ends at `position` and
/// visible. `message` is an identifier as reports print it (`m-0120`) or its number (`120`):
/// messages are numbered from the oldest of the conversation, 0.
public struct ScrollToAction: Hashable, Sendable {
    /// Where the message should end up in the visible area.
    public enum Position: String, CaseIterable, Hashable, Sendable {
        case center, top, bottom
    }

    public var message: MessageID
    public var position: Position

    public init(message: MessageID, position: Position = .center) {
        self.message = message
        self.position = position
    }
}
