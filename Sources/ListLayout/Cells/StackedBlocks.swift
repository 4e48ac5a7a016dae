import ChatModel

/// How the blocks of an assistant cell stacked at its last layout, kept with the cell's
/// ``SegmentationState`` so that a streamed chunk stacks only the blocks it changed.
///
/// The blocks before ``SegmentationState/unchangedBlockCount`` (set by a segmenter that
/// knows which of its blocks an append left alone, as ``MarkdownSegmenter`` does) are
/// taken from here as they were, provided the layout starts from the same ``Key``; the
/// rest are laid out and recorded again. An unchanged block's text flow would have laid out
/// nothing and measured what it measured before, so the cell is the one a full layout
/// gives, its `charactersLaidOut` included (pinned by tests against layout from scratch).
/// A chunk then costs O(changed blocks) instead of O(blocks).
struct StackedBlocks: Sendable {
    /// What stacking the blocks depends on besides the blocks themselves.
    struct Key: Equatable, Sendable {
        var maxContainer: Double
        /// The stack before the first block (images above the text move it).
        var y: Double
        var containerWidth: Double
        var stacked: Int
        var kind: CellKind
        /// Thinking blocks draw differently expanded, and shimmer only while streaming.
        var isThinkingExpanded: Bool
        var state: MessageState
    }

    /// One block as it was stacked, and the stack after it.
    struct Entry: Sendable {
        enum Output: Sendable {
            case text(LayoutRect)
            case thinking(ThinkingBlockLayout)
            case code(LayoutRect)
        }

        var output: Output
        var y: Double
        var containerWidth: Double
        var kind: CellKind

        /// The entry of `block`, just stacked onto `layout`.
        init(_ block: ContentBlock, stackedOnto layout: CellLayout, y: Double, containerWidth: Double) {
            switch block {
            case .text, .heading, .listItem, .quote: output = .text(layout.textFrames[layout.textFrames.count - 1])
            case .thinking: output = .thinking(layout.thinkingBlocks[layout.thinkingBlocks.count - 1])
            case .code: output = .code(layout.codeFrames[layout.codeFrames.count - 1])
            }
            self.y = y
            self.containerWidth = containerWidth
            kind = layout.kind
        }

        /// Puts the block back onto `layout` as it was stacked.
        func restore(onto layout: inout CellLayout) {
            switch output {
            case .text(let frame): layout.textFrames.append(frame)
            case .thinking(let block): layout.thinkingBlocks.append(block)
            case .code(let frame): layout.codeFrames.append(frame)
            }
            layout.kind = kind
        }
    }

    var key: Key
    var entries: [Entry] = []

    /// The stack of a layout starting from `key`, holding the entries `state` lets it reuse
    /// (its first ``SegmentationState/unchangedBlockCount`` blocks, when the last layout
    /// started from the same key), each restored onto `layout`. Takes the record out of
    /// `state`, so its entries are truncated in place, not copied. O(blocks reused) appends.
    static func resume(_ key: Key, from state: inout SegmentationState, onto layout: inout CellLayout) -> StackedBlocks {
        guard var stack = state.stackedBlocks, stack.key == key else { return StackedBlocks(key: key) }
        state.stackedBlocks = nil
        stack.entries.removeSubrange(min(state.unchangedBlockCount, stack.entries.count)...)
        for entry in stack.entries { entry.restore(onto: &layout) }
        return stack
    }
}
