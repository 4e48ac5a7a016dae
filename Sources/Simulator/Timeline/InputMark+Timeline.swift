import RunResults

extension InputMark {
    /// The marks of a compiled timeline, each labelled with its action's name only: a
    /// compiled action no longer knows the scenario action it came from.
    @available(*, deprecated, message: "Use marks(of:) with the scenario's timeline entries: they carry each action's label")
    public static func marks(of timeline: Timeline) -> [InputMark] {
        timeline.events.map { event in
            InputMark(time: event.at.seconds, kind: .other, label: String(String(describing: event.action).prefix { $0 != "(" }))
        }
    }
}
