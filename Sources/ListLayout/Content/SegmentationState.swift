import ChatModel

/// What a segmenter remembers of one message between measurements, so that a streamed
/// message is segmented chunk by chunk instead of from the start on every chunk.
///
/// Kept per message (and width) by ``ListLayout`` next to the message's text flows and
/// passed to ``MessageContentSegmenter/blocks(of:state:)``. Opaque to other segmenters,
/// which ignore it.
public struct SegmentationState: Sendable {
    /// The text the content below was segmented from.
    var text = ""
    /// ChatModel's incremental segmentation of ``text``, once a ``MarkdownSegmenter`` used it.
    var content: SegmentedContent?
    /// Times the whole text was segmented from the start (a first measurement, or a text
    /// that does not extend the previous one: an edit, a regeneration).
    public internal(set) var fullSegmentations = 0
    /// Times only the new suffix of a grown text was appended.
    public internal(set) var incrementalAppends = 0
    /// How many leading blocks the last segmentation left as the one before it gave them (0
    /// after segmenting from the start; every block for an unchanged text).
    public internal(set) var unchangedBlockCount = 0
    /// The blocks ``MarkdownSegmenter`` gave for ``text``: those before the next call's
    /// first changed segment are kept, the rest mapped again.
    var blocks: [ContentBlock]?
    /// How the cell stacked those blocks (see ``StackedBlocks``).
    var stackedBlocks: StackedBlocks?

    public init() {}
}
