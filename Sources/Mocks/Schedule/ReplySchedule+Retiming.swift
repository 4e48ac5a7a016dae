import ChatModel

extension ReplySchedule {
    /// Tokens per second of the stream as delivered: the tokens after the first chunk over
    /// the time from the first chunk to the last, `nil` with fewer than two chunks at
    /// distinct instants.
    ///
    /// The first chunk's tokens arrive at the start of that interval, so they are not part
    /// of the rate: a stream re-timed at rate *r* (``retimed(rate:firstTokenAt:)``) has a
    /// delivered rate of exactly *r* (up to the microsecond rounding of each instant).
    /// O(n).
    public var deliveredRate: Double? {
        guard let first = chunks.first, let last = chunks.last, last.at > first.at else { return nil }
        return Double(tokenCount - first.tokenCount) / (last.at - first.at).seconds
    }

    /// The same chunks and end, delivered at a steady `rate` tokens per second: the first
    /// chunk at `firstTokenAt`, then each chunk its own tokens' worth of time after the one
    /// before (`tokens / rate`, as ``MockLLM`` spaces a metronomic reply). The end keeps its
    /// kind and its recorded distance from the last chunk. O(n).
    ///
    /// - Precondition: `rate` is finite and above 0.
    public func retimed(rate: Double, firstTokenAt: VirtualInstant) -> ReplySchedule {
        precondition(rate.isFinite && rate > 0, "rate must be a positive number of tokens per second")
        guard let lastChunk = chunks.last else {
            return ReplySchedule(chunks: [], end: end.moved(to: firstTokenAt))
        }
        let microsecondsPerToken = 1_000_000 / rate
        var tokensBefore = 0
        var retimed: [ReplyChunk] = []
        retimed.reserveCapacity(chunks.count)
        for (index, chunk) in chunks.enumerated() {
            if index > 0 { tokensBefore += chunk.tokenCount }
            let offset = Int64((Double(tokensBefore) * microsecondsPerToken).rounded())
            retimed.append(ReplyChunk(at: firstTokenAt + .microseconds(offset), delta: chunk.delta, tokenCount: chunk.tokenCount))
        }
        let tail = max(.zero, end.at - lastChunk.at)
        return ReplySchedule(chunks: retimed, end: end.moved(to: retimed[retimed.count - 1].at + tail))
    }
}

extension ReplyEnd {
    /// The same ending at another instant.
    public func moved(to instant: VirtualInstant) -> ReplyEnd {
        switch self {
        case .finished: .finished(at: instant)
        case let .failed(reason, _): .failed(reason, at: instant)
        case .stopped: .stopped(at: instant)
        }
    }
}
