import ChatModel

// The user bubble: the iris design's UserMessageCell.
extension CellSizer.Context {
    /// The user's bubble of `message`, right-aligned in a list `width` wide: the image grid
    /// (or its placeholder) over the text, the timestamp below, a retry row when it failed.
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
}
