import Simulator
import Yams

extension DecodingContext {
    /// The keys of one metric's tolerance.
    static let toleranceKeys = ["absolute", "relative", "growth"]

    /// A `gate:` block (or a thresholds file): metric → `{ absolute: …, relative: …% }`.
    ///
    /// Metric names must be ``Metric`` names (the nearest is suggested); `absolute` is a
    /// non-negative number, optionally with the metric's unit as in `expect:`; `relative`
    /// is a non-negative percentage (`5%`). A host metric takes `relative` only: its minimum
    /// effect. Every problem is reported at its line and column.
    mutating func gateTolerances(_ node: Node, what: String) -> GateTolerances? {
        guard let reader = openMapping(node, what: what) else { return nil }
        var tolerances = GateTolerances()
        var valid = true
        for entry in reader.entries {
            guard let metric = Metric(name: entry.key) else {
                let suggestion = NearestName.suggestion(for: entry.key, among: Metric.all.map(\.name))
                report(.unknownMetric(name: entry.key, suggestion: suggestion),
                       "unknown metric '\(entry.key)' in \(what)\(suggestion.map { "; did you mean '\($0)'?" } ?? "")", at: entry.keyNode)
                valid = false
                continue
            }
            guard let tolerance = tolerance(entry.value, metric: metric) else { valid = false; continue }
            tolerances[metric] = tolerance
        }
        return valid ? tolerances : nil
    }

    private mutating func tolerance(_ node: Node, metric: Metric) -> Tolerance? {
        guard let reader = mapping(node, what: "tolerance of '\(metric)'", allowedKeys: Self.toleranceKeys) else { return nil }
        var tolerance = Tolerance()
        var valid = true
        if let node = reader["absolute"] {
            if metric.kind == .host {
                report(.invalidValue,
                       "'\(metric)' is a host metric, judged by significance and a minimum effect; give it 'relative' only",
                       at: reader.keyNode("absolute") ?? node)
                valid = false
            } else if let value = absolute(node, metric: metric) {
                tolerance.absolute = value
            } else {
                valid = false
            }
        }
        if let node = reader["relative"] {
            if let value = percentage(node, key: "relative") { tolerance.relative = value } else { valid = false }
        }
        if let node = reader["growth"] {
            // One bound, or a list of them (one per axis).
            let nodes: [Node] = if case let .sequence(sequence) = node { Array(sequence) } else { [node] }
            for node in nodes {
                guard let bound = growth(node, metric: metric) else { valid = false; continue }
                switch bound.axis {
                case .history: tolerance.growth = bound
                case .reply: tolerance.replyGrowth = bound
                }
            }
        }
        return valid ? tolerance : nil
    }

    /// A non-negative number in `metric`'s unit (a bare number, or one of its suffixes).
    private mutating func absolute(_ node: Node, metric: Metric) -> Double? {
        guard case let .scalar(scalar) = node, !node.isNull, let literal = QuantityLiteral(scalar.string.trimmingSpaces()) else {
            report(.wrongType, "'absolute' of '\(metric)' must be a number, found \(node.foundDescription)", at: node)
            return nil
        }
        let value: Double
        switch literal.value(in: metric.unit, of: "\(metric)") {
        case .success(let converted): value = converted
        case .failure(let mismatch):
            report(.wrongUnit, "wrong unit '\(literal.unit.excerpt)' in 'absolute' of '\(metric)': \(mismatch.accepted)", at: node)
            return nil
        }
        guard value >= 0, value <= ScenarioLimits.maxExpectationMagnitude else {
            report(.outOfRange, "'absolute' of '\(metric)' must be between 0 and 1e15, found '\(scalar.string.excerpt)'", at: node)
            return nil
        }
        return value
    }

    /// `5% per 10x history` or `10% per 10x reply`, for a metric a sweep measures.
    private mutating func growth(_ node: Node, metric: Metric) -> GrowthBound? {
        guard GrowthBound.measurable.contains(metric.name) else {
            report(.invalidValue, "'growth' of '\(metric)': sweep --history and --reply-tokens measure growth of \(GrowthBound.measurable.joined(separator: " and ")) only",
                   at: node)
            return nil
        }
        guard case let .scalar(scalar) = node, !node.isNull, let bound = GrowthBound(scalar.string.trimmingSpaces()) else {
            report(.wrongType, "'growth' of '\(metric)' must read like '5% per 10x history' or '10% per 10x reply', found \(node.foundDescription)", at: node)
            return nil
        }
        return bound
    }

    /// A percentage from 0% to 1000%, as a fraction (`5%` → 0.05).
    private mutating func percentage(_ node: Node, key: String) -> Double? {
        guard case let .scalar(scalar) = node, !node.isNull, let literal = QuantityLiteral(scalar.string.trimmingSpaces()) else {
            report(.wrongType, "'\(key)' must be a percentage, e.g. '5%', found \(node.foundDescription)", at: node)
            return nil
        }
        guard literal.unit == "%" else {
            report(literal.unit.isEmpty ? .missingUnit : .wrongUnit,
                   "'\(key)' must be a percentage with '%', e.g. '5%', found '\(scalar.string.excerpt)'", at: node)
            return nil
        }
        guard (0...1000).contains(literal.value) else {
            report(.outOfRange, "'\(key)' must be between 0% and 1000%, found '\(scalar.string.excerpt)'", at: node)
            return nil
        }
        return literal.value / 100
    }
}
