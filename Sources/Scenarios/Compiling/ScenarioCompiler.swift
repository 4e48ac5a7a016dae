import ChatModel
import Mocks
import Simulator
import Viewport

/// Turns a validated ``Scenario`` into what the simulator runs: a ``Timeline`` of engine
/// actions, with reply specs resolved into the mock LLM's.
public enum ScenarioCompiler {
    /// The scenario's timeline as simulator actions, each carrying the mark its action
    /// declares (what pictures of the run draw). O(entries).
    public static func timeline(for scenario: Scenario) -> Timeline {
        Timeline(scenario.timeline.map { TimelineEvent(at: $0.at, action: action(for: $0.action), mark: $0.action.mark) })
    }

    /// The mock LLM's spec for a scenario `reply:`.
    ///
    /// - `jitter: 0` is a constant delay; `distribution: uniform` spreads each delay
    ///   uniformly by ±jitter; `distribution: normal` draws log-normal delays with
    ///   σ = jitter (the heavy right tail of real token streams).
    /// - `citations: n` makes the text cite sources 1…n, the personal-llm design's RAG style.
    /// - `failAfter: n` fails the stream after n tokens (connection lost).
    public static func replySpec(for reply: Scenarios.StreamedReply) -> Mocks.ReplySpec {
        let delay: DelayDistribution = switch reply.distribution {
        case .uniform: reply.jitter == 0 ? .constant : .uniform
        case .normal: .logNormal(sigma: reply.jitter)
        }
        var style = ReplyStyle.default
        if reply.citations > 0 {
            style = .cited
            style.citations = reply.citations
        }
        return Mocks.ReplySpec(
            ttft: reply.ttft, tokens: reply.tokens, rate: reply.rate,
            jitter: reply.distribution == .uniform ? reply.jitter : 0,
            chunk: reply.chunk, thinking: reply.thinking, delay: delay, style: style,
            interruption: reply.failAfter.map { .failMidStream(afterTokens: $0, .connectionLost) }
        )
    }

    static func action(for action: ScenarioAction) -> TimelineEvent.Action { action.declaration.compiled }

    static func position(for position: ScrollToAction.Position) -> ScrollPosition {
        switch position {
        case .center: .centeredVertically
        case .top: .top
        case .bottom: .bottom
        }
    }
}
