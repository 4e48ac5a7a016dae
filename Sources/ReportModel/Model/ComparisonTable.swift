import OrderedCollections
import RunResults

/// One scenario's runs side by side: a row a metric, a column a strategy — the
/// flipped-vs-natural comparison at a glance. Terminal and Markdown output render it.
public struct ComparisonTable: Sendable {
    public struct Row: Sendable {
        public var metric: String
        public var unit: String?
        /// One cell a strategy, in column order.
        public var cells: [Cell]
    }

    public struct Cell: Sendable {
        public var text: String
        /// nil when the metric has no expectation for this strategy.
        public var expectationPassed: Bool?
    }

    public var scenario: String
    public var strategies: [String]
    public var passed: [Bool]
    public var rows: [Row]
    /// Notes under the table, e.g. what `snapshotApplies` counts for SwiftUI columns.
    public var footnotes: [String]

    /// The metrics shown by default: the ones that tell jank and bugs apart. Any metric with
    /// an expectation is shown as well.
    public static let headlineMetrics: Set<Metric> = [
        .frames, .hitches, .hitchTimeRatio, .frameCostP99, .frameCostMax,
        .snapshotApplies, .animatedApplies, .redundantApplies, .cellsConfigured,
        .loadMoreCalls, .duplicateLoadMore, .anchorDriftMax, .tokenToScreenP99, .tokensPerSecond,
        .followMisses, .keyboardOverlapFrames, .upsideDownFrames, .staleCellFrames, .peakCellsAlive, .peakImageBytes,
    ]

    /// Groups `runs` by scenario, in first-seen order.
    public static func tables(for runs: [RunReport], allMetrics: Bool = false) -> [ComparisonTable] {
        OrderedDictionary(grouping: runs, by: \.result.scenario).map {
            ComparisonTable(scenario: $0.key, runs: $0.value, allMetrics: allMetrics)
        }
    }

    public init(scenario: String, runs: [RunReport], allMetrics: Bool = false) {
        self.scenario = scenario
        strategies = runs.map(\.result.strategy)
        passed = runs.map(\.passed)
        let swiftUI = runs.filter(\.result.usedLazyStack).map(\.result.strategy)
        footnotes = swiftUI.isEmpty ? [] : [
            "snapshotApplies (body evaluations) for the SwiftUI lists, which apply no snapshot: \(swiftUI.joined(separator: ", "))",
        ]
        let expected = Set(runs.flatMap { $0.expectations.map(\.expectation.metric) })
        let metrics = Metric.deterministic.filter {
            allMetrics || Self.headlineMetrics.contains($0) || expected.contains($0)
        }
        rows = metrics.map { metric in
            Row(metric: metric.name, unit: metric.unit.symbol, cells: runs.map { run in
                let checks = run.expectations.filter { $0.expectation.metric == metric }
                return Cell(
                    // Every run reports every deterministic metric; a dash would show one missing.
                    text: run.result.metrics[metric].map(Self.format) ?? "—",
                    expectationPassed: checks.isEmpty ? nil : checks.allSatisfy(\.passed)
                )
            })
        }
    }

    /// A compact, fixed rendering of a number: integers as is, others with 2 decimals
    /// (``ActionMark/format(_:)``, as timelines label actions).
    public static func format(_ value: Double) -> String { ActionMark.format(value) }
}
