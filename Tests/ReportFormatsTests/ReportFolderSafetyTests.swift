import Foundation
import Testing
@testable import ReportFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file manager whose working directory is a test's temporary folder, so the
/// working-directory rules are tested without changing the test process's own.
private final class WorkingDirectoryFileManager: FileManager, @unchecked Sendable {
    let workingDirectory: String
    init(_ workingDirectory: URL) {
        self.workingDirectory = workingDirectory.path
        super.init()
    }
    override var currentDirectoryPath: String { workingDirectory }
}

/// A temporary folder with helpers to fill it and to snapshot what is in it.
private struct Sandbox: ~Copyable {
    let root: URL
    let files = FileManager.default

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    @discardableResult
    func file(_ path: String, _ contents: String = "user data") throws -> URL {
        let url = url(path)
        try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: false, encoding: .utf8)
        return url
    }

    @discardableResult
    func folder(_ path: String) throws -> URL {
        let url = url(path)
        try files.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every path under the root (not following links) with its kind and contents.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        let paths = (try? files.subpathsOfDirectory(atPath: root.path)) ?? []
        for path in paths {
            let full = url(path).path
            if let target = try? files.destinationOfSymbolicLink(atPath: full) {
                result[path] = "link → \(target)"
            } else if let data = files.contents(atPath: full) {
                result[path] = String(decoding: data, as: UTF8.self)
            } else {
                result[path] = "(folder or special)"
            }
        }
        return result
    }

    func entries(_ path: String = "") throws -> [String] {
        try files.contentsOfDirectory(atPath: url(path).path).sorted()
    }
}

private let reportFiles = ["report.json": "{}\n", "report.md": "# report\n"]

@Suite struct ReportFolderReplaceTests {
    @Test func anAbsentFolderIsCreatedWithTheFilesAndTheMarker() throws {
        let box = try Sandbox()
        let folder = box.url("reports/latest")
        try ReportFolder.replace(folder, with: reportFiles)
        #expect(try box.entries("reports/latest") == [".chatrig-report", "report.json", "report.md"])
        #expect(try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8) == "# report\n")
        #expect(try box.entries("reports") == ["latest"])
    }

    @Test func anEmptyFolderIsReplaced() throws {
        let box = try Sandbox()
        let folder = try box.folder("out")
        #expect(try FolderClaim(folder, marker: .report).state == .empty)
        try ReportFolder.replace(folder, with: reportFiles)
        #expect(try box.entries("out") == [".chatrig-report", "report.json", "report.md"])
        #expect(try box.entries() == ["out"])
    }

    @Test func aMarkedFolderIsReplacedWholeLeavingNoStagingBehind() throws {
        let box = try Sandbox()
        let folder = box.url("out")
        try ReportFolder.replace(folder, with: ["old.txt": "old"])
        try box.file("out/added-by-hand.txt")
        #expect(try FolderClaim(folder, marker: .report).state == .marked)
        try ReportFolder.replace(folder, with: reportFiles)
        #expect(try box.entries("out") == [".chatrig-report", "report.json", "report.md"])
        #expect(try box.entries() == ["out"])
    }

