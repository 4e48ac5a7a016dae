import ChatModel
import Yams

extension DecodingContext {
    /// `conversation:` — history, pageSize, pageLatency, mix, messages; every key optional;
    /// `messages` (a stored conversation) excludes `history` and `mix` (the generator's).
    mutating func conversation(_ node: Node) -> ConversationSpec? {
        guard let reader = mapping(node, what: "conversation", allowedKeys: ["history", "pageSize", "pageLatency", "mix", "messages"]) else {
            return nil
        }
        var spec = ConversationSpec()
        if let value = reader["history"], let history = integer(value, key: "history", in: 0...ScenarioLimits.maxHistory) {
            spec.history = history
        }
        if let value = reader["pageSize"], let pageSize = integer(value, key: "pageSize", in: 1...ScenarioLimits.maxPageSize) {
            spec.pageSize = pageSize
        }
        if let value = reader["pageLatency"], let latency = duration(value, key: "pageLatency", upTo: ScenarioLimits.maxPageLatency) {
            spec.pageLatency = latency
        }
        if let value = reader["mix"], let mix = contentMix(value) {
            spec.mix = mix
        }
        if let value = reader["messages"] {
            spec.messages = storedConversation(value)
            for key in ["history", "mix"] where reader[key] != nil {
                report(.invalidValue, "'\(key)' describes a generated history; a conversation read from 'messages' has its own", at: reader[key]!)
            }
        }
        return spec
    }

    /// `mix: { text, images, thinking, code }` — weights 0...1, missing kinds 0, at least
    /// one positive.
    private mutating func contentMix(_ node: Node) -> HistoryMix? {
        guard let reader = mapping(node, what: "mix", allowedKeys: ["text", "images", "thinking", "code"]) else {
            return nil
        }
        func weight(_ key: String, _ context: inout DecodingContext) -> Double? {
            guard let value = reader[key] else { return 0 }
            return context.number(value, key: key, in: 0...1)
        }
        guard let text = weight("text", &self), let images = weight("images", &self),
              let thinking = weight("thinking", &self), let code = weight("code", &self) else { return nil }
        // The weights are in 0...1 already, so the generator's mix refuses only all zeros.
        guard let mix = try? HistoryMix(text: text, images: images, thinking: thinking, code: code) else {
            report(.outOfRange, "'mix' needs at least one positive weight", at: node)
            return nil
        }
        return mix
    }
}
