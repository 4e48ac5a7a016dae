// Fuzz target: strategy specs (`flipped(unflip: cell)`), through both places `chatrig`
// reads one — a `--strategy` value and an entry of a scenario's `strategies:` (with a
// `per-strategy` expectation keyed by the same spec) — then the registry's check and the
// error formatting. Also checks that a parsed spec's description parses back to the same
// spec (reports and per-strategy keys rely on it). Seeds: every variant the bundled
// registry offers and every spec the bundled scenarios use.
import FuzzSupport
import Scenarios
import Strategies
import ValidateHarness

/// The harness, made once; a static, so the C callback (which captures nothing) reaches it.
enum Harness {
    static let validation: SuiteValidation = {
        do { return try SuiteValidation() } catch { fatalError("FuzzStrategySpec: \(error)") }
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    if case let .success(spec) = StrategySpecParser.parse(text) {
        let reparsed = StrategySpecParser.parse(spec.description)
        precondition(reparsed == .success(spec), "'\(spec)' does not parse back to itself: \(reparsed)")
    }
    let quoted = YAMLDoubleQuoted.scalar(text)
    let scenario = """
        name: strategy-spec
        strategies: [\(quoted)]
        expect:
          per-strategy:
            \(quoted): { duplicateLoadMore: 0 }

        """
    Array(scenario.utf8).withUnsafeBytes { bytes in
        FuzzOutcome.report(Harness.validation.validate(scenario: bytes, strategies: [text]))
    }
    return 0
}

FuzzDriver.main(testOneInput: testOneInput) {
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
