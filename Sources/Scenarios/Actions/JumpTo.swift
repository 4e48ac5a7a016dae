import ChatModel
import Simulator
import Yams

extension ScenarioAction {
    /// `jumpTo:` — the user jumps to a message that may not be loaded (a search result, a
    /// quoted reply, the first unread): the history loads a page around it, and newer pages
    /// follow as the user scrolls down.
    struct JumpTo: TimelineActionDeclaration {
        static let key = "jumpTo"
        static let reference = "`jumpTo: { message: m-0120, position: center }` — the user jumps to a message that may not be loaded (a search result, a quoted reply, the first unread): the history loads a page around it, replacing what was loaded, and the list then loads newer pages as well as older ones (a loaded message is a `scrollTo:`)."
        var jump: ScrollToAction

        /// `jumpTo: { message: m-0120 | 120, position: center | top | bottom }`, as `scrollTo:`.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            ScrollTo.target(node, key: key, in: &context).map { .jumpTo($0) }
        }

        var yamlValue: String { "{ message: \(jump.message), position: \(jump.position.rawValue) }" }

        var compiled: TimelineEvent.Action {
            .jumpTo(message: jump.message, position: ScenarioCompiler.position(for: jump.position))
        }

        var mark: ActionMark { ActionMark(kind: .other, label: "jump to \(jump.message)") }
    }
}
