import ChatModel

/// Sizes the cell of every kind of list item, with the modelled designs' geometry (``CellMetrics``).
///
/// Text goes through a ``TextMeasurer`` and, per message, a ``TextFlowSet`` so a streamed
/// message is re-flowed from its last line only. Message text is split into blocks by a
/// ``MessageContentSegmenter`` (assistant messages only; a user bubble shows its text as
/// typed, as the iris design's `UserMessageCell` does); the default, ``MarkdownSegmenter``, keeps
/// its parse in a ``SegmentationState`` so a streamed message is segmented chunk by chunk.
public struct CellSizer: Sendable {
    public var metrics: CellMetrics
    public var measurer: any TextMeasurer {
        didSet { glyphMeasurer = measurer as? GlyphAdvanceMeasurer }
    }
    public var segmenter: any MessageContentSegmenter
    /// How the design's cells hold their text, which decides the characters a layout is
    /// charged (``CellLayout/charactersLaidOut``): the whole of every text view whose string
    /// changed, or from the last line for a TextKit 2 view appended to. The geometry is the
    /// same whichever it is. Default ``TextHolding/oneTextViewPerBlock``, as the stacked
    /// blocks this sizer draws (one arranged subview per markdown block).
    public var textHolding: TextHolding = .oneTextViewPerBlock
    /// ``measurer`` when it is the default measurer, so text is laid out by code specialised
    /// for it rather than through the existential (same advances, same layout).
    private var glyphMeasurer: GlyphAdvanceMeasurer?

    public init(
        metrics: CellMetrics = CellMetrics(),
        measurer: any TextMeasurer = GlyphAdvanceMeasurer(),
        segmenter: any MessageContentSegmenter = MarkdownSegmenter()
    ) {
        self.metrics = metrics
        self.measurer = measurer
        self.segmenter = segmenter
        glyphMeasurer = measurer as? GlyphAdvanceMeasurer
    }

    /// Lays out `item` in a cell `width` points wide, measuring all of its text.
    /// O(text).
    public func layout(for item: ListItem, width: Double) -> CellLayout {
        var flows = TextFlowSet()
        var segmentation = SegmentationState()
        return layout(for: item, width: width, flows: &flows, segmentation: &segmentation)
    }

    /// Lays out `item`, re-flowing only what changed since `flows` last laid it out (the
    /// text is segmented from the start). O(text segmented + characters re-flowed + blocks).
    public func layout(for item: ListItem, width: Double, flows: inout TextFlowSet) -> CellLayout {
        var segmentation = SegmentationState()
        return layout(for: item, width: width, flows: &flows, segmentation: &segmentation)
    }

    /// Lays out `item`, re-flowing only what changed since `flows` last laid it out and
    /// segmenting only the text appended since `segmentation` last saw it. For a streamed
    /// chunk: O(chunk + last line) parsing and re-flowing, plus byte-prefix checks and
    /// O(blocks).
    ///
    /// `dateHeader`: the day of a date header drawn at the top of a message's cell (the
    /// flipped design's in-cell date separator); the cell grows by ``dateHeaderHeight``
    /// and its other parts move down by as much. Ignored for items that are not messages.
    public func layout(
        for item: ListItem, width: Double, flows: inout TextFlowSet, segmentation: inout SegmentationState,
        dateHeader: Int64? = nil
    ) -> CellLayout {
        var context = Context(sizer: self, flows: flows, segmentation: segmentation)
        flows = TextFlowSet()
        segmentation = SegmentationState()
        var result: CellLayout
        switch item {
        case .message(let message):
            result = message.role == .user
                ? context.userLayout(message, width: width)
                : context.assistantLayout(message, width: width)
        case .typingIndicator:
            let bubble = LayoutRect(x: 0, y: 0, width: min(metrics.typingIndicatorWidth, width), height: metrics.typingIndicatorHeight)
            result = CellLayout(kind: .typingIndicator, width: width, height: bubble.height, container: bubble)
        case .loadingOlder:
            let row = LayoutRect(x: 0, y: 0, width: width, height: metrics.loadingOlderHeight)
            result = CellLayout(kind: .loadingOlder, width: width, height: row.height, container: row)
        case .dateSeparator(let day):
            result = context.dateSeparatorLayout(day: day, width: width)
        }
        if let dateHeader, case .message = item {
            result = context.addingDateHeader(day: dateHeader, to: result, width: width)
        }
        flows = context.flows
        segmentation = context.segmentation
        return result
    }

