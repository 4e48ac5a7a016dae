import RunResults

/// A scenario's gates: those for every strategy, and per-strategy ones that override them.
///
/// ```yaml
/// expect:
///   duplicateLoadMore: 0              # every strategy
///   per-strategy:
///     "flipped(loadMore: scrollAndPrefetch)":
///       duplicateLoadMore: ">= 1"     # this variant must show the bug
/// ```
///
/// Each `per-strategy` key is a strategy spec that must name a strategy listed in the
/// scenario's `strategies` (options in any order). For that strategy, a per-strategy
/// expectation replaces the general one on the same metric; other metrics add to them.
public struct ExpectationSet: Hashable, Sendable {
    /// Expectations of one strategy variant.
    public struct StrategyExpectations: Hashable, Sendable {
        public var strategy: StrategySpec
        public var expectations: [Expectation]

        public init(strategy: StrategySpec, expectations: [Expectation]) {
            self.strategy = strategy
            self.expectations = expectations
        }
    }

    /// Expectations for every strategy, in file order.
    public var general: [Expectation]
    /// Per-strategy expectations, in file order.
    public var perStrategy: [StrategyExpectations]

    public init(general: [Expectation] = [], perStrategy: [StrategyExpectations] = []) {
        self.general = general
        self.perStrategy = perStrategy
    }

    /// Whether there is no expectation at all.
    public var isEmpty: Bool { general.isEmpty && perStrategy.allSatisfy(\.expectations.isEmpty) }

    /// The expectations that gate `strategy`: the general ones in file order, each replaced
    /// by the per-strategy one on the same metric when there is one, followed by the
    /// per-strategy ones on other metrics.
    ///
    /// - Complexity: O(*g* + *p*) for *g* general and *p* per-strategy expectations.
    public func expectations(for strategy: StrategySpec) -> [Expectation] {
        let specific = perStrategy.first { $0.strategy.isSameVariant(as: strategy) }?.expectations ?? []
        guard !specific.isEmpty else { return general }
        let overrides = Dictionary(specific.map { ($0.metric, $0) }, uniquingKeysWith: { _, last in last })
        let generalMetrics = Set(general.map(\.metric))
        return general.map { overrides[$0.metric] ?? $0 } + specific.filter { !generalMetrics.contains($0.metric) }
    }
}
