import ChatModel

/// A mock reply generated lazily: chunks in time order, then exactly one ``ReplyEvent/end(_:)``.
///
/// Creating the sequence is O(1); each event costs O(chunk size), and memory stays O(1)
/// however long the reply, so a 100,000-token reply can be streamed without materialising
/// it. Iterating twice yields the same events. Build with ``MockLLM/events(for:)``.
public struct ReplyEventSequence: Sequence, Sendable {
    /// The reply's description.
    public let spec: ReplySpec
    private let random: SeededRandom

    init(spec: ReplySpec, random: SeededRandom) {
        self.spec = spec
        self.random = random
    }

    public func makeIterator() -> Iterator { Iterator(spec: spec, random: random) }

    /// Generates the events one at a time.
    public struct Iterator: IteratorProtocol, Sendable {
        private let spec: ReplySpec
        private var text: TokenTextGenerator
        private var chunkSizes: SeededRandom
        private var delays: InterChunkDelays
        /// Tokens to deliver before the end: all of them, or fewer before a mid-stream failure.
        private let deliverable: Int
        private var delivered = 0
        private var clockMicroseconds: Double
        private var lastChunkAt = VirtualInstant.zero
        private var hasDeliveredChunk = false
        private var isDone = false

        init(spec: ReplySpec, random: SeededRandom) {
            self.spec = spec
            self.text = TokenTextGenerator(
                random: random.fork("text"), style: spec.style, thinking: spec.thinking, answer: spec.tokens
            )
            self.chunkSizes = random.fork("chunks")
            self.delays = InterChunkDelays(random: random.fork("delays"), spec: spec)
            self.clockMicroseconds = Double(spec.ttft.microseconds)
            if case let .failMidStream(afterTokens, _) = spec.interruption {
                deliverable = Swift.min(afterTokens, spec.totalTokens)
            } else {
                deliverable = spec.totalTokens
            }
        }

        public mutating func next() -> ReplyEvent? {
            if isDone { return nil }
            if case let .failBeforeFirstToken(reason, at) = spec.interruption {
                return end(.failed(reason, at: .zero + at))
            }
            if delivered == deliverable { return endOfTokens() }

            let drawn = drawChunkSize()
            if hasDeliveredChunk { clockMicroseconds += delays.delay(beforeChunkOf: drawn) }
            let at = VirtualInstant(microseconds: Int64(clockMicroseconds.rounded()))
            if case let .stop(stopAt) = spec.interruption, at >= .zero + stopAt {
                return end(.stopped(at: .zero + stopAt))
            }
            let count = Swift.min(drawn, deliverable - delivered)
            var delta = text.next() ?? ""
            for _ in 1..<count { delta += text.next() ?? "" }
            delivered += count
            hasDeliveredChunk = true
            lastChunkAt = at
            return .chunk(ReplyChunk(at: at, delta: delta, tokenCount: count))
        }

        private mutating func endOfTokens() -> ReplyEvent {
            if case let .failMidStream(_, reason) = spec.interruption, deliverable < spec.totalTokens {
                // The connection drops when the next chunk was due.
                clockMicroseconds += delays.delay(beforeChunkOf: drawChunkSize())
                return end(.failed(reason, at: VirtualInstant(microseconds: Int64(clockMicroseconds.rounded()))))
            }
            if !hasDeliveredChunk {
                // An empty reply ends when its first token would have arrived, unless stopped before.
                let at = VirtualInstant.zero + spec.ttft
                if case let .stop(stopAt) = spec.interruption, at >= .zero + stopAt {
                    return end(.stopped(at: .zero + stopAt))
                }
                return end(.finished(at: at))
            }
            return end(.finished(at: lastChunkAt))
        }

        private mutating func drawChunkSize() -> Int {
            let range = spec.chunk
            return range.lowerBound + Int(chunkSizes.nextUnit() * Double(range.count))
        }

        private mutating func end(_ terminal: ReplyEnd) -> ReplyEvent {
            isDone = true
            return .end(terminal)
        }
    }
}
