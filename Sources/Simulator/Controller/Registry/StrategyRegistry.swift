/// Named list controllers, as scenario files and `--strategy` refer to them.
///
/// A strategy is written `name` or `name(key: value, …)`; each entry knows its options and
/// rejects unknown keys and values with the valid ones listed. Teams register their own
/// controllers the same way the bundled ones are registered:
///
/// ```swift
/// var registry = StrategyRegistry.bundled
/// registry.register(StrategyRegistry.Entry(name: "ours", summary: "Our list coordinator") { _ in OurController() })
/// ```
public struct StrategyRegistry: Sendable {
    /// One registered strategy.
    public struct Entry: Sendable {
        public var name: String
        public var summary: String
        /// Option keys and their allowed values, for help and validation; the first value is
        /// the default.
        public var options: [(key: String, values: [String])]
        public var make: @Sendable (_ options: [String: String]) -> any ChatListController

        public init(
            name: String,
            summary: String,
            options: [(key: String, values: [String])] = [],
            make: @escaping @Sendable (_ options: [String: String]) -> any ChatListController
        ) {
            self.name = name
            self.summary = summary
            self.options = options
            self.make = make
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Adds `entry`, replacing one of the same name.
    public mutating func register(_ entry: Entry) {
        entries.removeAll { $0.name == entry.name }
        entries.append(entry)
    }

    /// The names of every registered strategy, in registration order.
    public var names: [String] { entries.map(\.name) }

    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Makes a controller for `name` with `options`, validating every key and value.
    public func makeController(name: String, options: [(key: String, value: String)]) throws(StrategyError) -> any ChatListController {
        let (entry, resolved) = try resolve(name: name, options: options)
        return entry.make(resolved)
    }

    /// Checks `name` and every option key and value as ``makeController(name:options:)``
    /// does, without making a controller.
    public func validate(name: String, options: [(key: String, value: String)]) throws(StrategyError) {
        _ = try resolve(name: name, options: options)
    }

    /// The entry for `name` and its options by key, each key and value checked.
    private func resolve(name: String, options: [(key: String, value: String)]) throws(StrategyError) -> (Entry, [String: String]) {
        guard let entry = entry(named: name) else {
            throw .unknownStrategy(name, known: names)
        }
        var resolved: [String: String] = [:]
        for (key, value) in options {
            guard let allowed = entry.options.first(where: { $0.key == key }) else {
                throw .unknownOption(strategy: name, key: key, known: entry.options.map(\.key))
            }
            guard allowed.values.contains(value) else {
                throw .invalidValue(strategy: name, key: key, value: value, allowed: allowed.values)
            }
            resolved[key] = value
        }
        return (entry, resolved)
    }
}
