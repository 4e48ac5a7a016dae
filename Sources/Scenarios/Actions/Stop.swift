import Simulator

/// `reply`, the only value of `stop:`.
enum StopWord: String, CaseIterable { case reply }

extension ScenarioAction {
    /// `stop: reply` — the user taps stop while a reply streams.
    struct Stop: KeywordActionDeclaration {
        static let key = "stop"
        static let reference = "`stop: reply` — the user taps stop while a reply streams (needs an earlier reply)."
        var word = StopWord.reply
        static func action(_: StopWord) -> ScenarioAction { .stopReply }
        var compiled: TimelineEvent.Action { .stopReply }
        var mark: ActionMark { ActionMark(kind: .other, label: "stop") }
    }
}
