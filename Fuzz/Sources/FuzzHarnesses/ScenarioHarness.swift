/// Scenario files, through `chatrig validate` (Yams, then ScenarioParser, the strategy
/// registry and the device profiles). A thrown error is an answer; only a trap, a hang or
/// runaway memory is a finding. Seeds: every bundled `*.yaml` (scenarios and device
/// profiles) and every YAML fixture under Tests/.
public struct ScenarioHarness: FuzzHarness {
    public static let target = "FuzzScenario"
    private let validation: SuiteValidation

    public init() throws {
        validation = try SuiteValidation()
    }

    public func seeds() throws -> [FuzzSeed] {
        try (Repository.yamlFiles(under: "Scenarios") + Repository.yamlFiles(under: "Tests")).map(FuzzSeed.init(file:))
    }

    public func run(_ input: FuzzInput) -> String {
        validation.validate(scenario: input.bytes)
    }
}
