/// One option of a registered strategy: its key and the values it takes, the first being
/// the default. `list` prints them, and the registry rejects any other key or value with
/// these listed.
///
/// ```swift
/// enum LoadMoreGuard: String, CaseIterable { case inFlightFlag, none }
/// StrategyOption("loadMore", default: LoadMoreGuard.inFlightFlag)   // inFlightFlag | none
/// ```
public struct StrategyOption: Hashable, Sendable {
    public var key: String
    /// Allowed values; the first is the default. Never empty.
    public var values: [String]

    /// An option taking `values`, the first being the default.
    ///
    /// - Precondition: `values` is not empty.
    public init(_ key: String, values: [String]) {
        precondition(!values.isEmpty, "strategy option '\(key)' needs at least one value")
        self.key = key
        self.values = values
    }

    /// An option whose values are the cases of `Value`, `defaultValue` first.
    public init<Value: CaseIterable & RawRepresentable>(_ key: String, default defaultValue: Value) where Value.RawValue == String {
        self.init(key, values: [defaultValue.rawValue] + Value.allCases.map(\.rawValue).filter { $0 != defaultValue.rawValue })
    }

    /// An on/off option: `true | false`, `defaultValue` first.
    public init(_ key: String, default defaultValue: Bool) {
        self.init(key, values: defaultValue ? ["true", "false"] : ["false", "true"])
    }
}

/// The options a strategy was made with: every declared option, with its default when the
/// scenario did not write it. Values were checked against the declaration before the
/// strategy's factory runs.
public struct StrategyOptions: Hashable, Sendable {
    private var values: [String: String]

    /// `given` resolved against `declared`: declared keys missing from `given` take their
    /// default.
    public init(declared: [StrategyOption], given: [String: String]) {
        var values: [String: String] = [:]
        for option in declared { values[option.key] = given[option.key] ?? option.values[0] }
        self.values = values
    }

    /// The value of option `key` as written.
    ///
    /// - Precondition: the strategy declared `key`.
    public func string(_ key: String) -> String {
        guard let value = values[key] else { preconditionFailure("strategy option '\(key)' was not declared") }
        return value
    }

    /// The value of option `key` as a case of `Value`:
    /// `MessagesCoordinator(loadMore: options["loadMore"])`.
    ///
    /// - Precondition: the strategy declared `key` with the cases of `Value` as its values.
    public subscript<Value: RawRepresentable>(_ key: String) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: string(key)) else {
            preconditionFailure("strategy option '\(key)': '\(string(key))' is not a case of \(Value.self)")
        }
        return value
    }

    /// The value of an on/off option.
    ///
    /// - Precondition: the strategy declared `key` as an on/off option.
    public subscript(_ key: String) -> Bool {
        string(key) == "true"
    }
}

extension StrategyRegistry.Entry {
    /// A strategy with typed options: the factory receives every declared option, defaults
    /// filled in.
    ///
    /// ```swift
    /// StrategyRegistry.Entry(
    ///     name: "messages",
    ///     summary: "Our coordinator: natural order, follows the bottom, guarded load-more.",
    ///     options: [StrategyOption("loadMore", default: LoadMoreGuard.inFlightFlag)]
    /// ) { options in MessagesCoordinator(loadMoreGuard: options["loadMore"]) }
    /// ```
    public init(
        name: String,
        summary: String,
        options: [StrategyOption],
        make: @escaping @Sendable (_ options: StrategyOptions) -> any ChatListController
    ) {
        self.init(name: name, summary: summary, options: options.map { ($0.key, $0.values) }) { given in
            make(StrategyOptions(declared: options, given: given))
        }
    }
}
