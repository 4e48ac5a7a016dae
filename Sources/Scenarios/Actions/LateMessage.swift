import ChatModel
import Simulator
import Yams

/// `lateMessage: { before: m-0090, text: "…" }`: a message created just before `m-0090`
/// arrives only now (a late sync) and lands at its timestamp's place, mid-list.
public struct LateMessageAction: Hashable, Sendable {
    public var before: MessageID
    public var text: String

    public init(before: MessageID, text: String) {
        self.before = before
        self.text = text
    }
}

extension ScenarioAction {
    /// `lateMessage:` — a message with an older timestamp lands in the middle of the list.
    struct LateMessage: TimelineActionDeclaration {
        static let key = "lateMessage"
        static let reference = #"`lateMessage: { before: m-0090, text: "…" }` — a message created just before `m-0090` arrives only now (a late sync, sent from another device) and lands at its timestamp's place, in the middle of the list."#
        var late: LateMessageAction

        /// `lateMessage: { before: m-0090 | 90, text: "…" }`, both required; the text as long as
        /// a sent message's at most.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            guard let reader = context.mapping(node, what: key, allowedKeys: ["before", "text"]) else { return nil }
            var before: MessageID?
            if let value = context.required("before", in: reader) { before = context.messageID(value, key: "before") }
            var text: String?
            if let value = context.required("text", in: reader) {
                text = context.string(value, key: "text", maxLength: ScenarioLimits.maxSendTextLength)
            }
            guard let before, let text else { return nil }
            return .lateMessage(LateMessageAction(before: before, text: text))
        }

        var yamlValue: String { "{ before: \(late.before), text: \(ScenarioWriter.quoted(late.text)) }" }

        var compiled: TimelineEvent.Action { .lateMessage(before: late.before, text: late.text) }

        var mark: ActionMark { ActionMark(kind: .other, label: "late message before \(late.before)") }
    }
}
