/// A measured cell: its kind, its height and the frames of its parts.
///
/// Frames are relative to the cell's content view: x from the leading edge of the
/// section's content (after its insets), y from the cell's top.
public struct CellLayout: Hashable, Sendable {
    public var kind: CellKind
    /// The cell's width: the section's content width.
    public var width: Double
    /// The self-sized height.
    public var height: Double
    /// The drawn box: the user bubble, the assistant container, the typing indicator's
    /// blur view, a date separator's or spinner's row.
    public var container: LayoutRect
    /// Frames of text labels (body text blocks, a date separator's label), top to bottom.
    public var textFrames: [LayoutRect] = []
    /// Frames of the images drawn (at most four).
    public var imageFrames: [LayoutRect] = []
    /// The "+N" overlay on the fourth image when more than four images are attached.
    public var imageOverflow: ImageGridLayout.Overflow?
    /// Thinking blocks, top to bottom.
    public var thinkingBlocks: [ThinkingBlockLayout] = []
    /// Code blocks, top to bottom.
    public var codeFrames: [LayoutRect] = []
    public var citations: CitationsLayout?
    public var timestamp: LayoutRect?
    /// The retry row of a failed message.
    public var retryRow: LayoutRect?
    /// The date header drawn at the top of a message's own cell (the flipped design's date
    /// separator, which lives inside the cell rather than as a list item): its caption
    /// label's frame. The rest of the cell sits below the header row.
    public var dateHeader: LayoutRect?
    /// Grapheme clusters laid out to produce this layout (re-flowed ones only, when the
    /// layout was computed incrementally).
    public var charactersLaidOut = 0

    public init(kind: CellKind, width: Double, height: Double, container: LayoutRect) {
        self.kind = kind
        self.width = width
        self.height = height
        self.container = container
    }

    /// Every part frame, for checking that parts stay inside the cell.
    public var partFrames: [LayoutRect] {
        var frames = [container] + textFrames + imageFrames + codeFrames
        frames += thinkingBlocks.flatMap { [$0.frame, $0.header] + ($0.content.map { [$0] } ?? []) }
        if let citations { frames += [citations.frame, citations.header] + citations.rows }
        if let timestamp { frames.append(timestamp) }
        if let retryRow { frames.append(retryRow) }
        if let dateHeader { frames.append(dateHeader) }
        return frames
    }

    /// This layout with every part moved down by `dy` (the height stays). O(parts).
    func offsetBy(dy: Double) -> CellLayout {
        var moved = self
        moved.container = container.offsetBy(dy: dy)
        moved.textFrames = textFrames.map { $0.offsetBy(dy: dy) }
        moved.imageFrames = imageFrames.map { $0.offsetBy(dy: dy) }
        moved.imageOverflow = imageOverflow.map {
            ImageGridLayout.Overflow(frame: $0.frame.offsetBy(dy: dy), hiddenCount: $0.hiddenCount)
        }
        moved.thinkingBlocks = thinkingBlocks.map {
            var block = $0
            block.frame = $0.frame.offsetBy(dy: dy)
            block.header = $0.header.offsetBy(dy: dy)
            block.content = $0.content?.offsetBy(dy: dy)
            return block
        }
        moved.codeFrames = codeFrames.map { $0.offsetBy(dy: dy) }
        moved.citations = citations.map {
            CitationsLayout(frame: $0.frame.offsetBy(dy: dy), header: $0.header.offsetBy(dy: dy),
                            rows: $0.rows.map { $0.offsetBy(dy: dy) }, isExpanded: $0.isExpanded)
        }
        moved.timestamp = timestamp?.offsetBy(dy: dy)
        moved.retryRow = retryRow?.offsetBy(dy: dy)
        moved.dateHeader = dateHeader?.offsetBy(dy: dy)
        return moved
    }
}

/// A thinking block (the iris design's `UIKitThinkingView`): a header that toggles a fixed-height
/// scrolling text view.
public struct ThinkingBlockLayout: Hashable, Sendable {
    public var frame: LayoutRect
    public var header: LayoutRect
    /// The content container when expanded; `nil` when collapsed (height 0 in the seed).
    public var content: LayoutRect?
    public var isExpanded: Bool
    /// Whether the "Thinking..." label shimmers: the block is still open (no `</think>`)
    /// and the message is streaming.
    public var isShimmering: Bool
    /// Height of the thinking text inside the scrolling text view (its content size), when
    /// expanded; the view itself stays 150 pt and scrolls.
    public var textContentHeight: Double?
}

/// The citations under an assistant answer (the personal-llm design's `CitationsView`).
public struct CitationsLayout: Hashable, Sendable {
    public var frame: LayoutRect
    /// The "N sources" row that toggles the list.
    public var header: LayoutRect
    /// One row per citation when expanded; empty when collapsed.
    public var rows: [LayoutRect]
    public var isExpanded: Bool
}
