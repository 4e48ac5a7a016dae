/// The relative weights of the kinds of message a ``ConversationGenerator`` writes.
///
/// Mirrors the scenario key `conversation.mix` (`mix: { text: 0.85, images: 0.1,
/// thinking: 0.05 }`). Weights need not sum to one; each kind's share of messages is its
/// weight over the total. A missing key is weight zero.
public struct HistoryMix: Hashable, Sendable, Codable {
    /// Plain chat text, with Markdown lists, headings and inline styles in longer answers.
    public let text: Double
    /// Messages carrying 1–6 image attachments (user photos and screenshots, generated images).
    public let images: Double
    /// Assistant answers that open with a `<think>…</think>` block.
    public let thinking: Double
    /// Messages with fenced code blocks.
    public let code: Double

    /// A kind of generated message.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        case text, images, thinking, code
    }

    /// Why a mix was rejected.
    public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// A weight was negative, infinite or NaN.
        case invalidWeight(kind: Kind, value: Double)
        /// Every weight was zero.
        case allWeightsZero

        public var description: String {
            switch self {
            case .invalidWeight(let kind, let value):
                "mix weight '\(kind.rawValue)' must be a finite number >= 0, got \(value)"
            case .allWeightsZero:
                "mix needs at least one weight above 0"
            }
        }
    }

    /// Creates a mix; throws when a weight is negative or not finite, or all are zero.
    public init(text: Double = 0, images: Double = 0, thinking: Double = 0, code: Double = 0) throws(HistoryMix.Error) {
        for (kind, value) in [(Kind.text, text), (.images, images), (.thinking, thinking), (.code, code)]
        where !value.isFinite || value < 0 {
            throw .invalidWeight(kind: kind, value: value)
        }
        guard text + images + thinking + code > 0 else { throw .allWeightsZero }
        self.init(unchecked: text, images, thinking, code)
    }

    private init(unchecked text: Double, _ images: Double, _ thinking: Double, _ code: Double) {
        self.text = text
        self.images = images
        self.thinking = thinking
        self.code = code
    }

    /// The scenario format's example mix: 85 % text, 10 % images, 5 % thinking.
    public static let standard = HistoryMix(unchecked: 0.85, 0.1, 0.05, 0)

    /// The weight of `kind`.
    public func weight(of kind: Kind) -> Double {
        switch kind {
        case .text: text
        case .images: images
        case .thinking: thinking
        case .code: code
        }
    }

    /// The share of messages of `kind`, in 0...1.
    public func share(of kind: Kind) -> Double {
        weight(of: kind) / (text + images + thinking + code)
    }

    /// The kind whose cumulative share interval holds `unit` (in `0..<1`).
    func kind(at unit: Double) -> Kind {
        var remaining = unit * (text + images + thinking + code)
        for kind in Kind.allCases {
            let weight = weight(of: kind)
            if weight > 0, remaining < weight { return kind }
            remaining -= weight
        }
        return Kind.allCases.last { weight(of: $0) > 0 } ?? .text
    }

    // Decoding validates like the initialiser; absent keys are zero.
    private enum CodingKeys: String, CodingKey { case text, images, thinking, code }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            text: container.decodeIfPresent(Double.self, forKey: .text) ?? 0,
            images: container.decodeIfPresent(Double.self, forKey: .images) ?? 0,
            thinking: container.decodeIfPresent(Double.self, forKey: .thinking) ?? 0,
            code: container.decodeIfPresent(Double.self, forKey: .code) ?? 0
        )
    }
}
