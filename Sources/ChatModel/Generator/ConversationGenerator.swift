import PortableMath

/// A deterministic, realistic chat history of `count` messages, generated on demand.
///
/// Every message is a pure function of `(seed, mix, count, index)`: ``message(at:)`` draws
/// from a random stream derived from the index alone, so a store of a million messages can
/// be seeded page by page, in any order, without generating the messages before a page.
/// Message IDs are the indices; index 0 is the oldest.
///
/// What the history looks like:
/// - Kinds follow the ``HistoryMix`` weights, drawn independently per message.
/// - Roles alternate user/assistant, with about one message in ten breaking the pattern
///   (two user messages in a row, a follow-up answer); thinking messages are always the
///   assistant's.
/// - Lengths are log-normal: user messages around 50 UTF-8 bytes (σ 0.9), assistant answers
///   around 450 (σ 0.8), thinking blocks around 350.
/// - Text is mostly English with inline Markdown, lists, headings and quotes in answers;
///   about one message in five is Chinese, Japanese, Korean, Arabic or Hebrew; emoji
///   (including ZWJ sequences, skin tones and flags) and decomposed letters with combining
///   marks are sprinkled in.
/// - Image messages carry 1–6 attachments: phone photos (4032×3024 either way up),
///   screenshots (1179×2556, 1290×2796, 2048×2732), small images (800×600, 640×480,
///   1920×1080, 512×512) and, from the assistant, generated images (1024×1024, 1792×1024).
/// - About 1 % of assistant answers were stopped (truncated) and 0.5 % failed.
/// - Creation times increase strictly: 2–45 s before an answer, 4 s–10 min between
///   turns, and in about 6 % of gaps a new session 20 min–3 days later, so histories span
///   days and date separators occur. The newest message is 30–120 s before
///   ``VirtualInstant/zero``; all times are negative.
public struct ConversationGenerator: Sendable {
    /// Why a generator could not be made.
    public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        case negativeCount(Int)

