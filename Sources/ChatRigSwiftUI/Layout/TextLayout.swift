import ListLayout

/// How `Text` sizes itself: ChatRig's text layout (``ListLayout/TextMeasurer``, the glyph
/// advances of the system font and greedy line breaking) in the environment's font.
///
/// - Offered a width, a text wraps its lines to it and is as wide as its widest line and
///   as tall as its lines (Apple, `Text`: "a text view always uses exactly the amount of
///   space it needs to display its rendered contents"; WWDC19 "Building Custom Views with
///   SwiftUI": text "fits" the offered width, hugging its content). Offered no width (its
///   ideal size) it takes one line per paragraph.
/// - `.lineLimit(n)` cuts it to `n` lines.
/// - An empty string is 0 × 0 (estimate).
/// - **Work.** A `Text` whose string (or font) changed since its last layout lays its whole
///   string out again, charged by its grapheme clusters (issue 37's rule for UIKit's labels
///   applies to `Text` as well: SwiftUI invalidates a text's layout when its content changes,
///   WWDC23 "Demystify SwiftUI performance"; that the whole string is laid out again rather
///   than its changed lines is an estimate). Proposals for a string already laid out are
///   answered from the text's cache at no charge (estimate: SwiftUI caches a text's layout
///   per proposal).
extension Text: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        guard !content.isEmpty else { return .zero }
        var font = (self.font ?? node.environment.font ?? .body).layoutFont(in: node.environment)
        if isMonospaced { font.face = .monospaced }
        let cache = TextLayoutCache.of(node)
        if cache.string != content || cache.font != font {
            cache.string = content
            cache.font = font
            cache.sizes = [:]
            pass.chargeTextLayout(characters: content.count)
        }
        let limit = node.environment.lineLimit
        let key = TextLayoutCache.Key(width: proposal.width, lineLimit: limit)
        if let known = cache.sizes[key] { return known }
        let width = proposal.width.map { Double($0) } ?? TextLayoutCache.unlimitedWidth
        let metrics = pass.measurer.measure(content, in: font, width: width)
        let lines = limit.map { min($0, metrics.lineCount) } ?? metrics.lineCount
        let size = CGSize(width: min(metrics.width, width), height: Double(lines) * pass.measurer.lineHeight(of: font))
        cache.sizes[key] = size
        return size
    }
}

/// What a `Text` node last laid out: its string, its font, and its sizes by proposal.
@MainActor
final class TextLayoutCache {
    struct Key: Hashable {
        var width: CGFloat?
        var lineLimit: Int?
    }

    /// The width a text is laid out in when offered none: wide enough for any line.
    static let unlimitedWidth = 1e9

    var string: String?
    var font: TextFont?
    var sizes: [Key: CGSize] = [:]

    /// The cache kept on `node`.
    static func of(_ node: ViewNode) -> TextLayoutCache {
        if let cache = node.memory["textLayout"] as? TextLayoutCache { return cache }
        let made = TextLayoutCache()
        node.memory["textLayout"] = made
        return made
    }
}

extension Font {
    /// The face and size ChatRig's text layout sets this font in, at its own size.
    var layoutFont: TextFont {
        TextFont(face: isMonospaced ? .monospaced : .system, pointSize: Double(size))
    }

    /// The face and size ChatRig's text layout sets this font in, in `environment`: a text
    /// style at the environment's Dynamic Type size (``DynamicTypeSize/pointSize(of:)``), any
    /// other font at its own size.
    func layoutFont(in environment: EnvironmentValues) -> TextFont {
        guard let textStyle else { return layoutFont }
        return TextFont(face: isMonospaced ? .monospaced : .system, pointSize: environment.dynamicTypeSize.pointSize(of: textStyle))
    }
}
