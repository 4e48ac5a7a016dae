import ListLayout

/// A multi-line composer that grows with its draft up to a line limit:
/// `TextField(…, axis: .vertical).lineLimit(1...lineLimit)` in a bottom bar.
///
/// One line is the device's composer height; each further line adds one line of 17 pt body
/// text (the system body size; its line height from the text measurer). The text wraps in the screen's width less ``chromeWidth`` (estimate: 16 pt margins, the
/// field's insets and a 44 pt send button).
public struct GrowingComposer {
    /// Lines the field grows to before it scrolls inside.
    public let lineLimit: Int
    /// Horizontal space the bar takes besides the text, pt (estimate).
    public static let chromeWidth = 100.0
    private let measurer = GlyphAdvanceMeasurer()

    public init(lineLimit: Int) { self.lineLimit = lineLimit }

    /// The composer's height for `context.composerText`, pt. O(text).
    public func height(_ context: ChatListContext) -> Double {
        let width = max(1, context.collectionView.bounds.size.width - Self.chromeWidth)
        let lines = context.composerText.isEmpty ? 1 : measurer.measure(context.composerText, in: .body, width: width).lineCount
        let shown = min(max(lines, 1), lineLimit)
        return context.singleLineComposerHeight + Double(shown - 1) * measurer.lineHeight(of: .body)
    }
}
