/// Measures text: the width of a grapheme cluster and the height of a line in a font.
///
/// The seam between ListLayout and a text engine. Line breaking (``TextFlow``) is done by
/// ListLayout on top of these two primitives, so every measurer gets the same greedy,
/// kerning-free line breaking. The default is ``GlyphAdvanceMeasurer``.
public protocol TextMeasurer: Sendable {
    /// The advance width, in points, of one grapheme cluster (one `Character`: a letter with
    /// its combining marks, an emoji sequence, a CJK ideograph) set in `font`.
    func advance(of character: Character, in font: Font) -> Double

    /// The height of one line of text in `font`, in points.
    func lineHeight(of font: Font) -> Double
}

extension TextMeasurer {
    /// Lays `text` out in lines at most `width` points wide. O(characters).
    public func measure(_ text: String, in font: Font, width: Double) -> TextMetrics {
        var flow = TextFlow(font: font, width: width)
        flow.update(text: text, measurer: self)
        return flow.metrics(measurer: self)
    }
}

/// The size of a laid-out text.
public struct TextMetrics: Hashable, Sendable {
    public var lineCount: Int
    /// The widest line, without the spaces hanging at its end, in points.
    public var width: Double
    /// `lineCount × lineHeight`.
    public var height: Double

    public init(lineCount: Int, width: Double, height: Double) {
        self.lineCount = lineCount
        self.width = width
        self.height = height
    }
}
