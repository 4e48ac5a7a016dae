import ChatModel
import RunResults

/// One scenario file, parsed and validated, with every default applied.
///
/// See ``ScenarioParser`` (and `Scenarios/README.md`) for the format.
public struct Scenario: Hashable, Sendable {
    /// The default device profile name.
    public static let defaultDevice = "iphone-15-pro"
    /// The default seed.
    public static let defaultSeed: UInt64 = 1
    /// Time added after the last scripted activity when no `duration` is given.
    public static let defaultTail = VirtualDuration.seconds(2)

    /// `[a-z0-9-]+`, unique in a suite.
    public var name: String
    /// One-line description (default empty).
    public var summary: String
    /// Device profile name (default ``defaultDevice``).
    public var device: String
    /// Changes to the device profile (default none).
    public var deviceOverrides: DeviceOverrides
    /// Seed of every random draw in the run (default ``defaultSeed``).
    public var seed: UInt64
    /// Strategies to run, or `nil` for every bundled strategy.
    public var strategies: [StrategySpec]?
    /// How long the run lasts. When the file gives none: the latest
    /// ``TimelineEntry/nominalEnd`` plus ``defaultTail``.
    public var duration: VirtualDuration
    /// Whether ``duration`` was written in the file (`false`: the default was computed).
    public var isDurationExplicit: Bool
    /// The starting conversation.
    public var conversation: ConversationSpec
    /// Scripted actions, in order of time (entries at the same time keep file order).
    public var timeline: [TimelineEntry]
    /// Gates.
    public var expectations: ExpectationSet
    /// Tolerances when this scenario's runs are compared with a baseline (`gate:`; default
    /// none: the thresholds file's, else zero).
    public var gate: GateTolerances

    public init(
        name: String, summary: String = "", device: String = Scenario.defaultDevice,
        deviceOverrides: DeviceOverrides = DeviceOverrides(), seed: UInt64 = Scenario.defaultSeed,
        strategies: [StrategySpec]? = nil, duration: VirtualDuration? = nil,
        conversation: ConversationSpec = ConversationSpec(), timeline: [TimelineEntry] = [],
        expectations: ExpectationSet = ExpectationSet(), gate: GateTolerances = GateTolerances()
    ) {
        self.name = name
        self.summary = summary
        self.device = device
        self.deviceOverrides = deviceOverrides
        self.seed = seed
        self.strategies = strategies
        self.duration = duration ?? Scenario.defaultDuration(for: timeline)
        self.isDurationExplicit = duration != nil
        self.conversation = conversation
        self.timeline = timeline
        self.expectations = expectations
        self.gate = gate
    }

    /// The latest nominal end of `timeline` plus ``defaultTail`` (2 s for an empty timeline).
    public static func defaultDuration(for timeline: [TimelineEntry]) -> VirtualDuration {
        let end = timeline.map(\.nominalEnd).max() ?? .zero
        return (end - .zero) + defaultTail
    }
}
