import Foundation
import Testing

/// The GitHub Action's steps (scripts/ci/chatrig-action.sh, which action.yml runs), in a fake
/// GitHub environment: `GITHUB_*` variables, a job summary file, and a fake `gh` on PATH that
/// records what it was asked to do.
@Suite(.serialized) struct ActionScriptTests {
    private let cli = ChatRigCLITests()
    static let script = ChatRigCLITests.packageRoot.appendingPathComponent("scripts/ci/chatrig-action.sh").path

    /// A fake `gh`: logs its arguments a line, answers `api user` with `FAKE_GH_LOGIN` (or
    /// fails, as it does for GITHUB_TOKEN), runs the `--jq` program with the real jq over
    /// `FAKE_GH_COMMENTS` (the pull request's comments as GitHub lists them) for the comment
    /// list, and copies a `-F body=@FILE` body to `FAKE_GH_BODY`.
    private func fakeGH(in folder: URL) throws -> URL {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let gh = bin.appendingPathComponent("gh")
        try """
        #!/usr/bin/env bash
        echo "$*" >> "$FAKE_GH_LOG"
        program=""; previous=""
        for arg in "$@"; do
          case "$arg" in body=@*) cp "${arg#body=@}" "$FAKE_GH_BODY" ;; esac
          [ "$previous" = "--jq" ] && program="$arg"
          previous="$arg"
        done
        case "$*" in
          "api user"*) [ -n "${FAKE_GH_LOGIN:-}" ] || exit 1; echo "$FAKE_GH_LOGIN" ;;
          *--paginate*) [ -n "${FAKE_GH_COMMENTS:-}" ] && echo "$FAKE_GH_COMMENTS" | jq -r "$program" ;;
        esac
        exit 0
        """.write(to: gh, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        return bin
    }

    /// A comment list as GitHub's API gives it: id, author and body.
    static func comments(_ entries: [(id: Int, login: String, body: String)]) throws -> String {
        let objects = entries.map { ["id": $0.id, "user": ["login": $0.login], "body": $0.body] as [String: Any] }
        return String(decoding: try JSONSerialization.data(withJSONObject: objects), as: UTF8.self)
    }

    private func step(_ name: String, in folder: URL, _ environment: [String: String]) throws -> ChatRigCLITests.Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.script, name]
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        for key in env.keys where key.hasPrefix("GITHUB_") || key.hasPrefix("CHATRIG") { env[key] = nil }
        env["PATH"] = folder.appendingPathComponent("bin").path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["CHATRIG"] = ChatRigCLITests.executable.path
        env["CHATRIG_OUT"] = folder.appendingPathComponent("ci").path
        env["FAKE_GH_LOG"] = folder.appendingPathComponent("gh.log").path
        env["FAKE_GH_BODY"] = folder.appendingPathComponent("gh-body.md").path
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                     stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A folder with a committed baseline of the slow stream and the fast one as the head's suite.
    private func workspace() throws -> URL {
        let folder = try cli.temporaryFolder()
        try TinyStreamScenario.write(in: folder.appendingPathComponent("slow"), fast: false)
        try TinyStreamScenario.write(in: folder.appendingPathComponent("fast"), fast: true)
        _ = try fakeGH(in: folder)
        let run = try cli.chatrig(["run", folder.appendingPathComponent("slow").path, "--out", folder.appendingPathComponent("base").path])
        #expect(run.status == 0, "\(run.stderr)")
        let update = try cli.chatrig(["baseline", "update", "--from", folder.appendingPathComponent("base").path, "--name", "main",
                                      "--folder", folder.appendingPathComponent("reports/baselines").path])
        #expect(update.status == 0, "\(update.stderr)")
        return folder
    }

    private func pullRequest(_ folder: URL, suite: String) -> [String: String] {
        [
            "CHATRIG_SCENARIOS": folder.appendingPathComponent(suite).path,
            "GITHUB_STEP_SUMMARY": folder.appendingPathComponent("summary.md").path,
            "GITHUB_REPOSITORY": "acme/chat", "GITHUB_EVENT_NAME": "pull_request", "GITHUB_REF": "refs/pull/42/merge",
            "CHATRIG_REPORT_URL": "https://github.example/acme/chat/actions/runs/1/artifacts/2",
        ]
    }

