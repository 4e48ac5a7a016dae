/// Relative weights of the kinds of message in generated conversation history.
///
/// Weights need not sum to 1; ``normalized`` scales them so they do.
public struct ContentMix: Hashable, Sendable {
    /// Plain text messages.
    public var text: Double
    /// Messages with image attachments.
    public var images: Double
    /// Assistant messages with a `<think>` block.
    public var thinking: Double
    /// Messages with code blocks.
    public var code: Double

    public init(text: Double, images: Double, thinking: Double, code: Double = 0) {
        self.text = text
        self.images = images
        self.thinking = thinking
        self.code = code
    }

    /// The default when a scenario gives no `mix`: the DESIGN.md example, 85 % text, 10 %
    /// images, 5 % thinking, no code.
    public static let standard = ContentMix(text: 0.85, images: 0.1, thinking: 0.05, code: 0)

    /// The sum of the weights (positive in every parsed mix).
    public var total: Double { text + images + thinking + code }

    /// The same mix with weights summing to 1.
    public var normalized: ContentMix {
        let total = total
        guard total > 0 else { return self }
        return ContentMix(text: text / total, images: images / total, thinking: thinking / total, code: code / total)
    }
}
