import ChatModel
import Simulator
import Yams

extension ScenarioAction {
    /// `scrollTo:` — the user picks a message (a search result) for the list to scroll to.
    struct ScrollTo: TimelineActionDeclaration {
        static let key = "scrollTo"
        static let reference = "`scrollTo: { message: m-0120, position: center }` — the user picks a message (a search result) for the list to scroll to (`center`, `top` or `bottom`)."
        var scroll: ScrollToAction

        /// `scrollTo: { message: m-0120 | 120, position: center | top | bottom }` (position
        /// defaults to center). A message number is at most the longest history plus two
        /// messages (a send and a reply) per timeline entry.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            target(node, key: key, in: &context).map { .scrollTo($0) }
        }

        /// `{ message: m-0120 | 120, position: center | top | bottom }` under `key` (`scrollTo`, `jumpTo`).
        static func target(_ node: Node, key: String, in context: inout DecodingContext) -> ScrollToAction? {
            guard let reader = context.mapping(node, what: key, allowedKeys: ["message", "position"]) else { return nil }
            var message: MessageID?
            if let value = context.required("message", in: reader) { message = context.messageID(value, key: "message") }
            var position = ScrollToAction.Position.center
            if let value = reader["position"] {
                guard let word = context.keyword(value, key: "position", as: ScrollToAction.Position.self) else { return nil }
                position = word
            }
            guard let message else { return nil }
            return ScrollToAction(message: message, position: position)
        }

        var yamlValue: String { "{ message: \(scroll.message), position: \(scroll.position.rawValue) }" }

        var compiled: TimelineEvent.Action {
            .scrollTo(message: scroll.message, position: ScenarioCompiler.position(for: scroll.position))
        }

        var mark: ActionMark { ActionMark(kind: .other, label: "scroll to \(scroll.message)") }
    }
}
