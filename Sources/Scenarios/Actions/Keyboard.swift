import Simulator

/// `keyboard: show | hide`.
public enum KeyboardAction: String, CaseIterable, Hashable, Sendable {
    case show
    case hide
}

extension ScenarioAction {
    /// `keyboard:` — the keyboard animates in or out.
    struct Keyboard: KeywordActionDeclaration {
        static let key = "keyboard"
        static let reference = "`keyboard: show` or `keyboard: hide` — the keyboard animates in or out."
        var word: KeyboardAction

        static func action(_ word: KeyboardAction) -> ScenarioAction { .keyboard(word) }

        var compiled: TimelineEvent.Action { .keyboard(show: word == .show) }

        var mark: ActionMark {
            switch word {
            case .show: ActionMark(kind: .keyboard, label: "keyboard up")
            case .hide: ActionMark(kind: .keyboard, label: "keyboard down")
            }
        }
    }
}
