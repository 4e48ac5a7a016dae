import ChatModel

// Which kind of cell an item takes.
extension ListLayout {
    /// The kind of `item`, looking for a thinking block with `segmenter`. O(text).
    static func kind(of item: ListItem, segmenter: any MessageContentSegmenter = MarkdownSegmenter()) -> CellKind {
        guard case .message(let message) = item else { return kind(of: item, hasThinking: false) }
        return kind(of: item, hasThinking: segmenter.containsThinking(message))
    }

    /// The kind of `item` when whether it holds a thinking block is known. O(1).
    static func kind(of item: ListItem, hasThinking: Bool) -> CellKind {
        switch item {
        case .typingIndicator: return .typingIndicator
        case .dateSeparator: return .dateSeparator
        case .loadingOlder: return .loadingOlder
        case .message(let message):
            if message.state == .failed { return .failed }
            if !message.attachments.isEmpty { return .images }
            if message.role == .user { return .user }
            return hasThinking ? .thinking : .assistant
        }
    }
}
