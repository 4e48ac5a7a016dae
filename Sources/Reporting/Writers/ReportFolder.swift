import Foundation

/// Writes a run's report files into a folder as one atomic step.
///
/// The files are written into a fresh sibling folder, which then replaces the destination
/// by renames: a reader sees either the old report or the new one, never a mix, and a
/// failure before the swap leaves the old report as it was.
public enum ReportFolder {
    /// The files a report folder holds.
    public static let fileNames = ["report.json", "report.md", "junit.xml", "report.html"]

    public static func write(_ report: SuiteReport, to folder: URL, fileManager: FileManager = .default) throws {
        let parent = folder.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).new-\(unique)")
        let retired = parent.appendingPathComponent(".\(folder.lastPathComponent).old-\(unique)")
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        do {
            try AtomicFile.write(JSONReportWriter.json(report), to: staging.appendingPathComponent("report.json"))
            try AtomicFile.write(MarkdownReportWriter.markdown(report), to: staging.appendingPathComponent("report.md"))
            try AtomicFile.write(JUnitReportWriter.xml(report), to: staging.appendingPathComponent("junit.xml"))
            try AtomicFile.write(HTMLReportWriter.html(report), to: staging.appendingPathComponent("report.html"))
            if fileManager.fileExists(atPath: folder.path) {
                try fileManager.moveItem(at: folder, to: retired)
            }
            try fileManager.moveItem(at: staging, to: folder)
            try? fileManager.removeItem(at: retired)
        } catch {
            try? fileManager.removeItem(at: staging)
            if !fileManager.fileExists(atPath: folder.path), fileManager.fileExists(atPath: retired.path) {
                try? fileManager.moveItem(at: retired, to: folder)
            }
            throw error
        }
    }
}
