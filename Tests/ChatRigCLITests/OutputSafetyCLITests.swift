import Foundation
import Testing

/// `run --out` and `--trace` as a user types them: nothing but ChatRig's own folders is ever
/// replaced, and each refusal is one line with exit status 2.
extension ChatRigCLITests {
    static let scenario = packageRoot.appendingPathComponent("Scenarios/bugs/upside-down-text.yaml").path
    static let devices = packageRoot.appendingPathComponent("Scenarios/devices").path

    /// Every path under `root` (not following links) with its contents: to prove a folder untouched.
    func snapshot(_ root: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
            let full = root.appendingPathComponent(path).path
            result[path] = FileManager.default.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? "(folder)"
        }
        return result
    }

    /// A git checkout with a committed-looking tree: `git init`, a source file, staged.
    func gitCheckout() throws -> URL {
        let checkout = try temporaryFolder().appendingPathComponent("project")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try "print(\"hello\")\n".write(to: checkout.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "main.swift"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git"] + arguments
            git.currentDirectoryURL = checkout
            try git.run()
            git.waitUntilExit()
            try #require(git.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        }
        return checkout
    }

    @Test func aRunInAGitCheckoutNeverReplacesTheCheckout() throws {
        let checkout = try gitCheckout()
        defer { try? FileManager.default.removeItem(at: checkout.deletingLastPathComponent()) }
        let before = try snapshot(checkout.deletingLastPathComponent())
        #expect(before.keys.contains("project/.git/HEAD"))

        let empty = try chatrig(["run", Self.scenario, "--devices", Self.devices, "--out", ""], in: checkout)
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("Error: --out needs a folder; an empty path would name the working directory\n"))

        for (out, detail) in [(".", "it is the working directory"), ("..", "it contains the working directory"),
                              ("./", "it is the working directory"), (checkout.path, "it is the working directory")] {
            let result = try chatrig(["run", Self.scenario, "--devices", Self.devices, "--out", out], in: checkout)
            #expect(result.status == 2, "--out \(out)")
            #expect(result.stderr.contains("refusing to replace '"), "--out \(out)")
            #expect(result.stderr.contains("': not a ChatRig report folder (\(detail))\n"), "--out \(out): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
        #expect(try snapshot(checkout.deletingLastPathComponent()) == before)
    }

    @Test func aFolderOfOtherFilesAFileAndADeviceAreRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "notes".write(to: folder.appendingPathComponent("docs/notes.md"), atomically: true, encoding: .utf8)
        try "keep".write(to: folder.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        let before = try snapshot(folder)
        let cases = [
            ("docs", "not a ChatRig report folder (it holds 1 entry, e.g. 'notes.md', and no .chatrig-report marker)"),
            ("file.txt", "not a ChatRig report folder (it is a regular file)"),
            ("/dev/null", "not a ChatRig report folder (it is a device)"),
        ]
        for (out, message) in cases {
            let result = try chatrig(["run", Self.scenario, "--devices", Self.devices, "--out", out], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "Error: --out: refusing to replace '\(out)': \(message)\n")
        }
        #expect(try snapshot(folder) == before)
    }

    /// Run in a folder reached through a symbolic link (as macOS's temporary folders are, into
    /// `/private`), the CLI names the folder as the system resolves it: what
    /// ``ChatRigCLITests/temporaryFolder()`` returns, so path expectations hold on every platform.
    @Test func aFolderReachedThroughALinkIsNamedResolved() throws {
        let folder = try temporaryFolder()
        let link = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        defer {
            try? FileManager.default.removeItem(at: link)
            try? FileManager.default.removeItem(at: folder)
        }
        try "x".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        let result = try chatrig(["run", Self.scenario, "--devices", Self.devices, "--out", "file/latest"], in: link)
        #expect(result.status == 2)
        #expect(result.stderr == "Error: --out: cannot write 'file/latest': '\(folder.appendingPathComponent("file").path)' is a regular file, not a folder\n")
    }

    @Test func anUnwritableOutIsOneLineNamingThePathAndReason() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        let underFile = try chatrig(["run", Self.scenario, "--devices", Self.devices, "--out", "file/latest"], in: folder)
        #expect(underFile.status == 2)
        #expect(underFile.stderr == "Error: --out: cannot write 'file/latest': '\(folder.appendingPathComponent("file").path)' is a regular file, not a folder\n")
        #if os(Linux)
        let proc = try chatrig(["run", Self.scenario, "--devices", Self.devices, "--out", "/proc/x"], in: folder)
        #expect(proc.status == 2)
        #expect(proc.stderr == "Error: --out: cannot write '/proc/x': No such file or directory\n")
        #endif
    }

    @Test func aMarkedReportFolderIsReplacedAndAKilledRunsStagingIsCleared() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let leftover = folder.appendingPathComponent(".latest.new-2147483646-7")   // a PID no process has
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try "".write(to: leftover.appendingPathComponent(".chatrig-report"), atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let result = try chatrig(["run", Self.scenario, "--devices", Self.devices, "--out", "latest", "--format", "json"], in: folder)
            #expect(result.status == 0, "stderr: \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["latest"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("latest").path).sorted()
            == [".chatrig-report", "junit.xml", "report.html", "report.json", "report.md"])
    }

    @Test func seedStrategyAndDeviceMistakesAreOneClearError() throws {
        let seed = try chatrig(["run", Self.scenario, "--seed", "-1"])
        #expect(seed.status == 2)
        #expect(seed.stderr.hasPrefix("Error: The value '-1' is invalid for '--seed <n>': the seed must be a non-negative integer (0 to 18446744073709551615)\n"))
        #expect(!seed.stderr.contains("Missing value"))

        let twice = try chatrig(["run", Self.scenario, "--strategy", "flipped", "--strategy", "flipped"])
        #expect(twice.status == 2)
        #expect(twice.stderr == "--strategy: error: strategy 'flipped' is given twice\n")
        let sameVariant = try chatrig(["run", Self.scenario, "--strategy", "flipped(unflip: cell, loadMore: scroll)",
                                       "--strategy", "flipped(loadMore: scroll, unflip: cell)"])
        #expect(sameVariant.status == 2)

        let device = try chatrig(["run", "Scenarios/bugs", "--device", "nope"])
        #expect(device.status == 2)
        #expect(device.stderr.components(separatedBy: "unknown device 'nope'").count == 2, "stderr: \(device.stderr)")
    }

    @Test func traceWithSeveralRunsTakesAFolderAndNeverMakesOneOfAFileName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["run", Self.scenario, "--devices", Self.devices, "--out", "out"]
        let file = try chatrig(arguments + ["--trace", "trace.jsonl"], in: folder)
        #expect(file.status == 2)
        #expect(file.stderr == "Error: --trace: 'trace.jsonl' does not exist, and 2 runs write a trace each into a folder; pass 'trace.jsonl/' to create that folder, or run one scenario with one strategy for a single trace file\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])

        let created = try chatrig(arguments + ["--trace", "traces/"], in: folder)
        #expect(created.status == 0, "stderr: \(created.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("traces").path).sorted()
            == [".chatrig-trace", "upside-down-text.flipped.jsonl", "upside-down-text.flipped_unflip__cell_.jsonl"])
        let again = try chatrig(arguments + ["--trace", "traces"], in: folder)
        #expect(again.status == 0, "stderr: \(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out", "traces"])

        let intoReport = try chatrig(arguments + ["--trace", "out"], in: folder)
        #expect(intoReport.status == 2)
        #expect(intoReport.stderr.hasPrefix("Error: --trace: refusing to replace 'out': not a ChatRig trace folder"))
    }
}
