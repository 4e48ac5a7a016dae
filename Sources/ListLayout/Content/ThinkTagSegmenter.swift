import ChatModel

/// The interim segmenter: a plain scan for `<think>`…`</think>`.
///
/// It mirrors seed 000's `AssistantMessageCell.parseContent`: text before and after each
/// think block becomes a text block unless it is only white space; a `<think>` without its
/// closing tag runs to the end of the text as an open (streaming) thinking block. Code
/// fences, headings and lists are not recognised here; ChatModel's segmenter replaces this
/// type through ``MessageContentSegmenter``. O(text) per call.
public struct ThinkTagSegmenter: MessageContentSegmenter, Hashable {
    public init() {}

    public func blocks(of message: Message) -> [ContentBlock] {
        blocks(of: message.text)
    }

    public func blocks(of text: String) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let open = rest.firstRange(of: "<think>") else {
                appendText(rest, to: &blocks)
                break
            }
            appendText(rest[..<open.lowerBound], to: &blocks)
            let inner = rest[open.upperBound...]
            if let close = inner.firstRange(of: "</think>") {
                blocks.append(.thinking(String(inner[..<close.lowerBound]), isOpen: false))
                rest = inner[close.upperBound...]
            } else {
                blocks.append(.thinking(String(inner), isOpen: true))
                break
            }
        }
        return blocks
    }

    private func appendText(_ text: Substring, to blocks: inout [ContentBlock]) {
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        blocks.append(.text(String(text)))
    }
}
