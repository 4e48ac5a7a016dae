import Scenarios
import Strategies

/// Strategy specs (`flipped(unflip: cell)`), through both places `chatrig` reads one — a
/// `--strategy` value and an entry of a scenario's `strategies:` (with a `per-strategy`
/// expectation keyed by the same spec) — then the registry's check and the error
/// formatting. Property: a parsed spec's description parses back to the same spec (reports
/// and per-strategy keys rely on it). Seeds: every variant the bundled registry offers and
/// every spec the bundled scenarios use.
public struct StrategySpecHarness: FuzzHarness {
    public static let target = "FuzzStrategySpec"
    private let validation: SuiteValidation

    public init() throws {
        validation = try SuiteValidation()
    }

    public func seeds() throws -> [FuzzSeed] {
        var specs: [String] = []
        for entry in StrategyRegistry.bundled.entries {
            specs.append(entry.name)
            for option in entry.options {
                specs += option.values.map { "\(entry.name)(\(option.key): \($0))" }
            }
            if !entry.options.isEmpty {
                specs.append("\(entry.name)(\(entry.options.map { "\($0.key): \($0.values.last ?? "")" }.joined(separator: ", ")))")
            }
        }
        for file in Repository.yamlFiles(under: "Scenarios") where !file.path.contains("/devices/") {
            let scenario = try ScenarioParser.parse(contentsOf: file)
            specs += (scenario.strategies ?? []).map(\.description)
            specs += scenario.expectations.perStrategy.map(\.strategy.description)
        }
        var seen: Set<String> = []
        return specs.filter { seen.insert($0).inserted }.enumerated().map { index, spec in
            FuzzSeed(name: "spec-\(index)", text: spec)
        }
    }

    public func run(_ input: FuzzInput) throws(FuzzViolation) -> String {
        let text = input.text
        if case let .success(spec) = StrategySpecParser.parse(text) {
            let reparsed = StrategySpecParser.parse(spec.description)
            guard reparsed == .success(spec) else {
                throw FuzzViolation("'\(spec)' does not parse back to itself: \(reparsed)")
            }
        }
        let quoted = YAMLDoubleQuoted.scalar(text)
        let scenario = """
            name: strategy-spec
            strategies: [\(quoted)]
            expect:
              per-strategy:
                \(quoted): { duplicateLoadMore: 0 }

            """
        return Array(scenario.utf8).withUnsafeBytes { bytes in
            validation.validate(scenario: bytes, strategies: [text])
        }
    }
}
