import ChatModel

/// The incremental text state of one cell: one ``TextFlow`` per text part.
///
/// Kept per message by ``ListLayout`` so that re-measuring a message that grew by a chunk
/// re-flows only the last line of the block that grew. A flow is reused only when its font
/// and width still match.
public struct TextFlowSet: Sendable {
    /// Which text of a cell a flow belongs to.
    public enum Part: Hashable, Sendable {
        case block(Int)
        /// The marker (`•`, `3.`) of the list item at block index `Int`.
        case listMarker(Int)
        case timestamp
        case label
        case citationTitle(Int)
        case citationPreview(Int)
    }

    /// The flows of ``Part/block(_:)`` and ``Part/listMarker(_:)`` parts, by block index; the
    /// timestamp's; every other part's by part.
    private var blocks: [TextFlow?] = []
    private var listMarkers: [TextFlow?] = []
    private var timestamp: TextFlow?
    private var others: [Part: TextFlow] = [:]
    /// Grapheme clusters laid out through this set since it was created.
    public private(set) var charactersLaidOut = 0
    /// The last time label drawn for ``Part/timestamp``, so re-laying out a streamed
    /// message does not format it again (and its flow compares one storage with itself).
    private var timeLabel: (instant: VirtualInstant, text: String)?

    public init() {}

    /// Lays out `text` for `part`, incrementally when the part's previous text is a prefix.
    ///
    /// Every block of a streamed message comes through here on every chunk and the blocks
    /// that did not grow only compare their text, so a part's flow is found without hashing
    /// (blocks and list markers by index, the timestamp in its own place) and updated where it is stored, never copied.
    public mutating func layout(
        _ text: String, part: Part, font: Font, width: Double, measurer: some TextMeasurer
    ) -> (metrics: TextMetrics, laidOut: Int) {
        let result = layoutMeasuringLength(text, part: part, font: font, width: width, measurer: measurer)
        return (result.metrics, result.laidOut)
    }

    /// ``layout(_:part:font:width:measurer:)``, with the text's length in grapheme clusters
    /// (what a text view that lays its whole string out again is charged, ``TextHolding``).
    mutating func layoutMeasuringLength(
        _ text: String, part: Part, font: Font, width: Double, measurer: some TextMeasurer
    ) -> (metrics: TextMetrics, laidOut: Int, length: Int) {
        let result: (metrics: TextMetrics, laidOut: Int, length: Int)
        switch part {
        case .block(let index) where index >= 0:
            Self.extend(&blocks, through: index)
            result = Self.layout(text, in: &blocks[index], font: font, width: width, measurer: measurer)
        case .listMarker(let index) where index >= 0:
            Self.extend(&listMarkers, through: index)
            result = Self.layout(text, in: &listMarkers[index], font: font, width: width, measurer: measurer)
        case .timestamp:
            result = Self.layout(text, in: &timestamp, font: font, width: width, measurer: measurer)
        case .block, .listMarker, .label, .citationTitle, .citationPreview:
            result = Self.layout(text, in: &others[part], font: font, width: width, measurer: measurer)
        }
        charactersLaidOut += result.laidOut
        return result
    }

    /// Grapheme clusters in the text of the blocks (and their list markers) before block
    /// `count`, as last laid out: a message's text when it is held in one text view
    /// (``TextHolding/oneTextViewPerMessage``). O(blocks).
    func blockLength(below count: Int) -> Int {
        var length = 0
        for index in 0..<min(count, blocks.count) { length += blocks[index]?.clusterCount ?? 0 }
        for index in 0..<min(count, listMarkers.count) { length += listMarkers[index]?.clusterCount ?? 0 }
        return length
    }

    private static func extend(_ flows: inout [TextFlow?], through index: Int) {
        if index >= flows.count { flows.append(contentsOf: repeatElement(nil, count: index + 1 - flows.count)) }
    }

    /// Lays out `text` in `flow`, which is replaced when it is missing or set in another font or width.
    private static func layout(
        _ text: String, in flow: inout TextFlow?, font: Font, width: Double, measurer: some TextMeasurer
    ) -> (metrics: TextMetrics, laidOut: Int, length: Int) {
        if flow == nil || flow!.font != font || flow!.width != width { flow = TextFlow(font: font, width: width) }
        let laidOut = flow!.update(text: text, measurer: measurer)
        return (flow!.metrics(measurer: measurer), laidOut, flow!.clusterCount)
    }

    /// The short time label of `instant` (``TimeLabel``), formatted once per instant.
    mutating func timeLabelText(for instant: VirtualInstant) -> String {
        if let timeLabel, timeLabel.instant == instant { return timeLabel.text }
        let text = TimeLabel(instant).text
        timeLabel = (instant, text)
        return text
    }
}
