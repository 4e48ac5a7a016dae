import RunResults

extension InputMark {
    /// The marks of a scenario's timeline, in time order, as each action declares them.
    public static func marks(of timeline: [TimelineEntry]) -> [InputMark] {
        timeline.map { entry in
            let mark = entry.action.mark
            return InputMark(time: entry.at.seconds, kind: mark.kind, label: mark.label)
        }
    }
}
