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

    /// One block as it was stacked: the stack after it, and how many of each part of a cell
    /// the blocks up to it had drawn.
    struct Entry: Sendable {
        var y: Double
        var containerWidth: Double
        var kind: CellKind
        var textFrames: Int
        var thinkingBlocks: Int
        var codeFrames: Int

        /// The entry of a block just stacked onto `layout`, whose parts are the blocks' only.
        init(stackedOnto layout: CellLayout, y: Double, containerWidth: Double) {
            self.y = y
            self.containerWidth = containerWidth
            kind = layout.kind
            textFrames = layout.textFrames.count
            thinkingBlocks = layout.thinkingBlocks.count
            codeFrames = layout.codeFrames.count
        }
    }

    var key: Key
    var entries: [Entry] = []
    /// The parts the blocks drew at the last layout (every entry's, in order).
    private var textFrames: [LayoutRect] = []
    private var thinkingBlocks: [ThinkingBlockLayout] = []
    private var codeFrames: [LayoutRect] = []

    init(key: Key) {
        self.key = key
    }

    /// The stack of a layout starting from `key`, holding the entries `state` lets it reuse
    /// (its first ``SegmentationState/unchangedBlockCount`` blocks, when the last layout
    /// started from the same key), their parts put back onto `layout`. Takes the record out
    /// of `state`, so its entries and parts are truncated in place, not copied: O(blocks
    /// dropped), or O(blocks kept) element copies when the last layout's parts are still
    /// shared.
    static func resume(_ key: Key, from state: inout SegmentationState, onto layout: inout CellLayout) -> StackedBlocks {
        // The parts are put back whole, so the layout must have none of its own yet.
        guard var stack = state.stackedBlocks.take(), stack.key == key,
              layout.textFrames.isEmpty, layout.thinkingBlocks.isEmpty, layout.codeFrames.isEmpty
        else { return StackedBlocks(key: key) }
        stack.entries.removeSubrange(min(state.unchangedBlockCount, stack.entries.count)...)
        if let last = stack.entries.last {
            swap(&layout.textFrames, &stack.textFrames)
            swap(&layout.thinkingBlocks, &stack.thinkingBlocks)
            swap(&layout.codeFrames, &stack.codeFrames)
            layout.textFrames.removeSubrange(last.textFrames...)
            layout.thinkingBlocks.removeSubrange(last.thinkingBlocks...)
            layout.codeFrames.removeSubrange(last.codeFrames...)
            layout.kind = last.kind
        }
        return stack
    }

    /// Records the parts of `layout`, stacked from this stack's entries, for the next resume.
    mutating func record(_ layout: CellLayout) {
        textFrames = layout.textFrames
        thinkingBlocks = layout.thinkingBlocks
        codeFrames = layout.codeFrames
    }
}
