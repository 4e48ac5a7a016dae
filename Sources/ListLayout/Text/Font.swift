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

    /// Message text: `.systemFont(ofSize: 17)` (seed 000, `UserMessageCell.textLabel`,
    /// `AssistantMessageCell.createTextLabel`); 17 pt is iOS's Body text style.
    public static let body = Font(pointSize: 17)
    /// Timestamps under each message: `.systemFont(ofSize: 12)` (seed 000,
    /// `timestampLabel.font`); 12 pt is iOS's Caption 1 text style.
    public static let timestamp = Font(pointSize: 12)
    /// Thinking block text: `.systemFont(ofSize: 14)` (seed 000, `UIKitThinkingView`).
    public static let thinking = Font(pointSize: 14)
    /// Code: `.system(.body, design: .monospaced)` (seed 003, `CodeBlockView`), 17 pt.
    public static let code = Font(face: .monospaced, pointSize: 17)
    /// Captions (date separators, citation previews, code headers): 12 pt.
    public static let caption = Font(pointSize: 12)
    /// Citation titles: 15 pt (iOS's Subheadline text style).
    public static let subheadline = Font(pointSize: 15)
}