    @Test func aRegressionIsSummarisedCommentedOnceAndFailsWithOne() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = pullRequest(folder, suite: "fast")
        #expect(try step("run", in: folder, env).status == 0)
        let compare = try step("compare", in: folder, env)
        #expect(compare.status == 0, "the step records the verdict and lets the comment run: \(compare.stderr)")
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("#### Regressions"))
        #expect(summary.contains("snapshotApplies"))

        let posted = try step("comment", in: folder, env)
        #expect(posted.status == 0, "\(posted.stderr)")
        var log = try String(contentsOf: folder.appendingPathComponent("gh.log"), encoding: .utf8).split(separator: "\n")
        #expect(log.count == 3)
        #expect(log[0] == "api user --jq .login")
        #expect(log[1].hasPrefix("api repos/acme/chat/issues/42/comments --paginate"))
        #expect(log[2].hasPrefix("api -X POST repos/acme/chat/issues/42/comments -F body=@"))
        let body = try String(contentsOf: folder.appendingPathComponent("gh-body.md"), encoding: .utf8)
        #expect(body.hasPrefix("<!-- chatrig-comparison -->\n### ChatRig: ✗ "))
        #expect(body.contains("snapshotApplies"))
        #expect(body.contains("[the uploaded report](https://github.example/acme/chat/actions/runs/1/artifacts/2)"))
        #expect(body.utf8.count <= 65_536)

        // The next push to the pull request updates the same comment.
        var again = env
        again["FAKE_GH_COMMENTS"] = try Self.comments([(777, "github-actions[bot]", "<!-- chatrig-comparison -->\n### ChatRig: …")])
        #expect(try step("comment", in: folder, again).status == 0)
        log = try String(contentsOf: folder.appendingPathComponent("gh.log"), encoding: .utf8).split(separator: "\n")
        #expect(log.count == 6)
        #expect(log[5].hasPrefix("api -X PATCH repos/acme/chat/issues/comments/777 -F body=@"))

        #expect(try step("finish", in: folder, env).status == 1)
    }

    /// Anyone may post a comment that starts with the marker; the step updates only the one
    /// its own account wrote (by author), and posts a new one when there is none.
    @Test func onlyTheBotsOwnCommentIsUpdatedNotOneThatMerelyStartsWithTheMarker() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        var env = pullRequest(folder, suite: "fast")
        #expect(try step("run", in: folder, env).status == 0)
        _ = try step("compare", in: folder, env)
        let impostor = (id: 501, login: "mallory", body: "<!-- chatrig-comparison -->\n### ChatRig: ✓ No regression")
        env["FAKE_GH_COMMENTS"] = try Self.comments([impostor, (777, "github-actions[bot]", "<!-- chatrig-comparison -->\nold")])
        #expect(try step("comment", in: folder, env).status == 0)
        var log = try String(contentsOf: folder.appendingPathComponent("gh.log"), encoding: .utf8).split(separator: "\n")
        #expect(log.last?.hasPrefix("api -X PATCH repos/acme/chat/issues/comments/777 -F body=@") == true)

        env["FAKE_GH_COMMENTS"] = try Self.comments([impostor])
        #expect(try step("comment", in: folder, env).status == 0)
        log = try String(contentsOf: folder.appendingPathComponent("gh.log"), encoding: .utf8).split(separator: "\n")
        #expect(log.last?.hasPrefix("api -X POST repos/acme/chat/issues/42/comments -F body=@") == true)
        #expect(!log.contains { $0.contains("comments/501") })

        // A personal token's account, as GitHub names it.
        env["FAKE_GH_LOGIN"] = "chatrig-bot"
        env["FAKE_GH_COMMENTS"] = try Self.comments([(777, "github-actions[bot]", "<!-- chatrig-comparison -->\nx"),
                                                     (901, "chatrig-bot", "<!-- chatrig-comparison -->\ny")])
        #expect(try step("comment", in: folder, env).status == 0)
        log = try String(contentsOf: folder.appendingPathComponent("gh.log"), encoding: .utf8).split(separator: "\n")
        #expect(log.last?.hasPrefix("api -X PATCH repos/acme/chat/issues/comments/901 -F body=@") == true)
    }

    @Test func anUnchangedSuiteHoldsAndAPushPostsNoComment() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        var env = pullRequest(folder, suite: "slow")
        env["GITHUB_EVENT_NAME"] = "push"
        env["GITHUB_REF"] = "refs/heads/main"
        #expect(try step("run", in: folder, env).status == 0)
        #expect(try step("compare", in: folder, env).status == 0)
        let comment = try step("comment", in: folder, env)
        #expect(comment.status == 0)
        #expect(comment.stdout.contains("not a pull request"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gh.log").path))
        #expect(try step("finish", in: folder, env).status == 0)
    }

    @Test func onlyImprovementsUnderFailOnImprovementExitThree() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A baseline that applied more snapshots than the head does: the head improved.
        let baseline = folder.appendingPathComponent("reports/baselines/main.json")
        let text = try String(contentsOf: baseline, encoding: .utf8)
        let applies = try #require(text.firstMatch(of: /"snapshotApplies":(\d+)/))
        try text.replacingOccurrences(of: String(applies.0), with: "\"snapshotApplies\":\(Int(applies.1)! + 5)")
            .write(to: baseline, atomically: true, encoding: .utf8)
        var env = pullRequest(folder, suite: "slow")
        env["CHATRIG_COMPARE_ARGS"] = "--fail-on-improvement"
        #expect(try step("run", in: folder, env).status == 0)
        #expect(try step("compare", in: folder, env).status == 0)
        #expect(try step("finish", in: folder, env).status == 3)
        // Without the flag the same improvement holds.
        env["CHATRIG_COMPARE_ARGS"] = nil
        #expect(try step("compare", in: folder, env).status == 0)
        #expect(try step("finish", in: folder, env).status == 0)
        let direct = try cli.chatrig(["compare", baseline.path, folder.appendingPathComponent("ci/head").path, "--fail-on-improvement"])
        #expect(direct.status == 3, "\(direct.stdout)")
    }

    @Test func aMissingBaselineIsBadInputExitTwo() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        var env = pullRequest(folder, suite: "slow")
        env["CHATRIG_BASELINE"] = folder.appendingPathComponent("reports/baselines/nope.json").path
        #expect(try step("run", in: folder, env).status == 0)
        let compare = try step("compare", in: folder, env)
        #expect(compare.status == 2)
        #expect(compare.stderr.contains("no baseline at"))
        #expect(try step("finish", in: folder, env).status == 2)
        #expect(try step("nonsense", in: folder, env).status == 2)
    }
}
