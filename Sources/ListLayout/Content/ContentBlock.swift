import ChatModel

/// One vertical block of a message's content, as a cell stacks them.
public enum ContentBlock: Hashable, Sendable {
    /// Body text (17 pt).
    case text(String)
    /// A model's reasoning between `<think>` and `</think>`; `isOpen` while the closing
    /// tag has not arrived (the block is still streaming and its header shimmers).
    case thinking(String, isOpen: Bool)
    /// A fenced code block, set monospaced and scrolled horizontally (never wrapped).
    case code(String, language: String?)
}

/// Splits a message's text into ``ContentBlock``s: the seam where ChatModel's content
/// segmentation (think blocks, code fences, headings, lists) plugs into ListLayout.
public protocol MessageContentSegmenter: Sendable {
    /// The blocks of `message`'s text, top to bottom.
    func blocks(of message: Message) -> [ContentBlock]
}
