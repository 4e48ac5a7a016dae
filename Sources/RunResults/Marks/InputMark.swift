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
}
