import ChatModel
import Foundation
import Mocks
import Simulator

/// A logged reply — its request, its chunks' times and sizes, how it ended — as a scenario
/// `reply` with the same timing: first token at the logged time, last token at the logged
/// time, the logged chunk sizes and the spread of the logged delays.
///
/// The mock model spaces chunks by `tokens / rate`, scaled by a random factor of mean 1
/// when the reply has jitter. So that the replayed stream ends exactly when the logged one
/// did (and its token rate matches), the rate is calibrated against the mock's own draws for
/// this reply: ``Simulation/replyModel(seed:reply:)`` gives the schedule the run will make.
struct ImportedReply {
    /// When the reply was requested.
    var start: Double
    /// The log line that began it (its `replyStarted`, or its first chunk), for errors.
    var line: Int
    var chunks: [(time: Double, chars: Int, tokens: Int?)] = []
    var outcome: LoggedEvent.ReplyOutcome = .complete
    /// When it ended (`replyEnded`), if logged.
    var end: Double?

    /// Characters per token of the mock model's text, measured once on a long reply, to
    /// estimate the tokens of chunks logged by length only.
    static let mockCharactersPerToken: Double = {
        let reply = ScenarioCompiler.replySpec(for: StreamedReply(tokens: 4_000, rate: 100))
        guard let schedule = try? MockLLM(seed: 1).schedule(for: reply), schedule.tokenCount > 0 else { return 4 }
        return Double(schedule.text.count) / Double(schedule.tokenCount)
    }()

    /// Why `spec` is beyond what a scenario's `reply` holds (``ScenarioLimits``), or nil:
    /// a log may hold replies no scenario can, e.g. chunks all at one instant.
    static func problem(_ spec: StreamedReply) -> String? {
        if spec.ttft > ScenarioLimits.maxTimeToFirstToken {
            return "waits \(EventLogImporter.format(spec.ttft.seconds)) s for its first chunk; a scenario allows at most \(EventLogImporter.format(ScenarioLimits.maxTimeToFirstToken.seconds)) s"
        }
        if spec.tokens > ScenarioLimits.maxReplyTokens {
            return "has \(spec.tokens) tokens; a scenario's reply holds at most \(ScenarioLimits.maxReplyTokens)"
        }
        if !(ScenarioLimits.minReplyRate...ScenarioLimits.maxReplyRate).contains(spec.rate) {
            return "streams at \(EventLogImporter.format(spec.rate)) tokens/s; a scenario's rate is \(EventLogImporter.format(ScenarioLimits.minReplyRate)) to "
                + "\(EventLogImporter.format(ScenarioLimits.maxReplyRate)) tokens/s (are its chunks logged at one instant?)"
        }
        return nil
    }

    /// Tokens of each chunk: as logged, or estimated from its characters.
    var chunkTokens: [Int] {
        chunks.map { $0.tokens ?? max(1, Int((Double($0.chars) / Self.mockCharactersPerToken).rounded())) }
    }

    /// Chunks logged without a token count.
    var estimatedChunks: Int { chunks.filter { $0.tokens == nil }.count }

    /// The scenario timeline entries: the reply at its request, and `stop: reply` when the
    /// user stopped it.
    ///
    /// - Parameters:
    ///   - seed: the scenario's seed.
    ///   - number: the reply's place among the scenario's replies (1-based).
    func entries(seed: UInt64, number: Int) -> [TimelineEntry] {
        let at = VirtualInstant(seconds: start)
        var spec = replySpec(seed: seed, number: number)
        if outcome == .stopped, let end {
            if chunks.isEmpty { spec.ttft = .seconds(end - start) + .seconds(1) }
            return [TimelineEntry(at: at, action: .reply(spec)), TimelineEntry(at: VirtualInstant(seconds: end), action: .stopReply)]
        }
        return [TimelineEntry(at: at, action: .reply(spec))]
    }

    private func replySpec(seed: UInt64, number: Int) -> StreamedReply {
        guard let first = chunks.first, let last = chunks.last else {
            // Nothing arrived: the reply shows its typing indicator until it ends (a stream
            // that fails before its first token).
            let ttft = VirtualDuration.seconds(max(0, (end ?? start) - start))
            return StreamedReply(ttft: ttft, tokens: 1, rate: 1_000, failAfter: outcome == .stopped ? nil : 0)
        }
        let tokens = chunkTokens
        let delivered = tokens.reduce(0, +)
        let sizes = tokens.min()!...tokens.max()!
        var spec = StreamedReply(ttft: .seconds(first.time - start), tokens: delivered, rate: 1, jitter: jitter(tokens), chunk: sizes)
        switch outcome {
        case .complete: break
        case .stopped: spec.tokens = delivered + sizes.upperBound  // the stream would have gone on
        case .failed:
            spec.tokens = delivered + 1
            spec.failAfter = delivered
        }
        let span = last.time - first.time
        guard chunks.count > 1, span > 0 else {
            spec.rate = Double(delivered) / max(span, 0.001)
            return spec
        }
        spec.rate = Self.calibratedRate(spec, delivered: delivered, span: span, seed: seed, number: number)
            ?? Double(delivered - tokens[0]) / span
        return spec
    }

    /// The spread of the logged delays around the steady rate, as the mock's uniform
    /// jitter (`±j`, standard deviation `j/√3`), clamped to 0...1 and rounded to 0.01.
    private func jitter(_ tokens: [Int]) -> Double {
        guard chunks.count > 2, let first = chunks.first, let last = chunks.last, last.time > first.time else { return 0 }
        let steadyRate = Double(tokens.dropFirst().reduce(0, +)) / (last.time - first.time)
        let factors = (1..<chunks.count).map { (chunks[$0].time - chunks[$0 - 1].time) * steadyRate / Double(tokens[$0]) }
        let mean = factors.reduce(0, +) / Double(factors.count)
        let variance = factors.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(factors.count)
        return (min(1, (3 * variance).squareRoot()) * 100).rounded() / 100
    }

    /// The rate at which the mock's chunks for this reply deliver `delivered` tokens
    /// `span` seconds after the first: its schedule at 1 token/s, scaled. Nil when the
    /// schedule cannot be made.
    private static func calibratedRate(_ spec: StreamedReply, delivered: Int, span: Double, seed: UInt64, number: Int) -> Double? {
        var atOneTokenPerSecond = spec
        atOneTokenPerSecond.ttft = .zero
        let model = Simulation.replyModel(seed: seed, reply: number)
        guard let schedule = try? model.schedule(for: ScenarioCompiler.replySpec(for: atOneTokenPerSecond)) else { return nil }
        var count = 0
        for chunk in schedule.chunks {
            count += chunk.tokenCount
            if count >= delivered {
                let seconds = (chunk.at - VirtualInstant.zero).seconds
                return seconds > 0 ? seconds / span : nil
            }
        }
        return nil
    }
}
