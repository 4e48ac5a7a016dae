import Simulator

extension ScenarioAction {
    /// `scrollToBottom: tap` — the user taps the scroll-to-bottom button.
    struct ScrollToBottom: TapActionDeclaration {
        static let key = "scrollToBottom"
        static let reference = "`scrollToBottom: tap` — the user taps the scroll-to-bottom button."
        static let tapped = ScenarioAction.scrollToBottom
        var compiled: TimelineEvent.Action { .scrollToBottom }
        var mark: ActionMark { ActionMark(kind: .other, label: "tap scroll-to-bottom") }
    }

    /// `scrollToTop: tap` — the user taps the status bar.
    struct ScrollToTop: TapActionDeclaration {
        static let key = "scrollToTop"
        static let reference = "`scrollToTop: tap` — the user taps the status bar (scroll to the oldest loaded message)."
        static let tapped = ScenarioAction.scrollToTop
        var compiled: TimelineEvent.Action { .scrollToTop }
        var mark: ActionMark { ActionMark(kind: .other, label: "tap status bar") }
    }

    /// `startFresh: tap` — the user starts the conversation afresh.
    struct StartFresh: TapActionDeclaration {
        static let key = "startFresh"
        static let reference = "`startFresh: tap` — the user starts the conversation afresh (Start Fresh, clear chat): its messages are removed."
        static let tapped = ScenarioAction.startFresh
        var compiled: TimelineEvent.Action { .startFresh }
        var mark: ActionMark { ActionMark(kind: .other, label: "start fresh") }
    }
}
