/// The history a ``ConversationGenerator`` with the same seed, count and mix writes,
/// generated on demand from its newest end: O(1) to create whatever the count.
///
/// A ``ConversationGenerator`` places every message in time when it is made — O(count),
/// because times are anchored at the newest message, which is 30–120 s before
/// ``VirtualInstant/zero``. This type walks the gaps from a known message instead: message
/// `i` was created the gaps of messages `i + 1 … j` before message `j`. It starts knowing
/// only the newest message and remembers the oldest message of the last read, so a chat
/// list loading pages from the newest back pays for each page's own gaps and text, never
/// for the messages before it.
///
/// ```swift
/// var history = try OnDemandHistory(seed: 7, count: 1_000_000)   // O(1)
/// let newest = history.messages(999_950..<1_000_000)               // O(50 + text)
/// let older = history.messages(999_900..<999_950)                  // O(50 + text)
/// ```
///
/// Every message equals ``ConversationGenerator/message(at:)`` of a generator made with the
/// same seed, count and mix, byte for byte: texts and attachments come from the same
/// per-index draws, and creation times are exact integer sums of the same gaps.
public struct OnDemandHistory: Sendable {
    public let seed: UInt64
    /// Number of messages in the history; valid indices are `0..<count`.
    public let count: Int
    public let mix: HistoryMix

    private let draws: IndexedDraws
    /// A message whose creation time is known (µs): where the next walk starts.
    private var anchor: (index: Int, microseconds: Int64)

    /// Prepares a history of `count` messages. O(1).
    public init(seed: UInt64, count: Int, mix: HistoryMix = .standard) throws(ConversationGenerator.Error) {
        guard count >= 0 else { throw .negativeCount(count) }
        self.seed = seed
        self.count = count
        self.mix = mix
        draws = ConversationGenerator.draws(seed: seed)
        anchor = (count - 1, -ConversationGenerator.endMargin(draws))
    }

    /// Messages `range`, oldest first; equal to ``ConversationGenerator/messages(_:)``.
    ///
    /// O(|range| + total text + *d*), where *d* is the distance from the previous read's
    /// oldest message (or the newest message, for the first read) to `range`: reading pages
    /// in order from the newest back costs only the pages. Traps if `range` is not within
    /// `0..<count`, like an array.
    public mutating func messages(_ range: Range<Int>) -> [Message] {
        guard !range.isEmpty else { return [] }
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of 0..<\(count)")
        var time = creationMicroseconds(at: range.lowerBound)
        anchor = (range.lowerBound, time)
        var result: [Message] = []
        result.reserveCapacity(range.count)
        for index in range {
            if index > range.lowerBound { time += ConversationGenerator.gap(before: index, draws: draws, mix: mix) }
            result.append(ConversationGenerator.makeMessage(
                at: index, createdAt: VirtualInstant(microseconds: time), draws: draws, mix: mix))
        }
        return result
    }

    /// The creation time of message `index`, walked from the anchor. O(|index − anchor|).
    private func creationMicroseconds(at index: Int) -> Int64 {
        var time = anchor.microseconds
        var walked = anchor.index
        while walked > index {
            time -= ConversationGenerator.gap(before: walked, draws: draws, mix: mix)
            walked -= 1
        }
        while walked < index {
            walked += 1
            time += ConversationGenerator.gap(before: walked, draws: draws, mix: mix)
        }
        return time
    }
}
