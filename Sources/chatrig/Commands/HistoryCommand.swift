import ArgumentParser
import Foundation
import Reporting
import Simulator
import Storage

/// `chatrig history [show] FILE` (the `history` group's default, HistoryGroupCommand.swift).
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show how metrics moved across the runs recorded with run --history, and where they stepped.",
        discussion: """
        Each (scenario, strategy, metric) gets a text sparkline of its values, oldest first, and the first \
        revision where it stepped: for a deterministic metric the first run whose value differs from the run \
        before; for a host metric the first that differs from the median of the runs before it (two at least) by more than 10%. \
        Series that never moved are counted, not listed, unless --metric names them; with --metric every run is \
        listed with its date, revision and branch.
        """
    )

    @Argument(help: ArgumentHelp("The run history database written by run --history.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("Only this scenario.", valueName: "name"))
    var scenario: String?

    @Option(help: ArgumentHelp("Only this strategy, as reported (e.g. 'flipped(unflip: cell)').", valueName: "name"))
    var strategy: String?

    @Option(help: ArgumentHelp("Only this metric, by its report name (e.g. snapshotApplies, frameCostP99).", valueName: "name"))
    var metric: String?

    func validate() throws {
        if let metric, Metric(name: metric) == nil {
            throw ValidationError("--metric: unknown metric '\(metric)'")
        }
    }

    mutating func run() throws {
        guard FileManager.default.fileExists(atPath: file) else {
            throw BadInput(description: "Error: \(file): no such run history (record one with run --history \(file))")
        }
        let records: [RunRecord]
        do {
            // Read-only: a history in a read-only folder or an immutable file reads, and a file
            // that is not a ChatRig history is left exactly as it was.
            records = try RunHistory(readingFrom: file).runs(scenario: scenario, strategy: strategy)
        } catch {
            throw BadInput(description: "Error: \(String(describing: error))")
        }
        let trends = MetricTrend.trends(of: records, metric: metric.flatMap(Metric.init(name:)))
        print(HistoryTable.render(trends, showsAllRuns: metric != nil), terminator: "")
    }
}
