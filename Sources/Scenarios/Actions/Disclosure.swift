import Simulator

/// What `expand:` / `collapse:` act on.
public enum DisclosureTarget: String, CaseIterable, Hashable, Sendable {
    /// The `<think>` block of the newest assistant message with one.
    case thinking
    /// The citations list of the newest assistant message with citations.
    case citations

    /// The simulator's action that opens (`true`) or closes the disclosure.
    func compiled(open: Bool) -> TimelineEvent.Action {
        switch self {
        case .thinking: .setThinkingExpanded(open)
        case .citations: .setCitationsExpanded(open)
        }
    }

    /// `expand thinking`, `collapse sources`.
    func mark(verb: String) -> ActionMark {
        switch self {
        case .thinking: ActionMark(kind: .other, label: "\(verb) thinking")
        case .citations: ActionMark(kind: .other, label: "\(verb) sources")
        }
    }
}

/// `expand:` or `collapse:` — a disclosure opened or closed on the newest message with one.
protocol DisclosureActionDeclaration: KeywordActionDeclaration where Word == DisclosureTarget {
    /// Whether the action opens the disclosure.
    static var opens: Bool { get }
}

extension DisclosureActionDeclaration {
    var compiled: TimelineEvent.Action { word.compiled(open: Self.opens) }
    var mark: ActionMark { word.mark(verb: Self.key) }
}

extension ScenarioAction {
    /// `expand:` — the user expands a disclosure on the newest message that has one.
    struct Expand: DisclosureActionDeclaration {
        static let key = "expand"
        static let reference = "`expand: thinking` or `expand: citations` — the user expands a disclosure on the newest message that has one."
        static let opens = true
        var word: DisclosureTarget
        static func action(_ target: DisclosureTarget) -> ScenarioAction { .expand(target) }
    }

    /// `collapse:` — the user collapses a disclosure on the newest message that has one.
    struct Collapse: DisclosureActionDeclaration {
        static let key = "collapse"
        static let reference = "`collapse: thinking` or `collapse: citations` — the user collapses a disclosure on the newest message that has one."
        static let opens = false
        var word: DisclosureTarget
        static func action(_ target: DisclosureTarget) -> ScenarioAction { .collapse(target) }
    }
}
