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

    static func action(_ action: ScenarioAction) -> String { action.declaration.yamlLine }

    static func conversation(_ spec: ConversationSpec) -> String {
        let defaults = ConversationSpec()
        var fields: [String] = []
        if let messages = spec.messages { fields.append("messages: \(quoted(messages.path))") }
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
