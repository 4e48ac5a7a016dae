import ChatModel
import Simulator
import Yams

/// `edit: { message: m-0030, text: "…" }`: a message already in the conversation gets new
/// text — edited by its author, or corrected by the server — wherever it sits in the list, so
/// its row can change size away from both ends. `message` is an identifier as reports print it
/// (`m-0030`) or its number (`30`).
public struct EditAction: Hashable, Sendable {
    public var message: MessageID
    public var text: String

    public init(message: MessageID, text: String) {
        self.message = message
        self.text = text
    }
}

extension ScenarioAction {
    /// `edit:` — a message anywhere in the list gets new text.
    struct Edit: TimelineActionDeclaration {
        static let key = "edit"
        static let reference = #"`edit: { message: m-0030, text: "…" }` — a message already in the list gets new text (an edit, a correction from the server), wherever it sits: its row can change size mid-list."#
        var edit: EditAction

        /// `edit: { message: m-0030 | 30, text: "…" }`, both required; the text as long as a
        /// sent message's at most.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            guard let reader = context.mapping(node, what: key, allowedKeys: ["message", "text"]) else { return nil }
            var message: MessageID?
            if let value = context.required("message", in: reader) { message = context.messageID(value, key: "message") }
            var text: String?
            if let value = context.required("text", in: reader) {
                text = context.string(value, key: "text", maxLength: ScenarioLimits.maxSendTextLength)
            }
            guard let message, let text else { return nil }
            return .edit(EditAction(message: message, text: text))
        }

        var yamlValue: String { "{ message: \(edit.message), text: \(ScenarioWriter.quoted(edit.text)) }" }

        var compiled: TimelineEvent.Action { .edit(message: edit.message, text: edit.text) }

        var mark: ActionMark { ActionMark(kind: .other, label: "edit \(edit.message)") }
    }
}
