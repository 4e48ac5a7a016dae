import ChatModel

/// The default segmenter: ChatModel's ``SegmentedContent`` (think blocks, fenced code,
/// headings, list items, quotes, paragraphs, inline markers stripped) mapped to the blocks
/// a cell stacks.
///
/// Mapping, segment → block:
/// - thinking → ``ContentBlock/thinking(_:isOpen:)``, open while its `</think>` is missing;
/// - code → ``ContentBlock/code(_:language:)`` (measured monospaced, unwrapped);
/// - heading → ``ContentBlock/heading(_:level:)`` (measured in ``Font/heading(level:)``);
/// - list item → ``ContentBlock/listItem(_:marker:)`` with the marker drawn: `•` for a
///   bullet (TextKit's `NSTextList.MarkerFormat.disc`), `n.` for an ordered item, `n`
///   counting from 1 along a run of consecutive ordered items (ChatModel keeps the kind of
///   a list, not the number the source wrote, so `3. 4.` draws as `1. 2.`);
/// - blockquote → ``ContentBlock/quote(_:)``; paragraph → ``ContentBlock/text(_:)``.
///
/// Text is the displayed text (markers stripped), so `**bold**` measures as `bold`.
/// Inline code spans and strong runs are measured in the body face: segments count their
/// characters but not where they are, and ListLayout has no semibold advance table.
///
/// ## Cost
/// ``blocks(of:)`` segments the whole text: O(text). ``blocks(of:state:)`` keeps the
/// ``SegmentedContent`` of the previous text in `state`; when the new text extends it (a
/// byte-prefix check: O(previous text) byte comparisons, O(1) when the storage is shared)
/// only the suffix is appended, amortised O(suffix + unfinished last line) parsing
/// (``SegmentedContent/append(_:)``), plus O(segments) to build the blocks. Any other
/// change re-segments from the start, O(text). When a measured text flow still shares the
/// last segment's text, the append copies that text once (O(segment) bytes, memcpy).
/// Blocks map one to one to segments, in order, so the segments an append left alone
/// (``SegmentedContent/firstChangedSegmentIndex``) give ``SegmentationState/unchangedBlockCount``.
public struct MarkdownSegmenter: MessageContentSegmenter, Hashable {
    public init() {}

    public func blocks(of message: Message) -> [ContentBlock] {
        blocks(of: message.text)
    }

    /// The blocks of `text`. O(text).
    public func blocks(of text: String) -> [ContentBlock] {
        Self.blocks(of: SegmentedContent(text).segments)
    }

    public func blocks(of message: Message, state: inout SegmentationState) -> [ContentBlock] {
        let text = message.text
        let previousCount = state.text.utf8.count
        let content: SegmentedContent
        // Taken out of the state (not copied), so the append below mutates it in place.
        if var previous = state.content.take(), text.utf8.count >= previousCount,
           TextFlow.hasUTF8Prefix(text, state.text) {
            if text.utf8.count > previousCount {
                // A byte prefix of valid UTF-8 that is itself valid ends on a scalar
                // boundary, so this index is valid for slicing.
                let cut = text.utf8.index(text.utf8.startIndex, offsetBy: previousCount)
                previous.append(text[cut...])
                state.incrementalAppends += 1
                state.unchangedBlockCount = previous.firstChangedSegmentIndex ?? previous.segments.count
            } else {
                state.unchangedBlockCount = previous.segments.count
            }
            content = previous
        } else {
            content = SegmentedContent(text)
            state.fullSegmentations += 1
            state.unchangedBlockCount = 0
        }
        state.content = content
        state.text = text
        // The blocks before the first changed segment are the ones the last call gave: keep
        // them and map only the segments from there (O(changed segments), not O(segments)).
        var blocks = state.blocks ?? []
        state.blocks = nil  // uniquely referenced again, so truncating and appending work in place
        blocks.removeSubrange(min(state.unchangedBlockCount, content.segments.count, blocks.count)...)
        Self.appendBlocks(of: content.segments, to: &blocks)
        state.blocks = blocks
        return blocks
    }

    /// Whether the text has a `<think>`: ChatModel opens a thinking block at every
    /// `<think>` outside one (in code and Markdown too), so the first one always opens
    /// one. O(text).
    public func containsThinking(_ message: Message) -> Bool {
        ThinkTagSegmenter().containsThinking(message)
    }

    /// Maps segments to blocks. O(segments).
    public static func blocks(of segments: [ContentSegment]) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        appendBlocks(of: segments, to: &blocks)
        return blocks
    }

    /// Appends the blocks of `segments[blocks.count...]` to `blocks`, which holds the blocks of
    /// the segments before them. O(segments appended + the run of ordered items before them).
    static func appendBlocks(of segments: [ContentSegment], to blocks: inout [ContentBlock]) {
        let start = blocks.count
        guard start < segments.count else { return }
        blocks.reserveCapacity(segments.count)
        // The number of the ordered item just before `start`: the run of ordered items ending there.
        var ordinal = 0
        var before = start - 1
        while before >= 0, case .listItem(ordered: true) = segments[before].kind {
            ordinal += 1
            before -= 1
        }
        for segment in segments[start...] {
            if case .listItem(ordered: true) = segment.kind { ordinal += 1 } else { ordinal = 0 }
            switch segment.kind {
            case .thinking:
                blocks.append(.thinking(segment.text, isOpen: !segment.isClosed))
            case .code(let language):
                blocks.append(.code(segment.text, language: language))
            case .heading(let level):
                blocks.append(.heading(segment.text, level: level))
            case .listItem(let ordered):
                blocks.append(.listItem(segment.text, marker: ordered ? "\(ordinal)." : "•"))
            case .blockquote:
                blocks.append(.quote(segment.text))
            case .paragraph:
                blocks.append(.text(segment.text))
            }
        }
    }
}
