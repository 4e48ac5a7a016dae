import Yams

extension DecodingContext {
    /// `strategies:` — a non-empty list of distinct strategy specs.
    mutating func strategies(_ node: Node) -> [StrategySpec]? {
        guard let items = sequence(node, key: "strategies") else { return nil }
        guard !items.isEmpty else {
            report(.outOfRange, "'strategies' must list at least one strategy; leave it out to run every bundled strategy", at: node)
            return nil
        }
        var specs: [StrategySpec] = []
        var valid = true
        for item in items {
            guard let spec = strategySpec(item, role: "strategy") else {
                valid = false
                continue
            }
            if let problem = strategyCheck?(spec) {
                report(.unknownStrategy(spec.name), problem, at: item)
                valid = false
                continue
            }
            if specs.contains(where: { $0.isSameVariant(as: spec) }) {
                report(.invalidValue, "strategy '\(spec)' is listed twice", at: item)
                valid = false
                continue
            }
            specs.append(spec)
        }
        return valid ? specs : nil
    }

    /// One strategy spec from a scalar, with errors at the offending character.
    mutating func strategySpec(_ node: Node, role: String) -> StrategySpec? {
        guard case let .scalar(scalar) = node, !node.isNull else {
            if case let .mapping(mapping) = node, let key = mapping.keys.first?.scalar?.string, key.contains("(") {
                report(.invalidStrategySpec,
                       "invalid \(role): YAML read the unquoted ': ' inside '\(key)…' as a mapping; quote the strategy, e.g. \"flipped(unflip: cell)\"",
                       at: node)
            } else {
                report(.wrongType, "a \(role) must be a name like 'flipped' or a quoted variant like \"flipped(unflip: cell)\", found \(node.foundDescription)", at: node)
            }
            return nil
        }
        switch StrategySpecParser.parse(scalar.string) {
        case let .success(spec):
            return spec
        case let .failure(error):
            let singleLine = !scalar.string.contains("\n")
            report(.invalidStrategySpec, "invalid \(role) '\(scalar.string.excerpt)': \(error.message)", at: node,
                   columnOffset: singleLine ? node.textColumnOffset + error.offset : 0)
            return nil
        }
    }
}
