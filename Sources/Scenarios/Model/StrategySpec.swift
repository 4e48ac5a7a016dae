/// A strategy to run, by name, with options selecting a variant: `flipped`,
/// `flipped(unflip: cell)`, `flipped(unflip: cell, loadMore: scrollAndPrefetch)`.
///
/// Options keep the order they were written in; two specs name the same variant when their
/// names match and they have the same options in any order (``isSameVariant(as:)``).
public struct StrategySpec: Hashable, Sendable, CustomStringConvertible {
    /// One `key: value` option.
    public struct Option: Hashable, Sendable {
        public var key: String
        public var value: String

        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The registered strategy name (`flipped`).
    public var name: String
    /// The options, in written order.
    public var options: [Option]

    public init(name: String, options: [Option] = []) {
        self.name = name
        self.options = options
    }

    /// The value of option `key`, if given.
    public subscript(option key: String) -> String? {
        options.first { $0.key == key }?.value
    }

    /// Whether `other` names the same strategy with the same options, in any order.
    public func isSameVariant(as other: StrategySpec) -> Bool {
        name == other.name
            && options.count == other.options.count
            && Set(options) == Set(other.options)
    }

    /// The spec as written in files: `name` or `name(key: value, …)`.
    public var description: String {
        guard !options.isEmpty else { return name }
        return "\(name)(\(options.map { "\($0.key): \($0.value)" }.joined(separator: ", ")))"
    }
}
