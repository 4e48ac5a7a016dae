import Simulator
import Yams

extension ScenarioAction {
    /// `switchConversation:` — the user opens another conversation.
    struct SwitchConversation: TimelineActionDeclaration {
        static let key = "switchConversation"
        static let reference = "`switchConversation: { to: alex-pro, history: 40 }` — the user opens another conversation: the list's messages are replaced by its `history` messages (default 0)."
        var target: ConversationSwitch

        /// `switchConversation: { to: name, history: 40 }`; `history` defaults to 0.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            guard let reader = context.mapping(node, what: key, allowedKeys: ["to", "history"]) else { return nil }
            let name = context.required("to", in: reader).flatMap { context.identifier($0, key: "to") }
            var history = 0
            if let value = reader["history"] {
                guard let count = context.integer(value, key: "history", in: 0...ScenarioLimits.maxSwitchedHistory) else { return nil }
                history = count
            }
            return name.map { .switchConversation(ConversationSwitch(name: $0, history: history)) }
        }

        var yamlValue: String {
            target.history == 0 ? "{ to: \(target.name) }" : "{ to: \(target.name), history: \(target.history) }"
        }

        var compiled: TimelineEvent.Action { .switchConversation(name: target.name, history: target.history) }

        var mark: ActionMark { ActionMark(kind: .other, label: "open conversation \(target.name)") }
    }
}
