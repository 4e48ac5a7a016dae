import Foundation
@testable import ChatRigCLI
import Testing

/// `chatrig bisect` end to end on a throwaway git repository made here. The repository's
/// "package" is a scenario file and a build script: each revision is built with
/// `--build-command` and run with this chatrig (`--executable`), so a revision that streams
/// twice the tokens is the regression, and one whose build script fails is unbuildable.
@Suite(.serialized) struct BisectCLITests {
    private let cli = ChatRigCLITests()

    @discardableResult
    private func git(_ arguments: [String], in repo: URL) throws -> String {
        try #require(ChildProcess.git(arguments, in: repo), "git \(arguments.joined(separator: " ")) failed")
    }

    /// Commits `files` with `message`; its full hash.
    private func commit(_ files: [String: String], _ message: String, in repo: URL) throws -> String {
        for (name, text) in files { try text.write(to: repo.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try git(["add", "-A"], in: repo)
        try git(["commit", "-q", "-m", message], in: repo)
        return try git(["rev-parse", "HEAD"], in: repo)
    }

    private func repository() throws -> URL {
        let repo = try cli.temporaryFolder()
        try git(["init", "-q", "-b", "main"], in: repo)
        try git(["config", "user.email", "ci@example.invalid"], in: repo)
        try git(["config", "user.name", "CI"], in: repo)
        return repo
    }

    private func bisect(_ extra: [String], in repo: URL) throws -> ChatRigCLITests.Outcome {
        try cli.chatrig(["bisect", "--scenario", "tiny-stream.yaml", "--strategy", "natural", "--build-command", "sh build.sh",
                         "--executable", ChatRigCLITests.executable.path] + extra, in: repo)
    }

    /// The checkout as `bisect` must leave it: on main, clean, no bisection in progress.
    private func expectUntouched(_ repo: URL, head: String) throws {
        #expect(try git(["rev-parse", "--abbrev-ref", "HEAD"], in: repo) == "main")
        #expect(try git(["rev-parse", "HEAD"], in: repo) == head)
        #expect(try git(["status", "--porcelain", "--untracked-files=no"], in: repo) == "")
        #expect(!FileManager.default.fileExists(atPath: repo.appendingPathComponent(".git/BISECT_START").path))
    }

    @Test func findsTheMiddleCommitThatRegressedAndResetsTheCheckout() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        let culprit = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 240)], "Stream twice the tokens", in: repo)
        let head = try commit(["NOTES.md": "docs\n"], "Touch the notes", in: repo)
        let result = try bisect(["--good", good, "--metric", "snapshotApplies"], in: repo)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("First bad commit: \(culprit.prefix(7)) Stream twice the tokens"), "\(result.stdout)")
        let values = try #require(result.stdout.firstMatch(of: /snapshotApplies: (\d+) at (\w+) → (\d+) at (\w+)/))
        #expect(String(values.2) == String(good.prefix(7)) && String(values.4) == String(culprit.prefix(7)))
        #expect(Int(values.3)! > Int(values.1)!)
        #expect(result.stdout.contains("regression"))
        try expectUntouched(repo, head: head)
    }

    @Test func anUnbuildableRevisionIsSkippedAndNamed() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        _ = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 240), "build.sh": "echo broken >&2; exit 1\n"], "Break the build", in: repo)
        let head = try commit(["build.sh": "exit 0\n"], "Fix the build", in: repo)
        let result = try bisect(["--good", good, "--metric", "snapshotApplies"], in: repo)
        // The only revision between them cannot be built: git cannot tell which of the two is first.
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Skipped (did not build or run):"))
        #expect(result.stdout.contains("Break the build — did not build (exit 1"), "\(result.stdout)")
        try expectUntouched(repo, head: head)
    }

    @Test func aDirtyWorkTreeIsRefusedAndLeftAsItWas() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        _ = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 240)], "Stream twice the tokens", in: repo)
        try "edited\n".write(to: repo.appendingPathComponent("build.sh"), atomically: true, encoding: .utf8)
        let result = try bisect(["--good", good, "--metric", "snapshotApplies"], in: repo)
        #expect(result.status == 2)
        #expect(result.stderr.contains("uncommitted changes"))
        #expect(try String(contentsOf: repo.appendingPathComponent("build.sh"), encoding: .utf8) == "edited\n")
        let unknown = try bisect(["--good", "no-such-rev", "--metric", "snapshotApplies"], in: repo)
        #expect(unknown.status == 2)
        let both = try bisect(["--good", good], in: repo)
        #expect(both.status == 2)
        #expect(both.stderr.contains("exactly one of --metric and --baseline"))
    }

    @Test func ctrlCResetsTheCheckout() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exec sleep 30\n"], "A slow build", in: repo)
        _ = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 240)], "Stream twice the tokens", in: repo)
        let head = try commit(["NOTES.md": "docs\n"], "Touch the notes", in: repo)
        let process = Process()
        process.executableURL = ChatRigCLITests.executable
        process.arguments = ["bisect", "--good", good, "--metric", "snapshotApplies", "--scenario", "tiny-stream.yaml",
                             "--strategy", "natural", "--build-command", "exec sh build.sh"]
        process.currentDirectoryURL = repo
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the bisection has checked out the good revision and is building it.
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: repo.appendingPathComponent(".git/BISECT_START").path) {
            usleep(50_000)
        }
        usleep(500_000)
        #expect(FileManager.default.fileExists(atPath: repo.appendingPathComponent(".git/BISECT_START").path))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        try expectUntouched(repo, head: head)
    }
}

