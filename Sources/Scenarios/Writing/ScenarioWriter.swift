import ChatModel
import Foundation
import Simulator
import Yams

/// Writes a ``Scenario`` as a scenario file that ``ScenarioParser`` reads back to an equal
/// value: every key, units written out, defaults left out.
///
/// ```swift
/// let yaml = ScenarioWriter.yaml(scenario, comment: "Imported from session.jsonl")
/// ```
///
/// - Complexity: O(timeline entries + expectations).
public enum ScenarioWriter {
    /// The file text; `comment` (one or more lines) goes at the top as `#` lines.
    public static func yaml(_ scenario: Scenario, comment: String? = nil) -> String {
        var lines: [String] = []
        if let comment {
            lines += comment.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "#" : "# \($0)" }
        }
        lines.append("name: \(scenario.name)")
        if !scenario.summary.isEmpty { lines.append("summary: \(quoted(scenario.summary))") }
        if scenario.device != Scenario.defaultDevice { lines.append("device: \(scenario.device)") }
        if !scenario.deviceOverrides.isEmpty { lines.append("deviceOverrides: \(overrides(scenario.deviceOverrides))") }
        if scenario.seed != Scenario.defaultSeed { lines.append("seed: \(scenario.seed)") }
        if let strategies = scenario.strategies {
            lines.append("strategies: [\(strategies.map { quoted($0.description) }.joined(separator: ", "))]")
        }
        if scenario.isDurationExplicit { lines.append("duration: \(duration(scenario.duration))") }
        if scenario.conversation != ConversationSpec() { lines.append("conversation: \(conversation(scenario.conversation))") }
        if !scenario.timeline.isEmpty {
            lines.append("timeline:")
            for entry in scenario.timeline {
                lines.append("  - at: \(duration(entry.at - .zero))")
                lines.append("    \(action(entry.action))")
            }
        }
        if !scenario.expectations.isEmpty {
            lines.append("expect:")
            for expectation in scenario.expectations.general { lines.append("  \(gate(expectation))") }
            let perStrategy = scenario.expectations.perStrategy.filter { !$0.expectations.isEmpty }
            if !perStrategy.isEmpty {
                lines.append("  per-strategy:")
                for strategy in perStrategy {
                    lines.append("    \(quoted(strategy.strategy.description)):")
                    for expectation in strategy.expectations { lines.append("      \(gate(expectation))") }
                }
            }
        }
        if !scenario.gate.isEmpty {
            lines.append("gate:")
            for entry in scenario.gate.entries {
                var parts: [String] = []
                if entry.tolerance.absolute != 0 { parts.append("absolute: \(DecodingContext.format(entry.tolerance.absolute))") }
                if entry.tolerance.relative != 0 { parts.append("relative: \(DecodingContext.format(entry.tolerance.relative * 100))%") }
                lines.append("  \(entry.metric): { \(parts.joined(separator: ", ")) }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    static func action(_ action: TimelineAction) -> String {
        switch action {
        case .send(let send):
            send.images == 0
                ? "send: \(quoted(send.text))"
                : "send: { text: \(quoted(send.text)), images: \(send.images) }"
        case .reply(let reply): "reply: \(self.reply(reply))"
        case .transcript(let transcript): "reply: \(self.transcript(transcript))"
        case .keyboard(let keyboard): "keyboard: \(keyboard.rawValue)"
        case .drag(let drag): "drag: { distance: \(number(drag.distance))pt, duration: \(duration(drag.duration)) }"
        case .fling(let fling): "fling: { velocity: \(number(fling.velocity))pt/s }"
        case .scrollToBottom: "scrollToBottom: tap"
        case .scrollToTop: "scrollToTop: tap"
        case .resize(let size): "resize: { width: \(number(size.width))pt, height: \(number(size.height))pt }"
        case .stopReply: "stop: reply"
        case .expand(let target): "expand: \(target.rawValue)"
        case .collapse(let target): "collapse: \(target.rawValue)"
        case .compose(let compose):
            compose.images == 0 ? "compose: \(quoted(compose.text))"
                : "compose: { text: \(quoted(compose.text)), images: \(compose.images) }"
        case .scrollTo(let scroll): "scrollTo: { message: \(scroll.message), position: \(scroll.position.rawValue) }"
        case .switchConversation(let target):
            target.history == 0
                ? "switchConversation: { to: \(target.name) }"
                : "switchConversation: { to: \(target.name), history: \(target.history) }"
        case .startFresh: "startFresh: tap"
        case .timeJump(let duration): "timeJump: \(number(duration.seconds))s"
        case .tap(let control): "tap: \(control)"
        }
    }

    static func reply(_ reply: ReplySpec) -> String {
        var fields: [String] = []
        if reply.ttft != .zero { fields.append("ttft: \(duration(reply.ttft))") }
        fields.append("tokens: \(reply.tokens)")
        fields.append("rate: \(number(reply.rate))/s")
        if reply.jitter != 0 { fields.append("jitter: \(number(reply.jitter))") }
        if reply.distribution != .uniform { fields.append("distribution: \(reply.distribution.rawValue)") }
        if reply.chunk != 1...1 { fields.append("chunk: \(reply.chunk.lowerBound)...\(reply.chunk.upperBound)") }
        if reply.thinking != 0 { fields.append("thinking: \(reply.thinking)") }
        if reply.citations != 0 { fields.append("citations: \(reply.citations)") }
        if let failAfter = reply.failAfter { fields.append("failAfter: \(failAfter)") }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    /// A transcript reply: its path as written, relative to the scenario's folder.
    static func transcript(_ reply: TranscriptReply) -> String {
        var fields = ["transcript: \(quoted(reply.path))", "dialect: \(TranscriptDialect(reply.dialect).rawValue)"]
        if let rate = reply.rate { fields.append("rate: \(number(rate))/s") }
        if let ttft = reply.ttft { fields.append("ttft: \(duration(ttft))") }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    static func conversation(_ spec: ConversationSpec) -> String {
        let defaults = ConversationSpec()
        var fields: [String] = []
        if spec.history != defaults.history { fields.append("history: \(spec.history)") }
        if spec.pageSize != defaults.pageSize { fields.append("pageSize: \(spec.pageSize)") }
        if spec.pageLatency != defaults.pageLatency { fields.append("pageLatency: \(duration(spec.pageLatency))") }
        if spec.mix != defaults.mix {
            let mix = spec.mix
            fields.append("mix: { text: \(number(mix.text)), images: \(number(mix.images)), thinking: \(number(mix.thinking)), code: \(number(mix.code)) }")
        }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    static func overrides(_ overrides: DeviceOverrides) -> String {
        var fields: [String] = []
        if let rate = overrides.refreshRate { fields.append("refreshRate: \(rate)Hz") }
        if let height = overrides.composerHeight { fields.append("composerHeight: \(number(height))pt") }
        let keyboard = [("portrait", overrides.keyboardPortrait), ("landscape", overrides.keyboardLandscape)]
            .compactMap { key, value in value.map { "\(key): \(number($0))pt" } }
        if !keyboard.isEmpty { fields.append("keyboard: { \(keyboard.joined(separator: ", ")) }") }
        if !overrides.costs.isEmpty {
            let costs = DeviceProfile.Costs.Key.allCases.compactMap { key in overrides.costs[key].map { "\(key.rawValue): \(number($0))µs" } }
            fields.append("costs: { \(costs.joined(separator: ", ")) }")
        }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    static func gate(_ expectation: Expectation) -> String {
        "\(expectation.metric.rawValue): \"\(expectation.comparison.rawValue) \(number(expectation.value))\""
    }

    // MARK: - Scalars

    /// A duration in the largest unit that writes it exactly: `2s`, `350ms`, `1234.567ms`.
    static func duration(_ duration: VirtualDuration) -> String {
        let microseconds = duration.microseconds
        if microseconds % 1_000_000 == 0 { return "\(microseconds / 1_000_000)s" }
        if microseconds % 1_000 == 0 { return "\(microseconds / 1_000)ms" }
        return "\(number(Double(microseconds) / 1_000))ms"
    }

    /// The shortest decimal that reads back as the same `Double`; whole numbers without `.0`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A double-quoted YAML string, escaped by the YAML emitter.
    static func quoted(_ text: String) -> String {
        let node = Node.scalar(Node.Scalar(text, Tag(.str), .doubleQuoted))
        do {
            return try Yams.serialize(node: node, width: -1, allowUnicode: true).trimmingCharacters(in: .newlines)
        } catch {
            // libyaml fails to emit only invalid UTF-8 or a broken event order, neither of
            // which a Swift String in one scalar node can produce.
            preconditionFailure("YAML emitter rejected a string scalar: \(error)")
        }
    }
}
