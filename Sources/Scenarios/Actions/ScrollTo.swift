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
            guard let reader = context.mapping(node, what: key, allowedKeys: ["message", "position"]) else { return nil }
            let maxNumber = ScenarioLimits.maxHistory + 2 * ScenarioLimits.maxTimelineEntries - 1
            var message: MessageID?
            if let value = context.required("message", in: reader) {
                if case let .scalar(scalar) = value, !value.isNull, scalar.string.hasPrefix("m-") {
                    let digits = scalar.string.dropFirst(2)
                    if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                       digits.count <= 7, let number = Int(digits), number <= maxNumber {
                        message = MessageID(Int64(number))
                    } else {
                        context.report(.invalidValue,
                                       "'message' must be a message identifier m-0 … m-\(maxNumber) or its number, found '\(scalar.string.excerpt)'",
                                       at: value)
                    }
                } else if let number = context.integer(value, key: "message", in: 0...maxNumber) {
                    message = MessageID(Int64(number))
                }
            }
            var position = ScrollToAction.Position.center
            if let value = reader["position"] {
                guard let word = context.keyword(value, key: "position", as: ScrollToAction.Position.self) else { return nil }
                position = word
            }
            guard let message else { return nil }
            return .scrollTo(ScrollToAction(message: message, position: position))
        }

        var yamlValue: String { "{ message: \(scroll.message), position: \(scroll.position.rawValue) }" }

        var compiled: Simulator.TimelineAction {
            .scrollTo(message: scroll.message, position: ScenarioCompiler.position(for: scroll.position))
        }

        var mark: ActionMark { ActionMark(kind: .other, label: "scroll to \(scroll.message)") }
    }
}