    /// The height a date header adds to a message's cell: a date separator row's, the
    /// caption's line height plus ``CellMetrics/dateSeparatorVerticalPadding`` above and
    /// below (one line: a day label never wraps at a phone's width).
    public var dateHeaderHeight: Double {
        measurer.lineHeight(of: .caption) + 2 * metrics.dateSeparatorVerticalPadding
    }

    /// One layout pass over one item: the flows and the characters laid out so far.
    private struct Context {
        let sizer: CellSizer
        var flows: TextFlowSet
        var segmentation: SegmentationState
        var laidOut = 0

        var metrics: CellMetrics { sizer.metrics }

        /// Lays out `string` for `part`, charging what the design's text view lays out
        /// (``TextHolding/charged(reflowed:length:)``).
        mutating func text(_ string: String, _ part: TextFlowSet.Part, _ font: Font, width: Double) -> TextMetrics {
            let (measured, reflowed, length) = if let glyphs = sizer.glyphMeasurer {
                flows.layoutMeasuringLength(string, part: part, font: font, width: max(0, width), measurer: glyphs)
            } else {
                flows.layoutMeasuringLength(string, part: part, font: font, width: max(0, width), measurer: sizer.measurer)
            }
            laidOut += sizer.textHolding.charged(reflowed: reflowed, length: length)
            return measured
        }

        func lineHeight(_ font: Font) -> Double { sizer.measurer.lineHeight(of: font) }

        // MARK: User bubble — the iris design's UserMessageCell

        mutating func userLayout(_ message: Message, width: Double) -> CellLayout {
            let maxContainer = min(width * metrics.userMaxWidthFraction, metrics.maxBubbleWidth)
            let pad = metrics.userGridPadding
            let textPad = metrics.userTextHorizontalPadding
            let placeholder = message.isShowingImagePlaceholder && !message.attachments.isEmpty
            let grid = message.attachments.isEmpty || placeholder
                ? nil
                : ImageGridLayout(count: message.attachments.count, availableWidth: maxContainer - 2 * pad, metrics: metrics)
            let gridSize: (width: Double, height: Double) = placeholder
                ? (min(metrics.imagePlaceholderSize.width, max(0, maxContainer - 2 * pad)), metrics.imagePlaceholderSize.height)
                : grid?.size ?? (0, 0)
            let body = text(message.text, .block(0), .body, width: maxContainer - 2 * textPad)
            let stamp = timestamp(message, width: maxContainer)

            var bubbleWidth = max(body.width + 2 * textPad, grid == nil && !placeholder ? 0 : gridSize.width + 2 * pad)
            bubbleWidth = min(maxContainer, max(bubbleWidth, stamp.width))
            let textTop = pad + gridSize.height + pad
            let bubbleHeight = textTop + body.height + metrics.userTextBottomPadding
            let bubble = LayoutRect(x: width - bubbleWidth, y: 0, width: bubbleWidth, height: bubbleHeight)

            var layout = CellLayout(kind: .user, width: width, height: 0, container: bubble)
            if placeholder { layout.kind = .images }
            if let grid {
                layout.kind = .images
                layout.imageFrames = grid.imageFrames.map { $0.offsetBy(dx: bubble.x + pad, dy: pad) }
                layout.imageOverflow = grid.overflow.map {
                    ImageGridLayout.Overflow(frame: $0.frame.offsetBy(dx: bubble.x + pad, dy: pad), hiddenCount: $0.hiddenCount)
                }
            }
            if body.lineCount > 0 {
                layout.textFrames = [LayoutRect(x: bubble.x + textPad, y: textTop, width: body.width, height: body.height)]
            }
            var bottom = bubble.maxY + metrics.timestampSpacing
            let stampFrame = LayoutRect(x: width - stamp.width, y: bottom, width: stamp.width, height: stamp.height)
            layout.timestamp = stampFrame
            bottom = stampFrame.maxY
            bottom = appendRetryRow(to: &layout, message: message, below: bottom, width: width)
            layout.height = bottom
            layout.charactersLaidOut = laidOut
            return layout
        }

