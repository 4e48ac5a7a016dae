import Simulator
import Yams

extension ScenarioAction {
    /// `tap:` — the user taps one of the app's controls, named as the app names it.
    struct Tap: TimelineActionDeclaration {
        static let key = "tap"
        static let reference = "`tap: loadEarlier` — the user taps one of the app's controls, by the name the app gives it (`tap: scrollToBottom` is the scroll-to-bottom button)."
        var control: String

        /// `tap: loadEarlier`: a control's name, a letter then letters or digits, at most 40.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            guard let name = context.string(node, key: key, maxLength: 40) else { return nil }
            let isName = name.first?.isLetter == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard isName else {
                context.report(.invalidValue, "'\(key)' names a control: a letter, then letters or digits (e.g. loadEarlier), found '\(name)'", at: node)
                return nil
            }
            return .tap(name)
        }

        var yamlValue: String { control }

        /// The scroll-to-bottom button is the same action as `scrollToBottom: tap`.
        private var scrollToBottom: ScrollToBottom? { control == ScrollToBottom.key ? ScrollToBottom() : nil }

        var compiled: TimelineEvent.Action { scrollToBottom?.compiled ?? .tap(control: control) }

        var mark: ActionMark { scrollToBottom?.mark ?? ActionMark(kind: .other, label: "tap \(control)") }
    }
}
