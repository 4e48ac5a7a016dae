import Scenarios
import Simulator

/// What a sweep measures: one scenario, the strategies and devices to compare, the rates to
/// search under a criterion and the history sizes to cost. Built by `chatrig sweep` from its
/// flags, or by hand.
public struct SweepRequest: Sendable {
    public var scenario: Scenario
    public var strategies: [StrategySpec]
    /// Device profiles, each with the scenario's overrides applied.
    public var devices: [DeviceProfile]
    /// The rates to search; `nil` measures history cost only.
    public var rates: ClosedRange<Double>?
    /// The search's grid step, tokens per second.
    public var resolution: Double
    /// History sizes to cost, ascending; empty measures rates only.
    public var historySizes: [Int]
    /// The bound a rate must meet.
    public var criterion: Expectation
    /// Reply lengths to cost, tokens, ascending (`--reply-tokens`); empty costs none.
    public var replyTokenCounts: [Int] = []

    /// The default criterion: Apple's "good" scroll-hitch threshold.
    public static let defaultCriterion = Expectation(metric: .hitchTimeRatio, comparison: .less, value: 5)
    /// The default resolution: 5 tokens per second.
    public static let defaultResolution = 5.0

    public init(scenario: Scenario, strategies: [StrategySpec], devices: [DeviceProfile], rates: ClosedRange<Double>?,
                resolution: Double = SweepRequest.defaultResolution, historySizes: [Int] = [],
                criterion: Expectation = SweepRequest.defaultCriterion) {
        self.scenario = scenario
        self.strategies = strategies
        self.devices = devices
        self.rates = rates
        self.resolution = resolution
        self.historySizes = historySizes
        self.criterion = criterion
    }

    /// Every (strategy, device) pair, strategies outermost.
    var pairs: [(strategy: StrategySpec, device: DeviceProfile)] {
        strategies.flatMap { strategy in devices.map { (strategy, $0) } }
    }
}