        // MARK: Assistant stack — the iris design's AssistantMessageCell

        mutating func assistantLayout(_ message: Message, width: Double) -> CellLayout {
            let maxContainer = min(width * metrics.assistantMaxWidthFraction, metrics.maxBubbleWidth)
            var layout = CellLayout(kind: .assistant, width: width, height: 0, container: .zero)
            var y = 0.0
            var containerWidth = 0.0
            var stacked = 0
            func nextTop() -> Double { stacked == 0 ? 0 : y + metrics.blockSpacing }

            if !message.attachments.isEmpty, message.isShowingImagePlaceholder {
                // Images still loading: the placeholder stands where they go.
                layout.kind = .images
                y = metrics.imagePlaceholderSize.height
                containerWidth = max(containerWidth, min(metrics.imagePlaceholderSize.width, maxContainer))
                stacked += 1
            } else if !message.attachments.isEmpty {
                let grid = ImageGridLayout(count: message.attachments.count, availableWidth: maxContainer, metrics: metrics)
                layout.kind = .images
                layout.imageFrames = grid.imageFrames
                layout.imageOverflow = grid.overflow
                y = grid.size.height
                containerWidth = max(containerWidth, grid.size.width)
                stacked += 1
            }

            let blocksStart = laidOut
            // Blocks a streamed chunk left alone stack as they did (StackedBlocks).
            segmentation.unchangedBlockCount = 0
            let blocks = sizer.segmenter.blocks(of: message, state: &segmentation)
            let key = StackedBlocks.Key(maxContainer: maxContainer, y: y, containerWidth: containerWidth, stacked: stacked,
                                        kind: layout.kind, isThinkingExpanded: message.isThinkingExpanded, state: message.state)
            var stack = StackedBlocks.resume(key, from: &segmentation, onto: &layout)
            if let last = stack.entries.last { (y, containerWidth, stacked) = (last.y, last.containerWidth, stacked + stack.entries.count) }
            // Indices, not `enumerated().dropFirst(_:)`, which would walk (and retain) every reused block.
            for index in min(stack.entries.count, blocks.count)..<blocks.count {
                let block = blocks[index]
                let top = nextTop()
                switch block {
                case .text(let string):
                    let body = text(string, .block(index), .body, width: maxContainer)
                    let frame = LayoutRect(x: 0, y: top, width: body.width, height: body.height)
                    layout.textFrames.append(frame)
                    y = frame.maxY
                    containerWidth = max(containerWidth, frame.width)
                case .heading(let string, let level):
                    let heading = text(string, .block(index), .heading(level: level), width: maxContainer)
                    let frame = LayoutRect(x: 0, y: top, width: heading.width, height: heading.height)
                    layout.textFrames.append(frame)
                    y = frame.maxY
                    containerWidth = max(containerWidth, frame.width)
                case .listItem(let string, let marker):
                    let frame = listItemLayout(string, marker: marker, index: index, top: top, width: maxContainer)
                    layout.textFrames.append(frame)
                    y = frame.maxY
                    containerWidth = max(containerWidth, frame.width)
                case .quote(let string):
                    let indent = metrics.quoteRuleWidth + metrics.quoteRuleSpacing
                    let body = text(string, .block(index), .body, width: maxContainer - indent)
                    let frame = LayoutRect(x: 0, y: top, width: indent + body.width, height: body.height)
                    layout.textFrames.append(frame)
                    y = frame.maxY
                    containerWidth = max(containerWidth, frame.width)
                case .thinking(let string, let isOpen):
                    let block = thinkingLayout(
                        string, index: index, isOpen: isOpen, message: message, top: top, width: maxContainer)
                    layout.thinkingBlocks.append(block)
                    if layout.kind == .assistant { layout.kind = .thinking }
                    y = block.frame.maxY
                    containerWidth = max(containerWidth, block.frame.width)
                case .code(let string, _):
                    let frame = codeLayout(string, index: index, top: top, width: maxContainer)
                    layout.codeFrames.append(frame)
                    y = frame.maxY
                    containerWidth = max(containerWidth, frame.width)
                }
                stacked += 1
                stack.entries.append(.init(stackedOnto: layout, y: y, containerWidth: containerWidth))
            }
            stack.record(layout)
            segmentation.stackedBlocks = stack
            // One text view for the whole message: a changed block lays every block out again.
            if sizer.textHolding == .oneTextViewPerMessage, laidOut > blocksStart {
                laidOut = blocksStart + flows.blockLength(below: blocks.count)
            }

            if !message.citations.isEmpty {
                let citations = citationsLayout(message, top: nextTop(), width: maxContainer)
                layout.citations = citations
                y = citations.frame.maxY
                containerWidth = max(containerWidth, citations.frame.width)
                stacked += 1
            }

            let stamp = timestamp(message, width: maxContainer)
            let stampFrame = LayoutRect(x: 0, y: y + metrics.timestampSpacing, width: stamp.width, height: stamp.height)
            layout.timestamp = stampFrame
            containerWidth = min(maxContainer, max(containerWidth, stamp.width))
            layout.container = LayoutRect(x: 0, y: 0, width: containerWidth, height: stampFrame.maxY)
            layout.height = appendRetryRow(to: &layout, message: message, below: stampFrame.maxY, width: width)
            layout.charactersLaidOut = laidOut
            return layout
        }

