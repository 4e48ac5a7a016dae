import ChatModel

/// A whole reply laid out on the virtual clock: its chunks in time order, then how it ends.
///
/// Produced by ``MockLLM/schedule(for:)`` and by ``SSETranscript/schedule()``. Instants
/// are offsets from the request (the request is at ``VirtualInstant/zero``).
public struct ReplySchedule: Sendable, Hashable {
    /// The chunks, in non-decreasing ``ReplyChunk/at`` order.
    public var chunks: [ReplyChunk]
    /// The terminal event; its instant is not before the last chunk's.
    public var end: ReplyEnd

    public init(chunks: [ReplyChunk], end: ReplyEnd) {
        self.chunks = chunks
        self.end = end
    }

    /// Gathers a lazy event sequence. O(n) in its chunks.
    public init<S: Sequence>(events: S) where S.Element == ReplyEvent {
        var chunks: [ReplyChunk] = []
        var end = ReplyEnd.finished(at: .zero)
        for event in events {
            switch event {
            case let .chunk(chunk): chunks.append(chunk)
            case let .end(terminal): end = terminal
            }
        }
        self.init(chunks: chunks, end: end)
    }

    /// The concatenated text of every chunk. O(total text length).
    public var text: String { chunks.reduce(into: "") { $0 += $1.delta } }

    /// Tokens delivered across every chunk. O(n).
    public var tokenCount: Int { chunks.reduce(0) { $0 + $1.tokenCount } }

    /// Time to first token: the first chunk's instant, `nil` when no chunk arrived.
    public var timeToFirstToken: VirtualDuration? { chunks.first.map { $0.at - .zero } }

    /// The events in order: every chunk, then the end.
    public var events: [ReplyEvent] { chunks.map(ReplyEvent.chunk) + [.end(end)] }

    /// The schedule as it would be had the user tapped stop at `instant`: chunks due
    /// strictly before `instant` are kept and the reply ends ``ReplyEnd/stopped(at:)``.
    /// A schedule that already ended before `instant` is returned unchanged. O(log n).
    public func stopped(at instant: VirtualInstant) -> ReplySchedule {
        if end.at < instant { return self }
        var low = 0, high = chunks.count
        while low < high {
            let mid = (low + high) / 2
            if chunks[mid].at < instant { low = mid + 1 } else { high = mid }
        }
        return ReplySchedule(chunks: Array(chunks[..<low]), end: .stopped(at: instant))
    }
}
