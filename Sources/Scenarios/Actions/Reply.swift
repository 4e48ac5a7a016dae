import ChatModel
import Simulator
import Yams

/// `true | false`, the values of a reply's `whole:`.
enum WholeFlag: String, CaseIterable { case `true`, `false` }

extension ScenarioAction {
    /// `reply:` — the assistant streams a reply, or replays a recorded stream.
    enum Reply: TimelineActionDeclaration {
        /// ``ScenarioAction/reply(_:)``.
        case streamed(StreamedReply)
        /// ``ScenarioAction/transcript(_:)``.
        case recorded(TranscriptReply)

        static let key = "reply"
        static let reference = "`reply: { ttft: 350ms, tokens: 2000, rate: 120/s }` or `reply: { transcript: captures/openai-stream.sse }` — the assistant streams a reply (more keys above and under Whole replies), or replays a recorded stream."

        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            context.isTranscriptReply(node) ? context.transcriptReply(node) : streamed(node, in: &context).map(ScenarioAction.reply)
        }

        /// `reply: { ttft, tokens, rate, jitter, distribution, chunk, thinking, citations, failAfter, whole }`.
        private static func streamed(_ node: Node, in context: inout DecodingContext) -> StreamedReply? {
            let keys = ["ttft", "tokens", "rate", "jitter", "distribution", "chunk", "thinking", "citations", "failAfter", "whole"]
            guard let reader = context.mapping(node, what: key, allowedKeys: keys) else { return nil }
            let tokens = context.required("tokens", in: reader).flatMap { context.integer($0, key: "tokens", in: 1...ScenarioLimits.maxReplyTokens) }
            // `whole: true`: the answer arrives in one piece at `ttft` (a non-streaming request).
            var whole = false
            if let wholeNode = reader["whole"] {
                guard let flag = context.keyword(wholeNode, key: "whole", as: WholeFlag.self) else { return nil }
                whole = flag == .true
                if whole {
                    for streamingKey in ["rate", "jitter", "distribution", "chunk", "thinking"] {
                        if let conflicting = reader.entries.first(where: { $0.key == streamingKey }) {
                            context.report(.invalidValue, "'\(streamingKey)' describes a stream; a reply with 'whole: true' arrives in one piece at 'ttft'", at: conflicting.keyNode)
                            return nil
                        }
                    }
                }
            }
            let rate = whole ? ScenarioLimits.wholeReplyRate
                : context.required("rate", in: reader).flatMap { context.quantity($0, key: "rate", kind: .rate, in: .replyRate) }
            var valid = tokens != nil && rate != nil
            func optional<T>(_ key: String, _ decode: (Node, inout DecodingContext) -> T?) -> T?? {
                guard let value = reader[key] else { return .some(nil) }
                guard let decoded = decode(value, &context) else {
                    valid = false
                    return nil
                }
                return .some(decoded)
            }
            let ttft = optional("ttft") { $1.duration($0, key: "ttft", upTo: ScenarioLimits.maxTimeToFirstToken) }
            let jitter = optional("jitter") { $1.number($0, key: "jitter", in: 0...1) }
            let distribution = optional("distribution") { $1.keyword($0, key: "distribution", as: JitterDistribution.self) }
            let chunk = optional("chunk") { $1.integerRange($0, key: "chunk", in: 1...ScenarioLimits.maxChunkTokens) }
            let thinking = optional("thinking") { $1.integer($0, key: "thinking", in: 0...ScenarioLimits.maxThinkingTokens) }
            let citations = optional("citations") { $1.integer($0, key: "citations", in: 0...ScenarioLimits.maxCitations) }
            let failAfter = optional("failAfter") { $1.integer($0, key: "failAfter", in: 0...ScenarioLimits.maxReplyTokens) }
            guard valid, let tokens, let rate, let ttft, let jitter, let distribution, let chunk,
                  let thinking, let citations, let failAfter else { return nil }
            if failAfter == 0, let failNode = reader["failAfter"] {
                context.report(.outOfRange, "'failAfter' must be at least 1: a stream fails mid-way, after delivering at least one token", at: failNode)
                return nil
            }
            if let failAfter, failAfter >= tokens, let failNode = reader["failAfter"] {
                context.report(.outOfRange, "'failAfter' must be less than 'tokens' (\(tokens)), found \(failAfter)", at: failNode)
                return nil
            }
            return StreamedReply(
                ttft: ttft ?? .zero, tokens: tokens, rate: rate, jitter: jitter ?? 0,
                distribution: distribution ?? .uniform, chunk: whole ? tokens...tokens : chunk ?? 1...1, thinking: thinking ?? 0,
                citations: citations ?? 0, failAfter: failAfter
            )
        }

        var yamlValue: String {
            switch self {
            case .streamed(let reply): Self.yaml(reply)
            case .recorded(let transcript): Self.yaml(transcript)
            }
        }

        private static func yaml(_ reply: StreamedReply) -> String {
            var fields: [String] = []
            if reply.ttft != .zero { fields.append("ttft: \(ScenarioWriter.duration(reply.ttft))") }
            fields.append("tokens: \(reply.tokens)")
            fields.append("rate: \(ScenarioWriter.number(reply.rate))/s")
            if reply.jitter != 0 { fields.append("jitter: \(ScenarioWriter.number(reply.jitter))") }
            if reply.distribution != .uniform { fields.append("distribution: \(reply.distribution.rawValue)") }
            if reply.chunk != 1...1 { fields.append("chunk: \(reply.chunk.lowerBound)...\(reply.chunk.upperBound)") }
            if reply.thinking != 0 { fields.append("thinking: \(reply.thinking)") }
            if reply.citations != 0 { fields.append("citations: \(reply.citations)") }
            if let failAfter = reply.failAfter { fields.append("failAfter: \(failAfter)") }
            return "{ \(fields.joined(separator: ", ")) }"
        }

        /// A transcript reply: its path as written, relative to the scenario's folder.
        private static func yaml(_ reply: TranscriptReply) -> String {
            var fields = ["transcript: \(ScenarioWriter.quoted(reply.path))", "dialect: \(TranscriptDialect(reply.dialect).rawValue)"]
            if let rate = reply.rate { fields.append("rate: \(ScenarioWriter.number(rate))/s") }
            if let ttft = reply.ttft { fields.append("ttft: \(ScenarioWriter.duration(ttft))") }
            return "{ \(fields.joined(separator: ", ")) }"
        }

        var compiled: TimelineEvent.Action {
            switch self {
            case .streamed(let reply): .reply(ScenarioCompiler.replySpec(for: reply))
            case .recorded(let transcript): .replaySchedule(transcript.schedule)
            }
        }

        var mark: ActionMark { ActionMark(kind: .reply, label: "reply") }

        /// Until the last token: time to first token plus thinking and answer tokens at the
        /// nominal rate, without jitter; a replayed transcript's end.
        var nominalDuration: VirtualDuration {
            switch self {
            case .streamed(let reply): reply.nominalDuration
            case .recorded(let transcript): transcript.schedule.end.at - .zero
            }
        }
    }
}
