import ArgumentParser
import Foundation
import Reporting

/// Where `run` writes: the report folder (`--out`) and the frame traces (`--trace`).
///
/// Both are checked before anything runs (``prepare(runCount:)``): only an absent, empty or
/// ChatRig-marked folder is ever replaced (``ReportFolder``, ``TraceOutput``), so a mistyped
/// path refuses with exit status 2 instead of destroying a folder.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Folder the report files go to: absent, empty, or a report folder ChatRig wrote (it is replaced whole).",
        valueName: "dir"))
    var out: String = "reports/latest"

    @Option(help: ArgumentHelp(
        "Write the per-frame trace as JSON Lines to this file (one scenario and strategy), or to this folder, a file per pair; end the path with '/' to create the folder.",
        valueName: "path"))
    var trace: String?

    @Option(help: "Trace format: jsonl (an object a frame, a file a run) or perfetto (Chrome trace-event JSON for Perfetto UI, a file a scenario, a track a strategy).")
    var traceFormat: TraceFormat = .jsonl

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder; an empty path would name the working directory") }
        if trace?.isEmpty == true { throw ValidationError("--trace needs a file or folder path") }
    }

    /// Checks `--out` and `--trace` for a run of `runCount` pairs of `scenarioCount`
    /// scenarios and stages both, so an unwritable or refused destination stops the command
    /// before it runs anything.
    func prepare(runCount: Int, scenarioCount: Int = 1) throws -> PreparedOutput {
        let report = try PreparedOutput.flag("--out") { try ReportFolder.stage(URL(fileURLWithPath: out)) }
        do {
            let traceOutput = try trace.map { path in
                try PreparedOutput.flag("--trace") { try TraceOutput(path: path, runCount: runCount, scenarioCount: scenarioCount, format: traceFormat) }
            }
            return PreparedOutput(report: report, trace: traceOutput)
        } catch {
            report.discard()
            throw error
        }
    }
}

/// `--out` and `--trace` checked and staged, ready to take a run's results.
struct PreparedOutput {
    var report: StagedFolder
    var trace: TraceOutput?

    /// Puts the traces in place and writes the report; with `comparison`, its
    /// `compare.json`, `compare.md` and `compare-junit.xml` beside it, and `report.html`
    /// showing the changes.
    func write(_ suiteReport: SuiteReport, comparison: SuiteComparison? = nil) throws {
        do {
            try Self.flag("--trace") { try trace?.commit() }
        } catch {
            report.discard()
            throw error
        }
        var files = ReportFolder.files(of: suiteReport, comparison: comparison?.reportComparison)
        if let comparison {
            files["compare.json"] = ComparisonJSONWriter.json(comparison)
            files["compare.md"] = ComparisonMarkdownWriter.markdown(comparison)
            files["compare-junit.xml"] = ComparisonJUnitWriter.xml(comparison)
        }
        try Self.flag("--out") { try report.commit(files) }
    }

    /// Leaves every destination as it was (after a failed run).
    func discard() {
        trace?.discard()
        report.discard()
    }

    /// Runs `body`, turning a folder error into one line naming `flag`: `Error: --out: …`.
    static func flag<T>(_ flag: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FolderClaimError {
            throw BadInput(description: "Error: \(flag): \(error)")
        } catch let error as FolderWriteError {
            throw BadInput(description: "Error: \(flag): \(error)")
        } catch let error as TraceOutputError {
            throw BadInput(description: "Error: \(flag): \(error)")
        }
    }
}

extension TraceFormat: ExpressibleByArgument {}
