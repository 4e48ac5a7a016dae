/// A strategy name or option that the registry does not know.
public enum StrategyError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownStrategy(String, known: [String])
    case unknownOption(strategy: String, key: String, known: [String])
    case invalidValue(strategy: String, key: String, value: String, allowed: [String])

    public var description: String {
        switch self {
        case let .unknownStrategy(name, known):
            "unknown strategy '\(name)'; known strategies: \(known.joined(separator: ", "))"
        case let .unknownOption(strategy, key, known):
            known.isEmpty
                ? "strategy '\(strategy)' takes no options (got '\(key)')"
                : "strategy '\(strategy)' has no option '\(key)'; its options: \(known.joined(separator: ", "))"
        case let .invalidValue(strategy, key, value, allowed):
            "strategy '\(strategy)': '\(value)' is not a value of '\(key)'; use one of \(allowed.joined(separator: ", "))"
        }
    }
}