        /// One label holding the marker, a tab and the text: the text hangs at the first
        /// default tab stop past the marker (``CellMetrics/listTabInterval``) and wraps
        /// there; an item without text still shows its marker's line.
        mutating func listItemLayout(_ string: String, marker: String, index: Int, top: Double, width: Double) -> LayoutRect {
            let markerWidth = text(marker, .listMarker(index), .body, width: .greatestFiniteMagnitude).width
            let tab = metrics.listTabInterval
            let indent = tab > 0 ? (markerWidth / tab).rounded(.down) * tab + tab : markerWidth
            let body = text(string, .block(index), .body, width: width - indent)
            return LayoutRect(x: 0, y: top, width: min(width, indent + body.width), height: max(body.height, lineHeight(.body)))
        }

        /// The iris design `UIKitThinkingView`: 8 pt above the header, header (a plain button with
        /// a 17 pt title), 8 pt, content (0 collapsed, 150 expanded), 8 pt.
        mutating func thinkingLayout(
            _ string: String, index: Int, isOpen: Bool, message: Message, top: Double, width: Double
        ) -> ThinkingBlockLayout {
            let pad = metrics.thinkingVerticalPadding
            let side = metrics.thinkingHorizontalPadding
            let headerHeight = lineHeight(.body) + 2 * metrics.thinkingHeaderButtonInset
            let header = LayoutRect(x: side, y: top + pad, width: width - 2 * side, height: headerHeight)
            var content: LayoutRect?
            var textHeight: Double?
            var bottom = header.maxY + pad
            if message.isThinkingExpanded {
                let box = LayoutRect(x: side, y: bottom, width: width - 2 * side, height: metrics.thinkingExpandedContentHeight)
                let textWidth = box.width - 2 * metrics.thinkingTextViewLineFragmentPadding
                let measured = text(string, .block(index), .thinking, width: textWidth)
                textHeight = measured.height + 2 * metrics.thinkingTextViewInsetVertical
                content = box
                bottom = box.maxY
            }
            let frame = LayoutRect(x: 0, y: top, width: width, height: bottom + pad - top)
            return ThinkingBlockLayout(
                frame: frame, header: header, content: content,
                isExpanded: message.isThinkingExpanded,
                isShimmering: isOpen && message.state == .streaming,
                textContentHeight: textHeight)
        }

