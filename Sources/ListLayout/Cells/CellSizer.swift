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
        // Swapped in and out (not copied), so the flows and segmentation stay uniquely referenced.
        var context = Context(sizer: self, flows: TextFlowSet(), segmentation: SegmentationState())
        swap(&context.flows, &flows)
        swap(&context.segmentation, &segmentation)
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
        swap(&flows, &context.flows)
        swap(&segmentation, &context.segmentation)
        return result
    }

    /// The height a date header adds to a message's cell: a date separator row's, the
    /// caption's line height plus ``CellMetrics/dateSeparatorVerticalPadding`` above and
    /// below (one line: a day label never wraps at a phone's width).
    public var dateHeaderHeight: Double {
        measurer.lineHeight(of: .caption) + 2 * metrics.dateSeparatorVerticalPadding
    }

    /// One layout pass over one item: the flows and the characters laid out so far.
    struct Context {
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
    }
}
