import Foundation
import Reporting
import Simulator

/// What `bisect` does at one revision: build it with the team's build command, run the
/// scenario once against the strategy with the revision's own executable (deterministic: one
/// run is exact), and judge the report — against the good revision's for one metric, or
/// against a baseline for any regression.
///
/// `git bisect run` calls it through the hidden `bisect-judge` command; its exit status is
/// git's protocol: 0 good, 1 bad, 125 skip (the revision did not build or run).
struct BisectJudge: Codable {
    var scenario: String
    var strategy: String
    var buildCommand: String
    /// The executable the build makes, relative to the repository's root unless absolute.
    var executable: String
    /// The metric judged against the good revision, or nil to judge every metric against ``baseline``.
    var metric: String?
    var baseline: String?
    /// Where reports (`reports/<sha>`), build logs and the skipped revisions are kept.
    var work: String

    enum Verdict: Equatable { case good, bad, skip(String) }

    static let goodStatus: Int32 = 0, badStatus: Int32 = 1, skipStatus: Int32 = 125

    var workURL: URL { URL(fileURLWithPath: work) }
    func reportFolder(_ sha: String) -> URL { workURL.appendingPathComponent("reports/\(sha)") }
    var skippedFile: URL { workURL.appendingPathComponent("skipped") }

    /// Builds and runs the checked-out revision `sha` of `repo`; the report folder, or why not.
    func measure(_ sha: String, in repo: URL) -> Result<URL, SkipReason> {
        guard let build = try? ChildProcess.run(["sh", "-c", buildCommand], in: repo) else {
            return .failure(SkipReason(text: "the build command could not start"))
        }
        // The work folder goes when bisect ends: the reason quotes the build's last line
        // rather than naming a log that will not be there.
        guard build.status == 0 else {
            let last = (build.stderr + "\n" + build.stdout).split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
            return .failure(SkipReason(text: "did not build (exit \(build.status))" + (last.map { ": \($0.prefix(200))" } ?? "")))
        }
        let folder = reportFolder(sha)
        let exe = executable.hasPrefix("/") ? executable : repo.appendingPathComponent(executable).path
        guard let run = try? ChildProcess.run([exe, "run", scenario, "--strategy", strategy, "--out", folder.path, "--jobs", "1"],
                                              in: repo) else {
            return .failure(SkipReason(text: "\(executable) could not start"))
        }
        // 1 is a broken expectation: the report is still the revision's figures.
        guard run.status <= 1, FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path) else {
            let firstLine = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
            return .failure(SkipReason(text: "did not run (exit \(run.status)): \(firstLine)"))
        }
        return .success(folder)
    }

    struct SkipReason: Error { var text: String }

    /// Judges the report of `sha` against `reference` (the good revision's report) or the baseline.
    func judge(_ report: URL, reference: URL?) throws -> (verdict: Verdict, comparison: SuiteComparison) {
        let head = try ReportReader().read(report.path).report
        guard let basePath = baseline ?? reference?.path else { throw BadInput(description: "Error: bisect has nothing to judge against") }
        let base = try ReportReader().read(basePath).report
        let comparison = try Comparer().compare(base: base, head: head, baseLabel: basePath, headLabel: report.path)
        let regressed = comparison.regressions.contains { metric == nil || $0.metric.name == metric }
        return (regressed ? .bad : .good, comparison)
    }

    /// One step of `git bisect run`: measure and judge HEAD; the status git reads.
    func step(in repo: URL) -> Int32 {
        guard let sha = ChildProcess.git(["rev-parse", "HEAD"], in: repo) else { return 128 }
        switch measure(sha, in: repo) {
        case .failure(let reason):
            let line = "\(sha) \(reason.text)\n"
            if let handle = try? FileHandle(forWritingTo: skippedFile) {
                handle.seekToEndOfFile()
                handle.write(Data(line.utf8))
                try? handle.close()
            } else {
                try? line.write(to: skippedFile, atomically: true, encoding: .utf8)
            }
            StandardError.write("bisect: skip \(line)")
            return Self.skipStatus
        case .success(let folder):
            guard let good = try? String(contentsOf: workURL.appendingPathComponent("good"), encoding: .utf8),
                  let (verdict, _) = try? judge(folder, reference: reportFolder(good)) else { return 128 }
            StandardError.write("bisect: \(sha) \(verdict == .bad ? "bad" : "good")\n")
            return verdict == .bad ? Self.badStatus : Self.goodStatus
        }
    }
}
