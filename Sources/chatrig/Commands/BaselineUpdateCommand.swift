import ArgumentParser
import Foundation
import Reporting

/// `chatrig baseline update [PATHS…] --name NAME`.
struct BaselineUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Run scenarios (or take a report) and write them as the baseline reports/baselines/NAME.json.",
        discussion: """
        The baseline is made to be committed and reviewed: runs sorted by scenario and strategy, one a line, \
        keys in a fixed order, schema-versioned; host metrics as samples (all of them with --repeat). It is \
        replaced in one step, and left as it was when anything fails — an expectation included: a suite \
        whose expect: gates fail writes no baseline (exit 1), so a baseline always records a passing suite. \
        Only a ChatRig baseline (or nothing) at FOLDER/NAME.json is replaced; any other file there is refused.
        """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(help: ArgumentHelp("The baseline's name: reports/baselines/NAME.json ([a-z0-9._-]+).", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("Folder of baselines.", valueName: "dir"))
    var folder: String = "reports/baselines"

    @Option(help: ArgumentHelp("Take this report (a report.json or report folder) instead of running the scenarios.", valueName: "report"))
    var from: String?

    @OptionGroup var schedule: ScheduleOptions

    func validate() throws {
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || "._-".contains($0)) }),
              !name.hasPrefix(".") else {
            throw ValidationError("--name must be [a-z0-9._-]+ and not start with '.', found '\(name)'")
        }
    }

    mutating func run() throws {
        let destination = URL(fileURLWithPath: folder).appendingPathComponent("\(name).json")
        // Checked before a long run, and again (by the same rule) just before writing.
        try BaselineDestination.check(destination)
        let report: SuiteReport
        if let from {
            do { report = try ReportReader().read(from).report } catch { throw BadInput(description: error.description) }
        } else {
            let plan = try suite.plan()
            do {
                report = try suite.runner.run(plan, schedule: schedule.schedule)
            } catch {
                throw BadInput(description: String(describing: error))
            }
        }
        guard report.passed else {
            let failed = report.runs.filter { !$0.passed }.map { "\($0.result.scenario) · \($0.result.strategy)" }
            StandardError.write(
                "Error: \(failed.count) run\(failed.count == 1 ? "" : "s") failed an expectation (\(failed.prefix(3).joined(separator: ", "))"
                + "\(failed.count > 3 ? ", …" : "")); \(destination.relativePath) left as it was\n")
            throw RunFailure()
        }
        try BaselineDestination.check(destination)
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(BaselineWriter.json(report), to: destination)
        } catch {
            throw BadInput(description: "Error: \(destination.relativePath): \(error.localizedDescription)")
        }
        print("Wrote \(destination.relativePath): \(report.runs.count) run\(report.runs.count == 1 ? "" : "s").")
    }
}