    @Test func aFolderOfOtherFilesIsRefusedAndUntouched() throws {
        let box = try Sandbox()
        try box.file("project/main.swift", "print(1)")
        try box.file("project/.git/HEAD", "ref: refs/heads/main")
        let before = box.snapshot()
        let error = #expect(throws: FolderClaimError.self) {
            try ReportFolder.replace(box.url("project"), with: reportFiles)
        }
        #expect(error?.reason == .unmarked(count: 2, example: ".git"))
        #expect(error?.description.hasSuffix("/project': not a ChatRig report folder (it holds 2 entries, e.g. '.git', and no .chatrig-report marker)") == true)
        #expect(box.snapshot() == before)
    }

    @Test func theWorkingDirectoryIsRefusedEvenWhenEmptyOrMarked() throws {
        let box = try Sandbox()
        let workingDirectory = try box.folder("checkout")
        let files = WorkingDirectoryFileManager(workingDirectory)
        let error = #expect(throws: FolderClaimError.self) {
            try ReportFolder.replace(workingDirectory, with: reportFiles, fileManager: files)
        }
        #expect(error?.reason == .workingDirectory)
        try box.file("checkout/.chatrig-report")
        let marked = #expect(throws: FolderClaimError.self) {
            try ReportFolder.replace(workingDirectory, with: reportFiles, fileManager: files)
        }
        #expect(marked?.reason == .workingDirectory)
        #expect(try box.entries() == ["checkout"])
        #expect(try box.entries("checkout") == [".chatrig-report"])
    }

    @Test func aFolderContainingTheWorkingDirectoryIsRefused() throws {
        let box = try Sandbox()
        let workingDirectory = try box.folder("a/b/checkout")
        try box.file("a/.chatrig-report")
        let before = box.snapshot()
        let files = WorkingDirectoryFileManager(workingDirectory)
        for ancestor in [box.url("a/b"), box.url("a"), box.url("a/b/checkout/..")] {
            let error = #expect(throws: FolderClaimError.self) {
                try ReportFolder.replace(ancestor, with: reportFiles, fileManager: files)
            }
            #expect(error?.reason == .containsWorkingDirectory)
        }
        #expect(box.snapshot() == before)
    }

    @Test func anEmptyPathIsRefusedAsTheWorkingDirectory() throws {
        #expect(throws: FolderClaimError(path: "", marker: .report, reason: .emptyPath)) {
            try FolderClaim(path: "", marker: .report)
        }
        // Through a URL, "" and "." both name the working directory.
        for path in ["", "."] {
            let error = #expect(throws: FolderClaimError.self) {
                try FolderClaim(URL(fileURLWithPath: path), marker: .report)
            }
            #expect(error?.reason == .workingDirectory)
        }
    }

    @Test func aFileIsRefusedAndKeepsItsContents() throws {
        let box = try Sandbox()
        let file = try box.file("notes.txt", "keep me")
        let error = #expect(throws: FolderClaimError.self) {
            try ReportFolder.replace(file, with: reportFiles)
        }
        #expect(error?.reason == .notAFolder(kind: "a regular file"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
        #expect(try box.entries() == ["notes.txt"])
    }

    @Test func aFIFOIsRefused() throws {
        let box = try Sandbox()
        let fifo = box.url("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0, "mkfifo failed: errno \(errno)")
        let error = #expect(throws: FolderClaimError.self) {
            try ReportFolder.replace(fifo, with: reportFiles)
        }
        #expect(error?.reason == .notAFolder(kind: "a FIFO"))
        #expect(try box.entries() == ["pipe"])
    }

    /// Read-only: the claim alone, so a regression can never replace the real device.
    @Test func aDeviceIsRefused() throws {
        let error = #expect(throws: FolderClaimError.self) {
            try FolderClaim(URL(fileURLWithPath: "/dev/null"), marker: .report)
        }
        #expect(error?.reason == .notAFolder(kind: "a device"))
        #expect(error?.description == "refusing to replace '/dev/null': not a ChatRig report folder (it is a device)")
    }

    @Test func aSymbolicLinkIsRefusedWhateverItPointsTo() throws {
        let box = try Sandbox()
        try ReportFolder.replace(box.url("real-report"), with: reportFiles)
        try box.file("project/main.swift")
        let file = try box.file("notes.txt")
        for (name, target) in [("to-report", box.url("real-report")), ("to-project", box.url("project")), ("to-file", file),
                               ("dangling", box.url("nowhere"))] {
            try box.files.createSymbolicLink(at: box.url(name), withDestinationURL: target)
        }
        let before = box.snapshot()
        for name in ["to-report", "to-project", "to-file", "dangling"] {
            let error = #expect(throws: FolderClaimError.self) {
                try ReportFolder.replace(box.url(name), with: reportFiles)
            }
            #expect(error?.reason == .symbolicLink, "\(name)")
        }
        #expect(box.snapshot() == before)
    }

    @Test func reportAndTraceFoldersDoNotReplaceEachOther() throws {
        let box = try Sandbox()
        try ReportFolder.replace(box.url("report"), with: reportFiles)
        let staged = try StagedFolder(replacing: box.url("traces"), marker: .trace)
        try staged.commit(["a.jsonl": "{}\n"])
        #expect(try box.entries("traces") == [".chatrig-trace", "a.jsonl"])
        let error = #expect(throws: FolderClaimError.self) {
            try StagedFolder(replacing: box.url("report"), marker: .trace)
        }
        #expect(error?.description.hasSuffix("/report': not a ChatRig trace folder (it holds 3 entries, e.g. '.chatrig-report', and no .chatrig-trace marker)") == true)
        #expect(throws: FolderClaimError.self) { try ReportFolder.replace(box.url("traces"), with: reportFiles) }
        #expect(try box.entries() == ["report", "traces"])
    }

    @Test func aFileNameThatIsNotPlainIsRejectedBeforeAnythingChanges() throws {
        let box = try Sandbox()
        try ReportFolder.replace(box.url("out"), with: ["keep.json": "1"])
        let before = box.snapshot()
        for name in ["../escape.json", "", "..", "a/b", ".chatrig-report"] {
            let error = #expect(throws: FolderWriteError.self) {
                try ReportFolder.replace(box.url("out"), with: ["report.json": "2", name: "x"])
            }
            #expect(error?.reason == "not a plain file name in a report folder", "\(name)")
        }
        #expect(box.snapshot() == before)
        #expect(try box.entries() == ["out"])
    }

    @Test func anUnwritablePlaceIsOneLineNamingThePathAndTheReason() throws {
        let box = try Sandbox()
        try box.file("plain-file")
        let error = #expect(throws: FolderWriteError.self) {
            try ReportFolder.replace(box.url("plain-file/latest"), with: reportFiles)
        }
        #expect(error?.description == "cannot write '\(box.url("plain-file/latest").path)': '\(box.url("plain-file").path)' is a regular file, not a folder")
        #expect(try box.entries() == ["plain-file"])
    }
}

