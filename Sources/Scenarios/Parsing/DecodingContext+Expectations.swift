import Simulator
import Yams

extension DecodingContext {
    /// The key under `expect:` that holds per-strategy expectations.
    static let perStrategyKey = "per-strategy"

    /// `expect:` — metric gates for every strategy, and a `per-strategy` mapping whose keys
    /// must name strategies listed in `strategies` (which must then be given).
    mutating func expectationSet(_ node: Node, strategies: [StrategySpec]?, strategiesValid: Bool) -> ExpectationSet? {
        guard let reader = openMapping(node, what: "expect") else { return nil }
        var set = ExpectationSet()
        for entry in reader.entries {
            if entry.key == Self.perStrategyKey {
                set.perStrategy = perStrategyExpectations(entry.value, strategies: strategies, strategiesValid: strategiesValid)
            } else if let expectation = expectation(key: entry.key, keyNode: entry.keyNode, value: entry.value, what: "expect") {
                set.general.append(expectation)
            }
        }
        return set
    }

    private mutating func perStrategyExpectations(
        _ node: Node, strategies: [StrategySpec]?, strategiesValid: Bool
    ) -> [ExpectationSet.StrategyExpectations] {
        guard let reader = openMapping(node, what: "'per-strategy'") else { return [] }
        var result: [ExpectationSet.StrategyExpectations] = []
        for entry in reader.entries {
            guard let spec = strategySpec(entry.keyNode, role: "per-strategy key") else { continue }
            if strategiesValid {
                guard let strategies else {
                    report(.unknownStrategy(spec.description),
                           "per-strategy key '\(spec)' needs a 'strategies' list to refer to; list the strategies the scenario runs",
                           at: entry.keyNode)
                    continue
                }
                guard let listed = strategies.first(where: { $0.isSameVariant(as: spec) }) else {
                    let names = strategies.map(\.description)
                    let hint = NearestName.suggestion(for: spec.description, among: names).map { "; did you mean '\($0)'?" }
                        ?? "; listed: \(names.joined(separator: ", "))"
                    report(.unknownStrategy(spec.description),
                           "per-strategy key '\(spec)' is not in 'strategies'\(hint)", at: entry.keyNode)
                    continue
                }
                if result.contains(where: { $0.strategy.isSameVariant(as: listed) }) {
                    report(.invalidValue, "per-strategy key '\(spec)' names the same strategy as an earlier key", at: entry.keyNode)
                    continue
                }
            }
            guard let gates = openMapping(entry.value, what: "per-strategy '\(spec)'") else { continue }
            let expectations = gates.entries.compactMap {
                expectation(key: $0.key, keyNode: $0.keyNode, value: $0.value, what: "per-strategy '\(spec)'")
            }
            result.append(ExpectationSet.StrategyExpectations(strategy: spec, expectations: expectations))
        }
        return result
    }

    /// One `metric: expectation` entry.
    mutating func expectation(key: String, keyNode: Node, value: Node, what: String) -> Expectation? {
        // A run's `metrics` map holds exactly the gateable (deterministic) metrics, so a
        // gate on anything else could only ever compare against a missing value.
        guard let metric = Metric(name: key), metric.isGateable else {
            if let metric = Metric(name: key) {
                report(.unknownMetric(name: key, suggestion: nil),
                       "'\(metric)' is a host metric, measured on this machine and not deterministic; expectations gate deterministic metrics only",
                       at: keyNode)
            } else if key == Self.perStrategyKey {
                report(.invalidExpectation, "'per-strategy' may appear only directly under 'expect'", at: keyNode)
            } else {
                let suggestion = NearestName.suggestion(for: key, among: Metric.all.filter(\.isGateable).map(\.name))
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                report(.unknownMetric(name: key, suggestion: suggestion), "unknown metric '\(key)' in \(what)\(hint)", at: keyNode)
            }
            return nil
        }
        guard case let .scalar(scalar) = value, !value.isNull else {
            report(.wrongType, "expectation for '\(key)' must be a number or a comparison like \"<= 5\", found \(value.foundDescription)", at: value)
            return nil
        }
        let text = scalar.string.trimmingSpaces()
        var comparison = Comparison.equal
        var rest = Substring(text)
        // Longest operators first, so "<=" is not read as "<".
        for candidate in Comparison.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
        where rest.hasPrefix(candidate.rawValue) {
            comparison = candidate
            rest = rest.dropFirst(candidate.rawValue.count)
            break
        }
        guard let literal = QuantityLiteral(rest.trimmingCharacters()) else {
            report(.invalidExpectation,
                   "invalid expectation '\(text.excerpt)' for '\(key)': expected a number, or an operator (==, !=, <, <=, >, >=) and a number, e.g. \"<= 5\"",
                   at: value)
            return nil
        }
        let bound: Double
        switch literal.value(in: metric.unit, of: key) {
        case .success(let converted): bound = converted
        case .failure(let mismatch):
            report(.wrongUnit, "wrong unit '\(literal.unit.excerpt)' in expectation for '\(key)': \(mismatch.accepted)", at: value)
            return nil
        }
        guard abs(bound) <= ScenarioLimits.maxExpectationMagnitude else {
            report(.outOfRange,
                   "expectation for '\(key)' must compare with a value between -1e15 and 1e15, found '\(text.excerpt)'",
                   at: value)
            return nil
        }
        return Expectation(metric: metric, comparison: comparison, value: bound)
    }
}
