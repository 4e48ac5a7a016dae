import Scenarios
import Simulator

/// The cost of one strategy on one device against the length of the streamed reply
/// (`sweep --reply-tokens`): how a design's per-chunk work grows as the message it streams
/// into gets longer ("Slows down as message gets longer").
public struct ReplyLengthCurve: Sendable {
    public var strategy: String
    public var device: String
    /// By reply length, ascending.
    public var points: [ReplyLengthPoint]

    public init(strategy: String, device: String, points: [ReplyLengthPoint]) {
        self.strategy = strategy
        self.device = device
        self.points = points
    }
}

/// One run of the scenario with every generated reply ``tokens`` tokens long, at its own rates.
public struct ReplyLengthPoint: Sendable {
    /// Tokens of each generated reply.
    public var tokens: Int
    /// Modelled: the 99th-percentile frame cost (ms) and the hitch-time ratio (ms/s).
    public var frameCostP99: Double
    public var hitchTimeRatio: Double
    /// Modelled: the text layout and markdown parsing of the frame that set
    /// ``frameCostP99`` (ms) — the parts of a frame's cost that grow with the text a chunk
    /// lands in, read from the run's cost attribution.
    public var textLayoutAtP99: Double
    public var markdownParseAtP99: Double
    /// Host: real seconds of the whole run, start-up included.
    public var hostWallSeconds: Double

    public init(tokens: Int, frameCostP99: Double, hitchTimeRatio: Double, textLayoutAtP99: Double,
                markdownParseAtP99: Double, hostWallSeconds: Double) {
        self.tokens = tokens
        self.frameCostP99 = frameCostP99
        self.hitchTimeRatio = hitchTimeRatio
        self.textLayoutAtP99 = textLayoutAtP99
        self.markdownParseAtP99 = markdownParseAtP99
        self.hostWallSeconds = hostWallSeconds
    }

    /// The point of a run with replies `tokens` long. The text layout and markdown parsing
    /// are those of the frame that set ``frameCostP99`` (a simulated run always attributes
    /// its cost); a run of no frame did none, 0 ms.
    ///
    /// - Throws: ``MetricSet/MissingMetric`` when the run has no `frameCostP99` or `hitchTimeRatio`.
    init(tokens: Int, result: RunResult, hostWallSeconds: Double) throws(MetricSet.MissingMetric) {
        let frame = result.costAttribution?.frame(for: .frameCostP99)
        self.init(tokens: tokens, frameCostP99: try result.metrics.value(of: .frameCostP99),
                  hitchTimeRatio: try result.metrics.value(of: .hitchTimeRatio),
                  textLayoutAtP99: frame?.operations[.textLayout] ?? 0,
                  markdownParseAtP99: frame?.operations[.markdownParse] ?? 0,
                  hostWallSeconds: hostWallSeconds)
    }
}

extension Scenario {
    /// Whether the timeline has a generated reply whose length could vary.
    var hasGeneratedReplies: Bool {
        timeline.contains { if case .reply = $0.action { true } else { false } }
    }

    /// The scenario with every generated reply `tokens` tokens long (a failure point, if any,
    /// kept inside the reply). A duration the file did not give is recomputed from the new
    /// timeline, so a longer reply still finishes inside the run.
    func withReplyTokens(_ tokens: Int) -> Scenario {
        var copy = self
        copy.timeline = timeline.map { entry in
            var entry = entry
            if case var .reply(spec) = entry.action {
                spec.tokens = tokens
                if let failAfter = spec.failAfter { spec.failAfter = min(failAfter, max(0, tokens - 1)) }
                entry.action = .reply(spec)
            }
            return entry
        }
        if !isDurationExplicit { copy.duration = Scenario.defaultDuration(for: copy.timeline) }
        return copy
    }
}
