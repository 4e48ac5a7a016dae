import RunResults

extension InputMark {
    /// The marks of a compiled timeline, in its (time) order: each event's own mark, as its
    /// scenario action declared it when the timeline was compiled; an event made without one
    /// is an other action labelled with its action's name (`scrollToBottom`).
    ///
    /// - Complexity: O(events).
    public static func marks(of timeline: Timeline) -> [InputMark] {
        timeline.events.map { event in
            let mark = event.mark ?? ActionMark(kind: .other, label: String(String(describing: event.action).prefix { $0 != "(" }))
            return InputMark(time: event.at.seconds, kind: mark.kind, label: mark.label)
        }
    }
}
