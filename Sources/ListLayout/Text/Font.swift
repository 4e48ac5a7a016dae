/// A font face the measurer has advance tables for.
public enum FontFace: String, Hashable, Sendable, Codable, CaseIterable {
    /// The proportional system text face. Modelled with Inter Regular, the open font
    /// closest to SF Pro (Apple's iOS system font), with DejaVu Sans for Hebrew and Arabic.
    case system
    /// The monospaced face for code blocks (`.monospaced` design). Modelled with
    /// DejaVu Sans Mono (0.602 em advance; SF Mono's is 0.618 em).
    case monospaced
}

/// A face at a point size: what `UIFont.systemFont(ofSize:)` names.
public struct Font: Hashable, Sendable, Codable {
    public var face: FontFace
    public var pointSize: Double

    public init(face: FontFace = .system, pointSize: Double) {
        self.face = face
        self.pointSize = pointSize
    }

    /// Message text: `.systemFont(ofSize: 17)` (the iris design, `UserMessageCell.textLabel`,
    /// `AssistantMessageCell.createTextLabel`); 17 pt is iOS's Body text style.
    public static let body = Font(pointSize: 17)
    /// Timestamps under each message: `.systemFont(ofSize: 12)` (the iris design,
    /// `timestampLabel.font`); 12 pt is iOS's Caption 1 text style.
    public static let timestamp = Font(pointSize: 12)
    /// Thinking block text: `.systemFont(ofSize: 14)` (the iris design, `UIKitThinkingView`).
    public static let thinking = Font(pointSize: 14)
    /// Code: `.system(.body, design: .monospaced)` (the v0 design, `CodeBlockView`), 17 pt.
    public static let code = Font(face: .monospaced, pointSize: 17)
    /// Captions (date separators, citation previews, code headers): 12 pt.
    public static let caption = Font(pointSize: 12)
    /// Citation titles: 15 pt (iOS's Subheadline text style).
    public static let subheadline = Font(pointSize: 15)

    /// Headings of level 1 and 2: iOS's Title 3 text style, 20 pt (Apple Human Interface
    /// Guidelines, Typography, Dynamic Type sizes, Large: Title 3 20 pt regular).
    public static let title3 = Font(pointSize: 20)
    /// Headings of level 3 to 6: iOS's Headline text style, 17 pt semibold (same table).
    /// Measured with the regular face's advances: Inter SemiBold is 2.0% wider than Inter
    /// Regular on English text (fontTools, `hmtx` advances), which is not modelled.
    public static let headline = Font(pointSize: 17)

    /// The font of a Markdown heading of `level` (1...6): ``title3`` for 1–2, ``headline``
    /// below. Seeds 000 and 003 render Markdown with `AttributedString` but give no
    /// heading sizes; these are the text styles a chat renderer of headings uses.
    public static func heading(level: Int) -> Font {
        level <= 2 ? title3 : headline
    }
}
