import ChatModel
import Simulator
import Yams

extension ScenarioAction {
    /// `timeJump:` — the app is away for a while, then active again.
    struct TimeJump: TimelineActionDeclaration {
        static let key = "timeJump"
        static let reference = "`timeJump: 25h` — the app is away this long (`s`, `min` or `h`), then active again: its clock moves on, the frames do not."
        var duration: VirtualDuration

        /// `timeJump: 25h`: more than 0, at most ``ScenarioLimits/maxTimeJump``.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            let upper = Double(ScenarioLimits.maxTimeJump.microseconds)
            guard let microseconds = context.quantity(node, key: key, kind: .timeAway, in: .above(0, upTo: upper)) else { return nil }
            return VirtualDuration(roundingMicroseconds: microseconds).map(ScenarioAction.timeJump)
        }

        var yamlValue: String { "\(ScenarioWriter.number(duration.seconds))s" }

        var compiled: TimelineEvent.Action { .timeJump(duration) }

        var mark: ActionMark { ActionMark(kind: .other, label: "away \(ActionMark.format(duration.seconds / 3_600)) h") }
    }
}
