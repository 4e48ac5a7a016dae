import Foundation

/// Where `run --trace PATH` writes frame traces, checked before anything runs.
///
/// - **A file**, when the run has one (scenario, strategy) pair and `PATH` is absent or a
///   trace file (empty, or starting with a frame record `{"frame":`). It is written
///   atomically; any other existing file is refused, so a mistyped `--trace README.md`
///   destroys nothing.
/// - **A folder** of `<scenario>.<strategy>.jsonl` files, one a pair, when `PATH` is an
///   existing folder (empty or carrying the ``FolderMarker/trace`` marker, by the rules of
///   ``FolderClaim``) or ends with `/` (then it is created, marked). The traces are written
///   into a staging sibling, swapped in whole by ``commit()``.
/// - With several pairs, an absent `PATH` without a trailing `/` is refused rather than
///   silently made a folder: `trace.jsonl` reads as a file name, and the user says which
///   they mean. An existing regular file is refused too.
public struct TraceOutput {
    /// What the runner writes to: the file, or the staging folder.
    public let destination: TraceDestination
    private let staged: StagedFolder?

    /// Checks `path` for a run of `runCount` pairs and, for a folder, stages it.
    ///
    /// - Throws: ``TraceOutputError``, ``FolderClaimError`` or ``FolderWriteError``; nothing
    ///   is touched when it throws.
    public init(path: String, runCount: Int, fileManager: FileManager = .default) throws {
        let url = URL(fileURLWithPath: path)
        let status: FileStatus?
        do { status = try FileStatus.of(url.standardizedFileURL.path) } catch { throw FolderWriteError(path: path, reason: error.description) }
        let asksForFolder = path.hasSuffix("/") || status?.kind == .folder
        if asksForFolder {
            let staged = try StagedFolder(replacing: url, marker: .trace, fileManager: fileManager)
            var folder = TraceDestination(path: staged.url.path, runCount: runCount)
            folder.isFolder = true
            self.staged = staged
            destination = folder
            return
        }
        if let status, status.kind != .regularFile {
            throw TraceOutputError(path: path, problem: .notATrace(kind: status.kindDescription))
        }
        guard runCount == 1 else {
            throw TraceOutputError(path: path, problem: status == nil ? .absentFolder(runCount: runCount) : .fileForManyRuns(runCount: runCount))
        }
        if status != nil, !Self.isTraceFile(url) {
            throw TraceOutputError(path: path, problem: .notATrace(kind: "a file that does not start with a frame record"))
        }
        staged = nil
        destination = TraceDestination(path: path, runCount: 1)
    }

    /// Puts a trace folder in place (a trace file is already there).
    public func commit() throws {
        try staged?.commit()
    }

    /// Drops a staged trace folder after a failed run; the destination is as it was.
    public func discard() {
        staged?.discard()
    }

    /// Whether the file at `url` is empty or starts with a frame record.
    static func isTraceFile(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 9)) ?? Data()
        return start.isEmpty || start == Data(#"{"frame":"#.utf8)
    }
}
