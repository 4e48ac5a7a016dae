import ChatModel
import Simulator
import Yams

extension ScenarioAction {
    /// `send:` — the user sends a message, with text, photos or both.
    struct Send: TimelineActionDeclaration {
        static let key = "send"
        static let reference = #"`send: "text"` or `send: { text: "…", images: 2 }` — the user sends a message (text, photos or both)."#
        var send: SendAction

        /// `send: "text"` or `send: { text: "…", images: 2 }`; text or images required.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            if case .scalar = node {
                guard let text = context.string(node, key: key, maxLength: ScenarioLimits.maxSendTextLength) else { return nil }
                guard !text.isEmpty else {
                    context.report(.invalidValue, "'\(key)' needs text or images", at: node)
                    return nil
                }
                return .send(SendAction(text: text))
            }
            guard let reader = context.mapping(node, what: key, allowedKeys: ["text", "images"]) else { return nil }
            var action = SendAction(text: "")
            var valid = true
            if let value = reader["text"] {
                if let text = context.string(value, key: "text", maxLength: ScenarioLimits.maxSendTextLength) { action.text = text } else { valid = false }
            }
            if let value = reader["images"] {
                if let images = context.integer(value, key: "images", in: 0...ScenarioLimits.maxImagesPerSend) { action.images = images } else { valid = false }
            }
            guard valid else { return nil }
            guard !action.text.isEmpty || action.images > 0 else {
                context.report(.invalidValue, "'\(key)' needs text or images", at: node)
                return nil
            }
            return .send(action)
        }

        var yamlValue: String {
            send.images == 0
                ? ScenarioWriter.quoted(send.text)
                : "{ text: \(ScenarioWriter.quoted(send.text)), images: \(send.images) }"
        }

        var compiled: TimelineEvent.Action { .send(text: send.text, images: send.images) }

        var mark: ActionMark { ActionMark(kind: .send, label: "send" + ActionMark.images(send.images)) }
    }
}