@Suite struct StagedFolderSwapTests {
    @Test func withoutAtomicExchangeTwoRenamesReplaceTheFolderWhole() throws {
        let box = try Sandbox()
        try ReportFolder.replace(box.url("out"), with: ["old.json": "old"])
        var staged = try StagedFolder(replacing: box.url("out"), marker: .report)
        staged.exchange = { _, _ in false }
        try staged.commit(reportFiles)
        #expect(try box.entries("out") == [".chatrig-report", "report.json", "report.md"])
        #expect(try box.entries() == ["out"])
    }

    @Test func aFolderThatStopsBeingChatRigsDuringTheSwapIsPutBack() throws {
        let box = try Sandbox()
        try ReportFolder.replace(box.url("out"), with: ["report.json": "old"])
        var staged = try StagedFolder(replacing: box.url("out"), marker: .report)
        // Another writer claims the folder between the check and the exchange.
        staged.exchange = { first, second in
            try FileManager.default.removeItem(atPath: second + "/.chatrig-report")
            try "mine".write(toFile: second + "/thesis.tex", atomically: false, encoding: .utf8)
            return try FolderExchange.exchange(first, second)
        }
        let error = #expect(throws: FolderClaimError.self) { try staged.commit(reportFiles) }
        #expect(error?.reason == .unmarked(count: 2, example: "report.json"))
        #expect(try box.entries() == ["out"])
        #expect(try box.entries("out") == ["report.json", "thesis.tex"])
    }

    @Test func aPathWithDotDotActsOnTheFolderItNames() throws {
        let box = try Sandbox()
        try ReportFolder.replace(box.url("gone/sub/../out"), with: reportFiles)
        #expect(try box.entries("gone") == ["out"])
        #expect(try box.entries("gone/out") == [".chatrig-report", "report.json", "report.md"])
    }
}

@Suite struct StagingLeftoverTests {
    /// Above any `pid_max`, so `kill(pid, 0)` fails with `ESRCH`: a run that is gone.
    static let deadPID: Int32 = 2_147_483_646

    @Test func namesMatchOnlyTheExactPattern() {
        #expect(StagingLeftovers.pid(in: ".latest.new-123-456", leftoverOf: "latest") == 123)
        #expect(StagingLeftovers.pid(in: ".latest.old-9-0", leftoverOf: "latest") == 9)
        for name in [".latest.new-123", ".latest.new-123-456-7", ".latest.tmp-123-456", ".latest.new--456", ".latest.new-0-1",
                     ".latest.new-12a-456", ".other.new-123-456", "latest.new-123-456", ".latest.new-123-99999999999",
                     ".latest.new-+12-456", ".git", ".latest"] {
            #expect(StagingLeftovers.pid(in: name, leftoverOf: "latest") == nil, "\(name)")
        }
    }

