import ChatModel

// The parts an assistant stack draws besides plain text: list items, thinking, code, citations.
extension CellSizer.Context {
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
}
