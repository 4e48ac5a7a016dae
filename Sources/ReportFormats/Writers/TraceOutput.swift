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
/// - A Perfetto trace (``TraceFormat/perfetto``) is a file a scenario, not a pair: the
///   same rules hold with scenarios in place of pairs, `<scenario>.json` files in a folder,
///   and a trace file starting `{"displayTimeUnit":`.
public struct TraceOutput {
    /// What the runner writes to: the file, or the staging folder.
    public let destination: TraceDestination
    private let staged: StagedFolder?

    /// Checks `path` for a run of `runCount` pairs of `scenarioCount` scenarios and, for a
    /// folder, stages it.
    ///
    /// - Throws: ``TraceOutputError``, ``FolderClaimError`` or ``FolderWriteError``; nothing
    ///   is touched when it throws.
    public init(path: String, runCount: Int, scenarioCount: Int = 1, format: TraceFormat = .jsonl,
                fileManager: FileManager = .default) throws {
        let url = URL(fileURLWithPath: path)
        let status: FileStatus?
        do { status = try FileStatus.of(url.standardizedFileURL.path) } catch { throw FolderWriteError(path: path, reason: error.description) }
        let asksForFolder = path.hasSuffix("/") || status?.kind == .folder
        if asksForFolder {
            let staged = try StagedFolder(replacing: url, marker: .trace, fileManager: fileManager)
            var folder = TraceDestination(path: staged.url.path, runCount: runCount, format: format)
            folder.isFolder = true
            self.staged = staged
            destination = folder
            return
        }
        if let status, status.kind != .regularFile {
            throw TraceOutputError(path: path, problem: .notATrace(kind: status.kindDescription))
        }
        switch format {
        case .jsonl where runCount != 1:
            throw TraceOutputError(path: path, problem: status == nil ? .absentFolder(runCount: runCount) : .fileForManyRuns(runCount: runCount))
        case .perfetto where scenarioCount != 1:
            throw TraceOutputError(path: path, problem: status == nil
                ? .absentFolderForScenarios(scenarioCount: scenarioCount) : .fileForManyScenarios(scenarioCount: scenarioCount))
        case .jsonl, .perfetto:
            break
        }
        if status != nil, !Self.isTraceFile(url, format: format) {
            let start = format == .jsonl ? "a frame record" : "a Perfetto trace written by ChatRig"
            throw TraceOutputError(path: path, problem: .notATrace(kind: "a file that does not start with \(start)"))
        }
        staged = nil
        destination = TraceDestination(path: path, runCount: 1, format: format)
    }

    /// Puts a trace folder in place (a trace file is already there).
    public func commit() throws {
        try staged?.commit()
    }

    /// Drops a staged trace folder after a failed run; the destination is as it was.
    public func discard() {
        staged?.discard()
    }

    /// Whether the file at `url` is empty or starts as a trace of `format` does: a frame
    /// record, or the Perfetto writer's opening.
    static func isTraceFile(_ url: URL, format: TraceFormat = .jsonl) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let opening = Data((format == .jsonl ? #"{"frame":"# : PerfettoTraceWriter.opening).utf8)
        let start = (try? handle.read(upToCount: opening.count)) ?? Data()
        return start.isEmpty || start == opening
    }
}
