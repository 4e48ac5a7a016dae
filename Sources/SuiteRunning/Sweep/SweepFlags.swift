/// The flags of `chatrig sweep`, as written on the command line.
public struct SweepFlags: Sendable {
    /// The scenario file (exactly one).
    public var scenario: String
    /// `--rate 20/s...400/s`, or `nil` to cost history only.
    public var rates: String?
    /// `--resolution 5/s`, or `nil` for ``SweepRequest/defaultResolution``.
    public var resolution: String?
    /// `--strategy` values; empty keeps the scenario's strategies.
    public var strategies: [String]
    /// `--device` names; empty keeps the scenario's device.
    public var devices: [String]
    /// `--history 1000,10000`, or `nil` to search rates only.
    public var history: String?
    /// `--criterion 'hitchTimeRatio < 5 ms/s'`, or `nil` for ``SweepRequest/defaultCriterion``.
    public var criterion: String?
    /// `--reply-tokens 1000,10000,100000`, or `nil` to cost no reply lengths.
    public var replyTokens: String?

    public init(scenario: String, rates: String?, resolution: String? = nil, strategies: [String] = [],
                devices: [String] = [], history: String? = nil, criterion: String? = nil, replyTokens: String? = nil) {
        self.replyTokens = replyTokens
        self.scenario = scenario
        self.rates = rates
        self.resolution = resolution
        self.strategies = strategies
        self.devices = devices
        self.history = history
        self.criterion = criterion
    }
}
