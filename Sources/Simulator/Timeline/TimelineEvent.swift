import ChatModel
import RunResults

/// One timed action, and how pictures of the run mark it.
public struct TimelineEvent: Hashable, Sendable {
    public var at: VirtualInstant
    public var action: Action
    /// The action's lane and label on a run's time axis, as the scenario action it was
    /// compiled from declares them (`fling 8000 pt/s`); nil for an event made without one,
    /// which is drawn as an other action labelled with its name (``InputMark/marks(of:)``).
    public var mark: ActionMark?

    public init(at: VirtualInstant, action: Action) {
        self.at = at
        self.action = action
    }

    /// An event carrying the `mark` its scenario action declares.
    public init(at: VirtualInstant, action: Action, mark: ActionMark) {
        self.at = at
        self.action = action
        self.mark = mark
    }
}
