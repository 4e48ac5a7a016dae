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

    private var flows: [Part: TextFlow] = [:]
    /// Grapheme clusters laid out through this set since it was created.
    public private(set) var charactersLaidOut = 0

    public init() {}

    /// Lays out `text` for `part`, incrementally when the part's previous text is a prefix.
    public mutating func layout(
        _ text: String, part: Part, font: Font, width: Double, measurer: some TextMeasurer
    ) -> (metrics: TextMetrics, laidOut: Int) {
        var flow = flows[part].flatMap { $0.font == font && $0.width == width ? $0 : nil }
            ?? TextFlow(font: font, width: width)
        let laidOut = flow.update(text: text, measurer: measurer)
        flows[part] = flow
        charactersLaidOut += laidOut
        return (flow.metrics(measurer: measurer), laidOut)
    }
}
