import ChatModel

/// The interim segmenter: a plain scan for `<think>`…`</think>`.
///
/// It mirrors the iris design's `AssistantMessageCell.parseContent`: text before and after each
/// think block becomes a text block unless it is only white space; a `<think>` without its
/// closing tag runs to the end of the text as an open (streaming) thinking block. Code
/// fences, headings and lists are not recognised here: ``MarkdownSegmenter`` (ChatModel's
/// segmenter, the default) does that; this one stays available to measure the iris design's scan.
///
/// The scan works on UTF-8 bytes (the tags are ASCII, so every match is a character
/// boundary): O(text) with a small constant, since it runs on every streamed chunk.
/// "Only white space" means ASCII white space (space, tab, LF, VT, FF, CR).
public struct ThinkTagSegmenter: MessageContentSegmenter, Hashable {
    public init() {}

    public func blocks(of message: Message) -> [ContentBlock] {
        blocks(of: message.text)
    }

    /// Whether the text has a `<think>`: every `<think>` opens a block. O(text).
    public func containsThinking(_ message: Message) -> Bool {
        var text = message.text
        return text.withUTF8 { Self.find(Self.openTag, in: $0, from: 0) != nil }
    }

    public func blocks(of text: String) -> [ContentBlock] {
        var text = text
        return text.withUTF8 { bytes in
            var blocks: [ContentBlock] = []
            var position = 0
            while position < bytes.count {
                guard let open = Self.find(Self.openTag, in: bytes, from: position) else {
                    Self.appendText(bytes, position..<bytes.count, to: &blocks)
                    break
                }
                Self.appendText(bytes, position..<open, to: &blocks)
                let innerStart = open + Self.openTag.count
                if let close = Self.find(Self.closeTag, in: bytes, from: innerStart) {
                    blocks.append(.thinking(Self.string(bytes, innerStart..<close), isOpen: false))
                    position = close + Self.closeTag.count
                } else {
                    blocks.append(.thinking(Self.string(bytes, innerStart..<bytes.count), isOpen: true))
                    break
                }
            }
            return blocks
        }
    }

    private static let openTag = Array("<think>".utf8)
    private static let closeTag = Array("</think>".utf8)

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to blocks: inout [ContentBlock]) {
        let isBlank = bytes[range].allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
        guard !isBlank else { return }
        blocks.append(.text(string(bytes, range)))
    }

    /// The first offset at or after `start` where `needle` occurs. O(haystack × needle)
    /// worst case, O(haystack) for these tags.
    private static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        let first = needle[0]
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
