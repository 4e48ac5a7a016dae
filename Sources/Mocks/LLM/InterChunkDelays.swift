import ChatModel
import Foundation
import PortableMath

/// Draws the delay before each chunk from a ``DelayDistribution``, in microseconds.
///
/// The nominal delay of a `k`-token chunk is `k / rate` seconds; every distribution scales it
/// by a factor of mean 1 (bursts repay their saved time in the stall), so the long-run rate
/// is ``ReplySpec/rate``. O(1) per draw.
struct InterChunkDelays {
    private var random: SeededRandom
    private let distribution: DelayDistribution
    private let jitter: Double
    private let microsecondsPerToken: Double
    private var chunksLeftInBurst = 0
    private var owedMicroseconds = 0.0

    init(random: SeededRandom, spec: ReplySpec) {
        self.random = random
        self.distribution = spec.delay
        self.jitter = spec.jitter
        self.microsecondsPerToken = 1_000_000 / spec.rate
    }

    /// The delay, in microseconds, between the previous chunk and one of `tokens` tokens.
    mutating func delay(beforeChunkOf tokens: Int) -> Double {
        let nominal = Double(tokens) * microsecondsPerToken
        switch distribution {
        case .constant:
            return nominal
        case .uniform:
            return nominal * uniformFactor()
        case let .logNormal(sigma):
            let z = random.nextGaussian()
            return nominal * PortableMath.exp(sigma * z - sigma * sigma / 2)
        case let .bursty(chunksPerBurst, speedup):
            let short = nominal / speedup
            var delay = short
            if chunksLeftInBurst == 0 {
                chunksLeftInBurst = chunksPerBurst.lowerBound + Int(random.nextUnit() * Double(chunksPerBurst.count))
                delay += owedMicroseconds * uniformFactor()
                owedMicroseconds = 0
            }
            chunksLeftInBurst -= 1
            owedMicroseconds += nominal - short
            return delay
        }
    }

    /// `1 + jitter × u` with `u` uniform in -1..<1: mean 1, never negative for jitter ≤ 1.
    private mutating func uniformFactor() -> Double {
        1 + jitter * (2 * random.nextUnit() - 1)
    }
}