        /// The v0 design `CodeBlockView`: a caption header padded 8 pt vertically, then the code
        /// padded 12 pt in a horizontal scroll view — lines never wrap, so the code is laid
        /// out at unbounded width and only its line count matters.
        mutating func codeLayout(_ string: String, index: Int, top: Double, width: Double) -> LayoutRect {
            let header = lineHeight(.caption) + 2 * metrics.codeHeaderVerticalPadding
            let code = text(string, .block(index), .code, width: .greatestFiniteMagnitude)
            return LayoutRect(x: 0, y: top, width: width, height: header + code.height + 2 * metrics.codePadding)
        }

        /// The personal-llm design `CitationsView`: a count header, and when expanded one row per source
        /// with a numbered badge, the title (one 15 pt line) and a preview of the first 100
        /// characters (12 pt, wrapped).
        mutating func citationsLayout(_ message: Message, top: Double, width: Double) -> CitationsLayout {
            let pad = metrics.citationsPadding
            let header = LayoutRect(x: 0, y: top, width: width, height: pad + lineHeight(.subheadline) + pad)
            var rows: [LayoutRect] = []
            var bottom = header.maxY
            if message.isCitationsExpanded {
                let textWidth = width - 2 * pad - metrics.citationBadgeSide - pad
                for (index, citation) in message.citations.enumerated() {
                    let preview = Self.preview(citation.snippet, limit: metrics.citationPreviewCharacters)
                    let title = text(citation.title, .citationTitle(index), .subheadline, width: .greatestFiniteMagnitude)
                    let body = text(preview, .citationPreview(index), .caption, width: textWidth)
                    let titleHeight = title.lineCount > 0 ? lineHeight(.subheadline) : 0
                    let height = pad + titleHeight + (body.lineCount > 0 ? 4 + body.height : 0) + pad
                    let row = LayoutRect(x: 0, y: bottom, width: width, height: max(height, metrics.citationBadgeSide + 2 * pad))
                    rows.append(row)
                    bottom = row.maxY
                }
            }
            return CitationsLayout(
                frame: LayoutRect(x: 0, y: top, width: width, height: bottom - top),
                header: header, rows: rows, isExpanded: message.isCitationsExpanded)
        }

        static func preview(_ snippet: String, limit: Int) -> String {
            snippet.count > limit ? String(snippet.prefix(limit)) + "…" : snippet
        }

        // MARK: Chrome

        mutating func dateSeparatorLayout(day: Int64, width: Double) -> CellLayout {
            let label = text(DayLabel(day: day).text, .label, .caption, width: width)
            let pad = metrics.dateSeparatorVerticalPadding
            let frame = LayoutRect(x: (width - label.width) / 2, y: pad, width: label.width, height: label.height)
            var layout = CellLayout(
                kind: .dateSeparator, width: width, height: pad + label.height + pad,
                container: LayoutRect(x: 0, y: 0, width: width, height: pad + label.height + pad))
            layout.textFrames = [frame]
            layout.charactersLaidOut = laidOut
            return layout
        }

        /// `layout` under a date header row: the row is a date separator's (padding, the
        /// centred caption label, padding), at the top of the cell.
        mutating func addingDateHeader(day: Int64, to layout: CellLayout, width: Double) -> CellLayout {
            laidOut = 0
            let header = dateSeparatorLayout(day: day, width: width)
            var result = layout.offsetBy(dy: header.height)
            result.height = layout.height + header.height
            result.dateHeader = header.textFrames.first
            result.charactersLaidOut = layout.charactersLaidOut + laidOut
            return result
        }

        mutating func timestamp(_ message: Message, width: Double) -> TextMetrics {
            text(flows.timeLabelText(for: message.createdAt), .timestamp, .timestamp, width: width)
        }

        mutating func appendRetryRow(to layout: inout CellLayout, message: Message, below bottom: Double, width: Double) -> Double {
            guard message.state == .failed else { return bottom }
            layout.kind = .failed
            let row = LayoutRect(x: 0, y: bottom, width: width, height: metrics.retryRowHeight)
            layout.retryRow = row
            return row.maxY
        }
    }
}
