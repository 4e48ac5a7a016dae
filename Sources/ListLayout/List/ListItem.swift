import ChatModel

/// One row of the list with the content it is sized from.
public enum ListItem: Hashable, Sendable {
    case message(Message)
    case typingIndicator
    case dateSeparator(day: Int64)
    case loadingOlder

    /// The diffable data source's identifier of this row.
    @inlinable
    public var id: ChatItemID {
        switch self {
        case .message(let message): .message(message.id)
        case .typingIndicator: .typingIndicator
        case .dateSeparator(let day): .dateSeparator(day: day)
        case .loadingOlder: .loadingOlder
        }
    }

    /// The content version measured heights are cached by: `Message.revision` for a
    /// message, 0 for list chrome (which never changes). A change of the expansion flags is
    /// folded in, since expanding a thinking block or citations changes the height without
    /// changing the text; so is an image placeholder giving way to the loaded image.
    public var contentVersion: Int {
        switch self {
        case .message(let message):
            message.revision &* 8 &+ (message.isThinkingExpanded ? 1 : 0) &+ (message.isCitationsExpanded ? 2 : 0)
                &+ (message.isShowingImagePlaceholder ? 4 : 0)
        case .typingIndicator, .dateSeparator, .loadingOlder:
            0
        }
    }
}