        public var description: String {
            switch self {
            case .negativeCount(let count): "history count must be >= 0, got \(count)"
            }
        }
    }

    public let seed: UInt64
    /// Number of messages in the history; valid indices are `0..<count`.
    public let count: Int
    public let mix: HistoryMix

    private let draws: IndexedDraws
    /// Offset in µs of message `b * blockSize` from message 0, for each block `b`.
    private let blockOffsets: [Int64]
    /// Creation time of message 0 in µs.
    private let originMicroseconds: Int64

    private static let blockSize = 64

    /// Prepares a history. O(count) cheap draws to place the messages in time (no text is
    /// generated); keeps `count / 64` offsets.
    public init(seed: UInt64, count: Int, mix: HistoryMix = .standard) throws(ConversationGenerator.Error) {
        guard count >= 0 else { throw .negativeCount(count) }
        self.seed = seed
        self.count = count
        self.mix = mix
        let draws = Self.draws(seed: seed)
        self.draws = draws

        var offsets: [Int64] = []
        offsets.reserveCapacity(count / Self.blockSize + 1)
        var offset: Int64 = 0
        for index in 0..<count {
            if index > 0 { offset += Self.gap(before: index, draws: draws, mix: mix) }
            if index % Self.blockSize == 0 { offsets.append(offset) }
        }
        blockOffsets = offsets
        originMicroseconds = -Self.endMargin(draws) - offset
    }

    /// The per-index draws of a history with `seed`.
    static func draws(seed: UInt64) -> IndexedDraws {
        var root = SeededRandom(seed: seed).fork("history")
        return IndexedDraws(key: root.next())
    }

    // MARK: - Per-index draws

    /// The kind of message `index` is. O(1); defined for any index, in range or not.
    public func kind(at index: Int) -> HistoryMix.Kind {
        mix.kind(at: draws.unit(index, .kind))
    }

    /// Who wrote message `index`. O(1); defined for any index, in range or not.
    public func role(at index: Int) -> Role {
        Self.role(at: index, draws: draws, mix: mix)
    }

    private static func role(at index: Int, draws: IndexedDraws, mix: HistoryMix) -> Role {
        if mix.kind(at: draws.unit(index, .kind)) == .thinking { return .assistant }
        let alternating: Role = index.isMultiple(of: 2) ? .user : .assistant
        guard draws.unit(index, .roleFlip) < 0.1 else { return alternating }
        return alternating == .user ? .assistant : .user
    }

    /// Microseconds between the newest message and ``VirtualInstant/zero``: 30–120 s.
    static func endMargin(_ draws: IndexedDraws) -> Int64 {
        Int64((30 + 90 * draws.unit(0, .endMargin)) * 1_000_000)
    }

    /// Microseconds between message `index - 1` and message `index`; at least one second.
    static func gap(before index: Int, draws: IndexedDraws, mix: HistoryMix) -> Int64 {
        let u = draws.unit(index, .gap)
        let seconds: Double
        if draws.unit(index, .sessionBreak) < 0.06 {
            seconds = logUniform(u, 20 * 60, 3 * 86_400)
        } else if role(at: index, draws: draws, mix: mix) == .assistant {
            seconds = role(at: index - 1, draws: draws, mix: mix) == .user ? logUniform(u, 2, 45) : logUniform(u, 1, 20)
        } else {
            seconds = logUniform(u, 4, 600)
        }
        return Int64(seconds * 1_000_000)
    }

    private static func logUniform(_ u: Double, _ low: Double, _ high: Double) -> Double {
        low * PortableMath.exp(u * PortableMath.log(high / low))
    }

    /// When message `index` was created. O(64).
    public func creationTime(at index: Int) -> VirtualInstant {
        precondition(index >= 0 && index < count, "message index \(index) out of 0..<\(count)")
        return VirtualInstant(microseconds: originMicroseconds + offset(of: index))
    }

    private func offset(of index: Int) -> Int64 {
        let block = index / Self.blockSize
        var offset = blockOffsets[block]
        var j = block * Self.blockSize
        while j < index {
            j += 1
            offset += Self.gap(before: j, draws: draws, mix: mix)
        }
        return offset
    }

    // MARK: - Messages

    /// Message `index` (its ID is `index`). Deterministic from the seed, mix, count and index
    /// alone. O(64 + message length). Traps if `index` is outside `0..<count`, like an array.
    public func message(at index: Int) -> Message {
        Self.makeMessage(at: index, createdAt: creationTime(at: index), draws: draws, mix: mix)
    }

    /// Messages `range`, oldest first; equal to calling ``message(at:)`` for each index.
    /// O(64 + total length). Traps if `range` is not within `0..<count`.
    public func messages(_ range: Range<Int>) -> [Message] {
        guard !range.isEmpty else { return [] }
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of 0..<\(count)")
        var result: [Message] = []
        result.reserveCapacity(range.count)
        var time = originMicroseconds + offset(of: range.lowerBound)
        for index in range {
            if index > range.lowerBound { time += Self.gap(before: index, draws: draws, mix: mix) }
            result.append(Self.makeMessage(at: index, createdAt: VirtualInstant(microseconds: time), draws: draws, mix: mix))
        }
        return result
    }

    /// Message `index` created at `createdAt`: everything but its time is drawn from the index.
    static func makeMessage(at index: Int, createdAt: VirtualInstant, draws: IndexedDraws, mix: HistoryMix) -> Message {
        let role = Self.role(at: index, draws: draws, mix: mix)
        let kind = mix.kind(at: draws.unit(index, .kind))
        var writer = MessageWriter(random: draws.generator(index, .content), role: role)
        var attachments: [ImageAttachment] = []
        switch kind {
        case .text:
            writer.writeText()
        case .thinking:
            writer.writeThinkingAnswer()
        case .code:
            writer.writeCode()
        case .images:
            attachments = writer.writeImages()
        }
        let state = writer.finalState()
        return Message(
            id: MessageID(Int64(index)),
            role: role,
            text: writer.text,
            createdAt: createdAt,
            attachments: attachments,
            state: state
        )
    }
}
