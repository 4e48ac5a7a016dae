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

        A history of more runs than fit the width (--width, default the terminal's) is read in buckets: a \
        sparkline glyph or a table row stands for the runs it holds (their mean; the row gives their count and \
        range). --format json gives every run of every series: per (scenario, strategy) its runs (time, revision, \
        branch) and each metric's values aligned with them (schema version 2). The filters run in the database. An unfiltered \
        view reads the file in stored order, each page once a pass: the terminal view in one pass while its series fit in \
        bounded memory (a wider one with each pair keeping its runs' values, as the JSON form does), the JSON form in at \
        most two, a batch of pairs each; a filtered view, or one that would not fit, \
        reads each (scenario, strategy) pair on its own. A year of CI reads in bounded memory.
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

    @Option(help: ArgumentHelp("Columns to fit (default: the terminal's width, or 100 when not a terminal): a series of more runs than fit is shown in buckets of runs.", valueName: "n"))
    var width: Int?

    @Option(help: ArgumentHelp("terminal (sparklines and steps) or json (every run of every series).", valueName: "format"))
    var format: HistoryFormat = .terminal

    enum HistoryFormat: String, ExpressibleByArgument, CaseIterable { case terminal, json }

    func validate() throws {
        if let metric, Metric(name: metric) == nil {
            throw ValidationError("--metric: unknown metric '\(metric)'")
        }
        if let width, !(20...10_000).contains(width) { throw ValidationError("--width must be from 20 to 10000, found \(width)") }
    }

    /// The terminal's columns (standard output's), else 100.
    static var terminalWidth: Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 { return Int(size.ws_col) }
        return 100
    }

    mutating func run() throws {
        guard FileManager.default.fileExists(atPath: file) else {
            throw BadInput(description: "Error: \(file): no such run history (record one with run --history \(file))")
        }
        let columns = width ?? Self.terminalWidth
        // A sparkline's line holds the names, the glyphs and the run count: glyphs get what
        // the names leave, at least 16.
        let query = HistoryReader.Query(scenario: scenario, strategy: strategy, metric: metric.flatMap(Metric.init(name:)),
                                        width: max(16, columns - 48), keepsEveryRun: format == .json)
        var unchanged = 0, any = false, first = true
        if format == .json { print(HistoryJSONWriter.pairsOpening, terminator: "") }
        do {
            // Read-only: a history in a read-only folder or an immutable file reads, and a file
            // that is not a ChatRig history is left exactly as it was.
            let history = try RunHistory(readingFrom: file)
            switch format {
            case .terminal:
                try HistoryReader.read(history, query) { series in
                    any = any || !series.isEmpty
                    print(HistoryTable.text(series, showsAllRuns: metric != nil, unchanged: &unchanged), terminator: "")
                }
            case .json:
                var bytes: [UInt8] = []
                try HistoryReader.readPairs(history, query) { pair in
                    guard !pair.series.isEmpty else { return }
                    bytes.removeAll(keepingCapacity: true)
                    bytes += (first ? "\n" : ",\n").utf8
                    HistoryJSONWriter.append(pair, to: &bytes)
                    printUTF8(bytes)
                    first = false
                }
            }
        } catch {
            throw BadInput(description: "Error: \(String(describing: error))")
        }
        switch format {
        case .terminal: print(HistoryTable.footer(unchanged: unchanged, anySeries: any), terminator: "")
        case .json: print("\n" + HistoryJSONWriter.closing, terminator: "")
        }
    }
}
