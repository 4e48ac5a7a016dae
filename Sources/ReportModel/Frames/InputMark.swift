import Scenarios
import Simulator

/// A user or model action of the scenario's timeline, placed on the time axis: the
/// gestures (fling or drag), keyboard, sends and replies the pictures label. Each action's
/// kind and label are declared with the action (``ScenarioAction/mark``).
public struct InputMark: Sendable, Hashable {
    /// The lane a mark is drawn in.
    public typealias Kind = ActionMark.Kind

    /// Virtual seconds since the start of the run.
    public var time: Double
    public var kind: Kind
    /// Short text: `fling 8000 pt/s`, `drag 600 pt`, `keyboard up`.
    public var label: String

    public init(time: Double, kind: Kind, label: String) {
        self.time = time
        self.kind = kind
        self.label = label
    }

    /// The marks of a scenario's timeline, in time order, as each action declares them.
    public static func marks(of timeline: [TimelineEntry]) -> [InputMark] {
        timeline.map { entry in
            let mark = entry.action.mark
            return InputMark(time: entry.at.seconds, kind: mark.kind, label: mark.label)
        }
    }

    /// The marks of a compiled timeline, each labelled with its action's name only: a
    /// compiled action no longer knows the scenario action it came from.
    @available(*, deprecated, message: "Use marks(of:) with the scenario's timeline entries: they carry each action's label")
    public static func marks(of timeline: Timeline) -> [InputMark] {
        timeline.events.map { event in
            InputMark(time: event.at.seconds, kind: .other, label: String(String(describing: event.action).prefix { $0 != "(" }))
        }
    }
}
