import Foundation
import Reporting
import Scenarios
import Simulator

/// Report and baseline files as `compare`, `merge`, `run --baseline` and `baseline update
/// --from` read them (ReportReader), then everything those verbs make of a document that
/// reads: the comparison tables, the terminal and Markdown comparison of it against itself,
/// its Markdown report. Property: a document ChatRig accepts is one it can write and read
/// again — its report.json and baseline read back with the same runs and seeds, and with
/// figures as the writer rounds them (a second write changes nothing). Seeds: a report and
/// a baseline of a two-run suite, written by the writers themselves.
public struct ReportReaderHarness: FuzzHarness {
    public static let target = "FuzzReportReader"

    public init() {}

    public func seeds() -> [FuzzSeed] {
        [
            FuzzSeed(name: "report.json", text: JSONReportWriter.json(Fixture.report)),
            FuzzSeed(name: "baseline.json", text: BaselineWriter.json(Fixture.report)),
            FuzzSeed(name: "empty-baseline.json", text: BaselineWriter.json(SuiteReport(toolVersion: "0.1.0", runs: []))),
        ]
    }

    public func run(_ input: FuzzInput) throws(FuzzViolation) -> String {
        let document: ReportReader.Document
        do {
            document = try ReportReader().read(data: input.data, path: "fuzz.json")
        } catch {
            return error.description
        }
        let report = document.report
        var outcome = ComparisonTable.tables(for: report.runs, allMetrics: true).map { table in
            table.rows.map { row in row.cells.map(\.text).joined(separator: " ") }.joined(separator: "\n")
        }
        do {
            let comparison = try Comparer().compare(base: report, head: report, baseLabel: "base", headLabel: "head")
            outcome.append(ComparisonTerminalWriter.text(comparison))
            outcome.append(ComparisonMarkdownWriter.markdown(comparison))
        } catch {
            outcome.append("\(error)")
        }
        outcome.append(MarkdownReportWriter.markdown(report))
        // What ChatRig accepted, it writes and reads again: the same runs and seeds, and figures
        // as the writer rounds them (numbers are written to a fixed precision), so writing what
        // was read back changes nothing more.
        let writers: [(String, (SuiteReport) -> String)] = [
            ("report.json", { JSONReportWriter.json($0) }), ("baseline", { BaselineWriter.json($0) }),
        ]
        // A baseline sorts its runs by scenario and strategy: compare run by run, by pair.
        func figures(_ runs: [RunReport]) -> [String: RunResult] {
            Dictionary(uniqueKeysWithValues: runs.map { ("\($0.result.scenario)\u{0}\($0.result.strategy)", $0.result) })
        }
        for (label, write) in writers {
            let again: SuiteReport, twice: SuiteReport
            do {
                again = try ReportReader().read(data: Data(write(report).utf8), path: label).report
                twice = try ReportReader().read(data: Data(write(again).utf8), path: label).report
            } catch {
                throw FuzzViolation("\(label) written from an accepted document does not read back: \(error)")
            }
            let accepted = figures(report.runs), read = figures(again.runs), reread = figures(twice.runs)
            guard read.count == accepted.count, reread.count == read.count, accepted.allSatisfy({ key, run in
                read[key].map { $0.seed == run.seed } == true
                    && reread[key].map { $0.seed == run.seed && $0.metrics == read[key]?.metrics } == true
            }) else {
                throw FuzzViolation("\(label) written from an accepted document reads back with other runs, seeds or figures")
            }
        }
        return outcome.joined(separator: "\n")
    }
}

/// A small report with every part the reader knows: metrics, host samples, a gate, an
/// expectation, a finding, a shard position and a seed above 2⁵³.
private enum Fixture {
    static let report: SuiteReport = {
        var metrics = MetricSet()
        metrics[.frames] = 240
        metrics[.hitchTimeRatio] = 1.25
        metrics[.snapshotApplies] = 12
        var host = MetricSet()
        host[.hostWallSeconds] = 0.5
        let finding = Finding(frame: 3, time: 0.05, kind: Finding.Kind.allCases[0], message: "a finding", occurrences: 2)
        let first = RunResult(scenario: "tiny", strategy: "natural", device: "iphone-15-pro", seed: UInt64.max, duration: .seconds(4),
                              metrics: metrics, hostMetrics: host, findings: [finding])
        var second = first
        second.strategy = "flipped"
        var gate = GateTolerances()
        gate[.frames] = Tolerance(absolute: 2, relative: 0.05)
        var samples = MetricSamples()
        samples[.hostWallSeconds] = [0.4, 0.5, 0.6]
        let runs = [
            RunReport(result: first, expectations: [ExpectationResult(Expectation(metric: .frames, comparison: .less, value: 300), actual: 240)],
                      gate: gate, hostSamples: samples),
            RunReport(result: second, expectations: []),
        ]
        return SuiteReport(toolVersion: "0.1.0", runs: runs,
                           shard: ShardPosition(index: 1, count: 2, totalRuns: 4, positions: [0, 3], suite: "0123456789abcdef"))
    }()
}