extension BisectCLITests {
    @Test func anyRegressionAgainstABaselineFindsTheCulpritToo() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        // The baseline: the good revision's run, outside the repository.
        let baseline = repo.deletingLastPathComponent().appendingPathComponent("bisect-baseline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: baseline) }
        #expect(try cli.chatrig(["run", "tiny-stream.yaml", "--strategy", "natural", "--out", baseline.path], in: repo).status == 0)
        let culprit = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 240)], "Stream twice the tokens", in: repo)
        let head = try commit(["NOTES.md": "docs\n"], "Touch the notes", in: repo)
        let result = try bisect(["--good", good, "--baseline", baseline.path], in: repo)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("First bad commit: \(culprit.prefix(7)) Stream twice the tokens"), "\(result.stdout)")
        try expectUntouched(repo, head: head)
    }
}

/// `bisect` under the signals a CI cancel (SIGTERM), a closed terminal (SIGHUP) and Ctrl-C
/// (SIGINT) send while `git bisect run` builds a revision: it stops the build at once (not
/// after every remaining revision), resets the checkout, removes its temporary folder and
/// exits 128 + the signal; and it says "not found" with 1 when nothing regressed.
extension BisectCLITests {
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalDuringGitBisectRunStopsTheBuildResetsAndCleansUp(_ signal: Int32) throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let scratch = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        _ = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 240), "build.sh": "touch \"$STARTED\"; exec sleep 60\n"], "A slow build", in: repo)
        _ = try commit(["NOTES.md": "one\n"], "Notes", in: repo)
        let head = try commit(["NOTES.md": "two\n"], "More notes", in: repo)
        let started = scratch.appendingPathComponent("started").path
        let process = Process()
        process.executableURL = ChatRigCLITests.executable
        process.arguments = ["bisect", "--good", good, "--metric", "snapshotApplies", "--scenario", "tiny-stream.yaml",
                             "--strategy", "natural", "--build-command", "sh build.sh", "--executable", ChatRigCLITests.executable.path]
        process.currentDirectoryURL = repo
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        environment["STARTED"] = started
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until a revision's slow build runs under git bisect run.
        for _ in 0..<1_200 where !FileManager.default.fileExists(atPath: started) { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: started))
        let sent = Date()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(sent) < 30, "the 60 s build was stopped, not waited for")
        #expect(process.terminationStatus == 128 + signal)
        try expectUntouched(repo, head: head)
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("chatrig-bisect-") }
        #expect(left.isEmpty, "temporary folders left: \(left)")
    }

    @Test func nothingRegressedIsNotFoundWithStatusOne() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        _ = try commit(["NOTES.md": "one\n"], "Notes", in: repo)
        let head = try commit(["NOTES.md": "two\n"], "More notes", in: repo)
        let result = try bisect(["--good", good, "--metric", "snapshotApplies"], in: repo)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("First bad commit"))
        #expect(result.stdout.contains("bisect: no first bad commit found: \(head.prefix(7)) does not regress against \(good.prefix(7))."))
        try expectUntouched(repo, head: head)
    }

    @Test func anUnbuildableRevisionsReasonQuotesItsBuildNotADeletedLog() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let good = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        _ = try commit(["build.sh": "echo 'error: no such module Foo' >&2; exit 1\n"], "Break the build", in: repo)
        _ = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 240), "build.sh": "exit 0\n"], "Stream twice the tokens", in: repo)
        let result = try bisect(["--good", good, "--metric", "snapshotApplies"], in: repo)
        #expect(result.stdout.contains("did not build (exit 1): error: no such module Foo"), "\(result.stdout)")
        #expect(!result.stdout.contains(".log"))
    }

    @Test func anUnknownRevisionsEscapeSequenceNeverReachesTheTerminal() throws {
        let repo = try repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        _ = try commit(["tiny-stream.yaml": TinyStreamScenario.text(tokens: 120), "build.sh": "exit 0\n"], "A short reply", in: repo)
        let result = try bisect(["--good", "v1\u{1B}]0;pwned\u{07}\u{202E}", "--metric", "snapshotApplies"], in: repo)
        #expect(result.status == 2)
        #expect(result.stderr == "Error: --good: unknown revision 'v1\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}'\n")
    }
}

