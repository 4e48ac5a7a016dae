/// How the delay between two chunks is distributed.
///
/// Every distribution has the same mean: a chunk of `k` tokens follows the previous one
/// after `k / rate` seconds on average, so ``ReplySpec/rate`` holds over a long stream
/// whatever the distribution. Only the shape of the delays differs.
public enum DelayDistribution: Sendable, Hashable {
    /// Every delay is exactly `k / rate`; ``ReplySpec/jitter`` is ignored.
    case constant
    /// `k / rate × (1 + jitter × u)` with `u` uniform in -1...1 (the scenario key `jitter`).
    case uniform
    /// `k / rate × exp(σ·z − σ²/2)` with `z` standard normal: a log-normal with mean 1,
    /// the long right tail of a real network stream. Typical `sigma`: 0.3...1.
    case logNormal(sigma: Double)
    /// Bursts with stalls, as a server flushes buffered tokens: within a burst of
    /// `chunksPerBurst` chunks the delays are `speedup` times shorter than nominal, then a
    /// stall makes up the time saved (uniformly jittered by ``ReplySpec/jitter``), so the
    /// mean rate still holds.
    case bursty(chunksPerBurst: ClosedRange<Int>, speedup: Double)

    func validate() throws(ReplySpecError) {
        switch self {
        case .constant, .uniform:
            return
        case let .logNormal(sigma):
            if !(sigma.isFinite && sigma >= 0 && sigma <= 3) {
                throw .outOfRange(key: "delay", reason: "log-normal sigma must be in 0...3, got \(sigma)")
            }
        case let .bursty(chunksPerBurst, speedup):
            if chunksPerBurst.lowerBound < 1 {
                throw .outOfRange(key: "delay", reason: "bursts need at least 1 chunk, got \(chunksPerBurst)")
            }
            if !(speedup.isFinite && speedup >= 1) {
                throw .outOfRange(key: "delay", reason: "burst speedup must be at least 1, got \(speedup)")
            }
        }
    }
}
