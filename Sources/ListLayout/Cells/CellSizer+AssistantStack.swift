import ChatModel

// The assistant stack: the iris design's AssistantMessageCell — images, the message's blocks,
// citations, the timestamp, a retry row — one under another.
extension CellSizer.Context {
    /// The stack as it grows: the bottom of its last part, its widest part, how many parts.
    struct Column {
        var y = 0.0
        var containerWidth = 0.0
        var stacked = 0

        /// Where the next part goes: the top, or `spacing` below the last part.
        func nextTop(spacing: Double) -> Double { stacked == 0 ? 0 : y + spacing }

        /// Stacks a part whose bottom is `maxY`, `width` wide.
        mutating func add(maxY: Double, width: Double) {
            y = maxY
            containerWidth = max(containerWidth, width)
            stacked += 1
        }
    }

    /// The assistant cell of `message` in a list `width` wide: its parts stacked in a column
    /// at most ``CellMetrics/assistantMaxWidthFraction`` of the width (and
    /// ``CellMetrics/maxBubbleWidth``), the container as wide as its widest part.
    mutating func assistantLayout(_ message: Message, width: Double) -> CellLayout {
        let maxContainer = min(width * metrics.assistantMaxWidthFraction, metrics.maxBubbleWidth)
        var layout = CellLayout(kind: .assistant, width: width, height: 0, container: .zero)
        var column = Column()
        if let images = imagesLayout(message, maxContainer: maxContainer, into: &layout) {
            column.add(maxY: images.height, width: images.width)
        }
        stackBlocks(of: message, maxContainer: maxContainer, onto: &layout, column: &column)
        if !message.citations.isEmpty {
            let citations = citationsLayout(message, top: column.nextTop(spacing: metrics.blockSpacing), width: maxContainer)
            layout.citations = citations
            column.add(maxY: citations.frame.maxY, width: citations.frame.width)
        }

        let stamp = timestamp(message, width: maxContainer)
        let stampFrame = LayoutRect(x: 0, y: column.y + metrics.timestampSpacing, width: stamp.width, height: stamp.height)
        layout.timestamp = stampFrame
        let containerWidth = min(maxContainer, max(column.containerWidth, stamp.width))
        layout.container = LayoutRect(x: 0, y: 0, width: containerWidth, height: stampFrame.maxY)
        layout.height = appendRetryRow(to: &layout, message: message, below: stampFrame.maxY, width: width)
        layout.charactersLaidOut = laidOut
        return layout
    }

    /// Segments `message` and stacks its blocks onto `layout` below what `column` holds:
    /// the blocks a streamed chunk left alone as they were (``StackedBlocks``), the rest
    /// laid out.
    mutating func stackBlocks(of message: Message, maxContainer: Double, onto layout: inout CellLayout, column: inout Column) {
        let blocksStart = laidOut
        segmentation.unchangedBlockCount = 0
        let blocks = sizer.segmenter.blocks(of: message, state: &segmentation)
        let key = StackedBlocks.Key(maxContainer: maxContainer, y: column.y, containerWidth: column.containerWidth,
                                    stacked: column.stacked, kind: layout.kind,
                                    isThinkingExpanded: message.isThinkingExpanded, state: message.state)
        var stack = StackedBlocks.resume(key, from: &segmentation, onto: &layout)
        if let last = stack.entries.last {
            column = Column(y: last.y, containerWidth: last.containerWidth, stacked: column.stacked + stack.entries.count)
        }
        // Indices, not `enumerated().dropFirst(_:)`, which would walk (and retain) every reused block.
        for index in min(stack.entries.count, blocks.count)..<blocks.count {
            let top = column.nextTop(spacing: metrics.blockSpacing)
            let frame = placeBlock(blocks[index], index: index, of: message, top: top, width: maxContainer, onto: &layout)
            column.add(maxY: frame.maxY, width: frame.width)
            stack.entries.append(.init(stackedOnto: layout, y: column.y, containerWidth: column.containerWidth))
        }
        stack.record(layout)
        segmentation.stackedBlocks = stack
        // One text view for the whole message: a changed block lays every block out again.
        if sizer.textHolding == .oneTextViewPerMessage, laidOut > blocksStart {
            laidOut = blocksStart + flows.blockLength(below: blocks.count)
        }
    }

    /// Lays out block `index` of `message` at `top`, adding its part to `layout`; returns the
    /// part's frame.
    mutating func placeBlock(
        _ block: ContentBlock, index: Int, of message: Message, top: Double, width: Double, onto layout: inout CellLayout
    ) -> LayoutRect {
        let frame: LayoutRect
        switch block {
        case .text(let string):
            let body = text(string, .block(index), .body, width: width)
            frame = LayoutRect(x: 0, y: top, width: body.width, height: body.height)
        case .heading(let string, let level):
            let heading = text(string, .block(index), .heading(level: level), width: width)
            frame = LayoutRect(x: 0, y: top, width: heading.width, height: heading.height)
        case .listItem(let string, let marker):
            frame = listItemLayout(string, marker: marker, index: index, top: top, width: width)
        case .quote(let string):
            let indent = metrics.quoteRuleWidth + metrics.quoteRuleSpacing
            let body = text(string, .block(index), .body, width: width - indent)
            frame = LayoutRect(x: 0, y: top, width: indent + body.width, height: body.height)
        case .thinking(let string, let isOpen):
            let thinking = thinkingLayout(string, index: index, isOpen: isOpen, message: message, top: top, width: width)
            layout.thinkingBlocks.append(thinking)
            if layout.kind == .assistant { layout.kind = .thinking }
            return thinking.frame
        case .code(let string, _):
            let code = codeLayout(string, index: index, top: top, width: width)
            layout.codeFrames.append(code)
            return code
        }
        layout.textFrames.append(frame)
        return frame
    }

    /// The message's images at the top of the stack — the placeholder while they load, else
    /// the grid — written into `layout`: their height and width, or nil without images.
    func imagesLayout(_ message: Message, maxContainer: Double, into layout: inout CellLayout) -> (height: Double, width: Double)? {
        guard !message.attachments.isEmpty else { return nil }
        layout.kind = .images
        if message.isShowingImagePlaceholder {
            // Images still loading: the placeholder stands where they go.
            return (metrics.imagePlaceholderSize.height, min(metrics.imagePlaceholderSize.width, maxContainer))
        }
        let grid = ImageGridLayout(count: message.attachments.count, availableWidth: maxContainer, metrics: metrics)
        layout.imageFrames = grid.imageFrames
        layout.imageOverflow = grid.overflow
        return (grid.size.height, grid.size.width)
    }
}
