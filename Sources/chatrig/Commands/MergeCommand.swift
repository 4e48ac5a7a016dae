import ArgumentParser
import Foundation
import Reporting

/// `chatrig merge DIR… --out DIR`.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the report folders of a sharded run (run --shard K/N) into one report.",
        discussion: """
        Every shard's folder must be given, once each. The merged report lists the runs in suite order, so \
        its deterministic part is identical to a run of the whole suite on one machine; it is written to \
        --out as report.json, report.md, junit.xml and report.html. Exit status: 0 when every expectation \
        holds, 1 when one fails, 2 on bad input (a folder that is not a shard report, a missing or repeated shard).
        """
    )

    @Argument(help: ArgumentHelp("Report folders (or report.json files) of the shards.", valueName: "dir"))
    var shards: [String]

    @Option(help: ArgumentHelp("Folder for the merged report: absent, empty or a report folder ChatRig wrote.", valueName: "dir"))
    var out: String

    @Option(help: "Output on standard output: the terminal table or a report format.")
    var format = FormatChoice<RunFormats>.listedFirst

    func validate() throws {
        if shards.isEmpty { throw ValidationError("give the shard report folders to merge") }
        if out.isEmpty { throw ValidationError("--out needs a folder") }
    }

    mutating func run() throws {
        let staged = try PreparedOutput.flag("--out") { try ReportFolder.stage(URL(fileURLWithPath: out)) }
        let report: SuiteReport
        do {
            let reader = ReportReader()
            let documents = try shards.map { path throws(ReportReadError) in try reader.read(path) }
            report = try ShardMerge.merge(documents)
        } catch {
            staged.discard()
            throw BadInput(description: String(describing: error))
        }
        do {
            try OutputOverlap.check(out: out, inputs: shards)
        } catch {
            staged.discard()
            throw error
        }
        try PreparedOutput.flag("--out") { try staged.commit(ReportFolder.files(of: report)) }
        let rendered = format.render(report, options: FormatOptions(colors: isatty(STDOUT_FILENO) == 1))
        // The terminal table's colours are its own (its names made printable where it renders them).
        if format.isTerminal { Swift.print(rendered, terminator: "") } else { print(rendered, terminator: "") }
        if !report.passed { throw RunFailure() }
    }
}
