/// The identifier of one row of a chat list: a message or a piece of list chrome.
///
/// Chat lists show more than messages: a typing indicator while the model thinks before its
/// first token (the iris design's 44 pt bubble), date separators between days, and a spinner row
/// while an older page loads. All of them are items of the diffable data source.
public enum ChatItemID: Hashable, Sendable, Codable, CustomStringConvertible {
    case message(MessageID)
    case typingIndicator
    /// A separator before the first message of a day; the payload is days since the epoch
    /// of the virtual clock.
    case dateSeparator(day: Int64)
    case loadingOlder

    public var description: String {
        switch self {
        case .message(let id): id.description
        case .typingIndicator: "typing"
        case .dateSeparator(let day): "day-\(day)"
        case .loadingOlder: "loading-older"
        }
    }
}