    @Test func aKilledRunsStagingAndRetiredFoldersAreRemovedAndNothingElse() throws {
        let box = try Sandbox()
        let dead = Self.deadPID
        try box.file(".latest.new-\(dead)-1/.chatrig-report", "")
        try box.file(".latest.new-\(dead)-1/report.json", "{}")
        try box.folder(".latest.old-\(dead)-2")                          // empty: killed before the marker
        try box.file(".latest.new-1-3/.chatrig-report", "")              // PID 1 is alive: another run's
        try box.file(".latest.new-\(dead)-4/thesis.tex", "mine")         // matches, but not ChatRig's
        try box.file(".other.new-\(dead)-5/.chatrig-report", "")         // another folder's leftover
        try box.file(".latest.new-\(dead)-6/.chatrig-trace", "")         // a trace leftover, not a report's
        try box.file(".cache/x", "")
        try ReportFolder.replace(box.url("latest"), with: reportFiles)
        #expect(try box.entries() == [".cache", ".latest.new-1-3", ".latest.new-\(dead)-4", ".latest.new-\(dead)-6",
                                      ".other.new-\(dead)-5", "latest"])
    }

    @Test func aFailedReplaceLeavesTheOldFolderAndNoStaging() throws {
        let box = try Sandbox()
        try ReportFolder.replace(box.url("out"), with: ["report.json": "old"])
        let before = box.snapshot()
        #expect(throws: FolderWriteError.self) {
            try ReportFolder.replace(box.url("out"), with: ["report.json": "new", "a/b": "bad"])
        }
        #expect(box.snapshot() == before)
    }
}

@Suite struct TraceOutputTests {
    @Test func severalRunsAndAnAbsentPathWithoutSlashIsRefusedAndNothingIsCreated() throws {
        let box = try Sandbox()
        let path = box.url("trace.jsonl").path
        #expect(throws: TraceOutputError(path: path, problem: .absentFolder(runCount: 3))) {
            try TraceOutput(path: path, runCount: 3)
        }
        #expect(try box.entries() == [])
    }

    @Test func aTrailingSlashCreatesAMarkedFolder() throws {
        let box = try Sandbox()
        let output = try TraceOutput(path: box.url("traces").path + "/", runCount: 2)
        #expect(output.destination.isFolder)
        try FrameTraceWriter.write([], to: output.destination.url(scenario: "s", strategy: "natural"))
        #expect(try box.entries() == [".traces.new-\(getpid())-" + output.destination.path.split(separator: "-").last!])
        try output.commit()
        #expect(try box.entries() == ["traces"])
        #expect(try box.entries("traces") == [".chatrig-trace", "s.natural.jsonl"])
    }

    @Test func severalRunsAndAFileIsRefused() throws {
        let box = try Sandbox()
        let file = try box.file("trace.jsonl", #"{"frame":0}"# + "\n")
        #expect(throws: TraceOutputError(path: file.path, problem: .fileForManyRuns(runCount: 2))) {
            try TraceOutput(path: file.path, runCount: 2)
        }
    }

    @Test func oneRunReplacesOnlyAnAbsentEmptyOrTraceFile() throws {
        let box = try Sandbox()
        let trace = try box.file("old.jsonl", #"{"frame":0,"time":0}"# + "\n")
        let empty = try box.file("empty.jsonl", "")
        for url in [trace, empty, box.url("new.jsonl")] {
            let output = try TraceOutput(path: url.path, runCount: 1)
            #expect(!output.destination.isFolder)
            #expect(output.destination.path == url.path)
        }
        let readme = try box.file("README.md", "# my project")
        #expect(throws: TraceOutputError(path: readme.path, problem: .notATrace(kind: "a file that does not start with a frame record"))) {
            try TraceOutput(path: readme.path, runCount: 1)
        }
        let fifo = box.url("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: TraceOutputError(path: fifo.path, problem: .notATrace(kind: "a FIFO"))) {
            try TraceOutput(path: fifo.path, runCount: 1)
        }
        #expect(try String(contentsOf: readme, encoding: .utf8) == "# my project")
    }

    @Test func anExistingFolderFollowsTheFolderRules() throws {
        let box = try Sandbox()
        try box.file("src/main.swift")
        let error = #expect(throws: FolderClaimError.self) {
            try TraceOutput(path: box.url("src").path, runCount: 2)
        }
        #expect(error?.reason == .unmarked(count: 1, example: "main.swift"))
        let output = try TraceOutput(path: box.folder("empty").path, runCount: 1)
        #expect(output.destination.isFolder)
        output.discard()
        #expect(try box.entries() == ["empty", "src"])
    }
}
