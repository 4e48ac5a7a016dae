import Foundation
import Reporting
import Simulator

/// One `chatrig bisect` in a repository: starts git's bisection, measures the good revision,
/// lets `git bisect run` drive ``BisectJudge`` through the hidden `bisect-judge` command, prints
/// the first bad commit with its figures and cost attribution, and resets the checkout.
struct BisectSession {
    let root: URL
    let judge: BisectJudge
    private var started = false

    init(root: URL, judge: BisectJudge) {
        self.root = root
        self.judge = judge
    }

    /// Runs the bisection; the exit status (0 found, 1 not found). Throws ``BadInput`` when
    /// git refuses the revisions or the good revision cannot be measured or already regresses.
    mutating func bisect(good: String, bad: String) throws -> Int32 {
        guard let start = try? ChildProcess.run(["git", "bisect", "start", bad, good], in: root), start.status == 0 else {
            throw BadInput(description: "Error: bisect: git bisect start \(bad) \(good) failed (is --good an ancestor of --bad?)")
        }
        started = true
        if start.stdout.contains("is the first bad commit") == false, let midpoint = ChildProcess.git(["rev-parse", "HEAD"], in: root) {
            try checkout(good)
            let reference = try measureOrRefuse(good, what: "the good revision")
            if judge.baseline != nil, try judge.judge(reference, reference: nil).verdict == .bad {
                throw BadInput(description: "Error: bisect: the good revision \(short(good)) already regresses against \(judge.baseline ?? "")")
            }
            try checkout(midpoint)
            let config = judge.workURL.appendingPathComponent("judge.json").path
            let run = try ChildProcess.run(["git", "bisect", "run", Self.executablePath, "bisect-judge", config], in: root)
            if Interruption.happened { return ExitStatus.passed }
            guard run.stdout.contains("is the first bad commit") else {
                print("bisect: no first bad commit found.")
                print(run.stdout.split(separator: "\n").filter { !$0.hasPrefix("running") }.suffix(12).joined(separator: "\n"))
                printSkipped()
                return ExitStatus.expectationFailed
            }
            return try report(firstBad: try firstBad(in: run.stdout), good: good)
        }
        return try report(firstBad: try firstBad(in: start.stdout), good: good)
    }

    /// Ends git's bisection: the checkout is back where it was. Safe to call more than once.
    mutating func reset() {
        guard started else { return }
        _ = try? ChildProcess.run(["git", "bisect", "reset"], in: root, forwardsSignals: false)
        started = false
    }

    // MARK: - Steps

    private func checkout(_ sha: String) throws {
        guard ChildProcess.git(["checkout", "-q", sha], in: root) != nil else {
            throw BadInput(description: "Error: bisect: git checkout \(short(sha)) failed")
        }
    }

    private func measureOrRefuse(_ sha: String, what: String) throws -> URL {
        switch judge.measure(sha, in: root) {
        case .success(let folder): return folder
        case .failure(let reason): throw BadInput(description: "Error: bisect: \(what) \(short(sha)) \(reason.text)")
        }
    }

    private func firstBad(in output: String) throws -> String {
        guard let line = output.split(separator: "\n").first(where: { $0.hasSuffix("is the first bad commit") }),
              let sha = line.split(separator: " ").first else {
            throw BadInput(description: "Error: bisect: git named no first bad commit")
        }
        return String(sha)
    }

    /// Prints the first bad commit, the metric on both sides and its explanation.
    private func report(firstBad sha: String, good: String) throws -> Int32 {
        let parent = ChildProcess.git(["rev-parse", "\(sha)^"], in: root) ?? good
        let headFolder = try existingOrMeasured(sha)
        let baseFolder = try existingOrMeasured(parent)
        let head = try ReportReader().read(headFolder.path).report, base = try ReportReader().read(baseFolder.path).report
        let comparison = try Comparer().compare(base: base, head: head, baseLabel: short(parent), headLabel: short(sha))
        // git names the --bad revision when every revision it judged was good, without judging
        // that one itself: nothing regressed unless it does.
        if try judge.judge(headFolder, reference: existingReport(good) ?? baseFolder).verdict != .bad {
            print("bisect: no first bad commit found: \(short(sha)) does not regress against \(judge.baseline ?? short(good)).")
            printSkipped()
            return ExitStatus.expectationFailed
        }
        print("First bad commit: \(ChildProcess.git(["log", "-1", "--format=%h %s", sha], in: root) ?? sha)")
        if let name = judge.metric, let metric = Metric(name: name),
           let before = base.runs.first?.result.metrics[metric], let after = head.runs.first?.result.metrics[metric] {
            print("  \(metric): \(JSONValue.formatNumber(before)) at \(short(parent)) → \(JSONValue.formatNumber(after)) at \(short(sha))")
        }
        print(ComparisonTerminalWriter.text(comparison), terminator: "")
        printSkipped()
        return ExitStatus.passed
    }

    /// The report folder of `sha` when it was measured, else nil.
    private func existingReport(_ sha: String) -> URL? {
        let folder = judge.reportFolder(sha)
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path) ? folder : nil
    }

    private func existingOrMeasured(_ sha: String) throws -> URL {
        let folder = judge.reportFolder(sha)
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path) { return folder }
        try checkout(sha)
        return try measureOrRefuse(sha, what: "revision")
    }

    private func printSkipped() {
        guard let text = try? String(contentsOf: judge.skippedFile, encoding: .utf8), !text.isEmpty else { return }
        print("Skipped (did not build or run):")
        for line in text.split(separator: "\n") {
            let sha = String(line.split(separator: " ").first ?? "")
            let subject = ChildProcess.git(["log", "-1", "--format=%s", sha], in: root) ?? ""
            print("  \(short(sha)) \(subject) — \(line.dropFirst(sha.count + 1))")
        }
    }

    private func short(_ sha: String) -> String { String(sha.prefix(7)) }

    /// This executable, which `git bisect run` calls back with `bisect-judge`.
    static var executablePath: String {
        Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
    }
}
