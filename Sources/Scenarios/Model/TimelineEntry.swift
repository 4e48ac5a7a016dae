import ChatModel

/// One scripted moment: an action at a time on the virtual clock.
public struct TimelineEntry: Hashable, Sendable {
    /// When the action happens.
    public var at: VirtualInstant
    /// What happens.
    public var action: ScenarioAction

    public init(at: VirtualInstant, action: ScenarioAction) {
        self.at = at
        self.action = action
    }

    /// When the entry's own activity ends, nominally: a reply's last token (time to first
    /// token plus thinking and answer tokens at the nominal rate, without jitter), a replayed
    /// transcript's end, a drag's
    /// release; other actions are instantaneous. Used for the default scenario duration.
    public var nominalEnd: VirtualInstant { at + action.declaration.nominalDuration }
}
