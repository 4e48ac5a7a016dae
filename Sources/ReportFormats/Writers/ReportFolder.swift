import Foundation
import ReportModel

/// Writes output folders as one atomic step, replacing only ChatRig's own folders.
///
/// ``replace(_:with:fileManager:)`` is what every verb that writes a report folder calls
/// (`run --out`, `compare`, `merge`, `baseline`, the HTML writer): the files go into a
/// staging sibling with the ``FolderMarker/report`` marker, which then takes the folder's
/// place (``StagedFolder``). A folder that is not ChatRig's — the working directory, a
/// folder containing it, a folder of other files, a file, a device, a symbolic link — is
/// refused with a ``FolderClaimError`` and nothing is touched (``FolderClaim``).
public enum ReportFolder {
    /// The files a report folder holds (besides the marker).
    public static let fileNames = ["report.json", "report.md", "junit.xml", "report.html"]

    /// Replaces `folder` with a report folder holding `files` (file name → UTF-8 contents)
    /// and the report marker.
    ///
    /// - Throws: ``FolderClaimError`` when `folder` is not absent, empty or a report folder
    ///   (nothing is touched); ``FolderWriteError`` (path and reason, one line) when writing
    ///   fails, the previous folder then being left as it was.
    public static func replace(_ folder: URL, with files: [String: String], fileManager: FileManager = .default) throws {
        let staged = try StagedFolder(replacing: folder, marker: .report, fileManager: fileManager)
        try staged.commit(files)
    }

    /// Stages a report folder in place of `folder` for a report still to be made: a
    /// command checks and prepares its destination before a long run, and
    /// ``StagedFolder/commit(_:)`` puts ``files(of:)`` in place after it.
    ///
    /// - Throws: as ``replace(_:with:fileManager:)``; nothing is touched when it throws.
    public static func stage(_ folder: URL, fileManager: FileManager = .default) throws -> StagedFolder {
        try StagedFolder(replacing: folder, marker: .report, fileManager: fileManager)
    }

    /// Writes `report` as `report.json`, `report.md`, `junit.xml` and `report.html` into `folder`
    /// (``replace(_:with:fileManager:)``).
    public static func write(_ report: SuiteReport, to folder: URL, fileManager: FileManager = .default) throws {
        try replace(folder, with: files(of: report), fileManager: fileManager)
    }

    /// The files of ``fileNames`` for `report`: file name → contents. With `comparison`,
    /// `report.html` shows the changed metrics as base → head, regressions highlighted.
    public static func files(of report: SuiteReport, comparison: ReportComparison? = nil) -> [String: String] {
        [
            "report.json": JSONReportWriter.json(report),
            "report.md": MarkdownReportWriter.markdown(report),
            "junit.xml": JUnitReportWriter.xml(report),
            "report.html": HTMLReportWriter.html(report, comparison: comparison),
        ]
    }
}
